#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Compile time of our nvcc against NVIDIA's nvcc on the same sources, measured in one run, and
# the plugin's own cost (our pipeline with --amd-no-plugin).
#
#   bench/compile-time/run.sh [--nvcc <our nvcc>] [--ref <nvidia nvcc>] [--reps N]
#       [--targets "gfx1030;gfx1100;gfx90a"] [--sm "75 80 86"] [--flags "<-I/-D flags>"]
#       [--no-plugin-column] [source.cu...]
#
# Each source is compiled with -c -O3 by both compilers: ours for the AMD targets of --targets
# (SCALE_AMD_TARGETS; default gfx1100) at CUDA level sm_86, NVIDIA's for one SASS target per
# --sm entry (default 86), so that "three AMD targets" meets "three NVIDIA targets". Both run
# their per-target compilations as they do by default for a user (ours in parallel, nvcc's one
# after another unless --flags says --threads). Best of N runs each, wall and CPU (user+sys)
# seconds. A source that does not compile with every configuration is reported and left out of
# the totals. Output: a Markdown table on stdout (RESULTS.md records runs, with their commands).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
ours="$root/build/toolkit/bin/nvcc"
ref=/usr/local/cuda/bin/nvcc
reps=1
targets=gfx1100
sms="86"
flags=""
plugin_column=1
sources=()
while [ $# -gt 0 ]; do
  case "$1" in
    --nvcc) ours=$2; shift 2 ;;
    --ref) ref=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --targets) targets=$2; shift 2 ;;
    --sm) sms=$2; shift 2 ;;
    --flags) flags=$2; shift 2 ;;
    --no-plugin-column) plugin_column=0; shift ;;
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
gencode=()
for sm in $sms; do gencode+=("-gencode=arch=compute_$sm,code=sm_$sm"); done
extra=()
for w in $flags; do extra+=("$w"); done # words of every line

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# best_of <cmd...>: prints "<wall> <cpu>" (seconds, best wall of $reps runs), or FAIL.
best_of() {
  local best="" cpu="" w c
  for _ in $(seq "$reps"); do
    if ! /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >"$work/log" 2>&1; then echo FAIL; return; fi
    read -r w u s < "$work/time"
    c=$(echo "$u + $s" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$w < $best" | bc -l)" = 1 ]; then best=$w; cpu=$c; fi
  done
  printf '%.2f %.2f' "$best" "$cpu"
}

ratio() { printf '%.2f' "$(echo "$1 / $2" | bc -l)"; }

echo "AMD targets: $targets; NVIDIA targets: sm_${sms// /, sm_}"
echo
echo "| source | NVIDIA wall (s) | ours wall (s) | ours / NVIDIA wall | NVIDIA CPU (s) | ours CPU (s) | ours / NVIDIA CPU | ours, no plugin, wall (s) |"
echo "|---|---|---|---|---|---|---|---|"
tot_rw=0; tot_ow=0; tot_rc=0; tot_oc=0; skipped=()
for src in "${sources[@]}"; do
  name=$(basename "$src")
  r=$(best_of "$ref" -c -O3 "${gencode[@]}" ${extra[@]+"${extra[@]}"} "$src" -o "$work/ref.o")
  o=$(SCALE_AMD_TARGETS="$targets" best_of "$ours" -c -O3 -arch=sm_86 ${extra[@]+"${extra[@]}"} "$src" -o "$work/ours.o")
  n="-"
  if [ $plugin_column = 1 ]; then
    n=$(SCALE_AMD_TARGETS="$targets" best_of "$ours" --amd-no-plugin -c -O3 -arch=sm_86 ${extra[@]+"${extra[@]}"} "$src" -o "$work/np.o")
    [ "$n" = FAIL ] || n=${n%% *}
  fi
  if [ "$r" = FAIL ] || [ "$o" = FAIL ]; then
    skipped+=("$name (NVIDIA: $r, ours: $o)")
    continue
  fi
  read -r rw rc <<< "$r"; read -r ow oc <<< "$o"
  tot_rw=$(echo "$tot_rw + $rw" | bc -l); tot_ow=$(echo "$tot_ow + $ow" | bc -l)
  tot_rc=$(echo "$tot_rc + $rc" | bc -l); tot_oc=$(echo "$tot_oc + $oc" | bc -l)
  echo "| $name | $rw | $ow | $(ratio "$ow" "$rw") | $rc | $oc | $(ratio "$oc" "$rc") | $n |"
done
if [ "$(echo "$tot_rw > 0" | bc -l)" = 1 ]; then
  printf '| **total** | %.2f | %.2f | **%s** | %.2f | %.2f | **%s** | |\n' "$tot_rw" "$tot_ow" \
    "$(ratio "$tot_ow" "$tot_rw")" "$tot_rc" "$tot_oc" "$(ratio "$tot_oc" "$tot_rc")"
fi
for s in "${skipped[@]+"${skipped[@]}"}"; do echo; echo "skipped: $s"; done
