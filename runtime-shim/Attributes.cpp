// SPDX-License-Identifier: Apache-2.0
#include "Attributes.h"
#include "driver_types.h"

#include <cstdio>
#include <cstdlib>

namespace scale {
namespace {

struct Capability {
  int Major = 8, Minor = 6;
};

const Capability &capability() {
  static const Capability C = [] {
    Capability R;
    const char *Env = std::getenv("SCALE_AMD_COMPUTE_CAPABILITY");
    int Ma, Mi;
    if (Env && std::sscanf(Env, "%d.%d", &Ma, &Mi) == 2 && Ma > 0 && Mi >= 0)
      R = {Ma, Mi};
    return R;
  }();
  return C;
}

} // namespace

int presentedMajor() { return capability().Major; }
int presentedMinor() { return capability().Minor; }

cudaError_t deviceAttribute(const HipApi &H, int *Value, int Attr, int Device) {
  int N = 0;
  if (H.hipGetDeviceCount(&N) != 0 || Device < 0 || Device >= N)
    return cudaErrorInvalidDevice;
  switch (Attr) {
#define DEVICE_ATTR(cuda, hipAttr, hipName)                                                        \
  case cuda:                                                                                       \
    return fromHip(H.hipDeviceGetAttribute(Value, hipAttr, Device));
#define DEVICE_ATTR_VALUE(cuda, expr)                                                              \
  case cuda:                                                                                       \
    *Value = (expr);                                                                               \
    return cudaSuccess;
#include "DeviceAttributes.def"
#undef DEVICE_ATTR
#undef DEVICE_ATTR_VALUE
  default:
    return cudaErrorInvalidValue;
  }
}

} // namespace scale
