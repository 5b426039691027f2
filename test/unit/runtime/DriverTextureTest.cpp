// SPDX-License-Identifier: Apache-2.0
// Driver API texture/surface objects and 3D copies against the fake HIP backend: CUDA_MEMCPY3D
// reaches HIP as HIP_MEMCPY3D (32-bit fields, ROCm's memory type numbering), surfaces need arrays,
// texture object descriptors pass unchanged (same layout as HIP's).
#include "cuda.h"

#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <gtest/gtest.h>

namespace {

template <class Fn> Fn hook(const char *Name) {
  void *H = dlopen(std::getenv("SCALE_AMD_HIP_LIBRARY"), RTLD_NOW | RTLD_NOLOAD);
  return H ? reinterpret_cast<Fn>(dlsym(H, Name)) : nullptr;
}

/// HIP_MEMCPY3D as ROCm declares it.
struct HipCopy3D {
  unsigned srcXInBytes, srcY, srcZ, srcLOD;
  int srcMemoryType;
  const void *srcHost;
  void *srcDevice, *srcArray;
  unsigned srcPitch, srcHeight, dstXInBytes, dstY, dstZ, dstLOD;
  int dstMemoryType;
  void *dstHost, *dstDevice, *dstArray;
  unsigned dstPitch, dstHeight, WidthInBytes, Height, Depth;
};
static_assert(sizeof(HipCopy3D) == 128, "ROCm layout");

class DriverTexture : public testing::Test {
protected:
  void SetUp() override { ASSERT_EQ(cuInit(0), CUDA_SUCCESS); }
};

CUDA_MEMCPY3D hostToDevice(const void *Src, CUdeviceptr Dst) {
  CUDA_MEMCPY3D C;
  std::memset(&C, 0, sizeof(C));
  C.srcMemoryType = CU_MEMORYTYPE_HOST;
  C.srcHost = Src;
  C.srcXInBytes = 4;
  C.srcY = 1;
  C.srcZ = 2;
  C.srcPitch = 64;
  C.srcHeight = 8;
  C.dstMemoryType = CU_MEMORYTYPE_DEVICE;
  C.dstDevice = Dst;
  C.dstPitch = 128;
  C.dstHeight = 9;
  C.WidthInBytes = 60;
  C.Height = 7;
  C.Depth = 3;
  return C;
}

TEST_F(DriverTexture, Memcpy3DTranslatedToHipLayout) {
  char Src[64 * 8 * 4];
  CUDA_MEMCPY3D C = hostToDevice(Src, 0x1000);
  ASSERT_EQ(cuMemcpy3D(&C), CUDA_SUCCESS);
  HipCopy3D H;
  hook<void (*)(void *)>("fakeHipLastMemcpy3D")(&H);
  EXPECT_EQ(H.srcXInBytes, 4u);
  EXPECT_EQ(H.srcY, 1u);
  EXPECT_EQ(H.srcZ, 2u);
  EXPECT_EQ(H.srcMemoryType, 0); // ROCm 5: hipMemoryTypeHost = 0
  EXPECT_EQ(H.srcHost, static_cast<const void *>(Src));
  EXPECT_EQ(H.srcPitch, 64u);
  EXPECT_EQ(H.srcHeight, 8u);
  EXPECT_EQ(H.dstMemoryType, 1); // ROCm 5: hipMemoryTypeDevice = 1
  EXPECT_EQ(H.dstDevice, reinterpret_cast<void *>(0x1000));
  EXPECT_EQ(H.dstPitch, 128u);
  EXPECT_EQ(H.dstHeight, 9u);
  EXPECT_EQ(H.WidthInBytes, 60u);
  EXPECT_EQ(H.Height, 7u);
  EXPECT_EQ(H.Depth, 3u);
}

TEST_F(DriverTexture, Memcpy3DRejectsWhatHipCannotExpress) {
  char Src[16];
  int Before = hook<int (*)()>("fakeHipMemcpy3DCalls")();
  CUDA_MEMCPY3D C = hostToDevice(Src, 0x1000);
  C.Depth = size_t(1) << 33;
  EXPECT_EQ(cuMemcpy3D(&C), CUDA_ERROR_INVALID_VALUE);
  C = hostToDevice(Src, 0x1000);
  C.reserved0 = Src;
  EXPECT_EQ(cuMemcpy3D(&C), CUDA_ERROR_INVALID_VALUE);
  C = hostToDevice(Src, 0x1000);
  C.dstMemoryType = static_cast<CUmemorytype>(9);
  EXPECT_EQ(cuMemcpy3D(&C), CUDA_ERROR_INVALID_VALUE);
  EXPECT_EQ(cuMemcpy3D(nullptr), CUDA_ERROR_INVALID_VALUE);
  EXPECT_EQ(hook<int (*)()>("fakeHipMemcpy3DCalls")(), Before);
}

TEST_F(DriverTexture, SurfaceObjectsNeedArrays) {
  CUDA_RESOURCE_DESC R;
  std::memset(&R, 0, sizeof(R));
  R.resType = CU_RESOURCE_TYPE_ARRAY;
  R.res.array.hArray = reinterpret_cast<CUarray>(0x40);
  CUsurfObject S = 0;
  ASSERT_EQ(cuSurfObjectCreate(&S, &R), CUDA_SUCCESS);
  struct {
    int resType;
    void *array;
  } Last;
  unsigned char Raw[64];
  hook<void (*)(void *)>("fakeHipLastSurfaceResource")(Raw);
  std::memcpy(&Last, Raw, sizeof(Last));
  EXPECT_EQ(Last.resType, 0);
  EXPECT_EQ(Last.array, reinterpret_cast<void *>(0x40));
  EXPECT_EQ(cuSurfObjectDestroy(S), CUDA_SUCCESS);

  R.flags = 1;
  EXPECT_EQ(cuSurfObjectCreate(&S, &R), CUDA_ERROR_INVALID_VALUE);
  R.flags = 0;
  R.resType = CU_RESOURCE_TYPE_LINEAR;
  EXPECT_EQ(cuSurfObjectCreate(&S, &R), CUDA_ERROR_INVALID_VALUE);
  EXPECT_EQ(cuSurfObjectCreate(nullptr, &R), CUDA_ERROR_INVALID_VALUE);
}

TEST_F(DriverTexture, TextureObjectDescriptorsPassUnchanged) {
  CUDA_RESOURCE_DESC R;
  std::memset(&R, 0, sizeof(R));
  R.resType = CU_RESOURCE_TYPE_PITCH2D;
  R.res.pitch2D.devPtr = 0x2000;
  R.res.pitch2D.format = CU_AD_FORMAT_HALF;
  R.res.pitch2D.numChannels = 4;
  R.res.pitch2D.width = 100;
  R.res.pitch2D.height = 50;
  R.res.pitch2D.pitchInBytes = 1024;
  CUDA_TEXTURE_DESC T;
  std::memset(&T, 0, sizeof(T));
  T.addressMode[0] = CU_TR_ADDRESS_MODE_CLAMP;
  T.filterMode = CU_TR_FILTER_MODE_LINEAR;
  T.flags = CU_TRSF_NORMALIZED_COORDINATES;
  CUtexObject Obj = 0;
  ASSERT_EQ(cuTexObjectCreate(&Obj, &R, &T, nullptr), CUDA_SUCCESS);
  CUDA_RESOURCE_DESC Back;
  ASSERT_EQ(cuTexObjectGetResourceDesc(&Back, Obj), CUDA_SUCCESS);
  EXPECT_EQ(std::memcmp(&Back, &R, sizeof(R)), 0);
  EXPECT_EQ(cuTexObjectDestroy(Obj), CUDA_SUCCESS);
}

} // namespace
