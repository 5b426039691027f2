// SPDX-License-Identifier: Apache-2.0
// The HIP runtime, loaded with dlopen at first use (DESIGN.md section 7).
//
// Binaries built by the toolkit must link and start on machines without ROCm and report
// cudaErrorInsufficientDriver (no HIP runtime) or cudaErrorNoDevice (no AMD GPU) cleanly, so no
// libcudart code references a HIP symbol directly: every HIP entry point is a function pointer in
// HipApi, resolved from SCALE_AMD_HIP_LIBRARY if set (and then only it), else the first found of $ROCM_PATH/lib,
// /opt/rocm/lib, then the default search path (Debian's ROCm 5.2 libamdhip64.so.5).
// Only types whose layout is the same in ROCm 5.x, 6.x and 7.x cross this boundary.
#ifndef SCALE_AMD_RUNTIME_HIP_H
#define SCALE_AMD_RUNTIME_HIP_H

#include "driver_types.h"

#include <cstddef>

namespace scale {

using hipError = int;
using hipStream = void *;

struct HipApi {
#define HIP_FN(ret, name, params) ret(*name) params = nullptr;
#include "HipFunctions.def"
#undef HIP_FN
};

/// The loaded HIP runtime with every registered fat binary forwarded to it, or nullptr with
/// \p Err set (cudaErrorInsufficientDriver / cudaErrorNoDevice / cudaErrorInitializationError).
const HipApi *hip(cudaError_t *Err);

/// The HIP entry point \p Name of the loaded runtime, or nullptr (not loaded, or a function this
/// HIP version lacks: the caller reports cudaErrorNotSupported). Used for everything outside the
/// required core of HipFunctions.def, so that one missing function never disables the runtime.
void *hipSymbol(const char *Name);

/// hipSymbol as a typed function pointer, resolved once per call site.
template <class Fn> Fn hipFn(const char *Name) { return reinterpret_cast<Fn>(hipSymbol(Name)); }

/// The loaded HIP runtime's version (hipRuntimeGetVersion: major * 10000000 + minor * 100000 +
/// patch), 0 when none is loaded. Selects the version-specific layouts in HipAbi.cpp.
int hipRuntimeVersion();

/// A HIP runtime loader: this library's own (Hip.cpp), or in libcudart the process's runtime's
/// (Instance.h), which hip(), hipSymbol() and hipRuntimeVersion() go through.
struct HipLoader {
  const HipApi *(*Load)(cudaError_t *Err);
  void *(*Symbol)(const char *Name);
  int (*Version)();
};
__attribute__((visibility("hidden"))) extern const HipLoader OwnHipLoader;

/// The loader this library uses: libcudart's is in Instance.cpp, libcuda's in Driver.cpp.
__attribute__((visibility("hidden"))) const HipLoader &activeHipLoader();

/// Called once when this library's own loader has loaded HIP (libcudart forwards the kernel
/// registrations recorded until then).
__attribute__((visibility("hidden"))) void onHipLoaded(const HipApi &Api);

/// A HIP error code as the CUDA error with the same meaning (their numbering mostly agrees).
cudaError_t fromHip(hipError E);

/// CUDA's special stream handles as HIP's.
hipStream toHipStream(cudaStream_t S);

} // namespace scale

#endif
