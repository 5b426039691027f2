// SPDX-License-Identifier: Apache-2.0
// libnvidia-ml where ROCm SMI cannot be loaded ($SCALE_AMD_ROCM_SMI_LIBRARY names no file): NVML's
// clean errors, and every row of the API table exported by the library.
#define NVML_NO_UNVERSIONED_FUNC_DEFS
#include <nvml.h>

#include <dlfcn.h>
#include <gtest/gtest.h>

#include <string>

namespace {

TEST(NvmlAbsent, InitSaysLibraryNotFound) {
  EXPECT_EQ(nvmlInit_v2(), NVML_ERROR_LIBRARY_NOT_FOUND);
  EXPECT_EQ(nvmlInitWithFlags(NVML_INIT_FLAG_NO_GPUS), NVML_ERROR_LIBRARY_NOT_FOUND);
  EXPECT_EQ(nvmlShutdown(), NVML_ERROR_UNINITIALIZED);
  unsigned N;
  EXPECT_EQ(nvmlDeviceGetCount_v2(&N), NVML_ERROR_UNINITIALIZED);
  nvmlDevice_t D;
  EXPECT_EQ(nvmlDeviceGetHandleByIndex_v2(0, &D), NVML_ERROR_UNINITIALIZED);
  EXPECT_EQ(nvmlDeviceGetHandleByUUID("GPU-0", &D), NVML_ERROR_UNINITIALIZED);
  char V[80];
  EXPECT_EQ(nvmlSystemGetDriverVersion(V, sizeof V), NVML_ERROR_UNINITIALIZED);
  EXPECT_EQ(nvmlDeviceGetName(nullptr, V, sizeof V), NVML_ERROR_UNINITIALIZED);
  unsigned P;
  EXPECT_EQ(nvmlDeviceGetPowerUsage(nullptr, &P), NVML_ERROR_UNINITIALIZED);
  unsigned long long Reasons;
  EXPECT_EQ(nvmlDeviceGetCurrentClocksThrottleReasons(nullptr, &Reasons), NVML_ERROR_UNINITIALIZED);
  int C;
  EXPECT_EQ(nvmlSystemGetCudaDriverVersion(&C), NVML_SUCCESS);
}

TEST(NvmlAbsent, ErrorStrings) {
  EXPECT_STREQ(nvmlErrorString(NVML_SUCCESS), "Success");
  EXPECT_NE(std::string(nvmlErrorString(NVML_ERROR_LIBRARY_NOT_FOUND)).find("ROCm SMI"),
            std::string::npos);
  for (int R = 0; R <= 29; ++R)
    EXPECT_NE(std::string(nvmlErrorString(nvmlReturn_t(R))), "Unknown Error") << R;
  EXPECT_STREQ(nvmlErrorString(nvmlReturn_t(12345)), "Unknown Error");
}

TEST(NvmlAbsent, ApiTableExported) {
  void *L = dlopen(SCALE_AMD_NVML_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(L, nullptr) << dlerror();
#define NVML_FN(Name, Suffix, Family, Params)                                                     \
  EXPECT_NE(dlsym(L, "nvml" #Name #Suffix), nullptr) << "nvml" #Name #Suffix;
#include "__scale_amd/nvml/nvml_api.def"
#undef NVML_FN
  for (const char *Old : {"nvmlInit", "nvmlDeviceGetCount", "nvmlDeviceGetHandleByIndex",
                          "nvmlDeviceGetHandleByPciBusId", "nvmlDeviceGetPciInfo",
                          "nvmlDeviceGetPciInfo_v2", "nvmlErrorString"})
    EXPECT_NE(dlsym(L, Old), nullptr) << Old;
  EXPECT_EQ(dlsym(L, "_ZN5scale4nvml5stateEv"), nullptr); // nothing but NVML is exported
}

} // namespace
