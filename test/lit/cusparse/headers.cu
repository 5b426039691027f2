// SPDX-License-Identifier: Apache-2.0
// cusparse.h compiles for the three AMD targets; the program refers to cuSPARSE's symbols.
// RUN: %nvcc -c --offload-arch=%amd_targets %S/Inputs/spmv.cu -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s
// CHECK-DAG: U cusparseCreateCsr
// CHECK-DAG: U cusparseSpMV_bufferSize
// CHECK-DAG: U cusparseSpMV
// RUN: %clang_amd -fsyntax-only -x c++ -std=c++17 -isystem %toolkit/include %s
#include <cusparse_v2.h>
static_assert(CUSPARSE_SPMM_CSR_ALG2 == 6, "CUDA 12 value");
