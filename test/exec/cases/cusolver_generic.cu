// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (each float group has its TOL line)
// cuSOLVER's generic 64-bit API, Jacobi routines and sytrf: NVIDIA's cuSOLVER (reference build)
// against our kernels (route B, cusolver_library.h), for S, D, C and Z at n = 12 and 29:
//   generic API (cusolverDnParams, cudaDataType): Xgetrf (factors, int64_t pivots) + Xgetrs (N),
//     Xpotrf (lower) + Xpotrs, Xgeqrf (R, tau; m = n + 5), Xsyevd (values, vectors), Xgesvd 'S'/'S'
//     (values, U, V^H);
//   syevj/heevj (values, vectors; tolerance 1e-12 / 1e-6 and 100 sweeps) and syevjBatched (three
//     matrices of order min(n, 32), sorted);
//   gesvdj with econ = 1 for m = n + 5 and for m = n - 5 (values; U and V's first min(m, n)
//     columns: the completion of a full U or V is not unique) and gesvdjBatched (three 9 x 6);
//   sytrf lower and upper (D and L/U factors, ipiv) of a symmetric (complex: complex symmetric)
//     random matrix;
//   devInfo of every call, and the statuses of Xsyevj GetResidual after a batched call
//     (documented: NOT_SUPPORTED) and of invalid calls (group "status", exact).
// Comparable outputs as in cusolver_dense.cu: LU/Cholesky/QR factors are unique (LAPACK's
// conventions, which both follow); eigen/singular vectors are normalised so that the largest
// component of each (V's for an SVD, the same factor on U's column) is real positive. sytrf's
// Bunch-Kaufman factors are LAPACK's (xSYTRF) in both; an ipiv mismatch would mean a pivot test
// (|a_kk| >= alpha colmax and its variants) decided within rounding. Not compared: the Jacobi
// residual and sweep counts (algorithm-specific; unit-tested on the host).
// Tolerances (TOL abs=E, from the reference's output) as cusolver_dense.cu's: E = 64 n u max|value|
// for factors and values (x8 for solutions), vectors 64 n u ||A|| / gap.
#include "cusolver_report.h"

#include <cstdint>

