#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Records a device run in the repository: results.tsv from the run's output (files_at of the
# `device` tool), not-built.tsv from what build.sh could not build.
# Usage: record.sh <device-out-dir> [--merge]
#   --merge: the run covered some cases only (e.g. build.sh --wave64): its rows replace the rows of
#   the same (case, route) and every other row is kept; not-built rows likewise, for the cases
#   whose build logs out/ holds.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dev=$1
merge=${2:-}
new_results=$(mktemp); new_not_built=$(mktemp)
sort "$dev/results.tsv" > "$new_results"
{
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
    case "$name" in ptx_*) route=routeA ;; *.routeB-gfx90a) route=routeB-gfx90a; name=${name%.routeB-gfx90a} ;; esac
    [ -e "$here/out/$name.$route" ] || printf '%s\t%s\tbuild failed: %s\n' "$name" "$route" "$(grep -m1 -i error "$log" | cut -c1-150)"
  done
} > "$new_not_built"
header="# case	route	status	commit — written by test/exec/record.sh from a run on: $(cat "$dev/gpu.txt" 2>/dev/null || echo 'an NVIDIA GPU')"
if [ "$merge" = "--merge" ]; then
  python3 - "$here" "$new_results" "$new_not_built" "$header" <<'PY'
import os, sys
here, new_results, new_not_built, header = sys.argv[1:5]
def read(path):
    return [l.rstrip("\n") for l in open(path) if l.strip() and not l.startswith("#")] if os.path.exists(path) else []
def key(row):
    f = row.split("\t")
    return (f[0].split("/")[0], f[1])
res_new, nb_new = read(new_results), read(new_not_built)
covered = {key(r) for r in res_new} | {key(r) for r in nb_new}
# the cases whose builds out/ holds: their old not-built rows are replaced
built = {n[:-len(".build.log")] for n in os.listdir(os.path.join(here, "out")) if n.endswith(".build.log")}
built_keys = set()
for n in built:
    if n.endswith(".routeB-gfx90a"):
        built_keys.add((n[:-len(".routeB-gfx90a")], "routeB-gfx90a"))
    else:
        built_keys.add((n, "routeA" if n.startswith("ptx_") else "routeB"))
old_res = open(os.path.join(here, "results.tsv")).read().splitlines()
res = [r for r in old_res if r.strip() and not r.startswith("#") and key(r) not in covered] + res_new
with open(os.path.join(here, "results.tsv"), "w") as f:
    f.write(header + "\n" + "".join(r + "\n" for r in sorted(res)))
nb_path = os.path.join(here, "not-built.tsv")
old_nb = open(nb_path).read().splitlines()
nb_header = [r for r in old_nb if r.startswith("#")][:1]
nb = [r for r in old_nb if r.strip() and not r.startswith("#") and key(r) not in covered and key(r) not in built_keys] + nb_new
with open(nb_path, "w") as f:
    f.write("".join(h + "\n" for h in nb_header) + "".join(r + "\n" for r in nb))
PY
else
  { echo "$header"; cat "$new_results"; } > "$here/results.tsv"
  { echo "# case	route	reason — functions or cases our toolkit did not build (see out/*.build.log)"; cat "$new_not_built"; } > "$here/not-built.tsv"
fi
rm -f "$new_results" "$new_not_built"
python3 "$here/check_results.py"
