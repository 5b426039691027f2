// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (each float group has its TOL line)
// Dense cuSOLVER, NVIDIA's cuSOLVER (reference build) against our kernels (route B,
// cusolver_library.h), for S, D, C and Z at n = 16 and 33 (m = n + 7 for the rectangular QR/SVD):
// getrf with partial pivoting (factors and pivots) and without (diagonally dominant input),
// getrs (N and T/C), potrf (both triangles), potrs, potri, potrfBatched/potrsBatched (three
// matrices, one not positive definite), geqrf (R, tau), orgqr/ungqr (Q),
// ormqr/unmqr (left op(Q) C, right C Q), syevd/heevd (eigenvalues, eigenvectors), gesvd (singular
// values; U and V^H for 'S'/'S'). Every group also reports devInfo (exact).
//
// Comparable outputs: LU factors and pivots are unique for distinct pivot candidates (random
// inputs: a tie within rounding is possible but unlikely, and would show as an ipiv mismatch);
// the Cholesky factor is unique; QR's R and tau are unique under LAPACK's reflector convention,
// which both follow; eigenvectors and singular vectors are unique up to a unit factor per vector
// for distinct values: each is normalised so that its largest component (of V's column for the
// SVD, with the same factor on U's column) is real and positive. Tolerances (TOL abs=E, from the
// reference's output): E = 64 n u max|value| for factors, solutions and values; for vectors
// E = 64 n u ||A||_max / gap, gap the smallest distance between the value and its neighbours.
#include "cusolver_report.h"

