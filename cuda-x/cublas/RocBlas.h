// SPDX-License-Identifier: Apache-2.0
// The rocBLAS backend, loaded with dlopen at run time (so that libcublas.so loads, and falls back
// to our own kernels, on machines without ROCm's rocBLAS; Debian ships none).
//
// rocBLAS's C API takes cuBLAS's arguments in cuBLAS's order for every routine we forward (handle
// first, then the same sizes, scalars, pointers and leading dimensions; rocblas_int is int32,
// rocblas_stride int64). So one variadic forwarder serves every routine: it derives the rocBLAS
// function type from the cuBLAS argument types, translating only the enums (cuBLAS 0/1/2 vs
// rocBLAS 111/112/113, ...; values from rocBLAS's documented rocblas-types.h), and maps the
// rocblas_status result to cublasStatus_t.
//
// Library search order (DESIGN.md section 6): $SCALE_AMD_ROCBLAS_LIBRARY, $ROCM_PATH/lib,
// /opt/rocm/lib, then the system loader path; $SCALE_AMD_CUBLAS_BACKEND=fallback skips rocBLAS.
#ifndef SCALE_AMD_CUBLAS_ROCBLAS_H
#define SCALE_AMD_CUBLAS_ROCBLAS_H

#include "Context.h"

namespace scale::blas::roc {

/// rocBLAS loaded (once per process); false when absent or disabled.
bool available();
/// A rocBLAS entry point, or null.
void *symbol(const char *Name);
cublasStatus_t fromRocStatus(int Status);
/// rocBLAS's stream for a CUDA stream (the legacy default stream is HIP's null stream).
void *toHipStream(cudaStream_t S);

// Enum translations (rocblas_operation, rocblas_fill, rocblas_diagonal, rocblas_side,
// rocblas_datatype); everything else passes through unchanged.
inline int conv(cublasOperation_t Op) { return 111 + static_cast<int>(Op); }
inline int conv(cublasFillMode_t F) {
  return F == CUBLAS_FILL_MODE_UPPER ? 121 : F == CUBLAS_FILL_MODE_LOWER ? 122 : 123;
}
inline int conv(cublasDiagType_t D) { return 131 + static_cast<int>(D); }
inline int conv(cublasSideMode_t S) { return 141 + static_cast<int>(S); }
int conv(cudaDataType T);
int conv(cublasComputeType_t T);
template <class T> T conv(T V) { return V; }

/// Calls rocblas_<Name>(handle, args...) with translated enums.
template <class... A> cublasStatus_t call(const char *Name, cublasContext &H, A... Args) {
  void *S = symbol(Name);
  if (!S)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  using Fn = int (*)(void *, decltype(conv(Args))...);
  return fromRocStatus(reinterpret_cast<Fn>(S)(H.RocHandle, conv(Args)...));
}

/// rocblas_create_handle + the handle's stream and pointer mode.
cublasStatus_t createHandle(cublasContext &H);
void destroyHandle(cublasContext &H);
cublasStatus_t setStream(cublasContext &H);
cublasStatus_t setPointerMode(cublasContext &H);

} // namespace scale::blas::roc

#endif
