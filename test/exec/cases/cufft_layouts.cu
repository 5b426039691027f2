// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (each group has its TOL line: cufft_library.h)
// cuFFT's advanced data layouts and plan APIs, NVIDIA's cuFFT (reference build) against our
// kernels (route B, cufft_library.h): cufftPlanMany with strides, distances and embeds larger
// than the transform (1-D, 2-D, 3-D; C2C, Z2Z, R2C, D2Z, C2R, Z2D), interleaved batches (stride =
// batch count, distance 1), a user work area (cufftSetAutoAllocation(0) + cufftSetWorkArea), a
// non-default stream (cufftSetStream), cufftXtMakePlanMany + cufftXtExec, a forward-inverse
// round trip in place, and the result codes of invalid calls (group "status", exact).
// Only the logical output elements are printed, in layout order.
#include "cufft_library.h"

#include <vector>

namespace {

struct Geometry {
  std::vector<long long> N;
  std::vector<int> Inembed, Onembed; // empty: the basic layout
  int Istride, Idist, Ostride, Odist, Batch;
};

/// Element offsets of every logical element of one side, batch-major, row-major.
std::vector<long long> offsets(const std::vector<long long> &Dims, const std::vector<int> &Embed,
                               int Stride, int Dist, int Batch) {
  std::vector<long long> Out;
  long long Total = 1;
  for (long long D : Dims)
    Total *= D;
  for (int B = 0; B < Batch; ++B)
    for (long long E = 0; E < Total; ++E) {
      long long I[3] = {0, 0, 0}, R = E;
      for (int D = int(Dims.size()) - 1; D >= 0; --D) {
        I[D] = R % Dims[D];
        R /= Dims[D];
      }
      long long Lin = I[0];
      for (size_t D = 1; D < Dims.size(); ++D)
        Lin = Lin * Embed[D] + I[D];
      Out.push_back(B * (long long)Dist + Stride * Lin);
    }
  return Out;
}

std::string label(const char *Kind, const Geometry &Ge) {
  std::string G = Kind;
  G += "_";
  for (size_t D = 0; D < Ge.N.size(); ++D)
    G += (D ? "x" : "") + std::to_string(Ge.N[D]);
  G += "_is" + std::to_string(Ge.Istride) + "_id" + std::to_string(Ge.Idist) + "_os" +
       std::to_string(Ge.Ostride) + "_od" + std::to_string(Ge.Odist) + "_b" +
       std::to_string(Ge.Batch);
  return G;
}

/// One advanced-layout transform: Kind 0 = C2C/Z2Z, 1 = R2C/D2Z, 2 = C2R/Z2D.
template <class T> void advanced(int Kind, const Geometry &Ge, int Dir) {
  using C = typename std::conditional<sizeof(T) == 4, cufftComplex, cufftDoubleComplex>::type;
  const bool Dbl = sizeof(T) == 8;
  const char *Names[2][3] = {{"c2c", "r2c", "c2r"}, {"z2z", "d2z", "z2d"}};
  std::string G = label(Names[Dbl][Kind], Ge) + (Kind == 0 ? (Dir < 0 ? "_fwd" : "_inv") : "");
  std::vector<long long> InDims = Ge.N, OutDims = Ge.N;
  if (Kind == 2)
    InDims.back() = Ge.N.back() / 2 + 1;
  if (Kind == 1)
    OutDims.back() = Ge.N.back() / 2 + 1;
  std::vector<long long> InAt = offsets(InDims, Ge.Inembed, Ge.Istride, Ge.Idist, Ge.Batch);
  std::vector<long long> OutAt = offsets(OutDims, Ge.Onembed, Ge.Ostride, Ge.Odist, Ge.Batch);
  long long InSize = 1, OutSize = 1;
  for (long long A : InAt)
    InSize = std::max(InSize, A + 1);
  for (long long A : OutAt)
    OutSize = std::max(OutSize, A + 1);
  long long Total = 1;
  for (long long D : Ge.N)
    Total *= D;
  const long long PerIn = (long long)InAt.size() / Ge.Batch;
  std::vector<double> R = fftcase::uniform(2 * InAt.size(), InAt.size() * 3 + Kind * 11 + Dbl);
  double MaxNorm = 0;
  cufftType Types[2][3] = {{CUFFT_C2C, CUFFT_R2C, CUFFT_C2R}, {CUFFT_Z2Z, CUFFT_D2Z, CUFFT_Z2D}};
  std::vector<int> Ni(Ge.N.begin(), Ge.N.end());
  std::vector<int> Ie = Ge.Inembed, Oe = Ge.Onembed;
  cufftHandle H;
  FFT_CHECK(cufftPlanMany(&H, int(Ni.size()), Ni.data(), Ie.data(), Ge.Istride, Ge.Idist,
                          Oe.data(), Ge.Ostride, Ge.Odist, Types[Dbl][Kind], Ge.Batch));
  if (Kind == 1) { // real input
    std::vector<T> In(InSize, T(0));
    for (int B = 0; B < Ge.Batch; ++B) {
      double Norm = 0;
      for (long long E = 0; E < PerIn; ++E) {
        T V = T(R[B * PerIn + E]);
        In[InAt[B * PerIn + E]] = V;
        Norm += double(V) * V;
      }
      MaxNorm = std::max(MaxNorm, std::sqrt(Norm));
    }
    DeviceBuffer<T> X(In);
    DeviceBuffer<C> Y(OutSize);
    FFT_CHECK(Dbl ? cufftExecD2Z(H, (cufftDoubleReal *)X.ptr, (cufftDoubleComplex *)Y.ptr)
                  : cufftExecR2C(H, (cufftReal *)X.ptr, (cufftComplex *)Y.ptr));
    std::vector<C> Got = Y.get();
    fftcase::tolerance(G, Dbl, Ge.N, MaxNorm);
    size_t Index = 0;
    for (long long A : OutAt)
      fftcase::reportComplex(G, Index, Got[A].x, Got[A].y, Dbl);
  } else {
    std::vector<C> In(InSize);
    std::memset(In.data(), 0, In.size() * sizeof(C));
    for (int B = 0; B < Ge.Batch; ++B) {
      double Norm = 0;
      std::vector<std::complex<double>> Half;
      if (Kind == 2) {
        std::vector<double> X(R.begin() + B * Total, R.begin() + (B + 1) * Total);
        Half = fftcase::halfSpectrum(X, Ge.N);
      }
      for (long long E = 0; E < PerIn; ++E) {
        C &V = In[InAt[B * PerIn + E]];
        if (Kind == 2) {
          V.x = T(Half[E].real());
          V.y = T(Half[E].imag());
        } else {
          V.x = T(R[2 * (B * PerIn + E)]);
          V.y = T(R[2 * (B * PerIn + E) + 1]);
        }
        Norm += double(V.x) * V.x + double(V.y) * V.y;
      }
      MaxNorm = std::max(MaxNorm, std::sqrt(Kind == 2 ? 2 * Norm : Norm));
    }
    DeviceBuffer<C> X(In);
    if (Kind == 0) {
      DeviceBuffer<C> Y(OutSize);
      FFT_CHECK(Dbl ? cufftExecZ2Z(H, (cufftDoubleComplex *)X.ptr, (cufftDoubleComplex *)Y.ptr, Dir)
                    : cufftExecC2C(H, (cufftComplex *)X.ptr, (cufftComplex *)Y.ptr, Dir));
      std::vector<C> Got = Y.get();
      fftcase::tolerance(G, Dbl, Ge.N, MaxNorm);
      size_t Index = 0;
      for (long long A : OutAt)
        fftcase::reportComplex(G, Index, Got[A].x, Got[A].y, Dbl);
    } else {
      DeviceBuffer<T> Y(OutSize);
      FFT_CHECK(Dbl ? cufftExecZ2D(H, (cufftDoubleComplex *)X.ptr, (cufftDoubleReal *)Y.ptr)
                    : cufftExecC2R(H, (cufftComplex *)X.ptr, (cufftReal *)Y.ptr));
      std::vector<T> Got = Y.get();
      fftcase::tolerance(G, Dbl, Ge.N, MaxNorm);
      size_t Index = 0;
      for (long long A : OutAt) {
        if (Dbl)
          report_f64(G, Index++, double(Got[A]));
        else
          report_f32(G, Index++, float(Got[A]));
      }
    }
  }
  FFT_CHECK(cufftDestroy(H));
}

/// A user work area, a stream, and a forward-inverse round trip in place (n x the input).
void workAreaStreamRoundTrip() {
  const int N = 360, Batch = 3;
  std::vector<double> R = fftcase::uniform(2 * N * Batch, 4242);
  std::vector<cufftComplex> In(N * Batch);
  double MaxNorm = 0;
  for (int B = 0; B < Batch; ++B) {
    double Norm = 0;
    for (int J = 0; J < N; ++J) {
      In[B * N + J] = {float(R[2 * (B * N + J)]), float(R[2 * (B * N + J) + 1])};
      Norm += double(In[B * N + J].x) * In[B * N + J].x + double(In[B * N + J].y) * In[B * N + J].y;
    }
    MaxNorm = std::max(MaxNorm, std::sqrt(Norm));
  }
  DeviceBuffer<cufftComplex> X(In);
  cudaStream_t S;
  EXEC_CHECK(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking));
  cufftHandle H;
  size_t Work = 0;
  FFT_CHECK(cufftCreate(&H));
  FFT_CHECK(cufftSetAutoAllocation(H, 0));
  FFT_CHECK(cufftMakePlan1d(H, N, CUFFT_C2C, Batch, &Work));
  size_t Size = 0;
  FFT_CHECK(cufftGetSize(H, &Size));
  void *Area = nullptr;
  EXEC_CHECK(cudaMalloc(&Area, Size ? Size : 1));
  FFT_CHECK(cufftSetWorkArea(H, Area));
  FFT_CHECK(cufftSetStream(H, S));
  FFT_CHECK(cufftExecC2C(H, X.ptr, X.ptr, CUFFT_FORWARD));
  FFT_CHECK(cufftExecC2C(H, X.ptr, X.ptr, CUFFT_INVERSE));
  EXEC_CHECK(cudaStreamSynchronize(S));
  std::vector<cufftComplex> Got = X.get();
  FFT_CHECK(cufftDestroy(H));
  EXEC_CHECK(cudaFree(Area));
  EXEC_CHECK(cudaStreamDestroy(S));
  // Two transforms: twice the stages, and the inverse sees N x larger values.
  fftcase::tolerance("roundtrip_c2c_360_b3_userwork_stream", false, {N, N},
                     MaxNorm * std::sqrt(double(N)));
  size_t Index = 0;
  for (const cufftComplex &V : Got)
    fftcase::reportComplex("roundtrip_c2c_360_b3_userwork_stream", Index, V.x, V.y, false);
}

