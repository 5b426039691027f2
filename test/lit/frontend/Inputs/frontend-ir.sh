#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Usage: frontend-ir.sh <nvcc> <nvcc arguments...>
# Runs the clang command that nvcc would run for these arguments (its --dryrun line, so the test
# follows the real driver) with -disable-llvm-passes added: the output is the LLVM IR exactly as
# the frontend produced it, before any LLVM pass (the inline-PTX lowering included) has run.
nvcc=$1
shift
cmd=$("$nvcc" --dryrun "$@" | grep '^#\$ [^ ]*clang' | tail -n 1 | sed 's/^#\$ //')
[ -n "$cmd" ] || { echo "frontend-ir.sh: nvcc printed no clang command" >&2; exit 2; }
eval "$cmd -Xclang -disable-llvm-passes"
