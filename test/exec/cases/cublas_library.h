// SPDX-License-Identifier: Apache-2.0
// Which cuBLAS an execution case runs. The case calls the cuBLAS API only; this header picks the
// implementation behind it:
//   reference build (build.sh defines SCALE_EXEC_REFERENCE and links NVIDIA's -lcublas):
//     NVIDIA's cuBLAS;
//   route B: our libcublas's own sources (cuda-x/cublas), compiled into the case, so that its
//     fallback kernels go through our device pipeline and the AMD IR -> NVPTX translation like
//     any case's device code (rocBLAS cannot load on the H200; useOurKernels() also forces it).
#pragma once
#ifdef SCALE_EXEC_REFERENCE
#include <cublas_v2.h>
inline void useOurKernels() {}
#else
#include "../../../cuda-x/cublas/Handle.cpp"
#include "../../../cuda-x/cublas/RocBlas.cpp"
#include "../../../cuda-x/cublas/Copy.cpp"
#include "../../../cuda-x/cublas/Level1.cpp"
#include "../../../cuda-x/cublas/Level2.cpp"
#include "../../../cuda-x/cublas/Level3.cpp"
#include "../../../cuda-x/cublas/Extensions.cpp"
#include "../../../cuda-x/cublas/kernels/Level1Kernels.cu"
#include "../../../cuda-x/cublas/kernels/Level23Kernels.cu"
#include "../../../cuda-x/cublas/kernels/GemmKernels.cu"
#include <cstdlib>
inline void useOurKernels() { setenv("SCALE_AMD_CUBLAS_BACKEND", "fallback", 1); }
#endif

#define BLAS_CHECK(call)                                                                           \
  do {                                                                                             \
    cublasStatus_t s_ = (call);                                                                    \
    if (s_ != CUBLAS_STATUS_SUCCESS) {                                                             \
      std::printf("CUBLAS-ERROR %s:%d %s %d\n", __FILE__, __LINE__, #call, int(s_));               \
      std::exit(3);                                                                                \
    }                                                                                              \
  } while (0)
