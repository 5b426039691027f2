// SPDX-License-Identifier: Apache-2.0
// cuSPARSE argument validation, error codes, descriptors and the API table, on a fake kernel
// layer (no GPU needed).
#include <cusparse.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>

namespace scale::sparse {
extern int FakeCalls;
}
using scale::sparse::FakeCalls;

namespace {

TEST(CusparseEnums, ValuesAreCudas) {
  EXPECT_EQ(CUSPARSE_STATUS_INVALID_VALUE, 3);
  EXPECT_EQ(CUSPARSE_STATUS_NOT_SUPPORTED, 10);
  EXPECT_EQ(CUSPARSE_INDEX_32I, 2);
  EXPECT_EQ(CUSPARSE_FORMAT_COO, 3);
  EXPECT_EQ(CUSPARSE_ORDER_ROW, 2);
  EXPECT_EQ(CUSPARSE_SPMV_CSR_ALG1, 2);
  EXPECT_EQ(CUSPARSE_SPMM_CSR_ALG3, 12);
}

TEST(CusparseApiTable, EveryRowIsDefined) {
  const void *Rows[] = {
#define CUSPARSE_FN(Name, Suffix, Family, Params) reinterpret_cast<const void *>(&cusparse##Name##Suffix),
#include "__scale_amd/cusparse/cusparse_api.def"
#undef CUSPARSE_FN
  };
  EXPECT_GT(sizeof(Rows) / sizeof(Rows[0]), 25u);
  for (const void *R : Rows)
    EXPECT_NE(R, nullptr);
}

TEST(Cusparse, HandleAndLegacyDescriptor) {
  EXPECT_EQ(cusparseDestroy(nullptr), CUSPARSE_STATUS_NOT_INITIALIZED);
  cusparseHandle_t H;
  ASSERT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseSetPointerMode(H, static_cast<cusparsePointerMode_t>(5)), CUSPARSE_STATUS_INVALID_VALUE);
  cusparseMatDescr_t D;
  ASSERT_EQ(cusparseCreateMatDescr(&D), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseGetMatType(D), CUSPARSE_MATRIX_TYPE_GENERAL);
  EXPECT_EQ(cusparseGetMatIndexBase(D), CUSPARSE_INDEX_BASE_ZERO);
  EXPECT_EQ(cusparseSetMatIndexBase(D, CUSPARSE_INDEX_BASE_ONE), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseGetMatIndexBase(D), CUSPARSE_INDEX_BASE_ONE);
  EXPECT_EQ(cusparseSetMatType(D, static_cast<cusparseMatrixType_t>(9)), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseDestroyMatDescr(D), CUSPARSE_STATUS_SUCCESS);
  EXPECT_STREQ(cusparseGetErrorName(CUSPARSE_STATUS_ZERO_PIVOT), "CUSPARSE_STATUS_ZERO_PIVOT");
  EXPECT_EQ(cusparseDestroy(H), CUSPARSE_STATUS_SUCCESS);
}

