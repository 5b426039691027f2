// SPDX-License-Identifier: Apache-2.0
#include <cuda_runtime_api.h>
int deviceCount() {
  int n = 0;
  return cudaGetDeviceCount(&n) == cudaSuccess ? n : 0;
}
