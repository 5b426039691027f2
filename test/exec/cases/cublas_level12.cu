// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (float groups carry their TOL line, see below)
// cuBLAS BLAS-1/2 (axpy, scal, dot, nrm2, asum, iamax, gemv) in s and d: NVIDIA's cuBLAS
// (reference build) against our fallback kernels (route B, cublas_library.h), same deterministic
// inputs: positive and negative increments, odd sizes, alpha/beta edge cases (beta = 0 over a
// NaN-poisoned y, which must not be read), host and device pointer mode for results and scalars.
//
// Tolerance: the inputs of every summing routine are positive (asum/iamax get mixed signs, they
// sum or compare absolute values), so a result that sums k rounded terms has relative error
// <= (k + 2) u in any summation order (u = 2^-24, 2^-53); two implementations differ by at most
// twice that: TOL rel = 2 (k + 2) u, with k the terms per output (n for dot/nrm2/asum, the inner
// dimension + 1 for gemv, 2 for axpy). scal (one rounding) and iamax (an index) are exact.
#include "harness.h"
#include "cublas_library.h"

#include <cmath>

namespace {

std::vector<double> positive(size_t N, uint64_t Seed) {
  std::vector<double> V(N);
  for (size_t I = 0; I < N; ++I) {
    Seed = Seed * 6364136223846793005ull + 1442695040888963407ull;
    V[I] = 0.25 + double(Seed >> 40) / double(1ull << 24);
  }
  return V;
}
std::vector<double> mixed(size_t N, uint64_t Seed) {
  std::vector<double> V = positive(N, Seed);
  for (size_t I = 0; I < N; I += 3)
    V[I] = -V[I];
  return V;
}
template <class T> std::vector<T> as(const std::vector<double> &V) {
  return std::vector<T>(V.begin(), V.end());
}

template <class T> double unit() { return sizeof(T) == 4 ? std::ldexp(1.0, -24) : std::ldexp(1.0, -53); }
template <class T> void reportAll(const std::string &G, const std::vector<T> &V, double Terms) {
  if (Terms > 0)
    std::printf("TOL %s rel=%g\n", G.c_str(), 2.0 * (Terms + 2) * unit<T>());
  for (size_t I = 0; I < V.size(); ++I) {
    if (sizeof(T) == 4)
      report_f32(G, I, float(V[I]));
    else
      report_f64(G, I, double(V[I]));
  }
}

// One API per precision, selected by overload.
cublasStatus_t axpy(cublasHandle_t H, int N, const float *A, const float *X, int Ix, float *Y, int Iy) { return cublasSaxpy(H, N, A, X, Ix, Y, Iy); }
cublasStatus_t axpy(cublasHandle_t H, int N, const double *A, const double *X, int Ix, double *Y, int Iy) { return cublasDaxpy(H, N, A, X, Ix, Y, Iy); }
cublasStatus_t scal(cublasHandle_t H, int N, const float *A, float *X, int Ix) { return cublasSscal(H, N, A, X, Ix); }
cublasStatus_t scal(cublasHandle_t H, int N, const double *A, double *X, int Ix) { return cublasDscal(H, N, A, X, Ix); }
cublasStatus_t dot(cublasHandle_t H, int N, const float *X, int Ix, const float *Y, int Iy, float *R) { return cublasSdot(H, N, X, Ix, Y, Iy, R); }
cublasStatus_t dot(cublasHandle_t H, int N, const double *X, int Ix, const double *Y, int Iy, double *R) { return cublasDdot(H, N, X, Ix, Y, Iy, R); }
cublasStatus_t nrm2(cublasHandle_t H, int N, const float *X, int Ix, float *R) { return cublasSnrm2(H, N, X, Ix, R); }
cublasStatus_t nrm2(cublasHandle_t H, int N, const double *X, int Ix, double *R) { return cublasDnrm2(H, N, X, Ix, R); }
cublasStatus_t asum(cublasHandle_t H, int N, const float *X, int Ix, float *R) { return cublasSasum(H, N, X, Ix, R); }
cublasStatus_t asum(cublasHandle_t H, int N, const double *X, int Ix, double *R) { return cublasDasum(H, N, X, Ix, R); }
cublasStatus_t iamax(cublasHandle_t H, int N, const float *X, int Ix, int *R) { return cublasIsamax(H, N, X, Ix, R); }
cublasStatus_t iamax(cublasHandle_t H, int N, const double *X, int Ix, int *R) { return cublasIdamax(H, N, X, Ix, R); }
cublasStatus_t gemv(cublasHandle_t H, cublasOperation_t T, int M, int N, const float *Al, const float *A, int Lda, const float *X, int Ix, const float *Be, float *Y, int Iy) { return cublasSgemv(H, T, M, N, Al, A, Lda, X, Ix, Be, Y, Iy); }
cublasStatus_t gemv(cublasHandle_t H, cublasOperation_t T, int M, int N, const double *Al, const double *A, int Lda, const double *X, int Ix, const double *Be, double *Y, int Iy) { return cublasDgemv(H, T, M, N, Al, A, Lda, X, Ix, Be, Y, Iy); }

template <class T> void level1(cublasHandle_t H, const char *P) {
  const std::string Pre = P;
  struct Inc { int X, Y; } Incs[] = {{1, 1}, {2, -3}, {-1, 2}};
  const int N = 1001;
  for (Inc In : Incs) {
    std::string Tag = "_" + std::to_string(In.X) + "_" + std::to_string(In.Y);
    size_t LenX = size_t(N) * std::abs(In.X), LenY = size_t(N) * std::abs(In.Y);
    DeviceBuffer<T> X(as<T>(positive(LenX, 1)));
    {
      DeviceBuffer<T> Y(as<T>(positive(LenY, 2)));
      T A = T(1.75);
      BLAS_CHECK(axpy(H, N, &A, X.ptr, In.X, Y.ptr, In.Y));
      reportAll(Pre + "axpy" + Tag, Y.get(), 2);
    }
    {
      DeviceBuffer<T> Y(as<T>(positive(LenY, 3)));
      T A = T(-0.625);
      BLAS_CHECK(scal(H, N, &A, Y.ptr, In.Y));
      reportAll(Pre + "scal" + Tag, Y.get(), 0);
    }
    DeviceBuffer<T> Y(as<T>(positive(LenY, 4)));
    T R[3];
    BLAS_CHECK(dot(H, N, X.ptr, In.X, Y.ptr, In.Y, &R[0]));
    BLAS_CHECK(nrm2(H, N, X.ptr, In.X, &R[1]));
    DeviceBuffer<T> M(as<T>(mixed(LenX, 5)));
    BLAS_CHECK(asum(H, N, M.ptr, In.X, &R[2]));
    reportAll(Pre + "reduce" + Tag, std::vector<T>(R, R + 3), N);
  }
  // iamax: the first of equal magnitudes wins (1-based), also when the sign differs.
  std::vector<double> V = mixed(777, 6);
  V[100] = -3.5, V[400] = 3.5, V[700] = 3.5;
  DeviceBuffer<T> X(as<T>(V));
  int Idx[4];
  BLAS_CHECK(iamax(H, 777, X.ptr, 1, &Idx[0]));
  BLAS_CHECK(iamax(H, 388, X.ptr, 2, &Idx[1])); // stride 2: the tie at 100, 400, 700 -> 51
  BLAS_CHECK(iamax(H, 50, X.ptr, 1, &Idx[2]));      // no tie
  BLAS_CHECK(iamax(H, 0, X.ptr, 1, &Idx[3]));       // n = 0 gives 0
  for (int I = 0; I < 4; ++I)
    report_u32(Pre + "iamax", I, uint32_t(Idx[I]));

  // Device pointer mode: dot and nrm2 results and the axpy scalar live on the device.
  BLAS_CHECK(cublasSetPointerMode(H, CUBLAS_POINTER_MODE_DEVICE));
  DeviceBuffer<T> Out(std::vector<T>{T(0), T(0), T(2.5)});
  DeviceBuffer<T> Y(as<T>(positive(N, 7)));
  DeviceBuffer<T> P1(as<T>(positive(N, 8)));
  BLAS_CHECK(dot(H, N, P1.ptr, 1, Y.ptr, 1, Out.ptr));
  BLAS_CHECK(nrm2(H, N, Y.ptr, 1, Out.ptr + 1));
  BLAS_CHECK(axpy(H, N, Out.ptr + 2, P1.ptr, 1, Y.ptr, 1));
  reportAll(Pre + "device_results", Out.get(), N);
  reportAll(Pre + "device_axpy", Y.get(), 2);
  BLAS_CHECK(cublasSetPointerMode(H, CUBLAS_POINTER_MODE_HOST));
}

template <class T> void level2(cublasHandle_t H, const char *P) {
  const int M = 45, N = 31, Lda = 50;
  DeviceBuffer<T> A(as<T>(positive(size_t(Lda) * N, 10)));
  struct Case { cublasOperation_t Op; int Ix, Iy; double Alpha, Beta; const char *Name; } Cases[] = {
      {CUBLAS_OP_N, 1, 1, 1.5, 0.5, "n"},      {CUBLAS_OP_T, 1, 1, 1.5, 0.5, "t"},
      {CUBLAS_OP_N, 2, -3, 0.75, 0.0, "n_b0"}, {CUBLAS_OP_T, -2, 3, 2.0, 0.0, "t_b0"},
      {CUBLAS_OP_N, 1, 1, 0.0, 2.0, "n_a0"},   {CUBLAS_OP_C, 1, 2, 1.0, 1.0, "c"}};
  for (const Case &C : Cases) {
    bool NoTrans = C.Op == CUBLAS_OP_N;
    int LenX = NoTrans ? N : M, LenY = NoTrans ? M : N;
    DeviceBuffer<T> X(as<T>(positive(size_t(LenX) * std::abs(C.Ix), 11)));
    std::vector<T> Y0 = as<T>(positive(size_t(LenY) * std::abs(C.Iy), 12));
    if (C.Beta == 0)
      Y0.assign(Y0.size(), T(NAN));
    DeviceBuffer<T> Y(Y0);
    T Al = T(C.Alpha), Be = T(C.Beta);
    BLAS_CHECK(gemv(H, C.Op, M, N, &Al, A.ptr, Lda, X.ptr, C.Ix, &Be, Y.ptr, C.Iy));
    std::vector<T> Got = Y.get(), Out;
    for (int I = 0; I < LenY; ++I) // the y elements gemv owns
      Out.push_back(Got[size_t(I) * std::abs(C.Iy)]);
    reportAll(std::string(P) + "gemv_" + C.Name, Out, LenX + 1);
  }
}

} // namespace

int main() {
  useOurKernels();
  cublasHandle_t H;
  BLAS_CHECK(cublasCreate(&H));
  level1<float>(H, "s");
  level1<double>(H, "d");
  level2<float>(H, "s");
  level2<double>(H, "d");
  cublasDestroy(H);
  return finish();
}
