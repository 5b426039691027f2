// SPDX-License-Identifier: Apache-2.0
// Texture and surface objects, arrays and 3D copies: HIP's structures and the explicit conversions
// from and to CUDA's.
//
// What differs (CUDA 12 vs HIP in ROCm 5.x-7.x):
//   cudaResourceDesc      CUDA adds `reserved[32]` to the union and a trailing `flags` (144 bytes);
//                         HIP's hipResourceDesc has neither (64 bytes).
//   cudaTextureDesc       CUDA 12 adds disableTrilinearOptimization and seamlessCubemap (72 bytes);
//                         hipTextureDesc ends at maxMipmapLevelClamp (64 bytes).
//   cudaResourceViewDesc  CUDA adds reserved[16] (112 bytes); hipResourceViewDesc has none (48).
//   CUDA_MEMCPY3D         CUDA: size_t fields and reserved pointers; HIP_MEMCPY3D: unsigned int
//                         fields, no reserved pointers, memory types numbered per ROCm release.
// Enumerator values (resource types, address/filter/read modes, channel kinds, view formats) are
// the same. Conversions validate what CUDA documents as invalid (cudaErrorInvalidValue).
#ifndef SCALE_AMD_RUNTIME_TEXTUREABI_H
#define SCALE_AMD_RUNTIME_TEXTUREABI_H

#include "Hip.h"
#include "cuda.h"
#include "cuda_runtime_api.h"

namespace scale {

struct HipResourceDesc {
  int resType;
  union {
    struct {
      void *array;
    } array;
    struct {
      void *mipmap;
    } mipmap;
    struct {
      void *devPtr;
      cudaChannelFormatDesc desc;
      size_t sizeInBytes;
    } linear;
    struct {
      void *devPtr;
      cudaChannelFormatDesc desc;
      size_t width;
      size_t height;
      size_t pitchInBytes;
    } pitch2D;
  } res;
};

struct HipTextureDesc {
  int addressMode[3];
  int filterMode;
  int readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  int mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
};

struct HipResourceViewDesc {
  int format;
  size_t width;
  size_t height;
  size_t depth;
  unsigned int firstMipmapLevel;
  unsigned int lastMipmapLevel;
  unsigned int firstLayer;
  unsigned int lastLayer;
};

struct HipMemcpy3D {
  unsigned int srcXInBytes, srcY, srcZ, srcLOD;
  int srcMemoryType;
  const void *srcHost;
  void *srcDevice;
  void *srcArray;
  unsigned int srcPitch, srcHeight;
  unsigned int dstXInBytes, dstY, dstZ, dstLOD;
  int dstMemoryType;
  void *dstHost;
  void *dstDevice;
  void *dstArray;
  unsigned int dstPitch, dstHeight;
  unsigned int WidthInBytes, Height, Depth;
};

/// Bytes per element of a channel format, 0 when the format is invalid (each of x, y, z, w is 0, 8,
/// 16 or 32 bits, used channels first, float channels 16 or 32 bits).
size_t channelBytes(const cudaChannelFormatDesc &D);

/// CUDA -> HIP, cudaErrorInvalidValue for what CUDA rejects.
cudaError_t toHip(const cudaResourceDesc &In, HipResourceDesc &Out);
cudaError_t toHip(const cudaTextureDesc &In, HipTextureDesc &Out);
cudaError_t toHip(const cudaResourceViewDesc &In, HipResourceViewDesc &Out);
/// Only array resources make surfaces.
cudaError_t toHipSurface(const cudaResourceDesc &In, HipResourceDesc &Out);
/// HIP -> CUDA; the fields HIP lacks are zero.
cudaResourceDesc fromHip(const HipResourceDesc &In);
cudaTextureDesc fromHip(const HipTextureDesc &In);
cudaResourceViewDesc fromHip(const HipResourceViewDesc &In);

/// hipCreateSurfaceObject / hipDestroySurfaceObject of the loaded HIP: ROCm 5 exports them with
/// C++ linkage (mangled names), ROCm 6+ as C functions.
void *hipCreateSurfaceObjectFn();
void *hipDestroySurfaceObjectFn();

/// Driver API: an array CUDA_RESOURCE_DESC as HIP's runtime resource descriptor (surfaces).
CUresult toHipSurface(const CUDA_RESOURCE_DESC &In, HipResourceDesc &Out);
/// CUDA_MEMCPY3D as HIP_MEMCPY3D (CUDA_ERROR_INVALID_VALUE when a field exceeds 32 bits or the
/// reserved pointers are set).
CUresult toHip(const CUDA_MEMCPY3D &In, HipMemcpy3D &Out);

} // namespace scale

#endif
