// SPDX-License-Identifier: Apache-2.0
//===- amdgcn_emul.cu - AMDGPU intrinsics, executed on an NVIDIA GPU ------------------------===//
//
// Route B of the execution verification (test/exec/README.md): the optimised device IR that our
// pipeline produces for a wave32 AMD target (gfx1030) is rewritten for NVPTX by translate.py, which
// renames every call of @llvm.amdgcn.<a.b> to @__scale_emul_amdgcn__<a__b>. This file defines those
// functions with the semantics the AMDGPU ISA documents, for a wave of 32 lanes (= an NVIDIA warp).
// It is compiled to NVPTX bitcode by clang and linked into the translated module.
//
// Rule: an intrinsic missing here is an error of the translator, never a guess. Where AMD hardware is
// an approximation (v_rcp_f32, v_rsq_f32, v_sqrt_f32, v_exp_f32, v_log_f32: ≤1 ulp) we return the
// correctly rounded value: results are then checked against CUDA's bounds with an exact primitive.
//===-----------------------------------------------------------------------------------------===//
#include <cstdint>

#define EMUL(ret, name) extern "C" __device__ ret emul_##name
// The emulation of llvm.amdgcn.a.b is the symbol __scale_emul_amdgcn__a__b (PTX names have no dots).
#define NAME(n) __asm__("__scale_emul_amdgcn__" n)

// ---- work-items, work-groups and the code object v5 implicit kernel arguments ----------------
extern "C" __device__ unsigned emul_wid_x() NAME("workitem__id__x");
extern "C" __device__ unsigned emul_wid_x() { return threadIdx.x; }
extern "C" __device__ unsigned emul_wid_y() NAME("workitem__id__y");
extern "C" __device__ unsigned emul_wid_y() { return threadIdx.y; }
extern "C" __device__ unsigned emul_wid_z() NAME("workitem__id__z");
extern "C" __device__ unsigned emul_wid_z() { return threadIdx.z; }
extern "C" __device__ unsigned emul_wgid_x() NAME("workgroup__id__x");
extern "C" __device__ unsigned emul_wgid_x() { return blockIdx.x; }
extern "C" __device__ unsigned emul_wgid_y() NAME("workgroup__id__y");
extern "C" __device__ unsigned emul_wgid_y() { return blockIdx.y; }
extern "C" __device__ unsigned emul_wgid_z() NAME("workgroup__id__z");
extern "C" __device__ unsigned emul_wgid_z() { return blockIdx.z; }

// COV5 hidden arguments (AMDGPU-Usage "Code Object V5 Metadata"): block counts (u32 x3) at 0,
// group sizes (u16 x3) at 12, remainders (u16 x3) at 18, global offsets (u64 x3) at 40,
// grid dimensions (u16) at 64. Every thread of a launch writes the same values.
struct ImplicitArgs {
  uint32_t BlockCount[3];
  uint16_t GroupSize[3];
  uint16_t Remainder[3];
  uint8_t Reserved0[16];
  uint64_t GlobalOffset[3];
  uint16_t GridDims;
  uint8_t Reserved1[190];
};
static_assert(sizeof(ImplicitArgs) == 256, "COV5 implicit argument block");
// One block of implicit arguments per launch slot: every thread of a grid writes the same values,
// but grids running at the same time (streams) have their own launch sizes; %gridid (unique per
// launch) picks the slot, so only grids 256 launches apart that overlap could share one.
constexpr unsigned EmulLaunchSlots = 256;
__device__ ImplicitArgs emul_implicit_args[EmulLaunchSlots];
static __device__ __forceinline__ unsigned launch_slot() {
  unsigned long long G;
  asm volatile("mov.u64 %0, %%gridid;" : "=l"(G));
  return unsigned(G % EmulLaunchSlots);
}

// The HSA kernel dispatch packet (hsa_kernel_dispatch_packet_t).
struct DispatchPacket {
  uint16_t Header, Setup;
  uint16_t WorkgroupSize[3];
  uint16_t Reserved0;
  uint32_t GridSize[3];
  uint32_t PrivateSegmentSize, GroupSegmentSize;
  uint64_t KernelObject, KernargAddress, Reserved2, CompletionSignal;
};
__device__ DispatchPacket emul_dispatch_packet[EmulLaunchSlots];

