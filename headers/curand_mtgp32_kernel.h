// SPDX-License-Identifier: Apache-2.0
// cuRAND's MTGP32 device functions (curand_kernel.h includes this header): curand,
// curand_mtgp32_single, curand_mtgp32_specific, and the uniform, normal, log-normal and Poisson
// distributions for curandStateMtgp32_t. The generator's internals (one step of a block, the
// tempering, the normal by inversion) are in __scale_amd/curand/mtgp32.h, which libcurand's
// MTGP32 generator also uses.
#pragma once
#include <curand_mtgp32.h>
#include "__scale_amd/curand/mtgp32.h"

#ifdef __CUDACC__
// The block's next word for this thread; every thread of the block must call it.
__device__ __forceinline__ unsigned int curand(curandStateMtgp32_t *state) {
  using namespace __scale_amd::curand;
  return mtgpBlockStep(state, mtgpThreadIndex(), mtgpBlockSize());
}
// Word `index` of a step of n words (n <= 256): the caller chooses the thread's place in the step.
__device__ __forceinline__ unsigned int curand_mtgp32_specific(curandStateMtgp32_t *state,
                                                               unsigned char index, unsigned char n) {
  return __scale_amd::curand::mtgpBlockStep(state, index, n);
}
// The single-precision functions, as cuRAND defines them (measured on an H200): the result is the
// bits of the single tempering, a float in [1, 2); curand_mtgp32_single's word index is
// blockDim.y*blockDim.z + threadIdx.x, and both write the new word to s[index] instead of its
// ring slot s[offset + index + N]. They therefore do not continue the generator's sequence, and
// with more than one warp per block the writes race with other warps' reads, so NVIDIA's own
// results depend on scheduling; with one warp per block they are deterministic (and ours equal).
__device__ __forceinline__ float curand_mtgp32_single(curandStateMtgp32_t *state) {
  using namespace __scale_amd::curand;
  unsigned int t = blockDim.z * blockDim.y + threadIdx.x;
  unsigned int o = mtgpSingleWordAt(state, t);
  __syncthreads();
  if (threadIdx.x == 0)
    mtgpAdvance(state, blockDim.z * blockDim.y * blockDim.x);
  __syncthreads();
  return __uint_as_float(o);
}
__device__ __forceinline__ float curand_mtgp32_single_specific(curandStateMtgp32_t *state,
                                                               unsigned char index, unsigned char n) {
  using namespace __scale_amd::curand;
  unsigned int o = mtgpSingleWordAt(state, index);
  __syncthreads();
  if (index == 0)
    mtgpAdvance(state, n);
  __syncthreads();
  return __uint_as_float(o);
}

__device__ __forceinline__ float curand_uniform(curandStateMtgp32_t *state) {
  return __scale_amd::curand::uniformFromBits(curand(state));
}
// (x + 1) * 2^-32 from one draw (measured; the normal's inversion uses x * 2^-32 + 2^-33).
__device__ __forceinline__ double curand_uniform_double(curandStateMtgp32_t *state) {
  using namespace __scale_amd::curand;
  return __builtin_fma(static_cast<double>(curand(state)), kTwoPow32InvD, kTwoPow32InvD);
}
__device__ __forceinline__ float curand_normal(curandStateMtgp32_t *state) {
  return __scale_amd::curand::normalIcdf(curand(state));
}
__device__ __forceinline__ double curand_normal_double(curandStateMtgp32_t *state) {
  return __scale_amd::curand::normalIcdfDouble(curand(state));
}
__device__ __forceinline__ float curand_log_normal(curandStateMtgp32_t *state, float mean,
                                                   float stddev) {
  return expf(__builtin_fmaf(stddev, curand_normal(state), mean));
}
__device__ __forceinline__ double curand_log_normal_double(curandStateMtgp32_t *state, double mean,
                                                           double stddev) {
  return exp(__builtin_fma(stddev, curand_normal_double(state), mean));
}
// One draw per value (measured on an H200): lambda < 1000 inverts the Poisson CDF at the float
// uniform of the draw, larger lambda rounds lambda + sqrt(lambda) * (the draw's double normal).
__device__ __forceinline__ unsigned int curand_poisson(curandStateMtgp32_t *state, double lambda) {
  using namespace __scale_amd::curand;
  unsigned int x = curand(state);
  if (lambda >= 1000.0)
    return static_cast<unsigned int>(sqrt(lambda) * normalIcdfDouble(x) + lambda + 0.5);
  return poissonInverse(uniformFromBits(x), lambda);
}
#endif