namespace {

using namespace solver_exec;

// The typed API.
template <class T> struct Api;
#define API(T, P, OR, SY)                                                                          \
  template <> struct Api<T> {                                                                      \
    using R = typename Sc<T>::Real;                                                                \
    static cusolverStatus_t getrfBuf(cusolverDnHandle_t H, int M, int N, T *A, int *L) {           \
      return cusolverDn##P##getrf_bufferSize(H, M, N, A, M, L);                                    \
    }                                                                                              \
    static cusolverStatus_t getrf(cusolverDnHandle_t H, int M, int N, T *A, T *W, int *Ip, int *I) { \
      return cusolverDn##P##getrf(H, M, N, A, M, W, Ip, I);                                        \
    }                                                                                              \
    static cusolverStatus_t getrs(cusolverDnHandle_t H, cublasOperation_t Op, int N, int K,        \
                                  const T *A, const int *Ip, T *B, int *I) {                       \
      return cusolverDn##P##getrs(H, Op, N, K, A, N, Ip, B, N, I);                                 \
    }                                                                                              \
    static cusolverStatus_t potrfBuf(cusolverDnHandle_t H, cublasFillMode_t U, int N, T *A, int *L) { \
      return cusolverDn##P##potrf_bufferSize(H, U, N, A, N, L);                                    \
    }                                                                                              \
    static cusolverStatus_t potrf(cusolverDnHandle_t H, cublasFillMode_t U, int N, T *A, T *W,     \
                                  int L, int *I) {                                                 \
      return cusolverDn##P##potrf(H, U, N, A, N, W, L, I);                                         \
    }                                                                                              \
    static cusolverStatus_t potrfB(cusolverDnHandle_t H, cublasFillMode_t U, int N, T **A, int *I,  \
                                   int Bt) {                                                       \
      return cusolverDn##P##potrfBatched(H, U, N, A, N, I, Bt);                                    \
    }                                                                                              \
    static cusolverStatus_t potrsB(cusolverDnHandle_t H, cublasFillMode_t U, int N, T **A, T **B,   \
                                   int *I, int Bt) {                                               \
      return cusolverDn##P##potrsBatched(H, U, N, 1, A, N, B, N, I, Bt);                           \
    }                                                                                              \
    static cusolverStatus_t potrs(cusolverDnHandle_t H, cublasFillMode_t U, int N, int K,          \
                                  const T *A, T *B, int *I) {                                      \
      return cusolverDn##P##potrs(H, U, N, K, A, N, B, N, I);                                      \
    }                                                                                              \
    static cusolverStatus_t potriBuf(cusolverDnHandle_t H, cublasFillMode_t U, int N, T *A, int *L) { \
      return cusolverDn##P##potri_bufferSize(H, U, N, A, N, L);                                    \
    }                                                                                              \
    static cusolverStatus_t potri(cusolverDnHandle_t H, cublasFillMode_t U, int N, T *A, T *W,     \
                                  int L, int *I) {                                                 \
      return cusolverDn##P##potri(H, U, N, A, N, W, L, I);                                         \
    }                                                                                              \
    static cusolverStatus_t geqrfBuf(cusolverDnHandle_t H, int M, int N, T *A, int *L) {           \
      return cusolverDn##P##geqrf_bufferSize(H, M, N, A, M, L);                                    \
    }                                                                                              \
    static cusolverStatus_t geqrf(cusolverDnHandle_t H, int M, int N, T *A, T *Tau, T *W, int L,   \
                                  int *I) {                                                        \
      return cusolverDn##P##geqrf(H, M, N, A, M, Tau, W, L, I);                                    \
    }                                                                                              \
    static cusolverStatus_t orgqrBuf(cusolverDnHandle_t H, int M, int N, int K, const T *A,        \
                                     const T *Tau, int *L) {                                       \
      return cusolverDn##P##OR##gqr_bufferSize(H, M, N, K, A, M, Tau, L);                          \
    }                                                                                              \
    static cusolverStatus_t orgqr(cusolverDnHandle_t H, int M, int N, int K, T *A, const T *Tau,   \
                                  T *W, int L, int *I) {                                           \
      return cusolverDn##P##OR##gqr(H, M, N, K, A, M, Tau, W, L, I);                               \
    }                                                                                              \
    static cusolverStatus_t ormqrBuf(cusolverDnHandle_t H, cublasSideMode_t S, cublasOperation_t O, \
                                     int M, int N, int K, const T *A, int Lda, const T *Tau,       \
                                     const T *C, int *L) {                                         \
      return cusolverDn##P##OR##mqr_bufferSize(H, S, O, M, N, K, A, Lda, Tau, C, M, L);            \
    }                                                                                              \
    static cusolverStatus_t ormqr(cusolverDnHandle_t H, cublasSideMode_t S, cublasOperation_t O,   \
                                  int M, int N, int K, const T *A, int Lda, const T *Tau, T *C,    \
                                  T *W, int L, int *I) {                                           \
      return cusolverDn##P##OR##mqr(H, S, O, M, N, K, A, Lda, Tau, C, M, W, L, I);                 \
    }                                                                                              \
    static cusolverStatus_t syevdBuf(cusolverDnHandle_t H, int N, const T *A, const R *W, int *L) { \
      return cusolverDn##P##SY##evd_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, \
                                               N, A, N, W, L);                                     \
    }                                                                                              \
    static cusolverStatus_t syevd(cusolverDnHandle_t H, int N, T *A, R *W, T *Wk, int L, int *I) { \
      return cusolverDn##P##SY##evd(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, N, A, N, \
                                    W, Wk, L, I);                                                  \
    }                                                                                              \
    static cusolverStatus_t gesvdBuf(cusolverDnHandle_t H, int M, int N, int *L) {                 \
      return cusolverDn##P##gesvd_bufferSize(H, M, N, L);                                          \
    }                                                                                              \
    static cusolverStatus_t gesvd(cusolverDnHandle_t H, signed char Ju, signed char Jv, int M,     \
                                  int N, T *A, R *S, T *U, T *VT, T *W, int L, R *Rw, int *I) {    \
      return cusolverDn##P##gesvd(H, Ju, Jv, M, N, A, M, S, U, M, VT, N, W, L, Rw, I);             \
    }                                                                                              \
  };
API(float, S, or, sy)
API(double, D, or, sy)
API(cuComplex, C, un, he)
API(cuDoubleComplex, Z, un, he)

