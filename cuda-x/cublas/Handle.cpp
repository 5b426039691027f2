// SPDX-License-Identifier: Apache-2.0
// Handle, stream, pointer/math/atomics modes, version and status strings.
#include "Fallback.h"
#include "RocBlas.h"

#include <cstdlib>
#include <cstring>
#include <new>

using namespace scale::blas;

extern "C" {

cublasStatus_t cublasCreate_v2(cublasHandle_t *Handle) {
  SCALE_BLAS_REQUIRE(Handle);
  auto *H = new (std::nothrow) cublasContext();
  if (!H)
    return CUBLAS_STATUS_ALLOC_FAILED;
  const char *Backend = std::getenv("SCALE_AMD_CUBLAS_BACKEND");
  bool WantRoc = Backend && std::strcmp(Backend, "rocblas") == 0;
  if (roc::available()) {
    cublasStatus_t S = roc::createHandle(*H);
    if (S != CUBLAS_STATUS_SUCCESS) {
      delete H;
      return S;
    }
  } else if (WantRoc) {
    delete H;
    return CUBLAS_STATUS_NOT_INITIALIZED;
  }
  *Handle = H;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasDestroy_v2(cublasHandle_t H) {
  SCALE_BLAS_CHECK_HANDLE(H);
  if (H->RocHandle)
    roc::destroyHandle(*H);
  fallback::release(*H);
  delete H;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetVersion_v2(cublasHandle_t H, int *Version) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Version);
  *Version = CUBLAS_VERSION;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetProperty(libraryPropertyType Type, int *Value) {
  SCALE_BLAS_REQUIRE(Value);
  switch (Type) {
  case MAJOR_VERSION: *Value = CUBLAS_VER_MAJOR; return CUBLAS_STATUS_SUCCESS;
  case MINOR_VERSION: *Value = CUBLAS_VER_MINOR; return CUBLAS_STATUS_SUCCESS;
  case PATCH_LEVEL: *Value = CUBLAS_VER_PATCH; return CUBLAS_STATUS_SUCCESS;
  }
  return CUBLAS_STATUS_INVALID_VALUE;
}

cublasStatus_t cublasSetStream_v2(cublasHandle_t H, cudaStream_t Stream) {
  SCALE_BLAS_CHECK_HANDLE(H);
  H->Stream = Stream;
  return H->RocHandle ? roc::setStream(*H) : CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetStream_v2(cublasHandle_t H, cudaStream_t *Stream) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Stream);
  *Stream = H->Stream;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t H, cublasPointerMode_t *Mode) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Mode);
  *Mode = H->PointerMode;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t H, cublasPointerMode_t Mode) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Mode == CUBLAS_POINTER_MODE_HOST || Mode == CUBLAS_POINTER_MODE_DEVICE);
  H->PointerMode = Mode;
  return H->RocHandle ? roc::setPointerMode(*H) : CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetMathMode(cublasHandle_t H, cublasMath_t *Mode) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Mode);
  *Mode = H->MathMode;
  return CUBLAS_STATUS_SUCCESS;
}

// The math mode is a permission to use faster arithmetic: both backends compute in the
// precision of the compute type, which every mode allows. Unknown bits are rejected.
cublasStatus_t cublasSetMathMode(cublasHandle_t H, cublasMath_t Mode) {
  SCALE_BLAS_CHECK_HANDLE(H);
  int Base = Mode & ~CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION;
  SCALE_BLAS_REQUIRE(Base >= CUBLAS_DEFAULT_MATH && Base <= CUBLAS_TF32_TENSOR_OP_MATH);
  H->MathMode = Mode;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasGetAtomicsMode(cublasHandle_t H, cublasAtomicsMode_t *Mode) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Mode);
  *Mode = H->AtomicsMode;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetAtomicsMode(cublasHandle_t H, cublasAtomicsMode_t Mode) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Mode == CUBLAS_ATOMICS_NOT_ALLOWED || Mode == CUBLAS_ATOMICS_ALLOWED);
  H->AtomicsMode = Mode;
  return CUBLAS_STATUS_SUCCESS;
}

cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t H, void *Workspace, size_t Size) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Workspace || Size == 0);
  H->Workspace = Workspace;
  H->WorkspaceSize = Size;
  return CUBLAS_STATUS_SUCCESS;
}

#define SCALE_BLAS_STATUSES(X)                                                                     \
  X(CUBLAS_STATUS_SUCCESS, "the operation completed successfully")                                 \
  X(CUBLAS_STATUS_NOT_INITIALIZED, "the library was not initialized")                              \
  X(CUBLAS_STATUS_ALLOC_FAILED, "the resource allocation failed")                                  \
  X(CUBLAS_STATUS_INVALID_VALUE, "an invalid numeric value was used as an argument")               \
  X(CUBLAS_STATUS_ARCH_MISMATCH, "an absent device architectural feature is required")             \
  X(CUBLAS_STATUS_MAPPING_ERROR, "an access to GPU memory space failed")                           \
  X(CUBLAS_STATUS_EXECUTION_FAILED, "the GPU program failed to execute")                           \
  X(CUBLAS_STATUS_INTERNAL_ERROR, "an internal operation failed")                                  \
  X(CUBLAS_STATUS_NOT_SUPPORTED, "the functionality requested is not supported")                   \
  X(CUBLAS_STATUS_LICENSE_ERROR, "error detected trying to check the license")

const char *cublasGetStatusName(cublasStatus_t S) {
  switch (S) {
#define X(Name, Text)                                                                              \
  case Name:                                                                                       \
    return #Name;
    SCALE_BLAS_STATUSES(X)
#undef X
  }
  return "CUBLAS_STATUS_UNKNOWN";
}

const char *cublasGetStatusString(cublasStatus_t S) {
  switch (S) {
#define X(Name, Text)                                                                              \
  case Name:                                                                                       \
    return Text;
    SCALE_BLAS_STATUSES(X)
#undef X
  }
  return "unknown error";
}

} // extern "C"
