// SPDX-License-Identifier: Apache-2.0
// libcusolver's dense API layer: the handle, argument validation with cuSOLVER's status codes
// (LAPACK's argument rules: sizes >= 0, leading dimensions >= max(1, rows), known enum values, a
// workspace of at least the size the _bufferSize query gives), buffer sizes, and dispatch to the
// kernels (Kernels.h); the Jacobi routines' parameter objects; the generic 64-bit API, which maps
// cudaDataType to the same kernels. Plain C++: also compiled into test/unit/cusolver with fake
// kernels.
#include "Kernels.h"

#include <algorithm>
#include <climits>

struct cusolverDnContext {
  cudaStream_t Stream = nullptr;
};

/// The generic API's options: recorded; every algorithm runs on the same kernels.
struct cusolverDnParams {
  cusolverAlgMode_t Getrf = CUSOLVER_ALG_0, Potrf = CUSOLVER_ALG_0, SyevBatched = CUSOLVER_ALG_0;
};

/// A Jacobi routine's parameters (defaults: machine epsilon, 100 sweeps, sorted) and where its
/// kernel leaves the residual and sweeps of the last call.
struct JacobiInfo {
  scale::solver::JacobiParams P{0.0, 100, 1};
  scale::solver::JacobiResult *Dev = nullptr;
  bool Ran = false, Batched = false;
  ~JacobiInfo() { scale::solver::deviceFree(Dev); }
};
struct syevjInfo : JacobiInfo {};
struct gesvdjInfo : JacobiInfo {};

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
int sytrfWork(int N) { return std::max(1, N); }
int syevjWork(int N) { return std::max(1, 2 * N * N); }
int gesvdjWorkLen(int M, int N) { return int(std::max(1LL, gesvdjWork(M, N))); }
bool eig(cusolverEigMode_t J) { return J == CUSOLVER_EIG_MODE_NOVECTOR || J == CUSOLVER_EIG_MODE_VECTOR; }

/// Where the kernels of a Jacobi call write their results: allocated at the first call.
cusolverStatus_t jacobiResult(JacobiInfo *I, bool Batched, JacobiResult **Out) {
  *Out = nullptr;
  if (!I)
    return CUSOLVER_STATUS_SUCCESS;
  if (!I->Dev && !(I->Dev = static_cast<JacobiResult *>(deviceAlloc(sizeof(JacobiResult)))))
    return CUSOLVER_STATUS_ALLOC_FAILED;
  I->Ran = true;
  I->Batched = Batched;
  *Out = Batched ? nullptr : I->Dev;
  return CUSOLVER_STATUS_SUCCESS;
}
JacobiParams params(const JacobiInfo *I) { return I ? I->P : JacobiParams{0.0, 100, 1}; }

// ---- the generic API: cudaDataType dispatch ----

