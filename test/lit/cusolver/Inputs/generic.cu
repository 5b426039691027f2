// SPDX-License-Identifier: Apache-2.0
// What code using cuSOLVER's newer dense API does: the generic 64-bit API with cusolverDnParams
// and cudaDataType dispatch (LU, Cholesky, QR, eigen, SVD), the Jacobi routines with their
// parameter objects (syevj, heevj batched, gesvdj), and sytrf; each status printed.
#include <cstdint>
#include <cstdio>
#include <cusolverDn.h>

int main() {
  cusolverDnHandle_t h = nullptr;
  cusolverStatus_t s = cusolverDnCreate(&h);
  std::printf("create %d\n", int(s));
  if (s != CUSOLVER_STATUS_SUCCESS)
    return 0;
  const int64_t n = 8;
  double *a, *w;
  int64_t *ipiv;
  int *info;
  cudaMalloc(&a, sizeof(double) * n * n);
  cudaMalloc(&w, sizeof(double) * n);
  cudaMalloc(&ipiv, sizeof(int64_t) * n);
  cudaMalloc(&info, sizeof(int) * 4);
  cusolverDnParams_t p;
  cusolverDnCreateParams(&p);
  cusolverDnSetAdvOptions(p, CUSOLVERDN_GETRF, CUSOLVER_ALG_0);
  size_t dev = 0, host = 0;
  cusolverDnXgetrf_bufferSize(h, p, n, n, CUDA_R_64F, a, n, CUDA_R_64F, &dev, &host);
  void *work;
  cudaMalloc(&work, dev + sizeof(double) * 4 * n * n);
  std::printf("xgetrf %d\n", int(cusolverDnXgetrf(h, p, n, n, CUDA_R_64F, a, n, ipiv, CUDA_R_64F,
                                                   work, dev, nullptr, host, info)));
  std::printf("xgetrs %d\n", int(cusolverDnXgetrs(h, p, CUBLAS_OP_N, n, 1, CUDA_R_64F, a, n, ipiv,
                                                   CUDA_R_64F, w, n, info)));
  cusolverDnXpotrf_bufferSize(h, p, CUBLAS_FILL_MODE_LOWER, n, CUDA_R_64F, a, n, CUDA_R_64F, &dev, &host);
  cusolverDnXpotrf(h, p, CUBLAS_FILL_MODE_LOWER, n, CUDA_R_64F, a, n, CUDA_R_64F, work, dev, nullptr, 0, info);
  cusolverDnXpotrs(h, p, CUBLAS_FILL_MODE_LOWER, n, 1, CUDA_R_64F, a, n, CUDA_R_64F, w, n, info);
  cusolverDnXgeqrf_bufferSize(h, p, n, n, CUDA_R_64F, a, n, CUDA_R_64F, w, CUDA_R_64F, &dev, &host);
  cusolverDnXgeqrf(h, p, n, n, CUDA_R_64F, a, n, CUDA_R_64F, w, CUDA_R_64F, work, dev, nullptr, 0, info);
  cusolverDnXsyevd_bufferSize(h, p, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_UPPER, n, CUDA_R_64F,
                              a, n, CUDA_R_64F, w, CUDA_R_64F, &dev, &host);
  cusolverDnXsyevd(h, p, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_UPPER, n, CUDA_R_64F, a, n,
                   CUDA_R_64F, w, CUDA_R_64F, work, dev, nullptr, 0, info);
  cusolverDnXgesvd_bufferSize(h, p, 'N', 'N', n, n, CUDA_R_64F, a, n, CUDA_R_64F, w, CUDA_R_64F,
                              nullptr, 1, CUDA_R_64F, nullptr, 1, CUDA_R_64F, &dev, &host);
  cusolverDnXgesvd(h, p, 'N', 'N', n, n, CUDA_R_64F, a, n, CUDA_R_64F, w, CUDA_R_64F, nullptr, 1,
                   CUDA_R_64F, nullptr, 1, CUDA_R_64F, work, dev, nullptr, 0, info);
  cusolverDnDestroyParams(p);

  syevjInfo_t sj;
  cusolverDnCreateSyevjInfo(&sj);
  cusolverDnXsyevjSetTolerance(sj, 1e-10);
  cusolverDnXsyevjSetMaxSweeps(sj, 50);
  cusolverDnXsyevjSetSortEig(sj, 1);
  int lwork = 0;
  cusolverDnDsyevj_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, int(n), a,
                              int(n), w, &lwork, sj);
  std::printf("syevj %d\n", int(cusolverDnDsyevj(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER,
                                                  int(n), a, int(n), w, (double *)work, lwork,
                                                  info, sj)));
  double residual = 0;
  int sweeps = 0;
  cusolverDnXsyevjGetResidual(h, sj, &residual);
  cusolverDnXsyevjGetSweeps(h, sj, &sweeps);
  cuComplex *c = nullptr;
  float *wf = nullptr;
  cusolverDnCheevjBatched(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_UPPER, 4, c, 4, wf, nullptr,
                          0, info, sj, 0);
  cusolverDnDestroySyevjInfo(sj);

  gesvdjInfo_t gj;
  cusolverDnCreateGesvdjInfo(&gj);
  cusolverDnXgesvdjSetTolerance(gj, 1e-7);
  cusolverDnXgesvdjSetMaxSweeps(gj, 20);
  cusolverDnZgesvdj_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, 1, 0, 0, nullptr, 1, nullptr, nullptr,
                               1, nullptr, 1, &lwork, gj);
  cusolverDnSgesvdjBatched(h, CUSOLVER_EIG_MODE_NOVECTOR, 0, 0, nullptr, 1, nullptr, nullptr, 1,
                           nullptr, 1, nullptr, 0, info, gj, 0);
  cusolverDnXgesvdjGetSweeps(h, gj, &sweeps);
  cusolverDnDestroyGesvdjInfo(gj);

  int *ip32;
  cudaMalloc(&ip32, sizeof(int) * n);
  cusolverDnDsytrf_bufferSize(h, int(n), a, int(n), &lwork);
  std::printf("sytrf %d\n", int(cusolverDnDsytrf(h, CUBLAS_FILL_MODE_LOWER, int(n), a, int(n), ip32,
                                                  (double *)work, lwork, info)));
  cusolverDnDestroy(h);
}
