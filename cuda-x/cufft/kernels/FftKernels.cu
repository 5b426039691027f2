// SPDX-License-Identifier: Apache-2.0
// The cuFFT engine on our own kernels (Engine.h; the algorithm is described in Plan.h).
//
// Tables are computed on the host in long double and rounded once to the plan's precision:
// roots of unity by octant-free quadrant reduction (t/N = k/4 gives exactly 1, -i, -1, i), the
// Bluestein chirp exp(-pi i t^2 / N) from t^2 mod 2N (exact integer reduction, no large angles),
// and the chirp filter's transform by a long double radix-2 FFT on the host. The device work is
// one Stockham pass kernel per radix (templated on it, the small DFT written as a sum over the
// table's p-th roots), the Bluestein chirp/product kernels, and the gather/scatter kernels that
// map any cuFFT layout to the packed work array and back.
#include "../Engine.h"

#ifndef SCALE_AMD_CUFFT_HOST_EMULATION
#include <cuda_runtime.h>
// One launch: Kernel names a __global__ function (no commas: the template wrappers below).
#define FFT_LAUNCH(Kernel, Grid, Stream, ...) Kernel<<<Grid, Threads, 0, Stream>>>(__VA_ARGS__)
#endif
// Else test/unit/cufft/HostEmulation.h runs every launch as one host thread: each kernel is a
// grid-stride loop, so one thread does all of its work.

#include <cmath>
#include <complex>
#include <vector>

