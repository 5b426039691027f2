// SPDX-License-Identifier: Apache-2.0
// Texture and surface objects and CUDA arrays against the fake HIP backend: the CUDA 12
// descriptors reach HIP translated field by field into HIP's layouts, come back from the getters
// as CUDA's, and what CUDA rejects is rejected before HIP sees it.
#include "FakeHipHooks.h"
#include "channel_descriptor.h"
#include "cuda_runtime_api.h"

#include <cstring>
#include <gtest/gtest.h>

namespace {

// HIP's layouts as ROCm declares them, written independently of the shim's TextureAbi.h.
struct HipChannel {
  int x, y, z, w, f;
};
struct HipRes {
  int resType;
  union {
    void *array;
    struct {
      void *devPtr;
      HipChannel desc;
      size_t sizeInBytes;
    } linear;
    struct {
      void *devPtr;
      HipChannel desc;
      size_t width, height, pitchInBytes;
    } pitch2D;
  } res;
};
struct HipTex {
  int addressMode[3], filterMode, readMode, sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned maxAnisotropy;
  int mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
};
static_assert(sizeof(HipRes) == 64 && sizeof(HipTex) == 64, "ROCm layouts");

template <class T> T fakeDesc(void *Obj, const char *Getter) {
  T Out;
  std::memset(&Out, 0xcd, sizeof(Out));
  auto F = fakehip::hook<int (*)(void *, void *)>(Getter);
  EXPECT_EQ(F(&Out, Obj), 0);
  return Out;
}

cudaResourceDesc linearResource(void *Ptr) {
  cudaResourceDesc R;
  std::memset(&R, 0, sizeof(R));
  R.resType = cudaResourceTypeLinear;
  R.res.linear.devPtr = Ptr;
  R.res.linear.desc = cudaCreateChannelDesc<float2>();
  R.res.linear.sizeInBytes = 4096;
  return R;
}

cudaTextureDesc everyTextureField() {
  cudaTextureDesc T;
  std::memset(&T, 0, sizeof(T));
  T.addressMode[0] = cudaAddressModeWrap;
  T.addressMode[1] = cudaAddressModeMirror;
  T.addressMode[2] = cudaAddressModeBorder;
  T.filterMode = cudaFilterModeLinear;
  T.readMode = cudaReadModeNormalizedFloat;
  T.sRGB = 1;
  T.borderColor[0] = 0.25f;
  T.borderColor[3] = 4.0f;
  T.normalizedCoords = 1;
  T.maxAnisotropy = 8;
  T.mipmapFilterMode = cudaFilterModeLinear;
  T.mipmapLevelBias = 0.5f;
  T.minMipmapLevelClamp = 1.5f;
  T.maxMipmapLevelClamp = 7.0f;
  T.disableTrilinearOptimization = 1; // no HIP field: dropped
  T.seamlessCubemap = 1;              // no HIP field: dropped
  return T;
}

TEST(Texture, ChannelDescriptors) {
  cudaChannelFormatDesc D = cudaCreateChannelDesc<uchar4>();
  EXPECT_EQ(D.x, 8);
  EXPECT_EQ(D.w, 8);
  EXPECT_EQ(D.f, cudaChannelFormatKindUnsigned);
  D = cudaCreateChannelDesc<short2>();
  EXPECT_EQ(D.x, 16);
  EXPECT_EQ(D.y, 16);
  EXPECT_EQ(D.z, 0);
  EXPECT_EQ(D.f, cudaChannelFormatKindSigned);
  D = cudaCreateChannelDesc<float>();
  EXPECT_EQ(D.x, 32);
  EXPECT_EQ(D.y, 0);
  EXPECT_EQ(D.f, cudaChannelFormatKindFloat);
  D = cudaCreateChannelDescHalf2();
  EXPECT_EQ(D.x, 16);
  EXPECT_EQ(D.y, 16);
  EXPECT_EQ(D.f, cudaChannelFormatKindFloat);
  D = cudaCreateChannelDesc<double>(); // no format: CUDA's generic answer
  EXPECT_EQ(D.x, 0);
  EXPECT_EQ(D.f, cudaChannelFormatKindNone);
  D = cudaCreateChannelDesc(32, 32, 32, 32, cudaChannelFormatKindFloat);
  EXPECT_EQ(D.w, 32);
}

TEST(Texture, LinearTextureTranslatedFieldByField) {
  void *Buf = nullptr;
  ASSERT_EQ(cudaMalloc(&Buf, 4096), cudaSuccess);
  cudaResourceDesc R = linearResource(Buf);
  cudaTextureDesc T = everyTextureField();
  cudaTextureObject_t Obj = 0;
  ASSERT_EQ(cudaCreateTextureObject(&Obj, &R, &T, nullptr), cudaSuccess);
  ASSERT_NE(Obj, 0u);

  void *Handle = reinterpret_cast<void *>(Obj);
  HipRes HR = fakeDesc<HipRes>(Handle, "hipGetTextureObjectResourceDesc");
  EXPECT_EQ(HR.resType, cudaResourceTypeLinear);
  EXPECT_EQ(HR.res.linear.devPtr, Buf);
  EXPECT_EQ(HR.res.linear.desc.x, 32);
  EXPECT_EQ(HR.res.linear.desc.y, 32);
  EXPECT_EQ(HR.res.linear.desc.z, 0);
  EXPECT_EQ(HR.res.linear.desc.f, cudaChannelFormatKindFloat);
  EXPECT_EQ(HR.res.linear.sizeInBytes, 4096u);

  HipTex HT = fakeDesc<HipTex>(Handle, "hipGetTextureObjectTextureDesc");
  EXPECT_EQ(HT.addressMode[0], 0);
  EXPECT_EQ(HT.addressMode[1], 2);
  EXPECT_EQ(HT.addressMode[2], 3);
  EXPECT_EQ(HT.filterMode, 1);
  EXPECT_EQ(HT.readMode, 1);
  EXPECT_EQ(HT.sRGB, 1);
  EXPECT_EQ(HT.borderColor[0], 0.25f);
  EXPECT_EQ(HT.borderColor[3], 4.0f);
  EXPECT_EQ(HT.normalizedCoords, 1);
  EXPECT_EQ(HT.maxAnisotropy, 8u);
  EXPECT_EQ(HT.mipmapFilterMode, 1);
  EXPECT_EQ(HT.mipmapLevelBias, 0.5f);
  EXPECT_EQ(HT.minMipmapLevelClamp, 1.5f);
  EXPECT_EQ(HT.maxMipmapLevelClamp, 7.0f);

  // Back through the CUDA getters: CUDA's layout, the fields HIP lacks zero.
  cudaTextureDesc Back;
  std::memset(&Back, 0xcd, sizeof(Back));
  ASSERT_EQ(cudaGetTextureObjectTextureDesc(&Back, Obj), cudaSuccess);
  EXPECT_EQ(Back.addressMode[2], cudaAddressModeBorder);
  EXPECT_EQ(Back.maxAnisotropy, 8u);
  EXPECT_EQ(Back.maxMipmapLevelClamp, 7.0f);
  EXPECT_EQ(Back.disableTrilinearOptimization, 0);
  EXPECT_EQ(Back.seamlessCubemap, 0);
  cudaResourceDesc RBack;
  std::memset(&RBack, 0xcd, sizeof(RBack));
  ASSERT_EQ(cudaGetTextureObjectResourceDesc(&RBack, Obj), cudaSuccess);
  EXPECT_EQ(RBack.resType, cudaResourceTypeLinear);
  EXPECT_EQ(RBack.res.linear.devPtr, Buf);
  EXPECT_EQ(RBack.res.linear.sizeInBytes, 4096u);
  EXPECT_EQ(RBack.flags, 0u);

  EXPECT_EQ(cudaDestroyTextureObject(Obj), cudaSuccess);
  EXPECT_EQ(cudaDestroyTextureObject(Obj), cudaErrorInvalidValue); // HIP's answer, forwarded
  cudaGetLastError();
  EXPECT_EQ(cudaFree(Buf), cudaSuccess);
}

TEST(Texture, Pitch2DAndViewTranslated) {
  void *Buf = nullptr;
  ASSERT_EQ(cudaMalloc(&Buf, 64 * 256), cudaSuccess);
  cudaResourceDesc R;
  std::memset(&R, 0, sizeof(R));
  R.resType = cudaResourceTypePitch2D;
  R.res.pitch2D.devPtr = Buf;
  R.res.pitch2D.desc = cudaCreateChannelDesc<uchar4>();
  R.res.pitch2D.width = 60;
  R.res.pitch2D.height = 64;
  R.res.pitch2D.pitchInBytes = 256;
  cudaTextureDesc T = everyTextureField();
  cudaResourceViewDesc V;
  std::memset(&V, 0, sizeof(V));
  V.format = cudaResViewFormatUnsignedChar4;
  V.width = 60;
  V.height = 64;
  V.lastLayer = 3;
  cudaTextureObject_t Obj = 0;
  ASSERT_EQ(cudaCreateTextureObject(&Obj, &R, &T, &V), cudaSuccess);
  HipRes HR = fakeDesc<HipRes>(reinterpret_cast<void *>(Obj), "hipGetTextureObjectResourceDesc");
  EXPECT_EQ(HR.resType, cudaResourceTypePitch2D);
  EXPECT_EQ(HR.res.pitch2D.devPtr, Buf);
  EXPECT_EQ(HR.res.pitch2D.desc.w, 8);
  EXPECT_EQ(HR.res.pitch2D.width, 60u);
  EXPECT_EQ(HR.res.pitch2D.height, 64u);
  EXPECT_EQ(HR.res.pitch2D.pitchInBytes, 256u);
  cudaResourceViewDesc VBack;
  ASSERT_EQ(cudaGetTextureObjectResourceViewDesc(&VBack, Obj), cudaSuccess);
  EXPECT_EQ(VBack.format, cudaResViewFormatUnsignedChar4);
  EXPECT_EQ(VBack.width, 60u);
  EXPECT_EQ(VBack.lastLayer, 3u);
  EXPECT_EQ(VBack.reserved[15], 0u);
  EXPECT_EQ(cudaDestroyTextureObject(Obj), cudaSuccess);
  EXPECT_EQ(cudaFree(Buf), cudaSuccess);
}

TEST(Texture, ArrayTextureSurfaceAndArrayInfo) {
  cudaChannelFormatDesc D = cudaCreateChannelDesc<float4>();
  cudaArray_t A = nullptr;
  ASSERT_EQ(cudaMallocArray(&A, &D, 32, 16, cudaArraySurfaceLoadStore), cudaSuccess);
  cudaChannelFormatDesc Got;
  cudaExtent X;
  unsigned Flags = 99;
  ASSERT_EQ(cudaArrayGetInfo(&Got, &X, &Flags, A), cudaSuccess);
  EXPECT_EQ(Got.x, 32);
  EXPECT_EQ(Got.w, 32);
  EXPECT_EQ(Got.f, cudaChannelFormatKindFloat);
  EXPECT_EQ(X.width, 32u);
  EXPECT_EQ(X.height, 16u);
  EXPECT_EQ(Flags, 0u); // ROCm 5 keeps no flags (documented)

  cudaResourceDesc R;
  std::memset(&R, 0, sizeof(R));
  R.resType = cudaResourceTypeArray;
  R.res.array.array = A;
  cudaTextureDesc T;
  std::memset(&T, 0, sizeof(T));
  cudaTextureObject_t Tex = 0;
  ASSERT_EQ(cudaCreateTextureObject(&Tex, &R, &T, nullptr), cudaSuccess);
  HipRes HR = fakeDesc<HipRes>(reinterpret_cast<void *>(Tex), "hipGetTextureObjectResourceDesc");
  EXPECT_EQ(HR.resType, cudaResourceTypeArray);
  EXPECT_EQ(HR.res.array, static_cast<void *>(A));

  cudaSurfaceObject_t Surf = 0;
  ASSERT_EQ(cudaCreateSurfaceObject(&Surf, &R), cudaSuccess);
  HipRes Last;
  fakehip::hook<void (*)(void *)>("fakeHipLastSurfaceResource")(&Last);
  EXPECT_EQ(Last.resType, cudaResourceTypeArray);
  EXPECT_EQ(Last.res.array, static_cast<void *>(A));
  EXPECT_EQ(cudaDestroySurfaceObject(Surf), cudaSuccess);
  EXPECT_EQ(cudaDestroyTextureObject(Tex), cudaSuccess);
  EXPECT_EQ(cudaFreeArray(A), cudaSuccess);
}

TEST(Texture, BadArgumentsAreRejectedBeforeHip) {
  int Dummy;
  cudaResourceDesc R = linearResource(&Dummy);
  cudaTextureDesc T = everyTextureField();
  cudaTextureObject_t Obj = 0;
  EXPECT_EQ(cudaCreateTextureObject(nullptr, &R, &T, nullptr), cudaErrorInvalidValue);
  EXPECT_EQ(cudaCreateTextureObject(&Obj, nullptr, &T, nullptr), cudaErrorInvalidValue);
  EXPECT_EQ(cudaCreateTextureObject(&Obj, &R, nullptr, nullptr), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidValue);

  auto Rejected = [&](cudaResourceDesc Bad, cudaTextureDesc BadT) {
    return cudaCreateTextureObject(&Obj, &Bad, &BadT, nullptr) == cudaErrorInvalidValue;
  };
  cudaResourceDesc B = R;
  B.flags = 1;
  EXPECT_TRUE(Rejected(B, T)) << "flags must be zero";
  B = R;
  B.resType = static_cast<cudaResourceType>(7);
  EXPECT_TRUE(Rejected(B, T)) << "resource type";
  B = R;
  B.res.linear.devPtr = nullptr;
  EXPECT_TRUE(Rejected(B, T)) << "linear without memory";
  B = R;
  B.res.linear.desc.x = 12;
  EXPECT_TRUE(Rejected(B, T)) << "12-bit channel";
  B = R;
  B.res.linear.desc = cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindFloat);
  EXPECT_TRUE(Rejected(B, T)) << "8-bit float";
  B = R;
  B.res.linear.desc = cudaCreateChannelDesc(8, 0, 8, 0, cudaChannelFormatKindUnsigned);
  EXPECT_TRUE(Rejected(B, T)) << "gap between channels";
  B.resType = cudaResourceTypePitch2D;
  B.res.pitch2D.devPtr = &Dummy;
  B.res.pitch2D.desc = cudaCreateChannelDesc<float4>();
  B.res.pitch2D.width = 64;
  B.res.pitch2D.height = 2;
  B.res.pitch2D.pitchInBytes = 512; // 64 float4 need 1024 bytes
  EXPECT_TRUE(Rejected(B, T)) << "pitch below the row size";
  B = R;
  B.resType = cudaResourceTypeArray;
  B.res.array.array = nullptr;
  EXPECT_TRUE(Rejected(B, T)) << "no array";
  cudaTextureDesc BT = T;
  BT.addressMode[1] = static_cast<cudaTextureAddressMode>(4);
  EXPECT_TRUE(Rejected(R, BT)) << "address mode";
  BT = T;
  BT.filterMode = static_cast<cudaTextureFilterMode>(2);
  EXPECT_TRUE(Rejected(R, BT)) << "filter mode";
  BT = T;
  BT.readMode = static_cast<cudaTextureReadMode>(2);
  EXPECT_TRUE(Rejected(R, BT)) << "read mode";
  cudaResourceViewDesc V;
  std::memset(&V, 0, sizeof(V));
  V.reserved[4] = 1;
  EXPECT_EQ(cudaCreateTextureObject(&Obj, &R, &T, &V), cudaErrorInvalidValue);

  cudaSurfaceObject_t Surf = 0;
  EXPECT_EQ(cudaCreateSurfaceObject(&Surf, &R), cudaErrorInvalidValue) << "surfaces need arrays";
  EXPECT_EQ(cudaCreateSurfaceObject(nullptr, &R), cudaErrorInvalidValue);
  cudaTextureDesc Out;
  EXPECT_EQ(cudaGetTextureObjectTextureDesc(nullptr, 1), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetTextureObjectTextureDesc(&Out, 12345), cudaErrorInvalidValue);
  EXPECT_EQ(cudaArrayGetInfo(nullptr, nullptr, nullptr, nullptr), cudaErrorInvalidResourceHandle);
  cudaGetLastError();
}

} // namespace
