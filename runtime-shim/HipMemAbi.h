// SPDX-License-Identifier: Apache-2.0
// HIP's memory pool and virtual memory structures (graph memory nodes, cuMem* VMM), shared by
// libcudart and libcuda. The enumerations are translated value by value from CUDA's numbering
// (the runtime's cudaMem* and the driver's CUmem* enumerators are equal) to HIP's; a CUDA value
// HIP has no counterpart for (host NUMA locations, fabric handles, managed VMM allocations)
// translates to -1 and the caller reports "not supported". hipMemAllocationProp changed layout
// between ROCm 5 and ROCm 6: the byte image for the loaded runtime is built here.
#ifndef SCALE_AMD_RUNTIME_HIPMEMABI_H
#define SCALE_AMD_RUNTIME_HIPMEMABI_H

#include <cstddef>
#include <vector>

namespace scale {

struct HipMemLocation {
  int type;
  int id;
};
struct HipMemAccessDesc {
  HipMemLocation location;
  int flags;
};
/// hipMemPoolProps: 88 bytes in every ROCm; maxSize is a reserved (zero) field before ROCm 6,
/// which has no usage field (CUDA's is only a decompression hint).
struct HipMemPoolProps {
  int allocType;
  int handleTypes;
  HipMemLocation location;
  void *win32SecurityAttributes;
  size_t maxSize;
  unsigned char reserved[56];
};
struct HipMemAllocNodeParams {
  HipMemPoolProps poolProps;
  const HipMemAccessDesc *accessDescs;
  size_t accessDescCount;
  size_t bytesize;
  void *dptr;
};

/// CUDA's allocation properties (cudaMemPoolProps / CUmemAllocationProp) in CUDA's numbering.
struct MemProps {
  int allocType = 0;
  int handleTypes = 0;
  int locationType = 0;
  int locationId = 0;
  void *win32 = nullptr;
  size_t maxSize = 0;
  unsigned char compressionType = 0;
  unsigned char gpuDirectRDMACapable = 0;
  unsigned short usage = 0;
};

/// CUDA -> HIP enumerators, -1 where HIP has none; HIP -> CUDA for what HIP reports back.
int hipMemAllocationType(int CudaType);
int hipMemHandleTypes(int CudaTypes);
int hipMemLocationType(int CudaType);
int hipMemAccessFlags(int CudaFlags);
int memLocationTypeFromHip(int HipType);

/// A CUDA access descriptor list (cudaMemAccessDesc or CUmemAccessDesc) in HIP's enumerators,
/// into \p Out; \p Ok, or the caller's error for the first problem found, element by element:
/// \p BadFlags for flags, \p BadLocation for a location type HIP lacks.
template <class Desc, class R>
R toHipAccessDescs(const Desc *D, size_t N, std::vector<HipMemAccessDesc> &Out, R Ok, R BadFlags,
                   R BadLocation) {
  Out.resize(N);
  for (size_t I = 0; I < N; ++I) {
    Out[I] = {{hipMemLocationType(D[I].location.type), D[I].location.id},
              hipMemAccessFlags(D[I].flags)};
    if (Out[I].flags < 0)
      return BadFlags;
    if (Out[I].location.type < 0)
      return BadLocation;
  }
  return Ok;
}

/// \p P as hipMemPoolProps; false if an enumerator has no HIP counterpart.
bool toHipPoolProps(const MemProps &P, HipMemPoolProps &Out);
MemProps fromHipPoolProps(const HipMemPoolProps &H);

/// hipMemAllocationProp (32 bytes in every ROCm, fields reordered in ROCm 6) for the loaded
/// runtime; false if an enumerator has no HIP counterpart.
constexpr size_t HipMemAllocationPropSize = 32;
bool toHipAllocationProp(const MemProps &P, unsigned char (&Out)[HipMemAllocationPropSize]);
MemProps fromHipAllocationProp(const unsigned char (&In)[HipMemAllocationPropSize]);

} // namespace scale

#endif
