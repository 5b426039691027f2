/* SPDX-License-Identifier: Apache-2.0 */
/* cublasLt.h belongs to cuBLASLt, which scale-amd does not provide (AMD counterpart: hipBLASLt). A clear error
 * here beats missing declarations later; docs/cublas.md lists what the toolkit provides. */
#ifndef __SCALE_AMD_MISSING_CUBLASLT_H__
#define __SCALE_AMD_MISSING_CUBLASLT_H__
#error "scale-amd: cublasLt.h is part of cuBLASLt, which this toolkit does not provide (AMD counterpart: hipBLASLt)"
#endif
