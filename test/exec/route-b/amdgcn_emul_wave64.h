// SPDX-License-Identifier: Apache-2.0
//===- amdgcn_emul_wave64.h - wave-wide AMDGPU intrinsics for a 64-lane wave on NVIDIA ----------===//
//
// Included by amdgcn_emul.cu when built with -DSCALE_EMUL_WAVE64 (route B for gfx90a, README.md):
// one AMD wave of 64 lanes is played by two consecutive 32-lane warps of the block (warps 2w and
// 2w+1, linear thread ids 64w..64w+63; wave lane = linear id mod 64, its half = wave lane / 32).
//
// Execution model. On AMD both halves of a wave execute an instruction together under EXEC; on
// NVIDIA each warp runs on its own. Every wave-wide operation (ballot/icmp, ds_bpermute,
// readfirstlane, readlane, wave_barrier; read_exec is ballot(true)) is therefore a *meeting*:
//   * the lanes of the warp's part of EXEC (an argument: translate.py computes each block's mask,
//     reconverge.py exec_masks; __syncwarp on it gathers them) publish their value and "waiting
//     at site S" (S: the call's number in the module, also added by translate.py) in shared
//     memory, under a per-wave lock;
//   * the meeting forms when the other half has declared where it is: none of its lanes is
//     *running* (each waits at a wave-wide operation, at s_barrier, has exited the kernel, or does not exist: a block of 32 threads is half a wave), or some of its
//     lanes wait at a wave-wide operation (its running lanes have then diverged from those on
//     NVIDIA: another path, or waiting to reconverge, as the lanes skipping an `if` do; waiting
//     for them could deadlock two warps that each have such lanes). The other half's lanes
//     waiting at the same site S take part (their half executes the instruction with ours, as on
//     AMD); lanes elsewhere are inactive for this instruction (on AMD the wave runs it with their
//     EXEC bits clear and their own path later). Both halves compute the result from the same
//     64-lane snapshot, so they agree on it (a wave leader, a population count);
//   * nobody leaves before every participant has read the snapshot (states In -> Done ->
//     Running), so a value is never overwritten while another lane still needs it.
// So a half whose lanes are all elsewhere never blocks the other: it is waited for only while it
// runs, and it stops running at its next wave-wide operation, barrier or exit. Within a warp the
// EXEC mask comes from the IR, not from NVIDIA's convergence, which does not follow AMD's after a
// divergent region (measured on the H200 with __activemask(): MISMATCHES.md).
// Supported: converged waves (exact AMD semantics), a half that is inactive or absent, divergence
// inside a warp, and the two halves at different wave-wide operations (each runs with the other
// half inactive, as an AMD wave executes the two paths one after the other; which one NVIDIA runs
// first is not specified, and a result can only differ for code that reads the other half's bits,
// which logical 32-lane warps never do: DESIGN.md section 4).
// Errors, never hangs: a half that keeps running without reaching any of those points for 5 s
// (e.g. it spins, with or without s_sleep, on memory the waiting half writes after its wave-wide
// operation: a pattern that needs NVIDIA's independent thread scheduling and would hang an AMD
// wave too) ends the kernel with a message naming the site (printf, then trap); readlane of a lane
// that is not active in the meeting (its register is not published) likewise. Intrinsics whose
// wave64 semantics are not emulated here (ds_permute, ballot.i32, ...) are not defined in the
// wave64 build, so translate.py rejects them by name.
//===-----------------------------------------------------------------------------------------===//

