// SPDX-License-Identifier: Apache-2.0
// The dense cuSOLVER kernels' arithmetic, run on the host (EngineHost.cpp), through the API, for
// S/D/C/Z: residuals and orthogonality measured in long double, relative to n u ||A||:
// getrf/getrs (pivoting and none, N/T/C, singular info), potrf/potrs/potri (both triangles, info
// of a non-positive-definite matrix), geqrf/orgqr/ormqr (every side and operation), syevd/heevd
// and gesvd (every job); sytrf (solved with LAPACK's xSYTRS reading of A and ipiv, 2 x 2 pivots,
// singular info), syevj/heevj and gesvdj (m >= n and m < n, economy and full, batched,
// residual/sweeps/info of the parameter objects), and the generic 64-bit API (bit-identical to
// the typed routines on the same kernels, int64_t pivots).
#include <cusolverDn.h>
#include <gtest/gtest.h>

#include "../../exec/cases/cusolver_matrices.h"

#include <cmath>
#include <complex>
#include <cstring>
#include <type_traits>
#include <vector>

namespace {

using LC = std::complex<long double>;
using Mat = solver_test::Mat<long double>;
template <class T> using Sc = solver_test::Sc<T, long double>;
template <class T> long double unit() { return sizeof(typename Sc<T>::Real) == 4 ? 6e-8L : 1.2e-16L; }

Mat random(int M, int N, unsigned Seed, bool Complex) {
  return solver_test::random<long double>(M, N, Seed, Complex, 3);
}

Mat mul(const Mat &A, const Mat &B, int M, int K, int N, bool HA = false, bool HB = false) {
  Mat C(size_t(M) * N);
  for (int I = 0; I < M; ++I)
    for (int J = 0; J < N; ++J) {
      LC S = 0;
      for (int L = 0; L < K; ++L) {
        LC X = HA ? std::conj(A[L + size_t(I) * K]) : A[I + size_t(L) * M];
        LC Y = HB ? std::conj(B[J + size_t(L) * N]) : B[L + size_t(J) * K];
        S += X * Y;
      }
      C[I + size_t(J) * M] = S;
    }
  return C;
}

long double norm(const Mat &A) {
  long double S = 0;
  for (const LC &X : A)
    S += std::norm(X);
  return std::sqrt(S);
}
long double diff(const Mat &A, const Mat &B) {
  long double S = 0;
  for (size_t I = 0; I < A.size(); ++I)
    S += std::norm(A[I] - B[I]);
  return std::sqrt(S);
}
Mat identity(int N) {
  Mat I(size_t(N) * N, 0);
  for (int K = 0; K < N; ++K)
    I[K + size_t(K) * N] = 1;
  return I;
}

template <class T> std::vector<T> to(const Mat &A) { return solver_test::to<T>(A); }
template <class T> Mat from(const std::vector<T> &A) { return solver_test::from<long double>(A); }

// Typed entry points.
template <class T> struct Api;
#define API(T, P, OR, SY)                                                                          \
  template <> struct Api<T> {                                                                      \
    using R = typename Sc<T>::Real;                                                                \
    static cusolverStatus_t getrf(cusolverDnHandle_t H, int M, int N, T *A, int *Ip, int *I) {     \
      return cusolverDn##P##getrf(H, M, N, A, M, nullptr, Ip, I);                                  \
    }                                                                                              \
    static cusolverStatus_t getrs(cusolverDnHandle_t H, cublasOperation_t Op, int N, int K,        \
                                  const T *A, const int *Ip, T *B, int *I) {                       \
      return cusolverDn##P##getrs(H, Op, N, K, A, N, Ip, B, N, I);                                 \
    }                                                                                              \
    static cusolverStatus_t potrf(cusolverDnHandle_t H, cublasFillMode_t U, int N, T *A, int *I) { \
      return cusolverDn##P##potrf(H, U, N, A, N, nullptr, 0, I);                                   \
    }                                                                                              \
    static cusolverStatus_t potrs(cusolverDnHandle_t H, cublasFillMode_t U, int N, int K,          \
                                  const T *A, T *B, int *I) {                                      \
      return cusolverDn##P##potrs(H, U, N, K, A, N, B, N, I);                                      \
    }                                                                                              \
    static cusolverStatus_t potrfB(cusolverDnHandle_t H, cublasFillMode_t U, int N, T **A, int *I,  \
                                   int Bt) {                                                       \
      return cusolverDn##P##potrfBatched(H, U, N, A, N, I, Bt);                                    \
    }                                                                                              \
    static cusolverStatus_t potrsB(cusolverDnHandle_t H, cublasFillMode_t U, int N, T **A, T **B,   \
                                   int *I, int Bt) {                                               \
      return cusolverDn##P##potrsBatched(H, U, N, 1, A, N, B, N, I, Bt);                           \
    }                                                                                              \
    static cusolverStatus_t potri(cusolverDnHandle_t H, cublasFillMode_t U, int N, T *A, T *W,    \
                                  int L, int *I) {                                                 \
      return cusolverDn##P##potri(H, U, N, A, N, W, L, I);                                         \
    }                                                                                              \
    static cusolverStatus_t geqrf(cusolverDnHandle_t H, int M, int N, T *A, T *Tau, int *I) {      \
      return cusolverDn##P##geqrf(H, M, N, A, M, Tau, nullptr, 0, I);                              \
    }                                                                                              \
    static cusolverStatus_t orgqr(cusolverDnHandle_t H, int M, int N, int K, T *A, const T *Tau,   \
                                  int *I) {                                                        \
      return cusolverDn##P##OR##gqr(H, M, N, K, A, M, Tau, nullptr, 0, I);                         \
    }                                                                                              \
    static cusolverStatus_t ormqr(cusolverDnHandle_t H, cublasSideMode_t S, cublasOperation_t Op,  \
                                  int M, int N, int K, const T *A, int Lda, const T *Tau, T *C,    \
                                  int *I) {                                                        \
      return cusolverDn##P##OR##mqr(H, S, Op, M, N, K, A, Lda, Tau, C, M, nullptr, 0, I);          \
    }                                                                                              \
    static cusolverStatus_t syevd(cusolverDnHandle_t H, cusolverEigMode_t J, cublasFillMode_t U,   \
                                  int N, T *A, R *W, T *Work, int L, int *I) {                     \
      return cusolverDn##P##SY##evd(H, J, U, N, A, N, W, Work, L, I);                              \
    }                                                                                              \
    static cusolverStatus_t gesvd(cusolverDnHandle_t H, signed char Ju, signed char Jv, int M,     \
                                  int N, T *A, R *S, T *U, T *VT, T *W, int L, int *I) {           \
      return cusolverDn##P##gesvd(H, Ju, Jv, M, N, A, M, S, U, M, VT, N, W, L, nullptr, I);        \
    }                                                                                              \
    static cusolverStatus_t sytrf(cusolverDnHandle_t H, cublasFillMode_t U, int N, T *A, int *Ip,  \
                                  int *I) {                                                        \
      int L = 0;                                                                                   \
      cusolverDn##P##sytrf_bufferSize(H, N, A, N, &L);                                             \
      std::vector<T> W(L + size_t(1));                                                               \
      return cusolverDn##P##sytrf(H, U, N, A, N, Ip, W.data(), L, I);                              \
    }                                                                                              \
    static cusolverStatus_t syevj(cusolverDnHandle_t H, cusolverEigMode_t J, cublasFillMode_t U,   \
                                  int N, T *A, R *W, int *I, syevjInfo_t Pr) {                     \
      int L = 0;                                                                                   \
      cusolverDn##P##SY##evj_bufferSize(H, J, U, N, A, N, W, &L, Pr);                              \
      std::vector<T> Wk(L + size_t(1));                                                               \
      return cusolverDn##P##SY##evj(H, J, U, N, A, N, W, Wk.data(), L, I, Pr);                     \
    }                                                                                              \
    static cusolverStatus_t syevjB(cusolverDnHandle_t H, cublasFillMode_t U, int N, T *A, R *W,    \
                                   int *I, syevjInfo_t Pr, int Bt) {                               \
      int L = 0;                                                                                   \
      cusolverDn##P##SY##evjBatched_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, U, N, A, N, W, &L, Pr, \
                                               Bt);                                                \
      std::vector<T> Wk(L + size_t(1));                                                               \
      return cusolverDn##P##SY##evjBatched(H, CUSOLVER_EIG_MODE_VECTOR, U, N, A, N, W, Wk.data(),  \
                                           L, I, Pr, Bt);                                          \
    }                                                                                              \
    static cusolverStatus_t gesvdj(cusolverDnHandle_t H, cusolverEigMode_t J, int E, int M, int N, \
                                   T *A, R *S, T *U, int Ldu, T *V, int Ldv, int *I,               \
                                   gesvdjInfo_t Pr) {                                              \
      int L = 0;                                                                                   \
      cusolverDn##P##gesvdj_bufferSize(H, J, E, M, N, A, M, S, U, Ldu, V, Ldv, &L, Pr);            \
      std::vector<T> Wk(L + size_t(1));                                                               \
      return cusolverDn##P##gesvdj(H, J, E, M, N, A, M, S, U, Ldu, V, Ldv, Wk.data(), L, I, Pr);   \
    }                                                                                              \
    static cusolverStatus_t gesvdjB(cusolverDnHandle_t H, int M, int N, T *A, R *S, T *U, T *V,    \
                                    int *I, gesvdjInfo_t Pr, int Bt) {                             \
      int L = 0;                                                                                   \
      cusolverDn##P##gesvdjBatched_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, M, N, A, M, S, U, M, V, \
                                              N, &L, Pr, Bt);                                      \
      std::vector<T> Wk(L + size_t(1));                                                               \
      return cusolverDn##P##gesvdjBatched(H, CUSOLVER_EIG_MODE_VECTOR, M, N, A, M, S, U, M, V, N,  \
                                          Wk.data(), L, I, Pr, Bt);                                \
    }                                                                                              \
  };
