// SPDX-License-Identifier: Apache-2.0
// Kernel launch: the <<<>>> configuration stack clang's HIP code generation uses, and the launch
// entry points (hipLaunchKernel from kernel stubs, hipLaunchKernel_spt from those compiled with
// -fgpu-default-stream=per-thread, cudaLaunchKernel from user code). A launch on the per-thread
// stream goes to HIP's hipLaunchKernel_spt / hipLaunchCooperativeKernel_spt when HIP has them.
#include "HipAbi.h"
#include "Instance.h"
#include "Library.h"
#include "PerThread.h"
#include "State.h"

#include <vector>

using namespace scale;

namespace {
/// A cudaKernel_t (Library.cpp) launched through cudaLaunchKernel: a HIP module function.
cudaError_t launchLibraryKernel(const void *Func, dim3 Grid, dim3 Block, void **Args, size_t SharedMem,
                                cudaStream_t Stream, bool Cooperative) {
  using Fn = hipError (*)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                          hipStream, void **, void **);
  using CoopFn = hipError (*)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                              hipStream, void **);
  cudaError_t Err;
  hipStream S = toHipStream(Stream);
  if (Cooperative) {
    CoopFn F = need<CoopFn>("hipModuleLaunchCooperativeKernel", Err);
    return F ? forward(F(const_cast<void *>(Func), Grid.x, Grid.y, Grid.z, Block.x, Block.y, Block.z,
                         unsigned(SharedMem), S, Args))
             : Err;
  }
  Fn F = need<Fn>("hipModuleLaunchKernel", Err);
  return F ? forward(F(const_cast<void *>(Func), Grid.x, Grid.y, Grid.z, Block.x, Block.y, Block.z,
                       unsigned(SharedMem), S, Args, nullptr))
           : Err;
}

struct CallConfig {
  dim3 Grid, Block;
  size_t SharedMem;
  cudaStream_t Stream;
};
thread_local std::vector<CallConfig> ConfigStack;

cudaError_t launch(const void *Func, dim3 Grid, dim3 Block, void **Args, size_t SharedMem,
                   cudaStream_t Stream) {
  if (!Func)
    return record(cudaErrorInvalidDeviceFunction);
  if (!Grid.x || !Grid.y || !Grid.z || !Block.x || !Block.y || !Block.z)
    return record(cudaErrorInvalidConfiguration);
  if (libraryKernel(Func))
    return launchLibraryKernel(Func, Grid, Block, Args, SharedMem, Stream, false);
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  if (Stream == cudaStreamPerThread) {
    using Fn = hipError (*)(const void *, dim3, dim3, void **, size_t, hipStream);
    static const Fn Spt = hipFn<Fn>("hipLaunchKernel_spt");
    if (Spt)
      return forward(Spt(Func, Grid, Block, Args, SharedMem, toHipStream(Stream)));
  }
  return forward(H->hipLaunchKernel(Func, Grid, Block, Args, SharedMem, toHipStream(Stream)));
}

cudaError_t launchCooperative(const void *Func, dim3 Grid, dim3 Block, void **Args,
                              size_t SharedMem, cudaStream_t Stream) {
  if (!Func)
    return record(cudaErrorInvalidDeviceFunction);
  if (!Grid.x || !Grid.y || !Grid.z || !Block.x || !Block.y || !Block.z)
    return record(cudaErrorInvalidConfiguration);
  if (libraryKernel(Func))
    return launchLibraryKernel(Func, Grid, Block, Args, SharedMem, Stream, true);
  cudaError_t Err;
  if (!api(Err))
    return Err;
  using Fn = hipError (*)(const void *, dim3, dim3, void **, unsigned, hipStream);
  static const Fn F = hipFn<Fn>("hipLaunchCooperativeKernel");
  static const Fn Spt = hipFn<Fn>("hipLaunchCooperativeKernel_spt");
  Fn Launch = Stream == cudaStreamPerThread && Spt ? Spt : F;
  if (!Launch)
    return record(cudaErrorNotSupported);
  return forward(
      Launch(Func, Grid, Block, Args, static_cast<unsigned>(SharedMem), toHipStream(Stream)));
}
} // namespace

