// SPDX-License-Identifier: Apache-2.0
// The driver API's per-thread default stream variants (cuStreamSynchronize_ptsz,
// cuMemcpyHtoD_v2_ptds, ...), called as code compiled with CUDA_API_PER_THREAD_DEFAULT_STREAM
// calls them, against the fake HIP backend with and without HIP's hip*_spt functions.
#include "cuda.h"

#include <cstdlib>
#include <dlfcn.h>
#include <gtest/gtest.h>
#include <string>

#ifndef CUDA_API_PER_THREAD_DEFAULT_STREAM
#error "compiled with CUDA_API_PER_THREAD_DEFAULT_STREAM (test/unit/runtime/CMakeLists.txt)"
#endif

namespace {

void *fake(const char *Name) {
  void *H = dlopen(std::getenv("SCALE_AMD_HIP_LIBRARY"), RTLD_NOW | RTLD_NOLOAD);
  return H ? dlsym(H, Name) : nullptr;
}
std::string lastCall() { return reinterpret_cast<const char *(*)()>(fake("fakeHipLastCall"))(); }
void *lastStream() { return reinterpret_cast<void *(*)()>(fake("fakeHipLastCallStream"))(); }
std::string sptOr(const std::string &Name) {
  return fake("hipMemcpyAsync_spt") ? Name + "_spt" : Name;
}
void *const PerThread = reinterpret_cast<void *>(2);

class DriverPerThread : public testing::Test {
protected:
  void SetUp() override { ASSERT_EQ(cuInit(0), CUDA_SUCCESS); }
};

TEST_F(DriverPerThread, StreamZeroIsThePerThreadStream) {
  ASSERT_EQ(cuStreamSynchronize(nullptr), CUDA_SUCCESS);
  EXPECT_EQ(lastCall(), sptOr("hipStreamSynchronize"));
  EXPECT_EQ(lastStream(), PerThread);
  ASSERT_EQ(cuStreamQuery(nullptr), CUDA_SUCCESS);
  EXPECT_EQ(lastCall(), "hipStreamQuery");
  EXPECT_EQ(lastStream(), PerThread);
  ASSERT_EQ(cuStreamSynchronize(CU_STREAM_LEGACY), CUDA_SUCCESS);
  EXPECT_EQ(lastCall(), "hipStreamSynchronize");
  EXPECT_EQ(lastStream(), nullptr) << "CU_STREAM_LEGACY is HIP's null stream";
  ASSERT_EQ(cuStreamSynchronize(CU_STREAM_PER_THREAD), CUDA_SUCCESS);
  EXPECT_EQ(lastStream(), PerThread);
  CUevent E = nullptr;
  ASSERT_EQ(cuEventCreate(&E, 0), CUDA_SUCCESS);
  ASSERT_EQ(cuEventRecord(E, nullptr), CUDA_SUCCESS);
  EXPECT_EQ(lastCall(), sptOr("hipEventRecord"));
  EXPECT_EQ(lastStream(), PerThread);
  ASSERT_EQ(cuEventRecordWithFlags(E, nullptr, 0), CUDA_SUCCESS);
  EXPECT_EQ(lastStream(), PerThread) << "a hand-written function: its stream translated";
  EXPECT_EQ(cuEventDestroy(E), CUDA_SUCCESS);
}

TEST_F(DriverPerThread, SynchronousCopies) {
  CUdeviceptr D = 0;
  ASSERT_EQ(cuMemAlloc(&D, 16), CUDA_SUCCESS);
  int A = 9, B = 0;
  ASSERT_EQ(cuMemcpyHtoD(D, &A, sizeof A), CUDA_SUCCESS) << "cuMemcpyHtoD_v2_ptds";
  ASSERT_EQ(cuMemcpyDtoH(&B, D, sizeof B), CUDA_SUCCESS);
  EXPECT_EQ(B, 9);
  EXPECT_EQ(cuMemFree(D), CUDA_SUCCESS);
}

} // namespace
