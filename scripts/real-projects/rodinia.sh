#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Rodinia 3.x CUDA benchmarks (e.g. github.com/yuhc/gpu-rodinia): each cuda/<bench> Makefile, with
# CUDA_DIR pointing at our toolkit (the variable common/make.config asks users to set) and our
# nvcc first on PATH (several Makefiles call a bare `nvcc`). The top-level Makefile stops at the
# first benchmark whose binary has another name, so each directory is made on its own.
# Prints one line per benchmark: name, status (built/failed) and the first error.
#   usage: scripts/real-projects/rodinia.sh <rodinia checkout>
source "$(dirname "$0")/common.sh"
need_src "${1:-}"
cd "$1/cuda"
log=${LOGDIR:-$(mktemp -d)}
failed=0
for d in */ srad/srad_v1/ srad/srad_v2/; do
  d=${d%/}
  [ -f "$d/Makefile" ] || [ -f "$d/makefile" ] || continue
  name=$(echo "$d" | tr / _)
  if (cd "$d" && PATH=$toolkit/bin:$PATH make -k CUDA_DIR="$toolkit" > "$log/$name.log" 2>&1); then
    echo "$d	built"
  else
    failed=$((failed + 1))
    echo "$d	failed	$(grep -m1 -E 'error|fatal' "$log/$name.log" || echo see "$log/$name.log")"
  fi
done
echo "rodinia: $failed failed (logs in $log)"
