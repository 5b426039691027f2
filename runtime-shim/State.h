// SPDX-License-Identifier: Apache-2.0
// Runtime state shared by the API implementation files: the per-thread last error, the
// process-wide sticky error, and the calling convention every API function follows:
//   validate arguments -> api(Err) (HIP loaded, no sticky error) -> HIP call -> forward(E).
#ifndef SCALE_AMD_RUNTIME_STATE_H
#define SCALE_AMD_RUNTIME_STATE_H

#include "Attributes.h"
#include "Hip.h"

namespace scale {

/// Records \p E as this thread's last error (unless it is cudaSuccess) and returns it:
/// every API function returns through here, as CUDA's do. A sticky error (a kernel fault that
/// corrupts the context, e.g. cudaErrorIllegalAddress) is also recorded process-wide.
cudaError_t record(cudaError_t E);

/// The sticky error of the process, cudaSuccess if none. CUDA returns it from every later call
/// until the device is reset; cudaGetLastError does not clear it.
cudaError_t stickyError();
void clearStickyError();
bool isSticky(cudaError_t E);

/// The HIP runtime for an API call, or nullptr with the error recorded in \p Err (no runtime, no
/// device, or a sticky error).
inline const HipApi *api(cudaError_t &Err) {
  const HipApi *H = hip(&Err);
  if (!H) {
    record(Err);
    return nullptr;
  }
  if ((Err = stickyError()) != cudaSuccess) {
    record(Err);
    return nullptr;
  }
  return H;
}

/// The HIP entry point \p Name for an API call, or nullptr with the error recorded in \p Err: HIP
/// not usable (see api), or cudaErrorNotSupported when this HIP lacks the function.
template <class Fn> Fn need(const char *Name, cudaError_t &Err) {
  if (!api(Err))
    return nullptr;
  Fn F = hipFn<Fn>(Name);
  if (!F)
    Err = record(cudaErrorNotSupported);
  return F;
}

/// Forwards a HIP call's result: converts and records it.
inline cudaError_t forward(hipError E) { return record(fromHip(E)); }

} // namespace scale

#endif
