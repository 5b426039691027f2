/* SPDX-License-Identifier: Apache-2.0 */
/* What clang's HIP code generation calls for `kernel<<<grid, block, shmem, stream>>>(args)`:
 * the launch expression pushes the configuration, the kernel's host stub pops it and calls
 * hipLaunchKernel (hipLaunchKernel_spt with a per-thread default stream). All three are defined by lib64/libcudart (runtime-shim/), which forwards the
 * launch to the HIP runtime. Exact prototypes: a variadic declaration crashes clang-22. */
#ifndef __SCALE_AMD_LAUNCH_H__
#define __SCALE_AMD_LAUNCH_H__
#include "driver_types.h"

#if defined(__cplusplus)
extern "C" {
unsigned __hipPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                                    cudaStream_t stream = 0);
cudaError_t __hipPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem,
                                      cudaStream_t *stream);
cudaError_t hipLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                            size_t sharedMem, cudaStream_t stream);
/* The stubs' launch under nvcc --default-stream per-thread (clang's -fgpu-default-stream=per-thread):
 * stream 0 is the calling thread's default stream. */
cudaError_t hipLaunchKernel_spt(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                size_t sharedMem, cudaStream_t stream);
}
#endif

#endif /* __SCALE_AMD_LAUNCH_H__ */
