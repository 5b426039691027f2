// SPDX-License-Identifier: Apache-2.0
// libcufft's API layer: integer handles, argument validation with cuFFT's result codes, plan
// geometry (basic and advanced layouts), work-area sizes and management, and cufftXt's
// single-GPU subset. The transforms themselves run in the engine (Engine.h). Plain C++: also
// compiled into test/unit/cufft with a fake engine.
#include "Engine.h"
#include "HipFft.h"
#include "Plan.h"

#include <cufftXt.h>

#include <memory>
#include <mutex>
#include <unordered_map>

namespace scale::fft {

std::vector<int> radices(long long N) {
  std::vector<int> R;
  for (int P : {4, 2, 3, 5, 7})
    while (N % P == 0) {
      R.push_back(P);
      N /= P;
    }
  if (N != 1)
    R.clear();
  return R;
}

long long bluesteinLength(long long N) {
  long long M = 1;
  while (M < 2 * N - 1)
    M *= 2;
  return M;
}

long long packedElements(const Plan &P) {
  long long E = P.Batch;
  for (int D = 0; D < P.Rank; ++D)
    E *= P.N[D];
  return E;
}

size_t workSize(const Plan &P) {
  const size_t Elem = P.Double ? 16 : 8;
  const long long Total = packedElements(P);
  size_t Bytes = 2 * size_t(Total) * Elem; // A and B
  size_t Extra = 0;
  for (const Axis &X : P.Axes)
    if (X.M) {
      size_t Lines = size_t(Total / X.N);
      size_t Need = 2 * Lines * size_t(X.M) * Elem;
      Extra = Need > Extra ? Need : Extra;
    }
  return Bytes + Extra;
}

void layouts(const Plan &P, bool InPlace, Layout &In, Layout &Out) {
  if (P.Advanced) {
    In = P.In;
    Out = P.Out;
    return;
  }
  // Basic layouts: packed, the complex side of R2C/C2R with N/2+1 in the last dimension, the real
  // side padded to 2*(N/2+1) in place.
  const int R = P.Rank;
  const long long Last = P.N[R - 1], Half = Last / 2 + 1;
  Layout Full, Cplx, Real;
  for (Layout *L : {&Full, &Cplx, &Real}) {
    L->Stride = 1;
    for (int D = 1; D < R; ++D)
      L->Embed[D] = P.N[D];
  }
  Cplx.Embed[R - 1] = R > 1 ? Half : 0;
  Real.Embed[R - 1] = R > 1 ? (InPlace ? 2 * Half : Last) : 0;
  long long Outer = 1;
  for (int D = 0; D < R - 1; ++D)
    Outer *= P.N[D];
  Full.Dist = Outer * Last;
  Cplx.Dist = Outer * Half;
  Real.Dist = Outer * (InPlace ? 2 * Half : Last);
  switch (P.K) {
  case Kind::C2C:
    In = Out = Full;
    break;
  case Kind::R2C:
    In = Real;
    Out = Cplx;
    break;
  case Kind::C2R:
    In = Cplx;
    Out = Real;
    break;
  }
}

namespace {

struct Registry {
  std::mutex Lock;
  std::unordered_map<int, std::unique_ptr<Plan>> Plans;
  int Next = 1;
};

Registry &registry() {
  static Registry R;
  return R;
}

Plan *find(cufftHandle H) {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  auto It = R.Plans.find(H);
  return It == R.Plans.end() ? nullptr : It->second.get();
}

bool typeOf(cufftType T, Kind &K, bool &Double) {
  switch (T) {
  case CUFFT_C2C: K = Kind::C2C, Double = false; return true;
  case CUFFT_R2C: K = Kind::R2C, Double = false; return true;
  case CUFFT_C2R: K = Kind::C2R, Double = false; return true;
  case CUFFT_Z2Z: K = Kind::C2C, Double = true; return true;
  case CUFFT_D2Z: K = Kind::R2C, Double = true; return true;
  case CUFFT_Z2D: K = Kind::C2R, Double = true; return true;
  }
  return false;
}

/// Fills P's geometry from a cufftPlanMany-style description (no device work).
cufftResult describe(Plan &P, int Rank, const long long *N, const long long *Inembed,
                     long long Istride, long long Idist, const long long *Onembed,
                     long long Ostride, long long Odist, cufftType Type, long long Batch) {
  Kind K;
  bool Double;
  if (!typeOf(Type, K, Double))
    return CUFFT_INVALID_TYPE;
  // A rank other than 1, 2 or 3 is an invalid value, a missing or non-positive size an invalid
  // size (NVIDIA's cuFFT, measured on the H200: cufftPlanMany with rank 4 gives INVALID_VALUE).
  if (Rank < 1 || Rank > 3)
    return CUFFT_INVALID_VALUE;
  if (!N)
    return CUFFT_INVALID_SIZE;
  if (Batch < 1)
    return CUFFT_INVALID_SIZE;
  for (int D = 0; D < Rank; ++D)
    if (N[D] < 1)
      return CUFFT_INVALID_SIZE;
  P.Type = Type;
  P.K = K;
  P.Double = Double;
  P.Rank = Rank;
  for (int D = 0; D < 3; ++D)
    P.N[D] = D < Rank ? N[D] : 1;
  P.Batch = Batch;
  // Advanced layout only when both embeds are given (cuFFT: a null embed means the basic layout,
  // and the strides and distances are then ignored).
  P.Advanced = Inembed && Onembed;
  if (P.Advanced) {
    if (Istride < 1 || Ostride < 1 || Idist < 0 || Odist < 0)
      return CUFFT_INVALID_VALUE;
    // The logical sizes of each side (the complex side of R2C/C2R has N/2+1 in the last dim).
    long long InLast = K == Kind::C2R ? N[Rank - 1] / 2 + 1 : N[Rank - 1];
    long long OutLast = K == Kind::R2C ? N[Rank - 1] / 2 + 1 : N[Rank - 1];
    for (int D = 1; D < Rank; ++D) {
      long long InN = D == Rank - 1 ? InLast : N[D], OutN = D == Rank - 1 ? OutLast : N[D];
      if (Inembed[D] < InN || Onembed[D] < OutN)
        return CUFFT_INVALID_VALUE;
    }
    P.In.Dist = Idist;
    P.In.Stride = Istride;
    P.Out.Dist = Odist;
    P.Out.Stride = Ostride;
    for (int D = 0; D < 3; ++D) {
      P.In.Embed[D] = D < Rank ? Inembed[D] : 0; // [0] unused by cuFFT, passed on to hipFFT
      P.Out.Embed[D] = D < Rank ? Onembed[D] : 0;
    }
  }
  P.Axes.clear();
  for (int D = 0; D < Rank; ++D) {
    Axis X;
    X.N = N[D];
    X.Radices = radices(X.N);
    if (X.Radices.empty() && X.N > 1) {
      X.M = bluesteinLength(X.N);
      X.MRadices = radices(X.M);
    }
    P.Axes.push_back(X);
  }
  P.WorkSize = workSize(P);
  return CUFFT_SUCCESS;
}

void releaseAll(Plan &P) {
  hip::destroy(P);
  release(P);
  if (P.OwnsWork)
    freeWork(P.Work);
  P.Work = nullptr;
  P.OwnsWork = false;
  P.Made = false;
}

/// cufftMakePlan*: geometry, device tables, and the work area when auto-allocating.
cufftResult make(cufftHandle H, int Rank, const long long *N, const long long *Inembed,
                 long long Istride, long long Idist, const long long *Onembed, long long Ostride,
                 long long Odist, cufftType Type, long long Batch, size_t *WorkSize) {
  Plan *P = find(H);
  if (!P)
    return CUFFT_INVALID_PLAN;
  if (P->Made)
    releaseAll(*P);
  if (cufftResult R = describe(*P, Rank, N, Inembed, Istride, Idist, Onembed, Ostride, Odist,
                               Type, Batch))
    return R;
  // hipFFT first where it is loaded; our kernels where it cannot make the plan (unless required).
  if (hip::available()) {
    cufftResult R = hip::make(*P);
    if (R == CUFFT_SUCCESS) {
      P->Made = true;
      if (WorkSize)
        *WorkSize = P->WorkSize;
      return CUFFT_SUCCESS;
    }
    if (hip::required())
      return R;
  } else if (hip::required()) {
    return CUFFT_SETUP_FAILED;
  }
  if (cufftResult R = prepare(*P)) {
    release(*P);
    return R;
  }
  if (P->AutoAllocate) {
    if (cufftResult R = allocateWork(P->WorkSize, &P->Work)) {
      release(*P);
      return R;
    }
    P->OwnsWork = true;
  }
  P->Made = true;
  if (WorkSize)
    *WorkSize = P->WorkSize;
  return CUFFT_SUCCESS;
}

cufftResult estimate(int Rank, const long long *N, const long long *Inembed, long long Istride,
                     long long Idist, const long long *Onembed, long long Ostride, long long Odist,
                     cufftType Type, long long Batch, size_t *WorkSize) {
  if (!WorkSize)
    return CUFFT_INVALID_VALUE;
  Plan P;
  if (cufftResult R =
          describe(P, Rank, N, Inembed, Istride, Idist, Onembed, Ostride, Odist, Type, Batch))
    return R;
  *WorkSize = P.WorkSize;
  return CUFFT_SUCCESS;
}

struct Dims {
  long long N[3] = {1, 1, 1}, In[3] = {0, 0, 0}, Out[3] = {0, 0, 0};
  bool HaveIn = false, HaveOut = false;
};

cufftResult widen(int Rank, const int *N, const int *Inembed, const int *Onembed, Dims &D) {
  if (Rank < 1 || Rank > 3)
    return CUFFT_INVALID_VALUE; // as describe()
  if (!N)
    return CUFFT_INVALID_SIZE;
  for (int K = 0; K < Rank; ++K) {
    D.N[K] = N[K];
    if (Inembed)
      D.In[K] = Inembed[K];
    if (Onembed)
      D.Out[K] = Onembed[K];
  }
  D.HaveIn = Inembed != nullptr;
  D.HaveOut = Onembed != nullptr;
  return CUFFT_SUCCESS;
}

cufftResult createPlan(cufftHandle *Out) {
  if (!Out)
    return CUFFT_INVALID_VALUE;
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  int H = R.Next++;
  R.Plans.emplace(H, std::make_unique<Plan>());
  *Out = H;
  return CUFFT_SUCCESS;
}

void destroyPlan(cufftHandle H) {
  std::unique_ptr<Plan> P;
  {
    Registry &R = registry();
    std::lock_guard<std::mutex> G(R.Lock);
    auto It = R.Plans.find(H);
    if (It == R.Plans.end())
      return;
    P = std::move(It->second);
    R.Plans.erase(It);
  }
  releaseAll(*P);
}

/// Plan in one call: create, make, and destroy again on failure (the handle is not returned).
template <class MakeFn> cufftResult oneCall(cufftHandle *Out, MakeFn Make) {
  if (!Out)
    return CUFFT_INVALID_VALUE;
  cufftHandle H;
  if (cufftResult R = createPlan(&H))
    return R;
  if (cufftResult R = Make(H)) {
    destroyPlan(H);
    return R;
  }
  *Out = H;
  return CUFFT_SUCCESS;
}

cufftResult run(cufftHandle H, Kind K, bool Double, const void *In, void *Out, int Direction) {
  Plan *P = find(H);
  if (!P || !P->Made)
    return CUFFT_INVALID_PLAN;
  if (P->K != K || P->Double != Double)
    return CUFFT_INVALID_VALUE; // the plan was made for another transform type
  if (Direction != CUFFT_FORWARD && Direction != CUFFT_INVERSE)
    return CUFFT_INVALID_VALUE;
  if (!In || !Out)
    return CUFFT_INVALID_VALUE;
  if (!P->Work && (!P->Hip || !P->AutoAllocate))
    return CUFFT_NO_WORKSPACE;
  return P->Hip ? hip::execute(*P, In, Out, Direction) : execute(*P, In, Out, Direction);
}

} // namespace
} // namespace scale::fft