API(float, S, or, sy)
API(double, D, or, sy)
API(cuComplex, C, un, he)
API(cuDoubleComplex, Z, un, he)

template <class T> constexpr cudaDataType dataType() {
  return std::is_same<T, float>::value    ? CUDA_R_32F
         : std::is_same<T, double>::value ? CUDA_R_64F
         : std::is_same<T, cuComplex>::value ? CUDA_C_32F
                                             : CUDA_C_64F;
}
template <class T> constexpr cudaDataType realType() {
  return sizeof(typename Sc<T>::Real) == 4 ? CUDA_R_32F : CUDA_R_64F;
}

/// LAPACK's xSYTRS in long double: solves A X = B with sytrf's factor (Lower or upper) and ipiv
/// (1-based; a 2 x 2 block: both rows -kp), transposes without conjugation (complex symmetric).
void sytrs(bool Lower, int N, const Mat &F, const std::vector<int> &Ip, Mat &B, int Nrhs) {
  auto a = [&](int I, int J) { return F[I + size_t(J) * N]; };
  auto swapRows = [&](int I, int J) {
    for (int C = 0; C < Nrhs; ++C)
      std::swap(B[I + size_t(C) * N], B[J + size_t(C) * N]);
  };
  auto b = [&](int I, int C) -> LC & { return B[I + size_t(C) * N]; };
  auto block = [&](int K1, int K2) { // solve the 2 x 2 block of rows K1 < K2 (LAPACK's formulas)
    LC Akm1k = a(K2, K1), Akm1 = a(K1, K1) / Akm1k, Ak = a(K2, K2) / Akm1k;
    LC Denom = Akm1 * Ak - LC(1);
    for (int C = 0; C < Nrhs; ++C) {
      LC Bkm1 = b(K1, C) / Akm1k, Bk = b(K2, C) / Akm1k;
      b(K1, C) = (Ak * Bkm1 - Bk) / Denom;
      b(K2, C) = (Akm1 * Bk - Bkm1) / Denom;
    }
  };
  if (Lower) {
    for (int K = 0; K < N;) {
      if (Ip[K] > 0) {
        swapRows(K, Ip[K] - 1);
        for (int C = 0; C < Nrhs; ++C) {
          for (int I = K + 1; I < N; ++I)
            b(I, C) -= a(I, K) * b(K, C);
          b(K, C) /= a(K, K);
        }
        K += 1;
      } else {
        swapRows(K + 1, -Ip[K] - 1);
        for (int C = 0; C < Nrhs; ++C)
          for (int I = K + 2; I < N; ++I)
            b(I, C) -= a(I, K) * b(K, C) + a(I, K + 1) * b(K + 1, C);
        block(K, K + 1);
        K += 2;
      }
    }
    for (int K = N - 1; K >= 0;) {
      const int Two = Ip[K] > 0 ? 0 : 1;
      for (int C = 0; C < Nrhs; ++C)
        for (int Kk = K - Two; Kk <= K; ++Kk)
          for (int I = K + 1; I < N; ++I)
            b(Kk, C) -= a(I, Kk) * b(I, C);
      swapRows(K, (Ip[K] > 0 ? Ip[K] : -Ip[K]) - 1);
      K -= 1 + Two;
    }
  } else {
    for (int K = N - 1; K >= 0;) {
      if (Ip[K] > 0) {
        swapRows(K, Ip[K] - 1);
        for (int C = 0; C < Nrhs; ++C) {
          for (int I = 0; I < K; ++I)
            b(I, C) -= a(I, K) * b(K, C);
          b(K, C) /= a(K, K);
        }
        K -= 1;
      } else {
        swapRows(K - 1, -Ip[K] - 1);
        for (int C = 0; C < Nrhs; ++C)
          for (int I = 0; I < K - 1; ++I)
            b(I, C) -= a(I, K) * b(K, C) + a(I, K - 1) * b(K - 1, C);
        // The block's rows K-1 < K with the off-diagonal A(K-1, K) (upper storage).
        LC Akm1k = a(K - 1, K), Akm1 = a(K - 1, K - 1) / Akm1k, Ak = a(K, K) / Akm1k;
        LC Denom = Akm1 * Ak - LC(1);
        for (int C = 0; C < Nrhs; ++C) {
          LC Bkm1 = b(K - 1, C) / Akm1k, Bk = b(K, C) / Akm1k;
          b(K - 1, C) = (Ak * Bkm1 - Bk) / Denom;
          b(K, C) = (Akm1 * Bk - Bkm1) / Denom;
        }
        K -= 2;
      }
    }
    for (int K = 0; K < N;) {
      const int Two = Ip[K] > 0 ? 0 : 1;
      for (int C = 0; C < Nrhs; ++C)
        for (int Kk = K; Kk <= K + Two; ++Kk)
          for (int I = 0; I < K; ++I)
            b(Kk, C) -= a(I, Kk) * b(I, C);
      swapRows(K, (Ip[K] > 0 ? Ip[K] : -Ip[K]) - 1);
      K += 1 + Two;
    }
  }
}

