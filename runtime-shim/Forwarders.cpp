// SPDX-License-Identifier: Apache-2.0
// The bodies of every CUDART_FWD and CUDART_STUB row of __scale_amd/runtime_api.def.
//
// A forwarder checks that HIP is loaded (and no sticky error is pending), resolves the HIP
// function once, calls it with the same arguments (CUDA's special stream handles translated by
// toHip below) and returns the HIP error as CUDA's, recorded as the thread's last error. The
// HIP function is called through a pointer of the CUDA prototype's type: the table only lists
// HIP functions whose parameters have the same layout and enumerator values as CUDA's.
#include "State.h"
#include "cuda_runtime_api.h"

using namespace scale;

#define __dv(v)

namespace {

template <class T> T toHip(T V) { return V; }
cudaStream_t toHip(cudaStream_t S) { return static_cast<cudaStream_t>(toHipStream(S)); }

/// Calls a HIP function pointer with each argument translated.
template <class Fn> struct Caller {
  Fn F;
  template <class... A> hipError operator()(A... Args) const { return F(toHip(Args)...); }
};

cudaError_t stub() { return record(cudaErrorNotSupported); }

} // namespace

extern "C" {

#define CUDART_FWD(name, params, args, hipname)                                                    \
  cudaError_t name params {                                                                        \
    using Fn = hipError(*) params;                                                                 \
    cudaError_t Err;                                                                               \
    if (!api(Err))                                                                                 \
      return Err;                                                                                  \
    static const Fn F = hipFn<Fn>(#hipname);                                                       \
    if (!F)                                                                                        \
      return record(cudaErrorNotSupported);                                                        \
    return forward(Caller<Fn>{F} args);                                                            \
  }
#define CUDART_STUB(name, params, args, hipname)                                                   \
  cudaError_t name params { return stub(); }
#define CUDART_IMPL(name, params, args, hipname)
#define CUDART_IMPL_RET(name, params, ret)
#include "__scale_amd/runtime_api.def"

} // extern "C"
