// SPDX-License-Identifier: Apache-2.0
// cublasLtMatmul and cublasLtMatmulAlgoGetHeuristic: the descriptors are checked and turned into
// a Plan (shapes, leading dimensions, batches, types, epilogue), which the backend runs.
// What is accepted: column-major layouts; D = alpha op(A) op(B) + beta C with op = N/T/C, the
// type combinations of cublasGemmEx (docs/cublas.md); batches through BATCH_COUNT and
// STRIDED_BATCH_OFFSET; host or device alpha/beta; epilogues DEFAULT, RELU, BIAS, RELU_BIAS,
// GELU, GELU_BIAS (bias of D's type or float, one value per row of D), GELU_AUX, GELU_AUX_BIAS
// (the pre-activation values also stored in the auxiliary matrix, D's type) and DGELU (the
// product times GELU's derivative at the auxiliary values). The rest (row-major and tiled
// orders, ReLU bit masks, bias gradients, FP8 scales, per-row alpha) is
// CUBLAS_STATUS_NOT_SUPPORTED, never ignored.
#include "Backend.h"
#include "Lt.h"

#include <initializer_list>

using namespace scale::blaslt;

namespace {

bool validOp(int32_t Op) { return Op == CUBLAS_OP_N || Op == CUBLAS_OP_T || Op == CUBLAS_OP_C; }

/// What an epilogue does: its element function, whether it adds a bias, writes or reads the
/// auxiliary matrix; false when it is not supported.
bool epilogue(int32_t E, Plan &P) {
  P.Bias = P.AuxOut = P.AuxIn = false;
  switch (E) {
  case CUBLASLT_EPILOGUE_DEFAULT: P.Activation = Act::None; return true;
  case CUBLASLT_EPILOGUE_RELU: P.Activation = Act::Relu; return true;
  case CUBLASLT_EPILOGUE_BIAS: P.Activation = Act::None; P.Bias = true; return true;
  case CUBLASLT_EPILOGUE_RELU_BIAS: P.Activation = Act::Relu; P.Bias = true; return true;
  case CUBLASLT_EPILOGUE_GELU: P.Activation = Act::Gelu; return true;
  case CUBLASLT_EPILOGUE_GELU_BIAS: P.Activation = Act::Gelu; P.Bias = true; return true;
  case CUBLASLT_EPILOGUE_GELU_AUX: P.Activation = Act::Gelu; P.AuxOut = true; return true;
  case CUBLASLT_EPILOGUE_GELU_AUX_BIAS: P.Activation = Act::Gelu; P.AuxOut = P.Bias = true; return true;
  case CUBLASLT_EPILOGUE_DGELU: P.Activation = Act::GeluGrad; P.AuxIn = true; return true;
  default: return false; // RELU_AUX* (bit masks), DRELU, *BGRAD*
  }
}

bool fitsInt(uint64_t V) { return V <= 0x7fffffffull; }

} // namespace

