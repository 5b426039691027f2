// SPDX-License-Identifier: Apache-2.0
// rocBLAS loading and the few calls that are not routines (handle, stream, pointer mode).
#include "RocBlas.h"
#include "../common/RocmLibrary.h"

#include <dlfcn.h>

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

namespace scale::blas::roc {
namespace {

void *openRocBlas() {
  return rocm::openLibrary("SCALE_AMD_CUBLAS_BACKEND", "SCALE_AMD_ROCBLAS_LIBRARY",
                           {"librocblas.so.4", "librocblas.so.0", "librocblas.so"});
}

void *library() {
  static void *Lib = openRocBlas();
  return Lib;
}

} // namespace

bool available() { return library() != nullptr; }

void *symbol(const char *Name) {
  void *L = library();
  return L ? dlsym(L, Name) : nullptr;
}

cublasStatus_t fromRocStatus(int S) {
  switch (S) {
  case 0:  // rocblas_status_success
  case 7:  // perf_degraded
  case 9:  // size_increased
  case 10: // size_unchanged
    return CUBLAS_STATUS_SUCCESS;
  case 1: // invalid_handle
    return CUBLAS_STATUS_NOT_INITIALIZED;
  case 2: // not_implemented
    return CUBLAS_STATUS_NOT_SUPPORTED;
  case 3:  // invalid_pointer
  case 4:  // invalid_size
  case 11: // invalid_value
    return CUBLAS_STATUS_INVALID_VALUE;
  case 5: // memory_error
    return CUBLAS_STATUS_ALLOC_FAILED;
  case 6: // internal_error
    return CUBLAS_STATUS_INTERNAL_ERROR;
  default:
    return CUBLAS_STATUS_EXECUTION_FAILED;
  }
}

void *toHipStream(cudaStream_t S) { return S == cudaStreamLegacy ? nullptr : S; }

int conv(cudaDataType T) {
  switch (T) {
  case CUDA_R_16F: return 150;
  case CUDA_R_32F: return 151;
  case CUDA_R_64F: return 152;
  case CUDA_C_16F: return 153;
  case CUDA_C_32F: return 154;
  case CUDA_C_64F: return 155;
  case CUDA_R_8I: return 160;
  case CUDA_R_8U: return 161;
  case CUDA_R_32I: return 162;
  case CUDA_R_32U: return 163;
  case CUDA_C_8I: return 164;
  case CUDA_C_8U: return 165;
  case CUDA_C_32I: return 166;
  case CUDA_C_32U: return 167;
  case CUDA_R_16BF: return 168;
  case CUDA_C_16BF: return 169;
  default: return -1;
  }
}

int conv(cublasComputeType_t T) {
  switch (T) {
  case CUBLAS_COMPUTE_16F:
  case CUBLAS_COMPUTE_16F_PEDANTIC:
    return 150;
  case CUBLAS_COMPUTE_64F:
  case CUBLAS_COMPUTE_64F_PEDANTIC:
    return 152;
  case CUBLAS_COMPUTE_32I:
  case CUBLAS_COMPUTE_32I_PEDANTIC:
    return 162;
  default:
    return 151; // every 32F flavour
  }
}

cublasStatus_t createHandle(cublasContext &H) {
  auto Create = reinterpret_cast<int (*)(void **)>(symbol("rocblas_create_handle"));
  if (!Create)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (Create(&H.RocHandle) != 0) {
    H.RocHandle = nullptr;
    return CUBLAS_STATUS_NOT_INITIALIZED;
  }
  return CUBLAS_STATUS_SUCCESS;
}

void destroyHandle(cublasContext &H) {
  if (auto Destroy = reinterpret_cast<int (*)(void *)>(symbol("rocblas_destroy_handle")))
    Destroy(H.RocHandle);
  H.RocHandle = nullptr;
}

cublasStatus_t setStream(cublasContext &H) {
  auto Set = reinterpret_cast<int (*)(void *, void *)>(symbol("rocblas_set_stream"));
  return Set ? fromRocStatus(Set(H.RocHandle, toHipStream(H.Stream))) : CUBLAS_STATUS_NOT_SUPPORTED;
}

cublasStatus_t setPointerMode(cublasContext &H) {
  // rocblas_pointer_mode_host = 0, _device = 1: cuBLAS's values.
  auto Set = reinterpret_cast<int (*)(void *, int)>(symbol("rocblas_set_pointer_mode"));
  return Set ? fromRocStatus(Set(H.RocHandle, static_cast<int>(H.PointerMode)))
             : CUBLAS_STATUS_NOT_SUPPORTED;
}

} // namespace scale::blas::roc