/// A's type and the compute type, equal and one of the four (else NOT_SUPPORTED).
bool typeOf(cudaDataType A, cudaDataType Compute, Ty &T) {
  if (A != Compute)
    return false;
  switch (A) {
  case CUDA_R_32F: T = Ty::S; return true;
  case CUDA_R_64F: T = Ty::D; return true;
  case CUDA_C_32F: T = Ty::C; return true;
  case CUDA_C_64F: T = Ty::Z; return true;
  default: return false;
  }
}
cudaDataType realOf(Ty T) { return T == Ty::S || T == Ty::C ? CUDA_R_32F : CUDA_R_64F; }
size_t bytesOf(Ty T) { return T == Ty::S ? 4 : T == Ty::Z ? 16 : 8; }
/// 64-bit sizes our single-block kernels take (they index with int rows and columns).
bool fits(int64_t X) { return X <= INT_MAX; }
int64_t ld64(int64_t Rows) { return Rows > 1 ? Rows : 1; }

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
    return getrf(H->Stream, TY, M, N, A, Lda, Ipiv, false, Info);                                         \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##getrs(cusolverDnHandle_t H, cublasOperation_t Op, int N,        \
                                        int Nrhs, const T *A, int Lda, const int *Ipiv, T *B,      \
                                        int Ldb, int *Info) {                                      \
    CHECK_HANDLE(H);                                                                               \
    if (!(Op == CUBLAS_OP_N || Op == CUBLAS_OP_T || Op == CUBLAS_OP_C) || N < 0 || Nrhs < 0 ||     \
        Lda < ld(N) || Ldb < ld(N) || !Info)                                                       \
      return Bad;                                                                                  \
    return getrs(H->Stream, TY, Op, N, Nrhs, A, Lda, Ipiv, false, B, Ldb, Info);                          \
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

// ---- sytrf, syevj/heevj, gesvdj (typed) ----

#define SOLVER_TYPE_J(P, T, R, TY, SYEVJ)                                                         \
  extern "C" {                                                                                     \
  cusolverStatus_t cusolverDn##P##sytrf_bufferSize(cusolverDnHandle_t H, int N, T *A, int Lda,    \
                                                   int *Lwork) {                                   \
    CHECK_HANDLE(H);                                                                               \
    if (N < 0 || Lda < ld(N) || !Lwork)                                                            \
      return Bad;                                                                                  \
    (void)A;                                                                                       \
    *Lwork = sytrfWork(N);                                                                         \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##sytrf(cusolverDnHandle_t H, cublasFillMode_t Uplo, int N, T *A, \
                                        int Lda, int *Ipiv, T *Work, int Lwork, int *Info) {       \
    CHECK_HANDLE(H);                                                                               \
    if (!fill(Uplo) || N < 0 || Lda < ld(N) || !Info || (N && (!A || !Ipiv)))                      \
      return Bad;                                                                                  \
    (void)Work, (void)Lwork; /* the unblocked algorithm needs none */                              \
    return sytrf(H->Stream, TY, lower(Uplo), N, A, Lda, Ipiv, Info);                               \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##SYEVJ##_bufferSize(                                             \
      cusolverDnHandle_t H, cusolverEigMode_t Jobz, cublasFillMode_t Uplo, int N, const T *A,      \
      int Lda, const R *W, int *Lwork, syevjInfo_t Params) {                                       \
    CHECK_HANDLE(H);                                                                               \
    if (!eig(Jobz) || !fill(Uplo) || N < 0 || Lda < ld(N) || !Lwork)                               \
      return Bad;                                                                                  \
    (void)A, (void)W, (void)Params;                                                                \
    *Lwork = syevjWork(N);                                                                         \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##SYEVJ(cusolverDnHandle_t H, cusolverEigMode_t Jobz,             \
                                        cublasFillMode_t Uplo, int N, T *A, int Lda, R *W,         \
                                        T *Work, int Lwork, int *Info, syevjInfo_t Params) {       \
    CHECK_HANDLE(H);                                                                               \
    if (!eig(Jobz) || !fill(Uplo) || N < 0 || Lda < ld(N) || !Info || (N && (!A || !W)))          \
      return Bad;                                                                                  \
    if (N && (!Work || Lwork < syevjWork(N)))                                                      \
      return CUSOLVER_STATUS_INVALID_WORKSPACE;                                                    \
    JacobiResult *Res;                                                                             \
    if (cusolverStatus_t St = jacobiResult(Params, false, &Res))                                   \
      return St;                                                                                   \
    JacobiParams Pr = params(Params);                                                              \
    Pr.Sort = 1; /* syevj always sorts; the setting is syevjBatched's */                          \
    return syevj(H->Stream, TY, Jobz == CUSOLVER_EIG_MODE_VECTOR, lower(Uplo), N, A, Lda, W,      \
                 Work, Info, Pr, Res, 1);                                                          \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##SYEVJ##Batched_bufferSize(                                      \
      cusolverDnHandle_t H, cusolverEigMode_t Jobz, cublasFillMode_t Uplo, int N, const T *A,      \
      int Lda, const R *W, int *Lwork, syevjInfo_t Params, int Batch) {                            \
    CHECK_HANDLE(H);                                                                               \
    if (!eig(Jobz) || !fill(Uplo) || N < 0 || N > 32 || Lda < ld(N) || Batch < 0 || !Lwork)        \
      return Bad;                                                                                  \
    (void)A, (void)W, (void)Params;                                                                \
    *Lwork = std::max(1, 2 * N * N * Batch);                                                       \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##SYEVJ##Batched(                                                 \
      cusolverDnHandle_t H, cusolverEigMode_t Jobz, cublasFillMode_t Uplo, int N, T *A, int Lda,   \
      R *W, T *Work, int Lwork, int *Info, syevjInfo_t Params, int Batch) {                        \
    CHECK_HANDLE(H);                                                                               \
    /* cuSOLVER's syevjBatched takes n <= 32. */                                                   \
    if (!eig(Jobz) || !fill(Uplo) || N < 0 || N > 32 || Lda < ld(N) || Batch < 0 ||                \
        (Batch && (!Info || (N && (!A || !W)))))                                                   \
      return Bad;                                                                                  \
    if (N && Batch && (!Work || Lwork < 2 * N * N * Batch))                                        \
      return CUSOLVER_STATUS_INVALID_WORKSPACE;                                                    \
    JacobiResult *Res;                                                                             \
    if (cusolverStatus_t St = jacobiResult(Params, true, &Res))                                    \
      return St;                                                                                   \
    return syevj(H->Stream, TY, Jobz == CUSOLVER_EIG_MODE_VECTOR, lower(Uplo), N, A, Lda, W,      \
                 Work, Info, params(Params), nullptr, Batch);                                      \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##gesvdj_bufferSize(                                              \
      cusolverDnHandle_t H, cusolverEigMode_t Jobz, int Econ, int M, int N, const T *A, int Lda,   \
      const R *S, const T *U, int Ldu, const T *V, int Ldv, int *Lwork, gesvdjInfo_t Params) {     \
    CHECK_HANDLE(H);                                                                               \
    bool Vec = Jobz == CUSOLVER_EIG_MODE_VECTOR;                                                   \
    if (!eig(Jobz) || M < 0 || N < 0 || Lda < ld(M) || (Vec && (Ldu < ld(M) || Ldv < ld(N))) ||    \
        !Lwork)                                                                                    \
      return Bad;                                                                                  \
    (void)Econ, (void)A, (void)S, (void)U, (void)V, (void)Params;                                  \
    *Lwork = gesvdjWorkLen(M, N);                                                                  \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##gesvdj(cusolverDnHandle_t H, cusolverEigMode_t Jobz, int Econ,  \
                                         int M, int N, T *A, int Lda, R *S, T *U, int Ldu, T *V,   \
                                         int Ldv, T *Work, int Lwork, int *Info,                   \
                                         gesvdjInfo_t Params) {                                    \
    CHECK_HANDLE(H);                                                                               \
    bool Vec = Jobz == CUSOLVER_EIG_MODE_VECTOR;                                                   \
    if (!eig(Jobz) || M < 0 || N < 0 || Lda < ld(M) || (Vec && (Ldu < ld(M) || Ldv < ld(N))) ||    \
        !Info || (M && N && (!A || !S || (Vec && (!U || !V)))))                                    \
      return Bad;                                                                                  \
    if (M && N && (!Work || Lwork < gesvdjWorkLen(M, N)))                                          \
      return CUSOLVER_STATUS_INVALID_WORKSPACE;                                                    \
    JacobiResult *Res;                                                                             \
    if (cusolverStatus_t St = jacobiResult(Params, false, &Res))                                   \
      return St;                                                                                   \
    JacobiParams Pr = params(Params);                                                              \
    Pr.Sort = 1; /* gesvdj always sorts; the setting is gesvdjBatched's */                        \
    return gesvdj(H->Stream, TY, Vec, Econ != 0, M, N, A, Lda, S, U, Ldu, V, Ldv, Work, Info, Pr,  \
                  Res, 1); /* m or n 0: info 0 only */                                             \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##gesvdjBatched_bufferSize(                                       \
      cusolverDnHandle_t H, cusolverEigMode_t Jobz, int M, int N, const T *A, int Lda,             \
      const R *S, const T *U, int Ldu, const T *V, int Ldv, int *Lwork, gesvdjInfo_t Params,       \
      int Batch) {                                                                                 \
    CHECK_HANDLE(H);                                                                               \
    bool Vec = Jobz == CUSOLVER_EIG_MODE_VECTOR;                                                   \
    if (!eig(Jobz) || M < 0 || N < 0 || M > 32 || N > 32 || Lda < ld(M) ||                         \
        (Vec && (Ldu < ld(M) || Ldv < ld(N))) || Batch < 0 || !Lwork)                              \
      return Bad;                                                                                  \
    (void)A, (void)S, (void)U, (void)V, (void)Params;                                              \
    *Lwork = std::max(1, int(gesvdjWork(M, N)) * Batch);                                           \
    return Ok;                                                                                     \
  }                                                                                                \
  cusolverStatus_t cusolverDn##P##gesvdjBatched(                                                  \
      cusolverDnHandle_t H, cusolverEigMode_t Jobz, int M, int N, T *A, int Lda, R *S, T *U,       \
      int Ldu, T *V, int Ldv, T *Work, int Lwork, int *Info, gesvdjInfo_t Params, int Batch) {     \
    CHECK_HANDLE(H);                                                                               \
    /* cuSOLVER's gesvdjBatched takes m, n <= 32 and gives full U and V. */                        \
    bool Vec = Jobz == CUSOLVER_EIG_MODE_VECTOR;                                                   \
    if (!eig(Jobz) || M < 0 || N < 0 || M > 32 || N > 32 || Lda < ld(M) ||                         \
        (Vec && (Ldu < ld(M) || Ldv < ld(N))) || Batch < 0 ||                                      \
        (Batch && (!Info || (M && N && (!A || !S || (Vec && (!U || !V)))))))                       \
      return Bad;                                                                                  \
    if (M && N && Batch && (!Work || Lwork < int(gesvdjWork(M, N)) * Batch))                       \
      return CUSOLVER_STATUS_INVALID_WORKSPACE;                                                    \
    JacobiResult *Res;                                                                             \
    if (cusolverStatus_t St = jacobiResult(Params, true, &Res))                                    \
      return St;                                                                                   \
    return gesvdj(H->Stream, TY, Vec, false, M, N, A, Lda, S, U, Ldu, V, Ldv, Work, Info,          \
                  params(Params), nullptr, Batch);                                                 \
  }                                                                                                \
  }

