// SPDX-License-Identifier: Apache-2.0
// Driver API context creation and virtual memory management against the fake HIP backend. The
// fake reads hipMemAllocationProp in the layout of the ROCm version it reports (FAKE_HIP_VERSION),
// so these tests check the layout the shim writes for ROCm 5 and for ROCm 6, and the enumerators.
#include "cuda.h"

#include <cstdlib>
#include <dlfcn.h>
#include <gtest/gtest.h>

namespace {

template <class Fn> Fn fakeHook(const char *Name) {
  void *H = dlopen(std::getenv("SCALE_AMD_HIP_LIBRARY"), RTLD_NOW | RTLD_NOLOAD);
  return H ? reinterpret_cast<Fn>(dlsym(H, Name)) : nullptr;
}

CUmemAllocationProp deviceProp() {
  CUmemAllocationProp P = {};
  P.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  P.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
  P.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  P.location.id = 0;
  P.allocFlags.usage = 7;
  return P;
}

/// Reserve, create, map, set access, unmap, release: what the CUDA samples' vectorAddMMAP does.
void mapOneAllocation(bool Rocm6) {
  ASSERT_EQ(setenv("FAKE_HIP_VERSION", Rocm6 ? "60200000" : "50221153", 1), 0);
  ASSERT_EQ(cuInit(0), CUDA_SUCCESS);
  CUmemAllocationProp P = deviceProp();
  size_t Granularity = 0;
  ASSERT_EQ(cuMemGetAllocationGranularity(&Granularity, &P, CU_MEM_ALLOC_GRANULARITY_MINIMUM),
            CUDA_SUCCESS);
  EXPECT_EQ(Granularity, 4096u);
  ASSERT_EQ(cuMemGetAllocationGranularity(&Granularity, &P, CU_MEM_ALLOC_GRANULARITY_RECOMMENDED),
            CUDA_SUCCESS);
  EXPECT_EQ(Granularity, size_t(2) << 20);

  CUmemGenericAllocationHandle Handle = 0;
  ASSERT_EQ(cuMemCreate(&Handle, Granularity, &P, 0), CUDA_SUCCESS);
  int Seen[5] = {};
  fakeHook<void (*)(int *)>("fakeHipLastMemProp")(Seen);
  EXPECT_EQ(Seen[0], 1) << "type pinned";
  EXPECT_EQ(Seen[1], 1) << "POSIX file descriptor handles";
  EXPECT_EQ(Seen[2], 1) << "device location";
  EXPECT_EQ(Seen[3], 0) << "device 0";
  EXPECT_EQ(Seen[4], 7) << "usage";

  CUmemAllocationProp Back = {};
  ASSERT_EQ(cuMemGetAllocationPropertiesFromHandle(&Back, Handle), CUDA_SUCCESS);
  EXPECT_EQ(Back.type, CU_MEM_ALLOCATION_TYPE_PINNED);
  EXPECT_EQ(Back.requestedHandleTypes, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
  EXPECT_EQ(Back.location.type, CU_MEM_LOCATION_TYPE_DEVICE);
  EXPECT_EQ(Back.allocFlags.usage, 7);

  CUdeviceptr Ptr = 0;
  ASSERT_EQ(cuMemAddressReserve(&Ptr, Granularity, 0, 0, 0), CUDA_SUCCESS);
  ASSERT_EQ(cuMemMap(Ptr, Granularity, 0, Handle, 0), CUDA_SUCCESS);
  CUmemAccessDesc Access = {};
  Access.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  Access.location.id = 0;
  Access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  ASSERT_EQ(cuMemSetAccess(Ptr, Granularity, &Access, 1), CUDA_SUCCESS);
  int Acc[3] = {};
  fakeHook<void (*)(int *)>("fakeHipLastAccess")(Acc);
  EXPECT_EQ(Acc[0], 1);
  EXPECT_EQ(Acc[2], 3);
  EXPECT_EQ(cuMemUnmap(Ptr, Granularity), CUDA_SUCCESS);
  EXPECT_EQ(cuMemRelease(Handle), CUDA_SUCCESS);
  EXPECT_EQ(cuMemAddressFree(Ptr, Granularity), CUDA_SUCCESS);
}

TEST(DriverVmm, MapsWithRocm5Layout) { mapOneAllocation(false); }
TEST(DriverVmm, MapsWithRocm6Layout) { mapOneAllocation(true); }

TEST(DriverVmm, WhatHipLacksIsRefused) {
  ASSERT_EQ(cuInit(0), CUDA_SUCCESS);
  CUmemAllocationProp P = deviceProp();
  P.location.type = CU_MEM_LOCATION_TYPE_HOST_NUMA;
  size_t G = 0;
  EXPECT_EQ(cuMemGetAllocationGranularity(&G, &P, CU_MEM_ALLOC_GRANULARITY_MINIMUM),
            CUDA_ERROR_NOT_SUPPORTED);
  P = deviceProp();
  P.requestedHandleTypes = CU_MEM_HANDLE_TYPE_FABRIC;
  CUmemGenericAllocationHandle H = 0;
  EXPECT_EQ(cuMemCreate(&H, 4096, &P, 0), CUDA_ERROR_NOT_SUPPORTED);
  EXPECT_EQ(cuMemCreate(&H, 4096, nullptr, 0), CUDA_ERROR_INVALID_VALUE);
  EXPECT_EQ(cuMemGetAllocationGranularity(&G, &P, static_cast<CUmemAllocationGranularity_flags>(5)),
            CUDA_ERROR_INVALID_VALUE);
  CUmemAccessDesc Access = {};
  Access.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  Access.flags = static_cast<CUmemAccess_flags>(2);
  EXPECT_EQ(cuMemSetAccess(0x1000, 4096, &Access, 1), CUDA_ERROR_INVALID_VALUE);
}

TEST(DriverContext, CreateWithParameters) {
  ASSERT_EQ(cuInit(0), CUDA_SUCCESS);
  CUcontext Ctx = nullptr;
  ASSERT_EQ(cuCtxCreate(&Ctx, 0, 0), CUDA_SUCCESS);
  EXPECT_NE(Ctx, nullptr);
  EXPECT_EQ(cuCtxCreate(&Ctx, 0, 3), CUDA_ERROR_INVALID_DEVICE);

  CUctxCreateParams Params = {};
  Ctx = nullptr;
  ASSERT_EQ(cuCtxCreate_v4(&Ctx, &Params, 0, 0), CUDA_SUCCESS) << "empty parameters";
  EXPECT_NE(Ctx, nullptr);
  Ctx = nullptr;
  ASSERT_EQ(cuCtxCreate(&Ctx, &Params, 0, 0), CUDA_SUCCESS) << "CUDA 13's spelling, in C++";
  EXPECT_NE(Ctx, nullptr);

  CUexecAffinityParam Affinity = {};
  Affinity.type = CU_EXEC_AFFINITY_TYPE_SM_COUNT;
  Affinity.param.smCount.val = 8;
  Params.execAffinityParams = &Affinity;
  Params.numExecAffinityParams = 1;
  EXPECT_EQ(cuCtxCreate_v4(&Ctx, &Params, 0, 0), CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY);
  EXPECT_EQ(cuCtxCreate_v3(&Ctx, &Affinity, 1, 0, 0), CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY);
  EXPECT_EQ(cuCtxCreate_v3(&Ctx, nullptr, 1, 0, 0), CUDA_ERROR_INVALID_VALUE);
  Params.numExecAffinityParams = 0;
  CUctxCigParam Cig = {};
  Params.cigParams = &Cig;
  EXPECT_EQ(cuCtxCreate_v4(&Ctx, &Params, 0, 0), CUDA_ERROR_NOT_SUPPORTED);
}

} // namespace
