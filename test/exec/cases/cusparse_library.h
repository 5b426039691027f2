// SPDX-License-Identifier: Apache-2.0
// Which cuSPARSE an execution case runs. The case calls the cuSPARSE API only; this header picks
// the implementation behind it:
//   reference build (build.sh defines SCALE_EXEC_REFERENCE and links NVIDIA's -lcusparse):
//     NVIDIA's cuSPARSE;
//   route B: our libcusparse's own sources (cuda-x/cusparse), compiled into the case, so that
//     its kernels go through our device pipeline and the AMD IR -> NVPTX translation like any
//     case's device code. hipSPARSE cannot load on the H200: the fallback kernels run (the
//     backend is also forced by useOurKernels()).
#pragma once
#ifdef SCALE_EXEC_REFERENCE
#include <cusparse.h>
inline void useOurKernels() {}
#else
#include "../../../cuda-x/cusparse/Sparse.cpp"
#include "../../../cuda-x/cusparse/HipSparse.cpp"
#include "../../../cuda-x/cusparse/kernels/SparseKernels.cu"
#include "../../../cuda-x/cusparse/kernels/ConvertKernels.cu"
#include <cstdlib>
inline void useOurKernels() { setenv("SCALE_AMD_CUSPARSE_BACKEND", "fallback", 1); }
#endif

#define SPARSE_CHECK(call)                                                                         \
  do {                                                                                             \
    cusparseStatus_t s_ = (call);                                                                  \
    if (s_ != CUSPARSE_STATUS_SUCCESS) {                                                           \
      std::printf("CUSPARSE-ERROR %s:%d %s %d\n", __FILE__, __LINE__, #call, int(s_));             \
      std::exit(3);                                                                                \
    }                                                                                              \
  } while (0)