namespace scale::fft {
namespace {

template <class T> struct alignas(2 * sizeof(T)) Cx {
  T Re, Im;
};

template <class T> __device__ __forceinline__ Cx<T> cmul(Cx<T> A, Cx<T> B) {
  return {A.Re * B.Re - A.Im * B.Im, A.Re * B.Im + A.Im * B.Re};
}
template <class T> __device__ __forceinline__ Cx<T> cadd(Cx<T> A, Cx<T> B) {
  return {A.Re + B.Re, A.Im + B.Im};
}
/// The table's value, conjugated for the inverse direction (Dir = +1).
template <class T> __device__ __forceinline__ Cx<T> root(const Cx<T> *Table, long long I, int Dir) {
  Cx<T> W = Table[I];
  if (Dir > 0)
    W.Im = -W.Im;
  return W;
}

constexpr int Threads = 256;

inline unsigned blocksFor(long long Count) {
  long long B = (Count + Threads - 1) / Threads;
  return unsigned(B < 65536 ? (B > 0 ? B : 1) : 65536);
}

#define GRID_STRIDE(Idx, Count)                                                                    \
  for (long long Idx = blockIdx.x * (long long)blockDim.x + threadIdx.x; Idx < (Count);           \
       Idx += (long long)gridDim.x * blockDim.x)

/// One Stockham pass of radix P over every line of length N (element stride S) of the packed
/// array: Ns is the product of the radices before this one.
template <class T, int P>
__device__ __forceinline__ void stockhamPass(const Cx<T> *__restrict__ In,
                                             Cx<T> *__restrict__ Out, long long N, long long S,
                                             long long Count, long long Ns, const Cx<T> *Table,
                                             int Dir) {
  const long long Np = N / P, Step = N / (Ns * P);
  GRID_STRIDE(Idx, Count) {
    long long L = Idx / Np, J = Idx % Np;
    long long Base = (L / S) * N * S + (L % S);
    long long K = J % Ns;
    Cx<T> V[P];
#pragma unroll
    for (int Q = 0; Q < P; ++Q) {
      V[Q] = In[Base + (J + Q * Np) * S];
      if (Q)
        V[Q] = cmul(V[Q], root(Table, Q * K * Step, Dir));
    }
    long long Dst = (J / Ns) * Ns * P + K;
#pragma unroll
    for (int R = 0; R < P; ++R) {
      Cx<T> Acc = V[0];
#pragma unroll
      for (int Q = 1; Q < P; ++Q)
        Acc = cadd(Acc, cmul(V[Q], root(Table, ((Q * R) % P) * Np, Dir)));
      Out[Base + (Dst + R * Ns) * S] = Acc;
    }
  }
}

#define STOCKHAM_KERNEL(P)                                                                         \
  template <class T>                                                                               \
  __global__ void stockham##P(const Cx<T> *In, Cx<T> *Out, long long N, long long S,              \
                              long long Count, long long Ns, const Cx<T> *Table, int Dir) {        \
    stockhamPass<T, P>(In, Out, N, S, Count, Ns, Table, Dir);                                      \
  }
STOCKHAM_KERNEL(2)
STOCKHAM_KERNEL(3)
STOCKHAM_KERNEL(4)
STOCKHAM_KERNEL(5)
STOCKHAM_KERNEL(7)
#undef STOCKHAM_KERNEL

/// Bluestein, step 1: W[l][j] = x_l[j] * chirp[j] for j < N, 0 up to M.
template <class T>
__global__ void chirpIn(const Cx<T> *X, Cx<T> *W, long long N, long long S, long long M,
                        long long Count, const Cx<T> *Chirp, int Dir) {
  GRID_STRIDE(Idx, Count) {
    long long L = Idx / M, J = Idx % M;
    Cx<T> V = {0, 0};
    if (J < N)
      V = cmul(X[(L / S) * N * S + (L % S) + J * S], root(Chirp, J, Dir));
    W[Idx] = V;
  }
}

/// Bluestein, step 3: W[l][k] *= Bhat[k].
template <class T>
__global__ void pointwise(Cx<T> *W, long long M, long long Count, const Cx<T> *Bhat) {
  GRID_STRIDE(Idx, Count) { W[Idx] = cmul(W[Idx], Bhat[Idx % M]); }
}

/// Bluestein, step 5: x_l[k] = W[l][k] * chirp[k].
template <class T>
__global__ void chirpOut(const Cx<T> *W, Cx<T> *X, long long N, long long S, long long M,
                         long long Count, const Cx<T> *Chirp, int Dir) {
  GRID_STRIDE(Idx, Count) {
    long long L = Idx / N, K = Idx % N;
    X[(L / S) * N * S + (L % S) + K * S] = cmul(W[L * M + K], root(Chirp, K, Dir));
  }
}

/// A side of the transform on the device: its layout and the logical sizes of its dimensions.
struct Side {
  int Rank;
  long long Dims[3];
  long long Dist, Stride, Embed[3];
};

/// The full sizes of the packed array A.
struct Packed {
  int Rank;
  long long N[3];
};

__device__ __forceinline__ long long address(const Side &Sd, long long B, const long long *I) {
  long long Lin = I[0];
  for (int D = 1; D < Sd.Rank; ++D)
    Lin = Lin * Sd.Embed[D] + I[D];
  return B * Sd.Dist + Sd.Stride * Lin;
}

/// Splits a flat index over Batch x Dims into (batch, indices); returns the batch.
__device__ __forceinline__ long long split(long long E, int Rank, const long long *Dims,
                                           long long *I) {
  for (int D = Rank - 1; D >= 0; --D) {
    I[D] = E % Dims[D];
    E /= Dims[D];
  }
  return E;
}

__device__ __forceinline__ long long packedIndex(const Packed &A, long long B, const long long *I) {
  long long P = B;
  for (int D = 0; D < A.Rank; ++D)
    P = P * A.N[D] + I[D];
  return P;
}

/// Complex (Real = false) or real input, same logical sizes as A.
template <class T, bool Real>
__device__ __forceinline__ void gatherFull(const void *In, Side Sd, Cx<T> *A, long long Count) {
  GRID_STRIDE(E, Count) {
    long long I[3] = {0, 0, 0};
    long long B = split(E, Sd.Rank, Sd.Dims, I);
    long long At = address(Sd, B, I);
    if (Real)
      A[E] = {static_cast<const T *>(In)[At], T(0)};
    else
      A[E] = static_cast<const Cx<T> *>(In)[At];
  }
}

template <class T> __global__ void gatherComplex(const void *In, Side Sd, Cx<T> *A, long long Count) {
  gatherFull<T, false>(In, Sd, A, Count);
}
template <class T> __global__ void gatherReal(const void *In, Side Sd, Cx<T> *A, long long Count) {
  gatherFull<T, true>(In, Sd, A, Count);
}

/// C2R input: the half spectrum (last dimension N/2+1) extended to the full Hermitian spectrum,
/// X[k] = conj(X[-k mod N]) where the last index is beyond N/2.
template <class T>
__global__ void gatherHermitian(const Cx<T> *In, Side Sd, Packed Full, Cx<T> *A, long long Count) {
  GRID_STRIDE(E, Count) {
    long long I[3] = {0, 0, 0};
    long long B = split(E, Full.Rank, Full.N, I);
    const int Last = Full.Rank - 1;
    if (I[Last] < Sd.Dims[Last]) {
      A[E] = In[address(Sd, B, I)];
    } else {
      long long J[3] = {0, 0, 0};
      for (int D = 0; D < Full.Rank; ++D)
        J[D] = (Full.N[D] - I[D]) % Full.N[D];
      Cx<T> V = In[address(Sd, B, J)];
      A[E] = {V.Re, -V.Im};
    }
  }
}

/// Output: complex (R2C keeps the first N/2+1 of the last dimension: Sd.Dims) or real part.
template <class T, bool Real>
__device__ __forceinline__ void scatter(const Cx<T> *A, Packed Full, void *Out, Side Sd,
                                        long long Count) {
  GRID_STRIDE(E, Count) {
    long long I[3] = {0, 0, 0};
    long long B = split(E, Sd.Rank, Sd.Dims, I);
    Cx<T> V = A[packedIndex(Full, B, I)];
    long long At = address(Sd, B, I);
    if (Real)
      static_cast<T *>(Out)[At] = V.Re;
    else
      static_cast<Cx<T> *>(Out)[At] = V;
  }
}

template <class T>
__global__ void scatterComplex(const Cx<T> *A, Packed Full, void *Out, Side Sd, long long Count) {
  scatter<T, false>(A, Full, Out, Sd, Count);
}
template <class T>
__global__ void scatterReal(const Cx<T> *A, Packed Full, void *Out, Side Sd, long long Count) {
  scatter<T, true>(A, Full, Out, Sd, Count);
}

// ---- host: tables --------------------------------------------------------------------------

/// exp(-2 pi i T / N) in long double, exact at the quarter turns.
std::complex<long double> rootOfUnity(unsigned long long T, unsigned long long N) {
  const long double HalfPi = 1.5707963267948966192313216916397514L;
  T %= N;
  unsigned long long Q = (4 * T) / N, Rr = 4 * T - Q * N;
  long double Th = HalfPi * static_cast<long double>(Rr) / static_cast<long double>(N);
  long double C = std::cos(Th), S = std::sin(Th);
  // e^{-i(Q pi/2 + Th)} = (-i)^Q (C - i S)
  switch (Q) {
  case 0: return {C, -S};
  case 1: return {-S, -C};
  case 2: return {-C, S};
  default: return {S, C};
  }
}

/// In-place forward radix-2 FFT (length a power of two) in long double.
void hostFft(std::vector<std::complex<long double>> &X) {
  const size_t M = X.size();
  for (size_t I = 1, J = 0; I < M; ++I) {
    size_t Bit = M >> 1;
    for (; J & Bit; Bit >>= 1)
      J ^= Bit;
    J ^= Bit;
    if (I < J)
      std::swap(X[I], X[J]);
  }
  for (size_t Len = 2; Len <= M; Len <<= 1)
    for (size_t I = 0; I < M; I += Len)
      for (size_t K = 0; K < Len / 2; ++K) {
        std::complex<long double> W = rootOfUnity(K * (M / Len), M);
        std::complex<long double> U = X[I + K], V = X[I + K + Len / 2] * W;
        X[I + K] = U + V;
        X[I + K + Len / 2] = U - V;
      }
}

template <class T> cufftResult upload(const std::vector<std::complex<long double>> &V, void **Dev) {
  std::vector<Cx<T>> H(V.size());
  for (size_t I = 0; I < V.size(); ++I)
    H[I] = {static_cast<T>(V[I].real()), static_cast<T>(V[I].imag())};
  if (cudaMalloc(Dev, H.size() * sizeof(Cx<T>)) != cudaSuccess) {
    *Dev = nullptr;
    return CUFFT_ALLOC_FAILED;
  }
  if (cudaMemcpy(*Dev, H.data(), H.size() * sizeof(Cx<T>), cudaMemcpyHostToDevice) != cudaSuccess)
    return CUFFT_SETUP_FAILED;
  return CUFFT_SUCCESS;
}

std::vector<std::complex<long double>> roots(long long N) {
  std::vector<std::complex<long double>> R(N);
  for (long long T = 0; T < N; ++T)
    R[T] = rootOfUnity(T, N);
  return R;
}

template <class T> cufftResult prepareAxis(Axis &X) {
  if (X.N == 1)
    return CUFFT_SUCCESS;
  if (!X.M)
    return upload<T>(roots(X.N), &X.Twiddles);
  const long long N = X.N, M = X.M;
  std::vector<std::complex<long double>> Chirp(N), Fwd(M), Inv(M);
  for (long long J = 0; J < N; ++J) {
    unsigned long long Sq = (unsigned long long)J * (unsigned long long)J % (2ull * N);
    Chirp[J] = rootOfUnity(Sq, 2ull * N); // exp(-pi i J^2 / N)
  }
  // The filter b[m] = conj(chirp[|m|]) on the circle of length M, for each direction.
  for (long long J = 0; J < N; ++J) {
    Fwd[J] = std::conj(Chirp[J]);
    Inv[J] = Chirp[J];
    if (J) {
      Fwd[M - J] = Fwd[J];
      Inv[M - J] = Inv[J];
    }
  }
  hostFft(Fwd);
  hostFft(Inv);
  for (long long K = 0; K < M; ++K) {
    Fwd[K] /= static_cast<long double>(M);
    Inv[K] /= static_cast<long double>(M);
  }
  if (cufftResult R = upload<T>(Chirp, &X.Chirp))
    return R;
  if (cufftResult R = upload<T>(Fwd, &X.BhatFwd))
    return R;
  if (cufftResult R = upload<T>(Inv, &X.BhatInv))
    return R;
  return upload<T>(roots(M), &X.MTwiddles);
}

// ---- host: execution -----------------------------------------------------------------------

template <class T> struct Run {
  cudaStream_t St;
  int Dir;

  /// Stockham passes over lines of length N with element stride S; Cur/Other ping-pong.
  void passes(Cx<T> *&Cur, Cx<T> *&Other, long long N, long long S, long long Lines,
              const std::vector<int> &Radices, const void *Table) {
    long long Ns = 1;
    const Cx<T> *Tw = static_cast<const Cx<T> *>(Table);
    for (int P : Radices) {
      long long Count = Lines * (N / P);
      unsigned G = blocksFor(Count);
      switch (P) {
      case 2: FFT_LAUNCH(stockham2<T>, G, St, Cur, Other, N, S, Count, Ns, Tw, Dir); break;
      case 3: FFT_LAUNCH(stockham3<T>, G, St, Cur, Other, N, S, Count, Ns, Tw, Dir); break;
      case 4: FFT_LAUNCH(stockham4<T>, G, St, Cur, Other, N, S, Count, Ns, Tw, Dir); break;
      case 5: FFT_LAUNCH(stockham5<T>, G, St, Cur, Other, N, S, Count, Ns, Tw, Dir); break;
      case 7: FFT_LAUNCH(stockham7<T>, G, St, Cur, Other, N, S, Count, Ns, Tw, Dir); break;
      }
      Ns *= P;
      std::swap(Cur, Other);
    }
  }

  void axis(const Axis &X, Cx<T> *&Cur, Cx<T> *&Other, long long S, long long Total, Cx<T> *W1,
            Cx<T> *W2) {
    if (X.N == 1)
      return;
    const long long Lines = Total / X.N;
    if (!X.M) {
      passes(Cur, Other, X.N, S, Lines, X.Radices, X.Twiddles);
      return;
    }
    const Cx<T> *Chirp = static_cast<const Cx<T> *>(X.Chirp);
    long long Count = Lines * X.M;
    FFT_LAUNCH(chirpIn<T>, blocksFor(Count), St, Cur, W1, X.N, S, X.M, Count, Chirp, Dir);
    Cx<T> *A = W1, *B = W2;
    int Saved = Dir;
    Dir = CUFFT_FORWARD;
    passes(A, B, X.M, 1, Lines, X.MRadices, X.MTwiddles);
    FFT_LAUNCH(pointwise<T>, blocksFor(Count), St, A, X.M, Count,
               static_cast<const Cx<T> *>(Saved < 0 ? X.BhatFwd : X.BhatInv));
    Dir = CUFFT_INVERSE;
    passes(A, B, X.M, 1, Lines, X.MRadices, X.MTwiddles);
    Dir = Saved;
    long long OutCount = Lines * X.N;
    FFT_LAUNCH(chirpOut<T>, blocksFor(OutCount), St, A, Cur, X.N, S, X.M, OutCount, Chirp, Dir);
  }
};

Side side(const Plan &P, const Layout &L, bool HalfLast) {
  Side S{};
  S.Rank = P.Rank;
  for (int D = 0; D < 3; ++D) {
    S.Dims[D] = P.N[D];
    S.Embed[D] = L.Embed[D];
  }
  if (HalfLast)
    S.Dims[P.Rank - 1] = P.N[P.Rank - 1] / 2 + 1;
  S.Dist = L.Dist;
  S.Stride = L.Stride;
  return S;
}

template <class T> cufftResult executeT(const Plan &P, const void *In, void *Out, int Direction) {
  const long long Total = packedElements(P);
  Cx<T> *A = static_cast<Cx<T> *>(P.Work), *B = A + Total, *W1 = B + Total;
  long long MaxW = 0;
  for (const Axis &X : P.Axes)
    if (X.M)
      MaxW = (Total / X.N) * X.M > MaxW ? (Total / X.N) * X.M : MaxW;
  Cx<T> *W2 = W1 + MaxW;
  Layout Li, Lo;
  layouts(P, In == Out, Li, Lo);
  Packed Full{P.Rank, {P.N[0], P.N[1], P.N[2]}};
  cudaStream_t St = P.Stream;
  unsigned G = blocksFor(Total);
  switch (P.K) {
  case Kind::C2C: FFT_LAUNCH(gatherComplex<T>, G, St, In, side(P, Li, false), A, Total); break;
  case Kind::R2C: FFT_LAUNCH(gatherReal<T>, G, St, In, side(P, Li, false), A, Total); break;
  case Kind::C2R:
    FFT_LAUNCH(gatherHermitian<T>, G, St, static_cast<const Cx<T> *>(In), side(P, Li, true), Full,
               A, Total);
    break;
  }
  Run<T> R{St, Direction};
  Cx<T> *Cur = A, *Other = B;
  for (int D = P.Rank - 1; D >= 0; --D) {
    long long S = 1;
    for (int E = D + 1; E < P.Rank; ++E)
      S *= P.N[E];
    R.axis(P.Axes[D], Cur, Other, S, Total, W1, W2);
  }
  Side So = side(P, Lo, P.K == Kind::R2C);
  long long OutCount = P.Batch;
  for (int D = 0; D < P.Rank; ++D)
    OutCount *= So.Dims[D];
  if (P.K == Kind::C2R)
    FFT_LAUNCH(scatterReal<T>, blocksFor(OutCount), St, Cur, Full, Out, So, OutCount);
  else
    FFT_LAUNCH(scatterComplex<T>, blocksFor(OutCount), St, Cur, Full, Out, So, OutCount);
  return cudaGetLastError() == cudaSuccess ? CUFFT_SUCCESS : CUFFT_EXEC_FAILED;
}

} // namespace

