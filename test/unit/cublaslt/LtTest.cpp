// SPDX-License-Identifier: Apache-2.0
// cuBLASLt argument handling: descriptor storage and attribute sizes, and what cublasLtMatmul
// accepts (the plan it hands the backend) or refuses with which status.
#include "Epilogue.h"
#include "FakeBackend.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

namespace {

struct Lt : ::testing::Test {
  cublasLtHandle_t H = nullptr;
  cublasLtMatmulDesc_t Op = nullptr;
  cublasLtMatrixLayout_t A = nullptr, B = nullptr, C = nullptr, D = nullptr;
  float Alpha = 1.0f, Beta = 0.0f;
  // Non-null stand-ins for device pointers (the fake backend never reads them).
  float Mem[4] = {};
  void SetUp() override {
    fake::Last = fake::Call{};
    ASSERT_EQ(cublasLtCreate(&H), CUBLAS_STATUS_SUCCESS);
    ASSERT_EQ(cublasLtMatmulDescCreate(&Op, CUBLAS_COMPUTE_32F, CUDA_R_32F), CUBLAS_STATUS_SUCCESS);
    // D (5 x 3) = A (5 x 4) * B (4 x 3)
    ASSERT_EQ(cublasLtMatrixLayoutCreate(&A, CUDA_R_32F, 5, 4, 8), CUBLAS_STATUS_SUCCESS);
    ASSERT_EQ(cublasLtMatrixLayoutCreate(&B, CUDA_R_32F, 4, 3, 4), CUBLAS_STATUS_SUCCESS);
    ASSERT_EQ(cublasLtMatrixLayoutCreate(&C, CUDA_R_32F, 5, 3, 5), CUBLAS_STATUS_SUCCESS);
    ASSERT_EQ(cublasLtMatrixLayoutCreate(&D, CUDA_R_32F, 5, 3, 6), CUBLAS_STATUS_SUCCESS);
  }
  void TearDown() override {
    for (auto *L : {A, B, C, D})
      cublasLtMatrixLayoutDestroy(L);
    cublasLtMatmulDescDestroy(Op);
    cublasLtDestroy(H);
  }
  cublasStatus_t matmul(const void *CPtr, void *DPtr) {
    return cublasLtMatmul(H, Op, &Alpha, Mem, A, Mem, B, &Beta, CPtr, C, DPtr, D, nullptr, nullptr, 0, nullptr);
  }
  cublasStatus_t matmul() { return matmul(Mem, Mem + 1); }
  template <class T> void setOp(cublasLtMatmulDescAttributes_t Attr, T V) {
    ASSERT_EQ(cublasLtMatmulDescSetAttribute(Op, Attr, &V, sizeof(V)), CUBLAS_STATUS_SUCCESS);
  }
};

TEST(LtHandle, CreateDestroyAndVersions) {
  EXPECT_EQ(cublasLtCreate(nullptr), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasLtDestroy(nullptr), CUBLAS_STATUS_NOT_INITIALIZED);
  int V = -1;
  EXPECT_EQ(cublasLtGetProperty(MAJOR_VERSION, &V), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(V, CUBLAS_VER_MAJOR);
  EXPECT_EQ(cublasLtGetProperty(MAJOR_VERSION, nullptr), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasLtGetVersion(), size_t(CUBLAS_VERSION));
  EXPECT_STREQ(cublasLtGetStatusName(CUBLAS_STATUS_NOT_SUPPORTED), "CUBLAS_STATUS_NOT_SUPPORTED");
  EXPECT_STRNE(cublasLtGetStatusString(CUBLAS_STATUS_INVALID_VALUE), "unknown status");
}

TEST(LtDescriptors, CallerStorageAndAttributeSizes) {
  cublasLtMatrixLayoutOpaque_t Storage;
  std::memset(&Storage, 0, sizeof(Storage));
  int64_t Ld = 0;
  // Zeroed storage is not a layout until initialised.
  EXPECT_EQ(cublasLtMatrixLayoutGetAttribute(&Storage, CUBLASLT_MATRIX_LAYOUT_LD, &Ld, sizeof(Ld), nullptr),
            CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasLtMatrixLayoutInit_internal(&Storage, 8, CUDA_R_32F, 2, 2, 2), CUBLAS_STATUS_INVALID_VALUE);
  ASSERT_EQ(cublasLtMatrixLayoutInit(&Storage, CUDA_R_16F, 7, 3, 9), CUBLAS_STATUS_SUCCESS);
  size_t Written = 0;
  EXPECT_EQ(cublasLtMatrixLayoutGetAttribute(&Storage, CUBLASLT_MATRIX_LAYOUT_LD, nullptr, 0, &Written),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(Written, sizeof(int64_t));
  ASSERT_EQ(cublasLtMatrixLayoutGetAttribute(&Storage, CUBLASLT_MATRIX_LAYOUT_LD, &Ld, sizeof(Ld), &Written),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(Ld, 9);
  int32_t Small = 0;
  EXPECT_EQ(cublasLtMatrixLayoutGetAttribute(&Storage, CUBLASLT_MATRIX_LAYOUT_LD, &Small, sizeof(Small), &Written),
            CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasLtMatrixLayoutSetAttribute(&Storage, CUBLASLT_MATRIX_LAYOUT_LD, &Small, sizeof(Small)),
            CUBLAS_STATUS_INVALID_VALUE);
  int32_t Batch = 4;
  EXPECT_EQ(cublasLtMatrixLayoutSetAttribute(&Storage, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &Batch, sizeof(Batch)),
            CUBLAS_STATUS_SUCCESS);
  uint32_t Type = 0;
  ASSERT_EQ(cublasLtMatrixLayoutGetAttribute(&Storage, CUBLASLT_MATRIX_LAYOUT_TYPE, &Type, sizeof(Type), nullptr),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(Type, uint32_t(CUDA_R_16F));
  EXPECT_EQ(cublasLtMatrixLayoutSetAttribute(&Storage, cublasLtMatrixLayoutAttribute_t(99), &Batch, sizeof(Batch)),
            CUBLAS_STATUS_INVALID_VALUE);

  cublasLtMatmulDescOpaque_t DescStorage;
  ASSERT_EQ(cublasLtMatmulDescInit(&DescStorage, CUBLAS_COMPUTE_32F, CUDA_R_32F), CUBLAS_STATUS_SUCCESS);
  uint32_t Epi = 0;
  ASSERT_EQ(cublasLtMatmulDescGetAttribute(&DescStorage, CUBLASLT_MATMUL_DESC_EPILOGUE, &Epi, sizeof(Epi), nullptr),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(Epi, uint32_t(CUBLASLT_EPILOGUE_DEFAULT));
  int32_t Trans = -1;
  ASSERT_EQ(cublasLtMatmulDescGetAttribute(&DescStorage, CUBLASLT_MATMUL_DESC_TRANSA, &Trans, sizeof(Trans), nullptr),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(Trans, int32_t(CUBLAS_OP_N));

  cublasLtMatmulPreference_t Pref;
  ASSERT_EQ(cublasLtMatmulPreferenceCreate(&Pref), CUBLAS_STATUS_SUCCESS);
  uint64_t Ws = 1 << 20, Back = 0;
  EXPECT_EQ(cublasLtMatmulPreferenceSetAttribute(Pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &Ws, sizeof(Ws)),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(cublasLtMatmulPreferenceGetAttribute(Pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &Back, sizeof(Back), nullptr),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(Back, Ws);
  EXPECT_EQ(cublasLtMatmulPreferenceDestroy(Pref), CUBLAS_STATUS_SUCCESS);
}

TEST_F(Lt, PlanOfAValidMultiply) {
  Beta = 1.0f;
  ASSERT_EQ(matmul(), CUBLAS_STATUS_SUCCESS);
  ASSERT_EQ(fake::Last.Count, 1);
  const scale::blaslt::Plan &P = fake::Last.P;
  EXPECT_EQ(P.M, 5);
  EXPECT_EQ(P.N, 3);
  EXPECT_EQ(P.K, 4);
  EXPECT_EQ(P.Batch, 1);
  EXPECT_EQ(P.Lda, 8);
  EXPECT_EQ(P.Ldc, 5);
  EXPECT_EQ(P.Ldd, 6);
  EXPECT_EQ(P.Activation, scale::blaslt::Act::None);
  EXPECT_FALSE(P.Bias);
  EXPECT_FALSE(P.DevicePointers);
}

TEST_F(Lt, TransposedShapesAndEpilogues) {
  // op(A) = A^T: A stored 4 x 5.
  cublasLtMatrixLayoutDestroy(A);
  ASSERT_EQ(cublasLtMatrixLayoutCreate(&A, CUDA_R_32F, 4, 5, 4), CUBLAS_STATUS_SUCCESS);
  setOp(CUBLASLT_MATMUL_DESC_TRANSA, int32_t(CUBLAS_OP_T));
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE, uint32_t(CUBLASLT_EPILOGUE_GELU_BIAS));
  const void *Bias = Mem + 2;
  setOp(CUBLASLT_MATMUL_DESC_BIAS_POINTER, Bias);
  ASSERT_EQ(matmul(), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.P.TransA, CUBLAS_OP_T);
  EXPECT_EQ(fake::Last.P.Activation, scale::blaslt::Act::Gelu);
  EXPECT_TRUE(fake::Last.P.Bias);
  EXPECT_EQ(fake::Last.Bias, Bias);
  EXPECT_EQ(fake::Last.P.BiasType, CUDA_R_32F); // default: D's type
}

TEST_F(Lt, GeluAuxiliaryMatrix) {
  // Forward: GELU with bias, the pre-activation values stored in Aux (D's type, ld >= rows).
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE, uint32_t(CUBLASLT_EPILOGUE_GELU_AUX_BIAS));
  const void *Bias = Mem + 2;
  setOp(CUBLASLT_MATMUL_DESC_BIAS_POINTER, Bias);
  EXPECT_EQ(matmul(), CUBLAS_STATUS_INVALID_VALUE) << "no auxiliary matrix";
  void *Aux = Mem + 3;
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, Aux);
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, int64_t(4));
  EXPECT_EQ(matmul(), CUBLAS_STATUS_INVALID_VALUE) << "ld below the 5 rows of D";
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, int64_t(8));
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE, int32_t(CUDA_R_16F));
  EXPECT_EQ(matmul(), CUBLAS_STATUS_NOT_SUPPORTED) << "auxiliary type other than D's";
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE, int32_t(-1));
  ASSERT_EQ(matmul(), CUBLAS_STATUS_SUCCESS);
  EXPECT_TRUE(fake::Last.P.AuxOut);
  EXPECT_FALSE(fake::Last.P.AuxIn);
  EXPECT_TRUE(fake::Last.P.Bias);
  EXPECT_EQ(fake::Last.P.Activation, scale::blaslt::Act::Gelu);
  EXPECT_EQ(fake::Last.P.AuxLd, 8);
  EXPECT_EQ(fake::Last.Aux, Aux);
  // Backward: DGELU reads the auxiliary matrix, no bias.
  setOp(CUBLASLT_MATMUL_DESC_BIAS_POINTER, static_cast<const void *>(nullptr));
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE, uint32_t(CUBLASLT_EPILOGUE_DGELU));
  ASSERT_EQ(matmul(), CUBLAS_STATUS_SUCCESS);
  EXPECT_TRUE(fake::Last.P.AuxIn);
  EXPECT_FALSE(fake::Last.P.AuxOut);
  EXPECT_EQ(fake::Last.P.Activation, scale::blaslt::Act::GeluGrad);
}

TEST_F(Lt, RefusedWithInvalidValue) {
  EXPECT_EQ(cublasLtMatmul(nullptr, Op, &Alpha, Mem, A, Mem, B, &Beta, Mem, C, Mem, D, nullptr, nullptr, 0, nullptr),
            CUBLAS_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(cublasLtMatmul(H, Op, nullptr, Mem, A, Mem, B, &Beta, Mem, C, Mem, D, nullptr, nullptr, 0, nullptr),
            CUBLAS_STATUS_INVALID_VALUE);
  // Bias epilogue without a bias.
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE, uint32_t(CUBLASLT_EPILOGUE_BIAS));
  EXPECT_EQ(matmul(), CUBLAS_STATUS_INVALID_VALUE);
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE, uint32_t(CUBLASLT_EPILOGUE_DEFAULT));
  // A bias with an epilogue that does not add one (as cuBLASLt 13 does).
  const void *Bias = Mem;
  setOp(CUBLASLT_MATMUL_DESC_BIAS_POINTER, Bias);
  EXPECT_EQ(matmul(), CUBLAS_STATUS_INVALID_VALUE);
  setOp(CUBLASLT_MATMUL_DESC_BIAS_POINTER, static_cast<const void *>(nullptr));
  // Inner dimensions that do not agree.
  uint64_t Rows = 6;
  ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(B, CUBLASLT_MATRIX_LAYOUT_ROWS, &Rows, sizeof(Rows)), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(matmul(), CUBLAS_STATUS_INVALID_VALUE);
  Rows = 4;
  ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(B, CUBLASLT_MATRIX_LAYOUT_ROWS, &Rows, sizeof(Rows)), CUBLAS_STATUS_SUCCESS);
  // Leading dimension below the row count.
  int64_t Ld = 4;
  ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(A, CUBLASLT_MATRIX_LAYOUT_LD, &Ld, sizeof(Ld)), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(matmul(), CUBLAS_STATUS_INVALID_VALUE);
  Ld = 8;
  ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(A, CUBLASLT_MATRIX_LAYOUT_LD, &Ld, sizeof(Ld)), CUBLAS_STATUS_SUCCESS);
  // In place with C and D laid out differently.
  EXPECT_EQ(matmul(Mem, Mem), CUBLAS_STATUS_INVALID_VALUE);
  // Batch counts that differ.
  int32_t Batch = 2;
  ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(A, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &Batch, sizeof(Batch)), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(matmul(), CUBLAS_STATUS_INVALID_VALUE);
  // An algorithm this library did not give out.
  Batch = 1;
  ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(A, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &Batch, sizeof(Batch)), CUBLAS_STATUS_SUCCESS);
  cublasLtMatmulAlgo_t Foreign = {};
  EXPECT_EQ(cublasLtMatmul(H, Op, &Alpha, Mem, A, Mem, B, &Beta, Mem, C, Mem + 1, D, &Foreign, nullptr, 0, nullptr),
            CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(fake::Last.Count, 0);
}