template <class T> void lu(cusolverDnHandle_t H, int N, DeviceBuffer<int> &Info) {
  const bool Cx = Sc<T>::Complex;
  const double U = unit<T>();
  const std::string P = std::string(prefix<T>()) + "_n" + std::to_string(N) + "_";
  for (bool Pivot : {true, false}) {
    std::vector<CD> A = random(N, N, 100 + N + Pivot, Cx);
    for (int K = 0; K < N; ++K)
      A[K + size_t(K) * N] += Pivot ? 2.0 : double(N);
    DeviceBuffer<T> D(to<T>(A));
    DeviceBuffer<int> Ipiv(N);
    int L = 0;
    SOLVER_CHECK(Api<T>::getrfBuf(H, N, N, D.ptr, &L));
    Work<T> W;
    SOLVER_CHECK(Api<T>::getrf(H, N, N, D.ptr, W.get(L), Pivot ? Ipiv.ptr : nullptr, Info.ptr));
    std::string G = P + (Pivot ? "getrf" : "getrf_nopiv");
    std::vector<CD> F = back(D.get());
    info(G, Info.ptr);
    values<T>(G, F, 64 * N * U * maxAbs(F));
    if (Pivot) {
      std::vector<int> Ip = Ipiv.get();
      for (int K = 0; K < N; ++K)
        report_u32(G + "_ipiv", K, uint32_t(Ip[K]));
    }
    for (cublasOperation_t Op : {CUBLAS_OP_N, Cx ? CUBLAS_OP_C : CUBLAS_OP_T}) {
      DeviceBuffer<T> B(to<T>(random(N, 2, 7 + Op, Cx)));
      SOLVER_CHECK(Api<T>::getrs(H, Op, N, 2, D.ptr, Pivot ? Ipiv.ptr : nullptr, B.ptr, Info.ptr));
      std::string Gs = G + (Op == CUBLAS_OP_N ? "_getrs_n" : "_getrs_t");
      std::vector<CD> X = back(B.get());
      info(Gs, Info.ptr);
      values<T>(Gs, X, 64 * N * U * maxAbs(X) * 8);
    }
  }
}

template <class T> void cholesky(cusolverDnHandle_t H, int N, DeviceBuffer<int> &Info) {
  const bool Cx = Sc<T>::Complex;
  const double U = unit<T>();
  const std::string P = std::string(prefix<T>()) + "_n" + std::to_string(N) + "_";
  std::vector<CD> M0 = random(N, N, 300 + N, Cx), A(size_t(N) * N);
  for (int I = 0; I < N; ++I)
    for (int J = 0; J < N; ++J) {
      CD S = 0;
      for (int K = 0; K < N; ++K)
        S += M0[I + size_t(K) * N] * std::conj(M0[J + size_t(K) * N]);
      A[I + size_t(J) * N] = S + (I == J ? double(N) : 0.0);
    }
  for (cublasFillMode_t Uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
    const bool Lo = Uplo == CUBLAS_FILL_MODE_LOWER;
    std::string G = P + (Lo ? "potrf_l" : "potrf_u");
    DeviceBuffer<T> D(to<T>(A));
    int L = 0;
    SOLVER_CHECK(Api<T>::potrfBuf(H, Uplo, N, D.ptr, &L));
    Work<T> W;
    SOLVER_CHECK(Api<T>::potrf(H, Uplo, N, D.ptr, W.get(L), L, Info.ptr));
    std::vector<CD> F = back(D.get()), Tri;
    for (int J = 0; J < N; ++J)
      for (int I = 0; I < N; ++I)
        if (Lo ? I >= J : I <= J)
          Tri.push_back(F[I + size_t(J) * N]);
    info(G, Info.ptr);
    values<T>(G, Tri, 64 * N * U * maxAbs(Tri));
    DeviceBuffer<T> B(to<T>(random(N, 3, 17, Cx)));
    SOLVER_CHECK(Api<T>::potrs(H, Uplo, N, 3, D.ptr, B.ptr, Info.ptr));
    std::vector<CD> X = back(B.get());
    info(G + "_potrs", Info.ptr);
    values<T>(G + "_potrs", X, 64 * N * U * maxAbs(X) * 8);
    SOLVER_CHECK(Api<T>::potriBuf(H, Uplo, N, D.ptr, &L));
    SOLVER_CHECK(Api<T>::potri(H, Uplo, N, D.ptr, W.get(L), L, Info.ptr));
    std::vector<CD> Inv = back(D.get()), TriInv;
    for (int J = 0; J < N; ++J)
      for (int I = 0; I < N; ++I)
        if (Lo ? I >= J : I <= J)
          TriInv.push_back(Inv[I + size_t(J) * N]);
    info(G + "_potri", Info.ptr);
    values<T>(G + "_potri", TriInv, 64 * N * U * maxAbs(TriInv) * 8);
  }
}

