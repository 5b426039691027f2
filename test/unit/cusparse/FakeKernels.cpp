// SPDX-License-Identifier: Apache-2.0
// A fake of cuda-x/cusparse/Kernels.h: counts the operations that passed validation.
#include "Kernels.h"

namespace scale::sparse {
int FakeCalls = 0;
cusparseStatus_t spmv(cusparseContext &, cusparseOperation_t, const cusparseSpMatDescr &,
                      const void *, const cusparseDnVecDescr &, const void *,
                      cusparseDnVecDescr &) {
  ++FakeCalls;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t spmm(cusparseContext &, cusparseOperation_t, cusparseOperation_t,
                      const cusparseSpMatDescr &, const void *, const cusparseDnMatDescr &,
                      const void *, cusparseDnMatDescr &) {
  ++FakeCalls;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t csr2csc(cusparseContext &, int, int, int, const void *, const int *, const int *,
                         void *, int *, int *, int, bool, int, void *) {
  ++FakeCalls;
  return CUSPARSE_STATUS_SUCCESS;
}
} // namespace scale::sparse
