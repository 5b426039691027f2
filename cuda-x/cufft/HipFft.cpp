// SPDX-License-Identifier: Apache-2.0
// hipFFT loading, tables and the forwarded calls (design in HipFft.h). Values: hipfft.h of
// hipFFT 1.0 (ROCm 5/6): hipfftType and hipfftResult equal cuFFT's.
#include "HipFft.h"
#include "../common/RocmLibrary.h"

#include <dlfcn.h>

#include <cstdlib>
#include <cstring>
#include <limits>

namespace scale::fft::hip {
namespace {

void *library() {
  static void *Lib = rocm::openLibrary("SCALE_AMD_CUFFT_BACKEND", "SCALE_AMD_HIPFFT_LIBRARY",
                                       {"libhipfft.so.0", "libhipfft.so.1", "libhipfft.so"});
  return Lib;
}

template <class Fn> Fn fn(const char *Name) {
  void *L = library();
  return L ? reinterpret_cast<Fn>(dlsym(L, Name)) : nullptr;
}

using CreateFn = int (*)(void **);
using HandleFn = int (*)(void *);
using IntFn = int (*)(void *, int);
using PtrFn = int (*)(void *, void *);
using Many64Fn = int (*)(void *, int, long long *, long long *, long long, long long, long long *,
                         long long, long long, int, long long, size_t *);
using ManyFn = int (*)(void *, int, int *, int *, int, int, int *, int, int, int, int, size_t *);
using ExecDirFn = int (*)(void *, const void *, void *, int);
using ExecFn = int (*)(void *, const void *, void *);

/// The HIP stream of a CUDA stream: ours are HIP's, but for the legacy default stream.
void *hipStream(cudaStream_t S) { return S == cudaStreamLegacy ? nullptr : static_cast<void *>(S); }

bool fitsInt(long long V) { return V >= 0 && V <= std::numeric_limits<int>::max(); }

} // namespace

bool available() {
  const char *B = std::getenv("SCALE_AMD_CUFFT_BACKEND");
  if (B && std::strcmp(B, "fallback") == 0)
    return false;
  return library() && fn<CreateFn>("hipfftCreate");
}

bool required() {
  const char *B = std::getenv("SCALE_AMD_CUFFT_BACKEND");
  return B && std::strcmp(B, "hipfft") == 0;
}

cufftResult fromHip(int R) {
  switch (R) {
  case 0: return CUFFT_SUCCESS;
  case 1: return CUFFT_INVALID_PLAN;
  case 2: return CUFFT_ALLOC_FAILED;
  case 3: return CUFFT_INVALID_TYPE;
  case 4: return CUFFT_INVALID_VALUE;
  case 5: return CUFFT_INTERNAL_ERROR;
  case 6: return CUFFT_EXEC_FAILED;
  case 7: return CUFFT_SETUP_FAILED;
  case 8: return CUFFT_INVALID_SIZE;
  case 9: return CUFFT_UNALIGNED_DATA;
  case 10: return cufftResult(10); // CUFFT_INCOMPLETE_PARAMETER_LIST (not in CUDA 13's cufft.h)
  case 11: return CUFFT_INVALID_DEVICE;
  case 12: return cufftResult(12); // CUFFT_PARSE_ERROR (idem)
  case 13: return CUFFT_NO_WORKSPACE;
  case 14: return CUFFT_NOT_IMPLEMENTED;
  case 16: return CUFFT_NOT_SUPPORTED;
  }
  return CUFFT_INTERNAL_ERROR;
}

int toHip(cufftType T) {
  switch (T) {
  case CUFFT_R2C: return 0x2a; // HIPFFT_R2C
  case CUFFT_C2R: return 0x2c;
  case CUFFT_C2C: return 0x29;
  case CUFFT_D2Z: return 0x6a;
  case CUFFT_Z2D: return 0x6c;
  case CUFFT_Z2Z: return 0x69;
  }
  return -1;
}

cufftResult make(Plan &P) {
  auto Create = fn<CreateFn>("hipfftCreate");
  auto Destroy = fn<HandleFn>("hipfftDestroy");
  auto SetAuto = fn<IntFn>("hipfftSetAutoAllocation");
  auto Many64 = fn<Many64Fn>("hipfftMakePlanMany64");
  auto Many = fn<ManyFn>("hipfftMakePlanMany");
  if (!Create || !Destroy || (!Many64 && !Many))
    return CUFFT_NOT_SUPPORTED;
  void *H = nullptr;
  if (int R = Create(&H))
    return fromHip(R);
  if (SetAuto)
    SetAuto(H, P.AutoAllocate ? 1 : 0);
  long long N[3], In[3], Out[3];
  for (int D = 0; D < 3; ++D) {
    N[D] = P.N[D];
    In[D] = P.In.Embed[D];
    Out[D] = P.Out.Embed[D];
  }
  size_t Work = 0;
  int R;
  if (Many64) {
    R = Many64(H, P.Rank, N, P.Advanced ? In : nullptr, P.In.Stride, P.In.Dist,
               P.Advanced ? Out : nullptr, P.Out.Stride, P.Out.Dist, toHip(P.Type), P.Batch, &Work);
  } else {
    int Ni[3], Ii[3], Oi[3];
    bool Fits = fitsInt(P.Batch) && fitsInt(P.In.Stride) && fitsInt(P.In.Dist) &&
                fitsInt(P.Out.Stride) && fitsInt(P.Out.Dist);
    for (int D = 0; D < 3; ++D) {
      Fits = Fits && fitsInt(N[D]) && fitsInt(In[D]) && fitsInt(Out[D]);
      Ni[D] = int(N[D]), Ii[D] = int(In[D]), Oi[D] = int(Out[D]);
    }
    R = !Fits ? 8 /* HIPFFT_INVALID_SIZE */
              : Many(H, P.Rank, Ni, P.Advanced ? Ii : nullptr, int(P.In.Stride), int(P.In.Dist),
                     P.Advanced ? Oi : nullptr, int(P.Out.Stride), int(P.Out.Dist), toHip(P.Type),
                     int(P.Batch), &Work);
  }
  if (R) {
    Destroy(H);
    return fromHip(R);
  }
  P.Hip = H;
  P.WorkSize = Work;
  if (cufftResult S = setStream(P)) {
    destroy(P);
    return S;
  }
  if (P.Work)
    setWorkArea(P);
  return CUFFT_SUCCESS;
}

void destroy(Plan &P) {
  if (!P.Hip)
    return;
  if (auto Destroy = fn<HandleFn>("hipfftDestroy"))
    Destroy(P.Hip);
  P.Hip = nullptr;
}

cufftResult setStream(const Plan &P) {
  auto Set = fn<PtrFn>("hipfftSetStream");
  return Set ? fromHip(Set(P.Hip, hipStream(P.Stream))) : CUFFT_NOT_SUPPORTED;
}

cufftResult setWorkArea(const Plan &P) {
  auto Set = fn<PtrFn>("hipfftSetWorkArea");
  return Set ? fromHip(Set(P.Hip, P.Work)) : CUFFT_NOT_SUPPORTED;
}

cufftResult execute(const Plan &P, const void *In, void *Out, int Direction) {
  const char *Name = nullptr;
  bool Dir = P.K == Kind::C2C;
  switch (P.Type) {
  case CUFFT_C2C: Name = "hipfftExecC2C"; break;
  case CUFFT_Z2Z: Name = "hipfftExecZ2Z"; break;
  case CUFFT_R2C: Name = "hipfftExecR2C"; break;
  case CUFFT_D2Z: Name = "hipfftExecD2Z"; break;
  case CUFFT_C2R: Name = "hipfftExecC2R"; break;
  case CUFFT_Z2D: Name = "hipfftExecZ2D"; break;
  }
  if (Dir) {
    auto F = fn<ExecDirFn>(Name);
    return F ? fromHip(F(P.Hip, In, Out, Direction)) : CUFFT_NOT_SUPPORTED;
  }
  auto F = fn<ExecFn>(Name);
  return F ? fromHip(F(P.Hip, In, Out)) : CUFFT_NOT_SUPPORTED;
}

} // namespace scale::fft::hip