TEST_F(Lt, RefusedAsNotSupported) {
  int32_t Row = CUBLASLT_ORDER_ROW;
  ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(C, CUBLASLT_MATRIX_LAYOUT_ORDER, &Row, sizeof(Row)), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(matmul(), CUBLAS_STATUS_NOT_SUPPORTED);
  int32_t Col = CUBLASLT_ORDER_COL;
  ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(C, CUBLASLT_MATRIX_LAYOUT_ORDER, &Col, sizeof(Col)), CUBLAS_STATUS_SUCCESS);
  for (uint32_t E : {CUBLASLT_EPILOGUE_RELU_AUX, CUBLASLT_EPILOGUE_DRELU, CUBLASLT_EPILOGUE_DGELU_BGRAD,
                     CUBLASLT_EPILOGUE_BGRADB}) {
    setOp(CUBLASLT_MATMUL_DESC_EPILOGUE, E);
    EXPECT_EQ(matmul(), CUBLAS_STATUS_NOT_SUPPORTED) << E;
  }
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE, uint32_t(CUBLASLT_EPILOGUE_DEFAULT));
  const void *Scale = Mem;
  setOp(CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, Scale);
  EXPECT_EQ(matmul(), CUBLAS_STATUS_NOT_SUPPORTED);
  setOp(CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, static_cast<const void *>(nullptr));
  setOp(CUBLASLT_MATMUL_DESC_POINTER_MODE, int32_t(CUBLASLT_POINTER_MODE_DEVICE_VECTOR));
  EXPECT_EQ(matmul(), CUBLAS_STATUS_NOT_SUPPORTED);
  setOp(CUBLASLT_MATMUL_DESC_POINTER_MODE, int32_t(CUBLASLT_POINTER_MODE_HOST));
  // Integer inputs: not a cublasGemmEx combination here.
  uint32_t I8 = CUDA_R_8I;
  ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(A, CUBLASLT_MATRIX_LAYOUT_TYPE, &I8, sizeof(I8)), CUBLAS_STATUS_SUCCESS);
  ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(B, CUBLASLT_MATRIX_LAYOUT_TYPE, &I8, sizeof(I8)), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(matmul(), CUBLAS_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(fake::Last.Count, 0);
}

