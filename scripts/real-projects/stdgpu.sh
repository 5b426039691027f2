#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# stdgpu (github.com/stotko/stdgpu), CUDA backend (its default), library, examples and unit tests
# as its README builds them. Its tests download googletest at configure time; CI machines cannot,
# so FetchContent is pointed at Debian's copy (libgtest-dev, /usr/src/googletest): a CMake
# variable, not a source change. Runs the tests when a GPU is present (RUN_TESTS=1).
#   usage: scripts/real-projects/stdgpu.sh <stdgpu checkout> [build dir]
source "$(dirname "$0")/common.sh"
need_src "${1:-}"
src=$(cd "$1" && pwd); build=${2:-$src/build-scale-amd}
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DSTDGPU_BUILD_BENCHMARKS=OFF \
      -DFETCHCONTENT_SOURCE_DIR_GOOGLETEST=/usr/src/googletest ${STDGPU_EXTRA_CMAKE:-}
status=0
ninja -C "$build" -j "$jobs" -k 0 || status=$?
echo "stdgpu: build exit status $status ($build)"
if [ "${RUN_TESTS:-0}" = 1 ]; then ctest --test-dir "$build" --output-on-failure || status=1; fi
exit $status
