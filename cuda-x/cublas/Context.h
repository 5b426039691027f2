// SPDX-License-Identifier: Apache-2.0
// The cuBLAS handle and the pieces every routine shares: the handle's state, the scalar
// (alpha/beta) convention of the pointer mode, and the argument checks cuBLAS documents.
//
// Design: each cuBLAS routine (Level1.cpp, Level2.cpp, Level3.cpp, Extensions.cpp) validates its
// arguments exactly as cuBLAS does (CUBLAS_STATUS_INVALID_VALUE for a negative size, a leading
// dimension below the row count, a bad enum), takes the quick return for empty problems, and then
// runs on one of two backends, chosen once per handle in cublasCreate:
//   rocBLAS   loaded with dlopen at run time (RocBlas.h): the call is forwarded argument for
//             argument (rocBLAS's C API has cuBLAS's argument order), enums translated;
//   fallback  our own kernels (Fallback.h, kernels/*.cu) compiled by this toolkit.
// This file and the routines are host C++ with no CUDA runtime calls, so the unit tests link them
// against a fake fallback and check validation without a GPU.
#ifndef SCALE_AMD_CUBLAS_CONTEXT_H
#define SCALE_AMD_CUBLAS_CONTEXT_H

#include <cublas_v2.h>

#include <cstddef>

struct cublasContext {
  cudaStream_t Stream = nullptr;
  cublasPointerMode_t PointerMode = CUBLAS_POINTER_MODE_HOST;
  cublasMath_t MathMode = CUBLAS_DEFAULT_MATH;
  cublasAtomicsMode_t AtomicsMode = CUBLAS_ATOMICS_NOT_ALLOWED;
  void *Workspace = nullptr;
  size_t WorkspaceSize = 0;
  void *RocHandle = nullptr; // rocblas_handle when this handle runs on rocBLAS
  void *Scratch = nullptr;   // device scratch of the fallback (reduction results)
};

namespace scale::blas {

/// alpha/beta as a kernel sees them: the value (host pointer mode) or where it lives on the
/// device (device pointer mode), read by the kernel so that no synchronisation is needed.
template <class T> struct Scalar {
  T Value;
  const T *Ptr;
};

template <class T> Scalar<T> scalar(const cublasContext &H, const T *P) {
  if (H.PointerMode == CUBLAS_POINTER_MODE_DEVICE)
    return Scalar<T>{T{}, P};
  return Scalar<T>{*P, nullptr};
}

inline bool validOp(cublasOperation_t Op) {
  return Op == CUBLAS_OP_N || Op == CUBLAS_OP_T || Op == CUBLAS_OP_C;
}
inline bool validFill(cublasFillMode_t F) {
  return F == CUBLAS_FILL_MODE_LOWER || F == CUBLAS_FILL_MODE_UPPER;
}
inline bool validDiag(cublasDiagType_t D) {
  return D == CUBLAS_DIAG_NON_UNIT || D == CUBLAS_DIAG_UNIT;
}
inline bool validSide(cublasSideMode_t S) { return S == CUBLAS_SIDE_LEFT || S == CUBLAS_SIDE_RIGHT; }
inline int atLeastOne(int N) { return N > 1 ? N : 1; }

} // namespace scale::blas

#define SCALE_BLAS_CHECK_HANDLE(H)                                                                 \
  do {                                                                                             \
    if (!(H))                                                                                      \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                                        \
  } while (0)
#define SCALE_BLAS_REQUIRE(Cond)                                                                   \
  do {                                                                                             \
    if (!(Cond))                                                                                   \
      return CUBLAS_STATUS_INVALID_VALUE;                                                          \
  } while (0)

#endif
