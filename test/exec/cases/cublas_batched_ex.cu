// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (every group carries its TOL line, see below)
// The batched cuBLAS calls of ggml-cuda: cublasGemmBatchedEx (device arrays of pointers) with
// fp16 inputs and CUBLAS_COMPUTE_32F (fp32 output) or CUBLAS_COMPUTE_16F (fp16 output, half
// alpha/beta), cublasGemmStridedBatchedEx with CUBLAS_COMPUTE_16F, and cublas{S,D}trsmBatched
// (both sides, both triangles, N/T, unit and non-unit diagonal, three matrices each). NVIDIA's
// cuBLAS (reference build) against our fallback kernels (route B, cublas_library.h).
//
// Tolerances, as in cublas_level3.cu (positive data, no cancellation): COMPUTE_32F
// rel = 4 (k + 2) 2^-24; COMPUTE_16F: NVIDIA may accumulate in fp16, we accumulate in float, so
// rel = 2 (k + 2) 2^-11 + 2^-10 (the accumulation bound in fp16 counted twice, plus the output
// rounding); trsm: rel = 4 (n + 2) u on diagonally dominant triangles.
#include "harness.h"
#include "cublas_library.h"

#include <cuda_fp16.h>

#include <cmath>

namespace {

std::vector<double> positive(size_t N, uint64_t Seed, double Lo = 0.25, double Width = 1.0) {
  std::vector<double> V(N);
  for (size_t I = 0; I < N; ++I) {
    Seed = Seed * 6364136223846793005ull + 1442695040888963407ull;
    V[I] = Lo + Width * double(Seed >> 40) / double(1ull << 24);
  }
  return V;
}
template <class T> std::vector<T> as(const std::vector<double> &V) {
  return std::vector<T>(V.begin(), V.end());
}
std::vector<__half> halves(const std::vector<double> &V) {
  std::vector<__half> H;
  for (double X : V)
    H.push_back(__double2half(X));
  return H;
}
template <class T> double unit() { return sizeof(T) == 4 ? std::ldexp(1.0, -24) : std::ldexp(1.0, -53); }

void reportValues(const std::string &G, const std::vector<double> &V, double Rel) {
  std::printf("TOL %s rel=%g\n", G.c_str(), Rel);
  for (size_t K = 0; K < V.size(); ++K)
    report_f64(G, K, V[K]);
}
template <class T>
std::vector<double> block(const std::vector<T> &V, int Rows, int Cols, int Ld, size_t Offset) {
  std::vector<double> Out;
  for (int J = 0; J < Cols; ++J)
    for (int I = 0; I < Rows; ++I)
      Out.push_back(double(V[Offset + I + size_t(J) * Ld]));
  return Out;
}
std::vector<double> block(const std::vector<__half> &V, int Rows, int Cols, int Ld, size_t Offset) {
  std::vector<float> F;
  for (__half X : V)
    F.push_back(__half2float(X));
  return block(F, Rows, Cols, Ld, Offset);
}

/// Device array of Count pointers into Base, Stride elements apart.
template <class T> DeviceBuffer<T *> pointers(T *Base, long long Stride, int Count) {
  std::vector<T *> P;
  for (int I = 0; I < Count; ++I)
    P.push_back(Base + I * Stride);
  return DeviceBuffer<T *>(P);
}

void gemmBatchedEx(cublasHandle_t H) {
  const int M = 33, N = 17, K = 40, Lda = K + 1, Ldb = K, Ldc = M + 2, Count = 3;
  const long long Sa = (long long)Lda * M, Sb = (long long)Ldb * N, Sc = (long long)Ldc * N;
  DeviceBuffer<__half> A(halves(positive(Sa * Count, 31))), B(halves(positive(Sb * Count, 32)));
  DeviceBuffer<__half *> Ap = pointers(A.ptr, Sa, Count), Bp = pointers(B.ptr, Sb, Count);
  {
    DeviceBuffer<float> C(as<float>(positive(Sc * Count, 33)));
    DeviceBuffer<float *> Cp = pointers(C.ptr, Sc, Count);
    const float Al = 0.5f, Be = 0.75f;
    BLAS_CHECK(cublasGemmBatchedEx(H, CUBLAS_OP_T, CUBLAS_OP_N, M, N, K, &Al,
                                   reinterpret_cast<const void *const *>(Ap.ptr), CUDA_R_16F, Lda,
                                   reinterpret_cast<const void *const *>(Bp.ptr), CUDA_R_16F, Ldb,
                                   &Be, reinterpret_cast<void *const *>(Cp.ptr), CUDA_R_32F, Ldc,
                                   Count, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT_TENSOR_OP));
    std::vector<float> Got = C.get();
    for (int I = 0; I < Count; ++I)
      reportValues("batchedex_32f_" + std::to_string(I), block(Got, M, N, Ldc, I * Sc),
                   4.0 * (K + 2) * std::ldexp(1.0, -24));
  }
  const double Rel16 = 2.0 * (K + 2) * std::ldexp(1.0, -11) + std::ldexp(1.0, -10);
  const __half Al = __float2half(0.5f), Be = __float2half(0.75f);
  {
    DeviceBuffer<__half> C(halves(positive(Sc * Count, 34)));
    DeviceBuffer<__half *> Cp = pointers(C.ptr, Sc, Count);
    BLAS_CHECK(cublasGemmBatchedEx(H, CUBLAS_OP_T, CUBLAS_OP_N, M, N, K, &Al,
                                   reinterpret_cast<const void *const *>(Ap.ptr), CUDA_R_16F, Lda,
                                   reinterpret_cast<const void *const *>(Bp.ptr), CUDA_R_16F, Ldb,
                                   &Be, reinterpret_cast<void *const *>(Cp.ptr), CUDA_R_16F, Ldc,
                                   Count, CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT_TENSOR_OP));
    std::vector<__half> Got = C.get();
    for (int I = 0; I < Count; ++I)
      reportValues("batchedex_16f_" + std::to_string(I), block(Got, M, N, Ldc, I * Sc), Rel16);
  }
  {
    DeviceBuffer<__half> C(halves(positive(Sc * Count, 35)));
    BLAS_CHECK(cublasGemmStridedBatchedEx(H, CUBLAS_OP_T, CUBLAS_OP_N, M, N, K, &Al, A.ptr,
                                          CUDA_R_16F, Lda, Sa, B.ptr, CUDA_R_16F, Ldb, Sb, &Be,
                                          C.ptr, CUDA_R_16F, Ldc, Sc, Count, CUBLAS_COMPUTE_16F,
                                          CUBLAS_GEMM_DEFAULT_TENSOR_OP));
    std::vector<__half> Got = C.get();
    for (int I = 0; I < Count; ++I)
      reportValues("stridedex_16f_" + std::to_string(I), block(Got, M, N, Ldc, I * Sc), Rel16);
  }
}

cublasStatus_t trsmBatched(cublasHandle_t H, cublasSideMode_t S, cublasFillMode_t F, cublasOperation_t T, cublasDiagType_t D, int M, int N, const float *Al, const float *const A[], int Lda, float *const B[], int Ldb, int C) { return cublasStrsmBatched(H, S, F, T, D, M, N, Al, A, Lda, B, Ldb, C); }
cublasStatus_t trsmBatched(cublasHandle_t H, cublasSideMode_t S, cublasFillMode_t F, cublasOperation_t T, cublasDiagType_t D, int M, int N, const double *Al, const double *const A[], int Lda, double *const B[], int Ldb, int C) { return cublasDtrsmBatched(H, S, F, T, D, M, N, Al, A, Lda, B, Ldb, C); }

template <class T> void trsmsBatched(cublasHandle_t H, const char *P) {
  const int M = 12, N = 5, Count = 3;
  for (cublasSideMode_t Side : {CUBLAS_SIDE_LEFT, CUBLAS_SIDE_RIGHT})
    for (cublasFillMode_t Fill : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER})
      for (cublasOperation_t Op : {CUBLAS_OP_N, CUBLAS_OP_T})
        for (cublasDiagType_t Diag : {CUBLAS_DIAG_NON_UNIT, CUBLAS_DIAG_UNIT}) {
          const int Dim = Side == CUBLAS_SIDE_LEFT ? M : N, Lda = Dim + 1, Ldb = M + 2;
          const long long Sa = (long long)Lda * Dim, Sb = (long long)Ldb * N;
          // Diagonally dominant; the unused triangle (and a unit diagonal) holds NaN.
          std::vector<double> Off = positive(Sa * Count, 41, 0.0, 0.01);
          std::vector<double> Dg = positive(Dim * Count, 42, 2.0, 1.0);
          std::vector<double> Av(Sa * Count, NAN);
          for (int C = 0; C < Count; ++C)
            for (int J = 0; J < Dim; ++J)
              for (int I = 0; I < Dim; ++I) {
                const size_t At = C * Sa + I + size_t(J) * Lda;
                const bool Used = Fill == CUBLAS_FILL_MODE_LOWER ? I > J : I < J;
                if (Used)
                  Av[At] = Off[At];
                else if (I == J && Diag == CUBLAS_DIAG_NON_UNIT)
                  Av[At] = Dg[C * Dim + I];
              }
          DeviceBuffer<T> A(as<T>(Av)), B(as<T>(positive(Sb * Count, 43)));
          DeviceBuffer<T *> Ap = pointers(A.ptr, Sa, Count), Bp = pointers(B.ptr, Sb, Count);
          const T Al = T(1.5);
          BLAS_CHECK(trsmBatched(H, Side, Fill, Op, Diag, M, N, &Al,
                                 reinterpret_cast<const T *const *>(Ap.ptr), Lda, Bp.ptr, Ldb, Count));
          std::vector<T> Got = B.get();
          const std::string G = std::string(P) + "trsm_batched_" + (Side == CUBLAS_SIDE_LEFT ? "l" : "r") +
                                (Fill == CUBLAS_FILL_MODE_LOWER ? "l" : "u") + (Op == CUBLAS_OP_N ? "n" : "t") +
                                (Diag == CUBLAS_DIAG_UNIT ? "u" : "n");
          for (int C = 0; C < Count; ++C)
            reportValues(G + "_" + std::to_string(C), block(Got, M, N, Ldb, C * Sb),
                         4.0 * (Dim + 2) * unit<T>());
        }
}

} // namespace

int main() {
  useOurKernels();
  cublasHandle_t H;
  BLAS_CHECK(cublasCreate(&H));
  gemmBatchedEx(H);
  trsmsBatched<float>(H, "s");
  trsmsBatched<double>(H, "d");
  cublasDestroy(H);
  return finish();
}
