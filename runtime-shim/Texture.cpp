// SPDX-License-Identifier: Apache-2.0
// Texture and surface objects and CUDA arrays of the runtime API: the functions whose structures
// differ from HIP's (TextureAbi.h). cudaTextureObject_t / cudaSurfaceObject_t are HIP's object
// pointers as 64-bit integers; device code reads the descriptors they point to
// (headers/__scale_amd/texture/image.h).
#include "State.h"
#include "TextureAbi.h"

using namespace scale;

namespace {

/// ROCm 5's public struct hipArray (ROCm 6 made arrays opaque and added hipArrayGetInfo).
struct HipArrayRocm5 {
  void *data;
  cudaChannelFormatDesc desc;
  unsigned int type, width, height, depth;
};

} // namespace

extern "C" {

cudaError_t cudaCreateTextureObject(cudaTextureObject_t *Obj, const struct cudaResourceDesc *Res,
                                    const struct cudaTextureDesc *Tex,
                                    const struct cudaResourceViewDesc *View) {
  if (!Obj || !Res || !Tex)
    return record(cudaErrorInvalidValue);
  HipResourceDesc HR;
  HipTextureDesc HT;
  HipResourceViewDesc HV;
  cudaError_t E = toHip(*Res, HR);
  if (E == cudaSuccess)
    E = toHip(*Tex, HT);
  if (E == cudaSuccess && View)
    E = toHip(*View, HV);
  if (E != cudaSuccess)
    return record(E);
  using Fn = hipError (*)(void **, const HipResourceDesc *, const HipTextureDesc *,
                          const HipResourceViewDesc *);
  static const Fn F = hipFn<Fn>("hipCreateTextureObject");
  cudaError_t Err;
  if (!api(Err))
    return Err;
  if (!F)
    return record(cudaErrorNotSupported);
  void *Handle = nullptr;
  hipError HE = F(&Handle, &HR, &HT, View ? &HV : nullptr);
  if (HE == 0)
    *Obj = reinterpret_cast<cudaTextureObject_t>(Handle);
  return forward(HE);
}

cudaError_t cudaDestroyTextureObject(cudaTextureObject_t Obj) {
  using Fn = hipError (*)(void *);
  cudaError_t Err;
  Fn F = need<Fn>("hipDestroyTextureObject", Err);
  return F ? forward(F(reinterpret_cast<void *>(Obj))) : Err;
}

cudaError_t cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *Out,
                                             cudaTextureObject_t Obj) {
  if (!Out)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(HipResourceDesc *, void *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGetTextureObjectResourceDesc", Err);
  if (!F)
    return Err;
  HipResourceDesc H = {};
  hipError E = F(&H, reinterpret_cast<void *>(Obj));
  if (E == 0)
    *Out = fromHip(H);
  return forward(E);
}

cudaError_t cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *Out, cudaTextureObject_t Obj) {
  if (!Out)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(HipTextureDesc *, void *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGetTextureObjectTextureDesc", Err);
  if (!F)
    return Err;
  HipTextureDesc H = {};
  hipError E = F(&H, reinterpret_cast<void *>(Obj));
  if (E == 0)
    *Out = fromHip(H);
  return forward(E);
}

cudaError_t cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *Out,
                                                 cudaTextureObject_t Obj) {
  if (!Out)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(HipResourceViewDesc *, void *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGetTextureObjectResourceViewDesc", Err);
  if (!F)
    return Err;
  HipResourceViewDesc H = {};
  hipError E = F(&H, reinterpret_cast<void *>(Obj));
  if (E == 0)
    *Out = fromHip(H);
  return forward(E);
}

cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *Obj, const struct cudaResourceDesc *Res) {
  if (!Obj || !Res)
    return record(cudaErrorInvalidValue);
  HipResourceDesc HR;
  if (cudaError_t E = toHipSurface(*Res, HR))
    return record(E);
  using Fn = hipError (*)(void **, const HipResourceDesc *);
  cudaError_t Err;
  if (!api(Err))
    return Err;
  static const Fn F = reinterpret_cast<Fn>(hipCreateSurfaceObjectFn());
  if (!F)
    return record(cudaErrorNotSupported);
  void *Handle = nullptr;
  hipError HE = F(&Handle, &HR);
  if (HE == 0)
    *Obj = reinterpret_cast<cudaSurfaceObject_t>(Handle);
  return forward(HE);
}

cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t Obj) {
  using Fn = hipError (*)(void *);
  cudaError_t Err;
  if (!api(Err))
    return Err;
  static const Fn F = reinterpret_cast<Fn>(hipDestroySurfaceObjectFn());
  if (!F)
    return record(cudaErrorNotSupported);
  return forward(F(reinterpret_cast<void *>(Obj)));
}

cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *Desc, struct cudaExtent *Extent,
                             unsigned int *Flags, cudaArray_t Array) {
  if (!Array)
    return record(cudaErrorInvalidResourceHandle);
  cudaError_t Err;
  if (!api(Err))
    return Err;
  using Fn = hipError (*)(cudaChannelFormatDesc *, cudaExtent *, unsigned *, cudaArray_t);
  static const Fn F = hipFn<Fn>("hipArrayGetInfo");
  cudaChannelFormatDesc D = {};
  cudaExtent X = {};
  unsigned Fl = 0;
  if (F) {
    if (hipError E = F(&D, &X, &Fl, Array))
      return forward(E);
  } else if (hipRuntimeVersion() < 60000000) {
    // ROCm 5 has no query but a public array struct; it does not keep the flags.
    const HipArrayRocm5 *A = reinterpret_cast<const HipArrayRocm5 *>(Array);
    D = A->desc;
    X = {A->width, A->height, A->depth};
  } else {
    return record(cudaErrorNotSupported);
  }
  if (Desc)
    *Desc = D;
  if (Extent)
    *Extent = X;
  if (Flags)
    *Flags = Fl;
  return cudaSuccess;
}

} // extern "C"