template <class T> struct Solver : ::testing::Test {
  void SetUp() override { ASSERT_EQ(cusolverDnCreate(&H), CUSOLVER_STATUS_SUCCESS); }
  void TearDown() override { cusolverDnDestroy(H); }
  cusolverDnHandle_t H;
};
using Types = ::testing::Types<float, double, cuComplex, cuDoubleComplex>;
TYPED_TEST_SUITE(Solver, Types);

TYPED_TEST(Solver, LuSolve) {
  using T = TypeParam;
  const bool Cx = Sc<T>::Complex;
  for (int N : {1, 5, 17}) {
    for (bool Pivot : {true, false}) {
      Mat A = random(N, N, N * 3 + Pivot, Cx);
      if (!Pivot)
        for (int K = 0; K < N; ++K)
          A[K + size_t(K) * N] += LC(N, 0); // no pivoting needs a safe diagonal
      Mat B = random(N, 3, 77 + N, Cx);
      std::vector<T> F = to<T>(A);
      std::vector<int> Ipiv(N);
      int Info = -1;
      ASSERT_EQ(Api<T>::getrf(this->H, N, N, F.data(), Pivot ? Ipiv.data() : nullptr, &Info),
                CUSOLVER_STATUS_SUCCESS);
      EXPECT_EQ(Info, 0);
      for (cublasOperation_t Op : {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C}) {
        std::vector<T> X = to<T>(B);
        ASSERT_EQ(Api<T>::getrs(this->H, Op, N, 3, F.data(), Pivot ? Ipiv.data() : nullptr,
                                X.data(), &Info),
                  CUSOLVER_STATUS_SUCCESS);
        Mat Xm = from(X), Op_A(size_t(N) * N);
        for (int I = 0; I < N; ++I)
          for (int J = 0; J < N; ++J)
            Op_A[I + size_t(J) * N] = Op == CUBLAS_OP_N   ? A[I + size_t(J) * N]
                                      : Op == CUBLAS_OP_T ? A[J + size_t(I) * N]
                                                          : std::conj(A[J + size_t(I) * N]);
        long double Res = diff(mul(Op_A, Xm, N, N, 3), B) / (norm(A) * norm(Xm) * N * unit<T>());
        EXPECT_LT(Res, 10) << "n " << N << " pivot " << Pivot << " op " << Op;
      }
    }
  }
  // Rectangular LU: P L U = A for 7 x 4 and 4 x 7.
  for (auto [M, N] : {std::pair{7, 4}, std::pair{4, 7}}) {
    Mat A = random(M, N, M * 10 + N, Cx);
    std::vector<T> F = to<T>(A);
    std::vector<int> Ipiv(std::min(M, N));
    int Info;
    ASSERT_EQ(Api<T>::getrf(this->H, M, N, F.data(), Ipiv.data(), &Info), CUSOLVER_STATUS_SUCCESS);
    Mat LU = from(F), L(size_t(M) * std::min(M, N), 0), U(size_t(std::min(M, N)) * N, 0);
    const int K = std::min(M, N);
    for (int I = 0; I < M; ++I)
      for (int J = 0; J < K; ++J)
        L[I + size_t(J) * M] = I == J ? 1 : I > J ? LU[I + size_t(J) * M] : 0;
    for (int I = 0; I < K; ++I)
      for (int J = 0; J < N; ++J)
        U[I + size_t(J) * K] = I <= J ? LU[I + size_t(J) * M] : 0;
    Mat PA = A; // apply the row swaps to A
    for (int I = 0; I < K; ++I)
      for (int J = 0; J < N; ++J)
        std::swap(PA[I + size_t(J) * M], PA[Ipiv[I] - 1 + size_t(J) * M]);
    EXPECT_LT(diff(mul(L, U, M, K, N), PA) / (norm(A) * M * unit<T>()), 10);
  }
  // A singular matrix: info is the first zero pivot.
  Mat S(9, 0);
  S[0] = 1, S[4] = 0, S[8] = 2; // diag(1, 0, 2)
  std::vector<T> F = to<T>(S);
  int Ipiv[3], Info;
  ASSERT_EQ(Api<T>::getrf(this->H, 3, 3, F.data(), Ipiv, &Info), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Info, 2);
}

TYPED_TEST(Solver, Cholesky) {
  using T = TypeParam;
  const bool Cx = Sc<T>::Complex;
  for (int N : {1, 6, 16})
    for (cublasFillMode_t Uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
      Mat M0 = random(N, N, N + Uplo, Cx), A = mul(M0, M0, N, N, N, false, true);
      for (int K = 0; K < N; ++K)
        A[K + size_t(K) * N] += LC(N, 0);
      std::vector<T> F = to<T>(A);
      int Info = -1;
      ASSERT_EQ(Api<T>::potrf(this->H, Uplo, N, F.data(), &Info), CUSOLVER_STATUS_SUCCESS);
      ASSERT_EQ(Info, 0);
      Mat Fm = from(F), L(size_t(N) * N, 0);
      for (int I = 0; I < N; ++I)
        for (int J = 0; J < N; ++J)
          if (I >= J)
            L[I + size_t(J) * N] =
                Uplo == CUBLAS_FILL_MODE_LOWER ? Fm[I + size_t(J) * N] : std::conj(Fm[J + size_t(I) * N]);
      EXPECT_LT(diff(mul(L, L, N, N, N, false, true), A) / (norm(A) * N * unit<T>()), 10);
      Mat B = random(N, 2, 5, Cx);
      std::vector<T> X = to<T>(B);
      ASSERT_EQ(Api<T>::potrs(this->H, Uplo, N, 2, F.data(), X.data(), &Info),
                CUSOLVER_STATUS_SUCCESS);
      Mat Xm = from(X);
      EXPECT_LT(diff(mul(A, Xm, N, N, 2), B) / (norm(A) * norm(Xm) * N * unit<T>()), 10);
      std::vector<T> Work(size_t(N) * N);
      ASSERT_EQ(Api<T>::potri(this->H, Uplo, N, F.data(), Work.data(), int(Work.size()), &Info),
                CUSOLVER_STATUS_SUCCESS);
      Mat Inv = from(F), Full(size_t(N) * N);
      for (int I = 0; I < N; ++I)
        for (int J = 0; J < N; ++J) {
          bool Stored = Uplo == CUBLAS_FILL_MODE_LOWER ? I >= J : I <= J;
          Full[I + size_t(J) * N] = Stored ? Inv[I + size_t(J) * N] : std::conj(Inv[J + size_t(I) * N]);
        }
      EXPECT_LT(diff(mul(A, Full, N, N, N), identity(N)) / (N * N * unit<T>()), 100);
    }
  // Not positive definite at the third pivot.
  Mat A = identity(4);
  A[2 + 2 * 4] = -1;
  std::vector<T> F = to<T>(A);
  int Info;
  ASSERT_EQ(Api<T>::potrf(this->H, CUBLAS_FILL_MODE_LOWER, 4, F.data(), &Info),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Info, 3);
}

