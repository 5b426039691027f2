// SPDX-License-Identifier: Apache-2.0
// libcusolver's dense API layer: the handle, argument validation with cuSOLVER's status codes
// (LAPACK's argument rules: sizes >= 0, leading dimensions >= max(1, rows), known enum values, a
// workspace of at least the size the _bufferSize query gives), buffer sizes, and dispatch to the
// kernels (Kernels.h). Plain C++: also compiled into test/unit/cusolver with fake kernels.
#include "Kernels.h"

#include <algorithm>

struct cusolverDnContext {
  cudaStream_t Stream = nullptr;
};

namespace scale::solver {
namespace {

constexpr cusolverStatus_t Ok = CUSOLVER_STATUS_SUCCESS;
constexpr cusolverStatus_t Bad = CUSOLVER_STATUS_INVALID_VALUE;

bool fill(cublasFillMode_t U) { return U == CUBLAS_FILL_MODE_LOWER || U == CUBLAS_FILL_MODE_UPPER; }
bool lower(cublasFillMode_t U) { return U == CUBLAS_FILL_MODE_LOWER; }
int ld(int Rows) { return std::max(1, Rows); }

// Workspace sizes (elements of the routine's type), as the _bufferSize queries report them.
int getrfWork(int, int) { return 1; }
int potrfWork(int) { return 1; }
int potriWork(int N) { return std::max(1, N * N); }
int geqrfWork(int, int N) { return std::max(1, N); }
int ormqrWork(int M, int N) { return std::max(1, std::max(M, N)); }
int orgqrWork(int, int N) { return std::max(1, N); }
int syevdWork(int N) { return std::max(1, 2 * N * N); }
int gesvdWork(int M, int N) { return std::max(1, M * N + N * N + N); }

bool job(signed char J) { return J == 'A' || J == 'S' || J == 'O' || J == 'N'; }

} // namespace
} // namespace scale::solver

using namespace scale::solver;

#define CHECK_HANDLE(H)                                                                            \
  if (!(H))                                                                                        \
  return CUSOLVER_STATUS_NOT_INITIALIZED

extern "C" {

cusolverStatus_t cusolverDnCreate(cusolverDnHandle_t *Handle) {
  if (!Handle)
    return Bad;
  if (!deviceAvailable())
    return CUSOLVER_STATUS_NOT_INITIALIZED;
  *Handle = new cusolverDnContext;
  return Ok;
}

cusolverStatus_t cusolverDnDestroy(cusolverDnHandle_t H) {
  CHECK_HANDLE(H);
  delete H;
  return Ok;
}

cusolverStatus_t cusolverDnSetStream(cusolverDnHandle_t H, cudaStream_t S) {
  CHECK_HANDLE(H);
  H->Stream = S;
  return Ok;
}

cusolverStatus_t cusolverDnGetStream(cusolverDnHandle_t H, cudaStream_t *S) {
  CHECK_HANDLE(H);
  if (!S)
    return Bad;
  *S = H->Stream;
  return Ok;
}

cusolverStatus_t cusolverGetVersion(int *Version) {
  if (!Version)
    return Bad;
  *Version = CUSOLVER_VERSION;
  return Ok;
}

cusolverStatus_t cusolverGetProperty(libraryPropertyType Type, int *Value) {
  if (!Value)
    return Bad;
  switch (Type) {
  case MAJOR_VERSION: *Value = CUSOLVER_VER_MAJOR; return Ok;
  case MINOR_VERSION: *Value = CUSOLVER_VER_MINOR; return Ok;
  case PATCH_LEVEL: *Value = CUSOLVER_VER_PATCH; return Ok;
  }
  return Bad;
}

} // extern "C"

