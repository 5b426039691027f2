// SPDX-License-Identifier: Apache-2.0
// The generic 64-bit API, the Jacobi routines and sytrf compile for the three AMD targets; the
// header's new types and values are cuSOLVER's, for C and C++ (linking: generic-link-run.cu).
// RUN: %nvcc -c --offload-arch=%amd_targets %S/Inputs/generic.cu -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s
// CHECK-DAG: U cusolverDnCreateParams
// CHECK-DAG: U cusolverDnSetAdvOptions
// CHECK-DAG: U cusolverDnXgetrf
// CHECK-DAG: U cusolverDnXgetrs
// CHECK-DAG: U cusolverDnXpotrf_bufferSize
// CHECK-DAG: U cusolverDnXgeqrf
// CHECK-DAG: U cusolverDnXsyevd
// CHECK-DAG: U cusolverDnXgesvd
// CHECK-DAG: U cusolverDnDsyevj
// CHECK-DAG: U cusolverDnXsyevjGetResidual
// CHECK-DAG: U cusolverDnCheevjBatched
// CHECK-DAG: U cusolverDnZgesvdj_bufferSize
// CHECK-DAG: U cusolverDnSgesvdjBatched
// CHECK-DAG: U cusolverDnDsytrf
// RUN: %clang_amd -fsyntax-only -x c++ -std=c++17 -isystem %toolkit/include %s
// RUN: %clang_amd -fsyntax-only -x c -std=c11 -isystem %toolkit/include %s
#include <cusolverDn.h>
_Static_assert(CUSOLVERDN_GETRF == 0 && CUSOLVERDN_POTRF == 1 && CUSOLVERDN_SYEVBATCHED == 2,
               "cuSOLVER values");
_Static_assert(CUSOLVER_ALG_1 == 1 && CUSOLVER_STATUS_NOT_SUPPORTED == 9, "cuSOLVER values");
_Static_assert(sizeof(syevjInfo_t) == sizeof(void *) && sizeof(cusolverDnParams_t) == sizeof(void *),
               "opaque handles");
