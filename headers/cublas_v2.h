/* SPDX-License-Identifier: Apache-2.0 */
/* cublas_v2.h: the handle-based cuBLAS API. As in CUDA 12, the classic names map to the _v2
 * entry points (cublasSgemm -> cublasSgemm_v2). The renames below are exactly the rows of
 * __scale_amd/cublas/cublas_api.def with V2 = _v2 (and their _64 forms, cublasSgemm_64 ->
 * cublasSgemm_v2_64); test/unit/cublas checks that they agree. */
#ifndef __SCALE_AMD_CUBLAS_V2_H__
#define __SCALE_AMD_CUBLAS_V2_H__

#if defined(__SCALE_AMD_CUBLAS_LEGACY_H__)
#error "cublas_v2.h and cublas.h (the legacy cuBLAS API) cannot be included in one file"
#endif

#include "cublas_api.h"

#define cublasCreate cublasCreate_v2
#define cublasDestroy cublasDestroy_v2
#define cublasGetVersion cublasGetVersion_v2
#define cublasSetStream cublasSetStream_v2
#define cublasGetStream cublasGetStream_v2
#define cublasGetPointerMode cublasGetPointerMode_v2
#define cublasSetPointerMode cublasSetPointerMode_v2
#define cublasSetWorkspace cublasSetWorkspace_v2
#define cublasSaxpy cublasSaxpy_v2
#define cublasDaxpy cublasDaxpy_v2
#define cublasCaxpy cublasCaxpy_v2
#define cublasZaxpy cublasZaxpy_v2
#define cublasScopy cublasScopy_v2
#define cublasDcopy cublasDcopy_v2
#define cublasCcopy cublasCcopy_v2
#define cublasZcopy cublasZcopy_v2
#define cublasSswap cublasSswap_v2
#define cublasDswap cublasDswap_v2
#define cublasCswap cublasCswap_v2
#define cublasZswap cublasZswap_v2
#define cublasSdot cublasSdot_v2
#define cublasDdot cublasDdot_v2
#define cublasCdotu cublasCdotu_v2
#define cublasCdotc cublasCdotc_v2
#define cublasZdotu cublasZdotu_v2
#define cublasZdotc cublasZdotc_v2
#define cublasSnrm2 cublasSnrm2_v2
#define cublasDnrm2 cublasDnrm2_v2
#define cublasScnrm2 cublasScnrm2_v2
#define cublasDznrm2 cublasDznrm2_v2
#define cublasSscal cublasSscal_v2
#define cublasDscal cublasDscal_v2
#define cublasCscal cublasCscal_v2
#define cublasCsscal cublasCsscal_v2
#define cublasZscal cublasZscal_v2
#define cublasZdscal cublasZdscal_v2
#define cublasSasum cublasSasum_v2
#define cublasDasum cublasDasum_v2
#define cublasScasum cublasScasum_v2
#define cublasDzasum cublasDzasum_v2
#define cublasIsamax cublasIsamax_v2
#define cublasIdamax cublasIdamax_v2
#define cublasIcamax cublasIcamax_v2
#define cublasIzamax cublasIzamax_v2
#define cublasSgemv cublasSgemv_v2
#define cublasDgemv cublasDgemv_v2
#define cublasCgemv cublasCgemv_v2
#define cublasZgemv cublasZgemv_v2
#define cublasSgemm cublasSgemm_v2
#define cublasDgemm cublasDgemm_v2
#define cublasCgemm cublasCgemm_v2
#define cublasZgemm cublasZgemm_v2
#define cublasStrsm cublasStrsm_v2
#define cublasDtrsm cublasDtrsm_v2
#define cublasCtrsm cublasCtrsm_v2
#define cublasZtrsm cublasZtrsm_v2
#define cublasSsyrk cublasSsyrk_v2
#define cublasDsyrk cublasDsyrk_v2
#define cublasCsyrk cublasCsyrk_v2
#define cublasZsyrk cublasZsyrk_v2

/* The 64-bit-integer API (cublas_api.h): the same renames with _64. */
#define cublasSaxpy_64 cublasSaxpy_v2_64
#define cublasDaxpy_64 cublasDaxpy_v2_64
#define cublasCaxpy_64 cublasCaxpy_v2_64
#define cublasZaxpy_64 cublasZaxpy_v2_64
#define cublasScopy_64 cublasScopy_v2_64
#define cublasDcopy_64 cublasDcopy_v2_64
#define cublasCcopy_64 cublasCcopy_v2_64
#define cublasZcopy_64 cublasZcopy_v2_64
#define cublasSswap_64 cublasSswap_v2_64
#define cublasDswap_64 cublasDswap_v2_64
#define cublasCswap_64 cublasCswap_v2_64
#define cublasZswap_64 cublasZswap_v2_64
#define cublasSdot_64 cublasSdot_v2_64
#define cublasDdot_64 cublasDdot_v2_64
#define cublasCdotu_64 cublasCdotu_v2_64
#define cublasCdotc_64 cublasCdotc_v2_64
#define cublasZdotu_64 cublasZdotu_v2_64
#define cublasZdotc_64 cublasZdotc_v2_64
#define cublasSnrm2_64 cublasSnrm2_v2_64
#define cublasDnrm2_64 cublasDnrm2_v2_64
#define cublasScnrm2_64 cublasScnrm2_v2_64
#define cublasDznrm2_64 cublasDznrm2_v2_64
#define cublasSscal_64 cublasSscal_v2_64
#define cublasDscal_64 cublasDscal_v2_64
#define cublasCscal_64 cublasCscal_v2_64
#define cublasCsscal_64 cublasCsscal_v2_64
#define cublasZscal_64 cublasZscal_v2_64
#define cublasZdscal_64 cublasZdscal_v2_64
#define cublasSasum_64 cublasSasum_v2_64
#define cublasDasum_64 cublasDasum_v2_64
#define cublasScasum_64 cublasScasum_v2_64
#define cublasDzasum_64 cublasDzasum_v2_64
#define cublasIsamax_64 cublasIsamax_v2_64
#define cublasIdamax_64 cublasIdamax_v2_64
#define cublasIcamax_64 cublasIcamax_v2_64
#define cublasIzamax_64 cublasIzamax_v2_64
#define cublasSgemv_64 cublasSgemv_v2_64
#define cublasDgemv_64 cublasDgemv_v2_64
#define cublasCgemv_64 cublasCgemv_v2_64
#define cublasZgemv_64 cublasZgemv_v2_64
#define cublasSgemm_64 cublasSgemm_v2_64
#define cublasDgemm_64 cublasDgemm_v2_64
#define cublasCgemm_64 cublasCgemm_v2_64
#define cublasZgemm_64 cublasZgemm_v2_64
#define cublasStrsm_64 cublasStrsm_v2_64
#define cublasDtrsm_64 cublasDtrsm_v2_64
#define cublasCtrsm_64 cublasCtrsm_v2_64
#define cublasZtrsm_64 cublasZtrsm_v2_64
#define cublasSsyrk_64 cublasSsyrk_v2_64
#define cublasDsyrk_64 cublasDsyrk_v2_64
#define cublasCsyrk_64 cublasCsyrk_v2_64
#define cublasZsyrk_64 cublasZsyrk_v2_64

#endif /* __SCALE_AMD_CUBLAS_V2_H__ */
