// SPDX-License-Identifier: Apache-2.0
// The per-thread default stream variants of the API (the _ptsz / _ptds entry points that code
// compiled with CUDA_API_PER_THREAD_DEFAULT_STREAM calls; docs/per-thread-stream.md).
//
// A _ptsz function is its legacy function with every stream argument translated: 0 (the default
// stream) becomes the per-thread stream (cudaStreamPerThread, HIP's hipStreamPerThread, 0x2); an
// explicit legacy stream (cudaStreamLegacy, 0x1) stays the legacy stream. A _ptds function has no
// stream argument: it is ordered on the calling thread's default stream. For both, a forwarded
// function calls HIP's hipName_spt when the loaded HIP has it (ROCm 5.2's has none), except when
// an argument names the legacy stream explicitly (hipName_spt would read HIP's null stream as
// the per-thread one). Without _spt, a synchronous _ptds call runs on HIP's null stream, which
// waits for every blocking stream, the per-thread one included: the order CUDA guarantees, with
// less overlap than CUDA allows.
//
// Hand-written functions whose synchronous HIP call has an _spt variant (cudaMemcpy, cudaMemset)
// ask perThreadDefaultStream(), set by the generated _ptds wrapper around them.
#ifndef SCALE_AMD_RUNTIME_PERTHREAD_H
#define SCALE_AMD_RUNTIME_PERTHREAD_H

#include "Hip.h"

#include <type_traits>

namespace scale {

/// A stream argument of a _ptsz function as its legacy function takes it.
inline void *perThreadStream(void *S) { return S ? S : reinterpret_cast<void *>(0x2); }

/// Whether the calling thread is inside a _ptds function (see PerThreadDefault).
bool perThreadDefaultStream();

/// Marks the calling thread as inside a _ptds function for its lifetime.
class PerThreadDefault {
  bool Saved;

public:
  PerThreadDefault();
  ~PerThreadDefault();
  PerThreadDefault(const PerThreadDefault &) = delete;
  PerThreadDefault &operator=(const PerThreadDefault &) = delete;
};

/// Whether \p V is a stream handle naming the legacy stream (CUDA's and the driver's 0x1).
/// (cudaStream_t and CUstream are the same type.)
template <class T> bool isLegacyStream(T V) {
  if constexpr (std::is_same_v<T, cudaStream_t>)
    return V == cudaStreamLegacy;
  else
    return false;
}

/// Whether any argument names the legacy stream.
struct AnyLegacyStream {
  template <class... A> bool operator()(A... Args) const { return (isLegacyStream(Args) || ...); }
};

} // namespace scale

#endif
