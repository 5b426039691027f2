#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The long real-code test: compile and link every example of Debian's CCCL 1.17 packages
# (libthrust-dev, libcub-dev, libcu++-dev) through the installed toolkit for the three targets
# every suite covers, and write the status table (docs/cccl-status.md format) to build/cccl/status.md.
# CI runs a subset for gfx1100 only (test/lit/cccl/gfx1100.test).
#   TOOLKIT            installed toolkit (default: build/toolkit)
#   SCALE_AMD_TARGETS  targets (default: gfx1030,gfx1100,gfx90a)
#   JOBS               parallel compiles (default: nproc)
#   extra arguments go to test/lit/cccl/cccl_examples.py (e.g. --filter 'cub/', --min 10)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
toolkit=${TOOLKIT:-$root/build/toolkit}
targets=${SCALE_AMD_TARGETS:-gfx1030,gfx1100,gfx90a}
out=$root/build/cccl
mkdir -p "$out"
exec python3 "$root/test/lit/cccl/cccl_examples.py" --toolkit "$toolkit" --targets "$targets" \
  --jobs "${JOBS:-$(nproc)}" --out "$out" --markdown "$out/status.md" "$@"
