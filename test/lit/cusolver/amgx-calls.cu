// SPDX-License-Identifier: Apache-2.0
// NVIDIA/AMGX's cuSOLVER use (src/amgx_cusolverDn.cu, src/solvers/dense_lu_solver.cu,
// src/energymin/interpolators/em.cu): cusolverDnCreate/SetStream/Destroy and the typed
// getrf_bufferSize/getrf/getrs of S/D/C/Z, wrapped in C++ overloads *named* cusolverDnXgetrf,
// cusolverDnXgetrf_bufferSize and cusolverDnXgetrs inside namespace amgx. Those names are also the
// generic API's extern "C" functions in cusolverDn.h: the overloads must still compile and resolve
// to AMGX's own wrappers (the pattern below, written for this test).
// RUN: %nvcc -c --offload-arch=%amd_targets %s -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s
// CHECK-DAG: U cusolverDnDgetrf_bufferSize
// CHECK-DAG: U cusolverDnZgetrf
// CHECK-DAG: U cusolverDnSgetrs
// CHECK-DAG: U cusolverDnSetStream
// The wrappers are defined (C++ names), the generic API's C functions not referenced:
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=WRAP
// WRAP-NOT: U cusolverDnX
// WRAP: T _ZN4wrap16cusolverDnXgetrf
// WRAP-NOT: U cusolverDnX
#include <cusolverDn.h>

namespace wrap {
cusolverStatus_t cusolverDnXgetrf_bufferSize(cusolverDnHandle_t h, int m, int n, double *a, int lda, int *lw) {
  return cusolverDnDgetrf_bufferSize(h, m, n, a, lda, lw);
}
cusolverStatus_t cusolverDnXgetrf(cusolverDnHandle_t h, int m, int n, cuDoubleComplex *a, int lda,
                                  cuDoubleComplex *ws, int *ipiv, int *info) {
  return cusolverDnZgetrf(h, m, n, a, lda, ws, ipiv, info);
}
cusolverStatus_t cusolverDnXgetrs(cusolverDnHandle_t h, cublasOperation_t t, int n, int nrhs,
                                  const float *a, int lda, const int *ipiv, float *b, int ldb, int *info) {
  return cusolverDnSgetrs(h, t, n, nrhs, a, lda, ipiv, b, ldb, info);
}

int solve(cusolverDnHandle_t h, cudaStream_t s, double *a, cuDoubleComplex *z, float *f, int *ipiv, int *info) {
  cusolverDnSetStream(h, s);
  int lw = 0;
  cusolverDnXgetrf_bufferSize(h, 4, 4, a, 4, &lw);
  cusolverDnXgetrf(h, 4, 4, z, 4, z, ipiv, info);
  return int(cusolverDnXgetrs(h, CUBLAS_OP_N, 4, 1, f, 4, ipiv, f, 4, info));
}
} // namespace wrap
