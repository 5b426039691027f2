# SPDX-License-Identifier: Apache-2.0
# Shared by the real-project scripts: the toolkit to use and the AMD targets. Each script builds one
# fetched project (never committed; CI cannot fetch) from a directory given on its command line,
# exactly as the project's README builds it for NVIDIA, with only our toolchain file, our nvcc on
# PATH or CUDA_DIR-style variables changed. Results go to docs/real-projects.md by hand.
#   TOOLKIT            installed toolkit (default: build/toolkit of this checkout)
#   SCALE_AMD_TARGETS  AMD targets (default: gfx1030)
#   JOBS               parallel jobs (default: nproc)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
toolkit=${TOOLKIT:-$root/build/toolkit}
export SCALE_AMD_TARGETS=${SCALE_AMD_TARGETS:-gfx1030}
jobs=${JOBS:-$(nproc)}
toolchain=$toolkit/share/scale-amd/scale-amd.cmake
[ -x "$toolkit/bin/nvcc" ] || { echo "no toolkit at $toolkit (run scripts/build.sh)" >&2; exit 1; }
need_src() { [ -d "${1:-}" ] || { echo "usage: $0 <source directory of the project> [build directory]" >&2; exit 2; }; }
