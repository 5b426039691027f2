// SPDX-License-Identifier: Apache-2.0
// The per-thread default stream, as code compiled with nvcc --default-stream per-thread sees it:
// this file is compiled with CUDA_API_PER_THREAD_DEFAULT_STREAM, so the headers call the _ptsz /
// _ptds entry points. Run against two fake HIP backends: one with ROCm 6's hip*_spt functions
// (forwarded to), one without them as ROCm 5.2 (the legacy functions, stream 0 translated).
#include "FakeHipHooks.h"
#include "cuda.h"
#include "cuda_runtime_api.h"

#include <gtest/gtest.h>
#include <string>
#include <thread>

#ifndef CUDA_API_PER_THREAD_DEFAULT_STREAM
#error "compiled with CUDA_API_PER_THREAD_DEFAULT_STREAM (test/unit/runtime/CMakeLists.txt)"
#endif

extern "C" {
void **__hipRegisterFatBinary(const void *);
void __hipRegisterFunction(void **, const void *, char *, const char *, unsigned, void *, void *,
                           void *, void *, int *);
unsigned __hipPushCallConfiguration(dim3, dim3, size_t, cudaStream_t);
cudaError_t __hipPopCallConfiguration(dim3 *, dim3 *, size_t *, cudaStream_t *);
cudaError_t hipLaunchKernel_spt(const void *, dim3, dim3, void **, size_t, cudaStream_t);
}

#define SCALE_STR2(x) #x
#define SCALE_STR(x) SCALE_STR2(x)