namespace {

using namespace solver_exec;

template <class T> constexpr cudaDataType dataType() {
  return std::is_same<T, float>::value    ? CUDA_R_32F
         : std::is_same<T, double>::value ? CUDA_R_64F
         : std::is_same<T, cuComplex>::value ? CUDA_C_32F
                                             : CUDA_C_64F;
}
template <class T> constexpr cudaDataType realType() {
  return sizeof(typename Sc<T>::Real) == 4 ? CUDA_R_32F : CUDA_R_64F;
}

// The typed Jacobi routines and sytrf.
template <class T> struct Api;
#define API(T, P, SY)                                                                              \
  template <> struct Api<T> {                                                                      \
    using R = typename Sc<T>::Real;                                                                \
    static cusolverStatus_t syevjBuf(cusolverDnHandle_t H, int N, const T *A, const R *W, int *L,  \
                                     syevjInfo_t Pr) {                                             \
      return cusolverDn##P##SY##evj_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR,                       \
                                               CUBLAS_FILL_MODE_LOWER, N, A, N, W, L, Pr);         \
    }                                                                                              \
    static cusolverStatus_t syevj(cusolverDnHandle_t H, int N, T *A, R *W, T *Wk, int L, int *I,   \
                                  syevjInfo_t Pr) {                                                \
      return cusolverDn##P##SY##evj(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, N, A, N,  \
                                    W, Wk, L, I, Pr);                                              \
    }                                                                                              \
    static cusolverStatus_t syevjBBuf(cusolverDnHandle_t H, int N, const T *A, const R *W, int *L, \
                                      syevjInfo_t Pr, int B) {                                     \
      return cusolverDn##P##SY##evjBatched_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR,                \
                                                      CUBLAS_FILL_MODE_UPPER, N, A, N, W, L, Pr,  \
                                                      B);                                          \
    }                                                                                              \
    static cusolverStatus_t syevjB(cusolverDnHandle_t H, int N, T *A, R *W, T *Wk, int L, int *I,  \
                                   syevjInfo_t Pr, int B) {                                        \
      return cusolverDn##P##SY##evjBatched(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_UPPER, N, \
                                           A, N, W, Wk, L, I, Pr, B);                              \
    }                                                                                              \
    static cusolverStatus_t gesvdjBuf(cusolverDnHandle_t H, int M, int N, const T *A, const R *S,  \
                                      const T *U, const T *V, int *L, gesvdjInfo_t Pr) {           \
      return cusolverDn##P##gesvdj_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, 1, M, N, A, M, S, U, M, \
                                              V, N, L, Pr);                                        \
    }                                                                                              \
    static cusolverStatus_t gesvdj(cusolverDnHandle_t H, int M, int N, T *A, R *S, T *U, T *V,     \
                                   T *Wk, int L, int *I, gesvdjInfo_t Pr) {                        \
      return cusolverDn##P##gesvdj(H, CUSOLVER_EIG_MODE_VECTOR, 1, M, N, A, M, S, U, M, V, N, Wk,  \
                                   L, I, Pr);                                                      \
    }                                                                                              \
    static cusolverStatus_t gesvdjBBuf(cusolverDnHandle_t H, int M, int N, const T *A,             \
                                       const R *S, const T *U, const T *V, int *L,                 \
                                       gesvdjInfo_t Pr, int B) {                                   \
      return cusolverDn##P##gesvdjBatched_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, M, N, A, M, S,  \
                                                     U, M, V, N, L, Pr, B);                        \
    }                                                                                              \
    static cusolverStatus_t gesvdjB(cusolverDnHandle_t H, int M, int N, T *A, R *S, T *U, T *V,    \
                                    T *Wk, int L, int *I, gesvdjInfo_t Pr, int B) {                \
      return cusolverDn##P##gesvdjBatched(H, CUSOLVER_EIG_MODE_VECTOR, M, N, A, M, S, U, M, V, N,  \
                                          Wk, L, I, Pr, B);                                        \
    }                                                                                              \
    static cusolverStatus_t sytrfBuf(cusolverDnHandle_t H, int N, T *A, int *L) {                  \
      return cusolverDn##P##sytrf_bufferSize(H, N, A, N, L);                                       \
    }                                                                                              \
    static cusolverStatus_t sytrf(cusolverDnHandle_t H, cublasFillMode_t U, int N, T *A, int *Ip,  \
                                  T *Wk, int L, int *I) {                                          \
      return cusolverDn##P##sytrf(H, U, N, A, N, Ip, Wk, L, I);                                    \
    }                                                                                              \
  };
API(float, S, sy)
API(double, D, sy)
API(cuComplex, C, he)
API(cuDoubleComplex, Z, he)

std::string name(const char *P, int N, const char *What) {
  return std::string(P) + "_n" + std::to_string(N) + "_" + What;
}

