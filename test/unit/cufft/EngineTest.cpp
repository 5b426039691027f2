// SPDX-License-Identifier: Apache-2.0
// The cuFFT engine's arithmetic, run on the host (EngineHost.cpp), through the cuFFT API: every
// transform type, Stockham radices 2/3/4/5/7 and Bluestein lengths, 1-D/2-D/3-D, batches, in-place
// (with cuFFT's padding) and out-of-place, advanced layouts; against a long double DFT, within
// the normwise bound 4 u L ||x||_2 (L: log2 N + 2 per dimension, 3 log2 M + 4 for Bluestein).
#include <cufft.h>
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <vector>

namespace {

using LC = std::complex<long double>;

std::vector<double> uniform(size_t N, uint64_t Seed) {
  std::vector<double> V(N);
  uint64_t S = Seed * 0x9E3779B97F4A7C15ull + 7;
  for (double &X : V) {
    S ^= S << 13;
    S ^= S >> 7;
    S ^= S << 17;
    X = -1.0 + 2.0 * double(S >> 11) / double(1ull << 53);
  }
  return V;
}

/// The unnormalised multi-dimensional DFT (sign -1 forward) of one packed transform.
std::vector<LC> dft(std::vector<LC> A, const std::vector<long long> &N, int Sign) {
  long long Total = 1;
  for (long long D : N)
    Total *= D;
  long long Inner = Total;
  const long double Pi = 3.141592653589793238462643383279502884L;
  for (long long Len : N) {
    Inner /= Len;
    std::vector<LC> B(A.size()), W(Len);
    for (long long T = 0; T < Len; ++T)
      W[T] = LC(std::cos(Sign * 2 * Pi * T / Len), std::sin(Sign * 2 * Pi * T / Len));
    for (long long O = 0; O < Total / (Len * Inner); ++O)
      for (long long I = 0; I < Inner; ++I)
        for (long long K = 0; K < Len; ++K) {
          LC S = 0;
          for (long long J = 0; J < Len; ++J)
            S += A[(O * Len + J) * Inner + I] * W[(J * K) % Len];
          B[(O * Len + K) * Inner + I] = S;
        }
    A.swap(B);
  }
  return A;
}

double stages(const std::vector<long long> &N) {
  double L = 0;
  for (long long D : N) {
    long long R = D;
    for (int P : {2, 3, 5, 7})
      while (R % P == 0)
        R /= P;
    if (R == 1) {
      L += std::ceil(std::log2(double(D))) + 2;
    } else {
      long long M = 1;
      while (M < 2 * D - 1)
        M *= 2;
      L += 3 * std::log2(double(M)) + 4;
    }
  }
  return L;
}

long long product(const std::vector<long long> &N) {
  long long P = 1;
  for (long long D : N)
    P *= D;
  return P;
}

template <class T> struct Types;
template <> struct Types<float> {
  using C = cufftComplex;
  static constexpr cufftType C2C = CUFFT_C2C, R2C = CUFFT_R2C, C2R = CUFFT_C2R;
  static cufftResult c2c(cufftHandle H, C *I, C *O, int D) { return cufftExecC2C(H, I, O, D); }
  static cufftResult r2c(cufftHandle H, float *I, C *O) { return cufftExecR2C(H, I, O); }
  static cufftResult c2r(cufftHandle H, C *I, float *O) { return cufftExecC2R(H, I, O); }
};
template <> struct Types<double> {
  using C = cufftDoubleComplex;
  static constexpr cufftType C2C = CUFFT_Z2Z, R2C = CUFFT_D2Z, C2R = CUFFT_Z2D;
  static cufftResult c2c(cufftHandle H, C *I, C *O, int D) { return cufftExecZ2Z(H, I, O, D); }
  static cufftResult r2c(cufftHandle H, double *I, C *O) { return cufftExecD2Z(H, I, O); }
  static cufftResult c2r(cufftHandle H, C *I, double *O) { return cufftExecZ2D(H, I, O); }
};

template <class T> double unit() { return std::ldexp(1.0, sizeof(T) == 4 ? -24 : -53); }

/// cufftPlanMany with the basic layout (null embeds) or the given advanced one.
cufftHandle plan(const std::vector<long long> &N, cufftType Type, int Batch, int *Inembed = nullptr,
                 int Istride = 1, int Idist = 0, int *Onembed = nullptr, int Ostride = 1,
                 int Odist = 0) {
  int Ni[3];
  for (size_t D = 0; D < N.size(); ++D)
    Ni[D] = int(N[D]);
  cufftHandle H = 0;
  EXPECT_EQ(cufftPlanMany(&H, int(N.size()), Ni, Inembed, Istride, Idist, Onembed, Ostride, Odist,
                          Type, Batch),
            CUFFT_SUCCESS);
  return H;
}

template <class T> void c2c(const std::vector<long long> &N, int Batch, int Dir, bool InPlace) {
  using C = typename Types<T>::C;
  const long long Total = product(N);
  std::vector<double> R = uniform(2 * Total * Batch, Total * 31 + Batch + Dir);
  std::vector<C> In(Total * Batch), Out(Total * Batch);
  for (long long E = 0; E < Total * Batch; ++E)
    In[E] = {T(R[2 * E]), T(R[2 * E + 1])};
  std::vector<C> Keep = In;
  cufftHandle H = plan(N, Types<T>::C2C, Batch);
  C *Dst = InPlace ? In.data() : Out.data();
  ASSERT_EQ(Types<T>::c2c(H, In.data(), Dst, Dir), CUFFT_SUCCESS);
  double Worst = 0, Bound = 0;
  for (int B = 0; B < Batch; ++B) {
    std::vector<LC> X(Total);
    long double Norm = 0;
    for (long long E = 0; E < Total; ++E) {
      X[E] = LC(Keep[B * Total + E].x, Keep[B * Total + E].y);
      Norm += std::norm(X[E]);
    }
    std::vector<LC> Y = dft(X, N, Dir);
    Bound = std::max(Bound, 4 * unit<T>() * stages(N) * double(std::sqrt(Norm)));
    for (long long E = 0; E < Total; ++E)
      Worst = std::max(Worst, double(std::abs(Y[E] - LC(Dst[B * Total + E].x, Dst[B * Total + E].y))));
  }
  EXPECT_LE(Worst, Bound) << "C2C n0=" << N[0] << " rank " << N.size() << " dir " << Dir;
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
}

template <class T> void r2cc2r(const std::vector<long long> &N, int Batch, bool InPlace) {
  using C = typename Types<T>::C;
  const long long Total = product(N), Last = N.back(), Half = Last / 2 + 1;
  const long long Outer = Total / Last, HalfTotal = Outer * Half;
  const long long RealLd = InPlace ? 2 * Half : Last; // cuFFT's in-place padding
  std::vector<double> R = uniform(Total * Batch, Total * 7 + Batch);
  // R2C
  std::vector<C> Buf(HalfTotal * Batch + 1);
  std::vector<T> Real(Outer * RealLd * Batch);
  T *RealIn = InPlace ? reinterpret_cast<T *>(Buf.data()) : Real.data();
  for (int B = 0; B < Batch; ++B)
    for (long long O = 0; O < Outer; ++O)
      for (long long J = 0; J < Last; ++J)
        RealIn[(B * Outer + O) * RealLd + J] = T(R[(B * Outer + O) * Last + J]);
  std::vector<C> Spec(HalfTotal * Batch);
  C *SpecOut = InPlace ? Buf.data() : Spec.data();
  cufftHandle H = plan(N, Types<T>::R2C, Batch);
  ASSERT_EQ(Types<T>::r2c(H, RealIn, SpecOut), CUFFT_SUCCESS);
  double Worst = 0, Bound = 0;
  std::vector<std::vector<LC>> Full(Batch);
  for (int B = 0; B < Batch; ++B) {
    std::vector<LC> X(Total);
    long double Norm = 0;
    for (long long E = 0; E < Total; ++E) {
      X[E] = LC(T(R[B * Total + E]), 0);
      Norm += std::norm(X[E]);
    }
    Full[B] = dft(X, N, -1);
    Bound = std::max(Bound, 4 * unit<T>() * stages(N) * double(std::sqrt(Norm)));
    for (long long O = 0; O < Outer; ++O)
      for (long long K = 0; K < Half; ++K) {
        C V = SpecOut[(B * Outer + O) * Half + K];
        Worst = std::max(Worst, double(std::abs(Full[B][O * Last + K] - LC(V.x, V.y))));
      }
  }
  EXPECT_LE(Worst, Bound) << "R2C n0=" << N[0] << " last " << Last << " in place " << InPlace;
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
  // C2R of that spectrum gives Total * x back.
  H = plan(N, Types<T>::C2R, Batch);
  std::vector<T> Back(Outer * RealLd * Batch);
  T *RealOut = InPlace ? reinterpret_cast<T *>(SpecOut) : Back.data();
  ASSERT_EQ(Types<T>::c2r(H, SpecOut, RealOut), CUFFT_SUCCESS);
  Worst = 0;
  for (int B = 0; B < Batch; ++B)
    for (long long O = 0; O < Outer; ++O)
      for (long long J = 0; J < Last; ++J)
        Worst = std::max(Worst, std::abs(double(RealOut[(B * Outer + O) * RealLd + J]) -
                                         double(T(R[(B * Outer + O) * Last + J])) * Total));
  EXPECT_LE(Worst, 3 * Bound * std::sqrt(double(Total))) << "C2R n0=" << N[0] << " last " << Last;
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
}

TEST(CufftEngine, C2C1d) {
  for (long long N : {1, 2, 3, 4, 5, 7, 8, 12, 16, 30, 49, 64, 97, 100, 105, 128, 210, 243, 256,
                      343, 1000, 1024, 11, 13, 22, 17 * 3, 1331})
    for (int Dir : {CUFFT_FORWARD, CUFFT_INVERSE}) {
      c2c<float>({N}, 3, Dir, N % 2 == 0);
      c2c<double>({N}, 2, Dir, N % 2 == 1);
    }
}

TEST(CufftEngine, C2CMultiDim) {
  for (std::vector<long long> N : std::vector<std::vector<long long>>{
           {4, 4}, {8, 6}, {7, 11}, {1, 16}, {16, 1}, {5, 6, 7}, {4, 4, 4}, {3, 17, 2}, {2, 3, 13}})
    for (int Dir : {CUFFT_FORWARD, CUFFT_INVERSE}) {
      c2c<float>(N, 2, Dir, true);
      c2c<double>(N, 1, Dir, false);
    }
}

TEST(CufftEngine, RealTransforms) {
  for (std::vector<long long> N : std::vector<std::vector<long long>>{
           {2}, {3}, {8}, {15}, {17}, {64}, {100}, {127}, {8, 8}, {6, 9}, {5, 11}, {4, 6, 8}, {3, 5, 7}})
    for (bool InPlace : {false, true}) {
      r2cc2r<float>(N, 2, InPlace);
      r2cc2r<double>(N, 3, InPlace);
    }
}

TEST(CufftEngine, AdvancedLayout) {
  // Two 2-D 6 x 10 transforms inside 8 x 12 arrays, elements 2 apart, transforms 200 apart; the
  // output 7 x 11 with stride 3, 250 apart. Gaps stay untouched.
  const int N0 = 6, N1 = 10, Batch = 2;
  int N[2] = {N0, N1}, Inembed[2] = {8, 12}, Onembed[2] = {7, 11};
  const int Is = 2, Id = 200, Os = 3, Od = 250;
  std::vector<cufftDoubleComplex> In(Batch * Id), Out(Batch * Od, {-7, -7});
  std::vector<double> R = uniform(2 * In.size(), 99);
  for (size_t E = 0; E < In.size(); ++E)
    In[E] = {R[2 * E], R[2 * E + 1]};
  cufftHandle H;
  ASSERT_EQ(cufftPlanMany(&H, 2, N, Inembed, Is, Id, Onembed, Os, Od, CUFFT_Z2Z, Batch),
            CUFFT_SUCCESS);
  ASSERT_EQ(cufftExecZ2Z(H, In.data(), Out.data(), CUFFT_FORWARD), CUFFT_SUCCESS);
  std::vector<bool> Written(Out.size(), false);
  for (int B = 0; B < Batch; ++B) {
    std::vector<LC> X(N0 * N1);
    for (int I = 0; I < N0; ++I)
      for (int J = 0; J < N1; ++J) {
        cufftDoubleComplex V = In[B * Id + Is * (I * Inembed[1] + J)];
        X[I * N1 + J] = LC(V.x, V.y);
      }
    std::vector<LC> Y = dft(X, {N0, N1}, -1);
    for (int I = 0; I < N0; ++I)
      for (int J = 0; J < N1; ++J) {
        size_t At = B * Od + Os * (I * Onembed[1] + J);
        Written[At] = true;
        EXPECT_NEAR(double(Y[I * N1 + J].real()), Out[At].x, 1e-13);
        EXPECT_NEAR(double(Y[I * N1 + J].imag()), Out[At].y, 1e-13);
      }
  }
  for (size_t E = 0; E < Out.size(); ++E)
    if (!Written[E])
      EXPECT_EQ(Out[E].x, -7) << E;
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);

