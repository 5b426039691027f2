// SPDX-License-Identifier: Apache-2.0
// Our libcusparse as a program calls it: a CSR matrix and dense vectors through the generic API
// (cusparseCreateCsr, cusparseSpMV with its buffer), y = alpha*A*x + beta*y, against the host.
// ROUTEC-FLAGS: -lcusparse
#include "../programs/check.h"
#include <cmath>
#include <cusparse.h>
#include <vector>

#define SP(call) EXPECT((call) == CUSPARSE_STATUS_SUCCESS)

int main() {
  const int rows = 500, cols = 400;
  std::vector<int> rp(rows + 1, 0), ci;
  std::vector<float> val, x(cols), y(rows);
  for (int r = 0; r < rows; ++r) {
    for (int c = (r * 7) % 5; c < cols; c += 3 + (r % 7)) {
      ci.push_back(c);
      val.push_back(float((r + c) % 10) / 10.0f + 0.05f);
    }
    rp[r + 1] = int(ci.size());
  }
  for (int c = 0; c < cols; ++c) x[c] = float(c % 17) / 17.0f + 0.1f;
  for (int r = 0; r < rows; ++r) y[r] = float(r % 4);
  int nnz = int(ci.size());
  int *drp, *dci;
  float *dv, *dx, *dy;
  CHECK(cudaMalloc(&drp, rp.size() * 4));
  CHECK(cudaMalloc(&dci, ci.size() * 4));
  CHECK(cudaMalloc(&dv, val.size() * 4));
  CHECK(cudaMalloc(&dx, x.size() * 4));
  CHECK(cudaMalloc(&dy, y.size() * 4));
  CHECK(cudaMemcpy(drp, rp.data(), rp.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dci, ci.data(), ci.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dv, val.data(), val.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dx, x.data(), x.size() * 4, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, y.data(), y.size() * 4, cudaMemcpyHostToDevice));
  cusparseHandle_t h;
  SP(cusparseCreate(&h));
  cusparseSpMatDescr_t A;
  cusparseDnVecDescr_t X, Y;
  SP(cusparseCreateCsr(&A, rows, cols, nnz, drp, dci, dv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                       CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  SP(cusparseCreateDnVec(&X, cols, dx, CUDA_R_32F));
  SP(cusparseCreateDnVec(&Y, rows, dy, CUDA_R_32F));
  float alpha = 2.0f, beta = 0.5f;
  size_t bytes = 0;
  SP(cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X, &beta, Y,
                             CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bytes));
  void *buf = nullptr;
  CHECK(cudaMalloc(&buf, bytes ? bytes : 1));
  SP(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X, &beta, Y, CUDA_R_32F,
                  CUSPARSE_SPMV_ALG_DEFAULT, buf));
  std::vector<float> got(rows);
  CHECK(cudaMemcpy(got.data(), dy, rows * 4, cudaMemcpyDeviceToHost));
  double worst = 0;
  int kmax = 0;
  for (int r = 0; r < rows; ++r) {
    double s = 0;
    for (int e = rp[r]; e < rp[r + 1]; ++e)
      s += double(val[e]) * x[ci[e]];
    kmax = std::max(kmax, rp[r + 1] - rp[r]);
    double want = alpha * s + beta * y[r];
    worst = std::fmax(worst, std::fabs(got[r] - want) / std::fmax(std::fabs(want), 1e-30));
  }
  std::printf("spmv worst relative error %.3g\n", worst);
  EXPECT(worst <= 2.0 * (kmax + 3) * 0x1p-24);
  SP(cusparseDestroySpMat(A));
  SP(cusparseDestroyDnVec(X));
  SP(cusparseDestroyDnVec(Y));
  SP(cusparseDestroy(h));
  return report("cusparse_spmv");
}
