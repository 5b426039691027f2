#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The main job, from a fresh Debian 12 machine: install what is missing, build, install the toolkit
# into build/toolkit, then build every project in examples/ for AMD GPUs through the CMake
# toolchain file, exactly as a user's CUDA project would be built.
#   SCALE_AMD_TARGETS  AMD targets for the examples (default: gfx1030;gfx1100;gfx90a)
#   JOBS               parallel build jobs (default: nproc)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
jobs=${JOBS:-$(nproc)}
targets=${SCALE_AMD_TARGETS:-gfx1030;gfx1100;gfx90a}

"$root/scripts/install-deps.sh"

cmake -S . -B build/cmake -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_INSTALL_PREFIX="$root/build/toolkit" >/dev/null
cmake --build build/cmake -j "$jobs"
cmake --install build/cmake >/dev/null
# Stage 2: the CUDA-X libraries (cuBLAS, cuSPARSE, cuRAND, cuFFT, cuSOLVER in cuda-x/) are a CUDA project built
# with the toolkit just installed, through its own CMake toolchain file, and installed into it.
cmake -S cuda-x -B build/cmake/cuda-x -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_TOOLCHAIN_FILE="$root/build/toolkit/share/scale-amd/scale-amd.cmake" \
      -DSCALE_AMD_TARGETS="gfx1030;gfx1100;gfx90a" -DCMAKE_INSTALL_PREFIX="$root/build/toolkit" >/dev/null
cmake --build build/cmake/cuda-x -j "$jobs"
cmake --install build/cmake/cuda-x >/dev/null
echo "toolkit installed in $root/build/toolkit (nvcc: build/toolkit/bin/nvcc)"

tk="$root/build/toolkit"
bundler=$(ls /usr/lib/llvm-22/bin/clang-offload-bundler)
for ex in examples/*/; do
  name=$(basename "$ex")
  out="build/examples/$name"
  cmake -S "$ex" -B "$out" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_TOOLCHAIN_FILE="$tk/share/scale-amd/scale-amd.cmake" \
        -DSCALE_AMD_TARGETS="$targets" >/dev/null
  cmake --build "$out" -j "$jobs" >/dev/null
  # Report every executable with the AMD code objects its fat binary holds.
  find "$out" -maxdepth 2 -type f -perm -u+x ! -name '*.so*' | sort | while read -r bin; do
    file "$bin" | grep -q ELF || continue
    tmp=$(mktemp)
    if objcopy -O binary --only-section=.hip_fatbin "$bin" "$tmp" 2>/dev/null && [ -s "$tmp" ]; then
      gfx=$("$bundler" --list --type=o --input="$tmp" | grep -o 'gfx[0-9a-z]*' | sort | tr '\n' ' ')
      echo "example $name: $bin  (AMD code objects: ${gfx% })"
    fi
    rm -f "$tmp"
  done
done
