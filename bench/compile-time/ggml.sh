#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Compile time of ggml's CUDA backend (github.com/ggml-org/ggml, the engine of llama.cpp and
# whisper.cpp; fetched, never committed) and of a Thrust example, for three AMD targets against
# NVIDIA's nvcc for three SASS targets, in one run (run.sh). The flags are those ggml's CMake
# gives its CUDA files (-DGGML_CUDA=ON, Release). Sources: a plain file (norm.cu), the slowest
# template instances (an mmq one; with FATTN=1 also a flash-attention one) and
# examples/thrust-sort.
#   usage: bench/compile-time/ggml.sh <ggml checkout> [--reps N]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
ggml=${1:?usage: $0 <ggml checkout> [--reps N]}
shift
cuda=$ggml/src/ggml-cuda
flags="-DGGML_BACKEND_BUILD -DGGML_BACKEND_SHARED -DGGML_CUDA_PEER_MAX_BATCH_SIZE=128
       -DGGML_SCHED_MAX_COPIES=4 -DGGML_SHARED -D_GNU_SOURCE -D_XOPEN_SOURCE=600 -DNDEBUG
       -I$ggml/src -I$ggml/include -use_fast_math -extended-lambda -std=c++17 -x cu"
exec "$here/run.sh" --targets "gfx1030;gfx1100;gfx90a" --sm "75 80 86" --flags "$flags" \
  --no-plugin-column "$@" \
  "$cuda/norm.cu" \
  "$cuda/template-instances/mmq-instance-q4_0.cu" \
  ${FATTN:+"$cuda/template-instances/fattn-mma-f16-instance-ncols1_8-ncols2_4.cu"} \
  "$root/examples/thrust-sort/thrust_sort.cu"
