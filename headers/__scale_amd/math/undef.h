/* SPDX-License-Identifier: Apache-2.0 */
/* Ends a block of math tables opened by __scale_amd/math/define.h. */
#undef __SA_MATH
#undef __SA_MATH_HD
#undef __SA_MATH_FAST
