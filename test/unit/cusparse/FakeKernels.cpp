// SPDX-License-Identifier: Apache-2.0
// A fake of cuda-x/cusparse/Kernels.h: counts the operations that passed validation.
#include "Kernels.h"

namespace scale::sparse {
int FakeCalls = 0;
cusparseStatus_t spmv(cusparseContext &, const cusparseSpMatDescr &, const void *,
                      const cusparseDnVecDescr &, const void *, cusparseDnVecDescr &) {
  ++FakeCalls;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t spmm(cusparseContext &, const cusparseSpMatDescr &, const void *,
                      const cusparseDnMatDescr &, const void *, cusparseDnMatDescr &) {
  ++FakeCalls;
  return CUSPARSE_STATUS_SUCCESS;
}
} // namespace scale::sparse
