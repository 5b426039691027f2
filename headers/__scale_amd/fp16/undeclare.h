/* SPDX-License-Identifier: Apache-2.0 */
/* Ends a declare.h block. */
#undef __SCALE_FP16_FN
#undef __SCALE_FP16_DECL_HD
#undef __SCALE_FP16_DECL_D
