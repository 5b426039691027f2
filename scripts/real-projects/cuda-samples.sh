#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# NVIDIA's cuda-samples (github.com/NVIDIA/cuda-samples, CMake since 12.8): every sample's own
# CMakeLists.txt, configured through our toolchain file. The top-level CMakeLists.txt cannot be
# used as is: its 7_libNVVM and jitLto samples need libNVVM and nvJitLink, which we do not provide,
# and their find_library() results are NOTFOUND variables (a CMake error, not a missing target).
# So a generated wrapper add_subdirectory()s every other sample; libraries we do not provide are
# reported by our toolchain file (SCALE_AMD_MISSING_LIBRARIES=WARNING: only their users fail).
# Prints built/failed per sample. SAMPLES_ONLY (an extended regex on Samples/<category>/<name>)
# builds a subset; SAMPLES_EXTRA_CMAKE adds configure options (route C, test/exec/README.md:
# -DCMAKE_PROJECT_INCLUDE_BEFORE=<repo>/test/exec/route-c/routec.cmake).
#   usage: scripts/real-projects/cuda-samples.sh <cuda-samples checkout> [build dir]
source "$(dirname "$0")/common.sh"
need_src "${1:-}"
src=$(cd "$1" && pwd); build=${2:-$src/build-scale-amd}
wrap=$build/wrapper; mkdir -p "$wrap"
skip_re='7_libNVVM|/jitLto$|8_Platform_Specific'
{
  echo "cmake_minimum_required(VERSION 3.20)"
  echo "project(cuda-samples-wrapper LANGUAGES C CXX CUDA)"
  find "$src/Samples" -mindepth 3 -maxdepth 3 -name CMakeLists.txt -printf '%h\n' | sort |
    grep -Ev "$skip_re" | grep -E "${SAMPLES_ONLY:-.}" | while read -r d; do echo "add_subdirectory(\"$d\" \"${d#$src/Samples/}\")"; done
} > "$wrap/CMakeLists.txt"
cmake -S "$wrap" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
      -DSCALE_AMD_MISSING_LIBRARIES=WARNING ${SAMPLES_EXTRA_CMAKE:-} > "$build/configure.log" 2>&1 ||
  { tail -40 "$build/configure.log"; exit 1; }
status=0
ninja -C "$build" -j "$jobs" -k 0 > "$build/build.log" 2>&1 || status=$?
# One line per sample: an executable target named like its directory.
for d in $(grep -o 'add_subdirectory("[^"]*"' "$wrap/CMakeLists.txt" | cut -d'"' -f2); do
  rel=${d#$src/Samples/}; name=$(basename "$d")
  if [ -x "$build/$rel/$name" ]; then echo "$rel	built"; else echo "$rel	failed"; fi
done
echo "cuda-samples: ninja exit status $status (log: $build/build.log)"
