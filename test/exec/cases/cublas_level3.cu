// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (every group carries its TOL line, see below)
// cuBLAS BLAS-3 and extensions in s and d: gemm (N/T/C combinations, odd sizes that leave partial
// 16x16 tiles, padded leading dimensions, alpha/beta edge cases: beta = 0 over a NaN-poisoned C
// that must not be read, alpha = 0, negative alpha and beta, k = 0, device pointer mode),
// gemmStridedBatched, trsm (both sides, both triangles, N/T, unit and non-unit diagonal), geam,
// and GemmEx with fp16 inputs (fp32 and fp16 outputs, fp32 compute). NVIDIA's cuBLAS (reference
// build) against our fallback kernels (route B, cublas_library.h), same inputs.
//
// Tolerance (TOL rel per group): A, B, C and the scalars are positive, or alpha and beta are both
// negative, so no output involves cancellation; a sum of k rounded terms then has relative error
// <= (k + 2) u in any order (u = 2^-24, 2^-53), and two implementations differ by at most twice
// that: rel = 2 (k + 2) u, k = the inner dimension + 1 (gemm), 2 (geam). GemmEx: the fp16 inputs
// are exact in fp32 and so are their products; NVIDIA's tensor cores may truncate when aligning
// addends, counted as one more rounding per addition: rel = 4 (k + 2) u32; an fp16 output adds
// one fp16 rounding on each side: + 2^-10. trsm: the triangles are diagonally dominant (diagonal
// in [2, 3), off-diagonal in [0, 0.01)) and B positive, so the subtracted part of each solved
// value is below half of it: relative errors at most double at each of the n steps' contribution:
// rel = 4 (n + 2) u.
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
template <class T> double unit() { return sizeof(T) == 4 ? std::ldexp(1.0, -24) : std::ldexp(1.0, -53); }

/// Reports the Rows x Cols block of a column-major matrix with leading dimension Ld.
template <class T>
void reportMatrix(const std::string &G, const std::vector<T> &V, int Rows, int Cols, int Ld,
                  double Rel, size_t Offset = 0) {
  std::printf("TOL %s rel=%g\n", G.c_str(), Rel);
  size_t K = 0;
  for (int J = 0; J < Cols; ++J)
    for (int I = 0; I < Rows; ++I, ++K) {
      T X = V[Offset + I + size_t(J) * Ld];
      if (sizeof(T) == 4)
        report_f32(G, K, float(X));
      else
        report_f64(G, K, double(X));
    }
}

cublasStatus_t gemm(cublasHandle_t H, cublasOperation_t TA, cublasOperation_t TB, int M, int N, int K, const float *Al, const float *A, int Lda, const float *B, int Ldb, const float *Be, float *C, int Ldc) { return cublasSgemm(H, TA, TB, M, N, K, Al, A, Lda, B, Ldb, Be, C, Ldc); }
cublasStatus_t gemm(cublasHandle_t H, cublasOperation_t TA, cublasOperation_t TB, int M, int N, int K, const double *Al, const double *A, int Lda, const double *B, int Ldb, const double *Be, double *C, int Ldc) { return cublasDgemm(H, TA, TB, M, N, K, Al, A, Lda, B, Ldb, Be, C, Ldc); }
cublasStatus_t gemmSB(cublasHandle_t H, cublasOperation_t TA, cublasOperation_t TB, int M, int N, int K, const float *Al, const float *A, int Lda, long long Sa, const float *B, int Ldb, long long Sb, const float *Be, float *C, int Ldc, long long Sc, int Count) { return cublasSgemmStridedBatched(H, TA, TB, M, N, K, Al, A, Lda, Sa, B, Ldb, Sb, Be, C, Ldc, Sc, Count); }
cublasStatus_t gemmSB(cublasHandle_t H, cublasOperation_t TA, cublasOperation_t TB, int M, int N, int K, const double *Al, const double *A, int Lda, long long Sa, const double *B, int Ldb, long long Sb, const double *Be, double *C, int Ldc, long long Sc, int Count) { return cublasDgemmStridedBatched(H, TA, TB, M, N, K, Al, A, Lda, Sa, B, Ldb, Sb, Be, C, Ldc, Sc, Count); }
cublasStatus_t trsm(cublasHandle_t H, cublasSideMode_t S, cublasFillMode_t F, cublasOperation_t T, cublasDiagType_t D, int M, int N, const float *Al, const float *A, int Lda, float *B, int Ldb) { return cublasStrsm(H, S, F, T, D, M, N, Al, A, Lda, B, Ldb); }
cublasStatus_t trsm(cublasHandle_t H, cublasSideMode_t S, cublasFillMode_t F, cublasOperation_t T, cublasDiagType_t D, int M, int N, const double *Al, const double *A, int Lda, double *B, int Ldb) { return cublasDtrsm(H, S, F, T, D, M, N, Al, A, Lda, B, Ldb); }
cublasStatus_t geam(cublasHandle_t H, cublasOperation_t TA, cublasOperation_t TB, int M, int N, const float *Al, const float *A, int Lda, const float *Be, const float *B, int Ldb, float *C, int Ldc) { return cublasSgeam(H, TA, TB, M, N, Al, A, Lda, Be, B, Ldb, C, Ldc); }
cublasStatus_t geam(cublasHandle_t H, cublasOperation_t TA, cublasOperation_t TB, int M, int N, const double *Al, const double *A, int Lda, const double *Be, const double *B, int Ldb, double *C, int Ldc) { return cublasDgeam(H, TA, TB, M, N, Al, A, Lda, Be, B, Ldb, C, Ldc); }

