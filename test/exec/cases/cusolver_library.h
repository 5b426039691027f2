// SPDX-License-Identifier: Apache-2.0
// Which cuSOLVER an execution case runs. The case calls the dense cuSOLVER API only:
//   reference build (build.sh defines SCALE_EXEC_REFERENCE and links NVIDIA's -lcusolver):
//     NVIDIA's cuSOLVER;
//   route B: our libcusolver's sources (cuda-x/cusolver: the API layer and the single-block
//     kernels), compiled into the case, so that its kernels go through our device pipeline and
//     the AMD IR -> NVPTX translation like any case's device code.
#pragma once
#ifdef SCALE_EXEC_REFERENCE
#include <cusolverDn.h>
#else
#include "../../../cuda-x/cusolver/Dense.cpp"
#include "../../../cuda-x/cusolver/kernels/DenseKernels.cu"
#endif

#include "harness.h"

#define SOLVER_CHECK(call)                                                                         \
  do {                                                                                             \
    cusolverStatus_t s_ = (call);                                                                  \
    if (s_ != CUSOLVER_STATUS_SUCCESS) {                                                           \
      std::printf("CUSOLVER-ERROR %s:%d %s %d\n", __FILE__, __LINE__, #call, int(s_));            \
      std::exit(3);                                                                                \
    }                                                                                              \
  } while (0)
