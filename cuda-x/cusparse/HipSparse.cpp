// SPDX-License-Identifier: Apache-2.0
// hipSPARSE loading, enum tables, handle and descriptor translation, and the forwarded calls
// (design in HipSparse.h). Enum values: hipSPARSE 2.3's hipsparse.h (Debian's libhipsparse-dev)
// for ABI 2, hipSPARSE 3.x's for ABI 3; hipDataType values from hip/library_types.h.
#include "HipSparse.h"
#include "../common/RocmLibrary.h"

#include <dlfcn.h>

#include <cstdlib>
#include <cstring>
#include <string>

namespace scale::sparse::hip {
namespace {

const char *backendVariable() { return std::getenv("SCALE_AMD_CUSPARSE_BACKEND"); }

void *openHipSparse() {
  return rocm::openLibrary("SCALE_AMD_CUSPARSE_BACKEND", "SCALE_AMD_HIPSPARSE_LIBRARY",
                           {"libhipsparse.so.4", "libhipsparse.so.1", "libhipsparse.so.0",
                            "libhipsparse.so"});
}

void *library() {
  static void *Lib = openHipSparse();
  return Lib;
}

/// A hipSPARSE entry point with the given C signature (enums are passed as int), or null.
template <class Fn> Fn fn(const char *Name) {
  void *L = library();
  return L ? reinterpret_cast<Fn>(dlsym(L, Name)) : nullptr;
}

/// The hipSPARSE ABI major version, known once a handle exists (hipsparseGetVersion needs one).
int AbiMajor = 0;
bool abi3() { return AbiMajor >= 3; }

using StatusFn = int (*)(void *);

template <class D> void releaseWith(const D &Desc, const char *Destroy) {
  if (!Desc.Hip)
    return;
  if (auto F = fn<StatusFn>(Destroy))
    F(Desc.Hip);
  Desc.Hip = nullptr;
}

cusparseStatus_t sparseDescr(const cusparseSpMatDescr &D, void **Out) {
  if (!D.Hip) {
    int Rt = toHip(D.RowType), Ct = toHip(D.ColType), Base = toHip(D.Base);
    int Vt = toHip(D.ValueType);
    if (Rt < 0 || Ct < 0 || Base < 0 || Vt < 0)
      return CUSPARSE_STATUS_NOT_SUPPORTED;
    int S;
    if (D.Format == CUSPARSE_FORMAT_CSR) {
      auto F = fn<int (*)(void **, int64_t, int64_t, int64_t, void *, void *, void *, int, int, int,
                          int)>("hipsparseCreateCsr");
      if (!F)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
      S = F(&D.Hip, D.Rows, D.Cols, D.Nnz, D.RowIdx, D.ColIdx, D.Values, Rt, Ct, Base, Vt);
    } else if (D.Format == CUSPARSE_FORMAT_COO) {
      auto F = fn<int (*)(void **, int64_t, int64_t, int64_t, void *, void *, void *, int, int,
                          int)>("hipsparseCreateCoo");
      if (!F)
        return CUSPARSE_STATUS_NOT_SUPPORTED;
      S = F(&D.Hip, D.Rows, D.Cols, D.Nnz, D.RowIdx, D.ColIdx, D.Values, Rt, Base, Vt);
    } else {
      return CUSPARSE_STATUS_NOT_SUPPORTED;
    }
    if (S != 0) {
      D.Hip = nullptr;
      return fromHipStatus(S);
    }
  }
  *Out = D.Hip;
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t vectorDescr(const cusparseDnVecDescr &D, void **Out) {
  if (!D.Hip) {
    int Vt = toHip(D.ValueType);
    auto F = fn<int (*)(void **, int64_t, void *, int)>("hipsparseCreateDnVec");
    if (Vt < 0 || !F)
      return CUSPARSE_STATUS_NOT_SUPPORTED;
    if (int S = F(&D.Hip, D.Size, D.Values, Vt)) {
      D.Hip = nullptr;
      return fromHipStatus(S);
    }
  }
  *Out = D.Hip;
  return CUSPARSE_STATUS_SUCCESS;
}

cusparseStatus_t matrixDescr(const cusparseDnMatDescr &D, void **Out) {
  if (!D.Hip) {
    int Vt = toHip(D.ValueType), O = toHip(D.Order, abi3());
    auto F = fn<int (*)(void **, int64_t, int64_t, int64_t, void *, int, int)>(
        "hipsparseCreateDnMat");
    if (Vt < 0 || O < 0 || !F)
      return CUSPARSE_STATUS_NOT_SUPPORTED;
    if (int S = F(&D.Hip, D.Rows, D.Cols, D.Ld, D.Values, Vt, O)) {
      D.Hip = nullptr;
      return fromHipStatus(S);
    }
  }
  *Out = D.Hip;
  return CUSPARSE_STATUS_SUCCESS;
}

#define TRY(Expr)                                                                                  \
  do {                                                                                             \
    if (cusparseStatus_t S_ = (Expr))                                                              \
      return S_;                                                                                   \
  } while (0)

} // namespace

bool available() { return library() != nullptr; }

bool required() {
  const char *Backend = backendVariable();
  return Backend && std::strcmp(Backend, "hipsparse") == 0;
}

cusparseStatus_t fromHipStatus(int S) {
  switch (S) {
  case 0: return CUSPARSE_STATUS_SUCCESS;
  case 1: return CUSPARSE_STATUS_NOT_INITIALIZED;
  case 2: return CUSPARSE_STATUS_ALLOC_FAILED;
  case 3: return CUSPARSE_STATUS_INVALID_VALUE;
  case 4: return CUSPARSE_STATUS_ARCH_MISMATCH;
  case 5: return CUSPARSE_STATUS_MAPPING_ERROR;
  case 6: return CUSPARSE_STATUS_EXECUTION_FAILED;
  case 7: return CUSPARSE_STATUS_INTERNAL_ERROR;
  case 8: return CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED;
  case 9: return CUSPARSE_STATUS_ZERO_PIVOT;
  case 10: return CUSPARSE_STATUS_NOT_SUPPORTED;
  case 11: return CUSPARSE_STATUS_INSUFFICIENT_RESOURCES;
  default: return CUSPARSE_STATUS_INTERNAL_ERROR;
  }
}

int toHip(cusparseOrder_t O, bool Abi3) {
  // ABI 2: HIPSPARSE_ORDER_ROW = 0, HIPSPARSE_ORDER_COLUMN = 1; ABI 3: COL = 1, ROW = 2.
  switch (O) {
  case CUSPARSE_ORDER_COL: return 1;
  case CUSPARSE_ORDER_ROW: return Abi3 ? 2 : 0;
  }
  return -1;
}

int toHip(cusparseSpMVAlg_t A, bool Abi3) {
  // ABI 2: SPMV_ALG_DEFAULT 4, COO_ALG1 5, COO_ALG2 6, CSR_ALG1 7, CSR_ALG2 8. ABI 3: cuSPARSE's.
  switch (A) {
  case CUSPARSE_SPMV_ALG_DEFAULT: return Abi3 ? 0 : 4;
  case CUSPARSE_SPMV_COO_ALG1: return Abi3 ? 1 : 5;
  case CUSPARSE_SPMV_CSR_ALG1: return Abi3 ? 2 : 7;
  case CUSPARSE_SPMV_CSR_ALG2: return Abi3 ? 3 : 8;
  case CUSPARSE_SPMV_COO_ALG2: return Abi3 ? 4 : 6;
  case CUSPARSE_SPMV_SELL_ALG1: return -1;
  }
  return -1;
}

int toHip(cusparseSpMMAlg_t A, bool Abi3) {
  // ABI 2: SPMM_ALG_DEFAULT 5, COO_ALG1..4 6..9, CSR_ALG1 10, CSR_ALG2 11, BLOCKED_ELL_ALG1 12,
  // CSR_ALG3 13. ABI 3: cuSPARSE's values.
  switch (A) {
  case CUSPARSE_SPMM_ALG_DEFAULT: return Abi3 ? 0 : 5;
  case CUSPARSE_SPMM_COO_ALG1: return Abi3 ? 1 : 6;
  case CUSPARSE_SPMM_COO_ALG2: return Abi3 ? 2 : 7;
  case CUSPARSE_SPMM_COO_ALG3: return Abi3 ? 3 : 8;
  case CUSPARSE_SPMM_COO_ALG4: return Abi3 ? 5 : 9;
  case CUSPARSE_SPMM_CSR_ALG1: return Abi3 ? 4 : 10;
  case CUSPARSE_SPMM_CSR_ALG2: return Abi3 ? 6 : 11;
  case CUSPARSE_SPMM_CSR_ALG3: return Abi3 ? 12 : 13;
  case CUSPARSE_SPMM_BLOCKED_ELL_ALG1: return Abi3 ? 13 : 12;
  case CUSPARSE_SPMM_BSR_ALG1: return -1;
  }
  return -1;
}

int toHip(cudaDataType T) {
  switch (T) { // hipDataType
  case CUDA_R_32F: return 0;
  case CUDA_R_64F: return 1;
  case CUDA_R_16F: return 2;
  case CUDA_C_32F: return 4;
  case CUDA_C_64F: return 5;
  case CUDA_C_16F: return 6;
  default: return -1;
  }
}

int toHip(cusparseIndexType_t T) {
  switch (T) {
  case CUSPARSE_INDEX_16U: return 1;
  case CUSPARSE_INDEX_32I: return 2;
  case CUSPARSE_INDEX_64I: return 3;
  }
  return -1;
}

int toHip(cusparseIndexBase_t B) {
  return B == CUSPARSE_INDEX_BASE_ZERO ? 0 : B == CUSPARSE_INDEX_BASE_ONE ? 1 : -1;
}

int toHip(cusparseOperation_t Op) {
  switch (Op) {
  case CUSPARSE_OPERATION_NON_TRANSPOSE: return 0;
  case CUSPARSE_OPERATION_TRANSPOSE: return 1;
  case CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE: return 2;
  }
  return -1;
}

int toHip(cusparsePointerMode_t M) {
  return M == CUSPARSE_POINTER_MODE_HOST ? 0 : M == CUSPARSE_POINTER_MODE_DEVICE ? 1 : -1;
}

int toHip(cusparseFormat_t F) {
  switch (F) {
  case CUSPARSE_FORMAT_CSR: return 1;
  case CUSPARSE_FORMAT_CSC: return 2;
  case CUSPARSE_FORMAT_COO: return 3;
  case CUSPARSE_FORMAT_BLOCKED_ELL: return 5;
  default: return -1;
  }
}

cusparseStatus_t createHandle(cusparseContext &H) {
  auto Create = fn<int (*)(void **)>("hipsparseCreate");
  if (!Create)
    return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (Create(&H.HipHandle) != 0) {
    H.HipHandle = nullptr;
    return CUSPARSE_STATUS_NOT_INITIALIZED;
  }
  int Version = 0;
  auto GetVersion = fn<int (*)(void *, int *)>("hipsparseGetVersion");
  if (!GetVersion || GetVersion(H.HipHandle, &Version) != 0 || Version < 100000) {
    destroyHandle(H); // an ABI we cannot identify: its enum values are unknown
    return CUSPARSE_STATUS_NOT_INITIALIZED;
  }
  AbiMajor = Version / 100000;
  cusparseStatus_t S = setStream(H);
  if (S == CUSPARSE_STATUS_SUCCESS)
    S = setPointerMode(H);
  if (S != CUSPARSE_STATUS_SUCCESS)
    destroyHandle(H);
  return S;
}

void destroyHandle(cusparseContext &H) {
  if (auto Destroy = fn<StatusFn>("hipsparseDestroy"))
    Destroy(H.HipHandle);
  H.HipHandle = nullptr;
}

cusparseStatus_t setStream(cusparseContext &H) {
  // The runtime shim's streams are HIP streams; the legacy default stream is HIP's null stream.
  void *S = H.Stream == cudaStreamLegacy ? nullptr : static_cast<void *>(H.Stream);
  auto Set = fn<int (*)(void *, void *)>("hipsparseSetStream");
  return Set ? fromHipStatus(Set(H.HipHandle, S)) : CUSPARSE_STATUS_NOT_SUPPORTED;
}

cusparseStatus_t setPointerMode(cusparseContext &H) {
  auto Set = fn<int (*)(void *, int)>("hipsparseSetPointerMode");
  return Set ? fromHipStatus(Set(H.HipHandle, toHip(H.PointerMode)))
             : CUSPARSE_STATUS_NOT_SUPPORTED;
}

void release(const cusparseSpMatDescr &D) { releaseWith(D, "hipsparseDestroySpMat"); }
void release(const cusparseDnVecDescr &D) { releaseWith(D, "hipsparseDestroyDnVec"); }
void release(const cusparseDnMatDescr &D) { releaseWith(D, "hipsparseDestroyDnMat"); }

namespace {

/// The operands of an SpMV in hipSPARSE's terms.
struct MV {
  int Op, Compute, Alg;
  void *A, *X, *Y;
};
cusparseStatus_t translate(const cusparseSpMatDescr &A, const cusparseDnVecDescr &X,
                           const cusparseDnVecDescr &Y, cusparseOperation_t Op,
                           cudaDataType Compute, cusparseSpMVAlg_t Alg, MV &Out) {
  Out.Op = toHip(Op);
  Out.Compute = toHip(Compute);
  Out.Alg = toHip(Alg, abi3());
  if (Out.Op < 0 || Out.Compute < 0 || Out.Alg < 0)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  TRY(sparseDescr(A, &Out.A));
  TRY(vectorDescr(X, &Out.X));
  return vectorDescr(Y, &Out.Y);
}

struct MM {
  int OpA, OpB, Compute, Alg;
  void *A, *B, *C;
};
cusparseStatus_t translate(const cusparseSpMatDescr &A, const cusparseDnMatDescr &B,
                           const cusparseDnMatDescr &C, cusparseOperation_t OpA,
                           cusparseOperation_t OpB, cudaDataType Compute, cusparseSpMMAlg_t Alg,
                           MM &Out) {
  Out.OpA = toHip(OpA);
  Out.OpB = toHip(OpB);
  Out.Compute = toHip(Compute);
  Out.Alg = toHip(Alg, abi3());
  if (Out.OpA < 0 || Out.OpB < 0 || Out.Compute < 0 || Out.Alg < 0)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  TRY(sparseDescr(A, &Out.A));
  TRY(matrixDescr(B, &Out.B));
  return matrixDescr(C, &Out.C);
}

// hipsparseSpMV(handle, op, alpha, A, x, beta, y, compute, alg, buffer) and its _bufferSize
// (whose last argument is size_t *): the same argument order as cuSPARSE.
template <class Last>
using SpMVFn = int (*)(void *, int, const void *, void *, void *, const void *, void *, int, int,
                       Last);
template <class Last>
using SpMMFn = int (*)(void *, int, int, const void *, void *, void *, const void *, void *, int,
                       int, Last);

template <class Last>
cusparseStatus_t callMV(const char *Name, cusparseContext &H, const void *Alpha, const void *Beta,
                        const MV &M, Last L) {
  auto F = fn<SpMVFn<Last>>(Name);
  if (!F)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  return fromHipStatus(F(H.HipHandle, M.Op, Alpha, M.A, M.X, Beta, M.Y, M.Compute, M.Alg, L));
}

template <class Last>
cusparseStatus_t callMM(const char *Name, cusparseContext &H, const void *Alpha, const void *Beta,
                        const MM &M, Last L) {
  auto F = fn<SpMMFn<Last>>(Name);
  if (!F)
    return CUSPARSE_STATUS_NOT_SUPPORTED;
  return fromHipStatus(
      F(H.HipHandle, M.OpA, M.OpB, Alpha, M.A, M.B, Beta, M.C, M.Compute, M.Alg, L));
}

} // namespace

cusparseStatus_t spmvBufferSize(cusparseContext &H, cusparseOperation_t Op, const void *Alpha,
                                const cusparseSpMatDescr &A, const cusparseDnVecDescr &X,
                                const void *Beta, const cusparseDnVecDescr &Y, cudaDataType Compute,
                                cusparseSpMVAlg_t Alg, size_t *Size) {
  MV M;
  TRY(translate(A, X, Y, Op, Compute, Alg, M));
  return callMV("hipsparseSpMV_bufferSize", H, Alpha, Beta, M, Size);
}

cusparseStatus_t spmvPreprocess(cusparseContext &H, cusparseOperation_t Op, const void *Alpha,
                                const cusparseSpMatDescr &A, const cusparseDnVecDescr &X,
                                const void *Beta, const cusparseDnVecDescr &Y, cudaDataType Compute,
                                cusparseSpMVAlg_t Alg, void *Buffer) {
  if (!fn<SpMVFn<void *>>("hipsparseSpMV_preprocess"))
    return CUSPARSE_STATUS_SUCCESS; // optional: the operation works without it
  MV M;
  TRY(translate(A, X, Y, Op, Compute, Alg, M));
  return callMV("hipsparseSpMV_preprocess", H, Alpha, Beta, M, Buffer);
}

cusparseStatus_t spmmPreprocess(cusparseContext &H, cusparseOperation_t OpA,
                                cusparseOperation_t OpB, const void *Alpha,
                                const cusparseSpMatDescr &A, const cusparseDnMatDescr &B,
                                const void *Beta, const cusparseDnMatDescr &C, cudaDataType Compute,
                                cusparseSpMMAlg_t Alg, void *Buffer) {
  if (!fn<SpMMFn<void *>>("hipsparseSpMM_preprocess"))
    return CUSPARSE_STATUS_SUCCESS;
  MM M;
  TRY(translate(A, B, C, OpA, OpB, Compute, Alg, M));
  return callMM("hipsparseSpMM_preprocess", H, Alpha, Beta, M, Buffer);
}

cusparseStatus_t spmv(cusparseContext &H, cusparseOperation_t Op, const void *Alpha,
                      const cusparseSpMatDescr &A, const cusparseDnVecDescr &X, const void *Beta,
                      const cusparseDnVecDescr &Y, cudaDataType Compute, cusparseSpMVAlg_t Alg,
                      void *Buffer) {
  MV M;
  TRY(translate(A, X, Y, Op, Compute, Alg, M));
  return callMV("hipsparseSpMV", H, Alpha, Beta, M, Buffer);
}

cusparseStatus_t spmmBufferSize(cusparseContext &H, cusparseOperation_t OpA,
                                cusparseOperation_t OpB, const void *Alpha,
                                const cusparseSpMatDescr &A, const cusparseDnMatDescr &B,
                                const void *Beta, const cusparseDnMatDescr &C, cudaDataType Compute,
                                cusparseSpMMAlg_t Alg, size_t *Size) {
  MM M;
  TRY(translate(A, B, C, OpA, OpB, Compute, Alg, M));
  return callMM("hipsparseSpMM_bufferSize", H, Alpha, Beta, M, Size);
}

cusparseStatus_t spmm(cusparseContext &H, cusparseOperation_t OpA, cusparseOperation_t OpB,
                      const void *Alpha, const cusparseSpMatDescr &A, const cusparseDnMatDescr &B,
                      const void *Beta, const cusparseDnMatDescr &C, cudaDataType Compute,
                      cusparseSpMMAlg_t Alg, void *Buffer) {
  MM M;
  TRY(translate(A, B, C, OpA, OpB, Compute, Alg, M));
  return callMM("hipsparseSpMM", H, Alpha, Beta, M, Buffer);
}

} // namespace scale::sparse::hip
