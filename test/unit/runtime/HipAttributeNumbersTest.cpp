// SPDX-License-Identifier: Apache-2.0
// Every hipDeviceAttribute_t number of runtime-shim/DeviceAttributes.def is the one ROCm's header
// gives the attribute it names (compiled only where a HIP header is installed: Debian's ROCm 5.2;
// the numbering of the CUDA-compatible range is the same in ROCm 6 and 7). The table once had
// every number one too high (hipDeviceAttributeEccEnabled is 0, not 1), so that
// cudaDevAttrMaxThreadsPerBlock asked HIP for the threads per multiprocessor (found while writing
// route C's HIP backend against ROCm's header, test/exec/route-c/backend/DeviceProps.cpp).
#define __HIP_PLATFORM_AMD__ 1
#include <hip/hip_runtime_api.h>

#include <gtest/gtest.h>

#define DEVICE_ATTR(cuda, hipAttr, hipName)                                                        \
  static_assert((hipAttr) == hipDeviceAttribute##hipName, #cuda " -> hipDeviceAttribute" #hipName);
#define DEVICE_ATTR_VALUE(cuda, expr)
#include "../../../runtime-shim/DeviceAttributes.def"
#undef DEVICE_ATTR
#undef DEVICE_ATTR_VALUE

TEST(HipAttributeNumbers, FirstOfTheCudaCompatibleRangeIsZero) {
  EXPECT_EQ(0, static_cast<int>(hipDeviceAttributeEccEnabled));
  EXPECT_EQ(56, static_cast<int>(hipDeviceAttributeMaxThreadsPerBlock));
}
