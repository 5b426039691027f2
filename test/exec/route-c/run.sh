#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs route C's programs on the NVIDIA machine, from the directory build.py filled (carry/):
#   run(command="bash test/exec/out/route-c/carry/run.sh", carry=["test/exec/out/route-c/carry"])
# Writes $OUT/programs.out: one line per program, name<TAB>suite<TAB>pass|fail<TAB>cause, and
# $OUT/logs/<name>.{routec,ref}.txt (stdout+stderr). Each program gets ROUTEC_TIMEOUT seconds
# (default 60). Judges (manifest.tsv): exit (its own checks, by exit status), ref (exit 0 and
# NVIDIA's build's stdout), compare (route B's execution cases: every group of compare.py matches
# NVIDIA's build or is within tolerance), skip:<reason> (not run). A row of a project's program
# (build.py --project) names its directory and executable too: it runs there, with the project's
# shared libraries (<suite>/lib) on the library path.
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-/tmp/routec-out}
mkdir -p "$out/logs"
export SCALE_AMD_HIP_LIBRARY=$here/libscale-routec-hip.so
export LD_LIBRARY_PATH=$here/cudax${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} # our CUDA-X, route-C build
nvidia-smi -L > "$out/device.txt" 2>&1
: > "$out/programs.out"
while IFS=$'\t' read -r name suite judge dir exe; do
  if [ "$judge" = build-failed ]; then
    printf '%s\t%s\tfail\tbuild failed\n' "$name" "$suite" >> "$out/programs.out"; continue
  fi
  if [ "${judge%%:*}" = skip ]; then
    printf '%s\t%s\tskip\t%s\n' "$name" "$suite" "${judge#skip:}" >> "$out/programs.out"; continue
  fi
  log=$out/logs/$name.routec.txt
  (cd "$here/${dir:-.}" && LD_LIBRARY_PATH=$here/$suite/lib:$LD_LIBRARY_PATH \
     timeout "${ROUTEC_TIMEOUT:-60}" "./${exe:-$name.routec}" < /dev/null > "$log.stdout" 2> "$log.stderr"); rc=$?
  cat "$log.stdout" "$log.stderr" > "$log"
  status=pass; cause=""
  if [ $rc -ne 0 ]; then
    status=fail; cause="exit $rc: $(grep -v '^\s*$' "$log" | tail -1 | cut -c1-200)"
  elif [ "$judge" = no-reference ]; then
    status=fail; cause="NVIDIA's nvcc could not build the reference"
  elif [ "$judge" = compare ]; then
    (cd "$here" && timeout 60 "./$name.ref" > "$out/logs/$name.ref.txt" 2>&1); rrc=$?
    python3 "$here/compare.py" "$name" "$out/logs/$name.ref.txt" "$log.stdout" "$here/$name.cu" \
      > "$out/logs/$name.compare.txt" 2>&1
    groups=$(grep -c . "$out/logs/$name.compare.txt")
    if [ $rrc -ne 0 ]; then
      status=fail; cause="NVIDIA's build exited $rrc"
    elif [ "$groups" -eq 0 ] || grep -q $'\tmismatch' "$out/logs/$name.compare.txt"; then
      status=fail; cause="$(grep $'\tmismatch' "$out/logs/$name.compare.txt" | head -1 | cut -c1-200)"
      [ "$groups" -eq 0 ] && cause="no groups compared"
    else
      cause="$groups groups match or within tolerance"
    fi
  elif [ "$judge" = ref ]; then
    (cd "$here" && timeout 60 "./$name.ref" > "$out/logs/$name.ref.txt" 2>&1); rrc=$?
    if [ $rrc -ne 0 ]; then
      status=fail; cause="NVIDIA's build exited $rrc"
    elif ! cmp -s "$out/logs/$name.ref.txt" "$log.stdout"; then
      status=fail; cause="stdout differs from NVIDIA's build: $(diff "$out/logs/$name.ref.txt" "$log.stdout" | grep '^[<>]' | head -2 | tr '\n' ' ' | cut -c1-200)"
    fi
  fi
  rm -f "$log.stdout" "$log.stderr"
  printf '%s\t%s\t%s\t%s\n' "$name" "$suite" "$status" "$cause" >> "$out/programs.out"
  if [ $status = pass ]; then # what comes back stays small: the logs of failures only
    rm -f "$log" "$out/logs/$name.ref.txt" "$out/logs/$name.compare.txt"
  else
    grep $'\tmismatch' "$out/logs/$name.compare.txt" 2>/dev/null > "$out/logs/$name.mismatches.txt"
    rm -f "$out/logs/$name.ref.txt" "$out/logs/$name.compare.txt"
    tail -c 20000 "$log" > "$log.tail" && mv "$log.tail" "$log"
  fi
done < "$here/manifest.tsv"
cut -f3 "$out/programs.out" | sort | uniq -c
