/* SPDX-License-Identifier: Apache-2.0 */
/* No dynamic parallelism on AMD GPUs: with -rdc (__CUDACC_RDC__), NVIDIA's CCCL compiles its
 * device-side launch path (a kernel or __host__ __device__ algorithm that launches kernels from
 * the device), which cannot work here and stops the compilation at the first `<<<>>>` of that
 * path, even where the program calls the algorithms from host code only. We tell CCCL that CDP
 * is unavailable, in the way each version reads it:
 *  - CCCL 1.x (Debian's Thrust/CUB 1.17): cub/util_arch.cuh keeps a predefined
 *    CUB_RUNTIME_FUNCTION; `__host__` in the device pass is exactly what it chooses without -rdc
 *    (no CUB_RUNTIME_ENABLED in device code). The host pass keeps `__host__ __device__`.
 *  - CCCL 2.x/3.x: CUB_DISABLE_CDP (cub/detail/detect_cuda_runtime.cuh), which Thrust follows.
 * Thrust 1.x's own switch (__THRUST_HAS_CUDART__) is not configurable; its device-side paths
 * then call CUB's host-only entry points, which clang reports only where a kernel really reaches
 * them. A kernel launch written in device code stays clang's error ("device-side kernel
 * call/launch is not supported"). A definition given by the user (-D) wins. */
#ifndef __SCALE_AMD_PRELUDE_CDP_H__
#define __SCALE_AMD_PRELUDE_CDP_H__
#if defined(__CUDACC_RDC__) && defined(__CUDACC__) && defined(__clang__)
#ifndef CUB_DISABLE_CDP
#define CUB_DISABLE_CDP
#endif
#if defined(__CUDA_ARCH__) && !defined(CUB_RUNTIME_FUNCTION)
#define CUB_RUNTIME_FUNCTION __host__
#endif
#endif
#endif /* __SCALE_AMD_PRELUDE_CDP_H__ */