SOLVER_TYPE_J(S, float, float, Ty::S, syevj)
SOLVER_TYPE_J(D, double, double, Ty::D, syevj)
SOLVER_TYPE_J(C, cuComplex, float, Ty::C, heevj)
SOLVER_TYPE_J(Z, cuDoubleComplex, double, Ty::Z, heevj)

// ---- the Jacobi routines' parameter objects ----

namespace {
template <class I> cusolverStatus_t createInfo(I **Out) {
  if (!Out)
    return Bad;
  *Out = new I;
  return Ok;
}
cusolverStatus_t setTolerance(JacobiInfo *I, double Tol) {
  if (!I)
    return Bad;
  I->P.Tol = Tol;
  return Ok;
}
cusolverStatus_t setMaxSweeps(JacobiInfo *I, int Sweeps) {
  if (!I || Sweeps <= 0)
    return Bad;
  I->P.MaxSweeps = Sweeps;
  return Ok;
}
cusolverStatus_t setSort(JacobiInfo *I, int Sort) {
  if (!I)
    return Bad;
  I->P.Sort = Sort != 0;
  return Ok;
}
/// The last call's results (zero before any): waits for the handle's stream. A batched call has
/// none (cuSOLVER: NOT_SUPPORTED).
cusolverStatus_t result(cusolverDnHandle_t H, JacobiInfo *I, JacobiResult *Out) {
  if (!H)
    return CUSOLVER_STATUS_NOT_INITIALIZED;
  if (!I)
    return Bad;
  if (I->Batched)
    return CUSOLVER_STATUS_NOT_SUPPORTED;
  *Out = JacobiResult{0.0, 0};
  if (!I->Ran)
    return Ok;
  return copyFromDevice(H->Stream, Out, I->Dev, sizeof *Out);
}
template <class I> cusolverStatus_t destroyInfo(I *Info) {
  if (!Info)
    return Bad;
  delete Info;
  return Ok;
}
/// One field of the last call's results (GetResidual, GetSweeps).
template <class T>
cusolverStatus_t resultField(cusolverDnHandle_t H, JacobiInfo *I, T *Out, T JacobiResult::*F) {
  if (!Out)
    return Bad;
  JacobiResult R;
  cusolverStatus_t St = result(H, I, &R);
  if (St == Ok)
    *Out = R.*F;
  return St;
}
} // namespace