TYPED_TEST(Solver, BatchedCholesky) {
  using T = TypeParam;
  const bool Cx = Sc<T>::Complex;
  const int N = 9, Batch = 3;
  for (cublasFillMode_t Uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
    std::vector<Mat> A(Batch);
    std::vector<std::vector<T>> F(Batch), X(Batch);
    std::vector<T *> Ap(Batch), Bp(Batch);
    std::vector<Mat> B(Batch);
    for (int K = 0; K < Batch; ++K) {
      Mat M0 = random(N, N, 40 + K, Cx);
      A[K] = mul(M0, M0, N, N, N, false, true);
      for (int D = 0; D < N; ++D)
        A[K][D + size_t(D) * N] += LC(N, 0);
      if (K == 1)
        A[K][4 + 4 * N] = -1e3; // not positive definite at the fifth pivot
      F[K] = to<T>(A[K]);
      B[K] = random(N, 1, 60 + K, Cx);
      X[K] = to<T>(B[K]);
      Ap[K] = F[K].data();
      Bp[K] = X[K].data();
    }
    std::vector<int> Info(Batch, -1);
    ASSERT_EQ(Api<T>::potrfB(this->H, Uplo, N, Ap.data(), Info.data(), Batch),
              CUSOLVER_STATUS_SUCCESS);
    EXPECT_EQ(Info[0], 0);
    EXPECT_EQ(Info[1], 5);
    EXPECT_EQ(Info[2], 0);
    int SolveInfo = -1;
    ASSERT_EQ(Api<T>::potrsB(this->H, Uplo, N, Ap.data(), Bp.data(), &SolveInfo, Batch),
              CUSOLVER_STATUS_SUCCESS);
    EXPECT_EQ(SolveInfo, 0);
    for (int K : {0, 2}) {
      Mat Xm = from(X[K]);
      EXPECT_LT(diff(mul(A[K], Xm, N, N, 1), B[K]) / (norm(A[K]) * norm(Xm) * N * unit<T>()), 10);
    }
  }
}

TYPED_TEST(Solver, Qr) {
  using T = TypeParam;
  const bool Cx = Sc<T>::Complex;
  const cublasOperation_t Adj = Cx ? CUBLAS_OP_C : CUBLAS_OP_T;
  for (auto [M, N] : {std::pair{1, 1}, std::pair{6, 6}, std::pair{9, 4}, std::pair{4, 7}}) {
    const int K = std::min(M, N);
    Mat A = random(M, N, M * 7 + N, Cx);
    std::vector<T> F = to<T>(A), Tau(K);
    int Info = -1;
    ASSERT_EQ(Api<T>::geqrf(this->H, M, N, F.data(), Tau.data(), &Info), CUSOLVER_STATUS_SUCCESS);
    EXPECT_EQ(Info, 0);
    Mat R(size_t(K) * N, 0), Fm = from(F);
    for (int I = 0; I < K; ++I)
      for (int J = I; J < N; ++J)
        R[I + size_t(J) * K] = Fm[I + size_t(J) * M];
    // Q (M x K) by orgqr on the first K columns.
    std::vector<T> Q(F.begin(), F.begin() + size_t(M) * K);
    ASSERT_EQ(Api<T>::orgqr(this->H, M, K, K, Q.data(), Tau.data(), &Info), CUSOLVER_STATUS_SUCCESS);
    Mat Qm = from(Q);
    EXPECT_LT(diff(mul(Qm, R, M, K, N), A) / (norm(A) * M * unit<T>()), 10) << M << "x" << N;
    EXPECT_LT(diff(mul(Qm, Qm, K, M, K, true), identity(K)) / (M * unit<T>()), 10);
    // ormqr against the explicit Q: Q C, Q^H C (left, C is M x 3), C Q, C Q^H (right, C 3 x M).
    Mat Cl = random(M, 3, 11, Cx), Cr = random(3, M, 12, Cx);
    // The full M x M Q: orgqr of the K reflectors on M columns (A's reflectors, zero-padded).
    std::vector<T> Qf(size_t(M) * M);
    for (int J = 0; J < M; ++J)
      for (int I = 0; I < M; ++I)
        Qf[I + size_t(J) * M] = J < K ? F[I + size_t(J) * M] : Sc<T>::make(0);
    ASSERT_EQ(Api<T>::orgqr(this->H, M, M, K, Qf.data(), Tau.data(), &Info), CUSOLVER_STATUS_SUCCESS);
    Mat Qfm = from(Qf);
    for (cublasOperation_t Op : {CUBLAS_OP_N, Adj}) {
      std::vector<T> C = to<T>(Cl);
      ASSERT_EQ(Api<T>::ormqr(this->H, CUBLAS_SIDE_LEFT, Op, M, 3, K, F.data(), M, Tau.data(),
                              C.data(), &Info),
                CUSOLVER_STATUS_SUCCESS);
      Mat Want = mul(Qfm, Cl, M, M, 3, Op != CUBLAS_OP_N);
      EXPECT_LT(diff(from(C), Want) / (norm(Cl) * M * unit<T>()), 10) << "left " << Op;
      C = to<T>(Cr);
      ASSERT_EQ(Api<T>::ormqr(this->H, CUBLAS_SIDE_RIGHT, Op, 3, M, K, F.data(), M, Tau.data(),
                              C.data(), &Info),
                CUSOLVER_STATUS_SUCCESS);
      Want = mul(Cr, Qfm, 3, M, M, false, Op != CUBLAS_OP_N);
      EXPECT_LT(diff(from(C), Want) / (norm(Cr) * M * unit<T>()), 10) << "right " << Op;
    }
  }
}

