#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Route A of the execution verification (test/exec/README.md): for every inline-PTX case
#   ptx/<name>.forms  (a table of instruction forms; gen_ptx_cases.py writes the program) and
#   ptx/<name>.cu     (hand-written: warps, masks, memory, barriers)
#   ptx/<name>.py     (a generator writing the program: the read-write operand matrix)
# builds, into test/exec/out/ as case ptx_<name>:
#   ptx_<name>.ref     NVIDIA's nvcc on the source (the reference)
#   ptx_<name>.routeA  `nvcc --lower-inline-ptx -arch=sm_90`: clang-22 CUDA mode, NVIDIA's headers,
#                      every inline asm lowered to IR by our pass, so ptxas sees only our PTX
# and checks that the route-A PTX holds no inline asm (ptx_has_no_asm.py).
# Usage: route-a/build.sh [case-name-glob]   (TOOLKIT=<prefix> chooses the toolkit)
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$here/../.." && pwd)
tk=${TOOLKIT:-$root/build/toolkit}
cuda=/usr/local/cuda
out=${EXEC_OUT:-$here/out}
pattern=${1:-*}
mkdir -p "$out/gen"
ok=0; failed=0
for src in "$here"/ptx/*.forms "$here"/ptx/*.cu "$here"/ptx/*.py; do
  [ -e "$src" ] || continue
  base=$(basename "$src"); name=ptx_${base%.*}
  # shellcheck disable=SC2053
  [[ $name == $pattern ]] || continue
  log="$out/$name.build.log"
  (
    set -e
    if [ "${src##*.}" = forms ]; then
      python3 "$here/route-a/gen_ptx_cases.py" "$src" "$out/gen/$name.cu"
      cu="$out/gen/$name.cu"
    elif [ "${src##*.}" = py ]; then
      python3 "$src" "$out/gen/$name.cu"
      cu="$out/gen/$name.cu"
    else
      cu="$src"
    fi
    cp "$cu" "$out/$name.cu"
    "$cuda/bin/nvcc" -arch=sm_90 -O2 -I"$here/cases" "$cu" -o "$out/$name.ref"
    "$tk/bin/nvcc" --lower-inline-ptx -arch=sm_90 --cuda-device-only -S -O2 -I"$here/cases" "$cu" \
        -o "$out/$name.routeA.ptx"
    python3 "$here/route-a/ptx_has_no_asm.py" "$out/$name.routeA.ptx"
    "$tk/bin/nvcc" --lower-inline-ptx -arch=sm_90 -O2 -I"$here/cases" "$cu" -o "$out/$name.routeA"
  ) > "$log" 2>&1
  if [ $? -eq 0 ]; then
    ok=$((ok+1)); echo "built $name (ref, routeA)"
  else
    failed=$((failed+1)); echo "FAILED $name (see $log)"; tail -5 "$log"
  fi
done
echo "route A build: $ok built, $failed failed"