namespace w64 {
enum : unsigned { Running = 0, Wait = 1, In = 2, Done = 3, Barrier = 4, Exited = 5 };
constexpr unsigned MaxWaves = 1024 / 64;
constexpr unsigned long long TimeoutNs = 5000000000ull;

struct Wave {
  unsigned Lock;
  unsigned long long Meet;     // the lanes of the current two-half meeting (read by the other half)
  unsigned St[64];             // per lane: state | site << 4
  unsigned CallExec[64];       // per lane: the EXEC mask of its last call of a module function
  unsigned long long Val[64];  // per lane: the value it brings to the meeting
};
__shared__ Wave Waves[MaxWaves];

static __device__ __forceinline__ unsigned linearTid() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
static __device__ __forceinline__ unsigned blockThreads() { return blockDim.x * blockDim.y * blockDim.z; }
static __device__ __forceinline__ unsigned waveLane() { return linearTid() & 63; }
static __device__ __forceinline__ Wave &myWave() { return Waves[linearTid() >> 6]; }
static __device__ __forceinline__ unsigned ld(const unsigned *P) { return *(const volatile unsigned *)P; }
static __device__ __forceinline__ void st(unsigned *P, unsigned V) { *(volatile unsigned *)P = V; }
static __device__ __forceinline__ unsigned long long ld64(const unsigned long long *P) {
  return *(const volatile unsigned long long *)P;
}
static __device__ __forceinline__ unsigned long long now() {
  unsigned long long T;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(T));
  return T;
}
// After 5 s: the error, with the 64 lane states of the wave (one hex digit a lane, lane 63 first:
// 0 running, 1 waiting, 2 in a meeting, 3 done, 4 at s_barrier, 5 exited; the site of every waiting
// lane of the other half) so that a run shows where each lane was.
static __device__ void timeoutCheck(unsigned long long Start, unsigned Site, const char *What) {
  if (now() - Start > TimeoutNs) {
    Wave &W = myWave();
    unsigned long long Hi = 0, Lo = 0;
    for (int J = 63; J >= 32; --J)
      Hi = (Hi << 4) | (ld(&W.St[J]) & 15u) % 16u;
    for (int J = 31; J >= 0; --J)
      Lo = (Lo << 4) | (ld(&W.St[J]) & 15u) % 16u;
    unsigned Other = (waveLane() & 32u) ^ 32u, Sites[4] = {0, 0, 0, 0}, N = 0;
    for (unsigned J = 0; J < 32 && N < 4; ++J) {
      unsigned S = ld(&W.St[Other + J]);
      if ((S & 15u) == Wait && (N == 0 || Sites[N - 1] != S >> 4))
        Sites[N++] = S >> 4;
    }
    printf("route-B wave64: error: block %u wave %u lane %u waited 5 s at wave-wide operation site %u "
           "(%s): the other warp of the wave reaches neither a wave-wide operation, s_barrier "
           "nor the kernel's end (unsupported: a half-wave spinning on the other half); lane states "
           "63..32 %016llx 31..0 %016llx, other half waiting at sites %u %u %u %u\n",
           blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z), linearTid() >> 6,
           waveLane(), Site, What, Hi, Lo, Sites[0], Sites[1], Sites[2], Sites[3]);
    __trap();
  }
}
static __device__ __forceinline__ void lock(Wave &W) {
  while (atomicCAS(&W.Lock, 0u, 1u) != 0u)
    __nanosleep(20);
  __threadfence_block();
}
static __device__ __forceinline__ void unlock(Wave &W) {
  __threadfence_block();
  atomicExch(&W.Lock, 0u);
}
// The existing lanes of the other half of the caller's wave.
static __device__ __forceinline__ unsigned long long otherHalfLanes() {
  unsigned T = linearTid(), Base = (T & ~63u) + ((T & 32u) ^ 32u), N = blockThreads();
  unsigned Count = N <= Base ? 0u : (N - Base >= 32u ? 32u : N - Base);
  unsigned long long Bits = Count == 32u ? 0xffffffffull : ((1ull << Count) - 1ull);
  return Bits << (Base & 32u);
}

struct Meeting {
  unsigned long long Mask; // wave lanes taking part
  unsigned Warp;           // the caller's lanes (NVIDIA lane mask)
  unsigned Lead;           // their first lane
  unsigned Site;
};