TEST_F(Lt, HeuristicNamesTheOneAlgorithm) {
  cublasLtMatmulPreference_t Pref;
  ASSERT_EQ(cublasLtMatmulPreferenceCreate(&Pref), CUBLAS_STATUS_SUCCESS);
  cublasLtMatmulHeuristicResult_t R[3];
  int N = -1;
  EXPECT_EQ(cublasLtMatmulAlgoGetHeuristic(H, Op, A, B, C, D, Pref, 0, R, &N), CUBLAS_STATUS_INVALID_VALUE);
  ASSERT_EQ(cublasLtMatmulAlgoGetHeuristic(H, Op, A, B, C, D, Pref, 3, R, &N), CUBLAS_STATUS_SUCCESS);
  ASSERT_EQ(N, 1);
  EXPECT_EQ(R[0].state, CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R[0].workspaceSize, 0u);
  // The algorithm it names is accepted by cublasLtMatmul.
  EXPECT_EQ(cublasLtMatmul(H, Op, &Alpha, Mem, A, Mem, B, &Beta, Mem, C, Mem + 1, D, &R[0].algo, nullptr, 0, nullptr),
            CUBLAS_STATUS_SUCCESS);
  // An unsupported multiply has no algorithm.
  setOp(CUBLASLT_MATMUL_DESC_EPILOGUE, uint32_t(CUBLASLT_EPILOGUE_DRELU));
  EXPECT_EQ(cublasLtMatmulAlgoGetHeuristic(H, Op, A, B, C, D, Pref, 3, R, &N), CUBLAS_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(N, 0);
  cublasLtMatmulPreferenceDestroy(Pref);
}

TEST_F(Lt, EmptyProblemsReturnEarly) {
  uint64_t Zero = 0;
  for (auto *L : {A, C, D})
    ASSERT_EQ(cublasLtMatrixLayoutSetAttribute(L, CUBLASLT_MATRIX_LAYOUT_ROWS, &Zero, sizeof(Zero)), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(matmul(nullptr, nullptr), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Count, 0);
}

} // namespace

// The epilogue's element functions on the host (the GPU kernel calls the same template).
TEST(LtEpilogue, GeluAndItsGradient) {
  using scale::blaslt::Act;
  using scale::blaslt::activate;
  const int Gelu = int(Act::Gelu), Grad = int(Act::GeluGrad), Relu = int(Act::Relu);
  EXPECT_EQ(activate(-2.0, 0.0, Relu), 0.0);
  EXPECT_EQ(activate(3.5, 0.0, Relu), 3.5);
  EXPECT_EQ(activate(1.25, 7.0, int(Act::None)), 1.25);
  // GELU(0) = 0, GELU(x) -> x for large x, -> 0 for very negative x; tanh form at x = 1.
  EXPECT_EQ(activate(0.0, 0.0, Gelu), 0.0);
  EXPECT_NEAR(activate(10.0, 0.0, Gelu), 10.0, 1e-12);
  EXPECT_NEAR(activate(-10.0, 0.0, Gelu), 0.0, 1e-12);
  EXPECT_NEAR(activate(1.0, 0.0, Gelu), 0.8411919906082768, 1e-15);
  // The gradient is the derivative of the forward function (central differences), times X.
  for (double G = -6.0; G <= 6.0; G += 0.37) {
    double H = 1e-6;
    double Numeric = (activate(G + H, 0.0, Gelu) - activate(G - H, 0.0, Gelu)) / (2 * H);
    EXPECT_NEAR(activate(1.0, G, Grad), Numeric, 1e-8) << G;
    EXPECT_NEAR(activate(-2.5, G, Grad), -2.5 * Numeric, 3e-8) << G;
  }
  // float gives the float rounding of the same function.
  EXPECT_NEAR(activate(1.0f, 0.0f, Gelu), 0.84119199f, 1e-6f);
}
