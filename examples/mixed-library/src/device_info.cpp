// SPDX-License-Identifier: Apache-2.0
// Host-only C++ (compiled by the C++ compiler, not nvcc) using the CUDA runtime API header.
#include "particles.h"

#include <cuda_runtime_api.h>

#include <sstream>

namespace particles {

bool describe_devices(std::string &report) {
  std::ostringstream os;
  int runtime = 0, driver = 0, count = 0;
  cudaRuntimeGetVersion(&runtime);
  cudaDriverGetVersion(&driver);
  os << "CUDA runtime " << runtime / 1000 << "." << runtime % 1000 / 10 << ", driver " << driver;
  cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess) {
    os << ": " << cudaGetErrorName(e) << " (" << cudaGetErrorString(e) << ")";
    report = os.str();
    return false;
  }
  os << ", " << count << " device(s)";
  report = os.str();
  return count > 0;
}

} // namespace particles
