/* SPDX-License-Identifier: Apache-2.0 */
/* Texture object types of the CUDA runtime API (CUDA 12 ABI). */
#ifndef __SCALE_AMD_TEXTURE_TYPES_H__
#define __SCALE_AMD_TEXTURE_TYPES_H__
#include "driver_types.h"

enum cudaTextureAddressMode {
  cudaAddressModeWrap = 0,
  cudaAddressModeClamp = 1,
  cudaAddressModeMirror = 2,
  cudaAddressModeBorder = 3,
};
enum cudaTextureFilterMode {
  cudaFilterModePoint = 0,
  cudaFilterModeLinear = 1,
};
enum cudaTextureReadMode {
  cudaReadModeElementType = 0,
  cudaReadModeNormalizedFloat = 1,
};

typedef unsigned long long cudaTextureObject_t;

struct cudaTextureDesc {
  enum cudaTextureAddressMode addressMode[3];
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int seamlessCubemap;
};

#endif /* __SCALE_AMD_TEXTURE_TYPES_H__ */
