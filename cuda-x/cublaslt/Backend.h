// SPDX-License-Identifier: Apache-2.0
// What cublasLtMatmul runs once its plan is made (Backend.cu on the GPU; the unit tests link a
// recording fake instead). Arguments arrive validated.
#ifndef SCALE_AMD_CUBLASLT_BACKEND_H
#define SCALE_AMD_CUBLASLT_BACKEND_H

#include "Lt.h"

namespace scale::blaslt::backend {

/// D = alpha op(A) op(B) + beta C (C copied into D first when they differ), then the plan's
/// epilogue over D (Aux: the auxiliary matrix of GELU_AUX* / DGELU); on Stream.
cublasStatus_t run(cublasLtContext &H, const Plan &P, const void *Alpha, const void *A,
                   const void *B, const void *Beta, const void *C, void *D, const void *Bias,
                   void *Aux, cudaStream_t Stream);
/// Frees what run attached to the handle.
void release(cublasLtContext &H);

} // namespace scale::blaslt::backend

#endif
