// SPDX-License-Identifier: Apache-2.0
// cublas_v2.h compiles for the three AMD targets, and the classic names become the _v2 symbols.
// RUN: %nvcc -c --offload-arch=%amd_targets %S/Inputs/gemm.cu -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=SYMS
// SYMS-DAG: U cublasCreate_v2
// SYMS-DAG: U cublasSgemm_v2
// SYMS-DAG: U cublasSdot_v2
// SYMS-DAG: U cublasGemmEx
// SYMS-DAG: U cublasSgemm_v2_64
// SYMS-DAG: U cublasGetStatusName
// A host-only C++ translation unit (g++-style) can include it too.
// RUN: %clang_amd -fsyntax-only -x c++ -std=c++17 -isystem %toolkit/include %s
// RUN: %clang_amd -fsyntax-only -x c -isystem %toolkit/include %S/Inputs/host.c
#include <cublas_v2.h>
static_assert(sizeof(cuDoubleComplex) == 16 && alignof(cuDoubleComplex) == 16, "CUDA's ABI");
static_assert(CUBLAS_VERSION / 10000 == 12, "cuBLAS 12");
