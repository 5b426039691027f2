// SPDX-License-Identifier: Apache-2.0
// cufft.h and cufftXt.h compile for the three AMD targets and for plain C and C++ hosts, with
// cuFFT's values and layouts; the program refers to cuFFT's symbols.
// RUN: %nvcc -c --offload-arch=%amd_targets %S/Inputs/plans.cu -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s
// CHECK-DAG: U cufftPlan1d
// CHECK-DAG: U cufftPlanMany
// CHECK-DAG: U cufftExecC2C
// CHECK-DAG: U cufftXtMakePlanMany
// CHECK-DAG: U cufftXtSetCallback
// RUN: %clang_amd -fsyntax-only -x c++ -std=c++17 -isystem %toolkit/include %s
// RUN: %clang_amd -fsyntax-only -x c -std=c11 -isystem %toolkit/include %s
#include <cufftXt.h>
#include <stddef.h>
_Static_assert(CUFFT_C2C == 0x29 && CUFFT_R2C == 0x2a && CUFFT_C2R == 0x2c, "cuFFT values");
_Static_assert(CUFFT_Z2Z == 0x69 && CUFFT_D2Z == 0x6a && CUFFT_Z2D == 0x6c, "cuFFT values");
_Static_assert(CUFFT_NOT_SUPPORTED == 16 && CUFFT_NO_WORKSPACE == 13 && CUFFT_FORWARD == -1, "cuFFT values");
_Static_assert(CUFFT_MISSING_DEPENDENCY == 0x11 && CUFFT_NVSHMEM_FAILURE == 0x14 && MAX_CUFFT_ERROR == 0x15, "CUDA 12 codes");
_Static_assert(sizeof(cufftComplex) == 8 && sizeof(cufftDoubleComplex) == 16, "cuFFT layout");
_Static_assert(sizeof(cufftHandle) == sizeof(int) && CUFFT_VERSION == 11300, "cuFFT handle");
_Static_assert(CUFFT_CB_ST_REAL_DOUBLE == 7 && CUFFT_WORKAREA_PERFORMANCE == 2, "cufftXt values");
_Static_assert(offsetof(cudaXtDesc, data) == 264 && offsetof(cudaLibXtDesc, descriptor) == 8, "cufftXt layout");
