// SPDX-License-Identifier: Apache-2.0
// cuBLASLt's objects as this library keeps them, and the plan of one matrix multiply.
//
// Design: cuBLASLt lets the caller own descriptor storage (cublasLt*Init fills an opaque struct
// of NVIDIA's size), so each descriptor is a plain struct placed inside that storage, tagged so
// that an uninitialised one is refused. cublasLtMatmul = validation into a Plan (Matmul.cpp, host
// C++ only, unit-tested with a fake backend) + a backend (Backend.h): the multiply through our
// libcublas (GemmStridedBatchedEx: rocBLAS or our kernels), then the epilogue (bias, ReLU, GELU)
// as one element-wise kernel over D.
#ifndef SCALE_AMD_CUBLASLT_LT_H
#define SCALE_AMD_CUBLASLT_LT_H

#include <cublasLt.h>

#include <cstdint>

struct cublasLtContext {
  cublasHandle_t Blas = nullptr; // created on first multiply
};

namespace scale::blaslt {

constexpr uint32_t LayoutTag = 0x4c61794cu, DescTag = 0x4465734cu, PrefTag = 0x5072664cu;

struct Layout {
  uint32_t Tag;
  cudaDataType Type;
  int32_t Order;
  int32_t BatchCount;
  uint64_t Rows, Cols;
  int64_t Ld;
  int64_t BatchStride;
  int64_t PlaneOffset;
};
static_assert(sizeof(Layout) <= sizeof(cublasLtMatrixLayoutOpaque_t), "layout storage");

struct Desc {
  uint32_t Tag;
  cublasComputeType_t Compute;
  cudaDataType_t Scale;
  int32_t PointerMode;
  int32_t TransA, TransB, TransC;
  int32_t FillMode;
  int32_t Epilogue;
  int32_t BiasType; // -1: D's type
  int32_t AuxType;
  int32_t SmCountTarget;
  int8_t FastAccum;
  const void *Bias;
  int64_t BiasBatchStride;
  void *Aux;
  int64_t AuxLd, AuxBatchStride, AlphaVectorBatchStride;
  const void *ScaleA, *ScaleB, *ScaleC, *ScaleD;
  void *AmaxD;
};
static_assert(sizeof(Desc) <= sizeof(cublasLtMatmulDescOpaque_t), "matmul descriptor storage");

struct Pref {
  uint32_t Tag;
  uint32_t SearchMode;
  uint64_t MaxWorkspace;
  uint32_t ReductionMask;
  uint32_t AlignA, AlignB, AlignC, AlignD;
  float MaxWaves;
  uint64_t ImplMask;
};
static_assert(sizeof(Pref) <= sizeof(cublasLtMatmulPreferenceOpaque_t), "preference storage");

inline Layout *layout(cublasLtMatrixLayout_t L) {
  auto *P = reinterpret_cast<Layout *>(L);
  return P && P->Tag == LayoutTag ? P : nullptr;
}
inline Desc *desc(cublasLtMatmulDesc_t D) {
  auto *P = reinterpret_cast<Desc *>(D);
  return P && P->Tag == DescTag ? P : nullptr;
}
inline Pref *pref(cublasLtMatmulPreference_t D) {
  auto *P = reinterpret_cast<Pref *>(D);
  return P && P->Tag == PrefTag ? P : nullptr;
}

/// The epilogue's element function: none, ReLU, GELU (tanh form), or the GELU gradient (DGELU:
/// the product times gelu'(aux), aux holding the forward pass's pre-activation values).
enum class Act { None, Relu, Gelu, GeluGrad };

/// Everything one cublasLtMatmul does, validated.
struct Plan {
  cublasOperation_t TransA, TransB;
  int M, N, K, Batch;
  cudaDataType AType, BType, CType, DType, BiasType;
  int64_t Lda, Ldb, Ldc, Ldd;
  int64_t StrideA, StrideB, StrideC, StrideD, BiasStride;
  cublasComputeType_t Compute;
  cudaDataType_t Scale;
  bool DevicePointers;
  bool Bias;
  Act Activation;
  bool AuxOut;        // GELU_AUX*: also store the pre-activation values (bias added) in Aux
  bool AuxIn;         // DGELU: read the pre-activation values from Aux
  cudaDataType AuxType;
  int64_t AuxLd, AuxStride;
};

/// Checks the descriptors of a multiply and fills Out; the status cuBLASLt gives otherwise.
cublasStatus_t plan(const Desc &Op, const Layout &A, const Layout &B, const Layout &C,
                    const Layout &D, Plan &Out);

} // namespace scale::blaslt

#endif
