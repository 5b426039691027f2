/* SPDX-License-Identifier: Apache-2.0 */
/* Turns rows of half.def / bf16.def into declarations: HD rows everywhere, D rows only where the
 * CUDA language is compiled (a plain host compiler sees the host-callable part only, as with
 * CUDA's headers). The includer then includes the table and __scale_amd/fp16/undeclare.h. */
#define __SCALE_FP16_DECL_HD(...) __SCALE_FP16_FN_ATTR __VA_ARGS__;
#if defined(__CUDACC__)
#define __SCALE_FP16_DECL_D(...) __SCALE_FP16_DEV_ATTR __VA_ARGS__;
#else
#define __SCALE_FP16_DECL_D(...)
#endif
#define __SCALE_FP16_FN(SPACE, RET, NAME, PARAMS, CHECK) __SCALE_FP16_DECL_##SPACE(RET NAME PARAMS)
