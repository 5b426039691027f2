// SPDX-License-Identifier: Apache-2.0
// cudaMemAdvise_v2 / cudaMemPrefetchAsync_v2: the cudaMemLocation forms of the managed-memory
// hints, over the device-number forms (HIP's hipMemAdvise / hipMemPrefetchAsync take a device,
// cudaCpuDeviceId for the host). A device location is its ordinal; the host and its NUMA nodes
// are the host (HIP has no NUMA placement); any other type is cudaErrorInvalidValue.
// cudaMemPrefetchAsync_v2's flags must be 0 (CUDA defines none).
#include "State.h"

using namespace scale;

// The device-number forms, generated from runtime_api.def into Forwarders.cpp (stream
// translation included).
extern "C" cudaError_t cudaMemAdvise(const void *, size_t, enum cudaMemoryAdvise, int);
extern "C" cudaError_t cudaMemPrefetchAsync(const void *, size_t, int, cudaStream_t);

namespace {

bool deviceOf(const cudaMemLocation &L, int &Device) {
  switch (L.type) {
  case cudaMemLocationTypeDevice: Device = L.id; return true;
  case cudaMemLocationTypeHost:
  case cudaMemLocationTypeHostNuma:
  case cudaMemLocationTypeHostNumaCurrent: Device = cudaCpuDeviceId; return true;
  default: return false;
  }
}

} // namespace

extern "C" {

cudaError_t cudaMemAdvise_v2(const void *Ptr, size_t Count, enum cudaMemoryAdvise Advice,
                             struct cudaMemLocation Location) {
  int Device;
  if (!deviceOf(Location, Device))
    return record(cudaErrorInvalidValue);
  return cudaMemAdvise(Ptr, Count, Advice, Device);
}

cudaError_t cudaMemPrefetchAsync_v2(const void *Ptr, size_t Count, struct cudaMemLocation Location,
                                    unsigned int Flags, cudaStream_t Stream) {
  int Device;
  if (Flags != 0 || !deviceOf(Location, Device))
    return record(cudaErrorInvalidValue);
  return cudaMemPrefetchAsync(Ptr, Count, Device, Stream);
}

} // extern "C"
