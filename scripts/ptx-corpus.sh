#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The PTX corpus of issue #17: PTX that NVIDIA's nvcc writes (-ptx -arch=sm_86) for real CUDA
# programs, compiled by our bin/ptxas for gfx1030, gfx1100 and gfx90a; every .entry must be a
# kernel of the code object (its <name>.kd symbol). Prints the counts and the failure reasons.
#
#   scripts/ptx-corpus.sh [--gen-only|--check-only]
#   NVCC       NVIDIA's nvcc (default /usr/local/cuda/bin/nvcc; the generation step needs it)
#   PTXAS      our ptxas (default build/toolkit/bin/ptxas)
#   TARGETS    default "gfx1030 gfx1100 gfx90a"
#   JOBS       parallel jobs (default 2)
#   OUT        work directory (default build/ptx-corpus)
#   TIMEOUT    seconds per ptxas run (default 900: CUB modules at -O3 on a loaded machine)
# Sources: test/exec/cases/*.cu, examples/, the Thrust examples of Debian's libthrust-dev, and the
# mirrors of yuhc/gpu-rodinia and NVIDIA/cuda-samples when present (/work/.mirror, or MIRRORS=dir).
# A source nvcc itself rejects (missing host libraries, GL headers) is counted apart, not ours.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
ptxas=${PTXAS:-$root/build/toolkit/bin/ptxas}
targets=${TARGETS:-gfx1030 gfx1100 gfx90a}
jobs=${JOBS:-2}
out=${OUT:-$root/build/ptx-corpus}
mirrors=${MIRRORS:-/work/.mirror}
mode=${1:-all}
mkdir -p "$out/src" "$out/ptx" "$out/obj" "$out/log"

# ---- 1. the sources --------------------------------------------------------------------------
list=$out/sources.txt
: > "$list"
add() { for f in "$@"; do [ -f "$f" ] && echo "$1" >/dev/null && echo "$f" >> "$list"; done; }
add "$root"/test/exec/cases/*.cu
while IFS= read -r f; do add "$f"; done < <(find "$root/examples" -name '*.cu' | sort)
thrust=/usr/share/doc/libthrust-dev/examples
[ -d "$thrust" ] && while IFS= read -r f; do add "$f"; done < <(find "$thrust" -maxdepth 1 -name '*.cu' | sort)
for m in yuhc+gpu-rodinia NVIDIA+cuda-samples; do
  g=$mirrors/$m/repo
  [ -d "$g" ] || continue
  if [ ! -f "$out/src/$m.done" ]; then # source files only (a mirror may lack its large blobs)
    git --git-dir="$g" ls-tree -r --name-only HEAD | grep -E '\.(cu|cuh|h|hpp|hxx|inl|c|cpp|cc)$' |
      while IFS= read -r f; do
        mkdir -p "$out/src/$m/$(dirname "$f")"
        git --git-dir="$g" cat-file -p "HEAD:$f" > "$out/src/$m/$f" 2>/dev/null || rm -f "$out/src/$m/$f"
      done
    touch "$out/src/$m.done"
  fi
  while IFS= read -r f; do add "$f"; done < <(find "$out/src/$m" -name '*.cu' | grep -v '/opencl/\|/openmp/' | sort)
done

# ---- 2. PTX with NVIDIA's nvcc ---------------------------------------------------------------
gen_one() {
  f=$1
  id=$(echo "$f" | sed "s|^$root/||; s|^$out/src/||; s|/|__|g; s|\.cu$||")
  p=$out/ptx/$id.ptx
  [ -s "$p" ] && return 0
  [ -f "$out/log/$id.nvcc-failed" ] && return 0
  d=$(dirname "$f")
  inc=(-I"$d" -I"$d/.." -I"$d/../inc" -I"$d/../include")
  case $f in *cuda-samples*) inc+=(-I"$out/src/NVIDIA+cuda-samples/Common");; esac
  if ! nice -n 10 "$nvcc" -ptx -arch=sm_86 -w "${inc[@]}" "$f" -o "$p" > "$out/log/$id.nvcc.txt" 2>&1; then
    rm -f "$p"; touch "$out/log/$id.nvcc-failed"
  fi
}
export -f gen_one; export root out nvcc
if [ "$mode" != --check-only ]; then
  [ -x "$nvcc" ] || { echo "ptx-corpus: no nvcc at $nvcc (set NVCC, or run --check-only on generated PTX)"; exit 1; }
  xargs -a "$list" -P "$jobs" -I{} bash -c 'gen_one "$@"' _ {}
fi
[ "$mode" = --gen-only ] && exit 0

# ---- 3. our ptxas on each PTX, for each target --------------------------------------------------
check_one() {
  p=$1; t=$2
  id=$(basename "$p" .ptx)
  o=$out/obj/$id.$t.co
  entries=$(grep -cE '^\s*(\.visible\s+|\.weak\s+)?\.entry\s' "$p")
  if nice -n 10 timeout "${TIMEOUT:-900}" "$ptxas" -arch="$t" "$p" -o "$o" > "$out/log/$id.$t.txt" 2>&1; then
    have=0
    for e in $(grep -oE '\.entry\s+[A-Za-z0-9_$]+' "$p" | awk '{print $2}'); do
      llvm-readelf-22 --symbols "$o" 2>/dev/null | grep -qE " $e\.kd$" && have=$((have + 1))
    done
    echo "$id $t $entries $have ok"
  else
    rc=$?
    reason=$(grep -m1 -E 'error' "$out/log/$id.$t.txt" | sed -E 's/^[^ ]*: error: //; s/'"'"'[^'"'"']*'"'"'/X/2g' | cut -c1-150)
    [ $rc -ge 124 ] && reason="timeout or crash (exit $rc)"
    echo "$id $t $entries 0 fail $reason"
  fi
}
export -f check_one; export ptxas
res=$out/results.txt
# Results are appended as they come, smallest module first; a run resumes what an interrupted one
# left in results.txt.part (FRESH=1 starts over). Sorted into results.txt at the end.
[ "${FRESH:-0}" = 1 ] && rm -f "$res.part"
touch "$res.part"
ls -Sr "$out"/ptx/*.ptx | while read -r p; do
  for t in $targets; do
    grep -q "^$(basename "$p" .ptx) $t " "$res.part" || echo "$p $t"
  done
done | xargs -P "$jobs" -L1 bash -c 'check_one "$@"' _ >> "$res.part"
sort "$res.part" > "$res"

# ---- 4. counts ---------------------------------------------------------------------------------
nsrc=$(wc -l < "$list")
nfail=$(ls "$out"/log/*.nvcc-failed 2>/dev/null | wc -l)
nptx=$(ls "$out"/ptx/*.ptx 2>/dev/null | wc -l)
echo "sources: $nsrc; nvcc -ptx rejected: $nfail; PTX modules: $nptx"
for t in $targets; do
  awk -v t="$t" '$2 == t { mods++; ents += $3; if ($5 == "ok") { okm++; okents += $4 } }
    END { printf "%s: modules %d/%d, kernels %d/%d\n", t, okm, mods, okents, ents }' "$res"
done
# kernels that compile on every target
awk -v n="$(echo $targets | wc -w)" '$5 == "ok" && $3 == $4 { c[$1]++; e[$1] = $3 }
  END { for (m in c) if (c[m] == n) { mods++; ents += e[m] } printf "all targets: modules %d, kernels %d\n", mods, ents }' "$res"
echo "failures by reason (modules x targets):"
awk '$5 == "fail" { $1 = $2 = $3 = $4 = $5 = ""; sub(/^ +/, ""); print }' "$res" | sort | uniq -c | sort -rn | head -40
