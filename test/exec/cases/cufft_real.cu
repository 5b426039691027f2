// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (each group has its TOL line: cufft_library.h)
// cuFFT real transforms, NVIDIA's cuFFT (reference build) against our kernels (route B,
// cufft_library.h): R2C/D2Z of uniform real data and C2R/Z2D of Hermitian-consistent half spectra
// (the double-precision DFT of uniform real data, computed on the host, rounded to the
// precision), 1-D over even, odd, smooth and Bluestein lengths with batches, 2-D and 3-D; in place
// (cuFFT's padded real layout, 2 (N/2+1) reals per last-dimension row) and out of place. Only the
// logical values are printed (a padded row's two extra reals are not part of the output).
// Groups: <r2c|c2r>_<f32|f64>_<sizes>_b<batch>_<ip|op>.
#include "cufft_library.h"

#include <vector>

namespace {

template <class T> struct Real;
template <> struct Real<float> {
  using C = cufftComplex;
  static constexpr cufftType R2C = CUFFT_R2C, C2R = CUFFT_C2R;
  static cufftResult r2c(cufftHandle H, float *I, C *O) { return cufftExecR2C(H, I, O); }
  static cufftResult c2r(cufftHandle H, C *I, float *O) { return cufftExecC2R(H, I, O); }
};
template <> struct Real<double> {
  using C = cufftDoubleComplex;
  static constexpr cufftType R2C = CUFFT_D2Z, C2R = CUFFT_Z2D;
  static cufftResult r2c(cufftHandle H, double *I, C *O) { return cufftExecD2Z(H, I, O); }
  static cufftResult c2r(cufftHandle H, C *I, double *O) { return cufftExecZ2D(H, I, O); }
};

std::string name(const char *Kind, bool Double, const std::vector<long long> &N, int Batch,
                 bool InPlace) {
  std::string G = std::string(Kind) + (Double ? "_f64_" : "_f32_");
  for (size_t D = 0; D < N.size(); ++D)
    G += (D ? "x" : "") + std::to_string(N[D]);
  return G + "_b" + std::to_string(Batch) + (InPlace ? "_ip" : "_op");
}

cufftHandle plan(const std::vector<long long> &N, cufftType Type, int Batch) {
  int Ni[3] = {int(N[0]), N.size() > 1 ? int(N[1]) : 1, N.size() > 2 ? int(N[2]) : 1};
  cufftHandle H;
  if (N.size() == 1)
    FFT_CHECK(cufftPlan1d(&H, Ni[0], Type, Batch));
  else if (Batch == 1 && N.size() == 2)
    FFT_CHECK(cufftPlan2d(&H, Ni[0], Ni[1], Type));
  else if (Batch == 1)
    FFT_CHECK(cufftPlan3d(&H, Ni[0], Ni[1], Ni[2], Type));
  else
    FFT_CHECK(cufftPlanMany(&H, int(N.size()), Ni, nullptr, 1, 0, nullptr, 1, 0, Type, Batch));
  return H;
}

template <class T> void groups(const std::vector<long long> &N, int Batch, bool InPlace) {
  using C = typename Real<T>::C;
  const bool Dbl = sizeof(T) == 8;
  long long Total = 1;
  for (long long D : N)
    Total *= D;
  const long long Last = N.back(), Half = Last / 2 + 1, Outer = Total / Last;
  const long long Ld = InPlace ? 2 * Half : Last; // the real side's row length
  std::vector<double> R = fftcase::uniform(Total * Batch, Total * 17 + Batch + InPlace);

  // R2C: real rows of Ld values (padding zero), Batch transforms.
  {
    std::string G = name("r2c", Dbl, N, Batch, InPlace);
    std::vector<T> In(Outer * Ld * Batch, T(0));
    double MaxNorm = 0;
    for (int B = 0; B < Batch; ++B) {
      double Norm = 0;
      for (long long O = 0; O < Outer; ++O)
        for (long long J = 0; J < Last; ++J) {
          T V = T(R[(B * Outer + O) * Last + J]);
          In[(B * Outer + O) * Ld + J] = V;
          Norm += double(V) * V;
        }
      MaxNorm = std::max(MaxNorm, std::sqrt(Norm));
    }
    DeviceBuffer<T> X(InPlace ? std::vector<T>(In) : In);
    DeviceBuffer<C> Y(InPlace ? 1 : Outer * Half * Batch);
    cufftHandle H = plan(N, Real<T>::R2C, Batch);
    C *Out = InPlace ? reinterpret_cast<C *>(X.ptr) : Y.ptr;
    FFT_CHECK(Real<T>::r2c(H, X.ptr, Out));
    std::vector<C> Got(Outer * Half * Batch);
    EXEC_CHECK(cudaDeviceSynchronize());
    EXEC_CHECK(cudaMemcpy(Got.data(), Out, Got.size() * sizeof(C), cudaMemcpyDeviceToHost));
    FFT_CHECK(cufftDestroy(H));
    fftcase::tolerance(G, Dbl, N, MaxNorm);
    size_t Index = 0;
    for (const C &V : Got)
      fftcase::reportComplex(G, Index, V.x, V.y, Dbl);
  }

  // C2R: the half spectra of the same real data (double DFT on the host), rounded.
  {
    std::string G = name("c2r", Dbl, N, Batch, InPlace);
    std::vector<C> In(Outer * Half * Batch + (InPlace ? 0 : 0));
    double MaxNorm = 0;
    for (int B = 0; B < Batch; ++B) {
      std::vector<double> X(R.begin() + B * Total, R.begin() + (B + 1) * Total);
      std::vector<std::complex<double>> S = fftcase::halfSpectrum(X, N);
      double Norm = 0;
      for (long long E = 0; E < Outer * Half; ++E) {
        In[B * Outer * Half + E].x = T(S[E].real());
        In[B * Outer * Half + E].y = T(S[E].imag());
        Norm += std::norm(S[E]);
      }
      MaxNorm = std::max(MaxNorm, std::sqrt(2 * Norm)); // the full spectrum's norm, at most
    }
    DeviceBuffer<C> X(In);
    DeviceBuffer<T> Y(InPlace ? 1 : Outer * Last * Batch);
    cufftHandle H = plan(N, Real<T>::C2R, Batch);
    T *Out = InPlace ? reinterpret_cast<T *>(X.ptr) : Y.ptr;
    FFT_CHECK(Real<T>::c2r(H, X.ptr, Out));
    std::vector<T> Got(Outer * Ld * Batch);
    EXEC_CHECK(cudaDeviceSynchronize());
    EXEC_CHECK(cudaMemcpy(Got.data(), Out, Got.size() * sizeof(T), cudaMemcpyDeviceToHost));
    FFT_CHECK(cufftDestroy(H));
    fftcase::tolerance(G, Dbl, N, MaxNorm);
    size_t Index = 0;
    for (long long Row = 0; Row < Outer * Batch; ++Row)
      for (long long J = 0; J < Last; ++J) {
        if (Dbl)
          report_f64(G, Index++, double(Got[Row * Ld + J]));
        else
          report_f32(G, Index++, float(Got[Row * Ld + J]));
      }
  }
}

} // namespace

int main() {
  const long long Lengths[] = {2,   3,   4,   8,    15,   16,   17,   30,   64,   100,
                               127, 128, 210, 256,  243,  1000, 1024, 1331, 2310, 4096};
  int K = 0;
  for (long long N : Lengths) {
    int Batch = N <= 256 ? 1 + K % 3 : 1 + K % 2;
    groups<float>({N}, Batch, K % 2 == 0);
    groups<double>({N}, Batch, K % 2 == 1);
    ++K;
  }
  const std::vector<std::vector<long long>> Multi = {{8, 8},   {6, 9},    {5, 11},  {64, 64},
                                                     {30, 16}, {4, 6, 8}, {3, 5, 7}, {16, 16, 16}};
  for (const auto &N : Multi) {
    groups<float>(N, 1 + K % 2, K % 2 == 0);
    groups<double>(N, 1, K % 2 == 1);
    ++K;
  }
  return finish();
}