// Publishes (Site, Value) for the calling lanes and returns the meeting they are part of. Exec is
// the warp's part of AMD's EXEC at the call (translate.py computes it per block); __syncwarp on it
// gathers those lanes, however NVIDIA has scheduled them. 0: unknown, the lanes NVIDIA runs together.
static __device__ Meeting meet(unsigned Site, unsigned long long Value, unsigned Exec) {
  Meeting R;
  R.Warp = Exec ? Exec : __activemask();
  __syncwarp(R.Warp);
  R.Lead = __ffs(R.Warp) - 1;
  R.Site = Site;
  unsigned L = waveLane(), Half = L & 32u;
  unsigned long long Own = (unsigned long long)R.Warp << Half;
  Wave &W = myWave();
  W.Val[L] = Value;
  unsigned long long Other = otherHalfLanes();
  __threadfence_block();
  __syncwarp(R.Warp);
  if (Other == 0) { // the other half does not exist (block of fewer threads)
    R.Mask = Own;
    return R;
  }
  unsigned long long Mask = 0;
  if ((L & 31u) == R.Lead) {
    unsigned Tag = Wait | (Site << 4);
    unsigned long long Start = now();
    lock(W);
    for (unsigned J = 0; J < 32; ++J)
      if ((R.Warp >> J) & 1u)
        st(&W.St[Half + J], Tag);
    for (;;) {
      if ((ld(&W.St[L]) & 15u) == In) { // the other half formed the meeting with us
        Mask = ld64(&W.Meet);
        break;
      }
      bool InMeeting = false, Runs = false, Waits = false;
      unsigned long long Joining = 0;
      for (unsigned long long O = Other; O; O &= O - 1) {
        unsigned J = __ffsll((long long)O) - 1, S = ld(&W.St[J]), K = S & 15u;
        InMeeting |= K == In || K == Done;
        Runs |= K == Running;
        Waits |= K == Wait;
        if (S == Tag)
          Joining |= 1ull << J;
      }
      // Running lanes of the other warp are waited for unless some of its lanes already wait at a
      // wave-wide operation: then the running ones have diverged from those on NVIDIA (they are on
      // another path or wait to reconverge) and are not part of this instruction.
      if (!InMeeting && (!Runs || Waits)) {
        Mask = Own | Joining;
        if (Joining)
          *(volatile unsigned long long *)&W.Meet = Mask;
        for (unsigned long long M = Mask; M; M &= M - 1)
          st(&W.St[__ffsll((long long)M) - 1], In | (Site << 4));
        break;
      }
      unlock(W);
      timeoutCheck(Start, Site, "meeting");
      __nanosleep(64);
      lock(W);
    }
    unlock(W);
  }
  R.Mask = __shfl_sync(R.Warp, Mask, R.Lead);
  return R;
}

// Leaves a meeting once every participant of the other half has read the snapshot.
static __device__ void leave(const Meeting &R) {
  __syncwarp(R.Warp);
  unsigned L = waveLane(), Half = L & 32u;
  unsigned long long Other = R.Mask & (0xffffffffull << (Half ^ 32u));
  if (otherHalfLanes() == 0)
    return;
  if ((L & 31u) == R.Lead) {
    Wave &W = myWave();
    __threadfence_block();
    for (unsigned J = 0; J < 32; ++J)
      if ((R.Warp >> J) & 1u)
        st(&W.St[Half + J], Done | (R.Site << 4));
    unsigned long long Start = now();
    for (unsigned long long O = Other; O; O &= O - 1) {
      unsigned J = __ffsll((long long)O) - 1;
      while ((ld(&W.St[J]) & 15u) == In) {
        timeoutCheck(Start, R.Site, "leaving");
        __nanosleep(32);
      }
    }
    __threadfence_block();
    for (unsigned J = 0; J < 32; ++J)
      if ((R.Warp >> J) & 1u)
        st(&W.St[Half + J], Running);
  }
  __syncwarp(R.Warp);
}

static __device__ __forceinline__ unsigned long long valueOf(const Meeting &R, unsigned J) {
  return ld64(&myWave().Val[J]);
}

static __device__ unsigned long long ballot(bool B, unsigned Site, unsigned Exec) {
  Meeting R = meet(Site, B, Exec);
  unsigned long long Bits = 0;
  for (unsigned long long M = R.Mask; M; M &= M - 1) {
    unsigned J = __ffsll((long long)M) - 1;
    if (valueOf(R, J))
      Bits |= 1ull << J;
  }
  leave(R);
  return Bits;
}

// Integer comparisons (llvm.amdgcn.icmp): predicate values are LLVM's.
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
} // namespace w64

