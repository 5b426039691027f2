#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Compile time of our nvcc against NVIDIA's nvcc on the same sources, measured in one run, and
# the plugin's own cost (our pipeline with --amd-no-plugin).
#
#   bench/compile-time/run.sh [--nvcc <our nvcc>] [--ref <nvidia nvcc>] [--reps N] [source.cu...]
#
# Each source is compiled with -c -O3 -arch=sm_86 by both compilers (ours for one AMD target,
# SCALE_AMD_TARGETS=gfx1100, as NVIDIA's builds one SASS target), best of N runs each. A source
# that does not compile with every configuration is reported and left out of the totals. Output:
# a Markdown table on stdout (RESULTS.md records one run, with its command line).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
ours="$root/build/toolkit/bin/nvcc"
ref=/usr/local/cuda/bin/nvcc
reps=1
sources=()
while [ $# -gt 0 ]; do
  case "$1" in
    --nvcc) ours=$2; shift 2 ;;
    --ref) ref=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    *) sources+=("$1"); shift ;;
  esac
done
if [ ${#sources[@]} -eq 0 ]; then
  ex=/usr/share/doc/libthrust-dev/examples
  sources=("$ex/saxpy.cu" "$ex/sum.cu" "$ex/transform_iterator.cu" "$ex/histogram.cu"
           "$root/examples/saxpy/saxpy.cu" "$root/examples/stencil/stencil.cu")
fi
for tool in "$ours" "$ref"; do
  [ -x "$tool" ] || { echo "run.sh: $tool is not executable" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# best_of <cmd...>: prints the best wall time in seconds of $reps runs, or FAIL.
best_of() {
  local best="" t0 t1 t
  for _ in $(seq "$reps"); do
    t0=$(date +%s.%N)
    if ! "$@" >"$work/log" 2>&1; then echo FAIL; return; fi
    t1=$(date +%s.%N)
    t=$(echo "$t1 - $t0" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
  done
  printf '%.2f' "$best"
}

echo "| source | NVIDIA nvcc (s) | ours (s) | ours, no plugin (s) | ours / NVIDIA | plugin share |"
echo "|---|---|---|---|---|---|"
tot_ref=0; tot_ours=0; tot_np=0; skipped=()
for src in "${sources[@]}"; do
  name=$(basename "$src")
  r=$(best_of "$ref" -c -O3 -arch=sm_86 "$src" -o "$work/ref.o")
  o=$(SCALE_AMD_TARGETS=gfx1100 best_of "$ours" -c -O3 -arch=sm_86 "$src" -o "$work/ours.o")
  n=$(SCALE_AMD_TARGETS=gfx1100 best_of "$ours" --amd-no-plugin -c -O3 -arch=sm_86 "$src" -o "$work/np.o")
  if [ "$r" = FAIL ] || [ "$o" = FAIL ] || [ "$n" = FAIL ]; then
    skipped+=("$name (NVIDIA: $r, ours: $o, no plugin: $n)")
    continue
  fi
  tot_ref=$(echo "$tot_ref + $r" | bc -l); tot_ours=$(echo "$tot_ours + $o" | bc -l)
  tot_np=$(echo "$tot_np + $n" | bc -l)
  printf '| %s | %s | %s | %s | %.2f | %.0f%% |\n' "$name" "$r" "$o" "$n" \
    "$(echo "$o / $r" | bc -l)" "$(echo "($o - $n) * 100 / $o" | bc -l)"
done
if [ "$(echo "$tot_ref > 0" | bc -l)" = 1 ]; then
  printf '| **total** | %.2f | %.2f | %.2f | **%.2f** | %.0f%% |\n' "$tot_ref" "$tot_ours" "$tot_np" \
    "$(echo "$tot_ours / $tot_ref" | bc -l)" "$(echo "($tot_ours - $tot_np) * 100 / $tot_ours" | bc -l)"
fi
for s in "${skipped[@]+"${skipped[@]}"}"; do echo; echo "skipped: $s"; done