/// cufftXtMakePlanMany + cufftXtExec: a D2Z and a C2C plan of cudaDataType.
void xtPlans() {
  {
    long long N[1] = {210};
    const int Batch = 2;
    std::vector<double> R = fftcase::uniform(N[0] * Batch, 777);
    double MaxNorm = 0;
    for (int B = 0; B < Batch; ++B) {
      double Norm = 0;
      for (int J = 0; J < N[0]; ++J)
        Norm += R[B * N[0] + J] * R[B * N[0] + J];
      MaxNorm = std::max(MaxNorm, std::sqrt(Norm));
    }
    DeviceBuffer<double> X(R);
    DeviceBuffer<cufftDoubleComplex> Y((N[0] / 2 + 1) * Batch);
    cufftHandle H;
    size_t Work;
    FFT_CHECK(cufftCreate(&H));
    FFT_CHECK(cufftXtMakePlanMany(H, 1, N, nullptr, 1, 0, CUDA_R_64F, nullptr, 1, 0, CUDA_C_64F,
                                  Batch, &Work, CUDA_C_64F));
    FFT_CHECK(cufftXtExec(H, X.ptr, Y.ptr, CUFFT_FORWARD));
    std::vector<cufftDoubleComplex> Got = Y.get();
    FFT_CHECK(cufftDestroy(H));
    fftcase::tolerance("xt_d2z_210_b2", true, {N[0]}, MaxNorm);
    size_t Index = 0;
    for (const auto &V : Got)
      fftcase::reportComplex("xt_d2z_210_b2", Index, V.x, V.y, true);
  }
  {
    long long N[2] = {12, 19};
    std::vector<double> R = fftcase::uniform(2 * 12 * 19, 778);
    std::vector<cufftComplex> In(12 * 19);
    double Norm = 0;
    for (size_t E = 0; E < In.size(); ++E) {
      In[E] = {float(R[2 * E]), float(R[2 * E + 1])};
      Norm += double(In[E].x) * In[E].x + double(In[E].y) * In[E].y;
    }
    DeviceBuffer<cufftComplex> X(In);
    cufftHandle H;
    size_t Work;
    FFT_CHECK(cufftCreate(&H));
    FFT_CHECK(cufftXtMakePlanMany(H, 2, N, nullptr, 1, 0, CUDA_C_32F, nullptr, 1, 0, CUDA_C_32F, 1,
                                  &Work, CUDA_C_32F));
    FFT_CHECK(cufftXtExec(H, X.ptr, X.ptr, CUFFT_INVERSE));
    std::vector<cufftComplex> Got = X.get();
    FFT_CHECK(cufftDestroy(H));
    fftcase::tolerance("xt_c2c_12x19_inv_ip", false, {12, 19}, std::sqrt(Norm));
    size_t Index = 0;
    for (const auto &V : Got)
      fftcase::reportComplex("xt_c2c_12x19_inv_ip", Index, V.x, V.y, false);
  }
}

