// SPDX-License-Identifier: Apache-2.0
// Conversions between CUDA's and HIP's texture, surface and 3D copy structures (TextureAbi.h).
#include "TextureAbi.h"
#include "HipAbi.h"

#include <climits>
#include <cstddef>
#include <cstring>

namespace scale {

// HIP's layouts on x86-64 Linux (hip/driver_types.h, hip/texture_types.h of ROCm 5.2 to 7.x).
static_assert(sizeof(HipResourceDesc) == 64 && offsetof(HipResourceDesc, res) == 8,
              "hipResourceDesc");
static_assert(sizeof(HipTextureDesc) == 64 && offsetof(HipTextureDesc, maxAnisotropy) == 44,
              "hipTextureDesc");
static_assert(sizeof(HipResourceViewDesc) == 48, "hipResourceViewDesc");
static_assert(sizeof(HipMemcpy3D) == 128 && offsetof(HipMemcpy3D, dstXInBytes) == 56,
              "HIP_MEMCPY3D");

namespace {

bool validBits(int B, bool Float) {
  return B == 0 || B == 8 || B == 16 || B == 32 ? !(Float && B == 8) : false;
}

bool zero(const void *P, size_t N) {
  const unsigned char *B = static_cast<const unsigned char *>(P);
  for (size_t I = 0; I < N; ++I)
    if (B[I])
      return false;
  return true;
}

} // namespace

size_t channelBytes(const cudaChannelFormatDesc &D) {
  bool Float = D.f == cudaChannelFormatKindFloat;
  if (D.f != cudaChannelFormatKindSigned && D.f != cudaChannelFormatKindUnsigned && !Float)
    return 0;
  int Bits[4] = {D.x, D.y, D.z, D.w};
  size_t Total = 0;
  bool Ended = false;
  for (int B : Bits) {
    if (!validBits(B, Float) || (Ended && B))
      return 0;
    Ended = Ended || !B;
    Total += B / 8;
  }
  return Total;
}

cudaError_t toHip(const cudaResourceDesc &In, HipResourceDesc &Out) {
  Out = {};
  Out.resType = In.resType;
  if (In.flags)
    return cudaErrorInvalidValue;
  switch (In.resType) {
  case cudaResourceTypeArray:
    Out.res.array.array = In.res.array.array;
    return In.res.array.array ? cudaSuccess : cudaErrorInvalidValue;
  case cudaResourceTypeMipmappedArray:
    Out.res.mipmap.mipmap = In.res.mipmap.mipmap;
    return In.res.mipmap.mipmap ? cudaSuccess : cudaErrorInvalidValue;
  case cudaResourceTypeLinear: {
    const auto &L = In.res.linear;
    Out.res.linear = {L.devPtr, L.desc, L.sizeInBytes};
    size_t E = channelBytes(L.desc);
    return L.devPtr && E && L.sizeInBytes >= E ? cudaSuccess : cudaErrorInvalidValue;
  }
  case cudaResourceTypePitch2D: {
    const auto &P = In.res.pitch2D;
    Out.res.pitch2D = {P.devPtr, P.desc, P.width, P.height, P.pitchInBytes};
    size_t E = channelBytes(P.desc);
    return P.devPtr && E && P.width && P.height && P.pitchInBytes >= P.width * E
               ? cudaSuccess
               : cudaErrorInvalidValue;
  }
  }
  return cudaErrorInvalidValue;
}

cudaError_t toHipSurface(const cudaResourceDesc &In, HipResourceDesc &Out) {
  if (In.resType != cudaResourceTypeArray)
    return cudaErrorInvalidValue;
  return toHip(In, Out);
}

cudaError_t toHip(const cudaTextureDesc &In, HipTextureDesc &Out) {
  Out = {};
  for (int I = 0; I < 3; ++I) {
    if (In.addressMode[I] < cudaAddressModeWrap || In.addressMode[I] > cudaAddressModeBorder)
      return cudaErrorInvalidValue;
    Out.addressMode[I] = In.addressMode[I];
  }
  auto ValidFilter = [](cudaTextureFilterMode M) {
    return M == cudaFilterModePoint || M == cudaFilterModeLinear;
  };
  if (!ValidFilter(In.filterMode) || !ValidFilter(In.mipmapFilterMode) ||
      (In.readMode != cudaReadModeElementType && In.readMode != cudaReadModeNormalizedFloat))
    return cudaErrorInvalidValue;
  Out.filterMode = In.filterMode;
  Out.readMode = In.readMode;
  Out.sRGB = In.sRGB;
  std::memcpy(Out.borderColor, In.borderColor, sizeof(Out.borderColor));
  Out.normalizedCoords = In.normalizedCoords;
  Out.maxAnisotropy = In.maxAnisotropy;
  Out.mipmapFilterMode = In.mipmapFilterMode;
  Out.mipmapLevelBias = In.mipmapLevelBias;
  Out.minMipmapLevelClamp = In.minMipmapLevelClamp;
  Out.maxMipmapLevelClamp = In.maxMipmapLevelClamp;
  // disableTrilinearOptimization and seamlessCubemap have no HIP field: AMD samplers filter
  // trilinearly as asked and sample cube maps across faces, so both are accepted and dropped.
  return cudaSuccess;
}

cudaError_t toHip(const cudaResourceViewDesc &In, HipResourceViewDesc &Out) {
  Out = {In.format,           In.width,           In.height,     In.depth,
         In.firstMipmapLevel, In.lastMipmapLevel, In.firstLayer, In.lastLayer};
  if (In.format < cudaResViewFormatNone || In.format > cudaResViewFormatUnsignedBlockCompressed7 ||
      !zero(In.reserved, sizeof(In.reserved)))
    return cudaErrorInvalidValue;
  return cudaSuccess;
}

cudaResourceDesc fromHip(const HipResourceDesc &In) {
  cudaResourceDesc Out;
  std::memset(&Out, 0, sizeof(Out));
  Out.resType = static_cast<cudaResourceType>(In.resType);
  switch (In.resType) {
  case cudaResourceTypeArray:
    Out.res.array.array = static_cast<cudaArray_t>(In.res.array.array);
    break;
  case cudaResourceTypeMipmappedArray:
    Out.res.mipmap.mipmap = static_cast<cudaMipmappedArray_t>(In.res.mipmap.mipmap);
    break;
  case cudaResourceTypeLinear:
    Out.res.linear.devPtr = In.res.linear.devPtr;
    Out.res.linear.desc = In.res.linear.desc;
    Out.res.linear.sizeInBytes = In.res.linear.sizeInBytes;
    break;
  case cudaResourceTypePitch2D:
    Out.res.pitch2D.devPtr = In.res.pitch2D.devPtr;
    Out.res.pitch2D.desc = In.res.pitch2D.desc;
    Out.res.pitch2D.width = In.res.pitch2D.width;
    Out.res.pitch2D.height = In.res.pitch2D.height;
    Out.res.pitch2D.pitchInBytes = In.res.pitch2D.pitchInBytes;
    break;
  }
  return Out;
}

cudaTextureDesc fromHip(const HipTextureDesc &In) {
  cudaTextureDesc Out;
  std::memset(&Out, 0, sizeof(Out));
  for (int I = 0; I < 3; ++I)
    Out.addressMode[I] = static_cast<cudaTextureAddressMode>(In.addressMode[I]);
  Out.filterMode = static_cast<cudaTextureFilterMode>(In.filterMode);
  Out.readMode = static_cast<cudaTextureReadMode>(In.readMode);
  Out.sRGB = In.sRGB;
  std::memcpy(Out.borderColor, In.borderColor, sizeof(Out.borderColor));
  Out.normalizedCoords = In.normalizedCoords;
  Out.maxAnisotropy = In.maxAnisotropy;
  Out.mipmapFilterMode = static_cast<cudaTextureFilterMode>(In.mipmapFilterMode);
  Out.mipmapLevelBias = In.mipmapLevelBias;
  Out.minMipmapLevelClamp = In.minMipmapLevelClamp;
  Out.maxMipmapLevelClamp = In.maxMipmapLevelClamp;
  return Out;
}

cudaResourceViewDesc fromHip(const HipResourceViewDesc &In) {
  cudaResourceViewDesc Out;
  std::memset(&Out, 0, sizeof(Out));
  Out.format = static_cast<cudaResourceViewFormat>(In.format);
  Out.width = In.width;
  Out.height = In.height;
  Out.depth = In.depth;
  Out.firstMipmapLevel = In.firstMipmapLevel;
  Out.lastMipmapLevel = In.lastMipmapLevel;
  Out.firstLayer = In.firstLayer;
  Out.lastLayer = In.lastLayer;
  return Out;
}

void *hipCreateSurfaceObjectFn() {
  void *F = hipSymbol("hipCreateSurfaceObject");
  return F ? F : hipSymbol("_Z22hipCreateSurfaceObjectPP13__hip_surfacePK15hipResourceDesc");
}

void *hipDestroySurfaceObjectFn() {
  void *F = hipSymbol("hipDestroySurfaceObject");
  return F ? F : hipSymbol("_Z23hipDestroySurfaceObjectP13__hip_surface");
}

CUresult toHipSurface(const CUDA_RESOURCE_DESC &In, HipResourceDesc &Out) {
  Out = {};
  if (In.resType != CU_RESOURCE_TYPE_ARRAY || !In.res.array.hArray || In.flags)
    return CUDA_ERROR_INVALID_VALUE;
  Out.resType = cudaResourceTypeArray;
  Out.res.array.array = In.res.array.hArray;
  return CUDA_SUCCESS;
}

CUresult toHip(const CUDA_MEMCPY3D &In, HipMemcpy3D &Out) {
  Out = {};
  const size_t Fields[] = {In.srcXInBytes, In.srcY,        In.srcZ,         In.srcLOD, In.srcPitch,
                           In.srcHeight,   In.dstXInBytes, In.dstY,         In.dstZ,   In.dstLOD,
                           In.dstPitch,    In.dstHeight,   In.WidthInBytes, In.Height, In.Depth};
  for (size_t F : Fields)
    if (F > UINT_MAX)
      return CUDA_ERROR_INVALID_VALUE;
  if (In.reserved0 || In.reserved1)
    return CUDA_ERROR_INVALID_VALUE;
  auto Type = [](CUmemorytype T) { return hipMemoryTypeFromCu(T); };
  auto Valid = [](CUmemorytype T) { return T >= CU_MEMORYTYPE_HOST && T <= CU_MEMORYTYPE_UNIFIED; };
  if (!Valid(In.srcMemoryType) || !Valid(In.dstMemoryType))
    return CUDA_ERROR_INVALID_VALUE;
  Out.srcXInBytes = unsigned(In.srcXInBytes);
  Out.srcY = unsigned(In.srcY);
  Out.srcZ = unsigned(In.srcZ);
  Out.srcLOD = unsigned(In.srcLOD);
  Out.srcMemoryType = Type(In.srcMemoryType);
  Out.srcHost = In.srcHost;
  Out.srcDevice = reinterpret_cast<void *>(In.srcDevice);
  Out.srcArray = In.srcArray;
  Out.srcPitch = unsigned(In.srcPitch);
  Out.srcHeight = unsigned(In.srcHeight);
  Out.dstXInBytes = unsigned(In.dstXInBytes);
  Out.dstY = unsigned(In.dstY);
  Out.dstZ = unsigned(In.dstZ);
  Out.dstLOD = unsigned(In.dstLOD);
  Out.dstMemoryType = Type(In.dstMemoryType);
  Out.dstHost = In.dstHost;
  Out.dstDevice = reinterpret_cast<void *>(In.dstDevice);
  Out.dstArray = In.dstArray;
  Out.dstPitch = unsigned(In.dstPitch);
  Out.dstHeight = unsigned(In.dstHeight);
  Out.WidthInBytes = unsigned(In.WidthInBytes);
  Out.Height = unsigned(In.Height);
  Out.Depth = unsigned(In.Depth);
  return CUDA_SUCCESS;
}

} // namespace scale