extern "C" __device__ void *emul_implicitarg_generic() {
  ImplicitArgs &A = emul_implicit_args[launch_slot()];
  A.BlockCount[0] = gridDim.x, A.BlockCount[1] = gridDim.y, A.BlockCount[2] = gridDim.z;
  A.GroupSize[0] = blockDim.x, A.GroupSize[1] = blockDim.y, A.GroupSize[2] = blockDim.z;
  A.Remainder[0] = A.Remainder[1] = A.Remainder[2] = 0; // CUDA launches whole blocks only
  A.GlobalOffset[0] = A.GlobalOffset[1] = A.GlobalOffset[2] = 0;
  A.GridDims = gridDim.z > 1 ? 3 : gridDim.y > 1 ? 2 : 1;
  __threadfence_block();
  return &A;
}

extern "C" __device__ void *emul_dispatch_generic() {
  DispatchPacket &P = emul_dispatch_packet[launch_slot()];
  P.WorkgroupSize[0] = blockDim.x, P.WorkgroupSize[1] = blockDim.y, P.WorkgroupSize[2] = blockDim.z;
  P.GridSize[0] = gridDim.x * blockDim.x;
  P.GridSize[1] = gridDim.y * blockDim.y;
  P.GridSize[2] = gridDim.z * blockDim.z;
  __threadfence_block();
  return &P;
}

#ifndef SCALE_EMUL_WAVE64
// ---- waves (wave32 = one warp) -----------------------------------------------------------------
// The lane in the warp (%laneid: the linear thread id mod 32, 2-D and 3-D blocks included).
static __device__ __forceinline__ unsigned lane() {
  unsigned L;
  asm("mov.u32 %0, %%laneid;" : "=r"(L));
  return L;
}

EMUL(unsigned, wavefrontsize)() NAME("wavefrontsize");
EMUL(unsigned, wavefrontsize)() { return 32; }

EMUL(unsigned, ballot_i32)(bool B) NAME("ballot__i32");
EMUL(unsigned, ballot_i32)(bool B) { return __ballot_sync(__activemask(), B); }
EMUL(uint64_t, ballot_i64)(bool B) NAME("ballot__i64");
EMUL(uint64_t, ballot_i64)(bool B) { return __ballot_sync(__activemask(), B); }

// ds_bpermute: each lane reads the value of lane (addr / 4) mod 32.
EMUL(int, ds_bpermute)(int Addr, int V) NAME("ds__bpermute");
EMUL(int, ds_bpermute)(int Addr, int V) {
  return __shfl_sync(__activemask(), V, (unsigned(Addr) >> 2) & 31);
}
EMUL(int, ds_permute)(int Addr, int V) NAME("ds__permute");
EMUL(int, ds_permute)(int Addr, int V) {
  // Forward permute: lane i writes its value to lane (addr_i / 4); emulated through shared memory.
  __shared__ int Slots[32 * 32];
  unsigned Warp = ((threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) >> 5) & 31;
  unsigned Mask = __activemask();
  Slots[Warp * 32 + lane()] = 0;
  __syncwarp(Mask);
  Slots[Warp * 32 + ((unsigned(Addr) >> 2) & 31)] = V;
  __syncwarp(Mask);
  return Slots[Warp * 32 + lane()];
}

EMUL(unsigned, mbcnt_lo)(unsigned Mask, unsigned Acc) NAME("mbcnt__lo");
EMUL(unsigned, mbcnt_lo)(unsigned Mask, unsigned Acc) {
  return Acc + __popc(Mask & ((1u << lane()) - 1u));
}
EMUL(unsigned, mbcnt_hi)(unsigned Mask, unsigned Acc) NAME("mbcnt__hi");
EMUL(unsigned, mbcnt_hi)(unsigned, unsigned Acc) { return Acc; } // lanes 32..63 do not exist

