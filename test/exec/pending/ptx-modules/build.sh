#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Route A for whole PTX modules (issue #17), waiting for its first run on the H200: every program of
# test/exec/cases is built twice with NVIDIA's nvcc for sm_90,
#   ref/<case>  as nvcc builds it;
#   mod/<case>  the same build, but the PTX that nvcc's cicc writes is first put through our
#               whole-module lowering with the NVPTX hooks (bin/ptxas --nvptx -arch=sm_90: parse,
#               lower, LLVM O3, NVPTX back end) and NVIDIA's ptxas assembles what we wrote.
# run.sh then runs both and compares their output. The build steps are nvcc's own (-dryrun), with
# one command inserted before its ptxas step.
#   build.sh [OUT] [CASE-GLOB]   (default build/exec-ptx-modules, every case)  NVCC, PTXAS (ours) as in
#   scripts/ptx-corpus.sh; with a glob only those cases are (re)built and built.txt keeps the others.
set -uo pipefail
root=$(cd "$(dirname "$0")/../../../.." && pwd)
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
ours=${PTXAS:-$root/build/toolkit/bin/ptxas}
out=${1:-$root/build/exec-ptx-modules}
pattern=${2:-*}
mkdir -p "$out/ref" "$out/mod" "$out/keep" "$out/log"
if [ "$pattern" = "*" ]; then : > "$out/built.txt"; else touch "$out/built.txt"; fi
for cu in "$root"/test/exec/cases/$pattern.cu; do
  name=$(basename "$cu" .cu)
  grep -vx "$name" "$out/built.txt" > "$out/built.tmp" || true; mv "$out/built.tmp" "$out/built.txt"
  flags=(-arch=sm_90 -O3 -I"$root/test/exec/cases")
  case $name in cublas*) flags+=(-lcublas);; curand*) flags+=(-lcurand);; cusparse*) flags+=(-lcusparse);; esac
  nice -n 10 "$nvcc" "${flags[@]}" "$cu" -o "$out/ref/$name" > "$out/log/$name.ref.txt" 2>&1 || { echo "$name: nvcc failed"; continue; }
  k=$out/keep/$name; rm -rf "$k"; mkdir -p "$k"
  # nvcc's steps; before `ptxas ... "<k>/<x>.ptx"`, our lowering rewrites that PTX in place.
  "$nvcc" "${flags[@]}" -dryrun --keep --keep-dir "$k" "$cu" -o "$out/mod/$name" 2>&1 | sed -n 's/^#\$ //p' |
    awk -v ours="$ours" '/^[A-Za-z_]+=/ { i = index($0, "="); v = substr($0, i + 1); gsub(/\047/, "", v);
                           print substr($0, 1, i) "\047" v "\047"; next } # INCLUDES="-I..." "..."
                         /^rm / { sub(/^rm /, "rm -f ") }
                         /^ptxas / { match($0, /"[^"]*\.ptx"/); p = substr($0, RSTART, RLENGTH);
                           print ours " --nvptx -arch=sm_90 " p " -o " p " || exit 1" } { print }' > "$k/steps.sh"
  if (cd "$k" && nice -n 10 bash -e steps.sh) > "$out/log/$name.mod.txt" 2>&1; then
    echo "$name" >> "$out/built.txt"
  else
    echo "$name: module route failed: $(grep -m1 -E 'error' "$out/log/$name.mod.txt" | cut -c1-200)"
  fi
done
echo "built $(wc -l < "$out/built.txt") programs both ways in $out"
