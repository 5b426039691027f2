// SPDX-License-Identifier: Apache-2.0
// Host C++ calling the driver API through cuda.h, linked with CUDA::cuda_driver.
#include <cuda.h>
#include <cstdio>

int main() {
  CUresult r = cuInit(0);
  int version = 0;
  cuDriverGetVersion(&version);
  std::printf("cuInit: %d, driver version %d\n", int(r), version);
  return 0;
}
