/* SPDX-License-Identifier: Apache-2.0 */
/* Load/store cache-hint intrinsics: __ldg, __ldcg, __ldca, __ldcs, __ldlu, __ldcv, __stwb, __stcg, __stcs, __stwt. */
#ifndef __SCALE_AMD_SM_32_INTRINSICS_H__
#define __SCALE_AMD_SM_32_INTRINSICS_H__
#include "crt/host_defines.h"

#endif /* __SCALE_AMD_SM_32_INTRINSICS_H__ */