EMUL(int, readfirstlane_i32)(int V) NAME("readfirstlane__i32");
EMUL(int, readfirstlane_i32)(int V) {
  unsigned Mask = __activemask();
  return __shfl_sync(Mask, V, __ffs(Mask) - 1);
}
EMUL(long long, readfirstlane_i64)(long long V) NAME("readfirstlane__i64");
EMUL(long long, readfirstlane_i64)(long long V) {
  unsigned Mask = __activemask();
  return __shfl_sync(Mask, V, __ffs(Mask) - 1);
}
EMUL(int, readlane_i32)(int V, int L) NAME("readlane__i32");
EMUL(int, readlane_i32)(int V, int L) { return __shfl_sync(__activemask(), V, L & 31); }

EMUL(void, s_barrier)() NAME("s__barrier");
EMUL(void, s_barrier)() { __syncthreads(); }
// sched.barrier only bounds the AMDGPU machine scheduler's regions
// (clang-plugin/ScheduleRegions.cpp): nothing to execute.
EMUL(void, sched_barrier)(int) NAME("sched__barrier");
EMUL(void, sched_barrier)(int) {}
EMUL(void, wave_barrier)() NAME("wave__barrier");
EMUL(void, wave_barrier)() { __syncwarp(__activemask()); }
// s_endpgm (PTX `exit` lowered for AMD, CCCL's device-side terminate) ends the wave; PTX's exit
// ends the thread, the same for the converged warps that use it.
EMUL(void, endpgm)() NAME("endpgm");
EMUL(void, endpgm)() {
  asm volatile("exit;");
  __builtin_unreachable();
}
EMUL(void, s_sleep)(int) NAME("s__sleep");
EMUL(void, s_sleep)(int N) { __nanosleep(64u * unsigned(N)); }

// Integer comparisons across the wave (llvm.amdgcn.icmp): predicate values are LLVM's.
static __device__ __forceinline__ bool icmpPred(long long A, long long B, unsigned long long UA,
                                                unsigned long long UB, int P) {
  switch (P) {
  case 32: return UA == UB;
  case 33: return UA != UB;
  case 34: return UA > UB;
  case 35: return UA >= UB;
  case 36: return UA < UB;
  case 37: return UA <= UB;
  case 38: return A > B;
  case 39: return A >= B;
  case 40: return A < B;
  default: return A <= B; // 41
  }
}
EMUL(unsigned, icmp_i32_i32)(int A, int B, int P) NAME("icmp__i32__i32");
EMUL(unsigned, icmp_i32_i32)(int A, int B, int P) {
  return __ballot_sync(__activemask(), icmpPred(A, B, unsigned(A), unsigned(B), P));
}
EMUL(uint64_t, icmp_i64_i32)(int A, int B, int P) NAME("icmp__i64__i32");
EMUL(uint64_t, icmp_i64_i32)(int A, int B, int P) { return emul_icmp_i32_i32(A, B, P); }
EMUL(unsigned, icmp_i32_i64)(long long A, long long B, int P) NAME("icmp__i32__i64");
EMUL(unsigned, icmp_i32_i64)(long long A, long long B, int P) {
  return __ballot_sync(__activemask(), icmpPred(A, B, A, B, P));
}
#else
#include "amdgcn_emul_wave64.h"
#endif // SCALE_EMUL_WAVE64

#ifndef SCALE_EMUL_WAVE64 // (wave64: amdgcn_emul_wave64.h, over the block's EXEC mask)
// ---- within 32 lanes on every wave size ------------------------------------------------------
static __device__ __forceinline__ unsigned warp_lane() {
  unsigned L;
  asm("mov.u32 %0, %%laneid;" : "=r"(L));
  return L;
}
// ds_swizzle_b32: offset[15] = 1 is the quad-permute mode (within groups of 4 lanes, lane i reads
// lane offset[2i+1:2i]); offset[15] = 0 the bit-mask mode over 32 lanes: source lane =
// ((lane & and_mask) | or_mask) ^ xor_mask with and/or/xor = offset[4:0], [9:5], [14:10].
EMUL(int, ds_swizzle)(int V, int Offset) NAME("ds__swizzle");
EMUL(int, ds_swizzle)(int V, int Offset) {
  unsigned L = warp_lane(), Src;
  if (Offset & 0x8000) {
    Src = (L & ~3u) | ((unsigned(Offset) >> (2 * (L & 3))) & 3u);
  } else {
    unsigned And = Offset & 31, Or = (Offset >> 5) & 31, Xor = (Offset >> 10) & 31;
    Src = ((L & And) | Or) ^ Xor;
  }
  return __shfl_sync(__activemask(), V, Src);
}
#endif