// Kernel entry and exit (calls added by translate.py): every lane starts Running; the block barrier
// makes every lane's state valid before anyone reads it (shared memory starts undefined).
extern "C" __device__ void emul_wave64_enter() __asm__("__scale_emul_wave64_enter");
extern "C" __device__ void emul_wave64_enter() {
  unsigned L = w64::waveLane();
  w64::Wave &W = w64::myWave();
  W.St[L] = w64::Running;
  W.CallExec[L] = 0;
  if (L == 0)
    W.Lock = 0;
  __syncthreads();
}
extern "C" __device__ void emul_wave64_exit() __asm__("__scale_emul_wave64_exit");
extern "C" __device__ void emul_wave64_exit() {
  __threadfence_block();
  w64::st(&w64::myWave().St[w64::waveLane()], w64::Exited);
}

EMUL(unsigned, wavefrontsize)() NAME("wavefrontsize");
EMUL(unsigned, wavefrontsize)() { return 64; }

// Wave-wide operations: the last argument is the call site's number (translate.py).
EMUL(uint64_t, ballot_i64)(bool B, int Site, int Exec) NAME("ballot__i64");
EMUL(uint64_t, ballot_i64)(bool B, int Site, int Exec) { return w64::ballot(B, Site, Exec); }

EMUL(uint64_t, icmp_i64_i32)(int A, int B, int P, int Site, int Exec) NAME("icmp__i64__i32");
EMUL(uint64_t, icmp_i64_i32)(int A, int B, int P, int Site, int Exec) {
  return w64::ballot(w64::icmpPred(A, B, unsigned(A), unsigned(B), P), Site, Exec);
}
EMUL(uint64_t, icmp_i64_i64)(long long A, long long B, int P, int Site, int Exec) NAME("icmp__i64__i64");
EMUL(uint64_t, icmp_i64_i64)(long long A, long long B, int P, int Site, int Exec) {
  return w64::ballot(w64::icmpPred(A, B, A, B, P), Site, Exec);
}

// ds_bpermute_b32 (ISA pseudo-code): lane i reads lane (addr_i / 4) mod 64; an inactive source lane
// gives 0.
EMUL(int, ds_bpermute)(int Addr, int V, int Site, int Exec) NAME("ds__bpermute");
EMUL(int, ds_bpermute)(int Addr, int V, int Site, int Exec) {
  w64::Meeting R = w64::meet(Site, unsigned(V), Exec);
  unsigned J = (unsigned(Addr) >> 2) & 63u;
  int Result = ((R.Mask >> J) & 1u) ? int(unsigned(w64::valueOf(R, J))) : 0;
  w64::leave(R);
  return Result;
}

// v_readfirstlane_b32: the value of the lowest active lane of the wave.
EMUL(int, readfirstlane_i32)(int V, int Site, int Exec) NAME("readfirstlane__i32");
EMUL(int, readfirstlane_i32)(int V, int Site, int Exec) {
  w64::Meeting R = w64::meet(Site, unsigned(V), Exec);
  int Result = int(unsigned(w64::valueOf(R, __ffsll((long long)R.Mask) - 1)));
  w64::leave(R);
  return Result;
}
EMUL(long long, readfirstlane_i64)(long long V, int Site, int Exec) NAME("readfirstlane__i64");
EMUL(long long, readfirstlane_i64)(long long V, int Site, int Exec) {
  w64::Meeting R = w64::meet(Site, (unsigned long long)V, Exec);
  long long Result = (long long)w64::valueOf(R, __ffsll((long long)R.Mask) - 1);
  w64::leave(R);
  return Result;
}

// v_readlane_b32: lane L mod 64. AMD reads the register whatever EXEC says; here only the lanes of
// the meeting have published theirs, so another lane is an error, not a guess.
EMUL(int, readlane_i32)(int V, int Lane, int Site, int Exec) NAME("readlane__i32");
EMUL(int, readlane_i32)(int V, int Lane, int Site, int Exec) {
  w64::Meeting R = w64::meet(Site, unsigned(V), Exec);
  unsigned J = unsigned(Lane) & 63u;
  if (!((R.Mask >> J) & 1u)) {
    printf("route-B wave64: error: readlane of wave lane %u, not active at site %u (unsupported)\n", J,
           unsigned(Site));
    __trap();
  }
  int Result = int(unsigned(w64::valueOf(R, J)));
  w64::leave(R);
  return Result;
}

