// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (complex groups carry a TOL line)
// cublas<t>dgmm (C = A diag(x) or diag(x) A; CUDALibrarySamples' gesvd example and many solvers
// scale with it): both sides, increments 1, 2 and -1 (BLAS's reversed walk), out of place with
// leading dimensions above m, and in place. NVIDIA's cuBLAS (reference build) against our
// fallback kernel (route B, cublas_library.h). Real types: one product per element, bit-exact.
// Complex: NVIDIA contracts one product of ar xr - ai xi into an fma (measured: up to 50 ulp
// apart where the two products cancel), so the bound is absolute: 4 u max|a| max|x|.
#include "harness.h"
#include "cublas_library.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <type_traits>

namespace {

double value(uint64_t &Seed) {
  Seed = Seed * 6364136223846793005ull + 1442695040888963407ull;
  return double(int64_t(Seed >> 11) % 4001 - 2000) / 977.0 + double(Seed >> 40) * 1e-9;
}
template <class T> T make(uint64_t &S) {
  // One value after the other: the order in which a call's arguments are evaluated differs
  // between compilers (g++ under nvcc and clang took real and imaginary parts the other way).
  double Re = value(S);
  if constexpr (std::is_same_v<T, cuComplex>)
    return make_cuComplex(float(Re), float(value(S)));
  else if constexpr (std::is_same_v<T, cuDoubleComplex>)
    return make_cuDoubleComplex(Re, value(S));
  else
    return T(Re);
}
template <class T> void put(const std::string &G, size_t &K, const T &V) {
  if constexpr (std::is_same_v<T, cuComplex>) {
    report_f32(G, K++, V.x);
    report_f32(G, K++, V.y);
  } else if constexpr (std::is_same_v<T, cuDoubleComplex>) {
    report_f64(G, K++, V.x);
    report_f64(G, K++, V.y);
  } else if constexpr (sizeof(T) == 4) {
    report_f32(G, K++, V);
  } else {
    report_f64(G, K++, V);
  }
}

cublasStatus_t dgmm(cublasHandle_t H, cublasSideMode_t S, int M, int N, const float *A, int Lda, const float *X, int Inc, float *C, int Ldc) { return cublasSdgmm(H, S, M, N, A, Lda, X, Inc, C, Ldc); }
cublasStatus_t dgmm(cublasHandle_t H, cublasSideMode_t S, int M, int N, const double *A, int Lda, const double *X, int Inc, double *C, int Ldc) { return cublasDdgmm(H, S, M, N, A, Lda, X, Inc, C, Ldc); }
cublasStatus_t dgmm(cublasHandle_t H, cublasSideMode_t S, int M, int N, const cuComplex *A, int Lda, const cuComplex *X, int Inc, cuComplex *C, int Ldc) { return cublasCdgmm(H, S, M, N, A, Lda, X, Inc, C, Ldc); }
cublasStatus_t dgmm(cublasHandle_t H, cublasSideMode_t S, int M, int N, const cuDoubleComplex *A, int Lda, const cuDoubleComplex *X, int Inc, cuDoubleComplex *C, int Ldc) { return cublasZdgmm(H, S, M, N, A, Lda, X, Inc, C, Ldc); }

template <class T> void run(cublasHandle_t H, const char *P, double Unit) {
  const int M = 19, N = 7, Lda = M + 3, Ldc = M + 1;
  for (cublasSideMode_t Side : {CUBLAS_SIDE_LEFT, CUBLAS_SIDE_RIGHT})
    for (int Inc : {1, 2, -1})
      for (bool InPlace : {false, true}) {
        const int Len = Side == CUBLAS_SIDE_LEFT ? M : N, Ld = InPlace ? Lda : Ldc;
        uint64_t S = 77 + Inc + 10 * int(Side) + 100 * int(InPlace);
        std::vector<T> Av(size_t(Lda) * N), Xv(size_t(Len) * std::abs(Inc)), Cv(size_t(Ld) * N);
        for (T &V : Av) V = make<T>(S);
        for (T &V : Xv) V = make<T>(S);
        for (T &V : Cv) V = make<T>(S);
        DeviceBuffer<T> A(Av), X(Xv), C(Cv);
        T *Out = InPlace ? A.ptr : C.ptr;
        BLAS_CHECK(dgmm(H, Side, M, N, A.ptr, Lda, X.ptr, Inc, Out, Ld));
        std::vector<T> Got = InPlace ? A.get() : C.get();
        std::string G = std::string(P) + (Side == CUBLAS_SIDE_LEFT ? "_left" : "_right") + "_inc" +
                        (Inc < 0 ? "m1" : std::to_string(Inc)) + (InPlace ? "_inplace" : "");
        if constexpr (!std::is_arithmetic_v<T>) {
          double MaxA = 0, MaxX = 0;
          for (const T &V : Av)
            MaxA = std::max(MaxA, std::max(std::fabs(double(V.x)), std::fabs(double(V.y))));
          for (const T &V : Xv)
            MaxX = std::max(MaxX, std::max(std::fabs(double(V.x)), std::fabs(double(V.y))));
          std::printf("TOL %s abs=%g\n", G.c_str(), 4 * Unit * 2 * MaxA * MaxX);
        }
        size_t K = 0;
        for (int J = 0; J < N; ++J)
          for (int I = 0; I < M; ++I)
            put(G, K, Got[I + size_t(J) * Ld]);
      }
}

} // namespace

int main() {
  useOurKernels();
  cublasHandle_t H;
  BLAS_CHECK(cublasCreate(&H));
  run<float>(H, "s", std::ldexp(1.0, -24));
  run<double>(H, "d", std::ldexp(1.0, -53));
  run<cuComplex>(H, "c", std::ldexp(1.0, -24));
  run<cuDoubleComplex>(H, "z", std::ldexp(1.0, -53));
  cublasDestroy(H);
  return finish();
}
