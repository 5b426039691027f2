/* SPDX-License-Identifier: Apache-2.0 */
/* cublas.h is CUDA's legacy cuBLAS API (cublasInit, handle-less cublasSgemm with char transposes,
 * cublasAlloc). scale-amd provides the handle API only: a program including this header gets a
 * clear error instead of declarations that would not link. */
#ifndef __SCALE_AMD_CUBLAS_LEGACY_H__
#define __SCALE_AMD_CUBLAS_LEGACY_H__
#error "scale-amd: the legacy cuBLAS API (cublas.h) is not provided; include <cublas_v2.h> and use the handle API (cublasCreate, cublasSgemm(handle, ...)), see docs/cublas.md"
#endif
