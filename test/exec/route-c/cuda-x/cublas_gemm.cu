// SPDX-License-Identifier: Apache-2.0
// Our libcublas as a program calls it (built in the route-C mode, test/exec/route-c/build.py):
// SGEMM and DGEMM with transposes, alpha/beta and leading dimensions larger than the matrices,
// SAXPY, SDOT and ISAMAX, each against a host computation (relative error bound 2(k+2)u, as
// test/exec/README.md derives for positive inputs).
// ROUTEC-FLAGS: -lcublas
#include "../programs/check.h"
#include <cmath>
#include <cublas_v2.h>
#include <vector>

#define BLAS(call) EXPECT((call) == CUBLAS_STATUS_SUCCESS)

template <class T> static double rel(T a, double b) { return std::fabs(a - b) / std::fmax(std::fabs(b), 1e-30); }

int main() {
  cublasHandle_t h;
  BLAS(cublasCreate(&h));
  const int m = 67, n = 45, k = 129, lda = k + 3, ldb = k + 1, ldc = m + 5;
  std::vector<float> A(lda * m), B(ldb * n), C(ldc * n);
  for (size_t i = 0; i < A.size(); ++i) A[i] = float((i * 7) % 13) / 13.0f + 0.1f;
  for (size_t i = 0; i < B.size(); ++i) B[i] = float((i * 5) % 11) / 11.0f + 0.1f;
  for (size_t i = 0; i < C.size(); ++i) C[i] = float(i % 3);
  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, A.size() * 4));
  CHECK(cudaMalloc(&dB, B.size() * 4));
  CHECK(cudaMalloc(&dC, C.size() * 4));
  CHECK(cudaMemcpy(dA, A.data(), A.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B.data(), B.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dC, C.data(), C.size() * 4, cudaMemcpyHostToDevice));
  const float alpha = 1.5f, beta = 0.5f;
  // C = alpha * A^T * B + beta * C, A stored k x m (lda), B k x n (ldb), column major.
  BLAS(cublasSgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &alpha, dA, lda, dB, ldb, &beta, dC, ldc));
  std::vector<float> G(C.size());
  CHECK(cudaMemcpy(G.data(), dC, G.size() * 4, cudaMemcpyDeviceToHost));
  double worst = 0, bound = 2.0 * (k + 2) * 0x1p-24;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      double s = 0;
      for (int l = 0; l < k; ++l)
        s += double(A[i * lda + l]) * B[j * ldb + l];
      worst = std::fmax(worst, rel(G[j * ldc + i], alpha * s + beta * C[j * ldc + i]));
    }
  std::printf("sgemm worst relative error %.3g (bound %.3g)\n", worst, bound);
  EXPECT(worst <= bound);
  std::vector<double> dAh(k * m), dBh(k * n), dCh(m * n, 0.0);
  for (size_t i = 0; i < dAh.size(); ++i) dAh[i] = A[i % A.size()];
  for (size_t i = 0; i < dBh.size(); ++i) dBh[i] = B[i % B.size()];
  double *ddA, *ddB, *ddC;
  CHECK(cudaMalloc(&ddA, dAh.size() * 8));
  CHECK(cudaMalloc(&ddB, dBh.size() * 8));
  CHECK(cudaMalloc(&ddC, dCh.size() * 8));
  CHECK(cudaMemcpy(ddA, dAh.data(), dAh.size() * 8, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(ddB, dBh.data(), dBh.size() * 8, cudaMemcpyHostToDevice));
  const double one = 1.0, zero = 0.0;
  BLAS(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, ddA, m, ddB, k, &zero, ddC, m));
  CHECK(cudaMemcpy(dCh.data(), ddC, dCh.size() * 8, cudaMemcpyDeviceToHost));
  double dworst = 0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      long double s = 0;
      for (int l = 0; l < k; ++l)
        s += (long double)dAh[l * m + i] * dBh[j * k + l];
      dworst = std::fmax(dworst, rel(dCh[j * m + i], double(s)));
    }
  EXPECT(dworst <= 2.0 * (k + 2) * 0x1p-53);
  float dot = 0;
  BLAS(cublasSdot(h, k, dA, 1, dB, 1, &dot));
  double sdot = 0;
  for (int l = 0; l < k; ++l)
    sdot += double(A[l]) * B[l];
  EXPECT(rel(dot, sdot) <= bound);
  const float two = 2.0f;
  BLAS(cublasSaxpy(h, k, &two, dA, 1, dB, 1));
  std::vector<float> Bk(k);
  CHECK(cudaMemcpy(Bk.data(), dB, k * 4, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int l = 0; l < k; ++l)
    bad += Bk[l] != std::fmaf(2.0f, A[l], B[l]) && Bk[l] != 2.0f * A[l] + B[l];
  EXPECT(bad == 0);
  int imax = 0;
  BLAS(cublasIsamax(h, k, dB, 1, &imax));
  int want = 0;
  for (int l = 1; l < k; ++l)
    if (std::fabs(Bk[l]) > std::fabs(Bk[want]))
      want = l;
  EXPECT(imax == want + 1);
  BLAS(cublasDestroy(h));
  return report("cublas_gemm");
}
