// SPDX-License-Identifier: Apache-2.0
// Device attributes as CUDA presents them, shared by libcudart (cudaDeviceGetAttribute,
// cudaGetDeviceProperties) and libcuda (cuDeviceGetAttribute): CUdevice_attribute and
// cudaDeviceAttr have the same values. The mapping is DeviceAttributes.def.
#ifndef SCALE_AMD_RUNTIME_ATTRIBUTES_H
#define SCALE_AMD_RUNTIME_ATTRIBUTES_H

#include "Hip.h"

namespace scale {

/// The value of CUDA attribute \p Attr of \p Device; cudaErrorInvalidDevice for a device that
/// does not exist, cudaErrorInvalidValue for an attribute the table does not know. Records nothing.
cudaError_t deviceAttribute(const HipApi &H, int *Value, int Attr, int Device);

/// The CUDA compute capability the toolkit presents (8.6 unless SCALE_AMD_COMPUTE_CAPABILITY=M.m).
int presentedMajor();
int presentedMinor();

} // namespace scale

#endif