// The typed entry points, one set per type prefix (S, D, C, Z). For the complex types the
// orthogonal-factor routines are un*, the eigen routine heevd (Hermitian), and trans takes N or C;
// for the real ones N or T.
#define SOLVER_TYPE(P, T, R, TY, ORMQR, ORGQR, SYEVD, TRANS_OK)                                   \
  extern "C" {                                                                                     \
  cusolverStatus_t cusolverDn##P##getrf_bufferSize(cusolverDnHandle_t H, int M, int N, T *A,       \
                                                   int Lda, int *Lwork) {                          \
    CHECK_HANDLE(H);                                                                               \
    if (M < 0 || N < 0 || Lda < ld(M) || !Lwork)                                                   \
      return Bad;                                                                                  \
    (void)A;                                                                                       \
    *Lwork = getrfWork(M, N);                                                                      \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##getrf(cusolverDnHandle_t H, int M, int N, T *A, int Lda,        \
                                        T *Work, int *Ipiv, int *Info) {                           \
    CHECK_HANDLE(H);                                                                               \
    if (M < 0 || N < 0 || Lda < ld(M) || !Info || (M && N && !A))                                  \
      return Bad;                                                                                  \
    (void)Work;                                                                                    \
    return getrf(H->Stream, TY, M, N, A, Lda, Ipiv, Info);                                         \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##getrs(cusolverDnHandle_t H, cublasOperation_t Op, int N,        \
                                        int Nrhs, const T *A, int Lda, const int *Ipiv, T *B,      \
                                        int Ldb, int *Info) {                                      \
    CHECK_HANDLE(H);                                                                               \
    if (!(Op == CUBLAS_OP_N || Op == CUBLAS_OP_T || Op == CUBLAS_OP_C) || N < 0 || Nrhs < 0 ||     \
        Lda < ld(N) || Ldb < ld(N) || !Info)                                                       \
      return Bad;                                                                                  \
    return getrs(H->Stream, TY, Op, N, Nrhs, A, Lda, Ipiv, B, Ldb, Info);                          \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##potrf_bufferSize(cusolverDnHandle_t H, cublasFillMode_t Uplo,   \
                                                   int N, T *A, int Lda, int *Lwork) {             \
    CHECK_HANDLE(H);                                                                               \
    if (!fill(Uplo) || N < 0 || Lda < ld(N) || !Lwork)                                             \
      return Bad;                                                                                  \
    (void)A;                                                                                       \
    *Lwork = potrfWork(N);                                                                         \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##potrf(cusolverDnHandle_t H, cublasFillMode_t Uplo, int N, T *A, \
                                        int Lda, T *Work, int Lwork, int *Info) {                  \
    CHECK_HANDLE(H);                                                                               \
    if (!fill(Uplo) || N < 0 || Lda < ld(N) || !Info)                                              \
      return Bad;                                                                                  \
    (void)Work;                                                                                    \
    (void)Lwork;                                                                                   \
    return potrf(H->Stream, TY, lower(Uplo), N, A, Lda, Info);                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##potrs(cusolverDnHandle_t H, cublasFillMode_t Uplo, int N,       \
                                        int Nrhs, const T *A, int Lda, T *B, int Ldb, int *Info) { \
    CHECK_HANDLE(H);                                                                               \
    if (!fill(Uplo) || N < 0 || Nrhs < 0 || Lda < ld(N) || Ldb < ld(N) || !Info)                   \
      return Bad;                                                                                  \
    return potrs(H->Stream, TY, lower(Uplo), N, Nrhs, A, Lda, B, Ldb, Info);                       \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##potrfBatched(cusolverDnHandle_t H, cublasFillMode_t Uplo, int N, \
                                               T *A[], int Lda, int *Info, int Batch) {          \
    CHECK_HANDLE(H);                                                                               \
    if (!fill(Uplo) || N < 0 || Lda < ld(N) || Batch < 0 || (Batch && (!A || !Info)))             \
      return Bad;                                                                                  \
    return potrfBatched(H->Stream, TY, lower(Uplo), N, reinterpret_cast<void *const *>(A), Lda,  \
                        Info, Batch);                                                              \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##potrsBatched(cusolverDnHandle_t H, cublasFillMode_t Uplo, int N, \
                                               int Nrhs, T *A[], int Lda, T *B[], int Ldb,       \
                                               int *Info, int Batch) {                            \
    CHECK_HANDLE(H);                                                                               \
    /* cuSOLVER solves one right-hand side per matrix here. */                                    \
    if (!fill(Uplo) || N < 0 || Nrhs != 1 || Lda < ld(N) || Ldb < ld(N) || Batch < 0 || !Info ||   \
        (Batch && (!A || !B)))                                                                     \
      return Bad;                                                                                  \
    return potrsBatched(H->Stream, TY, lower(Uplo), N, reinterpret_cast<void *const *>(A), Lda,  \
                        reinterpret_cast<void *const *>(B), Ldb, Info, Batch);                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##potri_bufferSize(cusolverDnHandle_t H, cublasFillMode_t Uplo,   \
                                                   int N, T *A, int Lda, int *Lwork) {             \
    CHECK_HANDLE(H);                                                                               \
    if (!fill(Uplo) || N < 0 || Lda < ld(N) || !Lwork)                                             \
      return Bad;                                                                                  \
    (void)A;                                                                                       \
    *Lwork = potriWork(N);                                                                         \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##potri(cusolverDnHandle_t H, cublasFillMode_t Uplo, int N, T *A, \
                                        int Lda, T *Work, int Lwork, int *Info) {                  \
    CHECK_HANDLE(H);                                                                               \
    if (!fill(Uplo) || N < 0 || Lda < ld(N) || !Info)                                              \
      return Bad;                                                                                  \
    if (N && (!Work || Lwork < potriWork(N)))                                                      \
      return CUSOLVER_STATUS_INVALID_WORKSPACE;                                                    \
    return potri(H->Stream, TY, lower(Uplo), N, A, Lda, Work, Info);                               \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##geqrf_bufferSize(cusolverDnHandle_t H, int M, int N, T *A,      \
                                                   int Lda, int *Lwork) {                          \
    CHECK_HANDLE(H);                                                                               \
    if (M < 0 || N < 0 || Lda < ld(M) || !Lwork)                                                   \
      return Bad;                                                                                  \
    (void)A;                                                                                       \
    *Lwork = geqrfWork(M, N);                                                                      \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##geqrf(cusolverDnHandle_t H, int M, int N, T *A, int Lda,        \
                                        T *Tau, T *Work, int Lwork, int *Info) {                   \
    CHECK_HANDLE(H);                                                                               \
    if (M < 0 || N < 0 || Lda < ld(M) || !Info)                                                    \
      return Bad;                                                                                  \
    (void)Work;                                                                                    \
    (void)Lwork;                                                                                   \
    return geqrf(H->Stream, TY, M, N, A, Lda, Tau, Info);                                          \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##ORMQR##_bufferSize(                                             \
      cusolverDnHandle_t H, cublasSideMode_t Side, cublasOperation_t Op, int M, int N, int K,      \
      const T *A, int Lda, const T *Tau, const T *C, int Ldc, int *Lwork) {                        \
    CHECK_HANDLE(H);                                                                               \
    int Nq = Side == CUBLAS_SIDE_LEFT ? M : N;                                                     \
    if ((Side != CUBLAS_SIDE_LEFT && Side != CUBLAS_SIDE_RIGHT) || !(TRANS_OK) || M < 0 ||         \
        N < 0 || K < 0 || K > Nq || Lda < ld(Nq) || Ldc < ld(M) || !Lwork)                         \
      return Bad;                                                                                  \
    (void)A, (void)Tau, (void)C;                                                                   \
    *Lwork = ormqrWork(M, N);                                                                      \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##ORMQR(cusolverDnHandle_t H, cublasSideMode_t Side,              \
                                        cublasOperation_t Op, int M, int N, int K, const T *A,     \
                                        int Lda, const T *Tau, T *C, int Ldc, T *Work, int Lwork,  \
                                        int *Info) {                                               \
    CHECK_HANDLE(H);                                                                               \
    int Nq = Side == CUBLAS_SIDE_LEFT ? M : N;                                                     \
    if ((Side != CUBLAS_SIDE_LEFT && Side != CUBLAS_SIDE_RIGHT) || !(TRANS_OK) || M < 0 ||         \
        N < 0 || K < 0 || K > Nq || Lda < ld(Nq) || Ldc < ld(M) || !Info)                          \
      return Bad;                                                                                  \
    (void)Work, (void)Lwork;                                                                       \
    return ormqr(H->Stream, TY, Side == CUBLAS_SIDE_LEFT, Op, M, N, K, A, Lda, Tau, C, Ldc, Info); \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##ORGQR##_bufferSize(cusolverDnHandle_t H, int M, int N, int K,   \
                                                     const T *A, int Lda, const T *Tau,           \
                                                     int *Lwork) {                                 \
    CHECK_HANDLE(H);                                                                               \
    if (M < 0 || N < 0 || N > M || K < 0 || K > N || Lda < ld(M) || !Lwork)                        \
      return Bad;                                                                                  \
    (void)A, (void)Tau;                                                                            \
    *Lwork = orgqrWork(M, N);                                                                      \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##ORGQR(cusolverDnHandle_t H, int M, int N, int K, T *A, int Lda, \
                                        const T *Tau, T *Work, int Lwork, int *Info) {             \
    CHECK_HANDLE(H);                                                                               \
    if (M < 0 || N < 0 || N > M || K < 0 || K > N || Lda < ld(M) || !Info)                         \
      return Bad;                                                                                  \
    (void)Work, (void)Lwork;                                                                       \
    return orgqr(H->Stream, TY, M, N, K, A, Lda, Tau, Info);                                       \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##SYEVD##_bufferSize(cusolverDnHandle_t H, cusolverEigMode_t Jobz, \
                                                     cublasFillMode_t Uplo, int N, const T *A,    \
                                                     int Lda, const R *W, int *Lwork) {            \
    CHECK_HANDLE(H);                                                                               \
    if ((Jobz != CUSOLVER_EIG_MODE_NOVECTOR && Jobz != CUSOLVER_EIG_MODE_VECTOR) || !fill(Uplo) || \
        N < 0 || Lda < ld(N) || !Lwork)                                                            \
      return Bad;                                                                                  \
    (void)A, (void)W;                                                                              \
    *Lwork = syevdWork(N);                                                                         \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##SYEVD(cusolverDnHandle_t H, cusolverEigMode_t Jobz,             \
                                        cublasFillMode_t Uplo, int N, T *A, int Lda, R *W,         \
                                        T *Work, int Lwork, int *Info) {                           \
    CHECK_HANDLE(H);                                                                               \
    if ((Jobz != CUSOLVER_EIG_MODE_NOVECTOR && Jobz != CUSOLVER_EIG_MODE_VECTOR) || !fill(Uplo) || \
        N < 0 || Lda < ld(N) || !Info)                                                             \
      return Bad;                                                                                  \
    if (N && (!Work || Lwork < syevdWork(N)))                                                      \
      return CUSOLVER_STATUS_INVALID_WORKSPACE;                                                    \
    return syevd(H->Stream, TY, Jobz == CUSOLVER_EIG_MODE_VECTOR, lower(Uplo), N, A, Lda, W, Work, \
                 Info);                                                                            \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##gesvd_bufferSize(cusolverDnHandle_t H, int M, int N,            \
                                                   int *Lwork) {                                   \
    CHECK_HANDLE(H);                                                                               \
    if (M < 0 || N < 0 || M < N || !Lwork)                                                         \
      return Bad;                                                                                  \
    *Lwork = gesvdWork(M, N);                                                                      \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##gesvd(cusolverDnHandle_t H, signed char JobU, signed char JobVT, \
                                        int M, int N, T *A, int Lda, R *Sv, T *U, int Ldu, T *VT,  \
                                        int Ldvt, T *Work, int Lwork, R *Rwork, int *Info) {       \
    CHECK_HANDLE(H);                                                                               \
    (void)Rwork;                                                                                   \
    /* cuSOLVER's gesvd takes m >= n only; jobu and jobvt not both 'O'. */                        \
    bool WantU = JobU == 'A' || JobU == 'S', WantVT = JobVT == 'A' || JobVT == 'S';               \
    if (!job(JobU) || !job(JobVT) || (JobU == 'O' && JobVT == 'O') || M < 0 || N < 0 || M < N ||   \
        Lda < ld(M) || (WantU && Ldu < ld(M)) || (WantVT && Ldvt < ld(N)) || !Info)                \
      return Bad;                                                                                  \
    if (N && (!Work || Lwork < gesvdWork(M, N)))                                                   \
      return CUSOLVER_STATUS_INVALID_WORKSPACE;                                                    \
    return gesvd(H->Stream, TY, char(JobU), char(JobVT), M, N, A, Lda, Sv, U, Ldu, VT, Ldvt, Work, \
                 Info);                                                                            \
  }                                                                                                \
  }

SOLVER_TYPE(S, float, float, Ty::S, ormqr, orgqr, syevd, Op == CUBLAS_OP_N || Op == CUBLAS_OP_T)
SOLVER_TYPE(D, double, double, Ty::D, ormqr, orgqr, syevd, Op == CUBLAS_OP_N || Op == CUBLAS_OP_T)
SOLVER_TYPE(C, cuComplex, float, Ty::C, unmqr, ungqr, heevd, Op == CUBLAS_OP_N || Op == CUBLAS_OP_C)
SOLVER_TYPE(Z, cuDoubleComplex, double, Ty::Z, unmqr, ungqr, heevd,
            Op == CUBLAS_OP_N || Op == CUBLAS_OP_C)
