#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# ggml (github.com/ggml-org/ggml, the engine of llama.cpp and whisper.cpp) with its CUDA backend,
# as its README says (cmake -DGGML_CUDA=ON), default options otherwise (GGML_NATIVE=ON makes
# CMAKE_CUDA_ARCHITECTURES=native). Builds the library and test-backend-ops; -k 0 lists every
# failing file. Also works on a llama.cpp or whisper.cpp checkout (their ggml/ subdirectory is
# the same code; pass the checkout).
#   usage: scripts/real-projects/ggml.sh <ggml|llama.cpp|whisper.cpp checkout> [build dir]
source "$(dirname "$0")/common.sh"
need_src "${1:-}"
src=$(cd "$1" && pwd); build=${2:-$src/build-scale-amd}
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGGML_CUDA=ON \
      -DCMAKE_TOOLCHAIN_FILE="$toolchain" ${GGML_EXTRA_CMAKE:-}
status=0
ninja -C "$build" -j "$jobs" -k 0 ${GGML_TARGETS:-} || status=$?
echo "ggml: build exit status $status ($build)"
exit $status