TYPED_TEST(Solver, Eigen) {
  using T = TypeParam;
  using R = typename Sc<T>::Real;
  const bool Cx = Sc<T>::Complex;
  for (int N : {1, 2, 7, 20})
    for (cublasFillMode_t Uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
      Mat M0 = random(N, N, N * 5 + Uplo, Cx), A(size_t(N) * N);
      for (int I = 0; I < N; ++I)
        for (int J = 0; J < N; ++J)
          A[I + size_t(J) * N] = (M0[I + size_t(J) * N] + std::conj(M0[J + size_t(I) * N])) / 2.0L;
      // Only the referenced triangle is read: poison the other one.
      Mat Given = A;
      for (int I = 0; I < N; ++I)
        for (int J = 0; J < N; ++J)
          if (Uplo == CUBLAS_FILL_MODE_LOWER ? I < J : I > J)
            Given[I + size_t(J) * N] = LC(1e6L, 1e6L);
      std::vector<T> F = to<T>(Given), Work(2 * size_t(N) * N);
      std::vector<R> W(N);
      int Info = -1;
      ASSERT_EQ(Api<T>::syevd(this->H, CUSOLVER_EIG_MODE_VECTOR, Uplo, N, F.data(), W.data(),
                              Work.data(), int(Work.size()), &Info),
                CUSOLVER_STATUS_SUCCESS);
      EXPECT_EQ(Info, 0);
      Mat V = from(F), VL = V;
      for (int J = 0; J < N; ++J) {
        if (J)
          EXPECT_LE(W[J - 1], W[J]);
        for (int I = 0; I < N; ++I)
          VL[I + size_t(J) * N] *= (long double)W[J];
      }
      EXPECT_LT(diff(mul(A, V, N, N, N), VL) / (norm(A) * N * unit<T>()), 20) << N;
      EXPECT_LT(diff(mul(V, V, N, N, N, true), identity(N)) / (N * unit<T>()), 20);
    }
}

TYPED_TEST(Solver, Svd) {
  using T = TypeParam;
  using R = typename Sc<T>::Real;
  const bool Cx = Sc<T>::Complex;
  for (auto [M, N] : {std::pair{1, 1}, std::pair{5, 5}, std::pair{9, 4}, std::pair{12, 7}})
    for (auto [Ju, Jv] : {std::pair{'A', 'A'}, std::pair{'S', 'S'}, std::pair{'O', 'S'},
                          std::pair{'N', 'N'}, std::pair{'S', 'O'}}) {
      Mat A = random(M, N, M * 3 + N + Ju, Cx);
      if (N >= 4) // a rank-deficient column: one zero singular value
        for (int I = 0; I < M; ++I)
          A[I + size_t(N - 1) * M] = A[I];
      std::vector<T> F = to<T>(A), U(size_t(M) * M), VT(size_t(N) * N), Work(size_t(M) * N + N * N + N);
      std::vector<R> S(N);
      int Info = -1;
      ASSERT_EQ(Api<T>::gesvd(this->H, Ju, Jv, M, N, F.data(), S.data(), U.data(), VT.data(),
                              Work.data(), int(Work.size()), &Info),
                CUSOLVER_STATUS_SUCCESS);
      EXPECT_EQ(Info, 0);
      for (int J = 1; J < N; ++J)
        EXPECT_GE(S[J - 1], S[J]);
      if (Ju == 'N' || Jv == 'N')
        continue;
      const int Uc = Ju == 'A' ? M : N;
      Mat Um(size_t(M) * Uc), Vm(size_t(N) * N);
      for (int I = 0; I < M; ++I)
        for (int J = 0; J < Uc; ++J)
          Um[I + size_t(J) * M] = Sc<T>::get(Ju == 'O' ? F[I + size_t(J) * M] : U[I + size_t(J) * M]);
      for (int I = 0; I < N; ++I)
        for (int J = 0; J < N; ++J)
          Vm[I + size_t(J) * N] = Sc<T>::get(Jv == 'O' ? F[I + size_t(J) * M] : VT[I + size_t(J) * N]);
      Mat Sm(size_t(Uc) * N, 0);
      for (int K = 0; K < N; ++K)
        Sm[K + size_t(K) * Uc] = (long double)S[K];
      Mat USV = mul(mul(Um, Sm, M, Uc, N), Vm, M, N, N);
      EXPECT_LT(diff(USV, A) / (norm(A) * M * unit<T>()), 20) << M << "x" << N << " " << Ju << Jv;
      EXPECT_LT(diff(mul(Um, Um, Uc, M, Uc, true), identity(Uc)) / (M * unit<T>()), 20)
          << M << "x" << N << " " << Ju << Jv;
      EXPECT_LT(diff(mul(Vm, Vm, N, N, N, false, true), identity(N)) / (N * unit<T>()), 20);
    }
}

TYPED_TEST(Solver, SymmetricIndefinite) {
  using T = TypeParam;
  const bool Cx = Sc<T>::Complex;
  for (int N : {1, 2, 7, 16, 25})
    for (cublasFillMode_t Uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER})
      for (bool ZeroDiagonal : {false, true}) {
        // Symmetric (complex: complex symmetric, sytrf does not conjugate); a zero diagonal
        // forces 2 x 2 pivots.
        Mat A = solver_test::symmetrised(random(N, N, N * 13 + Uplo + ZeroDiagonal, Cx), N, false);
        if (ZeroDiagonal)
          for (int K = 0; K < N; ++K)
            A[K + size_t(K) * N] = 0;
        Mat Given = A;
        for (int I = 0; I < N; ++I)
          for (int J = 0; J < N; ++J)
            if (Uplo == CUBLAS_FILL_MODE_LOWER ? I < J : I > J)
              Given[I + size_t(J) * N] = LC(1e6L, 1e6L); // never read
        std::vector<T> F = to<T>(Given);
        std::vector<int> Ipiv(N, 0);
        int Info = -1;
        ASSERT_EQ(Api<T>::sytrf(this->H, Uplo, N, F.data(), Ipiv.data(), &Info),
                  CUSOLVER_STATUS_SUCCESS);
        if (N == 1 && ZeroDiagonal) {
          EXPECT_EQ(Info, 1);
          continue;
        }
        EXPECT_EQ(Info, 0) << N;
        // ipiv as LAPACK's: 1-based, a 2 x 2 block's rows both -kp.
        int Blocks2 = 0;
        for (int K = 0; K < N; ++K) {
          ASSERT_NE(Ipiv[K], 0);
          ASSERT_LE(std::abs(Ipiv[K]), N);
          if (Ipiv[K] < 0) { // rows K and K + 1 (both triangles)
            ASSERT_TRUE(K + 1 < N && Ipiv[K + 1] == Ipiv[K]) << K;
            ++Blocks2;
            ++K;
          }
        }
        if (ZeroDiagonal && N >= 2)
          EXPECT_GT(Blocks2, 0) << N;
        Mat B = random(N, 2, 99 + N, Cx), X = B;
        sytrs(Uplo == CUBLAS_FILL_MODE_LOWER, N, from(F), Ipiv, X, 2);
        EXPECT_LT(diff(mul(A, X, N, N, 2), B) / (norm(A) * norm(X) * N * unit<T>()), 20)
            << N << " uplo " << Uplo << " zero diagonal " << ZeroDiagonal;
      }
  // An exactly singular matrix: info is the first zero pivot, the factorisation completes.
  Mat S(9, 0);
  S[0] = 1, S[8] = 2; // diag(1, 0, 2)
  std::vector<T> F = to<T>(S);
  std::vector<int> Ipiv(3);
  int Info = -1;
  ASSERT_EQ(Api<T>::sytrf(this->H, CUBLAS_FILL_MODE_LOWER, 3, F.data(), Ipiv.data(), &Info),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Info, 2);
  EXPECT_EQ(Ipiv, (std::vector<int>{1, 2, 3}));
}

