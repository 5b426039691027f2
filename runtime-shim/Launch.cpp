// SPDX-License-Identifier: Apache-2.0
// Kernel launch: the <<<>>> configuration stack clang's HIP code generation uses, and the launch
// entry points (hipLaunchKernel from kernel stubs, cudaLaunchKernel from user code).
#include "State.h"

#include <vector>

using namespace scale;

namespace {
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
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  return forward(H->hipLaunchKernel(Func, Grid, Block, Args, SharedMem, toHipStream(Stream)));
}
} // namespace

extern "C" {

unsigned __hipPushCallConfiguration(dim3 Grid, dim3 Block, size_t SharedMem, cudaStream_t Stream) {
  ConfigStack.push_back({Grid, Block, SharedMem, Stream});
  return 0;
}

cudaError_t __hipPopCallConfiguration(dim3 *Grid, dim3 *Block, size_t *SharedMem,
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

cudaError_t hipLaunchKernel(const void *Func, dim3 Grid, dim3 Block, void **Args, size_t SharedMem,
                            cudaStream_t Stream) {
  return launch(Func, Grid, Block, Args, SharedMem, Stream);
}

cudaError_t cudaLaunchKernel(const void *Func, dim3 Grid, dim3 Block, void **Args,
                             size_t SharedMem, cudaStream_t Stream) {
  return launch(Func, Grid, Block, Args, SharedMem, Stream);
}

} // extern "C"
