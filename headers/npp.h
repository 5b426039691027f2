/* SPDX-License-Identifier: Apache-2.0 */
/* npp.h belongs to NPP, which scale-amd does not provide (AMD counterpart: no counterpart in Debian). A clear error
 * here beats missing declarations later; docs/cublas.md lists what the toolkit provides. */
#ifndef __SCALE_AMD_MISSING_NPP_H__
#define __SCALE_AMD_MISSING_NPP_H__
#error "scale-amd: npp.h is part of NPP, which this toolkit does not provide (AMD counterpart: no counterpart in Debian)"
#endif
