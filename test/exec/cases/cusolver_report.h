// SPDX-License-Identifier: Apache-2.0
// What the cuSOLVER execution cases (cusolver_*.cu) share: the element types as complex<double>
// (cusolver_matrices.h, also the host engine test's), the test matrices in double, and how a
// result is printed: values with their TOL line, devInfo, eigen/singular vectors normalised to
// a unique phase, workspaces sized by the library's own answer.
#pragma once
#include "cusolver_library.h"
#include "cusolver_matrices.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <string>
#include <type_traits>
#include <vector>

namespace solver_exec {

using CD = std::complex<double>;
template <class T> using Sc = solver_test::Sc<T, double>;

template <class T> double unit() { return sizeof(typename Sc<T>::Real) == 4 ? 0x1p-24 : 0x1p-53; }
template <class T> const char *prefix() {
  return std::is_same<T, float>::value ? "s" : std::is_same<T, double>::value ? "d"
         : std::is_same<T, cuComplex>::value ? "c" : "z";
}

/// The cases' random matrices (stream offset 11).
inline std::vector<CD> random(int M, int N, uint64_t Seed, bool Complex) {
  return solver_test::random<double>(M, N, Seed, Complex, 11);
}
template <class T> std::vector<T> to(const std::vector<CD> &A) { return solver_test::to<T>(A); }
template <class T> std::vector<CD> back(const std::vector<T> &V) { return solver_test::from<double>(V); }

/// Prints values (complex: re, im) with TOL abs = Tol.
template <class T> void values(const std::string &G, const std::vector<CD> &V, double Tol) {
  std::printf("TOL %s abs=%.6g\n", G.c_str(), Tol);
  size_t I = 0;
  for (const CD &X : V) {
    if (sizeof(typename Sc<T>::Real) == 8) {
      report_f64(G, I++, X.real());
      if (Sc<T>::Complex)
        report_f64(G, I++, X.imag());
    } else {
      report_f32(G, I++, float(X.real()));
      if (Sc<T>::Complex)
        report_f32(G, I++, float(X.imag()));
    }
  }
}
/// Real values (eigenvalues, singular values) with TOL abs = Tol.
template <class R> void reals(const std::string &G, const std::vector<R> &V, double Tol) {
  std::printf("TOL %s abs=%.6g\n", G.c_str(), Tol);
  for (size_t K = 0; K < V.size(); ++K) {
    if (sizeof(R) == 8)
      report_f64(G, K, double(V[K]));
    else
      report_f32(G, K, float(V[K]));
  }
}
inline double maxAbs(const std::vector<CD> &V) {
  double M = 0;
  for (const CD &X : V)
    M = std::max(M, std::abs(X));
  return M;
}
inline void info(const std::string &G, const int *DevInfo) {
  int H = -99;
  EXEC_CHECK(cudaMemcpy(&H, DevInfo, sizeof H, cudaMemcpyDeviceToHost));
  report_u32(G + "_info", 0, uint32_t(H));
}

/// Columns of V (N x K) scaled so that each one's largest component is real positive; the same
/// factors applied to U's columns (M x K) when given.
inline void normalise(std::vector<CD> &V, int N, int K, std::vector<CD> *U = nullptr, int M = 0) {
  for (int J = 0; J < K; ++J) {
    int At = 0;
    for (int I = 0; I < N; ++I)
      if (std::abs(V[I + size_t(J) * N]) > std::abs(V[At + size_t(J) * N]))
        At = I;
    CD P = V[At + size_t(J) * N] / std::abs(V[At + size_t(J) * N]);
    for (int I = 0; I < N; ++I)
      V[I + size_t(J) * N] *= std::conj(P);
    if (U)
      for (int I = 0; I < M; ++I)
        (*U)[I + size_t(J) * M] *= std::conj(P);
  }
}
/// The smallest distance between neighbours of sorted values (ascending or descending).
template <class R> double gap(const std::vector<R> &V) {
  double G = 1e300;
  for (size_t K = 1; K < V.size(); ++K)
    G = std::min(G, std::fabs(double(V[K]) - double(V[K - 1])));
  return std::max(G, 1e-30);
}

/// A device workspace of the size a _bufferSize query answered (elements of T, or bytes).
template <class T> struct Work {
  DeviceBuffer<T> *Buf = nullptr;
  T *get(long long L) {
    delete Buf;
    Buf = new DeviceBuffer<T>(size_t(std::max(L, 1LL)));
    return Buf->ptr;
  }
  ~Work() { delete Buf; }
};

} // namespace solver_exec
