// SPDX-License-Identifier: Apache-2.0
// cuBLASLt's handle, descriptors and their attributes (host only, no GPU): create / init /
// destroy, and Set/GetAttribute with cuBLASLt's size rules: a set must pass exactly the
// attribute's size; a get with sizeInBytes 0 reports the size in *sizeWritten, a get into a
// smaller or null buffer is CUBLAS_STATUS_INVALID_VALUE.
#include "Backend.h"
#include "Lt.h"

#include <cstdlib>
#include <cstring>
#include <new>

using namespace scale::blaslt;

namespace {

/// Where an attribute lives in its descriptor, and its size.
struct Field {
  void *Ptr;
  size_t Size;
};
template <class T> Field field(T &F) { return Field{&F, sizeof(T)}; }

Field layoutField(Layout &L, cublasLtMatrixLayoutAttribute_t A) {
  switch (A) {
  case CUBLASLT_MATRIX_LAYOUT_TYPE: return field(L.Type);
  case CUBLASLT_MATRIX_LAYOUT_ORDER: return field(L.Order);
  case CUBLASLT_MATRIX_LAYOUT_ROWS: return field(L.Rows);
  case CUBLASLT_MATRIX_LAYOUT_COLS: return field(L.Cols);
  case CUBLASLT_MATRIX_LAYOUT_LD: return field(L.Ld);
  case CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT: return field(L.BatchCount);
  case CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET: return field(L.BatchStride);
  case CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET: return field(L.PlaneOffset);
  }
  return Field{nullptr, 0};
}

Field descField(Desc &D, cublasLtMatmulDescAttributes_t A) {
  switch (A) {
  case CUBLASLT_MATMUL_DESC_COMPUTE_TYPE: return field(D.Compute);
  case CUBLASLT_MATMUL_DESC_SCALE_TYPE: return field(D.Scale);
  case CUBLASLT_MATMUL_DESC_POINTER_MODE: return field(D.PointerMode);
  case CUBLASLT_MATMUL_DESC_TRANSA: return field(D.TransA);
  case CUBLASLT_MATMUL_DESC_TRANSB: return field(D.TransB);
  case CUBLASLT_MATMUL_DESC_TRANSC: return field(D.TransC);
  case CUBLASLT_MATMUL_DESC_FILL_MODE: return field(D.FillMode);
  case CUBLASLT_MATMUL_DESC_EPILOGUE: return field(D.Epilogue);
  case CUBLASLT_MATMUL_DESC_BIAS_POINTER: return field(D.Bias);
  case CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE: return field(D.BiasBatchStride);
  case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER: return field(D.Aux);
  case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD: return field(D.AuxLd);
  case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE: return field(D.AuxBatchStride);
  case CUBLASLT_MATMUL_DESC_ALPHA_VECTOR_BATCH_STRIDE: return field(D.AlphaVectorBatchStride);
  case CUBLASLT_MATMUL_DESC_SM_COUNT_TARGET: return field(D.SmCountTarget);
  case CUBLASLT_MATMUL_DESC_A_SCALE_POINTER: return field(D.ScaleA);
  case CUBLASLT_MATMUL_DESC_B_SCALE_POINTER: return field(D.ScaleB);
  case CUBLASLT_MATMUL_DESC_C_SCALE_POINTER: return field(D.ScaleC);
  case CUBLASLT_MATMUL_DESC_D_SCALE_POINTER: return field(D.ScaleD);
  case CUBLASLT_MATMUL_DESC_AMAX_D_POINTER: return field(D.AmaxD);
  case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE: return field(D.AuxType);
  case CUBLASLT_MATMUL_DESC_FAST_ACCUM: return field(D.FastAccum);
  case CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: return field(D.BiasType);
  }
  return Field{nullptr, 0};
}

Field prefField(Pref &P, cublasLtMatmulPreferenceAttributes_t A) {
  switch (A) {
  case CUBLASLT_MATMUL_PREF_SEARCH_MODE: return field(P.SearchMode);
  case CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES: return field(P.MaxWorkspace);
  case CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK: return field(P.ReductionMask);
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES: return field(P.AlignA);
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES: return field(P.AlignB);
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES: return field(P.AlignC);
  case CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES: return field(P.AlignD);
  case CUBLASLT_MATMUL_PREF_MAX_WAVES_COUNT: return field(P.MaxWaves);
  case CUBLASLT_MATMUL_PREF_IMPL_MASK: return field(P.ImplMask);
  }
  return Field{nullptr, 0};
}

cublasStatus_t setField(Field F, const void *Buf, size_t Size) {
  if (!F.Ptr || !Buf || Size != F.Size)
    return CUBLAS_STATUS_INVALID_VALUE;
  std::memcpy(F.Ptr, Buf, Size);
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t getField(Field F, void *Buf, size_t Size, size_t *Written) {
  if (!F.Ptr)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (Size == 0 && Written) {
    *Written = F.Size;
    return CUBLAS_STATUS_SUCCESS;
  }
  if (!Buf || Size < F.Size)
    return CUBLAS_STATUS_INVALID_VALUE;
  std::memcpy(Buf, F.Ptr, F.Size);
  if (Written)
    *Written = F.Size;
  return CUBLAS_STATUS_SUCCESS;
}

void initLayout(Layout &L, cudaDataType Type, uint64_t Rows, uint64_t Cols, int64_t Ld) {
  L = Layout{};
  L.Tag = LayoutTag;
  L.Type = Type;
  L.Order = CUBLASLT_ORDER_COL;
  L.BatchCount = 1;
  L.Rows = Rows;
  L.Cols = Cols;
  L.Ld = Ld;
}

void initDesc(Desc &D, cublasComputeType_t Compute, cudaDataType_t Scale) {
  D = Desc{};
  D.Tag = DescTag;
  D.Compute = Compute;
  D.Scale = Scale;
  D.PointerMode = CUBLASLT_POINTER_MODE_HOST;
  D.TransA = D.TransB = D.TransC = CUBLAS_OP_N;
  D.FillMode = CUBLAS_FILL_MODE_FULL;
  D.Epilogue = CUBLASLT_EPILOGUE_DEFAULT;
  D.BiasType = -1;
  D.AuxType = -1;
}

void initPref(Pref &P) {
  P = Pref{};
  P.Tag = PrefTag;
  P.ReductionMask = ~0u;
  P.ImplMask = ~0ull;
}

/// Storage of one opaque descriptor from the heap (cublasLt*Create).
template <class Opaque> Opaque *allocate() { return new (std::nothrow) Opaque(); }

} // namespace

extern "C" {

cublasStatus_t cublasLtCreate(cublasLtHandle_t *H) {
  if (!H)
    return CUBLAS_STATUS_INVALID_VALUE;
  *H = new (std::nothrow) cublasLtContext();
  return *H ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_ALLOC_FAILED;
}

cublasStatus_t cublasLtDestroy(cublasLtHandle_t H) {
  if (!H)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  backend::release(*H);
  delete H;
  return CUBLAS_STATUS_SUCCESS;
}

size_t cublasLtGetVersion(void) { return CUBLAS_VERSION; }
size_t cublasLtGetCudartVersion(void) { return CUDART_VERSION; }

cublasStatus_t cublasLtGetProperty(libraryPropertyType Type, int *Value) {
  if (!Value)
    return CUBLAS_STATUS_INVALID_VALUE;
  switch (Type) {
  case MAJOR_VERSION: *Value = CUBLAS_VER_MAJOR; return CUBLAS_STATUS_SUCCESS;
  case MINOR_VERSION: *Value = CUBLAS_VER_MINOR; return CUBLAS_STATUS_SUCCESS;
  case PATCH_LEVEL: *Value = CUBLAS_VER_PATCH; return CUBLAS_STATUS_SUCCESS;
  }
  return CUBLAS_STATUS_INVALID_VALUE;
}

const char *cublasLtGetStatusName(cublasStatus_t S) {
  switch (S) {
#define SCALE_LT_STATUS(N) case N: return #N;
    SCALE_LT_STATUS(CUBLAS_STATUS_SUCCESS)
    SCALE_LT_STATUS(CUBLAS_STATUS_NOT_INITIALIZED)
    SCALE_LT_STATUS(CUBLAS_STATUS_ALLOC_FAILED)
    SCALE_LT_STATUS(CUBLAS_STATUS_INVALID_VALUE)
    SCALE_LT_STATUS(CUBLAS_STATUS_ARCH_MISMATCH)
    SCALE_LT_STATUS(CUBLAS_STATUS_MAPPING_ERROR)
    SCALE_LT_STATUS(CUBLAS_STATUS_EXECUTION_FAILED)
    SCALE_LT_STATUS(CUBLAS_STATUS_INTERNAL_ERROR)
    SCALE_LT_STATUS(CUBLAS_STATUS_NOT_SUPPORTED)
    SCALE_LT_STATUS(CUBLAS_STATUS_LICENSE_ERROR)
#undef SCALE_LT_STATUS
  }
  return "CUBLAS_STATUS_UNKNOWN";
}

const char *cublasLtGetStatusString(cublasStatus_t S) {
  switch (S) {
  case CUBLAS_STATUS_SUCCESS: return "success";
  case CUBLAS_STATUS_NOT_INITIALIZED: return "the handle is not initialized";
  case CUBLAS_STATUS_ALLOC_FAILED: return "resource allocation failed";
  case CUBLAS_STATUS_INVALID_VALUE: return "an invalid value was used as an argument";
  case CUBLAS_STATUS_ARCH_MISMATCH: return "the feature is not supported by the device";
  case CUBLAS_STATUS_MAPPING_ERROR: return "access to GPU memory failed";
  case CUBLAS_STATUS_EXECUTION_FAILED: return "the GPU program failed to execute";
  case CUBLAS_STATUS_INTERNAL_ERROR: return "an internal operation failed";
  case CUBLAS_STATUS_NOT_SUPPORTED: return "the requested functionality is not supported";
  case CUBLAS_STATUS_LICENSE_ERROR: return "license error";
  }
  return "unknown status";
}

cublasStatus_t cublasLtMatrixLayoutInit_internal(cublasLtMatrixLayout_t L, size_t Size, cudaDataType Type,
                                                 uint64_t Rows, uint64_t Cols, int64_t Ld) {
  if (!L || Size < sizeof(Layout))
    return CUBLAS_STATUS_INVALID_VALUE;
  initLayout(*reinterpret_cast<Layout *>(L), Type, Rows, Cols, Ld);
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *L, cudaDataType Type, uint64_t Rows,
                                          uint64_t Cols, int64_t Ld) {
  if (!L)
    return CUBLAS_STATUS_INVALID_VALUE;
  *L = allocate<cublasLtMatrixLayoutOpaque_t>();
  if (!*L)
    return CUBLAS_STATUS_ALLOC_FAILED;
  initLayout(*reinterpret_cast<Layout *>(*L), Type, Rows, Cols, Ld);
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t L) {
  delete L; // null is fine
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t L, cublasLtMatrixLayoutAttribute_t A,
                                                const void *Buf, size_t Size) {
  Layout *P = layout(L);
  return P ? setField(layoutField(*P, A), Buf, Size) : CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t L, cublasLtMatrixLayoutAttribute_t A,
                                                void *Buf, size_t Size, size_t *Written) {
  Layout *P = layout(L);
  return P ? getField(layoutField(*P, A), Buf, Size, Written) : CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t cublasLtMatmulDescInit_internal(cublasLtMatmulDesc_t D, size_t Size,
                                               cublasComputeType_t Compute, cudaDataType_t Scale) {
  if (!D || Size < sizeof(Desc))
    return CUBLAS_STATUS_INVALID_VALUE;
  initDesc(*reinterpret_cast<Desc *>(D), Compute, Scale);
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *D, cublasComputeType_t Compute,
                                        cudaDataType_t Scale) {
  if (!D)
    return CUBLAS_STATUS_INVALID_VALUE;
  *D = allocate<cublasLtMatmulDescOpaque_t>();
  if (!*D)
    return CUBLAS_STATUS_ALLOC_FAILED;
  initDesc(*reinterpret_cast<Desc *>(*D), Compute, Scale);
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t D) {
  delete D;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t D, cublasLtMatmulDescAttributes_t A,
                                              const void *Buf, size_t Size) {
  Desc *P = desc(D);
  return P ? setField(descField(*P, A), Buf, Size) : CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t D, cublasLtMatmulDescAttributes_t A,
                                              void *Buf, size_t Size, size_t *Written) {
  Desc *P = desc(D);
  return P ? getField(descField(*P, A), Buf, Size, Written) : CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t cublasLtMatmulPreferenceInit_internal(cublasLtMatmulPreference_t P, size_t Size) {
  if (!P || Size < sizeof(Pref))
    return CUBLAS_STATUS_INVALID_VALUE;
  initPref(*reinterpret_cast<Pref *>(P));
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *P) {
  if (!P)
    return CUBLAS_STATUS_INVALID_VALUE;
  *P = allocate<cublasLtMatmulPreferenceOpaque_t>();
  if (!*P)
    return CUBLAS_STATUS_ALLOC_FAILED;
  initPref(*reinterpret_cast<Pref *>(*P));
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t P) {
  delete P;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t P,
                                                    cublasLtMatmulPreferenceAttributes_t A,
                                                    const void *Buf, size_t Size) {
  Pref *Q = pref(P);
  return Q ? setField(prefField(*Q, A), Buf, Size) : CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t P,
                                                    cublasLtMatmulPreferenceAttributes_t A, void *Buf,
                                                    size_t Size, size_t *Written) {
  Pref *Q = pref(P);
  return Q ? getField(prefField(*Q, A), Buf, Size, Written) : CUBLAS_STATUS_INVALID_VALUE;
}

} // extern "C"