namespace {

void kernelStub() {}
char KernelName[] = "kernelStub";
struct RegisterAtStartup {
  RegisterAtStartup() {
    static const char Image[] = "fatbin";
    void **H = __hipRegisterFatBinary(Image);
    __hipRegisterFunction(H, reinterpret_cast<const void *>(&kernelStub), KernelName, KernelName,
                          0, nullptr, nullptr, nullptr, nullptr, nullptr);
  }
} Registration;

void *const PerThread = reinterpret_cast<void *>(2);

/// Whether the loaded fake has HIP's per-thread entry points (ROCm 6) or not (ROCm 5.2).
bool hipHasSpt() { return fakehip::hook<void *>("hipMemcpyAsync_spt") != nullptr; }
std::string lastCall() { return fakehip::hook<const char *(*)()>("fakeHipLastCall")(); }
void *lastStream() { return fakehip::hook<void *(*)()>("fakeHipLastCallStream")(); }
/// \p Name, or \p Name_spt when HIP has it.
std::string sptOr(const std::string &Name) { return hipHasSpt() ? Name + "_spt" : Name; }

TEST(PerThreadStream, HeadersCallThePerThreadEntryPoints) {
  EXPECT_STREQ(SCALE_STR(cudaMemcpyAsync), "cudaMemcpyAsync_ptsz");
  EXPECT_STREQ(SCALE_STR(cudaLaunchKernel), "cudaLaunchKernel_ptsz");
  EXPECT_STREQ(SCALE_STR(cudaStreamSynchronize), "cudaStreamSynchronize_ptsz");
  EXPECT_STREQ(SCALE_STR(cudaEventRecord), "cudaEventRecord_ptsz");
  EXPECT_STREQ(SCALE_STR(cudaMemcpy), "cudaMemcpy_ptds");
  EXPECT_STREQ(SCALE_STR(cudaMemset2D), "cudaMemset2D_ptds");
  EXPECT_STREQ(SCALE_STR(cudaMemcpyPeer), "cudaMemcpyPeer") << "CUDA has no per-thread variant";
  EXPECT_STREQ(SCALE_STR(cudaStreamCreate), "cudaStreamCreate");
  EXPECT_STREQ(SCALE_STR(cuMemcpyHtoD), "cuMemcpyHtoD_v2_ptds") << "after the versioned name";
  EXPECT_STREQ(SCALE_STR(cuMemcpyDtoHAsync), "cuMemcpyDtoHAsync_v2_ptsz");
  EXPECT_STREQ(SCALE_STR(cuLaunchKernel), "cuLaunchKernel_ptsz");
  EXPECT_STREQ(SCALE_STR(cuStreamBeginCapture), "cuStreamBeginCapture_v2_ptsz");
  EXPECT_STREQ(SCALE_STR(cuMemAlloc), "cuMemAlloc_v2");
}

TEST(PerThreadStream, AsyncCopies) {
  int A = 7, B = 0;
  ASSERT_EQ(cudaMemcpyAsync(&B, &A, sizeof A, cudaMemcpyHostToHost), cudaSuccess);
  EXPECT_EQ(lastCall(), sptOr("hipMemcpyAsync"));
  EXPECT_EQ(lastStream(), PerThread) << "stream 0 is the per-thread stream";
  EXPECT_EQ(B, 7);
  ASSERT_EQ(cudaMemcpyAsync(&B, &A, sizeof A, cudaMemcpyHostToHost, cudaStreamLegacy), cudaSuccess);
  EXPECT_EQ(lastCall(), "hipMemcpyAsync") << "never _spt, whose null stream is the per-thread one";
  EXPECT_EQ(lastStream(), nullptr) << "the legacy stream is HIP's null stream";
  ASSERT_EQ(cudaMemcpyAsync(&B, &A, sizeof A, cudaMemcpyHostToHost, cudaStreamPerThread),
            cudaSuccess);
  EXPECT_EQ(lastStream(), PerThread);
  cudaStream_t S = nullptr;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  ASSERT_EQ(cudaMemcpyAsync(&B, &A, sizeof A, cudaMemcpyHostToHost, S), cudaSuccess);
  EXPECT_EQ(lastStream(), static_cast<void *>(S));
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
  ASSERT_EQ(cudaMemsetAsync(&B, 0, sizeof B), cudaSuccess);
  EXPECT_EQ(lastCall(), "hipMemsetAsync") << "the fake has no hipMemsetAsync_spt";
  EXPECT_EQ(lastStream(), PerThread);
  EXPECT_EQ(B, 0);
}

TEST(PerThreadStream, SynchronousCopiesAreOrderedOnThePerThreadStream) {
  int A = 5, B = 0;
  ASSERT_EQ(cudaMemcpy(&B, &A, sizeof A, cudaMemcpyHostToHost), cudaSuccess);
  EXPECT_EQ(lastCall(), sptOr("hipMemcpy"))
      << "without hipMemcpy_spt, HIP's null stream (it waits for the per-thread stream)";
  EXPECT_EQ(B, 5);
  void *P = nullptr;
  ASSERT_EQ(cudaMalloc(&P, 64), cudaSuccess);
  ASSERT_EQ(cudaMemset(P, 0, 64), cudaSuccess);
  EXPECT_EQ(lastCall(), sptOr("hipMemset"));
  EXPECT_EQ(cudaFree(P), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(&B, &A, sizeof A, cudaMemcpyKind(42)), cudaErrorInvalidMemcpyDirection)
      << "the legacy function's checks still apply";
  cudaGetLastError();
}

TEST(PerThreadStream, StreamsAndEvents) {
  ASSERT_EQ(cudaStreamSynchronize(nullptr), cudaSuccess);
  EXPECT_EQ(lastCall(), sptOr("hipStreamSynchronize"));
  EXPECT_EQ(lastStream(), PerThread);
  ASSERT_EQ(cudaStreamQuery(nullptr), cudaSuccess);
  EXPECT_EQ(lastCall(), "hipStreamQuery") << "the fake has no hipStreamQuery_spt";
  EXPECT_EQ(lastStream(), PerThread);
  ASSERT_EQ(cudaStreamSynchronize(cudaStreamLegacy), cudaSuccess);
  EXPECT_EQ(lastCall(), "hipStreamSynchronize");
  EXPECT_EQ(lastStream(), nullptr);
  cudaEvent_t E = nullptr;
  ASSERT_EQ(cudaEventCreate(&E), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(E), cudaSuccess);
  EXPECT_EQ(lastCall(), sptOr("hipEventRecord"));
  EXPECT_EQ(lastStream(), PerThread);
  ASSERT_EQ(cudaEventRecordWithFlags(E, nullptr, cudaEventRecordExternal), cudaSuccess);
  EXPECT_EQ(lastStream(), PerThread) << "a hand-written function: its stream translated";
  ASSERT_EQ(cudaEventRecord(E, cudaStreamLegacy), cudaSuccess);
  EXPECT_EQ(lastCall(), "hipEventRecord");
  EXPECT_EQ(lastStream(), nullptr);
  EXPECT_EQ(cudaEventDestroy(E), cudaSuccess);
}

TEST(PerThreadStream, KernelLaunches) {
  const void *K = reinterpret_cast<const void *>(&kernelStub);
  ASSERT_EQ(cudaLaunchKernel(K, dim3(1), dim3(32), nullptr, 0, nullptr), cudaSuccess);
  EXPECT_EQ(fakehip::lastLaunchStream(), PerThread);
  EXPECT_EQ(lastCall(), sptOr("hipLaunchKernel"));
  ASSERT_EQ(cudaLaunchKernel(K, dim3(1), dim3(32), nullptr, 0, cudaStreamLegacy), cudaSuccess);
  EXPECT_EQ(fakehip::lastLaunchStream(), nullptr);
  EXPECT_EQ(lastCall(), "hipLaunchKernel");

  // k<<<1, 32>>>() as clang emits it with -fgpu-default-stream=per-thread: the stub pops the
  // configuration and calls hipLaunchKernel_spt.
  __hipPushCallConfiguration(dim3(1), dim3(32), 0, nullptr);
  dim3 G, B;
  size_t Smem;
  cudaStream_t S;
  ASSERT_EQ(__hipPopCallConfiguration(&G, &B, &Smem, &S), cudaSuccess);
  ASSERT_EQ(hipLaunchKernel_spt(K, G, B, nullptr, Smem, S), cudaSuccess);
  EXPECT_EQ(fakehip::lastLaunchStream(), PerThread);
  ASSERT_EQ(hipLaunchKernel_spt(K, G, B, nullptr, Smem, cudaStreamLegacy), cudaSuccess);
  EXPECT_EQ(fakehip::lastLaunchStream(), nullptr);

  cudaLaunchConfig_t C = {dim3(1), dim3(32), 0, nullptr, nullptr, 0};
  ASSERT_EQ(cudaLaunchKernelExC(&C, K, nullptr), cudaSuccess);
  EXPECT_EQ(fakehip::lastLaunchStream(), PerThread) << "the configuration's stream translated";
  EXPECT_EQ(C.stream, nullptr) << "on a copy: the caller's configuration is unchanged";
}

TEST(PerThreadStream, DefaultStreamAttributesAreThePerThreadStreams) {
  cudaStreamAttrValue V = {};
  V.syncPolicy = cudaSyncPolicyYield;
  ASSERT_EQ(cudaStreamSetAttribute(nullptr, cudaStreamAttributeSynchronizationPolicy, &V),
            cudaSuccess);
  cudaStreamAttrValue Out = {};
  ASSERT_EQ(cudaStreamGetAttribute(cudaStreamPerThread, cudaStreamAttributeSynchronizationPolicy,
                                   &Out),
            cudaSuccess);
  EXPECT_EQ(Out.syncPolicy, cudaSyncPolicyYield);
  ASSERT_EQ(cudaStreamGetAttribute(cudaStreamLegacy, cudaStreamAttributeSynchronizationPolicy,
                                   &Out),
            cudaSuccess);
  EXPECT_EQ(Out.syncPolicy, cudaSyncPolicyAuto) << "the legacy stream's are its own";
}

TEST(PerThreadStream, GraphUploadStream) {
  cudaGraph_t G = nullptr;
  ASSERT_EQ(cudaGraphCreate(&G, 0), cudaSuccess);
  cudaGraphInstantiateParams P = {};
  P.flags = cudaGraphInstantiateFlagUpload;
  P.result_out = cudaGraphInstantiateInvalidStructure;
  cudaGraphExec_t Exec = nullptr;
  ASSERT_EQ(cudaGraphInstantiateWithParams(&Exec, G, &P), cudaSuccess);
  EXPECT_EQ(fakehip::hook<void *(*)()>("fakeHipLastUploadStream")(), PerThread);
  EXPECT_EQ(P.result_out, cudaGraphInstantiateSuccess) << "the outputs copied back";
  EXPECT_EQ(P.uploadStream, nullptr);
  EXPECT_EQ(cudaGraphExecDestroy(Exec), cudaSuccess);
  EXPECT_EQ(cudaGraphDestroy(G), cudaSuccess);
}

TEST(PerThreadStream, ErrorsAreTheCallingThreadsLastError) {
  cudaGetLastError();
  EXPECT_EQ(cudaStreamSynchronize(reinterpret_cast<cudaStream_t>(0x1234)),
            cudaErrorInvalidResourceHandle);
  cudaError_t Other = cudaErrorUnknown;
  std::thread T([&] {
    Other = cudaPeekAtLastError();
    cudaStreamSynchronize(nullptr); // this thread's per-thread stream
  });
  T.join();
  EXPECT_EQ(Other, cudaSuccess);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
}

} // namespace