/// Result codes both libraries document the same way.
void status() {
  size_t I = 0;
  cufftHandle H;
  report_u32("status", I++, cufftPlan1d(&H, 0, CUFFT_C2C, 1));               // INVALID_SIZE
  report_u32("status", I++, cufftPlan1d(&H, 64, CUFFT_C2C, 0));              // INVALID_SIZE
  report_u32("status", I++, cufftPlan1d(&H, 64, cufftType(0x77), 1));        // INVALID_TYPE
  int N4[4] = {2, 2, 2, 2};
  report_u32("status", I++, cufftPlanMany(&H, 4, N4, nullptr, 1, 0, nullptr, 1, 0, CUFFT_C2C, 1)); // INVALID_VALUE
  FFT_CHECK(cufftPlan1d(&H, 64, CUFFT_C2C, 1));
  FFT_CHECK(cufftDestroy(H));
  report_u32("status", I++, cufftExecC2C(H, nullptr, nullptr, CUFFT_FORWARD)); // INVALID_PLAN
  report_u32("status", I++, cufftDestroy(H));                                  // INVALID_PLAN
  size_t W = 0;
  report_u32("status", I++, cufftEstimate1d(1024, CUFFT_C2C, 1, &W));           // SUCCESS
}

} // namespace

int main() {
  std::vector<std::pair<int, Geometry>> Cases = {
      // 1-D: stride 2 in, stride 3 out, padded distances, batch 4.
      {0, {{64}, {64}, {64}, 2, 131, 3, 200, 4}},
      {0, {{97}, {97}, {97}, 2, 199, 1, 100, 3}},
      {0, {{30}, {30}, {30}, 5, 1, 5, 1, 5}}, // interleaved batches
      {1, {{100}, {100}, {51}, 1, 103, 2, 110, 3}},
      {1, {{12}, {12}, {7}, 3, 1, 3, 1, 3}}, // interleaved real batches
      {2, {{100}, {51}, {100}, 1, 60, 2, 210, 2}},
      {2, {{17}, {9}, {17}, 4, 1, 4, 1, 4}},
      // 2-D inside larger arrays.
      {0, {{6, 10}, {8, 12}, {7, 11}, 2, 200, 3, 250, 2}},
      {0, {{16, 16}, {16, 20}, {18, 16}, 1, 330, 1, 290, 2}},
      {1, {{8, 14}, {8, 16}, {9, 8}, 1, 128, 1, 80, 2}},
      {2, {{8, 14}, {9, 8}, {8, 16}, 1, 80, 1, 128, 2}},
      {1, {{7, 9}, {7, 9}, {7, 5}, 2, 130, 1, 40, 1}},
      // 3-D embedded.
      {0, {{4, 6, 5}, {4, 7, 6}, {5, 6, 8}, 1, 170, 2, 400, 2}},
      {1, {{4, 4, 6}, {4, 5, 7}, {4, 4, 4}, 1, 140, 1, 64, 2}},
      {2, {{4, 4, 6}, {4, 4, 4}, {4, 5, 7}, 1, 64, 1, 140, 2}},
  };
  int K = 0;
  for (const auto &C : Cases) {
    advanced<float>(C.first, C.second, K % 2 ? CUFFT_INVERSE : CUFFT_FORWARD);
    advanced<double>(C.first, C.second, K % 2 ? CUFFT_FORWARD : CUFFT_INVERSE);
    ++K;
  }
  workAreaStreamRoundTrip();
  xtPlans();
  status();
  return finish();
}
