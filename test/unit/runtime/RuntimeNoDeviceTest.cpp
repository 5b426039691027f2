// SPDX-License-Identifier: Apache-2.0
// The runtime shim where no AMD GPU is present (this machine and CI): every call that needs the
// device fails with cudaErrorNoDevice, or cudaErrorInsufficientDriver when the HIP runtime itself
// cannot be loaded (SCALE_AMD_HIP_LIBRARY pointing nowhere, run as a separate test process).
#include "cuda_runtime_api.h"

#include <cstdlib>
#include <cstring>
#include <gtest/gtest.h>
#include <unistd.h>

namespace {

// What this machine gives: with ROCm's HIP present but no GPU, NoDevice; without HIP (or with
// SCALE_AMD_HIP_LIBRARY naming a file that does not exist), the driver is missing.
cudaError_t expectedInitError() {
  const char *NoHip = std::getenv("SCALE_AMD_EXPECT_NO_HIP");
  const char *Lib = std::getenv("SCALE_AMD_HIP_LIBRARY");
  bool Missing = (NoHip && *NoHip == '1') || (Lib && *Lib && access(Lib, R_OK) != 0);
  return Missing ? cudaErrorInsufficientDriver : cudaErrorNoDevice;
}

TEST(RuntimeNoDevice, DeviceCountIsZeroWithCleanError) {
  int N = 42;
  EXPECT_EQ(cudaGetDeviceCount(&N), expectedInitError());
  EXPECT_EQ(N, 0);
  EXPECT_EQ(cudaGetLastError(), expectedInitError());
  EXPECT_EQ(cudaGetLastError(), cudaSuccess) << "cudaGetLastError resets the last error";
}

TEST(RuntimeNoDevice, MallocFailsAndNullsThePointer) {
  void *P = reinterpret_cast<void *>(0x1234);
  EXPECT_EQ(cudaMalloc(&P, 1024), expectedInitError());
  EXPECT_EQ(P, nullptr);
  EXPECT_EQ(cudaPeekAtLastError(), expectedInitError());
  EXPECT_EQ(cudaPeekAtLastError(), expectedInitError()) << "peek does not reset";
  cudaGetLastError();
}

TEST(RuntimeNoDevice, ArgumentValidationComesFirst) {
  EXPECT_EQ(cudaGetDeviceCount(nullptr), cudaErrorInvalidValue);
  EXPECT_EQ(cudaMalloc(nullptr, 16), cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(nullptr, nullptr, 0, static_cast<cudaMemcpyKind>(7)),
            cudaErrorInvalidMemcpyDirection);
  cudaGetLastError();
}

TEST(RuntimeNoDevice, LaunchWithoutDeviceFailsCleanly) {
  int Dummy = 0;
  EXPECT_EQ(cudaLaunchKernel(&Dummy, dim3(1), dim3(0), nullptr, 0, nullptr),
            cudaErrorInvalidConfiguration);
  EXPECT_EQ(cudaLaunchKernel(&Dummy, dim3(1), dim3(32), nullptr, 0, nullptr), expectedInitError());
  cudaGetLastError();
}

TEST(RuntimeNoDevice, VersionsAreThePresentedCudaVersion) {
  int V = -1;
  EXPECT_EQ(cudaRuntimeGetVersion(&V), cudaSuccess);
  EXPECT_EQ(V, CUDART_VERSION);
  EXPECT_EQ(cudaDriverGetVersion(&V), cudaSuccess);
  EXPECT_EQ(V, expectedInitError() == cudaErrorNoDevice ? CUDART_VERSION : 0);
}

TEST(RuntimeErrors, NamesAndStringsCoverEveryCode) {
#define CUDA_ERROR(name, value, text)                                                              \
  EXPECT_STREQ(cudaGetErrorName(name), #name);                                                     \
  EXPECT_STREQ(cudaGetErrorString(name), text);                                                    \
  EXPECT_EQ(static_cast<int>(name), value);
#include "__scale_amd/cuda_errors.def"
#undef CUDA_ERROR
  EXPECT_STREQ(cudaGetErrorName(static_cast<cudaError_t>(12345)), "cudaErrorUnknown");
}

TEST(RuntimeErrors, AbiValuesOfWellKnownCodes) {
  // CUDA 12 values, part of the ABI of every binary compiled against the headers.
  static_assert(cudaErrorInvalidValue == 1, "");
  static_assert(cudaErrorMemoryAllocation == 2, "");
  static_assert(cudaErrorInsufficientDriver == 35, "");
  static_assert(cudaErrorInvalidDeviceFunction == 98, "");
  static_assert(cudaErrorNoDevice == 100, "");
  static_assert(cudaErrorIllegalAddress == 700, "");
  static_assert(cudaErrorLaunchFailure == 719, "");
  static_assert(cudaErrorNotSupported == 801, "");
  static_assert(cudaErrorUnknown == 999, "");
  static_assert(sizeof(dim3) == 12, "");
  SUCCEED();
}

} // namespace