template <class T> void generic(cusolverDnHandle_t H, cusolverDnParams_t Pr, int N, DeviceBuffer<int> &Info) {
  using R = typename Sc<T>::Real;
  const bool Cx = Sc<T>::Complex;
  const double U = unit<T>();
  const cudaDataType Dt = dataType<T>(), Rt = realType<T>();
  const char *P = prefix<T>();
  Work<char> Dw;
  size_t Dev = 0, Host = 0;
  std::vector<char> HostWork;
  // Xgetrf (partial pivoting, int64_t ipiv) and Xgetrs.
  {
    std::vector<CD> A = random(N, N, 2000 + N, Cx);
    for (int K = 0; K < N; ++K)
      A[K + size_t(K) * N] += 2.0;
    DeviceBuffer<T> D(to<T>(A));
    DeviceBuffer<int64_t> Ip(N);
    SOLVER_CHECK(cusolverDnXgetrf_bufferSize(H, Pr, N, N, Dt, D.ptr, N, Dt, &Dev, &Host));
    HostWork.resize(Host + 1);
    SOLVER_CHECK(cusolverDnXgetrf(H, Pr, N, N, Dt, D.ptr, N, Ip.ptr, Dt, Dw.get((long long)Dev),
                                  Dev, HostWork.data(), Host, Info.ptr));
    std::vector<CD> F = back(D.get());
    info(name(P, N, "xgetrf"), Info.ptr);
    values<T>(name(P, N, "xgetrf"), F, 64 * N * U * maxAbs(F));
    std::vector<int64_t> Ipv = Ip.get();
    for (int K = 0; K < N; ++K)
      report_u64(name(P, N, "xgetrf_ipiv"), K, uint64_t(Ipv[K]));
    DeviceBuffer<T> B(to<T>(random(N, 2, 2100 + N, Cx)));
    SOLVER_CHECK(cusolverDnXgetrs(H, Pr, CUBLAS_OP_N, N, 2, Dt, D.ptr, N, Ip.ptr, Dt, B.ptr, N, Info.ptr));
    std::vector<CD> X = back(B.get());
    info(name(P, N, "xgetrs"), Info.ptr);
    values<T>(name(P, N, "xgetrs"), X, 64 * N * U * maxAbs(X) * 8);
  }
  // Xpotrf (lower) and Xpotrs.
  {
    std::vector<CD> A = solver_test::positiveDefinite(random(N, N, 2200 + N, Cx), N, double(N));
    DeviceBuffer<T> D(to<T>(A));
    SOLVER_CHECK(cusolverDnXpotrf_bufferSize(H, Pr, CUBLAS_FILL_MODE_LOWER, N, Dt, D.ptr, N, Dt, &Dev, &Host));
    HostWork.resize(Host + 1);
    SOLVER_CHECK(cusolverDnXpotrf(H, Pr, CUBLAS_FILL_MODE_LOWER, N, Dt, D.ptr, N, Dt,
                                  Dw.get((long long)Dev), Dev, HostWork.data(), Host, Info.ptr));
    std::vector<CD> F = back(D.get()), L;
    for (int J = 0; J < N; ++J)
      for (int I = J; I < N; ++I)
        L.push_back(F[I + size_t(J) * N]);
    info(name(P, N, "xpotrf"), Info.ptr);
    values<T>(name(P, N, "xpotrf"), L, 64 * N * U * maxAbs(L));
    DeviceBuffer<T> B(to<T>(random(N, 3, 2300 + N, Cx)));
    SOLVER_CHECK(cusolverDnXpotrs(H, Pr, CUBLAS_FILL_MODE_LOWER, N, 3, Dt, D.ptr, N, Dt, B.ptr, N, Info.ptr));
    std::vector<CD> X = back(B.get());
    info(name(P, N, "xpotrs"), Info.ptr);
    values<T>(name(P, N, "xpotrs"), X, 64 * N * U * maxAbs(X) * 8);
  }
  // Xgeqrf, m = n + 5.
  {
    const int M = N + 5;
    DeviceBuffer<T> D(to<T>(random(M, N, 2400 + N, Cx))), Tau(N);
    SOLVER_CHECK(cusolverDnXgeqrf_bufferSize(H, Pr, M, N, Dt, D.ptr, M, Dt, Tau.ptr, Dt, &Dev, &Host));
    HostWork.resize(Host + 1);
    SOLVER_CHECK(cusolverDnXgeqrf(H, Pr, M, N, Dt, D.ptr, M, Dt, Tau.ptr, Dt, Dw.get((long long)Dev),
                                  Dev, HostWork.data(), Host, Info.ptr));
    std::vector<CD> F = back(D.get()), Rr, Tv = back(Tau.get());
    for (int J = 0; J < N; ++J)
      for (int I = 0; I <= J; ++I)
        Rr.push_back(F[I + size_t(J) * M]);
    info(name(P, N, "xgeqrf"), Info.ptr);
    values<T>(name(P, N, "xgeqrf_r"), Rr, 64 * M * U * maxAbs(Rr));
    values<T>(name(P, N, "xgeqrf_tau"), Tv, 64 * M * U * 2);
  }
  // Xsyevd (vectors, upper).
  {
    std::vector<CD> A = solver_test::symmetrised(random(N, N, 2500 + N, Cx), N);
    DeviceBuffer<T> D(to<T>(A));
    DeviceBuffer<R> W(N);
    SOLVER_CHECK(cusolverDnXsyevd_bufferSize(H, Pr, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_UPPER,
                                             N, Dt, D.ptr, N, Rt, W.ptr, Dt, &Dev, &Host));
    HostWork.resize(Host + 1);
    SOLVER_CHECK(cusolverDnXsyevd(H, Pr, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_UPPER, N, Dt,
                                  D.ptr, N, Rt, W.ptr, Dt, Dw.get((long long)Dev), Dev,
                                  HostWork.data(), Host, Info.ptr));
    std::vector<R> Ev = W.get();
    std::vector<CD> V = back(D.get());
    info(name(P, N, "xsyevd"), Info.ptr);
    reals(name(P, N, "xsyevd_w"), Ev, 64 * N * U * maxAbs(A) * 2);
    normalise(V, N, N);
    values<T>(name(P, N, "xsyevd_v"), V, std::min(0.1, 64 * N * U * maxAbs(A) / gap(Ev)));
  }
  // Xgesvd 'S'/'S', m = n + 5.
  {
    const int M = N + 5;
    DeviceBuffer<T> D(to<T>(random(M, N, 2600 + N, Cx))), Um(size_t(M) * N), VT(size_t(N) * N);
    DeviceBuffer<R> S(N);
    SOLVER_CHECK(cusolverDnXgesvd_bufferSize(H, Pr, 'S', 'S', M, N, Dt, D.ptr, M, Rt, S.ptr, Dt,
                                             Um.ptr, M, Dt, VT.ptr, N, Dt, &Dev, &Host));
    HostWork.resize(Host + 1);
    SOLVER_CHECK(cusolverDnXgesvd(H, Pr, 'S', 'S', M, N, Dt, D.ptr, M, Rt, S.ptr, Dt, Um.ptr, M, Dt,
                                  VT.ptr, N, Dt, Dw.get((long long)Dev), Dev, HostWork.data(), Host,
                                  Info.ptr));
    std::vector<R> Sv = S.get();
    info(name(P, N, "xgesvd"), Info.ptr);
    reals(name(P, N, "xgesvd_s"), Sv, 64 * M * U * double(Sv[0]));
    std::vector<CD> Uv = back(Um.get()), Vh = back(VT.get()), V(size_t(N) * N);
    for (int I = 0; I < N; ++I)
      for (int J = 0; J < N; ++J)
        V[I + size_t(J) * N] = std::conj(Vh[J + size_t(I) * N]);
    normalise(V, N, N, &Uv, M);
    double E = std::min(0.1, 64 * M * U * double(Sv[0]) / gap(Sv));
    values<T>(name(P, N, "xgesvd_u"), Uv, E);
    values<T>(name(P, N, "xgesvd_v"), V, E);
  }
}