TYPED_TEST(Solver, JacobiEigen) {
  using T = TypeParam;
  using R = typename Sc<T>::Real;
  const bool Cx = Sc<T>::Complex;
  syevjInfo_t Pr;
  ASSERT_EQ(cusolverDnCreateSyevjInfo(&Pr), CUSOLVER_STATUS_SUCCESS);
  for (int N : {1, 3, 12, 21})
    for (cublasFillMode_t Uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
      Mat A = solver_test::symmetrised(random(N, N, N * 7 + Uplo, Cx), N);
      std::vector<T> F = to<T>(A);
      std::vector<R> W(N);
      int Info = -1;
      ASSERT_EQ(Api<T>::syevj(this->H, CUSOLVER_EIG_MODE_VECTOR, Uplo, N, F.data(), W.data(),
                              &Info, Pr),
                CUSOLVER_STATUS_SUCCESS);
      EXPECT_EQ(Info, 0);
      Mat V = from(F), VL = V;
      for (int J = 0; J < N; ++J) {
        if (J)
          EXPECT_LE(W[J - 1], W[J]);
        for (int I = 0; I < N; ++I)
          VL[I + size_t(J) * N] *= (long double)W[J];
      }
      EXPECT_LT(diff(mul(A, V, N, N, N), VL) / (norm(A) * N * unit<T>()), 20) << N;
      EXPECT_LT(diff(mul(V, V, N, N, N, true), identity(N)) / (N * unit<T>()), 20);
      double Res = -1;
      int Sweeps = -1;
      ASSERT_EQ(cusolverDnXsyevjGetResidual(this->H, Pr, &Res), CUSOLVER_STATUS_SUCCESS);
      ASSERT_EQ(cusolverDnXsyevjGetSweeps(this->H, Pr, &Sweeps), CUSOLVER_STATUS_SUCCESS);
      EXPECT_LE(Res, 4 * double(norm(A)) * double(unit<T>()) * N);
      EXPECT_GE(Sweeps, N > 1 ? 1 : 0);
      EXPECT_LE(Sweeps, 15);
      // Eigenvalues only: the same values.
      std::vector<T> G = to<T>(A);
      std::vector<R> W2(N);
      ASSERT_EQ(Api<T>::syevj(this->H, CUSOLVER_EIG_MODE_NOVECTOR, Uplo, N, G.data(), W2.data(),
                              &Info, Pr),
                CUSOLVER_STATUS_SUCCESS);
      EXPECT_EQ(W2, W);
    }
  // One sweep with a tolerance it cannot reach: info n + 1, one sweep; a loose tolerance stops
  // early.
  const int N = 12;
  Mat A = solver_test::symmetrised(random(N, N, 5, Cx), N);
  ASSERT_EQ(cusolverDnXsyevjSetMaxSweeps(Pr, 1), CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnXsyevjSetTolerance(Pr, 1e-30), CUSOLVER_STATUS_SUCCESS);
  std::vector<T> F = to<T>(A);
  std::vector<R> W(N);
  int Info = -1, Sweeps = -1;
  ASSERT_EQ(Api<T>::syevj(this->H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, N, F.data(),
                          W.data(), &Info, Pr),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Info, N + 1);
  ASSERT_EQ(cusolverDnXsyevjGetSweeps(this->H, Pr, &Sweeps), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Sweeps, 1);
  ASSERT_EQ(cusolverDnXsyevjSetMaxSweeps(Pr, 100), CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnXsyevjSetTolerance(Pr, 1e-2), CUSOLVER_STATUS_SUCCESS);
  F = to<T>(A);
  ASSERT_EQ(Api<T>::syevj(this->H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, N, F.data(),
                          W.data(), &Info, Pr),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Info, 0);
  double Res = -1;
  ASSERT_EQ(cusolverDnXsyevjGetResidual(this->H, Pr, &Res), CUSOLVER_STATUS_SUCCESS);
  EXPECT_LE(Res, 1e-2 * double(norm(A)));
  EXPECT_GT(Res, 0);
  // Batched: three matrices at stride lda * n, unsorted when asked; results not reported.
  ASSERT_EQ(cusolverDnXsyevjSetTolerance(Pr, 0), CUSOLVER_STATUS_SUCCESS);
  for (int Sort : {1, 0}) {
    ASSERT_EQ(cusolverDnXsyevjSetSortEig(Pr, Sort), CUSOLVER_STATUS_SUCCESS);
    const int Nb = 9, Batch = 3;
    std::vector<Mat> As;
    std::vector<T> All;
    for (int K = 0; K < Batch; ++K) {
      As.push_back(solver_test::symmetrised(random(Nb, Nb, 70 + K, Cx), Nb));
      std::vector<T> P = to<T>(As.back());
      All.insert(All.end(), P.begin(), P.end());
    }
    std::vector<R> Wb(Nb * Batch);
    std::vector<int> Infos(Batch, -1);
    ASSERT_EQ(Api<T>::syevjB(this->H, CUBLAS_FILL_MODE_UPPER, Nb, All.data(), Wb.data(),
                             Infos.data(), Pr, Batch),
              CUSOLVER_STATUS_SUCCESS);
    for (int K = 0; K < Batch; ++K) {
      EXPECT_EQ(Infos[K], 0);
      std::vector<T> Vk(All.begin() + size_t(K) * Nb * Nb, All.begin() + size_t(K + 1) * Nb * Nb);
      Mat V = from(Vk), VL = V;
      bool Sorted = true;
      for (int J = 0; J < Nb; ++J) {
        if (J && Wb[K * Nb + J - 1] > Wb[K * Nb + J])
          Sorted = false;
        for (int I = 0; I < Nb; ++I)
          VL[I + size_t(J) * Nb] *= (long double)Wb[K * Nb + J];
      }
      if (Sort)
        EXPECT_TRUE(Sorted);
      EXPECT_LT(diff(mul(As[K], V, Nb, Nb, Nb), VL) / (norm(As[K]) * Nb * unit<T>()), 20);
      EXPECT_LT(diff(mul(V, V, Nb, Nb, Nb, true), identity(Nb)) / (Nb * unit<T>()), 20);
    }
    double Res;
    EXPECT_EQ(cusolverDnXsyevjGetResidual(this->H, Pr, &Res), CUSOLVER_STATUS_NOT_SUPPORTED);
  }
  ASSERT_EQ(cusolverDnDestroySyevjInfo(Pr), CUSOLVER_STATUS_SUCCESS);
}

