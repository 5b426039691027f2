// SPDX-License-Identifier: Apache-2.0
// The route-C verification backend (DESIGN.md section 9): the HIP entry points our libcudart,
// libcuda and CUDA-X libraries call, implemented over NVIDIA's CUDA driver API, so that a whole
// program built by the toolkit runs on an NVIDIA GPU. Test code, never shipped; selected with
// SCALE_AMD_HIP_LIBRARY=<path to libscale-routec-hip.so>.
//
// It presents HIP 5.2 (hipRuntimeGetVersion 50221153): the ABI of Debian's ROCm headers, whose
// layouts the shim supports and which DeviceProps.cpp compiles against. Handles are the driver's:
// hipStream_t = CUstream (0 = the legacy default stream, 0x2 = the per-thread one, as in both APIs),
// hipEvent_t = CUevent, hipModule_t = CUmodule, hipFunction_t = CUfunction, hipCtx_t = CUcontext,
// device pointers are CUdeviceptr. Error codes: HIP's numbering equals the driver's CUresult for
// every code the driver returns here (1 invalid value, 2 out of memory, 101 invalid device, 200
// invalid image, 400 invalid handle, 500 not found, 600 not ready, 700 illegal address, 719 launch
// failure, 801 not supported), so results pass through.
//
// Device code: the fat binary of each translation unit carries, with the route-C build mode
// (test/exec/README.md, "Route C"), an NVPTX image of its gfx1030 device code (an NVIDIA fatbinary:
// sm_90 cubin + PTX) as bundle entry hip-nvptx64-nvidia-cuda--sm_90. Kernels and variables are
// found in it by the names the registration passes (the same in both images).
#ifndef SCALE_AMD_ROUTEC_BACKEND_H
#define SCALE_AMD_ROUTEC_BACKEND_H

#include "Diagnostics.h"

#include <cuda.h>

#include <cstddef>
#include <string>

namespace routec {

using hipError = int;
constexpr hipError Success = 0, InvalidValue = 1, OutOfMemory = 2, NotInitialized = 3,
                   InvalidSymbol = 13, InvalidMemcpyDirection = 21,
                   InvalidDeviceFunction = 98, NoDevice = 100, InvalidDevice = 101,
                   InvalidImage = 200, NotFound = 500;

/// The presented HIP version (ROCm 5.2.3, Debian's headers).
constexpr int HipVersion = 50221153;

/// cuInit and the device count; Success or the driver's error. Every entry point calls it.
hipError init();
int deviceCount();
/// The calling thread's device (hipSetDevice), its primary context made current when the thread
/// has no current context.
int currentDevice();
hipError setDevice(int Device);
CUcontext primaryContext(int Device);
/// Makes sure a context is current (the current device's primary one when none is).
hipError ensureContext();

/// A driver error as HIP's (the same numbers; see the file comment).
inline hipError fromCu(CUresult R) { return static_cast<hipError>(R); }

/// Resolution of registered host-side handles (Registration.cpp).
hipError functionOf(const void *HostFunction, CUfunction &F);
hipError symbolOf(const void *HostVar, CUdeviceptr &Ptr, size_t &Size);
/// Forgets every loaded module (after a primary context reset).
void forgetModules();

} // namespace routec

#endif
