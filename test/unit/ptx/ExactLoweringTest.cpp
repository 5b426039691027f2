// SPDX-License-Identifier: Apache-2.0
// Bit-exactness of lowerings that are pure arithmetic, run on the host: an asm is lowered for
// AMDGPU (the IR is target-independent integer/float code), the function is JIT-compiled for the
// host and compared on edge and random inputs with
//  * the host's own directed rounding (fesetround) for .rz/.rm/.rp (DirectedRounding.cpp);
//  * reference implementations of the video instructions (the ISA's pseudo-code with the departures
//    NVIDIA's hardware shows, see Video.cpp), bmsk, szext and fns (IntArith.cpp), written here
//    independently of the lowering, on many more inputs than the execution cases;
// VideoHardwareTest.cpp replays the recorded NVIDIA outputs of test/exec/ptx/video.forms.
#include "JitLowering.h"

#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace llvm;
using scale::test::Jit;

namespace {

template <class T> uint64_t bitsOf(T V) {
  uint64_t B = 0;
  std::memcpy(&B, &V, sizeof(T));
  return B;
}

std::vector<uint32_t> edgeU32() {
  std::vector<uint32_t> V = {0,          1,          2,          0x7f,       0x80,       0xff,
                             0x100,      0x7fff,     0x8000,     0xffff,     0x10000,    0x7fffffff,
                             0x80000000, 0x80000001, 0xfffffffe, 0xffffffff, 0x00ff00ff, 0xff00ff00,
                             0x7f807f80, 0x807f807f, 0x12345678, 0xdeadbeef, 31,         32,
                             33,         63,         64,         0x1f1f1f1f};
  std::mt19937 R(1234);
  for (int I = 0; I < 300; ++I)
    V.push_back(R());
  return V;
}

// ---- directed rounding against the host's fesetround -----------------------------------------

std::vector<double> edgeF64() {
  std::vector<double> V = {0.0, -0.0, 1.0, -1.0, 3.0, 0.1, -0.7, 1e308, -1e308, 1.7976931348623157e308,
                           4.9e-324, -4.9e-324, 2.2250738585072014e-308, 1e-310, 0x1p-1000,
                           0x1.fffffffffffffp-1, 1.0000000000000002, INFINITY, -INFINITY, NAN,
                           3.4028234663852886e38, 1.1754943508222875e-38, 1.401298464324817e-45,
                           0x1.000001p0, 0x1.0000008p0, 16777217.0, 1e-45, 123456.789,
                           // products and sums near the subnormal range and the overflow edge
                           0x1p-540, -0x1.8p-537, 0x1.fffffffffffffp-520, 0x1p-1074, -0x1p-1022,
                           0x1.0000000000001p-1000, 0x1p+520, -0x1.fffffffffffffp+511, 0x1p-60};
  std::mt19937_64 R(99);
  for (int I = 0; I < 400; ++I) {
    uint64_t B = R();
    if (I % 3 == 0) // moderate exponents, where cancellations and ties happen
      B = (B & 0x800fffffffffffffull) | (uint64_t(1023 + int(B % 40) - 20) << 52);
    double D;
    std::memcpy(&D, &B, 8);
    V.push_back(D);
  }
  return V;
}
std::vector<float> edgeF32() {
  std::vector<float> V;
  for (double D : edgeF64())
    V.push_back(float(D));
  std::mt19937 R(7);
  for (int I = 0; I < 200; ++I) {
    uint32_t B = R();
    if (I % 2)
      B = (B & 0x807fffffu) | (uint32_t(127 + int(B % 30) - 15) << 23);
    float F;
    std::memcpy(&F, &B, 4);
    V.push_back(F);
  }
  return V;
}

struct Mode {
  const char *Name;
  int Fe;
};
const Mode Modes[] = {{"rz", FE_TOWARDZERO}, {"rm", FE_DOWNWARD}, {"rp", FE_UPWARD}};

// The host reference, computed with the rounding mode set (volatile: never folded).
template <class T> T hostOp(const std::string &Op, T A, T B, T C, int Fe) {
  volatile T X = A, Y = B, Z = C;
  std::fesetround(Fe);
  T R;
  if (Op == "add")
    R = X + Y;
  else if (Op == "sub")
    R = X - Y;
  else if (Op == "mul")
    R = X * Y;
  else if (Op == "div")
    R = X / Y;
  else if (Op == "fma")
    R = std::fma(T(X), T(Y), T(Z));
  else if (Op == "sqrt")
    R = std::sqrt(T(X));
  else
    R = T(1) / X; // rcp
  volatile T Out = R;
  std::fesetround(FE_TONEAREST);
  return Out;
}

bool sameFloat(uint64_t A, uint64_t B, int Bits) {
  auto IsNaN = [&](uint64_t V) {
    return Bits == 32 ? (V & 0x7fffffffu) > 0x7f800000u : (V & ~(1ull << 63)) > 0x7ff0000000000000ull;
  };
  return A == B || (IsNaN(A) && IsNaN(B));
}

template <class T> void checkRounded(const std::string &Op, int Arity) {
  const bool F32 = sizeof(T) == 4;
  const std::string Ty = F32 ? "float" : "double", P = F32 ? "f32" : "f64", C = F32 ? "f" : "d";
  std::vector<T> In;
  if constexpr (sizeof(T) == 4)
    In = edgeF32();
  else
    In = edgeF64();
  for (const Mode &M : Modes) {
    std::string Asm = Op + "." + M.Name + "." + P + " $0, $1" + (Arity > 1 ? ", $2" : "") +
                      (Arity > 2 ? ", $3" : "") + ";";
    std::string Cons = "=" + C + "," + C + (Arity > 1 ? "," + C : "") + (Arity > 2 ? "," + C : "");
    Jit J(Ty, std::vector<std::string>(Arity, Ty), Asm, Cons);
    ASSERT_TRUE(J.Error.empty()) << J.Error;
    unsigned Bad = 0;
    size_t N = In.size();
    for (size_t I = 0; I < N && Bad < 5; ++I)
      for (size_t K = 0; K < (Arity > 1 ? N : 1) && Bad < 5; K += (Arity > 1 ? 7 : 1)) {
        T A = In[I], B = In[(I + K) % N], Cv = In[(I * 3 + K + 1) % N];
        T Want = hostOp<T>(Op, A, B, Cv, M.Fe);
        T Got = Arity == 1   ? J.fn<T(T)>()(A)
                : Arity == 2 ? J.fn<T(T, T)>()(A, B)
                             : J.fn<T(T, T, T)>()(A, B, Cv);
        if (!sameFloat(bitsOf(Got), bitsOf(Want), F32 ? 32 : 64)) {
          ++Bad;
          ADD_FAILURE() << Asm << " (" << A << ", " << B << ", " << Cv << "): got " << std::hexfloat
                        << Got << " want " << Want << std::defaultfloat;
        }
      }
  }
}

TEST(ExactLowering, DirectedRoundingF32) {
  for (const char *Op : {"add", "sub", "mul", "div"})
    checkRounded<float>(Op, 2);
  checkRounded<float>("fma", 3);
  checkRounded<float>("sqrt", 1);
  checkRounded<float>("rcp", 1);
}

TEST(ExactLowering, DirectedRoundingF64) {
  for (const char *Op : {"add", "sub", "mul", "div"})
    checkRounded<double>(Op, 2);
  checkRounded<double>("fma", 3);
  checkRounded<double>("sqrt", 1);
  checkRounded<double>("rcp", 1);
}

// f64 fma/mul/div/sqrt with results near the subnormal range (the frexp-scaled branches).
TEST(ExactLowering, DirectedRoundingF64Tiny) {
  std::mt19937_64 R(21);
  auto Make = [&](int Lo, int Hi) {
    double M = 1.0 + double(R() >> 11) * 0x1p-53;
    double V = std::ldexp(M, Lo + int(R() % uint64_t(Hi - Lo + 1)));
    return (R() & 1) ? -V : V;
  };
  for (const Mode &M : Modes) {
    Jit J("double", {"double", "double", "double"}, std::string("fma.") + M.Name + ".f64 $0, $1, $2, $3;",
          "=d,d,d,d");
    ASSERT_TRUE(J.Error.empty()) << J.Error;
    unsigned Bad = 0;
    for (int I = 0; I < 20000 && Bad < 5; ++I) {
      double X = Make(-560, -480), Y = Make(-600, -500), Z = I % 3 ? Make(-1100, -1000) : -X * Y;
      if (I % 5 == 0)
        Z = Make(-1074, -1060);
      double Want = hostOp<double>("fma", X, Y, Z, M.Fe);
      double Got = J.fn<double(double, double, double)>()(X, Y, Z);
      if (!sameFloat(bitsOf(Got), bitsOf(Want), 64)) {
        ++Bad;
        ADD_FAILURE() << "fma." << M.Name << ".f64 " << std::hexfloat << X << " " << Y << " " << Z
                      << ": got " << Got << " want " << Want;
      }
    }
    // mul and div into the subnormal range (their frexp-scaled branches), sqrt of subnormals.
    for (const char *Op : {"mul", "div"}) {
      Jit K("double", {"double", "double"}, std::string(Op) + "." + M.Name + ".f64 $0, $1, $2;", "=d,d,d");
      ASSERT_TRUE(K.Error.empty()) << K.Error;
      for (int I = 0; I < 5000 && Bad < 5; ++I) {
        double X = Make(-560, -480), Y = std::string(Op) == "mul" ? Make(-600, -500) : Make(500, 600);
        double Want = hostOp<double>(Op, X, Y, 0.0, M.Fe), Got = K.fn<double(double, double)>()(X, Y);
        if (!sameFloat(bitsOf(Got), bitsOf(Want), 64)) {
          ++Bad;
          ADD_FAILURE() << Op << "." << M.Name << ".f64 " << std::hexfloat << X << " " << Y
                        << ": got " << Got << " want " << Want;
        }
      }
    }
    Jit S("double", {"double"}, std::string("sqrt.") + M.Name + ".f64 $0, $1;", "=d,d");
    ASSERT_TRUE(S.Error.empty()) << S.Error;
    for (int I = 0; I < 5000 && Bad < 5; ++I) {
      double X = std::fabs(Make(-1074, -1000));
      double Want = hostOp<double>("sqrt", X, 0.0, 0.0, M.Fe), Got = S.fn<double(double)>()(X);
      if (!sameFloat(bitsOf(Got), bitsOf(Want), 64)) {
        ++Bad;
        ADD_FAILURE() << "sqrt." << M.Name << ".f64 " << std::hexfloat << X << ": got " << Got
                      << " want " << Want;
      }
    }
  }
}

TEST(ExactLowering, DirectedRoundingConversions) {
  std::vector<uint64_t> Ints = {0, 1, 0x7fffffffffffffffull, 0x8000000000000000ull, ~0ull,
                                (1ull << 53) + 1, (1ull << 24) + 1, 0xfffffffffffff801ull,
                                123456789012345ull, 0x80000000ull, 0xffffffffull};
  std::mt19937_64 R(5);
  for (int I = 0; I < 500; ++I)
    Ints.push_back(R() >> (R() % 64));
  for (const Mode &M : Modes) {
    for (const char *Src : {"s64", "u64", "s32", "u32"}) {
      bool Is64 = Src[1] == '6', S = Src[0] == 's';
      std::string IT = Is64 ? "i64" : "i32", IC = Is64 ? "l" : "r";
      Jit F("float", {IT}, std::string("cvt.") + M.Name + ".f32." + Src + " $0, $1;", "=f," + IC);
      Jit D("double", {IT}, std::string("cvt.") + M.Name + ".f64." + Src + " $0, $1;", "=d," + IC);
      ASSERT_TRUE(F.Error.empty() && D.Error.empty()) << F.Error << D.Error;
      for (uint64_t V : Ints) {
        volatile uint64_t X = V;
        std::fesetround(M.Fe);
        float WantF;
        double WantD;
        if (Is64) {
          WantF = S ? float(int64_t(X)) : float(uint64_t(X));
          WantD = S ? double(int64_t(X)) : double(uint64_t(X));
        } else {
          WantF = S ? float(int32_t(uint32_t(X))) : float(uint32_t(X));
          WantD = S ? double(int32_t(uint32_t(X))) : double(uint32_t(X));
        }
        volatile float WF = WantF;
        volatile double WD = WantD;
        std::fesetround(FE_TONEAREST);
        float GotF = Is64 ? F.fn<float(uint64_t)>()(V) : F.fn<float(uint32_t)>()(uint32_t(V));
        double GotD = Is64 ? D.fn<double(uint64_t)>()(V) : D.fn<double(uint32_t)>()(uint32_t(V));
        EXPECT_EQ(bitsOf(GotF), bitsOf(float(WF))) << "cvt." << M.Name << ".f32." << Src << " " << V;
        EXPECT_EQ(bitsOf(GotD), bitsOf(double(WD))) << "cvt." << M.Name << ".f64." << Src << " " << V;
      }
    }
    Jit N("float", {"double"}, std::string("cvt.") + M.Name + ".f32.f64 $0, $1;", "=f,d");
    ASSERT_TRUE(N.Error.empty()) << N.Error;
    for (double V : edgeF64()) {
      volatile double X = V;
      std::fesetround(M.Fe);
      volatile float Want = float(X);
      std::fesetround(FE_TONEAREST);
      EXPECT_TRUE(sameFloat(bitsOf(N.fn<float(double)>()(V)), bitsOf(float(Want)), 32))
          << "cvt." << M.Name << ".f32.f64 " << std::hexfloat << V;
    }
  }
}

// cvt.{rz,rm,rp}.bf16.f32 (nvcc's __float2bfloat16_rz and friends): the bf16 neighbours of x are
// its truncation t and the next value away from zero u; the mode picks one by comparing floats.
TEST(ExactLowering, DirectedRoundingF32ToBf16) {
  std::vector<float> Vals = {0.f, -0.f, 1.f, -1.f, 1.00390625f, -1.00390625f, 3.4e38f, -3.4e38f,
                             1e-40f, -1e-40f, 1.17549435e-38f, INFINITY, -INFINITY};
  std::mt19937 R(7);
  for (int I = 0; I < 2000; ++I) {
    uint32_t B = R();
    float F;
    std::memcpy(&F, &B, 4);
    Vals.push_back(F);
  }
  auto asFloat = [](uint32_t Hi) {
    uint32_t B = Hi << 16;
    float F;
    std::memcpy(&F, &B, 4);
    return F;
  };
  for (const Mode &M : Modes) {
    Jit J("i16", {"float"}, std::string("cvt.") + M.Name + ".bf16.f32 $0, $1;", "=h,f");
    ASSERT_TRUE(J.Error.empty()) << J.Error;
    for (float X : Vals) {
      uint16_t Got = J.fn<uint16_t(float)>()(X);
      uint32_t XB = bitsOf(X);
      if (std::isnan(X)) {
        EXPECT_EQ(Got, 0x7fff) << M.Name;
        continue;
      }
      float T = asFloat(XB >> 16), U = asFloat((XB >> 16) + 1), Want = T;
      if (T != X) {
        bool Pos = X > 0;
        if ((std::string(M.Name) == "rp" && Pos) || (std::string(M.Name) == "rm" && !Pos))
          Want = U;
        ASSERT_TRUE(std::fabs(T) < std::fabs(X) && std::fabs(X) < std::fabs(U)) << X;
      }
      EXPECT_EQ(Got, uint16_t(bitsOf(Want) >> 16)) << "cvt." << M.Name << ".bf16.f32 " << std::hexfloat << X;
    }
  }
}

// cvt.{rn,rz,rm,rp}.{bf16,f16}.{s,u}{32,64}: against an integer rounding of the exact magnitude
// to the format's significand (8 bits for bf16, 11 for f16), ties to even for rn.
namespace {
uint16_t roundIntTo16(bool Neg, uint64_t Mag, bool BFloat, const std::string &Mode) {
  const int Sig = BFloat ? 8 : 11, MantBits = Sig - 1, Bias = BFloat ? 127 : 15;
  const uint16_t Sign = Neg ? 0x8000 : 0, Inf = BFloat ? 0x7f80 : 0x7c00;
  if (Mag == 0)
    return 0;
  int P = 63 - __builtin_clzll(Mag);
  int Shift = P >= Sig ? P - MantBits : 0;
  uint64_t T = Mag >> Shift, Rem = Shift ? Mag & ((1ull << Shift) - 1) : 0;
  bool Up = false;
  if (Rem) {
    uint64_t Half = 1ull << (Shift - 1);
    if (Mode == "rn")
      Up = Rem > Half || (Rem == Half && (T & 1));
    else if (Mode == "rp")
      Up = !Neg;
    else if (Mode == "rm")
      Up = Neg;
  }
  T += Up;
  if (T >> Sig) { // carried into a new bit
    T >>= 1;
    ++Shift;
  }
  int E = 63 - __builtin_clzll(T) + Shift; // exponent of the result
  if (E + Bias >= (BFloat ? 255 : 31)) {    // overflow: infinity, or the largest finite value
    bool Toward0 = Mode == "rz" || (Mode == "rm" && !Neg) || (Mode == "rp" && Neg);
    return Sign | (Toward0 ? uint16_t(Inf - 1) : Inf);
  }
  uint64_t Norm = T << (MantBits - (63 - __builtin_clzll(T)));
  return Sign | uint16_t(((E + Bias) << MantBits) | (Norm & ((1u << MantBits) - 1)));
}
} // namespace

TEST(ExactLowering, IntegersTo16BitFloats) {
  std::vector<uint64_t> Ints = {0, 1, 255, 256, 257, 65504, 65519, 65520, 65535,
                                (1ull << 24) + (1ull << 16) + 1, // rounds twice through f32 (rn)
                                (1ull << 24) + (1ull << 16), 0x7fffffffull, 0x80000000ull,
                                0xffffffffull, 0x7fffffffffffffffull, 0x8000000000000000ull, ~0ull};
  std::mt19937_64 R(11);
  for (int I = 0; I < 400; ++I)
    Ints.push_back(R() >> (R() % 64));
  for (const char *Mode : {"rn", "rz", "rm", "rp"}) {
    for (bool BFloat : {true, false}) {
      // f16 in a directed mode ends in llvm.fptrunc.round (TargetHooks::fptruncRound), which only
      // the GPU back ends select: not on this host JIT.
      if (!BFloat && std::string(Mode) != "rn")
        continue;
      for (const char *Src : {"s32", "u32", "s64", "u64"}) {
        bool Is64 = Src[1] == '6', Signed = Src[0] == 's';
        std::string Name = std::string("cvt.") + Mode + (BFloat ? ".bf16." : ".f16.") + Src;
        Jit J("i16", {Is64 ? "i64" : "i32"}, Name + " $0, $1;", Is64 ? "=h,l" : "=h,r");
        ASSERT_TRUE(J.Error.empty()) << Name << ": " << J.Error;
        int Bad = 0;
        for (uint64_t V0 : Ints) {
          uint64_t V = Is64 ? V0 : uint32_t(V0);
          bool Neg = Signed && (Is64 ? int64_t(V) < 0 : int32_t(V) < 0);
          uint64_t Mag = Neg ? (Is64 ? 0 - V : uint64_t(0 - int64_t(int32_t(V)))) : V;
          uint16_t Want = roundIntTo16(Neg, Mag, BFloat, Mode);
          uint16_t Got = Is64 ? J.fn<uint16_t(uint64_t)>()(V) : J.fn<uint16_t(uint32_t)>()(uint32_t(V));
          if (Got != Want && ++Bad <= 3)
            ADD_FAILURE() << Name << " " << (Neg ? "-" : "") << Mag << ": got 0x" << std::hex
                          << Got << " want 0x" << Want << std::dec;
        }
      }
    }
  }
}

// ---- video instructions, bmsk, szext against the ISA pseudo-code --------------------------------

int64_t ext(uint32_t V, unsigned Bits, bool S) {
  uint64_t M = Bits == 32 ? 0xffffffffull : (1ull << Bits) - 1;
  uint64_t X = V & M;
  if (S && (X >> (Bits - 1)) & 1)
    return int64_t(X) - int64_t(M) - 1;
  return int64_t(X);
}
int64_t clampTo(int64_t V, unsigned Bits, bool S) {
  int64_t Lo = S ? -(int64_t(1) << (Bits - 1)) : 0;
  int64_t Hi = S ? (int64_t(1) << (Bits - 1)) - 1 : int64_t((1ull << Bits) - 1);
  return V < Lo ? Lo : V > Hi ? Hi : V;
}

/// The signed 34-bit intermediate of the scalar video instructions.
int64_t wrap34(__int128 V) {
  uint64_t L = uint64_t(V) & ((uint64_t(1) << 34) - 1);
  return (L >> 33) ? int64_t(L) - (int64_t(1) << 34) : int64_t(L);
}

/// vop2/vop4 with default selectors: Op in add, sub, avrg, absdiff, min, max.
uint32_t simdRef(const std::string &Op, unsigned N, bool DS, bool AS, bool BS, bool Sat, bool Add,
                 uint32_t A, uint32_t B, uint32_t C) {
  unsigned W = 32 / N;
  uint32_t D = Add ? C : 0;
  for (unsigned I = 0; I < N; ++I) {
    int64_t Va = ext(A >> (W * I), W, AS), Vb = ext(B >> (W * I), W, BS), T;
    if (Op == "add")
      T = Va + Vb;
    else if (Op == "sub")
      T = Va - Vb;
    else if (Op == "avrg")
      T = (Va + Vb >= 0) ? (Va + Vb + 1) >> 1 : (Va + Vb) >> 1;
    else if (Op == "absdiff")
      T = Va > Vb ? Va - Vb : Vb - Va;
    else if (Op == "min")
      T = Va < Vb ? Va : Vb;
    else
      T = Va > Vb ? Va : Vb;
    if (Sat)
      T = clampTo(T, W, DS);
    if (Add)
      D += uint32_t(T);
    else
      D |= (uint32_t(T) & ((1u << W) - 1)) << (W * I);
  }
  return D;
}

TEST(ExactLowering, VideoSimd) {
  std::vector<uint32_t> In = edgeU32();
  for (const char *Op : {"add", "sub", "avrg", "absdiff", "min", "max"})
    for (unsigned N : {2u, 4u})
      for (int Form = 0; Form < 4; ++Form) {
        bool S = Form & 1, Sat = Form == 2, Add = Form == 3;
        std::string T = S ? ".s32" : ".u32";
        std::string Asm = std::string("v") + Op + std::to_string(N) + T + T + T +
                          (Sat ? ".sat" : "") + (Add ? ".add" : "") + " $0, $1, $2, $3;";
        Jit J("i32", {"i32", "i32", "i32"}, Asm, "=r,r,r,r");
        ASSERT_TRUE(J.Error.empty()) << J.Error;
        auto *F = J.fn<uint32_t(uint32_t, uint32_t, uint32_t)>();
        unsigned Bad = 0;
        for (size_t I = 0; I < In.size() && Bad < 3; ++I) {
          uint32_t A = In[I], B = In[(I * 7 + 3) % In.size()], C = In[(I * 13 + 5) % In.size()];
          uint32_t Want = simdRef(Op, N, S, S, S, Sat, Add, A, B, C);
          if (F(A, B, C) != Want) {
            ++Bad;
            ADD_FAILURE() << Asm << " " << std::hex << A << " " << B << " " << C << ": got "
                          << F(A, B, C) << " want " << Want;
          }
        }
      }
}

TEST(ExactLowering, VideoScalar) {
  std::vector<uint32_t> In = edgeU32();
  struct Case {
    const char *Asm;
    uint32_t (*Ref)(uint32_t, uint32_t, uint32_t);
  };
  const Case Cases[] = {
      {"vadd.s32.u32.s32.sat $0, $1.b0, $2.h1;",
       [](uint32_t A, uint32_t B, uint32_t) { return uint32_t(clampTo(ext(A, 8, false) + ext(B >> 16, 16, true), 32, true)); }},
      {"vsub.u32.u32.u32.sat $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) { return uint32_t(clampTo(int64_t(A) - int64_t(B), 32, false)); }},
      {"vabsdiff.u32.u32.u32.add $0, $1.b1, $2.b1, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) { return uint32_t(std::abs(ext(A >> 8, 8, false) - ext(B >> 8, 8, false)) + C); }},
      {"vmax.s32.s32.s32.sat $0.h0, $1.h1, $2.h0, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) {
         // The hardware clamps to the half-word as if unsigned: a negative maximum becomes 0x7fff.
         int64_t T = std::max(ext(A >> 16, 16, true), ext(B, 16, true));
         return (C & 0xffff0000u) | uint32_t(T < 0 || T > 0x7fff ? 0x7fff : T);
       }},
      {"vmin.s32.s32.s32.min $0, $1, $2, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) { return uint32_t(std::min({ext(A, 32, true), ext(B, 32, true), ext(C, 32, true)})); }},
      // Without .sat a byte merge moves the result's low byte into place (d.b1 = t[7:0]); a
      // half-word merge into .h1 keeps the result's field in place (d.h1 = t[31:16]).
      {"vset.u32.u32.eq $0.b1, $1.b0, $2.b0, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) { return (C & 0xffff00ffu) | uint32_t((A & 0xff) == (B & 0xff)) << 8; }},
      {"vadd.u32.u32.u32 $0.b1, $1.b0, $2.b0, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) { return (C & 0xffff00ffu) | (((A + B) & 0xff) << 8); }},
      // .sat into an unsigned byte: a negative result compares as a large unsigned one (0xff).
      {"vsub.u32.u32.u32.sat $0.b1, $1.b0, $2.b0, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) {
         int64_t T = int64_t(A & 0xff) - int64_t(B & 0xff);
         return (C & 0xffff00ffu) | uint32_t(T < 0 ? 0xff : T) << 8;
       }},
      {"vadd.u32.u32.u32 $0.h1, $1.h0, $2.h1, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) { return (C & 0xffffu) | (((A & 0xffff) + (B >> 16)) & 0xffff0000u); }},
      {"vadd.s32.s32.s32.sat $0.b2, $1.b3, $2.b1, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) {
         int64_t T = ext(A >> 24, 8, true) + ext(B >> 8, 8, true);
         return (C & 0xff00ffffu) | uint32_t(T < 0 || T > 0x7f ? 0x7f : T) << 16;
       }},
      // vadd and vsub with an unsigned destination saturate only below; the others both ways.
      {"vsub.u32.u32.s32.sat $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) { return uint32_t(std::max<int64_t>(int64_t(A) - ext(B, 32, true), 0)); }},
      {"vadd.u32.u32.u32.sat.add $0, $1, $2, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) { return A + B + C; }},
      {"vsub.s32.s32.s32.sat $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) { return uint32_t(clampTo(ext(A, 32, true) - ext(B, 32, true), 32, true)); }},
      // Without .sat the 32-bit result goes into the secondary operation.
      {"vsub.s32.s32.s32.min $0, $1, $2, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) { return uint32_t(std::min(int32_t(A - B), int32_t(C))); }},
      // Shifts: a signed 34-bit intermediate, then the saturation.
      {"vshl.s32.s32.u32.sat.clamp $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) {
         return uint32_t(clampTo(wrap34((__int128)ext(A, 32, true) * ((__int128)1 << (B > 32 ? 32 : B))), 32, true));
       }},
      {"vshl.u32.u32.u32.sat.wrap $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) {
         return uint32_t(clampTo(wrap34((__int128)A << (B & 31)), 32, false));
       }},
      {"vshl.u32.u32.u32.clamp $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) { return B >= 32 ? 0u : A << B; }},
      {"vshr.s32.s32.u32.wrap $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) { return uint32_t(int32_t(A) >> (B & 31)); }},
      {"vmad.u32.u32.u32.shr15 $0, $1.h0, $2.h0, $3;",
       // c is sign-extended whatever the types; the shift is arithmetic.
       [](uint32_t A, uint32_t B, uint32_t C) { return uint32_t((int64_t((A & 0xffffull) * (B & 0xffff)) + ext(C, 32, true)) >> 15); }},
      {"vmad.s32.s32.s32.sat $0, $1, -$2, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) {
         __int128 T = -(__int128)ext(A, 32, true) * ext(B, 32, true) + ext(C, 32, true);
         return uint32_t(T < INT32_MIN ? INT32_MIN : T > INT32_MAX ? INT32_MAX : int64_t(T));
       }},
      // Whole-word sources of vmad are multiplied as signed, even .u32; .sat clamps as unsigned.
      {"vmad.u32.u32.u32.sat $0, $1, $2, $3;",
       [](uint32_t A, uint32_t B, uint32_t C) {
         __int128 T = (__int128)ext(A, 32, true) * ext(B, 32, true) + ext(C, 32, true);
         return uint32_t(T < 0 ? 0 : T > UINT32_MAX ? UINT32_MAX : uint64_t(T));
       }},
      {"vmad.u32.u32.u32.shr7 $0, $1.h1, $2.b2, -$3;",
       [](uint32_t A, uint32_t B, uint32_t C) {
         __int128 T = (__int128)((A >> 16) * ((B >> 16) & 0xff)) - ext(C, 32, true);
         return uint32_t(uint64_t(T >> 7));
       }},
      {"bmsk.wrap.b32 $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) {
         uint32_t A1 = A & 31, B1 = B & 31;
         return (A1 + B1 >= 32) ? ~0u << A1 : B1 == 0 ? 0u : (~0u << A1) & ~(~0u << (A1 + B1));
       }},
      {"bmsk.clamp.b32 $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) {
         uint32_t A1 = A & 31, B1 = B & 31;
         uint32_t M0 = A >= 32 ? 0 : ~0u << A1;
         if (A + uint64_t(B) >= 32 || A >= 32 || B >= 32 || A1 + B1 >= 32)
           return M0;
         return B1 == 0 ? 0u : M0 & ~(~0u << (A1 + B1));
       }},
      {"szext.clamp.s32 $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) {
         if (B >= 32)
           return A;
         if (B == 0)
           return 0u;
         return uint32_t(int32_t(A << (32 - B)) >> (32 - B));
       }},
      {"szext.wrap.u32 $0, $1, $2;",
       [](uint32_t A, uint32_t B, uint32_t) {
         uint32_t B1 = B & 31;
         return B1 == 0 ? 0u : A & ((1u << B1) - 1);
       }},
  };
  for (const Case &C : Cases) {
    Jit J("i32", {"i32", "i32", "i32"}, C.Asm, "=r,r,r,r");
    ASSERT_TRUE(J.Error.empty()) << J.Error;
    auto *F = J.fn<uint32_t(uint32_t, uint32_t, uint32_t)>();
    unsigned Bad = 0;
    for (size_t I = 0; I < In.size() && Bad < 3; ++I)
      for (uint32_t B : {In[(I * 7 + 3) % In.size()], uint32_t(I % 70)}) {
        uint32_t A = In[I], Cv = In[(I * 13 + 5) % In.size()];
        if (F(A, B, Cv) != C.Ref(A, B, Cv)) {
          ++Bad;
          ADD_FAILURE() << C.Asm << " " << std::hex << A << " " << B << " " << Cv << ": got "
                        << F(A, B, Cv) << " want " << C.Ref(A, B, Cv);
        }
      }
  }
}

// ---- fns against the ISA pseudo-code -------------------------------------------------------

/// fns.b32 as the PTX ISA's pseudo-code states it (a loop over the positions), with what NVIDIA's
/// ptxas computes where the ISA says undefined (base > 31: 0xffffffff) or has no value
/// (offset INT_MIN: 0); headers/__scale_amd/math/bits.h says how that was found.
uint32_t fnsRef(uint32_t Mask, uint32_t Base, int32_t Offset) {
  if (Offset == INT32_MIN)
    return 0;
  if (Base > 31)
    return ~0u;
  if (Offset == 0)
    return ((Mask >> Base) & 1) ? Base : ~0u;
  int Pos = int(Base), Count = (Offset > 0 ? Offset : -Offset) - 1, Inc = Offset > 0 ? 1 : -1;
  for (; Pos >= 0 && Pos < 32; Pos += Inc)
    if ((Mask >> Pos) & 1) {
      if (Count == 0)
        return uint32_t(Pos);
      --Count;
    }
  return ~0u;
}

TEST(ExactLowering, Fns) {
  Jit J("i32", {"i32", "i32", "i32"}, "fns.b32 $0, $1, $2, $3;", "=r,r,r,r");
  ASSERT_TRUE(J.Error.empty()) << J.Error;
  auto *F = J.fn<uint32_t(uint32_t, uint32_t, int32_t)>();
  std::vector<uint32_t> Masks = {0u, ~0u, 1u, 0x80000000u, 0xaaaaaaaau, 0x55555555u, 0x80000001u,
                                 0x0000ffffu, 0xffff0000u, 0x00010000u, 0x12345678u, 0xfffffffeu};
  std::mt19937 Gen(7);
  for (int I = 0; I < 52; ++I)
    Masks.push_back(uint32_t(Gen()));
  std::vector<uint32_t> Bases;
  for (uint32_t B = 0; B <= 40; ++B)
    Bases.push_back(B);
  for (uint32_t B : {63u, 64u, 0x7fffffffu, 0x80000000u, 0xffffffffu})
    Bases.push_back(B);
  std::vector<int32_t> Offsets;
  for (int32_t O = -40; O <= 40; ++O)
    Offsets.push_back(O);
  for (int32_t O : {INT32_MIN, INT32_MIN + 1, INT32_MAX, -65536, 65536})
    Offsets.push_back(O);
  unsigned Bad = 0;
  for (uint32_t M : Masks)
    for (uint32_t B : Bases)
      for (int32_t O : Offsets)
        if (F(M, B, O) != fnsRef(M, B, O) && ++Bad <= 10)
          ADD_FAILURE() << std::hex << "fns(" << M << ", " << std::dec << B << ", " << O
                        << "): got " << std::hex << F(M, B, O) << " want " << fnsRef(M, B, O);
  // The ISA's examples.
  EXPECT_EQ(F(0xaaaaaaaau, 3, 1), 3u);
  EXPECT_EQ(F(0xaaaaaaaau, 3, -1), 3u);
  EXPECT_EQ(F(0xaaaaaaaau, 2, 1), 3u);
  EXPECT_EQ(F(0xaaaaaaaau, 2, -1), 1u);
}

// ---- FP8 conversions against a brute-force nearest search over all 256 codes -----------------

/// The value of an FP8 code (NaN for NaN codes).
double fp8Value(unsigned C, bool E4M3) {
  unsigned EB = E4M3 ? 4 : 5, MB = E4M3 ? 3 : 2, Bias = E4M3 ? 7 : 15;
  unsigned E = (C >> MB) & ((1u << EB) - 1), M = C & ((1u << MB) - 1);
  double S = (C & 0x80) ? -1.0 : 1.0;
  if (E4M3 && E == 15 && M == 7)
    return NAN;
  if (!E4M3 && E == 31)
    return M ? NAN : S * INFINITY;
  if (E == 0)
    return S * std::ldexp(double(M), 1 - int(Bias) - int(MB));
  return S * std::ldexp(double(M + (1u << MB)), int(E) - int(Bias) - int(MB));
}

/// cvt.rn.satfinite: the nearest finite code (ties to the even code), clamped; NaN gives 0x7f.
unsigned fp8Ref(float X, bool E4M3) {
  if (X != X)
    return 0x7f;
  double Max = E4M3 ? 448.0 : 57344.0;
  double V = std::fmin(std::fabs(double(X)), Max);
  unsigned Best = 0;
  double BestErr = INFINITY;
  for (unsigned C = 0; C < 0x80; ++C) {
    double F = fp8Value(C, E4M3);
    if (F != F || std::isinf(F))
      continue;
    double Err = std::fabs(F - V);
    if (Err < BestErr || (Err == BestErr && (C & 1) == 0)) {
      Best = C;
      BestErr = Err;
    }
  }
  return Best | (std::signbit(X) ? 0x80 : 0);
}

TEST(ExactLowering, Fp8Conversions) {
  std::vector<float> In = edgeF32();
  for (float F : {448.0f, 464.0f, 480.0f, 0.001953125f, 0.0009765625f, 0.00146484375f, 57344.0f,
                  61440.0f, 1.52587890625e-05f, 2.288818359375e-05f, 240.0f, 232.0f})
    for (float G : {F, -F})
      In.push_back(G);
  std::mt19937 R(11);
  for (int I = 0; I < 3000; ++I) { // values around the FP8 range
    float F = std::ldexp(float(R() % 4096) / 4096.0f + 1.0f, int(R() % 40) - 24);
    In.push_back(R() & 1 ? -F : F);
  }
  for (bool E4M3 : {true, false}) {
    std::string Fmt = E4M3 ? "e4m3x2" : "e5m2x2";
    Jit To("i16", {"float", "float"}, "cvt.rn.satfinite." + Fmt + ".f32 $0, $1, $2;", "=h,f,f");
    Jit From("i32", {"i16"}, "cvt.rn.f16x2." + Fmt + " $0, $1;", "=r,h");
    ASSERT_TRUE(To.Error.empty() && From.Error.empty()) << To.Error << From.Error;
    unsigned Bad = 0;
    for (size_t I = 0; I + 1 < In.size() && Bad < 5; I += 2) {
      uint16_t Got = To.fn<uint16_t(float, float)>()(In[I], In[I + 1]);
      uint16_t Want = uint16_t(fp8Ref(In[I], E4M3) << 8 | fp8Ref(In[I + 1], E4M3));
      if (Got != Want) {
        ++Bad;
        ADD_FAILURE() << "cvt.rn.satfinite." << Fmt << ".f32 " << std::hexfloat << In[I] << ", "
                      << In[I + 1] << ": got " << std::hex << Got << " want " << Want;
      }
    }
    for (unsigned C = 0; C < 0x10000; C += 0x0101) { // both bytes through every code
      uint32_t Got = bitsOf(From.fn<uint32_t(uint16_t)>()(uint16_t(C)));
      for (unsigned K = 0; K < 2; ++K) {
        double V = fp8Value((C >> (8 * K)) & 0xff, E4M3);
        uint16_t H = uint16_t(Got >> (16 * K));
        if (V != V) {
          EXPECT_EQ(H, 0x7fff) << Fmt << " code " << std::hex << C;
          continue;
        }
        _Float16 Want = _Float16(V);
        EXPECT_EQ(H, uint16_t(bitsOf(Want))) << Fmt << " code " << std::hex << C;
      }
    }
  }
}

} // namespace
