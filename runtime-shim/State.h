// SPDX-License-Identifier: Apache-2.0
// Per-thread runtime state shared by the API implementation files.
#ifndef SCALE_AMD_RUNTIME_STATE_H
#define SCALE_AMD_RUNTIME_STATE_H

#include "Hip.h"

namespace scale {

/// Records \p E as this thread's last error (unless it is cudaSuccess) and returns it:
/// every API function returns through here, as CUDA's do.
cudaError_t record(cudaError_t E);

/// The HIP runtime for an API call, or nullptr with the error recorded in \p Err.
inline const HipApi *api(cudaError_t &Err) {
  const HipApi *H = hip(&Err);
  if (!H)
    record(Err);
  return H;
}

/// Forwards a HIP call's result: converts and records it.
inline cudaError_t forward(hipError E) { return record(fromHip(E)); }

} // namespace scale

#endif
