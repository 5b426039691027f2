// SPDX-License-Identifier: Apache-2.0
// cuSPARSE handle, legacy matrix descriptor, generic-API descriptors and SpMV/SpMM argument
// checks (CUSPARSE_STATUS_INVALID_VALUE for bad sizes/pointers/enums), then the backend of the
// handle: hipSPARSE (HipSparse.h) when the handle owns a hipSPARSE handle, else our kernels
// (Kernels.h), which answer NOT_SUPPORTED for valid combinations they do not implement
// (docs/cusparse.md).
#include "HipSparse.h"
#include "Kernels.h"

#include <new>

using namespace scale::sparse;

#define REQUIRE(Cond)                                                                              \
  do {                                                                                             \
    if (!(Cond))                                                                                   \
      return CUSPARSE_STATUS_INVALID_VALUE;                                                        \
  } while (0)
#define SUPPORTED(Cond)                                                                            \
  do {                                                                                             \
    if (!(Cond))                                                                                   \
      return CUSPARSE_STATUS_NOT_SUPPORTED;                                                        \
  } while (0)
#define CHECK_HANDLE(H)                                                                            \
  do {                                                                                             \
    if (!(H))                                                                                      \
      return CUSPARSE_STATUS_NOT_INITIALIZED;                                                      \
  } while (0)

