// SPDX-License-Identifier: Apache-2.0
// cuSPARSE argument validation, error codes, descriptors and the API table, on a fake kernel
// layer (no GPU needed).
#include <cusparse.h>
#include <gtest/gtest.h>

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
  EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_TRANSPOSE, &One, A, VY, &Zero, VX, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusparseSpMV(H, N, nullptr, A, VX, &Zero, VY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr), CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(FakeCalls, 0);
  EXPECT_EQ(cusparseSpMV(H, N, &One, A, VX, &Zero, VY, CUDA_R_32F, CUSPARSE_SPMV_CSR_ALG1, nullptr), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(FakeCalls, 1);

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

} // namespace