extern "C" {
cusolverStatus_t cusolverDnCreateSyevjInfo(syevjInfo_t *I) { return createInfo(I); }
cusolverStatus_t cusolverDnDestroySyevjInfo(syevjInfo_t I) { return destroyInfo(I); }
cusolverStatus_t cusolverDnXsyevjSetTolerance(syevjInfo_t I, double Tol) { return setTolerance(I, Tol); }
cusolverStatus_t cusolverDnXsyevjSetMaxSweeps(syevjInfo_t I, int S) { return setMaxSweeps(I, S); }
cusolverStatus_t cusolverDnXsyevjSetSortEig(syevjInfo_t I, int S) { return setSort(I, S); }
cusolverStatus_t cusolverDnXsyevjGetResidual(cusolverDnHandle_t H, syevjInfo_t I, double *Residual) {
  return resultField(H, I, Residual, &JacobiResult::Residual);
}
cusolverStatus_t cusolverDnXsyevjGetSweeps(cusolverDnHandle_t H, syevjInfo_t I, int *Sweeps) {
  return resultField(H, I, Sweeps, &JacobiResult::Sweeps);
}
cusolverStatus_t cusolverDnCreateGesvdjInfo(gesvdjInfo_t *I) { return createInfo(I); }
cusolverStatus_t cusolverDnDestroyGesvdjInfo(gesvdjInfo_t I) { return destroyInfo(I); }
cusolverStatus_t cusolverDnXgesvdjSetTolerance(gesvdjInfo_t I, double Tol) { return setTolerance(I, Tol); }
cusolverStatus_t cusolverDnXgesvdjSetMaxSweeps(gesvdjInfo_t I, int S) { return setMaxSweeps(I, S); }
cusolverStatus_t cusolverDnXgesvdjSetSortEig(gesvdjInfo_t I, int S) { return setSort(I, S); }
cusolverStatus_t cusolverDnXgesvdjGetResidual(cusolverDnHandle_t H, gesvdjInfo_t I, double *Residual) {
  return resultField(H, I, Residual, &JacobiResult::Residual);
}
cusolverStatus_t cusolverDnXgesvdjGetSweeps(cusolverDnHandle_t H, gesvdjInfo_t I, int *Sweeps) {
  return resultField(H, I, Sweeps, &JacobiResult::Sweeps);
}

// ---- the generic 64-bit API ----

cusolverStatus_t cusolverDnCreateParams(cusolverDnParams_t *P) {
  if (!P)
    return Bad;
  *P = new cusolverDnParams;
  return Ok;
}
cusolverStatus_t cusolverDnDestroyParams(cusolverDnParams_t P) {
  if (!P)
    return Bad;
  delete P;
  return Ok;
}
cusolverStatus_t cusolverDnSetAdvOptions(cusolverDnParams_t P, cusolverDnFunction_t F,
                                         cusolverAlgMode_t Algo) {
  if (!P || (Algo != CUSOLVER_ALG_0 && Algo != CUSOLVER_ALG_1 && Algo != CUSOLVER_ALG_2))
    return Bad;
  switch (F) {
  case CUSOLVERDN_GETRF:
    if (Algo == CUSOLVER_ALG_2)
      return Bad;
    P->Getrf = Algo;
    return Ok;
  case CUSOLVERDN_POTRF:
    if (Algo == CUSOLVER_ALG_2)
      return Bad;
    P->Potrf = Algo;
    return Ok;
  case CUSOLVERDN_SYEVBATCHED:
    P->SyevBatched = Algo;
    return Ok;
  }
  return Bad;
}

#define NOT_SUPPORTED return CUSOLVER_STATUS_NOT_SUPPORTED
/// Workspace answers: device bytes for Elements of the type (at least one), none on the host.
static cusolverStatus_t sizes(Ty T, long long Elements, size_t *Dev, size_t *Host) {
  if (!Dev || !Host)
    return Bad;
  *Dev = size_t(std::max(1LL, Elements)) * bytesOf(T);
  *Host = 0;
  return Ok;
}

cusolverStatus_t cusolverDnXgetrf_bufferSize(cusolverDnHandle_t H, cusolverDnParams_t, int64_t M,
                                             int64_t N, cudaDataType TA, const void *,
                                             int64_t Lda, cudaDataType TC, size_t *Dev,
                                             size_t *Host) {
  CHECK_HANDLE(H);
  Ty T;
  if (M < 0 || N < 0 || Lda < ld64(M))
    return Bad;
  if (!typeOf(TA, TC, T) || !fits(M) || !fits(N) || !fits(Lda))
    NOT_SUPPORTED;
  return sizes(T, getrfWork(int(M), int(N)), Dev, Host);
}
cusolverStatus_t cusolverDnXgetrf(cusolverDnHandle_t H, cusolverDnParams_t, int64_t M, int64_t N,
                                  cudaDataType TA, void *A, int64_t Lda, int64_t *Ipiv,
                                  cudaDataType TC, void *, size_t, void *, size_t, int *Info) {
  CHECK_HANDLE(H);
  Ty T;
  if (M < 0 || N < 0 || Lda < ld64(M) || !Info || (M && N && !A))
    return Bad;
  if (!typeOf(TA, TC, T) || !fits(M) || !fits(N) || !fits(Lda))
    NOT_SUPPORTED;
  return getrf(H->Stream, T, int(M), int(N), A, int(Lda), Ipiv, true, Info);
}
cusolverStatus_t cusolverDnXgetrs(cusolverDnHandle_t H, cusolverDnParams_t, cublasOperation_t Op,
                                  int64_t N, int64_t Nrhs, cudaDataType TA, const void *A,
                                  int64_t Lda, const int64_t *Ipiv, cudaDataType TB, void *B,
                                  int64_t Ldb, int *Info) {
  CHECK_HANDLE(H);
  Ty T;
  if (!(Op == CUBLAS_OP_N || Op == CUBLAS_OP_T || Op == CUBLAS_OP_C) || N < 0 || Nrhs < 0 ||
      Lda < ld64(N) || Ldb < ld64(N) || !Info)
    return Bad;
  if (!typeOf(TA, TB, T) || !fits(N) || !fits(Nrhs) || !fits(Lda) || !fits(Ldb))
    NOT_SUPPORTED;
  return getrs(H->Stream, T, Op, int(N), int(Nrhs), A, int(Lda), Ipiv, true, B, int(Ldb), Info);
}
cusolverStatus_t cusolverDnXpotrf_bufferSize(cusolverDnHandle_t H, cusolverDnParams_t,
                                             cublasFillMode_t Uplo, int64_t N, cudaDataType TA,
                                             const void *, int64_t Lda, cudaDataType TC,
                                             size_t *Dev, size_t *Host) {
  CHECK_HANDLE(H);
  Ty T;
  if (!fill(Uplo) || N < 0 || Lda < ld64(N))
    return Bad;
  if (!typeOf(TA, TC, T) || !fits(N) || !fits(Lda))
    NOT_SUPPORTED;
  return sizes(T, potrfWork(int(N)), Dev, Host);
}
cusolverStatus_t cusolverDnXpotrf(cusolverDnHandle_t H, cusolverDnParams_t, cublasFillMode_t Uplo,
                                  int64_t N, cudaDataType TA, void *A, int64_t Lda,
                                  cudaDataType TC, void *, size_t, void *, size_t, int *Info) {
  CHECK_HANDLE(H);
  Ty T;
  if (!fill(Uplo) || N < 0 || Lda < ld64(N) || !Info || (N && !A))
    return Bad;
  if (!typeOf(TA, TC, T) || !fits(N) || !fits(Lda))
    NOT_SUPPORTED;
  return potrf(H->Stream, T, lower(Uplo), int(N), A, int(Lda), Info);
}
cusolverStatus_t cusolverDnXpotrs(cusolverDnHandle_t H, cusolverDnParams_t, cublasFillMode_t Uplo,
                                  int64_t N, int64_t Nrhs, cudaDataType TA, const void *A,
                                  int64_t Lda, cudaDataType TB, void *B, int64_t Ldb, int *Info) {
  CHECK_HANDLE(H);
  Ty T;
  if (!fill(Uplo) || N < 0 || Nrhs < 0 || Lda < ld64(N) || Ldb < ld64(N) || !Info)
    return Bad;
  if (!typeOf(TA, TB, T) || !fits(N) || !fits(Nrhs) || !fits(Lda) || !fits(Ldb))
    NOT_SUPPORTED;
  return potrs(H->Stream, T, lower(Uplo), int(N), int(Nrhs), A, int(Lda), B, int(Ldb), Info);
}
cusolverStatus_t cusolverDnXgeqrf_bufferSize(cusolverDnHandle_t H, cusolverDnParams_t, int64_t M,
                                             int64_t N, cudaDataType TA, const void *,
                                             int64_t Lda, cudaDataType TTau, const void *,
                                             cudaDataType TC, size_t *Dev, size_t *Host) {
  CHECK_HANDLE(H);
  Ty T;
  if (M < 0 || N < 0 || Lda < ld64(M))
    return Bad;
  if (!typeOf(TA, TC, T) || TTau != TA || !fits(M) || !fits(N) || !fits(Lda))
    NOT_SUPPORTED;
  return sizes(T, geqrfWork(int(M), int(N)), Dev, Host);
}
cusolverStatus_t cusolverDnXgeqrf(cusolverDnHandle_t H, cusolverDnParams_t, int64_t M, int64_t N,
                                  cudaDataType TA, void *A, int64_t Lda, cudaDataType TTau,
                                  void *Tau, cudaDataType TC, void *, size_t, void *, size_t,
                                  int *Info) {
  CHECK_HANDLE(H);
  Ty T;
  if (M < 0 || N < 0 || Lda < ld64(M) || !Info || (M && N && (!A || !Tau)))
    return Bad;
  if (!typeOf(TA, TC, T) || TTau != TA || !fits(M) || !fits(N) || !fits(Lda))
    NOT_SUPPORTED;
  return geqrf(H->Stream, T, int(M), int(N), A, int(Lda), Tau, Info);
}
cusolverStatus_t cusolverDnXsyevd_bufferSize(cusolverDnHandle_t H, cusolverDnParams_t,
                                             cusolverEigMode_t Jobz, cublasFillMode_t Uplo,
                                             int64_t N, cudaDataType TA, const void *, int64_t Lda,
                                             cudaDataType TW, const void *, cudaDataType TC,
                                             size_t *Dev, size_t *Host) {
  CHECK_HANDLE(H);
  Ty T;
  if (!eig(Jobz) || !fill(Uplo) || N < 0 || Lda < ld64(N))
    return Bad;
  if (!typeOf(TA, TC, T) || TW != realOf(T) || !fits(N) || !fits(Lda) || N > 46340)
    NOT_SUPPORTED;
  return sizes(T, syevdWork(int(N)), Dev, Host);
}
cusolverStatus_t cusolverDnXsyevd(cusolverDnHandle_t H, cusolverDnParams_t, cusolverEigMode_t Jobz,
                                  cublasFillMode_t Uplo, int64_t N, cudaDataType TA, void *A,
                                  int64_t Lda, cudaDataType TW, void *W, cudaDataType TC,
                                  void *Work, size_t WorkBytes, void *, size_t, int *Info) {
  CHECK_HANDLE(H);
  Ty T;
  if (!eig(Jobz) || !fill(Uplo) || N < 0 || Lda < ld64(N) || !Info || (N && (!A || !W)))
    return Bad;
  if (!typeOf(TA, TC, T) || TW != realOf(T) || !fits(N) || !fits(Lda) || N > 46340)
    NOT_SUPPORTED;
  if (N && (!Work || WorkBytes < size_t(syevdWork(int(N))) * bytesOf(T)))
    return CUSOLVER_STATUS_INVALID_WORKSPACE;
  return syevd(H->Stream, T, Jobz == CUSOLVER_EIG_MODE_VECTOR, lower(Uplo), int(N), A, int(Lda),
               W, Work, Info);
}
cusolverStatus_t cusolverDnXgesvd_bufferSize(cusolverDnHandle_t H, cusolverDnParams_t,
                                             signed char JobU, signed char JobVT, int64_t M,
                                             int64_t N, cudaDataType TA, const void *, int64_t Lda,
                                             cudaDataType TS, const void *, cudaDataType TU,
                                             const void *, int64_t Ldu, cudaDataType TV,
                                             const void *, int64_t Ldvt, cudaDataType TC,
                                             size_t *Dev, size_t *Host) {
  CHECK_HANDLE(H);
  Ty T;
  bool WantU = JobU == 'A' || JobU == 'S', WantVT = JobVT == 'A' || JobVT == 'S';
  if (!job(JobU) || !job(JobVT) || (JobU == 'O' && JobVT == 'O') || M < 0 || N < 0 || M < N ||
      Lda < ld64(M) || (WantU && Ldu < ld64(M)) || (WantVT && Ldvt < ld64(N)))
    return Bad;
  if (!typeOf(TA, TC, T) || TS != realOf(T) || TU != TA || TV != TA || !fits(M) || !fits(Lda) ||
      !fits(Ldu) || !fits(Ldvt) || M * N + N * N + N > INT_MAX)
    NOT_SUPPORTED;
  return sizes(T, gesvdWork(int(M), int(N)), Dev, Host);
}
cusolverStatus_t cusolverDnXgesvd(cusolverDnHandle_t H, cusolverDnParams_t, signed char JobU,
                                  signed char JobVT, int64_t M, int64_t N, cudaDataType TA,
                                  void *A, int64_t Lda, cudaDataType TS, void *S, cudaDataType TU,
                                  void *U, int64_t Ldu, cudaDataType TV, void *VT, int64_t Ldvt,
                                  cudaDataType TC, void *Work, size_t WorkBytes, void *, size_t,
                                  int *Info) {
  CHECK_HANDLE(H);
  Ty T;
  bool WantU = JobU == 'A' || JobU == 'S', WantVT = JobVT == 'A' || JobVT == 'S';
  if (!job(JobU) || !job(JobVT) || (JobU == 'O' && JobVT == 'O') || M < 0 || N < 0 || M < N ||
      Lda < ld64(M) || (WantU && Ldu < ld64(M)) || (WantVT && Ldvt < ld64(N)) || !Info)
    return Bad;
  if (!typeOf(TA, TC, T) || TS != realOf(T) || TU != TA || TV != TA || !fits(M) || !fits(Lda) ||
      !fits(Ldu) || !fits(Ldvt) || M * N + N * N + N > INT_MAX)
    NOT_SUPPORTED;
  if (N && (!Work || WorkBytes < size_t(gesvdWork(int(M), int(N))) * bytesOf(T)))
    return CUSOLVER_STATUS_INVALID_WORKSPACE;
  return gesvd(H->Stream, T, char(JobU), char(JobVT), int(M), int(N), A, int(Lda), S, U,
               int(Ldu), VT, int(Ldvt), Work, Info);
}

} // extern "C"
