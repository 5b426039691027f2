// SPDX-License-Identifier: Apache-2.0
// Dense cuSOLVER's kernels (kernels/DenseKernels.cu, our own, compiled by this toolkit).
// Arguments arrive validated by Dense.cpp; matrices are column-major device arrays of the
// element type Ty; results and devInfo are written on the stream.
//
// Design: each routine is one kernel of one thread block that runs the unblocked LAPACK
// algorithm with the block's threads sharing each step (block-stride loops and block reductions
// between barriers): right-looking LU with partial pivoting (LAPACK's first-largest |re|+|im|
// pivot) or none, right-looking Cholesky, triangular inversion + product for potri, Householder
// QR with LAPACK's reflector convention (beta = -sign(Re alpha) ||(alpha, x)||, so R and tau match
// LAPACK's up to rounding), cyclic Jacobi for syevd/heevd (eigenvalues ascending) and one-sided
// Jacobi for gesvd (singular values descending, U completed to an orthonormal basis where
// needed), LAPACK's unblocked Bunch-Kaufman (xSYTF2) for sytrf, and the Jacobi routines
// (syevj/heevj: cyclic two-sided Jacobi; gesvdj: one-sided Jacobi on A or A^H) with cuSOLVER's
// parameters (tolerance, sweeps, sorting) and results (residual, sweeps); batched variants run one
// block per matrix. Correct first: O(n^3) work on one compute unit; fine for the sizes of tests
// and small solves, not for large matrices.
#ifndef SCALE_AMD_CUSOLVER_KERNELS_H
#define SCALE_AMD_CUSOLVER_KERNELS_H

#include <cusolverDn.h>

namespace scale::solver {

enum class Ty { S, D, C, Z };

/// Whether a GPU can run the kernels (cusolverDnCreate answers NOT_INITIALIZED otherwise).
bool deviceAvailable();

/// Ipiv: int (Ipiv64 = false, the legacy API) or int64_t (the generic API) elements; NULL: none.
cusolverStatus_t getrf(cudaStream_t S, Ty T, int M, int N, void *A, int Lda, void *Ipiv,
                       bool Ipiv64, int *Info);
cusolverStatus_t getrs(cudaStream_t S, Ty T, cublasOperation_t Op, int N, int Nrhs, const void *A,
                       int Lda, const void *Ipiv, bool Ipiv64, void *B, int Ldb, int *Info);
cusolverStatus_t potrf(cudaStream_t S, Ty T, bool Lower, int N, void *A, int Lda, int *Info);
cusolverStatus_t potrs(cudaStream_t S, Ty T, bool Lower, int N, int Nrhs, const void *A, int Lda,
                       void *B, int Ldb, int *Info);
/// Batch Cholesky factorisations of the device pointer array A (Info: Batch ints) and solves
/// with one right-hand side each (Info: one int).
cusolverStatus_t potrfBatched(cudaStream_t S, Ty T, bool Lower, int N, void *const *A, int Lda,
                              int *Info, int Batch);
cusolverStatus_t potrsBatched(cudaStream_t S, Ty T, bool Lower, int N, void *const *A, int Lda,
                              void *const *B, int Ldb, int *Info, int Batch);
/// Work: N * N elements.
cusolverStatus_t potri(cudaStream_t S, Ty T, bool Lower, int N, void *A, int Lda, void *Work,
                       int *Info);
cusolverStatus_t geqrf(cudaStream_t S, Ty T, int M, int N, void *A, int Lda, void *Tau, int *Info);
cusolverStatus_t ormqr(cudaStream_t S, Ty T, bool Left, cublasOperation_t Op, int M, int N, int K,
                       const void *A, int Lda, const void *Tau, void *C, int Ldc, int *Info);
cusolverStatus_t orgqr(cudaStream_t S, Ty T, int M, int N, int K, void *A, int Lda,
                       const void *Tau, int *Info);
/// Work: 2 * N * N elements. W: N reals.
cusolverStatus_t syevd(cudaStream_t S, Ty T, bool Vectors, bool Lower, int N, void *A, int Lda,
                       void *W, void *Work, int *Info);
/// Work: M * N + N * N + N elements. Job: 'A', 'S', 'O', 'N' (validated: not both 'O').
cusolverStatus_t gesvd(cudaStream_t S, Ty T, char JobU, char JobVT, int M, int N, void *A, int Lda,
                       void *Sv, void *U, int Ldu, void *VT, int Ldvt, void *Work, int *Info);

/// Bunch-Kaufman L D L^T (U D U^T) with LAPACK's ipiv; complex types: complex symmetric.
cusolverStatus_t sytrf(cudaStream_t S, Ty T, bool Lower, int N, void *A, int Lda, int *Ipiv,
                       int *Info);

/// The Jacobi routines' parameters (Tol <= 0: the type's machine epsilon) and results, the latter
/// written on the stream into device memory (of the first matrix only for batches).
struct JacobiParams {
  double Tol;
  int MaxSweeps;
  int Sort;
};
struct JacobiResult {
  double Residual;
  int Sweeps;
};
/// Work: 2 N N elements per matrix. Batch matrices at strides Lda N (A), N (W), 1 (Info).
cusolverStatus_t syevj(cudaStream_t S, Ty T, bool Vectors, bool Lower, int N, void *A, int Lda,
                       void *W, void *Work, int *Info, JacobiParams P, JacobiResult *Result,
                       int Batch);
/// Work per matrix: gesvdjWork(M, N) elements. V is V, not V^H. Econ: U M x min(M, N) and V
/// N x min(M, N), else square. Batch strides: Lda N (A), min(M, N) (S), Ldu M (U), Ldv N (V).
cusolverStatus_t gesvdj(cudaStream_t S, Ty T, bool Vectors, bool Econ, int M, int N, void *A,
                        int Lda, void *Sv, void *U, int Ldu, void *V, int Ldv, void *Work,
                        int *Info, JacobiParams P, JacobiResult *Result, int Batch);
inline long long gesvdjWork(int M, int N) {
  long long Mx = M > N ? M : N, Nx = M > N ? N : M;
  return Mx * Nx + Nx * Nx + Nx;
}

/// Device memory for results the host reads later (JacobiResult), and reading it: waits for
/// the stream, then copies.
void *deviceAlloc(unsigned long long Bytes);
void deviceFree(void *P);
cusolverStatus_t copyFromDevice(cudaStream_t S, void *Host, const void *Dev,
                                unsigned long long Bytes);

} // namespace scale::solver

#endif
