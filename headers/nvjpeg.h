/* SPDX-License-Identifier: Apache-2.0 */
/* nvjpeg.h belongs to nvJPEG, which scale-amd does not provide (AMD counterpart: rocJPEG). A clear error
 * here beats missing declarations later; docs/cublas.md lists what the toolkit provides. */
#ifndef __SCALE_AMD_MISSING_NVJPEG_H__
#define __SCALE_AMD_MISSING_NVJPEG_H__
#error "scale-amd: nvjpeg.h is part of nvJPEG, which this toolkit does not provide (AMD counterpart: rocJPEG)"
#endif
