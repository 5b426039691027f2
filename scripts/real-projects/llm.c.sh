#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# llm.c (github.com/karpathy/llm.c): its Makefile finds nvcc on PATH; ours is put first. The GPU
# programs link -lcublas -lcublasLt -lnvidia-ml (NVML).
#   usage: scripts/real-projects/llm.c.sh <llm.c checkout>
source "$(dirname "$0")/common.sh"
need_src "${1:-}"
cd "$1"
status=0
PATH=$toolkit/bin:$PATH make -k ${LLMC_TARGETS:-train_gpt2cu test_gpt2cu train_gpt2fp32cu test_gpt2fp32cu} || status=$?
echo "llm.c: make exit status $status"
exit $status
