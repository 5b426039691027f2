// SPDX-License-Identifier: Apache-2.0
// Headers of libraries the toolkit does not provide stop with an error naming the library.
// RUN: not %nvcc -c --offload-arch=gfx1100 -DHDR='<cublas.h>' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LEGACY
// LEGACY: error: "scale-amd: the legacy cuBLAS API (cublas.h) is not provided; include <cublas_v2.h>
// RUN: not %nvcc -c --offload-arch=gfx1100 -DHDR='<cufftw.h>' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FFTW
// FFTW: error: "scale-amd: cufftw.h is part of cuFFTW, which this toolkit does not provide (AMD counterpart: hipFFT / rocFFT)"
// RUN: not %nvcc -c --offload-arch=gfx1100 -DHDR='<cudnn.h>' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DNN
// DNN: error: "scale-amd: cudnn.h is part of cuDNN
// RUN: not %nvcc -c --offload-arch=gfx1100 -DHDR='<cusolverSp.h>' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SOLVER
// SOLVER: error: "scale-amd: cusolverSp.h is the sparse part of cuSOLVER
#include HDR
