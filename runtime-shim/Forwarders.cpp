// SPDX-License-Identifier: Apache-2.0
// The bodies of every CUDART_FWD and CUDART_STUB row of __scale_amd/runtime_api.def, and the
// per-thread variant (name_ptsz / name_ptds) of every CUDART_PTSZ / CUDART_PTDS row.
//
// A forwarder checks that HIP is loaded (and no sticky error is pending), resolves the HIP
// function once, calls it with the same arguments (CUDA's special stream handles translated by
// toHip below) and returns the HIP error as CUDA's, recorded as the thread's last error. The
// HIP function is called through a pointer of the CUDA prototype's type: the table only lists
// HIP functions whose parameters have the same layout and enumerator values as CUDA's.
//
// A per-thread variant (PerThread.h) calls its row's function with stream 0 replaced by
// cudaStreamPerThread, or, for a forwarded row, HIP's hipName_spt when HIP has it.
#include "PerThread.h"
#include "State.h"
#include "cuda_runtime_api.h"

using namespace scale;

#define __dv(v)
#define SCALE_PASTE2(a, b) a##b
#define SCALE_PASTE(a, b) SCALE_PASTE2(a, b) /* after expanding a */

namespace {

template <class T> T toHip(T V) { return V; }
cudaStream_t toHip(cudaStream_t S) { return static_cast<cudaStream_t>(toHipStream(S)); }

/// Calls a HIP function pointer with each argument translated.
template <class Fn> struct Caller {
  Fn F;
  template <class... A> hipError operator()(A... Args) const { return F(toHip(Args)...); }
};

/// A _ptsz argument: stream 0 is the per-thread stream. The two structures that carry a stream
/// are copied with it translated (the instantiation parameters' outputs copied back).
template <class T> T perThread(T V) { return V; }
cudaStream_t perThread(cudaStream_t S) { return static_cast<cudaStream_t>(perThreadStream(S)); }

class LaunchConfig {
  const cudaLaunchConfig_t *Orig;
  cudaLaunchConfig_t Copy;

public:
  explicit LaunchConfig(const cudaLaunchConfig_t *C) : Orig(C), Copy(C ? *C : cudaLaunchConfig_t{}) {
    Copy.stream = perThread(Copy.stream);
  }
  operator const cudaLaunchConfig_t *() const { return Orig ? &Copy : nullptr; }
};
LaunchConfig perThread(const cudaLaunchConfig_t *C) { return LaunchConfig(C); }

class InstantiateParams {
  cudaGraphInstantiateParams *Orig;
  cudaGraphInstantiateParams Copy;

public:
  explicit InstantiateParams(cudaGraphInstantiateParams *P)
      : Orig(P), Copy(P ? *P : cudaGraphInstantiateParams{}) {
    Copy.uploadStream = perThread(Copy.uploadStream);
  }
  ~InstantiateParams() {
    if (!Orig)
      return;
    Copy.uploadStream = Orig->uploadStream;
    *Orig = Copy;
  }
  InstantiateParams(const InstantiateParams &) = delete;
  operator cudaGraphInstantiateParams *() { return Orig ? &Copy : nullptr; }
};
InstantiateParams perThread(cudaGraphInstantiateParams *P) { return InstantiateParams(P); }

/// Calls \p F (a legacy API function) with each argument translated for a _ptsz function.
template <class Fn> struct PerThreadCaller {
  Fn F;
  template <class... A> cudaError_t operator()(A... Args) const { return F(perThread(Args)...); }
};

/// Calls a HIP _spt function: translated for a _ptsz function, then for HIP.
template <class Fn> struct SptCaller {
  Fn F;
  template <class... A> hipError operator()(A... Args) const {
    return F(toHip(perThread(Args))...);
  }
};

cudaError_t stub() { return record(cudaErrorNotSupported); }

/// What a hand-written row's _ptsz / _ptds variant holds while it runs.
struct Scope_ptsz {};
using Scope_ptds = PerThreadDefault;

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

/// The per-thread variant of a forwarded row: HIP's _spt function when HIP has it.
#define CUDART_PT_FWD(name, suffix, params, args, hipname)                                         \
  cudaError_t SCALE_PASTE(name, suffix) params {                                                   \
    using Fn = hipError(*) params;                                                                 \
    if (!AnyLegacyStream{} args) {                                                                 \
      cudaError_t Err;                                                                             \
      if (!api(Err))                                                                               \
        return Err;                                                                                \
      static const Fn Spt = hipFn<Fn>(#hipname "_spt");                                           \
      if (Spt)                                                                                     \
        return forward(SptCaller<Fn>{Spt} args);                                                   \
    }                                                                                              \
    return PerThreadCaller<cudaError_t(*) params>{&name} args;                                     \
  }
/// The per-thread variant of a hand-written row: the row's function, streams translated; a
/// _ptds one marks the thread for the HIP call inside (PerThreadDefault).
#define CUDART_PT_IMPL(name, suffix, params, args, hipname)                                        \
  cudaError_t SCALE_PASTE(name, suffix) params {                                                   \
    [[maybe_unused]] SCALE_PASTE(Scope, suffix) Scope;                                             \
    return PerThreadCaller<cudaError_t(*) params>{&name} args;                                     \
  }
#define CUDART_PT_STUB(name, suffix, params, args, hipname)                                        \
  cudaError_t SCALE_PASTE(name, suffix) params { return stub(); }

#define CUDART_PTSZ(kind, name, params, args, hipname)                                             \
  CUDART_##kind(name, params, args, hipname) CUDART_PT_##kind(name, _ptsz, params, args, hipname)
#define CUDART_PTDS(kind, name, params, args, hipname)                                             \
  CUDART_##kind(name, params, args, hipname) CUDART_PT_##kind(name, _ptds, params, args, hipname)

/* The hand-written rows' declarations come from cuda_runtime_api.h; their per-thread variants
 * are defined below, after them. */
#include "__scale_amd/runtime_api.def"

} // extern "C"
