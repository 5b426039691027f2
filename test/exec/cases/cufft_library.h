// SPDX-License-Identifier: Apache-2.0
// Which cuFFT an execution case runs, and what the cuFFT cases share. The case calls the cuFFT API
// only; this header picks the implementation behind it:
//   reference build (build.sh defines SCALE_EXEC_REFERENCE and links NVIDIA's -lcufft):
//     NVIDIA's cuFFT;
//   route B: our libcufft's own sources (cuda-x/cufft: the API layer, the hipFFT backend, forced
//     off, and the Stockham/Bluestein kernels), compiled into the case, so that its kernels go through our device pipeline and
//     the AMD IR -> NVPTX translation like any case's device code.
//
// Output and tolerance: every group is one transform; its output values are printed as
// re/im pairs (real outputs: one value each), in the logical order of the output layout. The
// tolerance is normwise, as FFT error analysis states it: each output element of a transform of
// total length N of input x has an absolute error below c u L ||x||_2 (u the unit roundoff, L the
// number of rounding stages: log2 N + 2 per Stockham dimension, 3 log2 M + 4 per Bluestein
// dimension of inner length M); two implementations differ by at most twice that. Each group
// prints TOL <group> abs=E with E = 8 u L max_b ||x_b||_2 (c = 4, twice), computed from the
// inputs only, so both builds print the same bound.
#pragma once
#ifdef SCALE_EXEC_REFERENCE
#include <cufft.h>
#include <cufftXt.h>
#else
#include "../../../cuda-x/cufft/HipFft.cpp"
#include "../../../cuda-x/cufft/Plan.cpp"
#include "../../../cuda-x/cufft/kernels/FftKernels.cu"
#include <cstdlib>
#include <cufftXt.h>
// hipFFT cannot load on the H200; our kernels are also forced, before main.
static const int ForceOurKernels = setenv("SCALE_AMD_CUFFT_BACKEND", "fallback", 1);
#endif

#include "harness.h"

#include <cmath>
#include <complex>
#include <string>
#include <vector>

#define FFT_CHECK(call)                                                                            \
  do {                                                                                             \
    cufftResult s_ = (call);                                                                       \
    if (s_ != CUFFT_SUCCESS) {                                                                     \
      std::printf("CUFFT-ERROR %s:%d %s %d\n", __FILE__, __LINE__, #call, int(s_));               \
      std::exit(3);                                                                                \
    }                                                                                              \
  } while (0)

namespace fftcase {

/// Uniform values in [-1, 1) from a fixed stream (no edge values: an FFT of an infinity is NaN
/// everywhere on both sides and says nothing).
inline std::vector<double> uniform(size_t N, uint64_t Seed) {
  std::vector<double> V(N);
  uint64_t S = Seed * 0x9E3779B97F4A7C15ull + 1;
  for (size_t I = 0; I < N; ++I) {
    S ^= S << 13;
    S ^= S >> 7;
    S ^= S << 17;
    V[I] = -1.0 + 2.0 * double(S >> 11) / double(1ull << 53);
  }
  return V;
}

inline bool smooth(long long N) {
  for (int P : {2, 3, 5, 7})
    while (N % P == 0)
      N /= P;
  return N == 1;
}

/// Rounding stages L of a transform of these sizes (see above).
inline double stages(const std::vector<long long> &N) {
  double L = 0;
  for (long long D : N) {
    if (D == 1)
      continue;
    if (smooth(D)) {
      L += std::ceil(std::log2(double(D))) + 2;
    } else {
      long long M = 1;
      while (M < 2 * D - 1)
        M *= 2;
      L += 3 * std::log2(double(M)) + 4;
    }
  }
  return L > 1 ? L : 1;
}

/// Prints the group's tolerance: 8 u L times the largest input norm of one transform.
inline void tolerance(const std::string &G, bool Double, const std::vector<long long> &N,
                      double MaxNorm) {
  double U = Double ? std::ldexp(1.0, -53) : std::ldexp(1.0, -24);
  std::printf("TOL %s abs=%.6g\n", G.c_str(), 8 * U * stages(N) * MaxNorm);
}

/// exp(sign 2 pi i T / N), exact at the quarter turns.
inline std::complex<double> root(long long T, long long N, int Sign) {
  T %= N;
  if (T < 0)
    T += N;
  long long Q = 4 * T / N, R = 4 * T - Q * N;
  double Th = 1.5707963267948966 * double(R) / double(N);
  std::complex<double> W(std::cos(Th), std::sin(Th)); // e^{i Th}
  const std::complex<double> Quarter[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
  W *= Quarter[Q];
  return Sign < 0 ? std::conj(W) : W;
}

/// The forward multi-dimensional DFT of real data (row-major, last dimension fastest) in
/// double, by naive 1-D DFTs along each dimension, keeping the first N/2+1 of the last: a
/// half spectrum that is Hermitian-consistent, as C2R transforms expect.
inline std::vector<std::complex<double>> halfSpectrum(const std::vector<double> &X,
                                                      const std::vector<long long> &N) {
  long long Total = 1;
  for (long long D : N)
    Total *= D;
  std::vector<std::complex<double>> A(X.begin(), X.end());
  long long Inner = Total;
  for (size_t D = 0; D < N.size(); ++D) {
    long long Len = N[D];
    Inner /= Len;
    std::vector<std::complex<double>> B(A.size());
    for (long long O = 0; O < Total / (Len * Inner); ++O)
      for (long long I = 0; I < Inner; ++I)
        for (long long K = 0; K < Len; ++K) {
          std::complex<double> S = 0;
          for (long long J = 0; J < Len; ++J)
            S += A[(O * Len + J) * Inner + I] * root(J * K, Len, -1);
          B[(O * Len + K) * Inner + I] = S;
        }
    A.swap(B);
  }
  long long Last = N.back(), Half = Last / 2 + 1;
  std::vector<std::complex<double>> H;
  for (long long E = 0; E < Total; ++E)
    if (E % Last < Half)
      H.push_back(A[E]);
  return H;
}

inline void reportComplex(const std::string &G, size_t &Index, double Re, double Im, bool Double) {
  if (Double) {
    report_f64(G, Index++, Re);
    report_f64(G, Index++, Im);
  } else {
    report_f32(G, Index++, float(Re));
    report_f32(G, Index++, float(Im));
  }
}

} // namespace fftcase
