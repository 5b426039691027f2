// SPDX-License-Identifier: Apache-2.0
// csr2csc (Kernels.h), correct first, in four steps on the handle's stream: count the non-zeros
// of each column into ColPtr[1..N]; scan them (one thread, O(N)) into column starts and cursors;
// scatter each non-zero to its column's atomic cursor (one thread per CSR row); sort each column
// by row (one thread per column, insertion sort), so rows ascend within a column as in cuSPARSE.
// Values are moved as bytes (any value type), only when asked to.
#include "../Kernels.h"

#include <cuda_runtime.h>

namespace scale::sparse {
namespace convert { // (its own names: the execution cases compile all kernel files as one unit)
namespace {

constexpr int Threads = 256;
unsigned blocks(long long N) { return static_cast<unsigned>((N + Threads - 1) / Threads); }

__global__ void countKernel(int Nnz, const int *ColInd, int Base, int *ColPtr) {
  long long P = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (P < Nnz)
    atomicAdd(&ColPtr[ColInd[P] - Base + 1], 1);
}

/// ColPtr[J] becomes the start of column J (plus Base); Cursor[J] its 0-based start.
__global__ void scanKernel(int N, int Base, int *ColPtr, int *Cursor) {
  if (blockIdx.x != 0 || threadIdx.x != 0)
    return;
  int Acc = 0;
  for (int J = 0; J <= N; ++J) {
    Acc += ColPtr[J];
    ColPtr[J] = Acc + Base;
    if (J < N)
      Cursor[J] = Acc;
  }
}

__device__ inline void copyBytes(char *Dst, const char *Src, int Size) {
  for (int B = 0; B < Size; ++B)
    Dst[B] = Src[B];
}

__global__ void scatterKernel(int M, const int *RowPtr, const int *ColInd, const char *CsrVal,
                              int Base, int ElemSize, int *Cursor, int *RowInd, char *CscVal) {
  long long I = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (I >= M)
    return;
  for (int P = RowPtr[I] - Base; P < RowPtr[I + 1] - Base; ++P) {
    int Dst = atomicAdd(&Cursor[ColInd[P] - Base], 1);
    RowInd[Dst] = int(I) + Base;
    if (CscVal)
      copyBytes(CscVal + (long long)Dst * ElemSize, CsrVal + (long long)P * ElemSize, ElemSize);
  }
}

__global__ void sortKernel(int N, const int *ColPtr, int Base, int ElemSize, int *RowInd,
                           char *CscVal) {
  long long J = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (J >= N)
    return;
  int Begin = ColPtr[J] - Base, End = ColPtr[J + 1] - Base;
  char Held[16]; // the largest value type, CUDA_C_64F
  for (int P = Begin + 1; P < End; ++P) {
    int Row = RowInd[P];
    if (CscVal)
      copyBytes(Held, CscVal + (long long)P * ElemSize, ElemSize);
    int Q = P;
    for (; Q > Begin && RowInd[Q - 1] > Row; --Q) {
      RowInd[Q] = RowInd[Q - 1];
      if (CscVal)
        copyBytes(CscVal + (long long)Q * ElemSize, CscVal + (long long)(Q - 1) * ElemSize,
                  ElemSize);
    }
    RowInd[Q] = Row;
    if (CscVal)
      copyBytes(CscVal + (long long)Q * ElemSize, Held, ElemSize);
  }
}

cusparseStatus_t run(cusparseContext &H, int M, int N, int Nnz, const void *CsrVal,
                     const int *RowPtr, const int *ColInd, void *CscVal, int *ColPtr, int *RowInd,
                     int ElemSize, bool CopyValues, int Base, void *Buffer) {
  int *Cursor = static_cast<int *>(Buffer);
  if (cudaMemsetAsync(ColPtr, 0, (size_t(N) + 1) * sizeof(int), H.Stream) != cudaSuccess)
    return CUSPARSE_STATUS_EXECUTION_FAILED;
  if (Nnz > 0)
    countKernel<<<blocks(Nnz), Threads, 0, H.Stream>>>(Nnz, ColInd, Base, ColPtr);
  scanKernel<<<1, 1, 0, H.Stream>>>(N, Base, ColPtr, Cursor);
  char *Out = CopyValues ? static_cast<char *>(CscVal) : nullptr;
  const char *In = static_cast<const char *>(CsrVal);
  if (Nnz > 0 && M > 0)
    scatterKernel<<<blocks(M), Threads, 0, H.Stream>>>(M, RowPtr, ColInd, In, Base, ElemSize,
                                                        Cursor, RowInd, Out);
  if (Nnz > 0 && N > 0)
    sortKernel<<<blocks(N), Threads, 0, H.Stream>>>(N, ColPtr, Base, ElemSize, RowInd, Out);
  return cudaGetLastError() == cudaSuccess ? CUSPARSE_STATUS_SUCCESS
                                           : CUSPARSE_STATUS_EXECUTION_FAILED;
}

} // namespace
} // namespace convert

cusparseStatus_t csr2csc(cusparseContext &H, int M, int N, int Nnz, const void *CsrVal,
                         const int *RowPtr, const int *ColInd, void *CscVal, int *ColPtr,
                         int *RowInd, int ElemSize, bool CopyValues, int Base, void *Buffer) {
  return convert::run(H, M, N, Nnz, CsrVal, RowPtr, ColInd, CscVal, ColPtr, RowInd, ElemSize,
                      CopyValues, Base, Buffer);
}

} // namespace scale::sparse
