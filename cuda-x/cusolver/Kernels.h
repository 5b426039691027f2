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
// needed). Correct first: O(n^3) work on one compute unit; fine for the sizes of tests and small
// solves, not for large matrices.
#ifndef SCALE_AMD_CUSOLVER_KERNELS_H
#define SCALE_AMD_CUSOLVER_KERNELS_H

#include <cusolverDn.h>

namespace scale::solver {

enum class Ty { S, D, C, Z };

/// Whether a GPU can run the kernels (cusolverDnCreate answers NOT_INITIALIZED otherwise).
bool deviceAvailable();

cusolverStatus_t getrf(cudaStream_t S, Ty T, int M, int N, void *A, int Lda, int *Ipiv, int *Info);
cusolverStatus_t getrs(cudaStream_t S, Ty T, cublasOperation_t Op, int N, int Nrhs, const void *A,
                       int Lda, const int *Ipiv, void *B, int Ldb, int *Info);
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

} // namespace scale::solver

#endif
