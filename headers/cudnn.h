/* SPDX-License-Identifier: Apache-2.0 */
/* cudnn.h belongs to cuDNN, which scale-amd does not provide (AMD counterpart: MIOpen). A clear error
 * here beats missing declarations later; docs/cublas.md lists what the toolkit provides. */
#ifndef __SCALE_AMD_MISSING_CUDNN_H__
#define __SCALE_AMD_MISSING_CUDNN_H__
#error "scale-amd: cudnn.h is part of cuDNN, which this toolkit does not provide (AMD counterpart: MIOpen)"
#endif