namespace scale::blaslt {

cublasStatus_t plan(const Desc &Op, const Layout &A, const Layout &B, const Layout &C,
                    const Layout &D, Plan &P) {
  if (!validOp(Op.TransA) || !validOp(Op.TransB))
    return CUBLAS_STATUS_INVALID_VALUE;
  if (Op.TransC != CUBLAS_OP_N || Op.FillMode != CUBLAS_FILL_MODE_FULL)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  for (const Layout *L : {&A, &B, &C, &D})
    if (L->Order != CUBLASLT_ORDER_COL || L->PlaneOffset != 0)
      return CUBLAS_STATUS_NOT_SUPPORTED;
  if (Op.PointerMode != CUBLASLT_POINTER_MODE_HOST && Op.PointerMode != CUBLASLT_POINTER_MODE_DEVICE)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  if (Op.ScaleA || Op.ScaleB || Op.ScaleC || Op.ScaleD || Op.AmaxD)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  if (!epilogue(Op.Epilogue, P))
    return CUBLAS_STATUS_NOT_SUPPORTED;

  P.TransA = static_cast<cublasOperation_t>(Op.TransA);
  P.TransB = static_cast<cublasOperation_t>(Op.TransB);
  uint64_t M = D.Rows, N = D.Cols;
  uint64_t K = P.TransA == CUBLAS_OP_N ? A.Cols : A.Rows;
  uint64_t AM = P.TransA == CUBLAS_OP_N ? A.Rows : A.Cols;
  uint64_t BK = P.TransB == CUBLAS_OP_N ? B.Rows : B.Cols;
  uint64_t BN = P.TransB == CUBLAS_OP_N ? B.Cols : B.Rows;
  if (AM != M || BK != K || BN != N || C.Rows != M || C.Cols != N)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (!fitsInt(M) || !fitsInt(N) || !fitsInt(K))
    return CUBLAS_STATUS_NOT_SUPPORTED;
  for (const Layout *L : {&A, &B, &C, &D})
    if (L->Ld < static_cast<int64_t>(L->Rows > 1 ? L->Rows : 1))
      return CUBLAS_STATUS_INVALID_VALUE;
  if (A.BatchCount < 1 || B.BatchCount != A.BatchCount || C.BatchCount != A.BatchCount ||
      D.BatchCount != A.BatchCount)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (A.Type != B.Type || C.Type != D.Type)
    return CUBLAS_STATUS_NOT_SUPPORTED;

  P.M = static_cast<int>(M);
  P.N = static_cast<int>(N);
  P.K = static_cast<int>(K);
  P.Batch = A.BatchCount;
  P.AType = A.Type;
  P.BType = B.Type;
  P.CType = C.Type;
  P.DType = D.Type;
  P.Lda = A.Ld;
  P.Ldb = B.Ld;
  P.Ldc = C.Ld;
  P.Ldd = D.Ld;
  P.StrideA = A.BatchStride;
  P.StrideB = B.BatchStride;
  P.StrideC = C.BatchStride;
  P.StrideD = D.BatchStride;
  P.Compute = Op.Compute;
  P.Scale = Op.Scale;
  P.DevicePointers = Op.PointerMode == CUBLASLT_POINTER_MODE_DEVICE;
  P.BiasStride = Op.BiasBatchStride;
  P.BiasType = Op.BiasType < 0 ? D.Type : static_cast<cudaDataType>(Op.BiasType);
  if (P.Bias && P.BiasType != D.Type && P.BiasType != CUDA_R_32F)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  P.AuxType = Op.AuxType < 0 ? D.Type : static_cast<cudaDataType>(Op.AuxType);
  P.AuxLd = Op.AuxLd;
  P.AuxStride = Op.AuxBatchStride;
  if ((P.AuxOut || P.AuxIn) && (P.AuxType != D.Type || P.AuxLd < static_cast<int64_t>(M > 0 ? M : 1)))
    return P.AuxType != D.Type ? CUBLAS_STATUS_NOT_SUPPORTED : CUBLAS_STATUS_INVALID_VALUE;
  if (P.Activation != Act::None || P.Bias) {
    // The epilogue kernel handles these output types.
    if (D.Type != CUDA_R_32F && D.Type != CUDA_R_64F && D.Type != CUDA_R_16F && D.Type != CUDA_R_16BF)
      return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  // The multiply itself: the type combinations of cublasGemmEx (checked again by libcublas).
  bool F32 = P.Compute == CUBLAS_COMPUTE_32F || P.Compute == CUBLAS_COMPUTE_32F_PEDANTIC ||
             P.Compute == CUBLAS_COMPUTE_32F_FAST_16F || P.Compute == CUBLAS_COMPUTE_32F_FAST_16BF ||
             P.Compute == CUBLAS_COMPUTE_32F_FAST_TF32;
  bool F64 = P.Compute == CUBLAS_COMPUTE_64F || P.Compute == CUBLAS_COMPUTE_64F_PEDANTIC;
  bool Ok = (F32 && P.Scale == CUDA_R_32F &&
             ((P.AType == CUDA_R_32F && P.DType == CUDA_R_32F) ||
              ((P.AType == CUDA_R_16F || P.AType == CUDA_R_16BF) &&
               (P.DType == P.AType || P.DType == CUDA_R_32F)))) ||
            (F64 && P.Scale == CUDA_R_64F && P.AType == CUDA_R_64F && P.DType == CUDA_R_64F);
  return Ok ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_NOT_SUPPORTED;
}

} // namespace scale::blaslt

namespace {

/// The one algorithm this library has; a heuristic result names it.
constexpr uint64_t AlgoId = 0x5343414c454c5431ull; // "SCALELT1"

cublasStatus_t planOf(cublasLtMatmulDesc_t Op, cublasLtMatrixLayout_t A, cublasLtMatrixLayout_t B,
                      cublasLtMatrixLayout_t C, cublasLtMatrixLayout_t D, Plan &P) {
  Desc *O = desc(Op);
  Layout *LA = layout(A), *LB = layout(B), *LC = layout(C), *LD = layout(D);
  if (!O || !LA || !LB || !LC || !LD)
    return CUBLAS_STATUS_INVALID_VALUE;
  return plan(*O, *LA, *LB, *LC, *LD, P);
}

} // namespace

extern "C" {

cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t H, cublasLtMatmulDesc_t Op,
                                              cublasLtMatrixLayout_t A, cublasLtMatrixLayout_t B,
                                              cublasLtMatrixLayout_t C, cublasLtMatrixLayout_t D,
                                              cublasLtMatmulPreference_t Pr, int Requested,
                                              cublasLtMatmulHeuristicResult_t Results[], int *Returned) {
  if (!H)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (Requested <= 0 || !Results || !Returned || !pref(Pr))
    return CUBLAS_STATUS_INVALID_VALUE;
  *Returned = 0;
  Plan P;
  cublasStatus_t S = planOf(Op, A, B, C, D, P);
  if (S != CUBLAS_STATUS_SUCCESS)
    return S;
  Results[0] = cublasLtMatmulHeuristicResult_t{};
  Results[0].algo.data[0] = AlgoId;
  Results[0].workspaceSize = 0;
  Results[0].state = CUBLAS_STATUS_SUCCESS;
  Results[0].wavesCount = 1.0f;
  *Returned = 1;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmul(cublasLtHandle_t H, cublasLtMatmulDesc_t Op, const void *Alpha,
                              const void *A, cublasLtMatrixLayout_t Adesc, const void *B,
                              cublasLtMatrixLayout_t Bdesc, const void *Beta, const void *C,
                              cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc,
                              const cublasLtMatmulAlgo_t *Algo, void *Workspace, size_t WorkspaceSize,
                              cudaStream_t Stream) {
  (void)Workspace;
  (void)WorkspaceSize; // the backend needs no workspace (heuristics report 0 bytes)
  if (!H)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  Plan P;
  cublasStatus_t S = planOf(Op, Adesc, Bdesc, Cdesc, Ddesc, P);
  if (S != CUBLAS_STATUS_SUCCESS)
    return S;
  if (Algo && Algo->data[0] != AlgoId)
    return CUBLAS_STATUS_INVALID_VALUE; // not an algorithm this library gave out
  if (P.M == 0 || P.N == 0)
    return CUBLAS_STATUS_SUCCESS;
  const Desc &O = *desc(Op);
  if (!Alpha || !Beta || !D || !C || (P.K > 0 && (!A || !B)))
    return CUBLAS_STATUS_INVALID_VALUE;
  // A bias epilogue needs the bias; a bias with any other epilogue is refused too (measured:
  // cuBLASLt 13 answers CUBLAS_STATUS_INVALID_VALUE from cublasLtMatmul, not from the heuristic).
  if (P.Bias != (O.Bias != nullptr))
    return CUBLAS_STATUS_INVALID_VALUE;
  if ((P.AuxOut || P.AuxIn) && !O.Aux)
    return CUBLAS_STATUS_INVALID_VALUE;
  // In place (C == D) needs the same layout for both.
  if (C == D && (P.Ldc != P.Ldd || P.StrideC != P.StrideD))
    return CUBLAS_STATUS_INVALID_VALUE;
  return backend::run(*H, P, Alpha, A, B, Beta, C, D, O.Bias, O.Aux, Stream);
}

} // extern "C"
