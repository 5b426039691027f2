// SPDX-License-Identifier: Apache-2.0
// A cuFFT plan as a host struct, shared by the API layer (Plan.cpp: handles, validation, layouts,
// work sizes) and the engine (Engine.h, kernels/FftKernels.cu: twiddles, passes, execution).
//
// Design: every transform runs in three steps through the work area, whatever its layout:
//   1. gather the input (any advanced layout; real input as complex with zero imaginary part; a
//      C2R half spectrum extended to the full Hermitian spectrum) into a packed complex array A
//      of Batch x N[0] x ... x N[Rank-1] elements;
//   2. for each dimension, a 1-D transform of every line along it, in place in A (ping-pong with
//      B): Stockham autosort passes of radix 4, 2, 3, 5, 7 when the length has no other prime
//      factor, else Bluestein's algorithm (a chirp, two power-of-two FFTs of length M >= 2N-1 and
//      a pointwise product with the transformed chirp, precomputed per plan);
//   3. scatter A to the output layout (R2C keeps N[Rank-1]/2+1 elements of the last dimension;
//      C2R takes the real part).
// cuFFT's conventions: unnormalised in both directions, exponent sign -1 forward (CUFFT_FORWARD),
// +1 inverse; the basic layouts are packed, except that an in-place R2C/C2R transform pads the
// real side's last dimension to 2*(N/2+1) reals (cuFFT's FFTW-compatible padding).
#ifndef SCALE_AMD_CUFFT_PLAN_H
#define SCALE_AMD_CUFFT_PLAN_H

#include <cufft.h>

#include <cstddef>
#include <vector>

namespace scale::fft {

enum class Kind { C2C, R2C, C2R };

/// Where element (b, i0, ..., i[r-1]) of a transform's input or output lives, in elements of its
/// type: b * Dist + Stride * (((i0 * Embed[1] + i1) * Embed[2] + i2) ...).
struct Layout {
  long long Dist = 0, Stride = 1;
  long long Embed[3] = {0, 0, 0};
};

/// One dimension's 1-D transform: Stockham radices, or Bluestein with an inner power-of-two
/// transform of length M. Device tables (made by the engine): Twiddles = N roots of unity
/// exp(-2 pi i t / N) (forward; the inverse conjugates them), Chirp = exp(-pi i t^2 / N) for
/// t < N, BhatFwd/BhatInv = the length-M transform of the forward/inverse chirp filter over M.
struct Axis {
  long long N = 1;
  std::vector<int> Radices; // empty for Bluestein
  long long M = 0;          // Bluestein's length, 0 for Stockham
  std::vector<int> MRadices;
  void *Twiddles = nullptr;
  void *MTwiddles = nullptr;
  void *Chirp = nullptr;
  void *BhatFwd = nullptr;
  void *BhatInv = nullptr;
};

struct Plan {
  bool Made = false;
  cufftType Type = CUFFT_C2C;
  Kind K = Kind::C2C;
  bool Double = false;
  int Rank = 1;
  long long N[3] = {1, 1, 1};
  long long Batch = 1;
  bool Advanced = false; // else the layouts depend on in-place/out-of-place (see above)
  Layout In, Out;        // the advanced layouts, when Advanced
  std::vector<Axis> Axes;
  cudaStream_t Stream = nullptr;
  bool AutoAllocate = true;
  void *Work = nullptr;
  bool OwnsWork = false;
  size_t WorkSize = 0;
  void *Hip = nullptr; // hipfftHandle when this plan runs on hipFFT (HipFft.h)
};

/// The radices of N (4s first, then 2, 3, 5, 7), or an empty list when another prime divides it.
std::vector<int> radices(long long N);
/// Bluestein's transform length for N: the least power of two >= 2N - 1.
long long bluesteinLength(long long N);
/// Elements of the packed array A: Batch x prod(N).
long long packedElements(const Plan &P);
/// Work area bytes of a plan whose sizes and axes are set.
size_t workSize(const Plan &P);
/// The input and output layouts of an execution (in place or not).
void layouts(const Plan &P, bool InPlace, Layout &In, Layout &Out);

} // namespace scale::fft

#endif