TYPED_TEST(Solver, JacobiSvd) {
  using T = TypeParam;
  using R = typename Sc<T>::Real;
  const bool Cx = Sc<T>::Complex;
  gesvdjInfo_t Pr;
  ASSERT_EQ(cusolverDnCreateGesvdjInfo(&Pr), CUSOLVER_STATUS_SUCCESS);
  for (auto [M, N] : {std::pair{1, 1}, std::pair{6, 6}, std::pair{11, 5}, std::pair{4, 9},
                      std::pair{1, 5}, std::pair{7, 1}})
    for (int Econ : {0, 1}) {
      const int K = std::min(M, N), Uc = Econ ? K : M, Vc = Econ ? K : N;
      Mat A = random(M, N, M * 5 + N + Econ, Cx);
      if (K >= 4) { // rank deficient: one zero singular value
        if (M >= N)
          for (int I = 0; I < M; ++I)
            A[I + size_t(N - 1) * M] = A[I];
        else
          for (int J = 0; J < N; ++J)
            A[M - 1 + size_t(J) * M] = A[size_t(J) * M];
      }
      std::vector<T> F = to<T>(A), U(size_t(M) * Uc), V(size_t(N) * Vc);
      std::vector<R> S(K);
      int Info = -1;
      ASSERT_EQ(Api<T>::gesvdj(this->H, CUSOLVER_EIG_MODE_VECTOR, Econ, M, N, F.data(), S.data(),
                               U.data(), M, V.data(), N, &Info, Pr),
                CUSOLVER_STATUS_SUCCESS);
      EXPECT_EQ(Info, 0);
      for (int J = 1; J < K; ++J)
        EXPECT_GE(S[J - 1], S[J]);
      Mat Um = from(U), Vm = from(V), Sm(size_t(Uc) * Vc, 0);
      for (int J = 0; J < K; ++J)
        Sm[J + size_t(J) * Uc] = (long double)S[J];
      Mat USV = mul(mul(Um, Sm, M, Uc, Vc), Vm, M, Vc, N, false, true);
      const int Mx = std::max(M, N);
      EXPECT_LT(diff(USV, A) / (norm(A) * Mx * unit<T>()), 20) << M << "x" << N << " econ " << Econ;
      EXPECT_LT(diff(mul(Um, Um, Uc, M, Uc, true), identity(Uc)) / (Mx * unit<T>()), 20)
          << M << "x" << N << " econ " << Econ;
      EXPECT_LT(diff(mul(Vm, Vm, Vc, N, Vc, true), identity(Vc)) / (Mx * unit<T>()), 20)
          << M << "x" << N << " econ " << Econ;
      double Res = -1;
      int Sweeps = -1;
      ASSERT_EQ(cusolverDnXgesvdjGetResidual(this->H, Pr, &Res), CUSOLVER_STATUS_SUCCESS);
      ASSERT_EQ(cusolverDnXgesvdjGetSweeps(this->H, Pr, &Sweeps), CUSOLVER_STATUS_SUCCESS);
      EXPECT_GE(Res, 0);
      EXPECT_LE(Sweeps, 15);
      // Singular values only: the same values.
      std::vector<T> G = to<T>(A);
      std::vector<R> S2(K);
      ASSERT_EQ(Api<T>::gesvdj(this->H, CUSOLVER_EIG_MODE_NOVECTOR, Econ, M, N, G.data(),
                               S2.data(), nullptr, M, nullptr, N, &Info, Pr),
                CUSOLVER_STATUS_SUCCESS);
      EXPECT_EQ(S2, S);
    }
  // An empty matrix: info 0, nothing else written.
  {
    int Info = -1;
    ASSERT_EQ(Api<T>::gesvdj(this->H, CUSOLVER_EIG_MODE_NOVECTOR, 0, 3, 0, nullptr, nullptr,
                             nullptr, 3, nullptr, 1, &Info, Pr),
              CUSOLVER_STATUS_SUCCESS);
    EXPECT_EQ(Info, 0);
  }
  // Not converged in one sweep at an unreachable tolerance: info min(m, n) + 1.
  ASSERT_EQ(cusolverDnXgesvdjSetMaxSweeps(Pr, 1), CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnXgesvdjSetTolerance(Pr, 1e-30), CUSOLVER_STATUS_SUCCESS);
  {
    Mat A = random(10, 8, 3, Cx);
    std::vector<T> F = to<T>(A);
    std::vector<R> S(8);
    int Info = -1;
    ASSERT_EQ(Api<T>::gesvdj(this->H, CUSOLVER_EIG_MODE_NOVECTOR, 1, 10, 8, F.data(), S.data(),
                             nullptr, 10, nullptr, 8, &Info, Pr),
              CUSOLVER_STATUS_SUCCESS);
    EXPECT_EQ(Info, 9);
  }
  ASSERT_EQ(cusolverDnXgesvdjSetMaxSweeps(Pr, 100), CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnXgesvdjSetTolerance(Pr, 0), CUSOLVER_STATUS_SUCCESS);
  // Batched (full U and V), m > n and m < n.
  for (auto [M, N] : {std::pair{7, 5}, std::pair{4, 6}}) {
    const int Batch = 3, K = std::min(M, N);
    std::vector<Mat> As;
    std::vector<T> All;
    for (int B = 0; B < Batch; ++B) {
      As.push_back(random(M, N, 90 + B + M, Cx));
      std::vector<T> P = to<T>(As.back());
      All.insert(All.end(), P.begin(), P.end());
    }
    std::vector<T> U(size_t(M) * M * Batch), V(size_t(N) * N * Batch);
    std::vector<R> S(size_t(K) * Batch);
    std::vector<int> Infos(Batch, -1);
    ASSERT_EQ(Api<T>::gesvdjB(this->H, M, N, All.data(), S.data(), U.data(), V.data(),
                              Infos.data(), Pr, Batch),
              CUSOLVER_STATUS_SUCCESS);
    for (int B = 0; B < Batch; ++B) {
      EXPECT_EQ(Infos[B], 0);
      Mat Um = from(std::vector<T>(U.begin() + size_t(B) * M * M, U.begin() + size_t(B + 1) * M * M));
      Mat Vm = from(std::vector<T>(V.begin() + size_t(B) * N * N, V.begin() + size_t(B + 1) * N * N));
      Mat Sm(size_t(M) * N, 0);
      for (int J = 0; J < K; ++J)
        Sm[J + size_t(J) * M] = (long double)S[B * K + J];
      Mat USV = mul(mul(Um, Sm, M, M, N), Vm, M, N, N, false, true);
      EXPECT_LT(diff(USV, As[B]) / (norm(As[B]) * M * N * unit<T>()), 20) << M << "x" << N;
      EXPECT_LT(diff(mul(Um, Um, M, M, M, true), identity(M)) / (M * N * unit<T>()), 20);
    }
    double Res;
    EXPECT_EQ(cusolverDnXgesvdjGetResidual(this->H, Pr, &Res), CUSOLVER_STATUS_NOT_SUPPORTED);
  }
  ASSERT_EQ(cusolverDnDestroyGesvdjInfo(Pr), CUSOLVER_STATUS_SUCCESS);
}

