#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs ref/<case> and mod/<case> of build.sh on an NVIDIA GPU and compares their output (the cases
# print their results; a difference is a lowering bug or a documented approximation, MISMATCHES.md).
#   run.sh [OUT]   prints "<case> match|MISMATCH|ref-failed|mod-failed", then the counts
set -uo pipefail
root=$(cd "$(dirname "$0")/../../../.." && pwd)
out=${1:-$root/build/exec-ptx-modules}
match=0; total=0
while read -r name; do
  total=$((total + 1))
  if ! timeout 120 "$out/ref/$name" > "$out/log/$name.ref.out" 2>&1; then echo "$name ref-failed"; continue; fi
  if ! timeout 120 "$out/mod/$name" > "$out/log/$name.mod.out" 2>&1; then echo "$name mod-failed"; continue; fi
  if cmp -s "$out/log/$name.ref.out" "$out/log/$name.mod.out"; then
    echo "$name match"; match=$((match + 1))
  else
    echo "$name MISMATCH"; diff "$out/log/$name.ref.out" "$out/log/$name.mod.out" | head -5
  fi
done < "$out/built.txt"
echo "$match of $total programs match"
