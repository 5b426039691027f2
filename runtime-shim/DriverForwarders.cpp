// SPDX-License-Identifier: Apache-2.0
// The bodies of every CU_FWD and CU_STUB row of __scale_amd/driver_api.def: check cuInit, resolve
// the HIP function once, call it with the same arguments (CU_STREAM_LEGACY translated), and
// return its error as CUresult (the numbering is shared). And the per-thread variant of every
// CU_PTSZ / CU_PTDS row (cuLaunchKernel_ptsz, cuMemcpyHtoD_v2_ptds: PerThread.h): the row's
// function with stream 0 as CU_STREAM_PER_THREAD, or HIP's hipName_spt when HIP has it.
#include "DriverState.h"
#include "PerThread.h"

using namespace scale;

#define SCALE_PASTE2(a, b) a##b
#define SCALE_PASTE(a, b) SCALE_PASTE2(a, b) /* after expanding a: cuMemcpyHtoD -> ..._v2 */

namespace {

template <class T> T toHip(T V) { return V; }
CUstream toHip(CUstream S) {
  return static_cast<CUstream>(toHipStream(reinterpret_cast<cudaStream_t>(S)));
}

template <class Fn> struct Caller {
  Fn F;
  template <class... A> hipError operator()(A... Args) const { return F(toHip(Args)...); }
};

/// A _ptsz argument: stream 0 is the per-thread stream (also in a launch configuration).
template <class T> T perThread(T V) { return V; }
CUstream perThread(CUstream S) { return static_cast<CUstream>(perThreadStream(S)); }

class LaunchConfig {
  const CUlaunchConfig *Orig;
  CUlaunchConfig Copy;

public:
  explicit LaunchConfig(const CUlaunchConfig *C) : Orig(C), Copy(C ? *C : CUlaunchConfig{}) {
    Copy.hStream = perThread(Copy.hStream);
  }
  operator const CUlaunchConfig *() const { return Orig ? &Copy : nullptr; }
};
LaunchConfig perThread(const CUlaunchConfig *C) { return LaunchConfig(C); }

template <class Fn> struct PerThreadCaller {
  Fn F;
  template <class... A> CUresult operator()(A... Args) const { return F(perThread(Args)...); }
};

template <class Fn> struct SptCaller {
  Fn F;
  template <class... A> hipError operator()(A... Args) const {
    return F(toHip(perThread(Args))...);
  }
};

struct Scope_ptsz {};
using Scope_ptds = PerThreadDefault;

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

#define CU_PT_FWD(name, suffix, params, args, hipname)                                             \
  CUresult SCALE_PASTE(name, suffix) params {                                                      \
    using Fn = hipError(*) params;                                                                 \
    if (!AnyLegacyStream{} args) {                                                                 \
      CUresult Err;                                                                                \
      if (!drv(Err))                                                                               \
        return Err;                                                                                \
      static const Fn Spt = hipFn<Fn>(#hipname "_spt");                                           \
      if (Spt)                                                                                     \
        return cuFromHip(SptCaller<Fn>{Spt} args);                                                 \
    }                                                                                              \
    return PerThreadCaller<CUresult(*) params>{&name} args;                                        \
  }
#define CU_PT_IMPL(name, suffix, params, args, hipname)                                            \
  CUresult SCALE_PASTE(name, suffix) params {                                                      \
    [[maybe_unused]] SCALE_PASTE(Scope, suffix) Scope;                                             \
    return PerThreadCaller<CUresult(*) params>{&name} args;                                        \
  }
#define CU_PT_STUB(name, suffix, params, args, hipname)                                            \
  CUresult SCALE_PASTE(name, suffix) params { return CUDA_ERROR_NOT_SUPPORTED; }
#define CU_PTSZ(kind, name, params, args, hipname)                                                 \
  CU_##kind(name, params, args, hipname) CU_PT_##kind(name, _ptsz, params, args, hipname)
#define CU_PTDS(kind, name, params, args, hipname)                                                 \
  CU_##kind(name, params, args, hipname) CU_PT_##kind(name, _ptds, params, args, hipname)
#include "__scale_amd/driver_api.def"

} // extern "C"