  // R2C with interleaved batches (stride = batch count, distance 1), 1-D length 12.
  const int L = 12, Bt = 3;
  int Nl[1] = {L}, Ie[1] = {L}, Oe[1] = {L / 2 + 1};
  std::vector<float> Ri(L * Bt);
  std::vector<double> U = uniform(Ri.size(), 5);
  for (size_t E = 0; E < Ri.size(); ++E)
    Ri[E] = float(U[E]);
  std::vector<cufftComplex> Co((L / 2 + 1) * Bt);
  ASSERT_EQ(cufftPlanMany(&H, 1, Nl, Ie, Bt, 1, Oe, Bt, 1, CUFFT_R2C, Bt), CUFFT_SUCCESS);
  ASSERT_EQ(cufftExecR2C(H, Ri.data(), Co.data()), CUFFT_SUCCESS);
  for (int B = 0; B < Bt; ++B) {
    std::vector<LC> X(L);
    for (int J = 0; J < L; ++J)
      X[J] = LC(Ri[J * Bt + B], 0);
    std::vector<LC> Y = dft(X, {L}, -1);
    for (int K = 0; K <= L / 2; ++K) {
      EXPECT_NEAR(double(Y[K].real()), Co[K * Bt + B].x, 1e-5);
      EXPECT_NEAR(double(Y[K].imag()), Co[K * Bt + B].y, 1e-5);
    }
  }
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
}

} // namespace
