/* SPDX-License-Identifier: Apache-2.0 */
/* cufftXt.h belongs to cuFFT, which scale-amd does not provide (AMD counterpart: hipFFT / rocFFT). A clear error
 * here beats missing declarations later; docs/cublas.md lists what the toolkit provides. */
#ifndef __SCALE_AMD_MISSING_CUFFTXT_H__
#define __SCALE_AMD_MISSING_CUFFTXT_H__
#error "scale-amd: cufftXt.h is part of cuFFT, which this toolkit does not provide (AMD counterpart: hipFFT / rocFFT)"
#endif