const char *opName(cublasOperation_t Op) { return Op == CUBLAS_OP_N ? "n" : Op == CUBLAS_OP_T ? "t" : "c"; }

template <class T> void gemms(cublasHandle_t H, const char *P) {
  const int M = 33, N = 17, K = 29;
  struct Scalars { double Alpha, Beta; const char *Name; } Edges[] = {
      {1.0, 0.0, "a1b0"}, {-1.5, -0.5, "neg"}, {0.0, 2.0, "a0"}, {0.75, 1.25, "ab"}};
  const cublasOperation_t Ops[] = {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C};
  for (cublasOperation_t TA : Ops)
    for (cublasOperation_t TB : Ops)
      for (const Scalars &S : Edges) {
        if ((TA == CUBLAS_OP_C || TB == CUBLAS_OP_C) && S.Beta != 1.25)
          continue; // C is T for real types: one alpha/beta pair is enough
        int Lda = (TA == CUBLAS_OP_N ? M : K) + 3, Ldb = (TB == CUBLAS_OP_N ? K : N) + 1;
        int Ldc = M + 2;
        DeviceBuffer<T> A(as<T>(positive(size_t(Lda) * (TA == CUBLAS_OP_N ? K : M), 1)));
        DeviceBuffer<T> B(as<T>(positive(size_t(Ldb) * (TB == CUBLAS_OP_N ? N : K), 2)));
        std::vector<T> C0 = as<T>(positive(size_t(Ldc) * N, 3));
        if (S.Beta == 0)
          C0.assign(C0.size(), T(NAN));
        DeviceBuffer<T> C(C0);
        T Al = T(S.Alpha), Be = T(S.Beta);
        BLAS_CHECK(gemm(H, TA, TB, M, N, K, &Al, A.ptr, Lda, B.ptr, Ldb, &Be, C.ptr, Ldc));
        reportMatrix(std::string(P) + "gemm_" + opName(TA) + opName(TB) + "_" + S.Name, C.get(),
                     M, N, Ldc, 2.0 * (K + 3) * unit<T>());
      }

  // k = 0 scales C by beta; tiny sizes; device pointer mode.
  {
    DeviceBuffer<T> A(as<T>(positive(64, 4))), B(as<T>(positive(64, 5)));
    DeviceBuffer<T> C(as<T>(positive(7 * 5, 6)));
    T Al = T(2), Be = T(0.5);
    BLAS_CHECK(gemm(H, CUBLAS_OP_N, CUBLAS_OP_N, 7, 5, 0, &Al, A.ptr, 7, B.ptr, 1, &Be, C.ptr, 7));
    reportMatrix(std::string(P) + "gemm_k0", C.get(), 7, 5, 7, 2.0 * 3 * unit<T>());
    DeviceBuffer<T> C1(as<T>(positive(1, 7)));
    BLAS_CHECK(gemm(H, CUBLAS_OP_T, CUBLAS_OP_N, 1, 1, 37, &Al, A.ptr, 37, B.ptr, 37, &Be, C1.ptr, 1));
    reportMatrix(std::string(P) + "gemm_1x1", C1.get(), 1, 1, 1, 2.0 * 40 * unit<T>());
  }
  {
    BLAS_CHECK(cublasSetPointerMode(H, CUBLAS_POINTER_MODE_DEVICE));
    DeviceBuffer<T> Sc(std::vector<T>{T(1.5), T(0.25)});
    DeviceBuffer<T> A(as<T>(positive(size_t(M) * K, 8))), B(as<T>(positive(size_t(K) * N, 9)));
    DeviceBuffer<T> C(as<T>(positive(size_t(M) * N, 10)));
    BLAS_CHECK(gemm(H, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, Sc.ptr, A.ptr, M, B.ptr, K, Sc.ptr + 1,
                    C.ptr, M));
    reportMatrix(std::string(P) + "gemm_device_scalars", C.get(), M, N, M, 2.0 * (K + 3) * unit<T>());
    BLAS_CHECK(cublasSetPointerMode(H, CUBLAS_POINTER_MODE_HOST));
  }

  // gemmStridedBatched: 3 products, strides larger than one matrix.
  {
    const int Count = 3, Lda = K + 1, Ldb = K + 2, Ldc = M + 1;
    long long Sa = (long long)Lda * M + 5, Sb = (long long)Ldb * N + 7, Sc = (long long)Ldc * N + 3;
    DeviceBuffer<T> A(as<T>(positive(Sa * Count, 11))), B(as<T>(positive(Sb * Count, 12)));
    DeviceBuffer<T> C(as<T>(positive(Sc * Count, 13)));
    T Al = T(0.5), Be = T(1.5);
    BLAS_CHECK(gemmSB(H, CUBLAS_OP_T, CUBLAS_OP_N, M, N, K, &Al, A.ptr, Lda, Sa, B.ptr, Ldb, Sb,
                      &Be, C.ptr, Ldc, Sc, Count));
    std::vector<T> Got = C.get();
    for (int I = 0; I < Count; ++I)
      reportMatrix(std::string(P) + "gemm_strided_batched_" + std::to_string(I), Got, M, N, Ldc,
                   2.0 * (K + 3) * unit<T>(), size_t(I) * Sc);
  }
}