template <class T> void jacobi(cusolverDnHandle_t H, int N, DeviceBuffer<int> &Info) {
  using R = typename Sc<T>::Real;
  const bool Cx = Sc<T>::Complex;
  const double U = unit<T>();
  const char *P = prefix<T>();
  Work<T> W;
  int L = 0;
  // syevj / heevj, one matrix.
  {
    syevjInfo_t Sj;
    SOLVER_CHECK(cusolverDnCreateSyevjInfo(&Sj));
    SOLVER_CHECK(cusolverDnXsyevjSetTolerance(Sj, sizeof(R) == 8 ? 1e-12 : 1e-6));
    SOLVER_CHECK(cusolverDnXsyevjSetMaxSweeps(Sj, 100));
    std::vector<CD> A = solver_test::symmetrised(random(N, N, 3000 + N, Cx), N);
    DeviceBuffer<T> D(to<T>(A));
    DeviceBuffer<R> Wv(N);
    SOLVER_CHECK(Api<T>::syevjBuf(H, N, D.ptr, Wv.ptr, &L, Sj));
    SOLVER_CHECK(Api<T>::syevj(H, N, D.ptr, Wv.ptr, W.get(L), L, Info.ptr, Sj));
    std::vector<R> Ev = Wv.get();
    std::vector<CD> V = back(D.get());
    info(name(P, N, "syevj"), Info.ptr);
    double Res = -1;
    int Sweeps = -1;
    SOLVER_CHECK(cusolverDnXsyevjGetResidual(H, Sj, &Res));
    SOLVER_CHECK(cusolverDnXsyevjGetSweeps(H, Sj, &Sweeps));
    // Eigenvalues within the tolerance asked for (the Jacobi residual bounds their error).
    const double Tol = sizeof(R) == 8 ? 1e-12 : 1e-6;
    reals(name(P, N, "syevj_w"), Ev, std::max(64 * N * U, 4 * Tol) * maxAbs(A) * 2);
    normalise(V, N, N);
    values<T>(name(P, N, "syevj_v"), V,
              std::min(0.1, std::max(64 * N * U, 4 * Tol) * N * maxAbs(A) / gap(Ev)));
    // syevjBatched: three matrices of order min(n, 32), sorted; GetResidual after it: NOT_SUPPORTED.
    const int Nb = std::min(N, 32), Batch = 3;
    std::vector<T> All;
    double Amax = 0;
    for (int K = 0; K < Batch; ++K) {
      std::vector<CD> Ak = solver_test::symmetrised(random(Nb, Nb, 3100 + K + N, Cx), Nb);
      Amax = std::max(Amax, maxAbs(Ak));
      std::vector<T> Pk = to<T>(Ak);
      All.insert(All.end(), Pk.begin(), Pk.end());
    }
    DeviceBuffer<T> Db(All);
    DeviceBuffer<R> Wb(size_t(Nb) * Batch);
    DeviceBuffer<int> Infos(Batch);
    SOLVER_CHECK(cusolverDnXsyevjSetSortEig(Sj, 1));
    SOLVER_CHECK(Api<T>::syevjBBuf(H, Nb, Db.ptr, Wb.ptr, &L, Sj, Batch));
    SOLVER_CHECK(Api<T>::syevjB(H, Nb, Db.ptr, Wb.ptr, W.get(L), L, Infos.ptr, Sj, Batch));
    std::vector<int> Iv = Infos.get();
    for (int K = 0; K < Batch; ++K)
      report_u32(name(P, N, "syevj_batched_info"), K, uint32_t(Iv[K]));
    std::vector<R> Ewb = Wb.get();
    std::vector<CD> Vb = back(Db.get());
    reals(name(P, N, "syevj_batched_w"), Ewb, std::max(64 * Nb * U, 4 * Tol) * Amax * 2);
    double G = 1e300;
    for (int K = 0; K < Batch; ++K) {
      std::vector<R> Part(Ewb.begin() + K * Nb, Ewb.begin() + (K + 1) * Nb);
      G = std::min(G, gap(Part));
      std::vector<CD> Vk(Vb.begin() + size_t(K) * Nb * Nb, Vb.begin() + size_t(K + 1) * Nb * Nb);
      normalise(Vk, Nb, Nb);
      std::copy(Vk.begin(), Vk.end(), Vb.begin() + size_t(K) * Nb * Nb);
    }
    values<T>(name(P, N, "syevj_batched_v"), Vb,
              std::min(0.1, std::max(64 * Nb * U, 4 * Tol) * Nb * Amax / G));
    report_u32(name(P, N, "status_residual_after_batched"), 0,
               uint32_t(cusolverDnXsyevjGetResidual(H, Sj, &Res)));
    SOLVER_CHECK(cusolverDnDestroySyevjInfo(Sj));
  }
  // gesvdj, econ = 1, m = n + 5 and m = n - 5; gesvdjBatched 9 x 6.
  {
    gesvdjInfo_t Gj;
    SOLVER_CHECK(cusolverDnCreateGesvdjInfo(&Gj));
    SOLVER_CHECK(cusolverDnXgesvdjSetTolerance(Gj, sizeof(R) == 8 ? 1e-12 : 1e-6));
    const double Tol = sizeof(R) == 8 ? 1e-12 : 1e-6;
    for (int M : {N + 5, N - 5}) {
      const int K = std::min(M, N), Mx = std::max(M, N);
      const std::string G = std::string(P) + "_" + std::to_string(M) + "x" + std::to_string(N) + "_gesvdj";
      DeviceBuffer<T> D(to<T>(random(M, N, 3200 + M + N, Cx))), Um(size_t(M) * K), Vm(size_t(N) * K);
      DeviceBuffer<R> S(K);
      SOLVER_CHECK(Api<T>::gesvdjBuf(H, M, N, D.ptr, S.ptr, Um.ptr, Vm.ptr, &L, Gj));
      SOLVER_CHECK(Api<T>::gesvdj(H, M, N, D.ptr, S.ptr, Um.ptr, Vm.ptr, W.get(L), L, Info.ptr, Gj));
      std::vector<R> Sv = S.get();
      info(G, Info.ptr);
      reals(G + "_s", Sv, std::max(64 * Mx * U, 4 * Tol) * double(Sv[0]));
      std::vector<CD> Uv = back(Um.get()), V = back(Vm.get());
      normalise(V, N, K, &Uv, M);
      double E = std::min(0.1, std::max(64 * Mx * U, 4 * Tol) * Mx * double(Sv[0]) / gap(Sv));
      values<T>(G + "_u", Uv, E);
      values<T>(G + "_v", V, E);
    }
    {
      const int M = 9, Nn = 6, Batch = 3;
      const std::string G = std::string(P) + "_n" + std::to_string(N) + "_gesvdj_batched";
      std::vector<T> All;
      for (int B = 0; B < Batch; ++B) {
        std::vector<T> Pb = to<T>(random(M, Nn, 3300 + B + N, Cx));
        All.insert(All.end(), Pb.begin(), Pb.end());
      }
      DeviceBuffer<T> D(All), Um(size_t(M) * M * Batch), Vm(size_t(Nn) * Nn * Batch);
      DeviceBuffer<R> S(size_t(Nn) * Batch);
      DeviceBuffer<int> Infos(Batch);
      SOLVER_CHECK(Api<T>::gesvdjBBuf(H, M, Nn, D.ptr, S.ptr, Um.ptr, Vm.ptr, &L, Gj, Batch));
      SOLVER_CHECK(Api<T>::gesvdjB(H, M, Nn, D.ptr, S.ptr, Um.ptr, Vm.ptr, W.get(L), L, Infos.ptr, Gj, Batch));
      std::vector<int> Iv = Infos.get();
      for (int B = 0; B < Batch; ++B)
        report_u32(G + "_info", B, uint32_t(Iv[B]));
      std::vector<R> Sv = S.get();
      double Smax = 0, Gp = 1e300;
      for (int B = 0; B < Batch; ++B) {
        std::vector<R> Part(Sv.begin() + B * Nn, Sv.begin() + (B + 1) * Nn);
        Smax = std::max(Smax, double(Part[0]));
        Gp = std::min(Gp, gap(Part));
      }
      reals(G + "_s", Sv, std::max(64 * M * U, 4 * Tol) * Smax);
      // U's first n columns and V, per matrix, normalised together.
      std::vector<CD> Ua = back(Um.get()), Va = back(Vm.get()), Uo, Vo;
      for (int B = 0; B < Batch; ++B) {
        std::vector<CD> Ub(Ua.begin() + size_t(B) * M * M, Ua.begin() + size_t(B) * M * M + size_t(M) * Nn);
        std::vector<CD> Vb(Va.begin() + size_t(B) * Nn * Nn, Va.begin() + size_t(B + 1) * Nn * Nn);
        normalise(Vb, Nn, Nn, &Ub, M);
        Uo.insert(Uo.end(), Ub.begin(), Ub.end());
        Vo.insert(Vo.end(), Vb.begin(), Vb.end());
      }
      double E = std::min(0.1, std::max(64 * M * U, 4 * Tol) * M * Smax / Gp);
      values<T>(G + "_u", Uo, E);
      values<T>(G + "_v", Vo, E);
    }
    SOLVER_CHECK(cusolverDnDestroyGesvdjInfo(Gj));
  }
  // sytrf, lower and upper.
  for (cublasFillMode_t Uplo : {CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_UPPER}) {
    const bool Lo = Uplo == CUBLAS_FILL_MODE_LOWER;
    const std::string G = name(P, N, Lo ? "sytrf_l" : "sytrf_u");
    std::vector<CD> A = solver_test::symmetrised(random(N, N, 3400 + N + Lo, Cx), N, false);
    DeviceBuffer<T> D(to<T>(A));
    DeviceBuffer<int> Ip(N);
    SOLVER_CHECK(Api<T>::sytrfBuf(H, N, D.ptr, &L));
    SOLVER_CHECK(Api<T>::sytrf(H, Uplo, N, D.ptr, Ip.ptr, W.get(L), L, Info.ptr));
    info(G, Info.ptr);
    std::vector<int> Iv = Ip.get();
    for (int K = 0; K < N; ++K)
      report_u32(G + "_ipiv", K, uint32_t(Iv[K]));
    std::vector<CD> F = back(D.get()), Tri;
    for (int J = 0; J < N; ++J)
      for (int I = 0; I < N; ++I)
        if (Lo ? I >= J : I <= J)
          Tri.push_back(F[I + size_t(J) * N]);
    // Bunch-Kaufman's growth is bounded (alpha's choice): the factor's entries stay within a
    // small multiple of max|A|; the tolerance allows for the pivot ratios.
    values<T>(G, Tri, 64 * N * U * maxAbs(Tri) * 8);
  }
}