namespace scale {

unsigned pushCallConfiguration(dim3 Grid, dim3 Block, size_t SharedMem, cudaStream_t Stream) {
  ConfigStack.push_back({Grid, Block, SharedMem, Stream});
  return 0;
}

cudaError_t popCallConfiguration(dim3 *Grid, dim3 *Block, size_t *SharedMem,
                                 cudaStream_t *Stream) {
  if (ConfigStack.empty())
    return record(cudaErrorMissingConfiguration);
  CallConfig C = ConfigStack.back();
  ConfigStack.pop_back();
  *Grid = C.Grid;
  *Block = C.Block;
  *SharedMem = C.SharedMem;
  *Stream = C.Stream;
  return cudaSuccess;
}

} // namespace scale

extern "C" {

/// The configuration stack is the process's runtime's (Instance.h): a launch expression and the
/// kernel stub it calls may be served by different copies of libcudart.
unsigned __hipPushCallConfiguration(dim3 Grid, dim3 Block, size_t SharedMem, cudaStream_t Stream) {
  return runtime().PushCallConfiguration(Grid, Block, SharedMem, Stream);
}

cudaError_t __hipPopCallConfiguration(dim3 *Grid, dim3 *Block, size_t *SharedMem,
                                      cudaStream_t *Stream) {
  return runtime().PopCallConfiguration(Grid, Block, SharedMem, Stream);
}

cudaError_t hipLaunchKernel(const void *Func, dim3 Grid, dim3 Block, void **Args, size_t SharedMem,
                            cudaStream_t Stream) {
  return launch(Func, Grid, Block, Args, SharedMem, Stream);
}

/// clang's kernel stubs under -fgpu-default-stream=per-thread: stream 0 is the per-thread stream.
cudaError_t hipLaunchKernel_spt(const void *Func, dim3 Grid, dim3 Block, void **Args,
                                size_t SharedMem, cudaStream_t Stream) {
  return launch(Func, Grid, Block, Args, SharedMem,
                static_cast<cudaStream_t>(perThreadStream(Stream)));
}

cudaError_t cudaLaunchKernel(const void *Func, dim3 Grid, dim3 Block, void **Args,
                             size_t SharedMem, cudaStream_t Stream) {
  return launch(Func, Grid, Block, Args, SharedMem, Stream);
}

cudaError_t cudaLaunchCooperativeKernel(const void *Func, dim3 Grid, dim3 Block, void **Args,
                                        size_t SharedMem, cudaStream_t Stream) {
  return launchCooperative(Func, Grid, Block, Args, SharedMem, Stream);
}

/// cudaLaunchKernelEx: the attributes HIP can honour select the launch; the others are accepted
/// where they only tune performance (priority, access policy, synchronization policy) and
/// rejected with cudaErrorNotSupported where ignoring them would change behaviour (clusters,
/// programmatic dependent launch).
cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *Config, const void *Func, void **Args) {
  if (!Config || (Config->numAttrs && !Config->attrs))
    return record(cudaErrorInvalidValue);
  bool Cooperative = false;
  for (unsigned I = 0; I < Config->numAttrs; ++I) {
    const cudaLaunchAttribute &A = Config->attrs[I];
    switch (A.id) {
    case cudaLaunchAttributeIgnore:
    case cudaLaunchAttributeAccessPolicyWindow:
    case cudaLaunchAttributeSynchronizationPolicy:
    case cudaLaunchAttributePriority:
    case cudaLaunchAttributeMemSyncDomainMap:
    case cudaLaunchAttributeMemSyncDomain:
      break;
    case cudaLaunchAttributeCooperative:
      Cooperative = A.val.cooperative != 0;
      break;
    case cudaLaunchAttributeClusterDimension:
      if (A.val.clusterDim.x * A.val.clusterDim.y * A.val.clusterDim.z > 1)
        return record(cudaErrorNotSupported);
      break;
    default:
      return record(cudaErrorNotSupported);
    }
  }
  return Cooperative ? launchCooperative(Func, Config->gridDim, Config->blockDim, Args,
                                         Config->dynamicSmemBytes, Config->stream)
                     : launch(Func, Config->gridDim, Config->blockDim, Args,
                              Config->dynamicSmemBytes, Config->stream);
}

cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *Attr, const void *Func) {
  if (!Attr)
    return record(cudaErrorInvalidValue);
  if (!Func)
    return record(cudaErrorInvalidDeviceFunction);
  cudaError_t Err;
  if (!api(Err))
    return Err;
  return record(funcAttributes(Attr, Func));
}

} // extern "C"
