// SPDX-License-Identifier: Apache-2.0
// Which cuBLASLt an execution case runs: NVIDIA's (reference build, -lcublasLt) or our
// libcublasLt's sources compiled into the case over our libcublas's (route B; see
// cublas_library.h).
#pragma once
#include "cublas_library.h"
#ifdef SCALE_EXEC_REFERENCE
#include <cublasLt.h>
#else
#include "../../../cuda-x/cublaslt/Descriptors.cpp"
#include "../../../cuda-x/cublaslt/Matmul.cpp"
#include "../../../cuda-x/cublaslt/Backend.cu"
#endif