// ---- floating point -----------------------------------------------------------------------------
EMUL(float, rcp_f32)(float X) NAME("rcp__f32");
EMUL(float, rcp_f32)(float X) { return __frcp_rn(X); }
EMUL(double, rcp_f64)(double X) NAME("rcp__f64");
EMUL(double, rcp_f64)(double X) { return __drcp_rn(X); }
EMUL(float, rsq_f32)(float X) NAME("rsq__f32");
EMUL(float, rsq_f32)(float X) { return 1.0f / __fsqrt_rn(X); }
EMUL(double, rsq_f64)(double X) NAME("rsq__f64");
EMUL(double, rsq_f64)(double X) { return 1.0 / __dsqrt_rn(X); }
EMUL(float, sqrt_f32)(float X) NAME("sqrt__f32");
EMUL(float, sqrt_f32)(float X) { return __fsqrt_rn(X); }
EMUL(float, exp2_f32)(float X) NAME("exp2__f32");
EMUL(float, exp2_f32)(float X) { return exp2f(X); }
EMUL(float, log_f32)(float X) NAME("log__f32");
EMUL(float, log_f32)(float X) { return log2f(X); }
// v_sin_f32 / v_cos_f32 take their input in revolutions.
EMUL(float, sin_f32)(float X) NAME("sin__f32");
EMUL(float, sin_f32)(float X) { return sinpif(2.0f * X); }
EMUL(float, cos_f32)(float X) NAME("cos__f32");
EMUL(float, cos_f32)(float X) { return cospif(2.0f * X); }

// v_fract: x - floor(x), at most the largest float below 1; NaN and infinities give NaN.
EMUL(float, fract_f32)(float X) NAME("fract__f32");
EMUL(float, fract_f32)(float X) {
  if (isnan(X) || isinf(X))
    return __int_as_float(0x7fc00000);
  return fminf(X - floorf(X), __int_as_float(0x3f7fffff));
}
EMUL(double, fract_f64)(double X) NAME("fract__f64");
EMUL(double, fract_f64)(double X) {
  if (isnan(X) || isinf(X))
    return __longlong_as_double(0x7ff8000000000000ll);
  return fmin(X - floor(X), __longlong_as_double(0x3fefffffffffffffll));
}

// v_frexp_mant / v_frexp_exp: NaN and infinities give the input (mantissa) and 0 (exponent).
EMUL(float, frexp_mant_f32)(float X) NAME("frexp__mant__f32");
EMUL(float, frexp_mant_f32)(float X) {
  if (isnan(X) || isinf(X))
    return X;
  int E;
  return frexpf(X, &E);
}
EMUL(double, frexp_mant_f64)(double X) NAME("frexp__mant__f64");
EMUL(double, frexp_mant_f64)(double X) {
  if (isnan(X) || isinf(X))
    return X;
  int E;
  return frexp(X, &E);
}
EMUL(int, frexp_exp_i32_f32)(float X) NAME("frexp__exp__i32__f32");
EMUL(int, frexp_exp_i32_f32)(float X) {
  if (isnan(X) || isinf(X))
    return 0;
  int E;
  frexpf(X, &E);
  return E;
}
EMUL(int, frexp_exp_i32_f64)(double X) NAME("frexp__exp__i32__f64");
EMUL(int, frexp_exp_i32_f64)(double X) {
  if (isnan(X) || isinf(X))
    return 0;
  int E;
  frexp(X, &E);
  return E;
}

