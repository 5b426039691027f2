// SPDX-License-Identifier: Apache-2.0
// The bodies of every CU_FWD and CU_STUB row of __scale_amd/driver_api.def: check cuInit, resolve
// the HIP function once, call it with the same arguments (CU_STREAM_LEGACY translated), and
// return its error as CUresult (the numbering is shared).
#include "DriverState.h"

using namespace scale;

namespace {

template <class T> T toHip(T V) { return V; }
CUstream toHip(CUstream S) {
  return static_cast<CUstream>(toHipStream(reinterpret_cast<cudaStream_t>(S)));
}

template <class Fn> struct Caller {
  Fn F;
  template <class... A> hipError operator()(A... Args) const { return F(toHip(Args)...); }
};

} // namespace

extern "C" {

#define CU_FWD(name, params, args, hipname)                                                        \
  CUresult name params {                                                                           \
    using Fn = hipError(*) params;                                                                 \
    CUresult Err;                                                                                  \
    if (!drv(Err))                                                                                 \
      return Err;                                                                                  \
    static const Fn F = hipFn<Fn>(#hipname);                                                       \
    if (!F)                                                                                        \
      return CUDA_ERROR_NOT_SUPPORTED;                                                             \
    return cuFromHip(Caller<Fn>{F} args);                                                          \
  }
#define CU_STUB(name, params, args, hipname)                                                       \
  CUresult name params { return CUDA_ERROR_NOT_SUPPORTED; }
#define CU_IMPL(name, params, args, hipname)
#include "__scale_amd/driver_api.def"

} // extern "C"
