// SPDX-License-Identifier: Apache-2.0
// The dense cuSOLVER kernels (kernels/DenseKernels.cu) compiled for the host (HostEmulation.h).
#include "HostEmulation.h"

extern "C" {
cudaError_t cudaGetDeviceCount(int *Count) {
  *Count = 1;
  return cudaSuccess;
}
cudaError_t cudaGetLastError(void) { return cudaSuccess; }
}

#include "kernels/DenseKernels.cu"
