// SPDX-License-Identifier: Apache-2.0
// The dense cuSOLVER kernels' arithmetic, run on the host (EngineHost.cpp), through the API, for
// S/D/C/Z: residuals and orthogonality measured in long double, relative to n u ||A||:
// getrf/getrs (pivoting and none, N/T/C, singular info), potrf/potrs/potri (both triangles, info
// of a non-positive-definite matrix), geqrf/orgqr/ormqr (every side and operation), syevd/heevd
// and gesvd (every job).
#include <cusolverDn.h>
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <vector>

namespace {

using LC = std::complex<long double>;

template <class T> struct Sc {
  static constexpr bool Complex = false;
  using Real = T;
  static LC get(T X) { return LC(X, 0); }
  static T make(LC X) { return T(X.real()); }
};
template <> struct Sc<cuComplex> {
  static constexpr bool Complex = true;
  using Real = float;
  static LC get(cuComplex X) { return LC(X.x, X.y); }
  static cuComplex make(LC X) { return {float(X.real()), float(X.imag())}; }
};
template <> struct Sc<cuDoubleComplex> {
  static constexpr bool Complex = true;
  using Real = double;
  static LC get(cuDoubleComplex X) { return LC(X.x, X.y); }
  static cuDoubleComplex make(LC X) { return {double(X.real()), double(X.imag())}; }
};
template <class T> long double unit() { return sizeof(typename Sc<T>::Real) == 4 ? 6e-8L : 1.2e-16L; }

using Mat = std::vector<LC>; // column-major, explicit rows

Mat random(int M, int N, unsigned Seed, bool Complex) {
  Mat A(size_t(M) * N);
  uint64_t S = Seed * 0x9E3779B97F4A7C15ull + 3;
  auto next = [&S] {
    S ^= S << 13;
    S ^= S >> 7;
    S ^= S << 17;
    return -1.0L + 2.0L * (long double)(S >> 11) / (long double)(1ull << 53);
  };
  for (LC &X : A) {
    long double Re = next();
    X = LC(Re, Complex ? next() : 0.0L);
  }
  return A;
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

template <class T> std::vector<T> to(const Mat &A) {
  std::vector<T> Out(A.size());
  for (size_t I = 0; I < A.size(); ++I)
    Out[I] = Sc<T>::make(A[I]);
  return Out;
}
template <class T> Mat from(const std::vector<T> &A) {
  Mat Out(A.size());
  for (size_t I = 0; I < A.size(); ++I)
    Out[I] = Sc<T>::get(A[I]);
  return Out;
}

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
  };
API(float, S, or, sy)
API(double, D, or, sy)
API(cuComplex, C, un, he)
API(cuDoubleComplex, Z, un, he)

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

} // namespace