cufftResult prepare(Plan &P) {
  int Devices = 0;
  if (cudaGetDeviceCount(&Devices) != cudaSuccess || Devices == 0) {
    cudaGetLastError(); // leave no sticky error behind
    return CUFFT_SETUP_FAILED;
  }
  for (Axis &X : P.Axes)
    if (cufftResult R = P.Double ? prepareAxis<double>(X) : prepareAxis<float>(X))
      return R;
  return CUFFT_SUCCESS;
}

void release(Plan &P) {
  for (Axis &X : P.Axes)
    for (void **Table : {&X.Twiddles, &X.MTwiddles, &X.Chirp, &X.BhatFwd, &X.BhatInv}) {
      if (*Table)
        cudaFree(*Table);
      *Table = nullptr;
    }
}

cufftResult allocateWork(size_t Bytes, void **Work) {
  if (cudaMalloc(Work, Bytes ? Bytes : 1) != cudaSuccess) {
    cudaGetLastError();
    *Work = nullptr;
    return CUFFT_ALLOC_FAILED;
  }
  return CUFFT_SUCCESS;
}

void freeWork(void *Work) {
  if (Work)
    cudaFree(Work);
}

cufftResult execute(const Plan &P, const void *In, void *Out, int Direction) {
  return P.Double ? executeT<double>(P, In, Out, Direction)
                  : executeT<float>(P, In, Out, Direction);
}

} // namespace scale::fft