/// potrfBatched + potrsBatched over three matrices (the second not positive definite).
template <class T> void batched(cusolverDnHandle_t H, int N) {
  const bool Cx = Sc<T>::Complex;
  const double U = unit<T>();
  const std::string G = std::string(prefix<T>()) + "_n" + std::to_string(N) + "_potrf_batched";
  const int Batch = 3;
  std::vector<DeviceBuffer<T> *> A, B;
  std::vector<T *> Ap, Bp;
  for (int K = 0; K < Batch; ++K) {
    std::vector<CD> M0 = random(N, N, 1000 + K + N, Cx), S(size_t(N) * N);
    for (int I = 0; I < N; ++I)
      for (int J = 0; J < N; ++J) {
        CD X = 0;
        for (int L = 0; L < N; ++L)
          X += M0[I + size_t(L) * N] * std::conj(M0[J + size_t(L) * N]);
        S[I + size_t(J) * N] = X + (I == J ? double(N) : 0.0);
      }
    if (K == 1)
      S[3 + size_t(3) * N] = -1e3;
    A.push_back(new DeviceBuffer<T>(to<T>(S)));
    B.push_back(new DeviceBuffer<T>(to<T>(random(N, 1, 1100 + K, Cx))));
    Ap.push_back(A.back()->ptr);
    Bp.push_back(B.back()->ptr);
  }
  DeviceBuffer<T *> Ad(Ap), Bd(Bp);
  DeviceBuffer<int> Infos(Batch), One(1);
  SOLVER_CHECK(Api<T>::potrfB(H, CUBLAS_FILL_MODE_LOWER, N, Ad.ptr, Infos.ptr, Batch));
  std::vector<int> Iv = Infos.get();
  for (int K = 0; K < Batch; ++K)
    report_u32(G + "_info", K, uint32_t(Iv[K]));
  // Solve with the two factored matrices only (the second's factor is partial).
  std::vector<T *> Good = {Ap[0], Ap[2]}, GoodB = {Bp[0], Bp[2]};
  DeviceBuffer<T *> Gd(Good), GBd(GoodB);
  SOLVER_CHECK(Api<T>::potrsB(H, CUBLAS_FILL_MODE_LOWER, N, Gd.ptr, GBd.ptr, One.ptr, 2));
  info(G + "_potrs", One.ptr);
  std::vector<CD> L;
  for (int K : {0, 2}) {
    std::vector<CD> F = back(A[K]->get());
    for (int J = 0; J < N; ++J)
      for (int I = J; I < N; ++I)
        L.push_back(F[I + size_t(J) * N]);
  }
  values<T>(G, L, 64 * N * U * maxAbs(L));
  std::vector<CD> X0 = back(B[0]->get()), X2 = back(B[2]->get());
  X0.insert(X0.end(), X2.begin(), X2.end());
  values<T>(G + "_potrs", X0, 64 * N * U * maxAbs(X0) * 8);
  for (int K = 0; K < Batch; ++K) {
    delete A[K];
    delete B[K];
  }
}