namespace {

template <class T> cusparseStatus_t create(T **Out) {
  REQUIRE(Out);
  *Out = new (std::nothrow) T();
  return *Out ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}

bool validIndexType(cusparseIndexType_t T) {
  return T == CUSPARSE_INDEX_16U || T == CUSPARSE_INDEX_32I || T == CUSPARSE_INDEX_64I;
}
bool validBase(cusparseIndexBase_t B) {
  return B == CUSPARSE_INDEX_BASE_ZERO || B == CUSPARSE_INDEX_BASE_ONE;
}
bool validOp(cusparseOperation_t Op) {
  return Op == CUSPARSE_OPERATION_NON_TRANSPOSE || Op == CUSPARSE_OPERATION_TRANSPOSE ||
         Op == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
}
bool realType(cudaDataType T) { return T == CUDA_R_32F || T == CUDA_R_64F; }

/// What our kernels implement, for a validated problem.
bool kernelSupports(const cusparseSpMatDescr &A, cudaDataType Compute) {
  return (A.Format == CUSPARSE_FORMAT_CSR || A.Format == CUSPARSE_FORMAT_COO) &&
         A.RowType == CUSPARSE_INDEX_32I && A.ColType == CUSPARSE_INDEX_32I &&
         realType(A.ValueType) && Compute == A.ValueType;
}

/// Argument checks shared by both backends (INVALID_VALUE); the kernels' limits come after.
cusparseStatus_t checkSpMV(cusparseHandle_t H, cusparseOperation_t Op, const void *Alpha,
                           cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t X,
                           const void *Beta, cusparseDnVecDescr_t Y, cudaDataType Compute,
                           cusparseSpMVAlg_t Alg) {
  CHECK_HANDLE(H);
  REQUIRE(validOp(Op) && Alpha && Beta && A && X && Y);
  REQUIRE(Alg >= CUSPARSE_SPMV_ALG_DEFAULT && Alg <= CUSPARSE_SPMV_SELL_ALG1);
  bool N = Op == CUSPARSE_OPERATION_NON_TRANSPOSE;
  REQUIRE(X->Size == (N ? A->Cols : A->Rows) && Y->Size == (N ? A->Rows : A->Cols));
  REQUIRE(X->ValueType == A->ValueType && Y->ValueType == A->ValueType);
  if (H->HipHandle)
    return CUSPARSE_STATUS_SUCCESS;
  SUPPORTED(kernelSupports(*A, Compute));
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t checkSpMM(cusparseHandle_t H, cusparseOperation_t OpA, cusparseOperation_t OpB,
                           const void *Alpha, cusparseConstSpMatDescr_t A,
                           cusparseConstDnMatDescr_t B, const void *Beta, cusparseDnMatDescr_t C,
                           cudaDataType Compute, cusparseSpMMAlg_t Alg) {
  CHECK_HANDLE(H);
  REQUIRE(validOp(OpA) && validOp(OpB) && Alpha && Beta && A && B && C);
  REQUIRE(Alg >= CUSPARSE_SPMM_ALG_DEFAULT && Alg <= CUSPARSE_SPMM_BSR_ALG1);
  int64_t ARows = OpA == CUSPARSE_OPERATION_NON_TRANSPOSE ? A->Rows : A->Cols;
  int64_t ACols = OpA == CUSPARSE_OPERATION_NON_TRANSPOSE ? A->Cols : A->Rows;
  int64_t BRows = OpB == CUSPARSE_OPERATION_NON_TRANSPOSE ? B->Rows : B->Cols;
  int64_t BCols = OpB == CUSPARSE_OPERATION_NON_TRANSPOSE ? B->Cols : B->Rows;
  REQUIRE(BRows == ACols && C->Rows == ARows && C->Cols == BCols);
  REQUIRE(B->ValueType == A->ValueType && C->ValueType == A->ValueType);
  if (H->HipHandle)
    return CUSPARSE_STATUS_SUCCESS;
  SUPPORTED(kernelSupports(*A, Compute));
  return CUSPARSE_STATUS_SUCCESS;
}

/// Bytes of one value of a type csr2csc moves (values are only copied), 0 if unknown.
int elementSize(cudaDataType T) {
  switch (T) {
  case CUDA_R_8I: case CUDA_R_8U: return 1;
  case CUDA_R_16F: case CUDA_R_16BF: return 2;
  case CUDA_R_32F: case CUDA_R_32I: case CUDA_R_32U: case CUDA_C_16F: case CUDA_C_16BF: return 4;
  case CUDA_R_64F: case CUDA_C_32F: return 8;
  case CUDA_C_64F: return 16;
  default: return 0;
  }
}

cusparseStatus_t checkCsr2csc(cusparseHandle_t H, int M, int N, int Nnz, const void *CsrVal,
                              const int *RowPtr, const int *ColInd, void *CscVal, int *ColPtr,
                              int *RowInd, cudaDataType ValType, cusparseAction_t Copy,
                              cusparseIndexBase_t Base, cusparseCsr2CscAlg_t Alg) {
  CHECK_HANDLE(H);
  REQUIRE(M >= 0 && N >= 0 && Nnz >= 0 && validBase(Base));
  REQUIRE(Copy == CUSPARSE_ACTION_SYMBOLIC || Copy == CUSPARSE_ACTION_NUMERIC);
  REQUIRE(Alg == CUSPARSE_CSR2CSC_ALG1);
  REQUIRE((M == 0 || N == 0) ? Nnz == 0 : (int64_t(Nnz) - 1) / N < M); // nnz <= m * n
  REQUIRE(RowPtr && ColPtr && (Nnz == 0 || (ColInd && RowInd)));
  REQUIRE(Copy == CUSPARSE_ACTION_SYMBOLIC || Nnz == 0 || (CsrVal && CscVal));
  SUPPORTED(Copy == CUSPARSE_ACTION_SYMBOLIC || elementSize(ValType) > 0);
  return CUSPARSE_STATUS_SUCCESS;
}

} // namespace

extern "C" {

cusparseStatus_t cusparseCreate(cusparseHandle_t *Out) {
  REQUIRE(Out);
  auto *H = new (std::nothrow) cusparseContext();
  if (!H)
    return CUSPARSE_STATUS_ALLOC_FAILED;
  // hipSPARSE when it loads and gives a handle; our kernels otherwise, unless hipSPARSE is
  // required ($SCALE_AMD_CUSPARSE_BACKEND=hipsparse).
  if ((!hip::available() || hip::createHandle(*H) != CUSPARSE_STATUS_SUCCESS) && hip::required()) {
    delete H;
    return CUSPARSE_STATUS_NOT_INITIALIZED;
  }
  *Out = H;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseDestroy(cusparseHandle_t H) {
  CHECK_HANDLE(H);
  if (H->HipHandle)
    hip::destroyHandle(*H);
  delete H;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseGetVersion(cusparseHandle_t H, int *V) {
  CHECK_HANDLE(H);
  REQUIRE(V);
  *V = CUSPARSE_VERSION;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseGetProperty(libraryPropertyType T, int *V) {
  REQUIRE(V);
  switch (T) {
  case MAJOR_VERSION: *V = CUSPARSE_VER_MAJOR; return CUSPARSE_STATUS_SUCCESS;
  case MINOR_VERSION: *V = CUSPARSE_VER_MINOR; return CUSPARSE_STATUS_SUCCESS;
  case PATCH_LEVEL: *V = CUSPARSE_VER_PATCH; return CUSPARSE_STATUS_SUCCESS;
  }
  return CUSPARSE_STATUS_INVALID_VALUE;
}
cusparseStatus_t cusparseSetStream(cusparseHandle_t H, cudaStream_t S) {
  CHECK_HANDLE(H);
  H->Stream = S;
  return H->HipHandle ? hip::setStream(*H) : CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseGetStream(cusparseHandle_t H, cudaStream_t *S) {
  CHECK_HANDLE(H);
  REQUIRE(S);
  *S = H->Stream;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t H, cusparsePointerMode_t *M) {
  CHECK_HANDLE(H);
  REQUIRE(M);
  *M = H->PointerMode;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t H, cusparsePointerMode_t M) {
  CHECK_HANDLE(H);
  REQUIRE(M == CUSPARSE_POINTER_MODE_HOST || M == CUSPARSE_POINTER_MODE_DEVICE);
  H->PointerMode = M;
  return H->HipHandle ? hip::setPointerMode(*H) : CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *D) { return create(D); }
cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t D) {
  delete D;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t D, cusparseMatrixType_t T) {
  REQUIRE(D && T >= CUSPARSE_MATRIX_TYPE_GENERAL && T <= CUSPARSE_MATRIX_TYPE_TRIANGULAR);
  D->Type = T;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSetMatFillMode(cusparseMatDescr_t D, cusparseFillMode_t F) {
  REQUIRE(D && (F == CUSPARSE_FILL_MODE_LOWER || F == CUSPARSE_FILL_MODE_UPPER));
  D->Fill = F;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSetMatDiagType(cusparseMatDescr_t D, cusparseDiagType_t T) {
  REQUIRE(D && (T == CUSPARSE_DIAG_TYPE_NON_UNIT || T == CUSPARSE_DIAG_TYPE_UNIT));
  D->Diag = T;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t D, cusparseIndexBase_t B) {
  REQUIRE(D && validBase(B));
  D->Base = B;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t D) { return D->Type; }
cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t D) { return D->Fill; }
cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t D) { return D->Diag; }
cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t D) { return D->Base; }

cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *D, int64_t Rows, int64_t Cols, int64_t Nnz,
                                   void *Offsets, void *ColInd, void *Values,
                                   cusparseIndexType_t OffType, cusparseIndexType_t ColType,
                                   cusparseIndexBase_t Base, cudaDataType ValueType) {
  REQUIRE(D && Rows >= 0 && Cols >= 0 && Nnz >= 0 && validBase(Base));
  REQUIRE(validIndexType(OffType) && validIndexType(ColType));
  REQUIRE((Rows == 0 || Offsets) && (Nnz == 0 || (ColInd && Values)));
  REQUIRE(Rows == 0 || Cols == 0 ? Nnz == 0 : (Nnz - 1) / Cols < Rows); // nnz <= rows * cols
  SUPPORTED(OffType != CUSPARSE_INDEX_16U && ColType != CUSPARSE_INDEX_16U);
  *D = new (std::nothrow) cusparseSpMatDescr{CUSPARSE_FORMAT_CSR, Rows, Cols, Nnz, Offsets, ColInd,
                                             Values, OffType, ColType, Base, ValueType};
  return *D ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}

cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *D, int64_t Rows, int64_t Cols, int64_t Nnz,
                                   void *RowInd, void *ColInd, void *Values,
                                   cusparseIndexType_t IdxType, cusparseIndexBase_t Base,
                                   cudaDataType ValueType) {
  REQUIRE(D && Rows >= 0 && Cols >= 0 && Nnz >= 0 && validBase(Base) && validIndexType(IdxType));
  REQUIRE(Nnz == 0 || (RowInd && ColInd && Values));
  REQUIRE(Rows == 0 || Cols == 0 ? Nnz == 0 : (Nnz - 1) / Cols < Rows); // nnz <= rows * cols
  SUPPORTED(IdxType != CUSPARSE_INDEX_16U);
  *D = new (std::nothrow) cusparseSpMatDescr{CUSPARSE_FORMAT_COO, Rows, Cols, Nnz, RowInd, ColInd,
                                             Values, IdxType, IdxType, Base, ValueType};
  return *D ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}

cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t D) {
  if (D)
    hip::release(*D);
  delete D;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t D, int64_t *R, int64_t *C,
                                      int64_t *N) {
  REQUIRE(D && R && C && N);
  *R = D->Rows;
  *C = D->Cols;
  *N = D->Nnz;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t D, cusparseFormat_t *F) {
  REQUIRE(D && F);
  *F = D->Format;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t D, cusparseIndexBase_t *B) {
  REQUIRE(D && B);
  *B = D->Base;
  return CUSPARSE_STATUS_SUCCESS;
}

// Getters and setters. A setter changes our descriptor and drops its hipSPARSE twin, which the
// next operation makes again from the new fields.
cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t D, void **V) {
  REQUIRE(D && V);
  *V = D->Values;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t D, void *V) {
  REQUIRE(D && (V || D->Nnz == 0));
  hip::release(*D);
  D->Values = V;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t D, int64_t *Rows, int64_t *Cols, int64_t *Nnz,
                                void **Off, void **Col, void **Val, cusparseIndexType_t *OffType,
                                cusparseIndexType_t *ColType, cusparseIndexBase_t *Base,
                                cudaDataType *ValueType) {
  REQUIRE(D && D->Format == CUSPARSE_FORMAT_CSR);
  REQUIRE(Rows && Cols && Nnz && Off && Col && Val && OffType && ColType && Base && ValueType);
  *Rows = D->Rows, *Cols = D->Cols, *Nnz = D->Nnz;
  *Off = D->RowIdx, *Col = D->ColIdx, *Val = D->Values;
  *OffType = D->RowType, *ColType = D->ColType, *Base = D->Base, *ValueType = D->ValueType;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseCsrSetPointers(cusparseSpMatDescr_t D, void *Off, void *Col, void *Val) {
  REQUIRE(D && D->Format == CUSPARSE_FORMAT_CSR);
  REQUIRE((D->Rows == 0 || Off) && (D->Nnz == 0 || (Col && Val)));
  hip::release(*D);
  D->RowIdx = Off, D->ColIdx = Col, D->Values = Val;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseCooGet(cusparseSpMatDescr_t D, int64_t *Rows, int64_t *Cols, int64_t *Nnz,
                                void **Row, void **Col, void **Val, cusparseIndexType_t *IdxType,
                                cusparseIndexBase_t *Base, cudaDataType *ValueType) {
  REQUIRE(D && D->Format == CUSPARSE_FORMAT_COO);
  REQUIRE(Rows && Cols && Nnz && Row && Col && Val && IdxType && Base && ValueType);
  *Rows = D->Rows, *Cols = D->Cols, *Nnz = D->Nnz;
  *Row = D->RowIdx, *Col = D->ColIdx, *Val = D->Values;
  *IdxType = D->RowType, *Base = D->Base, *ValueType = D->ValueType;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseCooSetPointers(cusparseSpMatDescr_t D, void *Row, void *Col, void *Val) {
  REQUIRE(D && D->Format == CUSPARSE_FORMAT_COO);
  REQUIRE(D->Nnz == 0 || (Row && Col && Val));
  hip::release(*D);
  D->RowIdx = Row, D->ColIdx = Col, D->Values = Val;
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *D, int64_t Size, void *Values,
                                     cudaDataType Type) {
  REQUIRE(D && Size >= 0 && (Size == 0 || Values));
  *D = new (std::nothrow) cusparseDnVecDescr{Size, Values, Type};
  return *D ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}
cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t D) {
  if (D)
    hip::release(*D);
  delete D;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t D, int64_t *Size, void **Values,
                                  cudaDataType *Type) {
  REQUIRE(D && Size && Values && Type);
  *Size = D->Size;
  *Values = D->Values;
  *Type = D->ValueType;
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t D, void **V) {
  REQUIRE(D && V);
  *V = D->Values;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t D, void *V) {
  REQUIRE(D && (V || D->Size == 0));
  hip::release(*D);
  D->Values = V;
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *D, int64_t Rows, int64_t Cols, int64_t Ld,
                                     void *Values, cudaDataType Type, cusparseOrder_t Order) {
  REQUIRE(D && Rows >= 0 && Cols >= 0);
  REQUIRE(Order == CUSPARSE_ORDER_COL || Order == CUSPARSE_ORDER_ROW);
  int64_t Inner = Order == CUSPARSE_ORDER_COL ? Rows : Cols;
  REQUIRE(Ld >= (Inner > 1 ? Inner : 1) && (Rows == 0 || Cols == 0 || Values));
  *D = new (std::nothrow) cusparseDnMatDescr{Rows, Cols, Ld, Values, Type, Order};
  return *D ? CUSPARSE_STATUS_SUCCESS : CUSPARSE_STATUS_ALLOC_FAILED;
}
cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t D) {
  if (D)
    hip::release(*D);
  delete D;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t D, int64_t *Rows, int64_t *Cols, int64_t *Ld,
                                  void **V, cudaDataType *Type, cusparseOrder_t *Order) {
  REQUIRE(D && Rows && Cols && Ld && V && Type && Order);
  *Rows = D->Rows, *Cols = D->Cols, *Ld = D->Ld, *V = D->Values, *Type = D->ValueType;
  *Order = D->Order;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t D, void **V) {
  REQUIRE(D && V);
  *V = D->Values;
  return CUSPARSE_STATUS_SUCCESS;
}
cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t D, void *V) {
  REQUIRE(D && (V || D->Rows == 0 || D->Cols == 0));
  hip::release(*D);
  D->Values = V;
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t H, cusparseOperation_t Op,
                                         const void *Alpha, cusparseConstSpMatDescr_t A,
                                         cusparseConstDnVecDescr_t X, const void *Beta,
                                         cusparseDnVecDescr_t Y, cudaDataType Compute,
                                         cusparseSpMVAlg_t Alg, size_t *Size) {
  REQUIRE(H == nullptr || Size);
  if (cusparseStatus_t S = checkSpMV(H, Op, Alpha, A, X, Beta, Y, Compute, Alg))
    return S;
  if (H->HipHandle)
    return hip::spmvBufferSize(*H, Op, Alpha, *A, *X, Beta, *Y, Compute, Alg, Size);
  *Size = 0; // our kernels need no workspace
  return CUSPARSE_STATUS_SUCCESS;
}