TEST(Cusparse, DescriptorValidation) {
  int Idx[8] = {};
  float Val[8] = {};
  cusparseSpMatDescr_t A;
  EXPECT_EQ(cusparseCreateCsr(&A, -1, 4, 0, Idx, Idx, Val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCreateCsr(&A, 2, 2, 5, Idx, Idx, Val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F), CUSPARSE_STATUS_INVALID_VALUE); // nnz > rows*cols
  EXPECT_EQ(cusparseCreateCsr(&A, 2, 2, 2, Idx, nullptr, Val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCreateCoo(&A, 2, 2, 2, Idx, Idx, Val, CUSPARSE_INDEX_16U, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F), CUSPARSE_STATUS_NOT_SUPPORTED);
  ASSERT_EQ(cusparseCreateCsr(&A, 3, 4, 5, Idx, Idx, Val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ONE, CUDA_R_32F), CUSPARSE_STATUS_SUCCESS);
  int64_t R, C, N;
  EXPECT_EQ(cusparseSpMatGetSize(A, &R, &C, &N), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(R, 3);
  EXPECT_EQ(C, 4);
  EXPECT_EQ(N, 5);
  cusparseFormat_t F;
  EXPECT_EQ(cusparseSpMatGetFormat(A, &F), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(F, CUSPARSE_FORMAT_CSR);
  EXPECT_EQ(cusparseDestroySpMat(A), CUSPARSE_STATUS_SUCCESS);
  cusparseDnMatDescr_t M;
  EXPECT_EQ(cusparseCreateDnMat(&M, 4, 3, 3, Val, CUDA_R_32F, CUSPARSE_ORDER_COL), CUSPARSE_STATUS_INVALID_VALUE); // ld < rows
  EXPECT_EQ(cusparseCreateDnMat(&M, 4, 3, 3, Val, CUDA_R_32F, CUSPARSE_ORDER_ROW), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseDestroyDnMat(M), CUSPARSE_STATUS_SUCCESS);
  cusparseDnVecDescr_t V;
  EXPECT_EQ(cusparseCreateDnVec(&V, 4, nullptr, CUDA_R_32F), CUSPARSE_STATUS_INVALID_VALUE);
}

TEST(Cusparse, SpMVChecksShapesTypesAndSupport) {
  cusparseHandle_t H;
  ASSERT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  int Idx[8] = {};
  float Val[8] = {}, X[8] = {}, Y[8] = {}, One = 1, Zero = 0;
  cusparseSpMatDescr_t A, A64;
  cusparseDnVecDescr_t VX, VY, VBad;
  ASSERT_EQ(cusparseCreateCsr(&A, 3, 4, 5, Idx, Idx, Val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F), CUSPARSE_STATUS_SUCCESS);
  ASSERT_EQ(cusparseCreateCsr(&A64, 3, 4, 5, Idx, Idx, Val, CUSPARSE_INDEX_64I, CUSPARSE_INDEX_64I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F), CUSPARSE_STATUS_SUCCESS);
  ASSERT_EQ(cusparseCreateDnVec(&VX, 4, X, CUDA_R_32F), CUSPARSE_STATUS_SUCCESS);
  ASSERT_EQ(cusparseCreateDnVec(&VY, 3, Y, CUDA_R_32F), CUSPARSE_STATUS_SUCCESS);
  ASSERT_EQ(cusparseCreateDnVec(&VBad, 5, Y, CUDA_R_32F), CUSPARSE_STATUS_SUCCESS);
  size_t Size = 99;
  FakeCalls = 0;
  auto N = CUSPARSE_OPERATION_NON_TRANSPOSE;
  EXPECT_EQ(cusparseSpMV_bufferSize(nullptr, N, &One, A, VX, &Zero, VY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &Size), CUSPARSE_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(cusparseSpMV_bufferSize(H, N, &One, A, VX, &Zero, VBad, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &Size), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseSpMV_bufferSize(H, N, &One, A, VX, &Zero, VY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &Size), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(Size, 0u);
  EXPECT_EQ(cusparseSpMV(H, N, &One, A, VX, &Zero, VY, CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusparseSpMV(H, N, &One, A64, VX, &Zero, VY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusparseSpMV(H, N, nullptr, A, VX, &Zero, VY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_TRANSPOSE, &One, A, VX, &Zero, VY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(FakeCalls, 0);
  EXPECT_EQ(cusparseSpMV(H, N, &One, A, VX, &Zero, VY, CUDA_R_32F, CUSPARSE_SPMV_CSR_ALG1, nullptr), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(FakeCalls, 1);
  // Transposed (A^T x: x has A's rows, y its columns): our kernels scatter atomically.
  EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_TRANSPOSE, &One, A, VY, &Zero, VX, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE, &One, A, VY, &Zero, VX, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(FakeCalls, 3);
  // Preprocessing is optional: checked, then nothing to do for our kernels.
  EXPECT_EQ(cusparseSpMV_preprocess(H, N, &One, A, VX, &Zero, VY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseSpMV_preprocess(H, N, &One, A, VX, &Zero, VBad, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(FakeCalls, 3);
  FakeCalls = 1;

  cusparseDnMatDescr_t B, C;
  ASSERT_EQ(cusparseCreateDnMat(&B, 4, 2, 4, X, CUDA_R_32F, CUSPARSE_ORDER_COL), CUSPARSE_STATUS_SUCCESS);
  ASSERT_EQ(cusparseCreateDnMat(&C, 3, 2, 2, Y, CUDA_R_32F, CUSPARSE_ORDER_ROW), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseSpMM(H, N, N, &One, A, B, &Zero, C, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(FakeCalls, 2);
  EXPECT_EQ(cusparseSpMM(H, N, CUSPARSE_OPERATION_TRANSPOSE, &One, A, B, &Zero, C, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_INVALID_VALUE);
  for (auto *D : {VX, VY, VBad})
    cusparseDestroyDnVec(D);
  cusparseDestroyDnMat(B);
  cusparseDestroyDnMat(C);
  cusparseDestroySpMat(A);
  cusparseDestroySpMat(A64);
  cusparseDestroy(H);
}

// This executable runs with $SCALE_AMD_HIPSPARSE_LIBRARY naming no library: handles run on our
// kernels, unless hipSPARSE is required.
TEST(Cusparse, BackendWithoutHipSparse) {
  cusparseHandle_t H;
  ASSERT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  cusparseDestroy(H);
  setenv("SCALE_AMD_CUSPARSE_BACKEND", "hipsparse", 1);
  EXPECT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_NOT_INITIALIZED);
  setenv("SCALE_AMD_CUSPARSE_BACKEND", "fallback", 1);
  EXPECT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  cusparseDestroy(H);
  unsetenv("SCALE_AMD_CUSPARSE_BACKEND");
  EXPECT_EQ(cusparseCreate(nullptr), CUSPARSE_STATUS_INVALID_VALUE);
}

TEST(Cusparse, GettersAndSetters) {
  int Off[3] = {0, 1, 2}, Col[2] = {0, 1}, Off2[3] = {0, 0, 2};
  float Val[2] = {1, 2}, Val2[2] = {3, 4}, X[2] = {};
  cusparseSpMatDescr_t A, Coo;
  ASSERT_EQ(cusparseCreateCsr(&A, 2, 2, 2, Off, Col, Val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                              CUSPARSE_INDEX_BASE_ONE, CUDA_R_32F),
            CUSPARSE_STATUS_SUCCESS);
  ASSERT_EQ(cusparseCreateCoo(&Coo, 2, 2, 2, Off, Col, Val, CUSPARSE_INDEX_64I,
                              CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F),
            CUSPARSE_STATUS_SUCCESS);
  ASSERT_EQ(cusparseCsrSetPointers(A, Off2, Col, Val2), CUSPARSE_STATUS_SUCCESS);
  int64_t R, C, N;
  void *P[3];
  cusparseIndexType_t T1, T2;
  cusparseIndexBase_t B;
  cudaDataType VT;
  ASSERT_EQ(cusparseCsrGet(A, &R, &C, &N, &P[0], &P[1], &P[2], &T1, &T2, &B, &VT),
            CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(R, 2);
  EXPECT_EQ(N, 2);
  EXPECT_EQ(P[0], Off2);
  EXPECT_EQ(P[2], Val2);
  EXPECT_EQ(B, CUSPARSE_INDEX_BASE_ONE);
  EXPECT_EQ(VT, CUDA_R_32F);
  EXPECT_EQ(cusparseSpMatSetValues(A, Val), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseSpMatGetValues(A, &P[0]), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(P[0], Val);
  EXPECT_EQ(cusparseSpMatSetValues(A, nullptr), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCsrSetPointers(A, Off, nullptr, Val), CUSPARSE_STATUS_INVALID_VALUE);
  // The format must match the call.
  EXPECT_EQ(cusparseCsrGet(Coo, &R, &C, &N, &P[0], &P[1], &P[2], &T1, &T2, &B, &VT),
            CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCsrSetPointers(Coo, Off, Col, Val), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCooSetPointers(Coo, Off2, Col, Val2), CUSPARSE_STATUS_SUCCESS);
  ASSERT_EQ(cusparseCooGet(Coo, &R, &C, &N, &P[0], &P[1], &P[2], &T1, &B, &VT),
            CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(P[0], Off2);
  EXPECT_EQ(T1, CUSPARSE_INDEX_64I);
  EXPECT_EQ(cusparseCooGet(A, &R, &C, &N, &P[0], &P[1], &P[2], &T1, &B, &VT),
            CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseSpMatGetValues(nullptr, &P[0]), CUSPARSE_STATUS_INVALID_VALUE);

  cusparseDnVecDescr_t V;
  cusparseDnMatDescr_t M;
  ASSERT_EQ(cusparseCreateDnVec(&V, 2, X, CUDA_R_32F), CUSPARSE_STATUS_SUCCESS);
  ASSERT_EQ(cusparseCreateDnMat(&M, 2, 1, 2, X, CUDA_R_32F, CUSPARSE_ORDER_ROW),
            CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseDnVecSetValues(V, Val), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseDnVecGetValues(V, &P[0]), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(P[0], Val);
  EXPECT_EQ(cusparseDnVecSetValues(V, nullptr), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseDnMatSetValues(M, Val2), CUSPARSE_STATUS_SUCCESS);
  cusparseOrder_t O;
  int64_t Ld;
  ASSERT_EQ(cusparseDnMatGet(M, &R, &C, &Ld, &P[0], &VT, &O), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(R, 2);
  EXPECT_EQ(C, 1);
  EXPECT_EQ(Ld, 2);
  EXPECT_EQ(P[0], Val2);
  EXPECT_EQ(O, CUSPARSE_ORDER_ROW);
  EXPECT_EQ(cusparseDnMatGetValues(M, nullptr), CUSPARSE_STATUS_INVALID_VALUE);
  cusparseDestroyDnVec(V);
  cusparseDestroyDnMat(M);
  cusparseDestroySpMat(A);
  cusparseDestroySpMat(Coo);
}

TEST(Cusparse, Csr2cscEx2Validation) {
  cusparseHandle_t H;
  ASSERT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  int RowPtr[4] = {}, ColInd[4] = {}, ColPtr[6] = {}, RowInd[4] = {};
  float Val[4] = {}, Out[4] = {};
  char Buffer[64];
  size_t Size = 0;
  auto Num = CUSPARSE_ACTION_NUMERIC, Sym = CUSPARSE_ACTION_SYMBOLIC;
  auto B0 = CUSPARSE_INDEX_BASE_ZERO;
  auto Alg = CUSPARSE_CSR2CSC_ALG1;
  ASSERT_EQ(cusparseCsr2cscEx2_bufferSize(H, 3, 5, 4, Val, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_R_32F, Num, B0, Alg, &Size), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(Size, 6 * sizeof(int)); // cursors for n + 1 columns
  FakeCalls = 0;
  EXPECT_EQ(cusparseCsr2cscEx2(nullptr, 3, 5, 4, Val, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_R_32F, Num, B0, Alg, Buffer), CUSPARSE_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(cusparseCsr2cscEx2(H, -1, 5, 0, Val, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_R_32F, Num, B0, Alg, Buffer), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCsr2cscEx2(H, 1, 2, 3, Val, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_R_32F, Num, B0, Alg, Buffer), CUSPARSE_STATUS_INVALID_VALUE); // nnz > m * n
  EXPECT_EQ(cusparseCsr2cscEx2(H, 3, 5, 4, Val, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_R_32F, Num, B0, static_cast<cusparseCsr2CscAlg_t>(2), Buffer), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCsr2cscEx2(H, 3, 5, 4, Val, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_R_32F, static_cast<cusparseAction_t>(5), B0, Alg, Buffer), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCsr2cscEx2(H, 3, 5, 4, nullptr, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_R_32F, Num, B0, Alg, Buffer), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCsr2cscEx2(H, 3, 5, 4, Val, RowPtr, nullptr, Out, ColPtr, RowInd, CUDA_R_32F, Num, B0, Alg, Buffer), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCsr2cscEx2(H, 3, 5, 4, Val, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_R_32F, Num, B0, Alg, nullptr), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusparseCsr2cscEx2(H, 3, 5, 4, Val, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_R_4I, Num, B0, Alg, Buffer), CUSPARSE_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusparseCsr2cscEx2_bufferSize(H, 3, 5, 4, Val, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_R_32F, Num, B0, Alg, nullptr), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(FakeCalls, 0);
  // Structure only: values may be absent, and their type is not looked at.
  EXPECT_EQ(cusparseCsr2cscEx2(H, 3, 5, 4, nullptr, RowPtr, ColInd, nullptr, ColPtr, RowInd, CUDA_R_4I, Sym, B0, Alg, Buffer), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(cusparseCsr2cscEx2(H, 3, 5, 4, Val, RowPtr, ColInd, Out, ColPtr, RowInd, CUDA_C_64F, Num, CUSPARSE_INDEX_BASE_ONE, Alg, Buffer), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(FakeCalls, 2);
  cusparseDestroy(H);
}

} // namespace
