// SPDX-License-Identifier: Apache-2.0
// Kernel and variable registration, deferred until the HIP runtime is loaded.
//
// clang's HIP code generation registers each translation unit's fat binary, kernels and device
// variables from a static constructor (__hipRegisterFatBinary, __hipRegisterFunction, ...). Those
// run before main, on machines that may have no ROCm: we record them and forward them to HIP
// when it is first loaded (forwardRegistrations), and directly afterwards (e.g. for a library
// loaded with dlopen later). Our handles are stable; HIP's are looked up at forwarding time.
#ifndef SCALE_AMD_RUNTIME_REGISTRATION_H
#define SCALE_AMD_RUNTIME_REGISTRATION_H

namespace scale {
struct HipApi;

/// Forwards every recorded registration to \p Api; later registrations go straight to it.
void forwardRegistrations(const HipApi &Api);

/// Whether forwardRegistrations has run (HIP is loaded and has a device).
bool registrationsForwarded();

} // namespace scale

#endif
