// SPDX-License-Identifier: Apache-2.0
// cuRAND's host set-up of MTGP32 generators: curandMakeMTGP32Constants writes the device
// parameter table, curandMakeMTGP32KernelState the initial states of n generators (one per
// thread block). Both compute on the host (__scale_amd/curand/mtgp32_host.h) and copy the result
// to device memory; an allocation failure is CURAND_STATUS_ALLOCATION_FAILED, a failed copy
// CURAND_STATUS_INITIALIZATION_FAILED, n outside [0, 200] CURAND_STATUS_OUT_OF_RANGE.
#pragma once
#include <cuda_runtime_api.h>
#include <curand.h>
#include <curand_mtgp32.h>
#include <stdlib.h>
#include "__scale_amd/curand/mtgp32_host.h"

static inline curandStatus_t curandMakeMTGP32Constants(const mtgp32_params_fast_t params[],
                                                       mtgp32_kernel_params_t *p) {
  mtgp32_kernel_params_t *h =
      static_cast<mtgp32_kernel_params_t *>(malloc(sizeof(mtgp32_kernel_params_t)));
  if (!h)
    return CURAND_STATUS_ALLOCATION_FAILED;
  __scale_amd::curand::mtgpMakeKernelParams(params, h);
  cudaError_t e = cudaMemcpy(p, h, sizeof(mtgp32_kernel_params_t), cudaMemcpyHostToDevice);
  free(h);
  return e == cudaSuccess ? CURAND_STATUS_SUCCESS : CURAND_STATUS_INITIALIZATION_FAILED;
}

static inline curandStatus_t curandMakeMTGP32KernelState(curandStateMtgp32_t *s,
                                                         mtgp32_params_fast_t params[],
                                                         mtgp32_kernel_params_t *k, int n,
                                                         unsigned long long seed) {
  if (n < 0 || n > CURAND_NUM_MTGP32_PARAMS)
    return CURAND_STATUS_OUT_OF_RANGE;
  if (n == 0)
    return CURAND_STATUS_SUCCESS;
  size_t bytes = sizeof(curandStateMtgp32_t) * static_cast<size_t>(n);
  curandStateMtgp32_t *h = static_cast<curandStateMtgp32_t *>(calloc(1, bytes));
  if (!h)
    return CURAND_STATUS_ALLOCATION_FAILED;
  __scale_amd::curand::mtgpMakeStates(h, params, k, n, seed);
  cudaError_t e = cudaMemcpy(s, h, bytes, cudaMemcpyHostToDevice);
  free(h);
  return e == cudaSuccess ? CURAND_STATUS_SUCCESS : CURAND_STATUS_INITIALIZATION_FAILED;
}