// v_cmp_class: bit 0 signaling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0,
// 7 +denormal, 8 +normal, 9 +inf.
static __device__ int classBits(uint64_t Bits, int ExpBits, int MantBits) {
  uint64_t Sign = Bits >> (ExpBits + MantBits);
  uint64_t Exp = (Bits >> MantBits) & ((1ull << ExpBits) - 1);
  uint64_t Mant = Bits & ((1ull << MantBits) - 1);
  uint64_t ExpMax = (1ull << ExpBits) - 1;
  if (Exp == ExpMax)
    return Mant == 0 ? (Sign ? 2 : 9) : ((Mant >> (MantBits - 1)) & 1) ? 1 : 0;
  if (Exp == 0)
    return Mant == 0 ? (Sign ? 5 : 6) : (Sign ? 4 : 7);
  return Sign ? 3 : 8;
}
EMUL(bool, class_f32)(float X, int Mask) NAME("class__f32");
EMUL(bool, class_f32)(float X, int Mask) {
  return (Mask >> classBits(unsigned(__float_as_int(X)), 8, 23)) & 1;
}
EMUL(bool, class_f64)(double X, int Mask) NAME("class__f64");
EMUL(bool, class_f64)(double X, int Mask) {
  return (Mask >> classBits(uint64_t(__double_as_longlong(X)), 11, 52)) & 1;
}

EMUL(float, fmed3_f32)(float A, float B, float C) NAME("fmed3__f32");
EMUL(float, fmed3_f32)(float A, float B, float C) {
  return fmaxf(fminf(A, B), fminf(fmaxf(A, B), C));
}
EMUL(float, ldexp_f32)(float X, int E) NAME("ldexp__f32");
EMUL(float, ldexp_f32)(float X, int E) { return ldexpf(X, E); }
EMUL(double, ldexp_f64)(double X, int E) NAME("ldexp__f64");
EMUL(double, ldexp_f64)(double X, int E) { return ldexp(X, E); }

// ---- integer --------------------------------------------------------------------------------------
EMUL(unsigned, ubfe_i32)(unsigned X, unsigned Off, unsigned W) NAME("ubfe__i32");
EMUL(unsigned, ubfe_i32)(unsigned X, unsigned Off, unsigned W) {
  Off &= 31, W &= 31;
  return W == 0 ? 0 : (X >> Off) & (W == 32 ? ~0u : ((1u << W) - 1u));
}
EMUL(int, sbfe_i32)(int X, unsigned Off, unsigned W) NAME("sbfe__i32");
EMUL(int, sbfe_i32)(int X, unsigned Off, unsigned W) {
  Off &= 31, W &= 31;
  if (W == 0)
    return 0;
  int V = int(unsigned(X) << (32 - Off - W)) >> (32 - W);
  return Off + W >= 32 ? X >> Off : V;
}
// v_perm_b32: byte selectors 0-7 pick from {S0,S1} (S1 low), 8-11 sign bits, 12 zero, >=13 0xff.
EMUL(unsigned, perm)(unsigned S0, unsigned S1, unsigned Sel) NAME("perm");
EMUL(unsigned, perm)(unsigned S0, unsigned S1, unsigned Sel) {
  uint64_t Bytes = (uint64_t(S0) << 32) | S1;
  unsigned R = 0;
  for (int I = 0; I < 4; ++I) {
    unsigned S = (Sel >> (8 * I)) & 0xff, B;
    if (S < 8)
      B = (Bytes >> (8 * S)) & 0xff;
    else if (S < 12)
      B = ((Bytes >> (8 * (2 * (S - 8)) + 15)) & 1) ? 0xff : 0; // sign of byte 1,3,5,7
    else if (S == 12)
      B = 0;
    else
      B = 0xff;
    R |= B << (8 * I);
  }
  return R;
}
EMUL(unsigned, alignbit)(unsigned A, unsigned B, unsigned S) NAME("alignbit");
EMUL(unsigned, alignbit)(unsigned A, unsigned B, unsigned S) { return __funnelshift_r(B, A, S); }
EMUL(unsigned, udot4)(unsigned A, unsigned B, unsigned C, bool Clamp) NAME("udot4");
EMUL(unsigned, udot4)(unsigned A, unsigned B, unsigned C, bool Clamp) {
  unsigned long long S = C;
  for (int I = 0; I < 4; ++I)
    S += ((A >> (8 * I)) & 0xff) * ((B >> (8 * I)) & 0xff);
  return Clamp && S > 0xffffffffull ? 0xffffffffu : unsigned(S);
}
EMUL(int, sdot4)(int A, int B, int C, bool Clamp) NAME("sdot4");
EMUL(int, sdot4)(int A, int B, int C, bool Clamp) {
  long long S = C;
  for (int I = 0; I < 4; ++I)
    S += (long long)(signed char)(A >> (8 * I)) * (signed char)(B >> (8 * I));
  if (Clamp)
    S = S > 2147483647ll ? 2147483647ll : S < -2147483648ll ? -2147483648ll : S;
  return int(S);
}

