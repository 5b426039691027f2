// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (each group has its TOL line: cufft_library.h)
// cuFFT complex-to-complex transforms, NVIDIA's cuFFT (reference build) against our kernels
// (route B, cufft_library.h): 1-D C2C and Z2Z over lengths 2^a 3^b 5^c 7^d (Stockham) and
// primes and other lengths (Bluestein), forward and inverse, batches of 1-3, in place and out of
// place alternating; 2-D and 3-D (cufftPlan2d/3d and cufftPlanMany). Inputs uniform in [-1, 1).
// Groups: c2c_<f32|f64>_<sizes>_b<batch>_<fwd|inv>_<ip|op>.
#include "cufft_library.h"

#include <vector>

namespace {

template <class T> struct Complex;
template <> struct Complex<float> {
  using Type = cufftComplex;
  static constexpr cufftType Plan = CUFFT_C2C;
  static cufftResult exec(cufftHandle H, Type *I, Type *O, int D) { return cufftExecC2C(H, I, O, D); }
};
template <> struct Complex<double> {
  using Type = cufftDoubleComplex;
  static constexpr cufftType Plan = CUFFT_Z2Z;
  static cufftResult exec(cufftHandle H, Type *I, Type *O, int D) { return cufftExecZ2Z(H, I, O, D); }
};

/// One group: a transform of sizes N (row-major), Batch of them, packed.
template <class T>
void group(const std::vector<long long> &N, int Batch, int Dir, bool InPlace, int How) {
  using C = typename Complex<T>::Type;
  long long Total = 1;
  std::string G = std::string("c2c_") + (sizeof(T) == 4 ? "f32_" : "f64_");
  for (size_t D = 0; D < N.size(); ++D) {
    Total *= N[D];
    G += (D ? "x" : "") + std::to_string(N[D]);
  }
  G += "_b" + std::to_string(Batch) + (Dir < 0 ? "_fwd" : "_inv") + (InPlace ? "_ip" : "_op");
  std::vector<double> R = fftcase::uniform(2 * Total * Batch, Total * 131 + Batch * 7 + (Dir > 0));
  std::vector<C> In(Total * Batch);
  double MaxNorm = 0;
  for (int B = 0; B < Batch; ++B) {
    double Norm = 0;
    for (long long E = 0; E < Total; ++E) {
      long long I = B * Total + E;
      In[I].x = T(R[2 * I]);
      In[I].y = T(R[2 * I + 1]);
      Norm += double(In[I].x) * In[I].x + double(In[I].y) * In[I].y;
    }
    MaxNorm = std::max(MaxNorm, std::sqrt(Norm));
  }
  DeviceBuffer<C> X(In), Y(InPlace ? 1 : In.size());
  cufftHandle H;
  int Ni[3] = {int(N[0]), N.size() > 1 ? int(N[1]) : 1, N.size() > 2 ? int(N[2]) : 1};
  // How: 0 = cufftPlan1d/2d/3d (batch 1 for 2-D/3-D), 1 = cufftPlanMany, 2 = cufftCreate +
  // cufftMakePlanMany64.
  if (How == 0 && N.size() == 1)
    FFT_CHECK(cufftPlan1d(&H, Ni[0], Complex<T>::Plan, Batch));
  else if (How == 0 && N.size() == 2)
    FFT_CHECK(cufftPlan2d(&H, Ni[0], Ni[1], Complex<T>::Plan));
  else if (How == 0)
    FFT_CHECK(cufftPlan3d(&H, Ni[0], Ni[1], Ni[2], Complex<T>::Plan));
  else if (How == 1)
    FFT_CHECK(cufftPlanMany(&H, int(N.size()), Ni, nullptr, 1, 0, nullptr, 1, 0, Complex<T>::Plan,
                            Batch));
  else {
    long long N64[3] = {N[0], N.size() > 1 ? N[1] : 1, N.size() > 2 ? N[2] : 1};
    size_t Work = 0;
    FFT_CHECK(cufftCreate(&H));
    FFT_CHECK(cufftMakePlanMany64(H, int(N.size()), N64, nullptr, 1, 0, nullptr, 1, 0,
                                  Complex<T>::Plan, Batch, &Work));
  }
  C *Out = InPlace ? X.ptr : Y.ptr;
  FFT_CHECK(Complex<T>::exec(H, X.ptr, Out, Dir));
  std::vector<C> Got = InPlace ? X.get() : Y.get();
  FFT_CHECK(cufftDestroy(H));
  fftcase::tolerance(G, sizeof(T) == 8, N, MaxNorm);
  size_t Index = 0;
  for (const C &V : Got)
    fftcase::reportComplex(G, Index, V.x, V.y, sizeof(T) == 8);
}

} // namespace

int main() {
  const long long Lengths[] = {2,   3,   4,   5,    7,    8,    16,   30,   64,    97,  100,
                               128, 210, 243, 256,  343,  625,  1000, 1024, 2401,  11,  13,
                               17,  22,  51,  127,  1331, 2310, 4096, 4097, 8191, 6561, 15625};
  int K = 0;
  for (long long N : Lengths) {
    int Batch = N <= 256 ? 1 + K % 3 : 1;
    group<float>({N}, Batch, K % 2 ? CUFFT_INVERSE : CUFFT_FORWARD, K % 3 == 0, K % 3);
    group<double>({N}, Batch, K % 2 ? CUFFT_FORWARD : CUFFT_INVERSE, K % 3 == 1, (K + 1) % 3);
    ++K;
  }
  const std::vector<std::vector<long long>> Multi = {
      {4, 4}, {8, 6}, {16, 30}, {7, 11}, {64, 64}, {1, 32}, {100, 3}, {5, 6, 7}, {16, 16, 16},
      {3, 17, 4}, {8, 1, 9}, {2, 13, 5}};
  for (const auto &N : Multi) {
    int Batch = 1 + K % 2;
    group<float>(N, K % 2 ? 1 : Batch, CUFFT_FORWARD, K % 2 == 0, K % 2 ? 0 : 1);
    group<double>(N, Batch, CUFFT_INVERSE, K % 2 == 1, 1 + K % 2);
    ++K;
  }
  return finish();
}
