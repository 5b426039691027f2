// SPDX-License-Identifier: Apache-2.0
// SpMV and SpMM kernels for CSR and COO with 32-bit indices and fp32/fp64 values (correct first):
// CSR: one thread per output row; COO: the output is scaled by beta first (beta == 0 never reads
// it), then one thread per non-zero adds its product atomically.
#include "../Kernels.h"

#include <cuda_runtime.h>

namespace scale::sparse {
namespace {

constexpr int Threads = 256;

template <class T> struct Scalar {
  T Value;
  const T *Ptr;
  __device__ T get() const { return Ptr ? *Ptr : Value; }
};

template <class T> Scalar<T> scalar(const cusparseContext &H, const void *P) {
  const T *V = static_cast<const T *>(P);
  return H.PointerMode == CUSPARSE_POINTER_MODE_DEVICE ? Scalar<T>{T{}, V} : Scalar<T>{*V, nullptr};
}

/// Element (I, J) of a dense matrix in either order.
__device__ inline long long at(long long I, long long J, long long Ld, cusparseOrder_t O) {
  return O == CUSPARSE_ORDER_COL ? I + J * Ld : I * Ld + J;
}

template <class T>
__global__ void csrKernel(int Rows, int NCols, const int *Off, const int *Col, const T *Val,
                          int Base, Scalar<T> Alpha, const T *B, long long Ldb, cusparseOrder_t OB,
                          Scalar<T> Beta, T *C, long long Ldc, cusparseOrder_t OC) {
  long long Tid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Tid >= (long long)Rows * NCols)
    return;
  int Row = Tid % Rows, J = Tid / Rows;
  T Acc = 0;
  for (int P = Off[Row] - Base; P < Off[Row + 1] - Base; ++P)
    Acc += Val[P] * B[at(Col[P] - Base, J, Ldb, OB)];
  T Be = Beta.get();
  T &Out = C[at(Row, J, Ldc, OC)];
  Out = Be == T(0) ? Alpha.get() * Acc : Alpha.get() * Acc + Be * Out;
}

template <class T>
__global__ void scaleKernel(long long Rows, int NCols, Scalar<T> Beta, T *C, long long Ldc,
                            cusparseOrder_t OC) {
  long long Tid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Tid >= Rows * NCols)
    return;
  T Be = Beta.get();
  T &Out = C[at(Tid % Rows, Tid / Rows, Ldc, OC)];
  Out = Be == T(0) ? T(0) : Be * Out;
}

template <class T>
__global__ void cooKernel(long long Nnz, int NCols, const int *RowInd, const int *Col,
                          const T *Val, int Base, Scalar<T> Alpha, const T *B, long long Ldb,
                          cusparseOrder_t OB, T *C, long long Ldc, cusparseOrder_t OC) {
  long long Tid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Tid >= Nnz * NCols)
    return;
  long long P = Tid % Nnz;
  int J = Tid / Nnz;
  atomicAdd(&C[at(RowInd[P] - Base, J, Ldc, OC)],
            Alpha.get() * Val[P] * B[at(Col[P] - Base, J, Ldb, OB)]);
}

unsigned blocks(long long N) { return static_cast<unsigned>((N + Threads - 1) / Threads); }

cusparseStatus_t launched() {
  return cudaGetLastError() == cudaSuccess ? CUSPARSE_STATUS_SUCCESS
                                           : CUSPARSE_STATUS_EXECUTION_FAILED;
}

/// C (A.Rows x NCols) = alpha A B + beta C; a vector is a one-column matrix.
template <class T>
cusparseStatus_t run(cusparseContext &H, const cusparseSpMatDescr &A, const void *Alpha,
                     const void *B, long long Ldb, cusparseOrder_t OB, const void *Beta, void *C,
                     long long Ldc, cusparseOrder_t OC, int NCols) {
  Scalar<T> Al = scalar<T>(H, Alpha), Be = scalar<T>(H, Beta);
  int Base = A.Base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  const int *Row = static_cast<const int *>(A.RowIdx), *Col = static_cast<const int *>(A.ColIdx);
  const T *Val = static_cast<const T *>(A.Values);
  const T *BV = static_cast<const T *>(B);
  T *CV = static_cast<T *>(C);
  if (A.Format == CUSPARSE_FORMAT_CSR) {
    csrKernel<T><<<blocks(A.Rows * NCols), Threads, 0, H.Stream>>>(
        int(A.Rows), NCols, Row, Col, Val, Base, Al, BV, Ldb, OB, Be, CV, Ldc, OC);
    return launched();
  }
  scaleKernel<T><<<blocks(A.Rows * NCols), Threads, 0, H.Stream>>>(A.Rows, NCols, Be, CV, Ldc, OC);
  if (A.Nnz > 0)
    cooKernel<T><<<blocks(A.Nnz * NCols), Threads, 0, H.Stream>>>(A.Nnz, NCols, Row, Col, Val, Base,
                                                                 Al, BV, Ldb, OB, CV, Ldc, OC);
  return launched();
}

} // namespace

cusparseStatus_t spmv(cusparseContext &H, const cusparseSpMatDescr &A, const void *Alpha,
                      const cusparseDnVecDescr &X, const void *Beta, cusparseDnVecDescr &Y) {
  if (A.ValueType == CUDA_R_32F)
    return run<float>(H, A, Alpha, X.Values, X.Size, CUSPARSE_ORDER_COL, Beta, Y.Values, Y.Size,
                      CUSPARSE_ORDER_COL, 1);
  return run<double>(H, A, Alpha, X.Values, X.Size, CUSPARSE_ORDER_COL, Beta, Y.Values, Y.Size,
                     CUSPARSE_ORDER_COL, 1);
}

cusparseStatus_t spmm(cusparseContext &H, const cusparseSpMatDescr &A, const void *Alpha,
                      const cusparseDnMatDescr &B, const void *Beta, cusparseDnMatDescr &C) {
  if (A.ValueType == CUDA_R_32F)
    return run<float>(H, A, Alpha, B.Values, B.Ld, B.Order, Beta, C.Values, C.Ld, C.Order,
                      int(C.Cols));
  return run<double>(H, A, Alpha, B.Values, B.Ld, B.Order, Beta, C.Values, C.Ld, C.Order,
                     int(C.Cols));
}

} // namespace scale::sparse
