// SPDX-License-Identifier: Apache-2.0
// The driver API (libcuda.so.1) against the fake HIP backend.
#include "cuda.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>
#include <utility>
#include <vector>

namespace {

/// ctest runs every test in a process of its own: each initializes the driver.
class DriverApi : public testing::Test {
protected:
  void SetUp() override { ASSERT_EQ(cuInit(0), CUDA_SUCCESS); }
};

// Runs first in this executable (gtest runs tests in definition order).
TEST(Driver, NothingWorksBeforeCuInit) {
  int N = -1;
  EXPECT_EQ(cuDeviceGetCount(&N), CUDA_ERROR_NOT_INITIALIZED);
  EXPECT_EQ(cuInit(1), CUDA_ERROR_INVALID_VALUE);
  ASSERT_EQ(cuInit(0), CUDA_SUCCESS);
  EXPECT_EQ(cuDeviceGetCount(&N), CUDA_SUCCESS);
  EXPECT_EQ(N, 1);
}

TEST_F(DriverApi, DevicePresentsCuda) {
  CUdevice D;
  ASSERT_EQ(cuDeviceGet(&D, 0), CUDA_SUCCESS);
  EXPECT_EQ(cuDeviceGet(&D, 1), CUDA_ERROR_INVALID_DEVICE);
  int Major = 0, Minor = 0, Warp = 0;
  EXPECT_EQ(cuDeviceComputeCapability(&Major, &Minor, 0), CUDA_SUCCESS);
  EXPECT_EQ(Major * 10 + Minor, 86);
  EXPECT_EQ(cuDeviceGetAttribute(&Warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0), CUDA_SUCCESS);
  EXPECT_EQ(Warp, 32);
  EXPECT_EQ(cuDeviceGetAttribute(&Warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 7),
            CUDA_ERROR_INVALID_DEVICE);
  char Name[64];
  EXPECT_EQ(cuDeviceGetName(Name, sizeof(Name), 0), CUDA_SUCCESS);
  EXPECT_STREQ(Name, "Fake AMD GPU");
}

TEST_F(DriverApi, ModulesOfCodeObjects) {
  CUmodule M = nullptr;
  // PTX goes to ptxas (DriverPtxJitTest.cpp); without one it is the JIT compiler that is missing.
  const char *Ptx = "//\n.version 8.0\n.target sm_86\n.address_size 64\n";
  setenv("SCALE_AMD_PTXAS", "/nonexistent/ptxas", 1);
  setenv("CUDA_CACHE_DISABLE", "1", 1);
  testing::internal::CaptureStderr();
  EXPECT_EQ(cuModuleLoadData(&M, Ptx), CUDA_ERROR_JIT_COMPILER_NOT_FOUND);
  EXPECT_NE(testing::internal::GetCapturedStderr().find("cannot run the PTX compiler"),
            std::string::npos);
  const char Elf[] = "\x7f" "ELF fake code object";
  ASSERT_EQ(cuModuleLoadData(&M, Elf), CUDA_SUCCESS);
  CUfunction F = nullptr;
  EXPECT_EQ(cuModuleGetFunction(&F, M, "kernel_a"), CUDA_SUCCESS);
  EXPECT_NE(F, nullptr);
  EXPECT_EQ(cuModuleGetFunction(&F, M, "no_such_kernel"), CUDA_ERROR_NOT_FOUND)
      << "a missing symbol must fail";
  EXPECT_EQ(cuModuleUnload(M), CUDA_SUCCESS);
  EXPECT_EQ(cuModuleLoad(&M, "/nonexistent/module.co"), CUDA_ERROR_FILE_NOT_FOUND);
}

/// A clang offload bundle as nvcc -fatbin writes it (clang-offload-bundler's format): the host
/// entry is empty, each AMD entry a code object.
std::string offloadBundle(const std::vector<std::pair<std::string, std::string>> &Entries) {
  auto U64 = [](uint64_t V) { return std::string(reinterpret_cast<const char *>(&V), 8); };
  std::string Head = "__CLANG_OFFLOAD_BUNDLE__" + U64(Entries.size());
  size_t HeadSize = Head.size();
  for (const auto &E : Entries)
    HeadSize += 24 + E.first.size();
  std::string Body;
  for (const auto &E : Entries) {
    Head += U64(HeadSize + Body.size()) + U64(E.second.size()) + U64(E.first.size()) + E.first;
    Body += E.second;
  }
  return Head + Body;
}

TEST_F(DriverApi, ModulesOfOffloadBundles) {
  // Binary data with NUL bytes, through both load paths (memory and file).
  std::string Code = std::string("\x7f" "ELF\2\1\1\0", 8) + std::string(56, '\0');
  std::string Fat = offloadBundle({{"host-x86_64-unknown-linux-gnu", ""},
                                   {"hipv4-amdgcn-amd-amdhsa--gfx1030", Code},
                                   {"hipv4-amdgcn-amd-amdhsa--gfx1100", Code}});
  CUmodule M = nullptr;
  ASSERT_EQ(cuModuleLoadData(&M, Fat.data()), CUDA_SUCCESS) << "a bundle is not PTX";
  EXPECT_EQ(cuModuleUnload(M), CUDA_SUCCESS);
  char Path[] = "/tmp/scale-amd-fatbin-XXXXXX";
  int Fd = mkstemp(Path);
  ASSERT_GE(Fd, 0);
  ASSERT_EQ(write(Fd, Fat.data(), Fat.size()), ssize_t(Fat.size()));
  close(Fd);
  EXPECT_EQ(cuModuleLoad(&M, Path), CUDA_SUCCESS);
  EXPECT_EQ(cuModuleUnload(M), CUDA_SUCCESS);
  unlink(Path);
  // A bundle without an AMD code object is HIP's error, not a crash.
  std::string HostOnly = offloadBundle({{"host-x86_64-unknown-linux-gnu", ""}});
  EXPECT_NE(cuModuleLoadData(&M, HostOnly.data()), CUDA_SUCCESS);
}

TEST_F(DriverApi, MemoryAndErrors) {
  CUdeviceptr P = 0;
  ASSERT_EQ(cuMemAlloc(&P, 32), CUDA_SUCCESS);
  unsigned char In[32], Out[32];
  std::memset(In, 7, sizeof(In));
  EXPECT_EQ(cuMemcpyHtoD(P, In, 32), CUDA_SUCCESS);
  EXPECT_EQ(cuMemcpyDtoH(Out, P, 32), CUDA_SUCCESS);
  EXPECT_EQ(Out[31], 7);
  unsigned Type = 0;
  EXPECT_EQ(cuPointerGetAttribute(&Type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, P), CUDA_SUCCESS);
  EXPECT_EQ(Type, unsigned(CU_MEMORYTYPE_DEVICE));
  EXPECT_EQ(cuMemFree(P), CUDA_SUCCESS);
  EXPECT_EQ(cuMemFree(P), CUDA_ERROR_INVALID_VALUE);
  const char *S = nullptr;
  EXPECT_EQ(cuGetErrorName(CUDA_ERROR_NOT_FOUND, &S), CUDA_SUCCESS);
  EXPECT_STREQ(S, "CUDA_ERROR_NOT_FOUND");
  EXPECT_EQ(cuGetErrorString(CUDA_ERROR_OUT_OF_MEMORY, &S), CUDA_SUCCESS);
  EXPECT_STREQ(S, "out of memory");
  EXPECT_EQ(cuGetErrorName(static_cast<CUresult>(12345), &S), CUDA_ERROR_INVALID_VALUE);
}

TEST_F(DriverApi, ProcAddressFindsVersionedExports) {
  void *Fn = nullptr;
  CUdriverProcAddressQueryResult R;
  ASSERT_EQ(cuGetProcAddress("cuMemAlloc", &Fn, 12060, 0, &R), CUDA_SUCCESS);
  EXPECT_EQ(Fn, reinterpret_cast<void *>(&cuMemAlloc)); // cuMemAlloc is cuMemAlloc_v2
  EXPECT_EQ(cuGetProcAddress("cuNoSuchFunction", &Fn, 12060, 0, &R), CUDA_ERROR_NOT_FOUND);
  EXPECT_EQ(R, CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND);
}

} // namespace
