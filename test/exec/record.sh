#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Records a device run in the repository: results.tsv from the run's output (files_at of the
# `device` tool), not-built.tsv from what build.sh could not build. Usage: record.sh <device-out-dir>
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dev=$1
{
  echo "# case	route	status	commit — written by test/exec/record.sh from a run on: $(cat "$dev/gpu.txt" 2>/dev/null || echo 'an NVIDIA GPU')"
  sort "$dev/results.tsv"
} > "$here/results.tsv"
{
  echo "# case	route	reason — functions or cases our toolkit did not build (see out/*.build.log)"
  for m in "$here"/out/*.missing; do
    [ -e "$m" ] || continue
    spec=$(basename "$m" .missing)
    while read -r f; do
      [ -n "$f" ] && printf '%s/%s\trouteB\tnot provided by the toolkit (does not compile for gfx1030)\n' "$spec" "$f"
    done < "$m"
  done
  for log in "$here"/out/*.build.log; do
    name=$(basename "$log" .build.log)
    route=routeB
    case "$name" in ptx_*) route=routeA ;; esac
    [ -e "$here/out/$name.$route" ] || printf '%s\t%s\tbuild failed: %s\n' "$name" "$route" "$(grep -m1 -i error "$log" | cut -c1-150)"
  done
} > "$here/not-built.tsv"
python3 "$here/check_results.py"