template <class T> void trsms(cublasHandle_t H, const char *P) {
  const int M = 20, N = 7;
  for (cublasSideMode_t Side : {CUBLAS_SIDE_LEFT, CUBLAS_SIDE_RIGHT})
    for (cublasFillMode_t Fill : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER})
      for (cublasOperation_t Op : {CUBLAS_OP_N, CUBLAS_OP_T})
        for (cublasDiagType_t Diag : {CUBLAS_DIAG_NON_UNIT, CUBLAS_DIAG_UNIT}) {
          int Dim = Side == CUBLAS_SIDE_LEFT ? M : N, Lda = Dim + 2, Ldb = M + 1;
          // Diagonally dominant; the unused triangle holds NaN (must not be read) and so does
          // the diagonal of a unit-diagonal matrix.
          std::vector<double> Off = positive(size_t(Lda) * Dim, 14, 0.0, 0.01);
          std::vector<double> Dg = positive(Dim, 15, 2.0, 1.0);
          std::vector<double> Av(size_t(Lda) * Dim, NAN);
          for (int J = 0; J < Dim; ++J)
            for (int I = 0; I < Dim; ++I) {
              bool Used = Fill == CUBLAS_FILL_MODE_LOWER ? I > J : I < J;
              if (Used)
                Av[I + size_t(J) * Lda] = Off[I + size_t(J) * Lda];
              else if (I == J && Diag == CUBLAS_DIAG_NON_UNIT)
                Av[I + size_t(J) * Lda] = Dg[I];
            }
          DeviceBuffer<T> A(as<T>(Av)), B(as<T>(positive(size_t(Ldb) * N, 16)));
          T Al = T(1.5);
          BLAS_CHECK(trsm(H, Side, Fill, Op, Diag, M, N, &Al, A.ptr, Lda, B.ptr, Ldb));
          std::string G = std::string(P) + "trsm_" + (Side == CUBLAS_SIDE_LEFT ? "l" : "r") +
                          (Fill == CUBLAS_FILL_MODE_LOWER ? "l" : "u") + opName(Op) +
                          (Diag == CUBLAS_DIAG_UNIT ? "u" : "n");
          reportMatrix(G, B.get(), M, N, Ldb, 4.0 * (Dim + 2) * unit<T>());
        }
}

