// SPDX-License-Identifier: Apache-2.0
// Memory pool and virtual memory structures as the loaded HIP runtime lays them out (see
// HipMemAbi.h).
#include "HipMemAbi.h"
#include "Hip.h"

#include <cstring>

namespace scale {
namespace {

/// ROCm 6 and later: CUDA's field order.
struct AllocationProp6 {
  int type;
  int requestedHandleTypes;
  HipMemLocation location;
  void *win32HandleMetaData;
  unsigned char compressionType;
  unsigned char gpuDirectRDMACapable;
  unsigned short usage;
};
/// ROCm 5.x (the layout of Debian's ROCm 5.2 headers).
struct AllocationProp5 {
  unsigned char compressionType;
  HipMemLocation location;
  int requestedHandleType;
  int type;
  unsigned short usage;
  void *win32HandleMetaData;
};
static_assert(sizeof(AllocationProp6) <= HipMemAllocationPropSize, "hipMemAllocationProp");
static_assert(sizeof(AllocationProp5) == HipMemAllocationPropSize, "hipMemAllocationProp");
static_assert(sizeof(HipMemPoolProps) == 88, "hipMemPoolProps");
static_assert(sizeof(HipMemAllocNodeParams) == 120, "hipMemAllocNodeParams");

bool rocm6() { return hipRuntimeVersion() >= 60000000; }

} // namespace

int hipMemAllocationType(int T) {
  switch (T) {
  case 0: // invalid
  case 1: // pinned
    return T;
  default: // managed (CUDA 12.x VMM): HIP has none
    return -1;
  }
}

int hipMemHandleTypes(int T) {
  // none 0, POSIX fd 1, Win32 2, Win32 KMT 4 are HIP's values too; fabric (8) is not.
  return (T & ~7) ? -1 : T;
}

int hipMemLocationType(int T) {
  switch (T) {
  case 0: // invalid
  case 1: // device
    return T;
  default: // host, host NUMA, host NUMA current
    return -1;
  }
}

int hipMemAccessFlags(int F) {
  switch (F) {
  case 0: // none
  case 1: // read
  case 3: // read-write
    return F;
  default:
    return -1;
  }
}

int memLocationTypeFromHip(int T) { return T == 1 ? 1 : 0; }

bool toHipPoolProps(const MemProps &P, HipMemPoolProps &Out) {
  Out = HipMemPoolProps{};
  Out.allocType = hipMemAllocationType(P.allocType);
  Out.handleTypes = hipMemHandleTypes(P.handleTypes);
  Out.location = {hipMemLocationType(P.locationType), P.locationId};
  Out.win32SecurityAttributes = P.win32;
  if (rocm6())
    Out.maxSize = P.maxSize;
  return Out.allocType >= 0 && Out.handleTypes >= 0 && Out.location.type >= 0;
}

MemProps fromHipPoolProps(const HipMemPoolProps &H) {
  MemProps P;
  P.allocType = H.allocType;
  P.handleTypes = H.handleTypes;
  P.locationType = memLocationTypeFromHip(H.location.type);
  P.locationId = H.location.id;
  P.win32 = H.win32SecurityAttributes;
  P.maxSize = rocm6() ? H.maxSize : 0;
  return P;
}

bool toHipAllocationProp(const MemProps &P, unsigned char (&Out)[HipMemAllocationPropSize]) {
  std::memset(Out, 0, sizeof(Out));
  int Type = hipMemAllocationType(P.allocType);
  int Handles = hipMemHandleTypes(P.handleTypes);
  HipMemLocation Loc = {hipMemLocationType(P.locationType), P.locationId};
  if (rocm6()) {
    AllocationProp6 H = {Type, Handles, Loc, P.win32, P.compressionType, P.gpuDirectRDMACapable,
                         P.usage};
    std::memcpy(Out, &H, sizeof(H));
  } else {
    AllocationProp5 H = {P.compressionType, Loc, Handles, Type, P.usage, P.win32};
    std::memcpy(Out, &H, sizeof(H));
  }
  return Type >= 0 && Handles >= 0 && Loc.type >= 0;
}

MemProps fromHipAllocationProp(const unsigned char (&In)[HipMemAllocationPropSize]) {
  MemProps P;
  if (rocm6()) {
    AllocationProp6 H;
    std::memcpy(&H, In, sizeof(H));
    P.allocType = H.type;
    P.handleTypes = H.requestedHandleTypes;
    P.locationType = memLocationTypeFromHip(H.location.type);
    P.locationId = H.location.id;
    P.win32 = H.win32HandleMetaData;
    P.compressionType = H.compressionType;
    P.gpuDirectRDMACapable = H.gpuDirectRDMACapable;
    P.usage = H.usage;
  } else {
    AllocationProp5 H;
    std::memcpy(&H, In, sizeof(H));
    P.allocType = H.type;
    P.handleTypes = H.requestedHandleType;
    P.locationType = memLocationTypeFromHip(H.location.type);
    P.locationId = H.location.id;
    P.win32 = H.win32HandleMetaData;
    P.compressionType = H.compressionType;
    P.usage = H.usage;
  }
  return P;
}

} // namespace scale
