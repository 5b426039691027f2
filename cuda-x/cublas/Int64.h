// SPDX-License-Identifier: Apache-2.0
// CUDA 12's 64-bit-integer cuBLAS API (cublas<Name>_64): what the generated definitions
// (gen_api64.py -> Api64.cpp, one per non-helper row of cublas_api.def) share.
//
// Design: each _64 routine checks its handle, narrows every int64_t argument to int and calls
// the classic entry point, so validation, backends and kernels stay one implementation. A value
// outside int's range is a negative size (CUBLAS_STATUS_INVALID_VALUE, as cuBLAS answers) or a
// problem larger than our int-indexed kernels take (CUBLAS_STATUS_NOT_SUPPORTED). iamax's
// int64_t result is written from the classic int result: in host pointer mode through a local
// int; in device pointer mode the classic routine writes the low half of the device int64_t
// (little-endian, as every AMD and x86 target) after its high half has been zeroed (the index is
// never negative).
#ifndef SCALE_AMD_CUBLAS_INT64_H
#define SCALE_AMD_CUBLAS_INT64_H

#include "Context.h"

#include <cstdint>
#include <initializer_list>

namespace scale::blas::int64 {

enum class Kind { Size, Increment };
struct Arg {
  int64_t Value;
  Kind K;
};

/// CUBLAS_STATUS_SUCCESS when every argument fits in int.
cublasStatus_t narrowable(std::initializer_list<Arg> Args);
/// The handle check every routine starts with.
inline cublasStatus_t checkHandle(cublasHandle_t H) {
  return H ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_INITIALIZED;
}
/// Runs Call(int *) so that its result lands in *Result (host or device, per pointer mode).
cublasStatus_t iamaxResult(cublasHandle_t H, int64_t *Result, cublasStatus_t (*Call)(void *, int *),
                           void *Closure);

template <class F> cublasStatus_t iamaxResult(cublasHandle_t H, int64_t *Result, F Call) {
  return iamaxResult(
      H, Result, [](void *C, int *R) { return (*static_cast<F *>(C))(R); }, &Call);
}

} // namespace scale::blas::int64

#endif
