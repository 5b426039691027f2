// SPDX-License-Identifier: Apache-2.0
// SpMV and SpMM kernels for CSR and COO with 32-bit indices and fp32/fp64 values (correct first):
// CSR: one thread per output row; COO, and op(A) = A^T (or A^H, the same for real values) in
// either format: the output is scaled by beta first (beta == 0 never reads it), then one thread
// per non-zero (COO) or per row of A (CSR) adds its products atomically at the transposed
// positions. op(B) = B^T reads B with its indices swapped.
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

/// The dense operand B as op(B): element (K, J) of op(B).
struct DenseB {
  long long Ld;
  cusparseOrder_t Order;
  bool Trans;
  __device__ long long operator()(long long K, long long J) const {
    return Trans ? at(J, K, Ld, Order) : at(K, J, Ld, Order);
  }
};

template <class T>
__global__ void csrKernel(int Rows, int NCols, const int *Off, const int *Col, const T *Val,
                          int Base, Scalar<T> Alpha, const T *B, DenseB OB, Scalar<T> Beta, T *C,
                          long long Ldc, cusparseOrder_t OC) {
  long long Tid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Tid >= (long long)Rows * NCols)
    return;
  int Row = Tid % Rows, J = Tid / Rows;
  T Acc = 0;
  for (int P = Off[Row] - Base; P < Off[Row + 1] - Base; ++P)
    Acc += Val[P] * B[OB(Col[P] - Base, J)];
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

/// C(Out[P], J) += alpha * Val[P] * op(B)(In[P], J) for every non-zero P: COO with (Out, In) =
/// (rows, columns), or (columns, rows) for op(A) = A^T.
template <class T>
__global__ void cooKernel(long long Nnz, int NCols, const int *Out, const int *In, const T *Val,
                          int Base, Scalar<T> Alpha, const T *B, DenseB OB, T *C, long long Ldc,
                          cusparseOrder_t OC) {
  long long Tid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Tid >= Nnz * NCols)
    return;
  long long P = Tid % Nnz;
  int J = Tid / Nnz;
  atomicAdd(&C[at(Out[P] - Base, J, Ldc, OC)], Alpha.get() * Val[P] * B[OB(In[P] - Base, J)]);
}

/// op(A) = A^T for CSR: the thread of row I of A adds alpha * A(I, K) * op(B)(I, J) to C(K, J).
template <class T>
__global__ void csrTransKernel(int Rows, int NCols, const int *Off, const int *Col, const T *Val,
                               int Base, Scalar<T> Alpha, const T *B, DenseB OB, T *C,
                               long long Ldc, cusparseOrder_t OC) {
  long long Tid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Tid >= (long long)Rows * NCols)
    return;
  int Row = Tid % Rows, J = Tid / Rows;
  T Scaled = Alpha.get() * B[OB(Row, J)];
  for (int P = Off[Row] - Base; P < Off[Row + 1] - Base; ++P)
    atomicAdd(&C[at(Col[P] - Base, J, Ldc, OC)], Val[P] * Scaled);
}

unsigned blocks(long long N) { return static_cast<unsigned>((N + Threads - 1) / Threads); }

cusparseStatus_t launched() {
  return cudaGetLastError() == cudaSuccess ? CUSPARSE_STATUS_SUCCESS
                                           : CUSPARSE_STATUS_EXECUTION_FAILED;
}

/// C (op(A).Rows x NCols) = alpha op(A) op(B) + beta C; a vector is a one-column matrix.
template <class T>
cusparseStatus_t run(cusparseContext &H, bool TransA, const cusparseSpMatDescr &A,
                     const void *Alpha, const void *B, DenseB OB, const void *Beta, void *C,
                     long long Ldc, cusparseOrder_t OC, int NCols) {
  Scalar<T> Al = scalar<T>(H, Alpha), Be = scalar<T>(H, Beta);
  int Base = A.Base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  const int *Row = static_cast<const int *>(A.RowIdx), *Col = static_cast<const int *>(A.ColIdx);
  const T *Val = static_cast<const T *>(A.Values);
  const T *BV = static_cast<const T *>(B);
  T *CV = static_cast<T *>(C);
  bool Csr = A.Format == CUSPARSE_FORMAT_CSR;
  if (Csr && !TransA) {
    csrKernel<T><<<blocks(A.Rows * NCols), Threads, 0, H.Stream>>>(
        int(A.Rows), NCols, Row, Col, Val, Base, Al, BV, OB, Be, CV, Ldc, OC);
    return launched();
  }
  long long OutRows = TransA ? A.Cols : A.Rows;
  scaleKernel<T><<<blocks(OutRows * NCols), Threads, 0, H.Stream>>>(OutRows, NCols, Be, CV, Ldc,
                                                                    OC);
  if (A.Nnz == 0)
    return launched();
  if (Csr)
    csrTransKernel<T><<<blocks(A.Rows * NCols), Threads, 0, H.Stream>>>(
        int(A.Rows), NCols, Row, Col, Val, Base, Al, BV, OB, CV, Ldc, OC);
  else if (TransA)
    cooKernel<T><<<blocks(A.Nnz * NCols), Threads, 0, H.Stream>>>(A.Nnz, NCols, Col, Row, Val, Base,
                                                                 Al, BV, OB, CV, Ldc, OC);
  else
    cooKernel<T><<<blocks(A.Nnz * NCols), Threads, 0, H.Stream>>>(A.Nnz, NCols, Row, Col, Val, Base,
                                                                 Al, BV, OB, CV, Ldc, OC);
  return launched();
}

} // namespace

cusparseStatus_t spmv(cusparseContext &H, cusparseOperation_t Op, const cusparseSpMatDescr &A,
                      const void *Alpha, const cusparseDnVecDescr &X, const void *Beta,
                      cusparseDnVecDescr &Y) {
  bool TransA = Op != CUSPARSE_OPERATION_NON_TRANSPOSE;
  DenseB OX{X.Size, CUSPARSE_ORDER_COL, false};
  if (A.ValueType == CUDA_R_32F)
    return run<float>(H, TransA, A, Alpha, X.Values, OX, Beta, Y.Values, Y.Size,
                      CUSPARSE_ORDER_COL, 1);
  return run<double>(H, TransA, A, Alpha, X.Values, OX, Beta, Y.Values, Y.Size, CUSPARSE_ORDER_COL,
                     1);
}

cusparseStatus_t spmm(cusparseContext &H, cusparseOperation_t OpA, cusparseOperation_t OpB,
                      const cusparseSpMatDescr &A, const void *Alpha, const cusparseDnMatDescr &B,
                      const void *Beta, cusparseDnMatDescr &C) {
  bool TransA = OpA != CUSPARSE_OPERATION_NON_TRANSPOSE;
  DenseB OB{B.Ld, B.Order, OpB != CUSPARSE_OPERATION_NON_TRANSPOSE};
  if (A.ValueType == CUDA_R_32F)
    return run<float>(H, TransA, A, Alpha, B.Values, OB, Beta, C.Values, C.Ld, C.Order,
                      int(C.Cols));
  return run<double>(H, TransA, A, Alpha, B.Values, OB, Beta, C.Values, C.Ld, C.Order,
                     int(C.Cols));
}

} // namespace scale::sparse
