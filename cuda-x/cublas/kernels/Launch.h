// SPDX-License-Identifier: Apache-2.0
// Launch helpers shared by the fallback kernels.
#ifndef SCALE_AMD_CUBLAS_LAUNCH_H
#define SCALE_AMD_CUBLAS_LAUNCH_H

#include "../Fallback.h"

#include <cuda_runtime.h>

namespace scale::blas::dev {

constexpr int Threads = 256;

inline unsigned blocksFor(long long N, int PerBlock = Threads) {
  long long B = (N + PerBlock - 1) / PerBlock;
  return static_cast<unsigned>(B > 65535 * 16 ? 65535 * 16 : B);
}

/// The status of the launch just made (a launch failure is CUBLAS_STATUS_EXECUTION_FAILED).
inline cublasStatus_t launched() {
  cudaError_t E = cudaGetLastError();
  if (E == cudaSuccess)
    return CUBLAS_STATUS_SUCCESS;
  return E == cudaErrorMemoryAllocation ? CUBLAS_STATUS_ALLOC_FAILED
                                        : CUBLAS_STATUS_EXECUTION_FAILED;
}

template <class T> __device__ inline T *pick(fallback::Batch<T> M, int B) {
  return M.Array ? M.Array[B] : M.Base + B * M.Stride;
}

} // namespace scale::blas::dev

#endif
