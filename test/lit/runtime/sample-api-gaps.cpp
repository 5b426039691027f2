// SPDX-License-Identifier: Apache-2.0
// Runtime and driver API spellings the CUDA samples use: CUDART_CB / CUDA_CB callbacks,
// builtin_types.h (also from C), the five-argument cudaGraphInstantiate of C++ (no error node, an
// empty log), CUDA 13's four-argument cuCtxCreate, the stream attribute names. Built with a plain
// host compiler and through nvcc; without an AMD GPU the calls report the runtime's error.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cc -x c -fsyntax-only -I%toolkit/include %S/Inputs/builtin-types.c
// RUN: c++ -I%toolkit/include %s -L%toolkit/lib64 -lcudart -lcuda -o %t/gaps-host && %t/gaps-host | FileCheck %s
// RUN: env SCALE_AMD_TARGETS=gfx1100 %nvcc -x cu %s -lcuda -o %t/gaps-nvcc && %t/gaps-nvcc | FileCheck %s
#include <builtin_types.h>
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>

static void CUDART_CB runtimeCallback(cudaStream_t, cudaError_t, void *) {}
static void CUDA_CB driverCallback(CUstream, CUresult, void *) {}

int main() {
  cudaStreamCallback_t RuntimeCb = runtimeCallback;
  CUstreamCallback DriverCb = driverCallback;
  (void)RuntimeCb;
  (void)DriverCb;

  cudaGraphExec_t Exec = nullptr;
  cudaGraphNode_t ErrorNode = reinterpret_cast<cudaGraphNode_t>(0x1234);
  char Log[8] = "garbage";
  cudaError_t E = cudaGraphInstantiate(&Exec, nullptr, &ErrorNode, Log, sizeof(Log));
  // CHECK: instantiate5: {{cudaError[A-Za-z]+}} node=0 log=''
  std::printf("instantiate5: %s node=%d log='%s'\n", cudaGetErrorName(E), ErrorNode != nullptr,
              Log);

  cudaStreamAttrValue Value = {};
  cudaStreamAttrID Id = cudaStreamAttributeAccessPolicyWindow;
  E = cudaStreamGetAttribute(nullptr, Id, &Value);
  // CHECK: streamattr: {{cudaSuccess|cudaError[A-Za-z]+}}
  std::printf("streamattr: %s\n", cudaGetErrorName(E));

  CUctxCreateParams Params = {};
  CUcontext Ctx = nullptr;
  CUresult R = cuCtxCreate(&Ctx, &Params, 0, 0);
  const char *Name = nullptr;
  cuGetErrorName(R, &Name);
  // CHECK: ctxcreate4: CUDA_ERROR_NOT_INITIALIZED
  std::printf("ctxcreate4: %s\n", Name);

  CUmemAllocationProp Prop = {};
  Prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  Prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  size_t Granularity = 0;
  R = cuMemGetAllocationGranularity(&Granularity, &Prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM);
  cuGetErrorName(R, &Name);
  // CHECK: granularity: CUDA_ERROR_NOT_INITIALIZED
  std::printf("granularity: %s\n", Name);
  return 0;
}