// The preprocessing steps are optional in cuSPARSE: hipSPARSE's where the handle runs on it,
// nothing for our kernels (which need no analysis), after the same argument checks.
cusparseStatus_t cusparseSpMV_preprocess(cusparseHandle_t H, cusparseOperation_t Op,
                                         const void *Alpha, cusparseConstSpMatDescr_t A,
                                         cusparseConstDnVecDescr_t X, const void *Beta,
                                         cusparseDnVecDescr_t Y, cudaDataType Compute,
                                         cusparseSpMVAlg_t Alg, void *Buffer) {
  if (cusparseStatus_t S = checkSpMV(H, Op, Alpha, A, X, Beta, Y, Compute, Alg))
    return S;
  if (H->HipHandle)
    return hip::spmvPreprocess(*H, Op, Alpha, *A, *X, Beta, *Y, Compute, Alg, Buffer);
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMV(cusparseHandle_t H, cusparseOperation_t Op, const void *Alpha,
                              cusparseConstSpMatDescr_t A, cusparseConstDnVecDescr_t X,
                              const void *Beta, cusparseDnVecDescr_t Y, cudaDataType Compute,
                              cusparseSpMVAlg_t Alg, void *Buffer) {
  if (cusparseStatus_t S = checkSpMV(H, Op, Alpha, A, X, Beta, Y, Compute, Alg))
    return S;
  if (Y->Size == 0)
    return CUSPARSE_STATUS_SUCCESS;
  if (H->HipHandle)
    return hip::spmv(*H, Op, Alpha, *A, *X, Beta, *Y, Compute, Alg, Buffer);
  return spmv(*H, Op, *A, Alpha, *X, Beta, *Y);
}

cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t H, cusparseOperation_t OpA,
                                         cusparseOperation_t OpB, const void *Alpha,
                                         cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t B,
                                         const void *Beta, cusparseDnMatDescr_t C,
                                         cudaDataType Compute, cusparseSpMMAlg_t Alg,
                                         size_t *Size) {
  REQUIRE(H == nullptr || Size);
  if (cusparseStatus_t S = checkSpMM(H, OpA, OpB, Alpha, A, B, Beta, C, Compute, Alg))
    return S;
  if (H->HipHandle)
    return hip::spmmBufferSize(*H, OpA, OpB, Alpha, *A, *B, Beta, *C, Compute, Alg, Size);
  *Size = 0;
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMM_preprocess(cusparseHandle_t H, cusparseOperation_t OpA,
                                         cusparseOperation_t OpB, const void *Alpha,
                                         cusparseConstSpMatDescr_t A, cusparseConstDnMatDescr_t B,
                                         const void *Beta, cusparseDnMatDescr_t C,
                                         cudaDataType Compute, cusparseSpMMAlg_t Alg,
                                         void *Buffer) {
  if (cusparseStatus_t S = checkSpMM(H, OpA, OpB, Alpha, A, B, Beta, C, Compute, Alg))
    return S;
  if (H->HipHandle)
    return hip::spmmPreprocess(*H, OpA, OpB, Alpha, *A, *B, Beta, *C, Compute, Alg, Buffer);
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseSpMM(cusparseHandle_t H, cusparseOperation_t OpA, cusparseOperation_t OpB,
                              const void *Alpha, cusparseConstSpMatDescr_t A,
                              cusparseConstDnMatDescr_t B, const void *Beta, cusparseDnMatDescr_t C,
                              cudaDataType Compute, cusparseSpMMAlg_t Alg, void *Buffer) {
  if (cusparseStatus_t S = checkSpMM(H, OpA, OpB, Alpha, A, B, Beta, C, Compute, Alg))
    return S;
  if (C->Rows == 0 || C->Cols == 0)
    return CUSPARSE_STATUS_SUCCESS;
  if (H->HipHandle)
    return hip::spmm(*H, OpA, OpB, Alpha, *A, *B, Beta, *C, Compute, Alg, Buffer);
  return spmm(*H, OpA, OpB, *A, Alpha, *B, Beta, *C);
}

// csr2csc runs on our kernels on both backends (the memory is the same device memory): a column
// pointer count, a scan, an atomic scatter and a per-column sort by row, so rows ascend within
// each column as in cuSPARSE. Buffer: N + 1 ints of cursors.
cusparseStatus_t cusparseCsr2cscEx2_bufferSize(cusparseHandle_t H, int M, int N, int Nnz,
                                               const void *CsrVal, const int *RowPtr,
                                               const int *ColInd, void *CscVal, int *ColPtr,
                                               int *RowInd, cudaDataType ValType,
                                               cusparseAction_t Copy, cusparseIndexBase_t Base,
                                               cusparseCsr2CscAlg_t Alg, size_t *Size) {
  if (cusparseStatus_t S = checkCsr2csc(H, M, N, Nnz, CsrVal, RowPtr, ColInd, CscVal, ColPtr,
                                        RowInd, ValType, Copy, Base, Alg))
    return S;
  REQUIRE(Size);
  *Size = (size_t(N) + 1) * sizeof(int);
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t cusparseCsr2cscEx2(cusparseHandle_t H, int M, int N, int Nnz, const void *CsrVal,
                                    const int *RowPtr, const int *ColInd, void *CscVal,
                                    int *ColPtr, int *RowInd, cudaDataType ValType,
                                    cusparseAction_t Copy, cusparseIndexBase_t Base,
                                    cusparseCsr2CscAlg_t Alg, void *Buffer) {
  if (cusparseStatus_t S = checkCsr2csc(H, M, N, Nnz, CsrVal, RowPtr, ColInd, CscVal, ColPtr,
                                        RowInd, ValType, Copy, Base, Alg))
    return S;
  REQUIRE(Buffer);
  return csr2csc(*H, M, N, Nnz, CsrVal, RowPtr, ColInd, CscVal, ColPtr, RowInd,
                 elementSize(ValType), Copy == CUSPARSE_ACTION_NUMERIC,
                 Base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0, Buffer);
}

#define STATUSES(X)                                                                                \
  X(CUSPARSE_STATUS_SUCCESS, "success")                                                            \
  X(CUSPARSE_STATUS_NOT_INITIALIZED, "initialization error")                                       \
  X(CUSPARSE_STATUS_ALLOC_FAILED, "out of memory")                                                 \
  X(CUSPARSE_STATUS_INVALID_VALUE, "invalid value")                                                \
  X(CUSPARSE_STATUS_ARCH_MISMATCH, "architecture mismatch")                                        \
  X(CUSPARSE_STATUS_MAPPING_ERROR, "mapping error")                                                \
  X(CUSPARSE_STATUS_EXECUTION_FAILED, "execution failed")                                          \
  X(CUSPARSE_STATUS_INTERNAL_ERROR, "internal error")                                              \
  X(CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED, "matrix type not supported")                        \
  X(CUSPARSE_STATUS_ZERO_PIVOT, "zero pivot")                                                      \
  X(CUSPARSE_STATUS_NOT_SUPPORTED, "operation not supported")                                      \
  X(CUSPARSE_STATUS_INSUFFICIENT_RESOURCES, "insufficient resources")

const char *cusparseGetErrorName(cusparseStatus_t S) {
  switch (S) {
#define X(Name, Text)                                                                              \
  case Name:                                                                                       \
    return #Name;
    STATUSES(X)
#undef X
  }
  return "CUSPARSE_STATUS_UNKNOWN";
}
const char *cusparseGetErrorString(cusparseStatus_t S) {
  switch (S) {
#define X(Name, Text)                                                                              \
  case Name:                                                                                       \
    return Text;
    STATUSES(X)
#undef X
  }
  return "unknown error";
}

} // extern "C"
