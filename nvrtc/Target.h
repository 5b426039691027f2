// SPDX-License-Identifier: Apache-2.0
// Which AMD GPU an NVRTC program is compiled for.
//
// NVRTC compiles for a virtual architecture and lets the driver JIT for the GPU at load time; AMD
// code objects are per GPU, so the target must be known when compiling: an AMD name given in
// --gpu-architecture, else the current HIP device's gcnArchName (HIP loaded with dlopen, as the
// runtime shim does: SCALE_AMD_HIP_LIBRARY, $ROCM_PATH/lib, /opt/rocm/lib, the default search
// path), else the first entry of SCALE_AMD_TARGETS, else an error that names the variable.
#ifndef SCALE_AMD_NVRTC_TARGET_H
#define SCALE_AMD_NVRTC_TARGET_H

#include <string>

namespace scale::nvrtc {

/// The AMD target (e.g. "gfx1100"), or empty with \p Error set to a log line.
std::string chooseAmdTarget(const std::string &Requested, std::string &Error);

/// The current HIP device's architecture without target features ("gfx90a"), or empty.
std::string currentHipDeviceArch();

} // namespace scale::nvrtc

#endif
