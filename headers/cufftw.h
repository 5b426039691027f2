/* SPDX-License-Identifier: Apache-2.0 */
/* cufftw.h belongs to cuFFTW, which scale-amd does not provide (AMD counterpart: hipFFT / rocFFT). A clear error
 * here beats missing declarations later; docs/cublas.md lists what the toolkit provides. */
#ifndef __SCALE_AMD_MISSING_CUFFTW_H__
#define __SCALE_AMD_MISSING_CUFFTW_H__
#error "scale-amd: cufftw.h is part of cuFFTW, which this toolkit does not provide (AMD counterpart: hipFFT / rocFFT)"
#endif
