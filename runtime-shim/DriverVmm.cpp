// SPDX-License-Identifier: Apache-2.0
// Virtual memory management where CUDA's structures or enumerators differ from HIP's:
// CUmemAllocationProp (hipMemAllocationProp's layout is ROCm-version specific, see HipMemAbi.h),
// and the location and access flags of CUmemAccessDesc / CUmemLocation translated value by value.
// Reserving, mapping, unmapping and releasing are forwarded from driver_api.def.
#include "DriverState.h"
#include "HipMemAbi.h"

#include <vector>

using namespace scale;

namespace {

MemProps fromCu(const CUmemAllocationProp &P) {
  MemProps M;
  M.allocType = P.type;
  M.handleTypes = P.requestedHandleTypes;
  M.locationType = P.location.type;
  M.locationId = P.location.id;
  M.win32 = P.win32HandleMetaData;
  M.compressionType = P.allocFlags.compressionType;
  M.gpuDirectRDMACapable = P.allocFlags.gpuDirectRDMACapable;
  M.usage = P.allocFlags.usage;
  return M;
}

CUmemAllocationProp toCu(const MemProps &M) {
  CUmemAllocationProp P = {};
  P.type = static_cast<CUmemAllocationType>(M.allocType);
  P.requestedHandleTypes = static_cast<CUmemAllocationHandleType>(M.handleTypes);
  P.location.type = static_cast<CUmemLocationType>(M.locationType);
  P.location.id = M.locationId;
  P.win32HandleMetaData = M.win32;
  P.allocFlags.compressionType = M.compressionType;
  P.allocFlags.gpuDirectRDMACapable = M.gpuDirectRDMACapable;
  P.allocFlags.usage = M.usage;
  return P;
}

using HipProp = unsigned char[HipMemAllocationPropSize];

} // namespace

extern "C" {

CUresult cuMemCreate(CUmemGenericAllocationHandle *Handle, size_t Size,
                     const CUmemAllocationProp *Prop, unsigned long long Flags) {
  if (!Handle || !Prop || Flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  alignas(8) HipProp H;
  if (!toHipAllocationProp(fromCu(*Prop), H))
    return CUDA_ERROR_NOT_SUPPORTED;
  using Fn = hipError (*)(CUmemGenericAllocationHandle *, size_t, const void *, unsigned long long);
  CUresult Err;
  Fn F = need<Fn>("hipMemCreate", Err);
  return F ? cuFromHip(F(Handle, Size, H, Flags)) : Err;
}

CUresult cuMemGetAllocationGranularity(size_t *Granularity, const CUmemAllocationProp *Prop,
                                       CUmemAllocationGranularity_flags Option) {
  if (!Granularity || !Prop ||
      (Option != CU_MEM_ALLOC_GRANULARITY_MINIMUM &&
       Option != CU_MEM_ALLOC_GRANULARITY_RECOMMENDED))
    return CUDA_ERROR_INVALID_VALUE;
  alignas(8) HipProp H;
  if (!toHipAllocationProp(fromCu(*Prop), H))
    return CUDA_ERROR_NOT_SUPPORTED;
  // hipMemAllocationGranularityMinimum 0, Recommended 1: CUDA's values.
  int HipOption = Option == CU_MEM_ALLOC_GRANULARITY_MINIMUM ? 0 : 1;
  using Fn = hipError (*)(size_t *, const void *, int);
  CUresult Err;
  Fn F = need<Fn>("hipMemGetAllocationGranularity", Err);
  return F ? cuFromHip(F(Granularity, H, HipOption)) : Err;
}

CUresult cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *Prop,
                                                CUmemGenericAllocationHandle Handle) {
  if (!Prop)
    return CUDA_ERROR_INVALID_VALUE;
  alignas(8) HipProp H = {};
  using Fn = hipError (*)(void *, CUmemGenericAllocationHandle);
  CUresult Err;
  Fn F = need<Fn>("hipMemGetAllocationPropertiesFromHandle", Err);
  if (!F)
    return Err;
  hipError E = F(H, Handle);
  if (E == 0)
    *Prop = toCu(fromHipAllocationProp(H));
  return cuFromHip(E);
}

CUresult cuMemSetAccess(CUdeviceptr Ptr, size_t Size, const CUmemAccessDesc *Desc, size_t Count) {
  if (!Desc || !Count)
    return CUDA_ERROR_INVALID_VALUE;
  std::vector<HipMemAccessDesc> H;
  if (CUresult R = toHipAccessDescs(Desc, Count, H, CUDA_SUCCESS, CUDA_ERROR_INVALID_VALUE,
                                    CUDA_ERROR_NOT_SUPPORTED))
    return R;
  using Fn = hipError (*)(CUdeviceptr, size_t, const HipMemAccessDesc *, size_t);
  CUresult Err;
  Fn F = need<Fn>("hipMemSetAccess", Err);
  return F ? cuFromHip(F(Ptr, Size, H.data(), Count)) : Err;
}

CUresult cuMemGetAccess(unsigned long long *Flags, const CUmemLocation *Location,
                        CUdeviceptr Ptr) {
  if (!Flags || !Location)
    return CUDA_ERROR_INVALID_VALUE;
  HipMemLocation H = {hipMemLocationType(Location->type), Location->id};
  if (H.type < 0)
    return CUDA_ERROR_NOT_SUPPORTED;
  using Fn = hipError (*)(unsigned long long *, const HipMemLocation *, CUdeviceptr);
  CUresult Err;
  Fn F = need<Fn>("hipMemGetAccess", Err);
  return F ? cuFromHip(F(Flags, &H, Ptr)) : Err; // hipMemAccessFlags: CUDA's values
}

} // extern "C"
