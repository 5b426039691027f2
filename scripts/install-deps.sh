#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Installs exactly the Debian 12 packages scale-amd needs to build and test.
# A no-op (no apt call at all) when every package is already installed.
set -euo pipefail
PKGS=(
  # compiler: stock clang-22 + the tools its HIP offload driver calls (clang-offload-bundler, amdgpu-arch)
  clang-22 clang-tools-22 lld-22 llvm-22-dev libclang-22-dev llvm-22-tools clangd-22
  libfuzzer-22-dev libclang-rt-22-dev
  # host OpenMP for `nvcc -Xcompiler -fopenmp` (clang-22's omp.h and libomp)
  libomp-22-dev
  # ROCm 5.2 device libraries and the HIP runtime the shim loads at run time
  rocm-device-libs libamdhip64-dev libhsa-runtime-dev libamd-comgr-dev
  # CUDA-X backends and real CUDA code (NVIDIA CCCL 1.17) to compile
  librocsparse-dev libhipsparse-dev librocrand-dev libhiprand-dev librocprim-dev
  libthrust-dev libcub-dev libcu++-dev
  # build and test
  cmake ninja-build g++ libgtest-dev python3 file binutils ccache make git
)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PKGS[@]} packages present"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