template <class T> void qr(cusolverDnHandle_t H, int N, DeviceBuffer<int> &Info) {
  const bool Cx = Sc<T>::Complex;
  const double U = unit<T>();
  const int M = N + 7;
  const std::string P = std::string(prefix<T>()) + "_" + std::to_string(M) + "x" +
                        std::to_string(N) + "_";
  std::vector<CD> A = random(M, N, 500 + N, Cx);
  DeviceBuffer<T> D(to<T>(A)), Tau(N);
  int L = 0;
  SOLVER_CHECK(Api<T>::geqrfBuf(H, M, N, D.ptr, &L));
  Work<T> W;
  SOLVER_CHECK(Api<T>::geqrf(H, M, N, D.ptr, Tau.ptr, W.get(L), L, Info.ptr));
  std::vector<CD> F = back(D.get()), R, Tv = back(Tau.get());
  for (int J = 0; J < N; ++J)
    for (int I = 0; I <= J; ++I)
      R.push_back(F[I + size_t(J) * M]);
  info(P + "geqrf", Info.ptr);
  values<T>(P + "geqrf_r", R, 64 * M * U * maxAbs(R));
  values<T>(P + "geqrf_tau", Tv, 64 * M * U * 2);
  // op(Q) C from the left and C Q from the right.
  for (bool Left : {true, false}) {
    cublasOperation_t Op = Left ? (Cx ? CUBLAS_OP_C : CUBLAS_OP_T) : CUBLAS_OP_N;
    int Rows = Left ? M : 5, Cols = Left ? 5 : M;
    DeviceBuffer<T> C(to<T>(random(Rows, Cols, 900 + Left, Cx)));
    SOLVER_CHECK(Api<T>::ormqrBuf(H, Left ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT, Op, Rows, Cols, N,
                                  D.ptr, M, Tau.ptr, C.ptr, &L));
    SOLVER_CHECK(Api<T>::ormqr(H, Left ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT, Op, Rows, Cols, N,
                               D.ptr, M, Tau.ptr, C.ptr, W.get(L), L, Info.ptr));
    std::string G = P + (Left ? "ormqr_left_adj" : "ormqr_right_n");
    std::vector<CD> X = back(C.get());
    info(G, Info.ptr);
    values<T>(G, X, 64 * M * U * maxAbs(X) * 4);
  }
  SOLVER_CHECK(Api<T>::orgqrBuf(H, M, N, N, D.ptr, Tau.ptr, &L));
  SOLVER_CHECK(Api<T>::orgqr(H, M, N, N, D.ptr, Tau.ptr, W.get(L), L, Info.ptr));
  std::vector<CD> Q = back(D.get());
  info(P + "orgqr", Info.ptr);
  values<T>(P + "orgqr", Q, 64 * M * U * 4);
}

template <class T> void eigen(cusolverDnHandle_t H, int N, DeviceBuffer<int> &Info) {
  using R = typename Sc<T>::Real;
  const bool Cx = Sc<T>::Complex;
  const double U = unit<T>();
  const std::string P = std::string(prefix<T>()) + "_n" + std::to_string(N) + "_";
  std::vector<CD> M0 = random(N, N, 700 + N, Cx), A(size_t(N) * N);
  for (int I = 0; I < N; ++I)
    for (int J = 0; J < N; ++J)
      A[I + size_t(J) * N] = (M0[I + size_t(J) * N] + std::conj(M0[J + size_t(I) * N])) / 2.0;
  DeviceBuffer<T> D(to<T>(A));
  DeviceBuffer<R> Wv(N);
  int L = 0;
  SOLVER_CHECK(Api<T>::syevdBuf(H, N, D.ptr, Wv.ptr, &L));
  Work<T> W;
  SOLVER_CHECK(Api<T>::syevd(H, N, D.ptr, Wv.ptr, W.get(L), L, Info.ptr));
  std::vector<R> Ev = Wv.get();
  std::vector<CD> Vals(Ev.begin(), Ev.end()), V = back(D.get());
  info(P + "syevd", Info.ptr);
  std::vector<CD> RealVals;
  for (R X : Ev)
    RealVals.push_back(CD(X, 0));
  // Eigenvalues are real: print them as reals.
  std::printf("TOL %s abs=%.6g\n", (P + "syevd_w").c_str(), 64 * N * U * maxAbs(RealVals));
  for (int K = 0; K < N; ++K) {
    if (sizeof(R) == 8)
      report_f64(P + "syevd_w", K, double(Ev[K]));
    else
      report_f32(P + "syevd_w", K, float(Ev[K]));
  }
  normalise(V, N, N);
  double Gap = 1e300;
  for (int K = 1; K < N; ++K)
    Gap = std::min(Gap, double(Ev[K] - Ev[K - 1]));
  values<T>(P + "syevd_v", V, std::min(0.1, 64 * N * U * maxAbs(A) / std::max(Gap, 1e-30)));
}

