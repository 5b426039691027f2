/* SPDX-License-Identifier: Apache-2.0 */
/* cusolverSp.h belongs to cuSOLVER's sparse part, which scale-amd does not provide (the dense cusolverDn.h is; AMD counterpart: hipSOLVER / rocSOLVER). A clear error
 * here beats missing declarations later; docs/cublas.md lists what the toolkit provides. */
#ifndef __SCALE_AMD_MISSING_CUSOLVERSP_H__
#define __SCALE_AMD_MISSING_CUSOLVERSP_H__
#error "scale-amd: cusolverSp.h is the sparse part of cuSOLVER, which this toolkit does not provide (dense cuSOLVER is: cusolverDn.h; AMD counterpart: hipSOLVER / rocSOLVER)"
#endif
