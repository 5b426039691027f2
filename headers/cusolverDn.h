/* SPDX-License-Identifier: Apache-2.0 */
/* cusolverDn.h belongs to cuSOLVER, which scale-amd does not provide (AMD counterpart: hipSOLVER / rocSOLVER). A clear error
 * here beats missing declarations later; docs/cublas.md lists what the toolkit provides. */
#ifndef __SCALE_AMD_MISSING_CUSOLVERDN_H__
#define __SCALE_AMD_MISSING_CUSOLVERDN_H__
#error "scale-amd: cusolverDn.h is part of cuSOLVER, which this toolkit does not provide (AMD counterpart: hipSOLVER / rocSOLVER)"
#endif
