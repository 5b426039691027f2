// SPDX-License-Identifier: Apache-2.0
// The cuSOLVER tests' matrices and scalar conversions, one definition for the host engine test
// (test/unit/cusolver/EngineTest.cpp, references in long double) and the execution cases
// (test/exec/{cases,pending}/cusolver_*.cu, in double): the API's element types (float, double,
// cuComplex, cuDoubleComplex) to and from std::complex<L>, and the test matrices (uniform random
// entries in [-1, 1) from a seeded xorshift64, Hermitian, complex symmetric and positive definite
// ones built from them). Plain C++ over <cuComplex.h>: NVIDIA's or ours.
#pragma once
#include <cuComplex.h>

#include <complex>
#include <cstdint>
#include <vector>

namespace solver_test {

template <class L> using Mat = std::vector<std::complex<L>>; // column-major, rows explicit

/// The element type T of the API against std::complex<L>.
template <class T, class L> struct Sc {
  static constexpr bool Complex = false;
  using Real = T;
  static std::complex<L> get(T X) { return std::complex<L>(L(X), 0); }
  static T make(std::complex<L> X) { return T(X.real()); }
};
template <class L> struct Sc<cuComplex, L> {
  static constexpr bool Complex = true;
  using Real = float;
  static std::complex<L> get(cuComplex X) { return std::complex<L>(X.x, X.y); }
  static cuComplex make(std::complex<L> X) { return {float(X.real()), float(X.imag())}; }
};
template <class L> struct Sc<cuDoubleComplex, L> {
  static constexpr bool Complex = true;
  using Real = double;
  static std::complex<L> get(cuDoubleComplex X) { return std::complex<L>(X.x, X.y); }
  static cuDoubleComplex make(std::complex<L> X) { return {double(X.real()), double(X.imag())}; }
};

/// M x N entries uniform in [-1, 1) (real and imaginary parts for Complex), from xorshift64
/// seeded with Seed * 2^64/phi + Offset (the callers' Offset keeps their historical streams).
template <class L> Mat<L> random(int M, int N, uint64_t Seed, bool Complex, uint64_t Offset) {
  Mat<L> A(size_t(M) * N);
  uint64_t S = Seed * 0x9E3779B97F4A7C15ull + Offset;
  auto next = [&S] {
    S ^= S << 13;
    S ^= S >> 7;
    S ^= S << 17;
    return L(-1) + L(2) * L(S >> 11) / L(1ull << 53);
  };
  for (std::complex<L> &X : A) {
    L Re = next();
    X = std::complex<L>(Re, Complex ? next() : L(0));
  }
  return A;
}

/// (M0 + M0^H) / 2 (Hermitian), or (M0 + M0^T) / 2 when Conj is false (complex symmetric).
template <class L> Mat<L> symmetrised(const Mat<L> &M0, int N, bool Conj = true) {
  Mat<L> A(size_t(N) * N);
  for (int I = 0; I < N; ++I)
    for (int J = 0; J < N; ++J) {
      std::complex<L> T = M0[J + size_t(I) * N];
      A[I + size_t(J) * N] = (M0[I + size_t(J) * N] + (Conj ? std::conj(T) : T)) / L(2);
    }
  return A;
}

/// M0 M0^H + Shift I: Hermitian positive definite.
template <class L> Mat<L> positiveDefinite(const Mat<L> &M0, int N, L Shift) {
  Mat<L> A(size_t(N) * N);
  for (int I = 0; I < N; ++I)
    for (int J = 0; J < N; ++J) {
      std::complex<L> S = 0;
      for (int K = 0; K < N; ++K)
        S += M0[I + size_t(K) * N] * std::conj(M0[J + size_t(K) * N]);
      A[I + size_t(J) * N] = S + (I == J ? Shift : L(0));
    }
  return A;
}

template <class T, class L> std::vector<T> to(const Mat<L> &A) {
  std::vector<T> Out(A.size());
  for (size_t I = 0; I < A.size(); ++I)
    Out[I] = Sc<T, L>::make(A[I]);
  return Out;
}
template <class L, class T> Mat<L> from(const std::vector<T> &A) {
  Mat<L> Out(A.size());
  for (size_t I = 0; I < A.size(); ++I)
    Out[I] = Sc<T, L>::get(A[I]);
  return Out;
}

} // namespace solver_test