/// The generic 64-bit API runs the typed routines' kernels: the same bits, int64_t pivots.
TYPED_TEST(Solver, GenericApi) {
  using T = TypeParam;
  using R = typename Sc<T>::Real;
  const bool Cx = Sc<T>::Complex;
  const cudaDataType Dt = dataType<T>(), Rt = realType<T>();
  cusolverDnParams_t Pr;
  ASSERT_EQ(cusolverDnCreateParams(&Pr), CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnSetAdvOptions(Pr, CUSOLVERDN_GETRF, CUSOLVER_ALG_0), CUSOLVER_STATUS_SUCCESS);
  const int N = 11, M = 14;
  size_t Dev = 0, Host = 1;
  int Info = -1, Info2 = -1;
  // getrf / getrs.
  Mat A = random(N, N, 21, Cx), B = random(N, 2, 22, Cx);
  std::vector<T> F = to<T>(A), F2 = F, X = to<T>(B), X2 = X;
  std::vector<int64_t> Ip64(N);
  std::vector<int> Ip(N);
  ASSERT_EQ(cusolverDnXgetrf_bufferSize(this->H, Pr, N, N, Dt, F.data(), N, Dt, &Dev, &Host),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_GE(Dev, sizeof(T));
  EXPECT_EQ(Host, 0u);
  std::vector<T> Work(Dev / sizeof(T) + 1);
  ASSERT_EQ(cusolverDnXgetrf(this->H, Pr, N, N, Dt, F.data(), N, Ip64.data(), Dt, Work.data(), Dev,
                             nullptr, 0, &Info),
            CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(Api<T>::getrf(this->H, N, N, F2.data(), Ip.data(), &Info2), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Info, 0);
  EXPECT_EQ(std::memcmp(F.data(), F2.data(), F.size() * sizeof(T)), 0);
  for (int K = 0; K < N; ++K)
    EXPECT_EQ(Ip64[K], Ip[K]);
  ASSERT_EQ(cusolverDnXgetrs(this->H, Pr, CUBLAS_OP_N, N, 2, Dt, F.data(), N, Ip64.data(), Dt,
                             X.data(), N, &Info),
            CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(Api<T>::getrs(this->H, CUBLAS_OP_N, N, 2, F2.data(), Ip.data(), X2.data(), &Info2),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(std::memcmp(X.data(), X2.data(), X.size() * sizeof(T)), 0);
  Mat Xm = from(X);
  EXPECT_LT(diff(mul(A, Xm, N, N, 2), B) / (norm(A) * norm(Xm) * N * unit<T>()), 10);
  // potrf / potrs.
  Mat P = solver_test::positiveDefinite(random(N, N, 23, Cx), N, (long double)N);
  F = to<T>(P), F2 = F, X = to<T>(B), X2 = X;
  ASSERT_EQ(cusolverDnXpotrf_bufferSize(this->H, Pr, CUBLAS_FILL_MODE_UPPER, N, Dt, F.data(), N,
                                        Dt, &Dev, &Host),
            CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnXpotrf(this->H, Pr, CUBLAS_FILL_MODE_UPPER, N, Dt, F.data(), N, Dt,
                             Work.data(), Dev, nullptr, 0, &Info),
            CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(Api<T>::potrf(this->H, CUBLAS_FILL_MODE_UPPER, N, F2.data(), &Info2),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Info, 0);
  EXPECT_EQ(std::memcmp(F.data(), F2.data(), F.size() * sizeof(T)), 0);
  ASSERT_EQ(cusolverDnXpotrs(this->H, Pr, CUBLAS_FILL_MODE_UPPER, N, 2, Dt, F.data(), N, Dt,
                             X.data(), N, &Info),
            CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(Api<T>::potrs(this->H, CUBLAS_FILL_MODE_UPPER, N, 2, F2.data(), X2.data(), &Info2),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(std::memcmp(X.data(), X2.data(), X.size() * sizeof(T)), 0);
  // geqrf.
  Mat Q = random(M, N, 24, Cx);
  F = to<T>(Q), F2 = F;
  std::vector<T> Tau(N), Tau2(N);
  ASSERT_EQ(cusolverDnXgeqrf_bufferSize(this->H, Pr, M, N, Dt, F.data(), M, Dt, Tau.data(), Dt,
                                        &Dev, &Host),
            CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnXgeqrf(this->H, Pr, M, N, Dt, F.data(), M, Dt, Tau.data(), Dt, Work.data(),
                             Dev, nullptr, 0, &Info),
            CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(Api<T>::geqrf(this->H, M, N, F2.data(), Tau2.data(), &Info2), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(std::memcmp(F.data(), F2.data(), F.size() * sizeof(T)), 0);
  EXPECT_EQ(std::memcmp(Tau.data(), Tau2.data(), Tau.size() * sizeof(T)), 0);
  // syevd.
  Mat Hm = solver_test::symmetrised(random(N, N, 25, Cx), N);
  F = to<T>(Hm), F2 = F;
  std::vector<R> W(N), W2(N);
  ASSERT_EQ(cusolverDnXsyevd_bufferSize(this->H, Pr, CUSOLVER_EIG_MODE_VECTOR,
                                        CUBLAS_FILL_MODE_LOWER, N, Dt, F.data(), N, Rt, W.data(),
                                        Dt, &Dev, &Host),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Dev, size_t(2 * N * N) * sizeof(T));
  std::vector<T> Big(Dev / sizeof(T)), Big2(Big.size());
  ASSERT_EQ(cusolverDnXsyevd(this->H, Pr, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, N, Dt,
                             F.data(), N, Rt, W.data(), Dt, Big.data(), Dev, nullptr, 0, &Info),
            CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(Api<T>::syevd(this->H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, N, F2.data(),
                          W2.data(), Big2.data(), int(Big2.size()), &Info2),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Info, 0);
  EXPECT_EQ(W, W2);
  EXPECT_EQ(std::memcmp(F.data(), F2.data(), F.size() * sizeof(T)), 0);
  // gesvd.
  F = to<T>(Q), F2 = F;
  std::vector<R> S(N), S2(N);
  std::vector<T> U(size_t(M) * N), U2(U.size()), VT(size_t(N) * N), VT2(VT.size());
  ASSERT_EQ(cusolverDnXgesvd_bufferSize(this->H, Pr, 'S', 'S', M, N, Dt, F.data(), M, Rt, S.data(),
                                        Dt, U.data(), M, Dt, VT.data(), N, Dt, &Dev, &Host),
            CUSOLVER_STATUS_SUCCESS);
  Big.assign(Dev / sizeof(T), T{}), Big2.assign(Big.size(), T{});
  ASSERT_EQ(cusolverDnXgesvd(this->H, Pr, 'S', 'S', M, N, Dt, F.data(), M, Rt, S.data(), Dt,
                             U.data(), M, Dt, VT.data(), N, Dt, Big.data(), Dev, nullptr, 0,
                             &Info),
            CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnSgesvd_bufferSize(this->H, M, N, &Info2), CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(Api<T>::gesvd(this->H, 'S', 'S', M, N, F2.data(), S2.data(), U2.data(), VT2.data(),
                          Big2.data(), int(Big2.size()), &Info2),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Info, 0);
  EXPECT_EQ(S, S2);
  EXPECT_EQ(std::memcmp(U.data(), U2.data(), U.size() * sizeof(T)), 0);
  EXPECT_EQ(std::memcmp(VT.data(), VT2.data(), VT.size() * sizeof(T)), 0);
  ASSERT_EQ(cusolverDnDestroyParams(Pr), CUSOLVER_STATUS_SUCCESS);
}

} // namespace
