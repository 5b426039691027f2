// SPDX-License-Identifier: Apache-2.0
// The cuSPARSE operations' kernels (kernels/SparseKernels.cu). Arguments arrive validated:
// formats CSR or COO with 32-bit indices, op = non-transpose, value and compute type both
// CUDA_R_32F or both CUDA_R_64F; Alpha/Beta follow the handle's pointer mode.
#ifndef SCALE_AMD_CUSPARSE_KERNELS_H
#define SCALE_AMD_CUSPARSE_KERNELS_H

#include "Context.h"

namespace scale::sparse {

cusparseStatus_t spmv(cusparseContext &H, const cusparseSpMatDescr &A, const void *Alpha,
                      const cusparseDnVecDescr &X, const void *Beta, cusparseDnVecDescr &Y);
cusparseStatus_t spmm(cusparseContext &H, const cusparseSpMatDescr &A, const void *Alpha,
                      const cusparseDnMatDescr &B, const void *Beta, cusparseDnMatDescr &C);

} // namespace scale::sparse

#endif