// wave_barrier: the halves meet (on AMD a wave is in lockstep there); no data.
EMUL(void, wave_barrier)(int Site, int Exec) NAME("wave__barrier");
EMUL(void, wave_barrier)(int Site, int Exec) {
  w64::Meeting R = w64::meet(Site, 0, Exec);
  w64::leave(R);
}

// v_mbcnt_lo/hi: the number of set bits of the mask below the lane (lanes 0-31 / 32-63), no data.
EMUL(unsigned, mbcnt_lo)(unsigned Mask, unsigned Acc) NAME("mbcnt__lo");
EMUL(unsigned, mbcnt_lo)(unsigned Mask, unsigned Acc) {
  unsigned L = w64::waveLane();
  return Acc + __popc(L >= 32 ? Mask : Mask & ((1u << L) - 1u));
}
EMUL(unsigned, mbcnt_hi)(unsigned Mask, unsigned Acc) NAME("mbcnt__hi");
EMUL(unsigned, mbcnt_hi)(unsigned Mask, unsigned Acc) {
  unsigned L = w64::waveLane();
  return Acc + (L >= 32 ? __popc(Mask & ((1u << (L - 32)) - 1u)) : 0u);
}

// ds_swizzle_b32 on wave64: the same 32-lane groups (a logical warp) as amdgcn_emul.cu's, over the
// block's EXEC mask.
EMUL(int, ds_swizzle)(int V, int Offset, int Site, int Exec) NAME("ds__swizzle");
EMUL(int, ds_swizzle)(int V, int Offset, int, int Exec) {
  unsigned L = w64::waveLane() & 31u, Src;
  if (Offset & 0x8000) {
    Src = (L & ~3u) | ((unsigned(Offset) >> (2 * (L & 3))) & 3u);
  } else {
    unsigned And = Offset & 31, Or = (Offset >> 5) & 31, Xor = (Offset >> 10) & 31;
    Src = ((L & And) | Or) ^ Xor;
  }
  return __shfl_sync(Exec ? unsigned(Exec) : __activemask(), V, Src);
}

// The EXEC mask of a kernel's entry: the warp's lanes that exist.
extern "C" __device__ unsigned emul_wave64_kernel_exec() __asm__("__scale_emul_wave64_kernel_exec");
extern "C" __device__ unsigned emul_wave64_kernel_exec() {
  unsigned Base = w64::linearTid() & ~31u, N = w64::blockThreads();
  return N - Base >= 32u ? 0xffffffffu : (1u << (N - Base)) - 1u;
}

// A call of one of the module's functions: the caller's mask, read by the callee's entry. A lane
// whose stored mask lacks its own bit was called otherwise (a pointer): it takes __activemask().
extern "C" __device__ void emul_wave64_call_exec(unsigned Exec) __asm__("__scale_emul_wave64_call_exec");
extern "C" __device__ void emul_wave64_call_exec(unsigned Exec) {
  w64::myWave().CallExec[w64::waveLane()] = Exec;
}
extern "C" __device__ unsigned emul_wave64_callee_exec() __asm__("__scale_emul_wave64_callee_exec");
extern "C" __device__ unsigned emul_wave64_callee_exec() {
  unsigned L = w64::waveLane(), E = w64::myWave().CallExec[L];
  w64::myWave().CallExec[L] = 0;
  return (E >> (L & 31u)) & 1u ? E : __activemask();
}

EMUL(void, s_barrier)() NAME("s__barrier");
EMUL(void, s_barrier)() {
  unsigned *S = &w64::myWave().St[w64::waveLane()];
  __threadfence_block();
  w64::st(S, w64::Barrier);
  __syncthreads();
  w64::st(S, w64::Running);
}
// s_endpgm ends the wave; PTX's exit ends the thread (the converged lanes that call it).
EMUL(void, endpgm)() NAME("endpgm");
EMUL(void, endpgm)() {
  emul_wave64_exit();
  asm volatile("exit;");
  __builtin_unreachable();
}
// s_sleep: a sleeping lane counts as running (it spins on something and will go on): a meeting
// of the other half waits for it, as an AMD wave would execute the two halves together.
EMUL(void, s_sleep)(int) NAME("s__sleep");
EMUL(void, s_sleep)(int N) { __nanosleep(64u * unsigned(N)); }