/// Invalid calls: the status each returns (exact).
void statuses(cusolverDnHandle_t H, cusolverDnParams_t Pr) {
  DeviceBuffer<double> D(64);
  DeviceBuffer<int> Info(1);
  DeviceBuffer<int64_t> Ip(8);
  size_t Dev = 0, Host = 0;
  int L = 0;
  int K = 0;
  syevjInfo_t Sj;
  gesvdjInfo_t Gj;
  SOLVER_CHECK(cusolverDnCreateSyevjInfo(&Sj));
  SOLVER_CHECK(cusolverDnCreateGesvdjInfo(&Gj));
  auto st = [&K](cusolverStatus_t S) { report_u32("status", K++, uint32_t(S)); };
  st(cusolverDnXgetrf_bufferSize(H, Pr, 4, 4, CUDA_R_64F, D.ptr, 3, CUDA_R_64F, &Dev, &Host)); // lda < m
  // Not asked: cusolverDnXgetrf with m = -1. NVIDIA's returns SUCCESS and the stream then fails
  // with cudaErrorIllegalAddress (H200, 2026-12-02); ours returns INVALID_VALUE as documented.
  st(cusolverDnXgetrs(H, Pr, cublasOperation_t(7), 4, 1, CUDA_R_64F, D.ptr, 4, Ip.ptr, CUDA_R_64F, D.ptr, 4, Info.ptr));
  st(cusolverDnXpotrf(H, Pr, CUBLAS_FILL_MODE_FULL, 4, CUDA_R_64F, D.ptr, 4, CUDA_R_64F, D.ptr, 8, nullptr, 0, Info.ptr));
  st(cusolverDnXsyevd_bufferSize(H, Pr, cusolverEigMode_t(5), CUBLAS_FILL_MODE_LOWER, 4, CUDA_R_64F, D.ptr, 4,
                                 CUDA_R_64F, D.ptr, CUDA_R_64F, &Dev, &Host));
  st(cusolverDnXgesvd_bufferSize(H, Pr, 'O', 'O', 5, 3, CUDA_R_64F, D.ptr, 5, CUDA_R_64F, D.ptr, CUDA_R_64F,
                                 D.ptr, 5, CUDA_R_64F, D.ptr, 3, CUDA_R_64F, &Dev, &Host));
  st(cusolverDnSetAdvOptions(Pr, cusolverDnFunction_t(9), CUSOLVER_ALG_0));
  st(cusolverDnDsytrf(H, CUBLAS_FILL_MODE_LOWER, 4, D.ptr, 3, reinterpret_cast<int *>(Ip.ptr), D.ptr, 8, Info.ptr));
  st(cusolverDnDsytrf_bufferSize(H, -1, D.ptr, 1, &L));
  st(cusolverDnDsyevj_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, D.ptr, 2, D.ptr, &L, Sj));
  st(cusolverDnDsyevjBatched_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, D.ptr, 4, D.ptr,
                                        &L, Sj, -1));
  st(cusolverDnDgesvdj_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, 0, 4, 4, D.ptr, 4, D.ptr, D.ptr, 3, D.ptr, 4, &L,
                                  Gj));
  SOLVER_CHECK(cusolverDnDestroySyevjInfo(Sj));
  SOLVER_CHECK(cusolverDnDestroyGesvdjInfo(Gj));
}

} // namespace

