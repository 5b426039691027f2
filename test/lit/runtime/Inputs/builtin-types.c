/* SPDX-License-Identifier: Apache-2.0 */
/* builtin_types.h from C: the runtime's types, as driver API programs use them next to cuda.h. */
#include <builtin_types.h>
#include <cuda.h>

static void CUDART_CB callback(cudaStream_t s, cudaError_t e, void *p) {
  (void)s, (void)e, (void)p;
}

int check(void) {
  struct cudaMemAllocNodeParams params = {0};
  cudaStreamCallback_t cb = callback;
  CUmemAllocationProp prop = {0};
  CUctxCreateParams ctx = {0};
  dim3 grid = {1, 1, 1};
  enum cudaTextureAddressMode tex = cudaAddressModeClamp;
  enum cudaSurfaceBoundaryMode surf = cudaBoundaryModeZero;
  return cb != 0 && params.bytesize == 0 && prop.type == 0 && ctx.cigParams == 0 && grid.x == 1 &&
         tex == cudaAddressModeClamp && surf == cudaBoundaryModeZero;
}