template <class T> void svd(cusolverDnHandle_t H, int N, DeviceBuffer<int> &Info) {
  using R = typename Sc<T>::Real;
  const bool Cx = Sc<T>::Complex;
  const double U = unit<T>();
  const int M = N + 7;
  const std::string P = std::string(prefix<T>()) + "_" + std::to_string(M) + "x" +
                        std::to_string(N) + "_";
  std::vector<CD> A = random(M, N, 800 + N, Cx);
  int L = 0;
  SOLVER_CHECK(Api<T>::gesvdBuf(H, M, N, &L));
  Work<T> W;
  DeviceBuffer<R> Rw(N);
  for (bool Vectors : {true, false}) {
    DeviceBuffer<T> D(to<T>(A)), Um(size_t(M) * N), VT(size_t(N) * N);
    DeviceBuffer<R> S(N);
    SOLVER_CHECK(Api<T>::gesvd(H, Vectors ? 'S' : 'N', Vectors ? 'S' : 'N', M, N, D.ptr, S.ptr,
                               Um.ptr, VT.ptr, W.get(L), L, Rw.ptr, Info.ptr));
    std::string G = P + (Vectors ? "gesvd_ss" : "gesvd_nn");
    std::vector<R> Sv = S.get();
    info(G, Info.ptr);
    std::printf("TOL %s abs=%.6g\n", (G + "_s").c_str(), 64 * M * U * double(Sv[0]));
    for (int K = 0; K < N; ++K) {
      if (sizeof(R) == 8)
        report_f64(G + "_s", K, double(Sv[K]));
      else
        report_f32(G + "_s", K, float(Sv[K]));
    }
    if (!Vectors)
      continue;
    std::vector<CD> Uv = back(Um.get()), Vh = back(VT.get()), V(size_t(N) * N);
    for (int I = 0; I < N; ++I)
      for (int J = 0; J < N; ++J)
        V[I + size_t(J) * N] = std::conj(Vh[J + size_t(I) * N]); // V = (V^H)^H
    normalise(V, N, N, &Uv, M);
    double Gap = 1e300;
    for (int K = 1; K < N; ++K)
      Gap = std::min(Gap, double(Sv[K - 1] - Sv[K]));
    double E = std::min(0.1, 64 * M * U * double(Sv[0]) / std::max(Gap, 1e-30));
    values<T>(G + "_u", Uv, E);
    values<T>(G + "_v", V, E);
  }
}

template <class T> void all(cusolverDnHandle_t H, DeviceBuffer<int> &Info) {
  for (int N : {16, 33}) {
    lu<T>(H, N, Info);
    cholesky<T>(H, N, Info);
    batched<T>(H, N);
    qr<T>(H, N, Info);
    eigen<T>(H, N, Info);
    svd<T>(H, N, Info);
  }
}

} // namespace

int main() {
  cusolverDnHandle_t H;
  SOLVER_CHECK(cusolverDnCreate(&H));
  cudaStream_t S;
  EXEC_CHECK(cudaStreamCreate(&S));
  SOLVER_CHECK(cusolverDnSetStream(H, S));
  DeviceBuffer<int> Info(1);
  all<float>(H, Info);
  all<double>(H, Info);
  all<cuComplex>(H, Info);
  all<cuDoubleComplex>(H, Info);
  // A singular LU and an indefinite Cholesky: devInfo (exact).
  {
    std::vector<double> A = {1, 0, 0, 0, 0, 0, 0, 0, 2}; // diag(1, 0, 2)
    DeviceBuffer<double> D(A);
    DeviceBuffer<int> Ip(3);
    int L = 0;
    SOLVER_CHECK(cusolverDnDgetrf_bufferSize(H, 3, 3, D.ptr, 3, &L));
    DeviceBuffer<double> W(size_t(std::max(L, 1)));
    SOLVER_CHECK(cusolverDnDgetrf(H, 3, 3, D.ptr, 3, W.ptr, Ip.ptr, Info.ptr));
    info("d_singular_getrf", Info.ptr);
    std::vector<double> B = {1, 0, 0, 0, 1, 0, 0, 0, -1};
    DeviceBuffer<double> E(B);
    SOLVER_CHECK(cusolverDnDpotrf_bufferSize(H, CUBLAS_FILL_MODE_LOWER, 3, E.ptr, 3, &L));
    DeviceBuffer<double> W2(size_t(std::max(L, 1)));
    SOLVER_CHECK(cusolverDnDpotrf(H, CUBLAS_FILL_MODE_LOWER, 3, E.ptr, 3, W2.ptr, L, Info.ptr));
    info("d_indefinite_potrf", Info.ptr);
  }
  SOLVER_CHECK(cusolverDnDestroy(H));
  EXEC_CHECK(cudaStreamDestroy(S));
  return finish();
}