// ---- timers -------------------------------------------------------------------------------------
EMUL(uint64_t, s_memtime)() NAME("s__memtime");
EMUL(uint64_t, s_memtime)() { return clock64(); }
EMUL(uint64_t, s_memrealtime)() NAME("s__memrealtime");
EMUL(uint64_t, s_memrealtime)() {
  uint64_t T;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(T));
  return T;
}

// ---- v_trig_preop_f64: 53 bits of 2/pi for the Payne-Hanek reduction of ocml's sin/cos ---------
// AMD ISA: shift = 53 * seg (+ exponent(x) - 1077 when the biased exponent exceeds 1077); the result
// is the 53 fraction bits of 2/pi starting at bit 'shift', scaled by 2^(-53 - shift) (+128 when the
// biased exponent is at least 1968).
#include "two_over_pi.inc"
static __device__ uint64_t twoOverPiBits53(int Shift) {
  uint64_t R = 0;
  for (int I = 0; I < 53; ++I) {
    int B = Shift + I;
    R = (R << 1) | ((TwoOverPiBits[B >> 5] >> (31 - (B & 31))) & 1u);
  }
  return R;
}
EMUL(double, trig_preop_f64)(double X, int Seg) NAME("trig__preop__f64");
EMUL(double, trig_preop_f64)(double X, int Seg) {
  int E = int((uint64_t(__double_as_longlong(X)) >> 52) & 0x7ff);
  int Shift = (Seg & 31) * 53;
  if (E > 1077)
    Shift += E - 1077;
  int Scale = -53 - Shift;
  if (E >= 1968)
    Scale += 128;
  return ldexp(double(twoOverPiBits53(Shift)), Scale);
}

// ---- generic LLVM intrinsics that the NVPTX backend cannot select ------------------------------
// (AMDGPU lowers them to v_log_f32 / v_exp_f32 / v_ldexp_*; ≤1 ulp, emulated with CUDA's functions.)
#define GENERIC(n) __asm__("__scale_emul_llvm__" n)
extern "C" __device__ float generic_log2_f32(float X) GENERIC("log2__f32");
extern "C" __device__ float generic_log2_f32(float X) { return log2f(X); }
extern "C" __device__ float generic_exp2_f32(float X) GENERIC("exp2__f32");
extern "C" __device__ float generic_exp2_f32(float X) { return exp2f(X); }
extern "C" __device__ double generic_log2_f64(double X) GENERIC("log2__f64");
extern "C" __device__ double generic_log2_f64(double X) { return log2(X); }
extern "C" __device__ double generic_exp2_f64(double X) GENERIC("exp2__f64");
extern "C" __device__ double generic_exp2_f64(double X) { return exp2(X); }
extern "C" __device__ float generic_ldexp_f32(float X, int E) GENERIC("ldexp__f32__i32");
extern "C" __device__ float generic_ldexp_f32(float X, int E) { return ldexpf(X, E); }
extern "C" __device__ double generic_ldexp_f64(double X, int E) GENERIC("ldexp__f64__i32");
extern "C" __device__ double generic_ldexp_f64(double X, int E) { return ldexp(X, E); }