int main() {
  cusolverDnHandle_t H;
  SOLVER_CHECK(cusolverDnCreate(&H));
  cudaStream_t S;
  EXEC_CHECK(cudaStreamCreate(&S));
  SOLVER_CHECK(cusolverDnSetStream(H, S));
  cusolverDnParams_t Pr;
  SOLVER_CHECK(cusolverDnCreateParams(&Pr));
  SOLVER_CHECK(cusolverDnSetAdvOptions(Pr, CUSOLVERDN_GETRF, CUSOLVER_ALG_0));
  DeviceBuffer<int> Info(1);
  for (int N : {12, 29}) {
    generic<float>(H, Pr, N, Info);
    generic<double>(H, Pr, N, Info);
    generic<cuComplex>(H, Pr, N, Info);
    generic<cuDoubleComplex>(H, Pr, N, Info);
    jacobi<float>(H, N, Info);
    jacobi<double>(H, N, Info);
    jacobi<cuComplex>(H, N, Info);
    jacobi<cuDoubleComplex>(H, N, Info);
  }
  statuses(H, Pr);
  SOLVER_CHECK(cusolverDnDestroyParams(Pr));
  SOLVER_CHECK(cusolverDnDestroy(H));
  EXEC_CHECK(cudaStreamDestroy(S));
  return finish();
}
