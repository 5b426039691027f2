// SPDX-License-Identifier: Apache-2.0
// cusolverDn.h compiles for the three AMD targets and for plain C and C++ hosts with cuSOLVER's
// values; the program refers to cuSOLVER's symbols.
// RUN: %nvcc -c --offload-arch=%amd_targets %S/Inputs/solve.cu -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s
// CHECK-DAG: U cusolverDnCreate
// CHECK-DAG: U cusolverDnDgetrf
// CHECK-DAG: U cusolverDnDsyevd
// CHECK-DAG: U cusolverDnZgeqrf
// CHECK-DAG: U cusolverDnSgesvd
// RUN: %clang_amd -fsyntax-only -x c++ -std=c++17 -isystem %toolkit/include %s
// RUN: %clang_amd -fsyntax-only -x c -std=c11 -isystem %toolkit/include %s
#include <cusolverDn.h>
_Static_assert(CUSOLVER_STATUS_INVALID_VALUE == 3 && CUSOLVER_STATUS_INVALID_WORKSPACE == 31, "cuSOLVER values");
_Static_assert(CUSOLVER_EIG_MODE_VECTOR == 1 && CUSOLVER_EIG_TYPE_1 == 1, "cuSOLVER values");
