/* SPDX-License-Identifier: Apache-2.0 */
/* Defines the rows of nvtx_api.def whose group the including header asks for
 * (__SA_NVTX_WANT_<group> set to 1 or 0 just before the include; no include guard: nvToolsExt.h,
 * nvToolsExtCudaRt.h and nvToolsExtCuda.h each include this once for their own group). */
#define __SA_NVTX_BODY_void(Impl, Args) { Impl Args; }
#define __SA_NVTX_BODY_int(Impl, Args) { return Impl Args; }
#define __SA_NVTX_BODY_nvtxRangeId_t(Impl, Args) { return Impl Args; }
#define __SA_NVTX_BODY_nvtxDomainHandle_t(Impl, Args) { return Impl Args; }
#define __SA_NVTX_BODY_nvtxStringHandle_t(Impl, Args) { return Impl Args; }
#define __SA_NVTX_BODY_nvtxResourceHandle_t(Impl, Args) { return Impl Args; }
#define __SA_NVTX_EMIT_1(Ret, Name, Params, Impl, Args)                                            \
  __SA_NVTX_API Ret Name Params __SA_NVTX_BODY_##Ret(Impl, Args)
#define __SA_NVTX_EMIT_0(Ret, Name, Params, Impl, Args)
#define __SA_NVTX_PICK2(Want, Ret, Name, Params, Impl, Args) __SA_NVTX_EMIT_##Want(Ret, Name, Params, Impl, Args)
#define __SA_NVTX_PICK(Want, Ret, Name, Params, Impl, Args) __SA_NVTX_PICK2(Want, Ret, Name, Params, Impl, Args)
#define NVTX_FN(Group, Ret, Name, Params, Impl, Args)                                              \
  __SA_NVTX_PICK(__SA_NVTX_WANT_##Group, Ret, Name, Params, Impl, Args)
/* Most rows ignore some parameters (domains, categories: no ROCTX counterpart). */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
#include "nvtx_api.def"
#pragma GCC diagnostic pop
#undef NVTX_FN
#undef __SA_NVTX_WANT_core
#undef __SA_NVTX_WANT_cudart
#undef __SA_NVTX_WANT_cuda
