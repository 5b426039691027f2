#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs on the H200 (the `device` tool): every case binary built by build.sh, reference and ours,
# compared by compare.py. Writes $OUT/results.tsv (case, route, status, commit) and $OUT/details.tsv.
# Usage (from the repository root, on the device machine): bash test/exec/run.sh <commit>
# (EXEC_CARRY=<dir> runs the binaries of another build.sh output than test/exec/out/carry)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
commit=${1:-unknown}
out=${OUT:-/tmp/exec-out}
mkdir -p "$out"
: > "$out/details.tsv"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$out/gpu.txt" 2>&1
cp "$out/gpu.txt" "$out/gpu.info"
dir=${EXEC_CARRY:-$here/out/carry}
for ref in "$dir"/*.ref; do
  name=$(basename "$ref" .ref)
  timeout 60 "$ref" > "$out/$name.ref.txt" 2>&1
  for route in routeA routeB routeB-gfx90a; do
    bin="$dir/$name.$route"
    [ -x "$bin" ] || continue
    timeout 60 "$bin" > "$out/$name.$route.txt" 2>&1
    python3 "$here/compare.py" "$name" "$out/$name.ref.txt" "$out/$name.$route.txt" "$dir/$name.cu" |
      while IFS=$'\t' read -r c s d; do printf '%s\t%s\t%s\t%s\n' "$c" "$route" "$s" "$d"; done >> "$out/details.tsv"
  done
done
awk -F'\t' -v c="$commit" 'BEGIN{OFS="\t"} {print $1, $2, $3, c}' "$out/details.tsv" > "$out/results.tsv"
cut -f3 "$out/details.tsv" | sort | uniq -c
grep -v -P '\t(match|within-tolerance)\t' "$out/details.tsv" | head -40
# Keep what comes back small: the per-case outputs are packed into one file.
tar czf "$out/outputs.tgz" -C "$out" $(cd "$out" && ls *.txt) 2>/dev/null
rm -f "$out"/*.txt; mv "$out/gpu.info" "$out/gpu.txt"