template <class T> void geams(cublasHandle_t H, const char *P) {
  const int M = 19, N = 23;
  for (cublasOperation_t TA : {CUBLAS_OP_N, CUBLAS_OP_T})
    for (cublasOperation_t TB : {CUBLAS_OP_N, CUBLAS_OP_T}) {
      int Lda = (TA == CUBLAS_OP_N ? M : N) + 1, Ldb = (TB == CUBLAS_OP_N ? M : N) + 2, Ldc = M + 3;
      DeviceBuffer<T> A(as<T>(positive(size_t(Lda) * (TA == CUBLAS_OP_N ? N : M), 17)));
      DeviceBuffer<T> B(as<T>(positive(size_t(Ldb) * (TB == CUBLAS_OP_N ? N : M), 18)));
      DeviceBuffer<T> C(size_t(Ldc) * N);
      T Al = T(1.25), Be = T(0.75);
      BLAS_CHECK(geam(H, TA, TB, M, N, &Al, A.ptr, Lda, &Be, B.ptr, Ldb, C.ptr, Ldc));
      reportMatrix(std::string(P) + "geam_" + opName(TA) + opName(TB), C.get(), M, N, Ldc,
                   2.0 * 4 * unit<T>());
    }
}

void gemmEx(cublasHandle_t H) {
  const int M = 35, N = 21, K = 50, Lda = K + 2, Ldb = K, Ldc = M + 1;
  std::vector<__half> Ah, Bh;
  for (double V : positive(size_t(Lda) * M, 19))
    Ah.push_back(__double2half(V));
  for (double V : positive(size_t(Ldb) * N, 20))
    Bh.push_back(__double2half(V));
  DeviceBuffer<__half> A(Ah), B(Bh);
  const double Rel32 = 4.0 * (K + 2) * std::ldexp(1.0, -24);
  float Al = 0.5f, Be = 0.75f;
  {
    DeviceBuffer<float> C(as<float>(positive(size_t(Ldc) * N, 21)));
    BLAS_CHECK(cublasGemmEx(H, CUBLAS_OP_T, CUBLAS_OP_N, M, N, K, &Al, A.ptr, CUDA_R_16F, Lda,
                            B.ptr, CUDA_R_16F, Ldb, &Be, C.ptr, CUDA_R_32F, Ldc,
                            CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    reportMatrix("gemmex_f16_f32", C.get(), M, N, Ldc, Rel32);
  }
  {
    std::vector<__half> Ch;
    for (double V : positive(size_t(Ldc) * N, 22))
      Ch.push_back(__double2half(V));
    DeviceBuffer<__half> C(Ch);
    BLAS_CHECK(cublasGemmEx(H, CUBLAS_OP_T, CUBLAS_OP_N, M, N, K, &Al, A.ptr, CUDA_R_16F, Lda,
                            B.ptr, CUDA_R_16F, Ldb, &Be, C.ptr, CUDA_R_16F, Ldc,
                            CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
    std::vector<__half> Got = C.get();
    std::vector<float> AsFloat;
    for (__half X : Got)
      AsFloat.push_back(__half2float(X));
    reportMatrix("gemmex_f16_f16", AsFloat, M, N, Ldc, Rel32 + std::ldexp(1.0, -10));
  }
}

} // namespace

int main() {
  useOurKernels();
  cublasHandle_t H;
  BLAS_CHECK(cublasCreate(&H));
  gemms<float>(H, "s");
  gemms<double>(H, "d");
  trsms<float>(H, "s");
  trsms<double>(H, "d");
  geams<float>(H, "s");
  geams<double>(H, "d");
  gemmEx(H);
  cublasDestroy(H);
  return finish();
}