using namespace scale::fft;

extern "C" {

cufftResult cufftCreate(cufftHandle *Handle) { return createPlan(Handle); }

cufftResult cufftDestroy(cufftHandle H) {
  if (!find(H))
    return CUFFT_INVALID_PLAN;
  destroyPlan(H);
  return CUFFT_SUCCESS;
}

cufftResult cufftMakePlanMany64(cufftHandle H, int Rank, long long *N, long long *Inembed,
                                long long Istride, long long Idist, long long *Onembed,
                                long long Ostride, long long Odist, cufftType Type,
                                long long Batch, size_t *WorkSize) {
  return make(H, Rank, N, Inembed, Istride, Idist, Onembed, Ostride, Odist, Type, Batch, WorkSize);
}

cufftResult cufftMakePlanMany(cufftHandle H, int Rank, int *N, int *Inembed, int Istride,
                              int Idist, int *Onembed, int Ostride, int Odist, cufftType Type,
                              int Batch, size_t *WorkSize) {
  Dims D;
  if (cufftResult R = widen(Rank, N, Inembed, Onembed, D))
    return find(H) ? R : CUFFT_INVALID_PLAN;
  return make(H, Rank, D.N, D.HaveIn ? D.In : nullptr, Istride, Idist, D.HaveOut ? D.Out : nullptr,
              Ostride, Odist, Type, Batch, WorkSize);
}

cufftResult cufftMakePlan1d(cufftHandle H, int Nx, cufftType Type, int Batch, size_t *WorkSize) {
  long long N[1] = {Nx};
  return make(H, 1, N, nullptr, 1, 0, nullptr, 1, 0, Type, Batch, WorkSize);
}

cufftResult cufftMakePlan2d(cufftHandle H, int Nx, int Ny, cufftType Type, size_t *WorkSize) {
  long long N[2] = {Nx, Ny};
  return make(H, 2, N, nullptr, 1, 0, nullptr, 1, 0, Type, 1, WorkSize);
}

cufftResult cufftMakePlan3d(cufftHandle H, int Nx, int Ny, int Nz, cufftType Type,
                            size_t *WorkSize) {
  long long N[3] = {Nx, Ny, Nz};
  return make(H, 3, N, nullptr, 1, 0, nullptr, 1, 0, Type, 1, WorkSize);
}

cufftResult cufftPlan1d(cufftHandle *Plan, int Nx, cufftType Type, int Batch) {
  return oneCall(Plan, [&](cufftHandle H) { return cufftMakePlan1d(H, Nx, Type, Batch, nullptr); });
}

cufftResult cufftPlan2d(cufftHandle *Plan, int Nx, int Ny, cufftType Type) {
  return oneCall(Plan, [&](cufftHandle H) { return cufftMakePlan2d(H, Nx, Ny, Type, nullptr); });
}

cufftResult cufftPlan3d(cufftHandle *Plan, int Nx, int Ny, int Nz, cufftType Type) {
  return oneCall(Plan,
                 [&](cufftHandle H) { return cufftMakePlan3d(H, Nx, Ny, Nz, Type, nullptr); });
}

cufftResult cufftPlanMany(cufftHandle *Plan, int Rank, int *N, int *Inembed, int Istride,
                          int Idist, int *Onembed, int Ostride, int Odist, cufftType Type,
                          int Batch) {
  return oneCall(Plan, [&](cufftHandle H) {
    return cufftMakePlanMany(H, Rank, N, Inembed, Istride, Idist, Onembed, Ostride, Odist, Type,
                             Batch, nullptr);
  });
}

cufftResult cufftEstimate1d(int Nx, cufftType Type, int Batch, size_t *WorkSize) {
  long long N[1] = {Nx};
  return estimate(1, N, nullptr, 1, 0, nullptr, 1, 0, Type, Batch, WorkSize);
}

cufftResult cufftEstimate2d(int Nx, int Ny, cufftType Type, size_t *WorkSize) {
  long long N[2] = {Nx, Ny};
  return estimate(2, N, nullptr, 1, 0, nullptr, 1, 0, Type, 1, WorkSize);
}

cufftResult cufftEstimate3d(int Nx, int Ny, int Nz, cufftType Type, size_t *WorkSize) {
  long long N[3] = {Nx, Ny, Nz};
  return estimate(3, N, nullptr, 1, 0, nullptr, 1, 0, Type, 1, WorkSize);
}

cufftResult cufftEstimateMany(int Rank, int *N, int *Inembed, int Istride, int Idist, int *Onembed,
                              int Ostride, int Odist, cufftType Type, int Batch,
                              size_t *WorkSize) {
  Dims D;
  if (cufftResult R = widen(Rank, N, Inembed, Onembed, D))
    return R;
  return estimate(Rank, D.N, D.HaveIn ? D.In : nullptr, Istride, Idist,
                  D.HaveOut ? D.Out : nullptr, Ostride, Odist, Type, Batch, WorkSize);
}

cufftResult cufftGetSizeMany64(cufftHandle H, int Rank, long long *N, long long *Inembed,
                               long long Istride, long long Idist, long long *Onembed,
                               long long Ostride, long long Odist, cufftType Type,
                               long long Batch, size_t *WorkSize) {
  if (!find(H))
    return CUFFT_INVALID_PLAN;
  return estimate(Rank, N, Inembed, Istride, Idist, Onembed, Ostride, Odist, Type, Batch, WorkSize);
}

cufftResult cufftGetSizeMany(cufftHandle H, int Rank, int *N, int *Inembed, int Istride, int Idist,
                             int *Onembed, int Ostride, int Odist, cufftType Type, int Batch,
                             size_t *WorkSize) {
  if (!find(H))
    return CUFFT_INVALID_PLAN;
  return cufftEstimateMany(Rank, N, Inembed, Istride, Idist, Onembed, Ostride, Odist, Type, Batch,
                           WorkSize);
}

cufftResult cufftGetSize1d(cufftHandle H, int Nx, cufftType Type, int Batch, size_t *WorkSize) {
  if (!find(H))
    return CUFFT_INVALID_PLAN;
  return cufftEstimate1d(Nx, Type, Batch, WorkSize);
}

cufftResult cufftGetSize2d(cufftHandle H, int Nx, int Ny, cufftType Type, size_t *WorkSize) {
  if (!find(H))
    return CUFFT_INVALID_PLAN;
  return cufftEstimate2d(Nx, Ny, Type, WorkSize);
}

cufftResult cufftGetSize3d(cufftHandle H, int Nx, int Ny, int Nz, cufftType Type,
                           size_t *WorkSize) {
  if (!find(H))
    return CUFFT_INVALID_PLAN;
  return cufftEstimate3d(Nx, Ny, Nz, Type, WorkSize);
}

cufftResult cufftGetSize(cufftHandle H, size_t *WorkSize) {
  Plan *P = find(H);
  if (!P || !P->Made)
    return CUFFT_INVALID_PLAN;
  if (!WorkSize)
    return CUFFT_INVALID_VALUE;
  *WorkSize = P->WorkSize;
  return CUFFT_SUCCESS;
}

cufftResult cufftSetAutoAllocation(cufftHandle H, int AutoAllocate) {
  Plan *P = find(H);
  if (!P)
    return CUFFT_INVALID_PLAN;
  P->AutoAllocate = AutoAllocate != 0;
  return CUFFT_SUCCESS;
}

cufftResult cufftSetWorkArea(cufftHandle H, void *WorkArea) {
  Plan *P = find(H);
  if (!P)
    return CUFFT_INVALID_PLAN;
  if (P->OwnsWork)
    freeWork(P->Work);
  P->OwnsWork = false;
  P->Work = WorkArea;
  return P->Hip ? hip::setWorkArea(*P) : CUFFT_SUCCESS;
}

cufftResult cufftSetStream(cufftHandle H, cudaStream_t Stream) {
  Plan *P = find(H);
  if (!P)
    return CUFFT_INVALID_PLAN;
  P->Stream = Stream;
  return P->Hip ? hip::setStream(*P) : CUFFT_SUCCESS;
}

cufftResult cufftGetVersion(int *Version) {
  if (!Version)
    return CUFFT_INVALID_VALUE;
  *Version = CUFFT_VERSION;
  return CUFFT_SUCCESS;
}

cufftResult cufftGetProperty(libraryPropertyType Type, int *Value) {
  if (!Value)
    return CUFFT_INVALID_VALUE;
  switch (Type) {
  case MAJOR_VERSION: *Value = CUFFT_VER_MAJOR; return CUFFT_SUCCESS;
  case MINOR_VERSION: *Value = CUFFT_VER_MINOR; return CUFFT_SUCCESS;
  case PATCH_LEVEL: *Value = CUFFT_VER_PATCH; return CUFFT_SUCCESS;
  }
  return CUFFT_INVALID_TYPE;
}

cufftResult cufftExecC2C(cufftHandle H, cufftComplex *In, cufftComplex *Out, int Direction) {
  return run(H, Kind::C2C, false, In, Out, Direction);
}
cufftResult cufftExecZ2Z(cufftHandle H, cufftDoubleComplex *In, cufftDoubleComplex *Out,
                         int Direction) {
  return run(H, Kind::C2C, true, In, Out, Direction);
}
cufftResult cufftExecR2C(cufftHandle H, cufftReal *In, cufftComplex *Out) {
  return run(H, Kind::R2C, false, In, Out, CUFFT_FORWARD);
}
cufftResult cufftExecD2Z(cufftHandle H, cufftDoubleReal *In, cufftDoubleComplex *Out) {
  return run(H, Kind::R2C, true, In, Out, CUFFT_FORWARD);
}
cufftResult cufftExecC2R(cufftHandle H, cufftComplex *In, cufftReal *Out) {
  return run(H, Kind::C2R, false, In, Out, CUFFT_INVERSE);
}
cufftResult cufftExecZ2D(cufftHandle H, cufftDoubleComplex *In, cufftDoubleReal *Out) {
  return run(H, Kind::C2R, true, In, Out, CUFFT_INVERSE);
}

// ---- cufftXt: one GPU, no callbacks --------------------------------------------------------

static cufftResult xtType(cudaDataType In, cudaDataType Out, cudaDataType Exec, cufftType *T) {
  auto half = [](cudaDataType D) {
    return D == CUDA_R_16F || D == CUDA_C_16F || D == CUDA_R_16BF || D == CUDA_C_16BF;
  };
  if (half(In) || half(Out) || half(Exec))
    return CUFFT_NOT_SUPPORTED; // half-precision transforms are not provided
  if (In == CUDA_C_32F && Out == CUDA_C_32F && Exec == CUDA_C_32F) *T = CUFFT_C2C;
  else if (In == CUDA_R_32F && Out == CUDA_C_32F && Exec == CUDA_C_32F) *T = CUFFT_R2C;
  else if (In == CUDA_C_32F && Out == CUDA_R_32F && Exec == CUDA_C_32F) *T = CUFFT_C2R;
  else if (In == CUDA_C_64F && Out == CUDA_C_64F && Exec == CUDA_C_64F) *T = CUFFT_Z2Z;
  else if (In == CUDA_R_64F && Out == CUDA_C_64F && Exec == CUDA_C_64F) *T = CUFFT_D2Z;
  else if (In == CUDA_C_64F && Out == CUDA_R_64F && Exec == CUDA_C_64F) *T = CUFFT_Z2D;
  else return CUFFT_INVALID_TYPE;
  return CUFFT_SUCCESS;
}

cufftResult cufftXtMakePlanMany(cufftHandle H, int Rank, long long *N, long long *Inembed,
                                long long Istride, long long Idist, cudaDataType InType,
                                long long *Onembed, long long Ostride, long long Odist,
                                cudaDataType OutType, long long Batch, size_t *WorkSize,
                                cudaDataType ExecType) {
  if (!find(H))
    return CUFFT_INVALID_PLAN;
  cufftType T;
  if (cufftResult R = xtType(InType, OutType, ExecType, &T))
    return R;
  return make(H, Rank, N, Inembed, Istride, Idist, Onembed, Ostride, Odist, T, Batch, WorkSize);
}

cufftResult cufftXtGetSizeMany(cufftHandle H, int Rank, long long *N, long long *Inembed,
                               long long Istride, long long Idist, cudaDataType InType,
                               long long *Onembed, long long Ostride, long long Odist,
                               cudaDataType OutType, long long Batch, size_t *WorkSize,
                               cudaDataType ExecType) {
  if (!find(H))
    return CUFFT_INVALID_PLAN;
  cufftType T;
  if (cufftResult R = xtType(InType, OutType, ExecType, &T))
    return R;
  return estimate(Rank, N, Inembed, Istride, Idist, Onembed, Ostride, Odist, T, Batch, WorkSize);
}

cufftResult cufftXtExec(cufftHandle H, void *In, void *Out, int Direction) {
  Plan *P = find(H);
  if (!P || !P->Made)
    return CUFFT_INVALID_PLAN;
  int Dir = P->K == Kind::C2C ? Direction : P->K == Kind::R2C ? CUFFT_FORWARD : CUFFT_INVERSE;
  return run(H, P->K, P->Double, In, Out, Dir);
}

cufftResult cufftXtSetWorkAreaPolicy(cufftHandle H, cufftXtWorkAreaPolicy Policy,
                                     size_t *WorkSize) {
  Plan *P = find(H);
  if (!P)
    return CUFFT_INVALID_PLAN;
  switch (Policy) {
  case CUFFT_WORKAREA_MINIMAL:
  case CUFFT_WORKAREA_PERFORMANCE:
    return CUFFT_SUCCESS; // one work-area size: the plan's
  case CUFFT_WORKAREA_USER:
    // A user-sized area must hold what the plan needs (our passes have no smaller variant).
    if (WorkSize && P->Made && *WorkSize < P->WorkSize)
      return CUFFT_INVALID_SIZE;
    return CUFFT_SUCCESS;
  }
  return CUFFT_INVALID_VALUE;
}

cufftResult cufftXtSetWorkArea(cufftHandle H, void **WorkArea) {
  if (!WorkArea)
    return find(H) ? CUFFT_INVALID_VALUE : CUFFT_INVALID_PLAN;
  return cufftSetWorkArea(H, WorkArea[0]);
}

// Multi-GPU plans and their descriptors, plan queries and callbacks are not provided.
static cufftResult notSupported(cufftHandle H) {
  return find(H) ? CUFFT_NOT_SUPPORTED : CUFFT_INVALID_PLAN;
}
cufftResult cufftXtSetGPUs(cufftHandle H, int, int *) { return notSupported(H); }
cufftResult cufftXtMalloc(cufftHandle H, cudaLibXtDesc **, cufftXtSubFormat) {
  return notSupported(H);
}
cufftResult cufftXtMemcpy(cufftHandle H, void *, void *, cufftXtCopyType) {
  return notSupported(H);
}
cufftResult cufftXtFree(cudaLibXtDesc *) { return CUFFT_NOT_SUPPORTED; }
cufftResult cufftXtExecDescriptor(cufftHandle H, cudaLibXtDesc *, cudaLibXtDesc *, int) {
  return notSupported(H);
}
cufftResult cufftXtExecDescriptorC2C(cufftHandle H, cudaLibXtDesc *, cudaLibXtDesc *, int) {
  return notSupported(H);
}
cufftResult cufftXtExecDescriptorZ2Z(cufftHandle H, cudaLibXtDesc *, cudaLibXtDesc *, int) {
  return notSupported(H);
}
cufftResult cufftXtQueryPlan(cufftHandle H, void *, cufftXtQueryType) { return notSupported(H); }
cufftResult cufftXtSetCallback(cufftHandle H, void **, cufftXtCallbackType, void **) {
  return notSupported(H);
}
cufftResult cufftXtClearCallback(cufftHandle H, cufftXtCallbackType) { return notSupported(H); }
cufftResult cufftXtSetCallbackSharedSize(cufftHandle H, cufftXtCallbackType, size_t) {
  return notSupported(H);
}

} // extern "C"
