// SPDX-License-Identifier: Apache-2.0
// The shared part of the 64-bit-integer API (design in Int64.h).
#include "Int64.h"
#include "Fallback.h"

#include <climits>

namespace scale::blas::int64 {

cublasStatus_t narrowable(std::initializer_list<Arg> Args) {
  for (const Arg &A : Args) {
    if (A.Value >= INT_MIN && A.Value <= INT_MAX)
      continue;
    return A.Value < 0 && A.K == Kind::Size ? CUBLAS_STATUS_INVALID_VALUE
                                            : CUBLAS_STATUS_NOT_SUPPORTED;
  }
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t iamaxResult(cublasHandle_t H, int64_t *Result, cublasStatus_t (*Call)(void *, int *),
                           void *Closure) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Result);
  if (H->PointerMode == CUBLAS_POINTER_MODE_HOST) {
    int R = 0;
    cublasStatus_t S = Call(Closure, &R);
    if (S == CUBLAS_STATUS_SUCCESS)
      *Result = R;
    return S;
  }
  static const int Zero = 0;
  if (cublasStatus_t S = fallback::copy2D(reinterpret_cast<char *>(Result) + sizeof(int),
                                          sizeof(int), &Zero, sizeof(int), sizeof(int), 1,
                                          H->Stream, /*Async=*/false))
    return S;
  return Call(Closure, reinterpret_cast<int *>(Result));
}

} // namespace scale::blas::int64
