// SPDX-License-Identifier: Apache-2.0
// libcurand's MT19937 generator: 8192 MT19937 states, g * 2^2048 steps apart, read in cuRAND's
// eight-lane order (Mt19937Generator.h).
//
// Set-up (on the CPU, once per seed, for host and device generators alike): state 0 is
// init_genrand(seed); state g is state 0 jumped by g * 2^2048 steps. A jump by n steps applies
// the polynomial x^n mod phi(x) to a state (Haramoto et al., "Efficient jump ahead for
// F2-linear random number generators", 2008), phi being MT19937's characteristic polynomial.
// Nothing is tabulated: phi is found by Berlekamp-Massey on 2 * 19937 output bits and
// x^(2^(2048+i)) mod phi by repeated squaring, once per process (about 0.2 s). Worker threads
// each take a run of states: the first by the binary jumps of its number, the rest one 2^2048
// jump after the other. A jump costs about 2500 blocks of eight steps (Horner's rule over the
// polynomial's bytes, with the 256 combinations of the state's first eight steps tabulated):
// about 1.5 s of CPU time for the 8192 states; the last seed's states are kept for the next
// generator made with it.
//
// Generation: the states sit at one "round" (twisted r + 1 times); a call first writes the raw
// words of its stream positions (Mt19937Generator.h), twisting every state when it crosses into
// the next round, then turns them into the requested values (one word per value, two per float
// normal pair, four per double normal pair). The same functions run in kernels (device
// generators, states in device memory, one column per state) and in CPU loops (host generators,
// one row per state), so both give the same numbers.
#include "Mt19937Generator.h"
// The distributions' internals from the source tree (relative paths), not curand_kernel.h, so
// that an execution case can compile this file next to NVIDIA's headers (route B's host side).
#include <curand_mtgp32.h>
#include "../../headers/__scale_amd/curand/common.h"
#include "../../headers/__scale_amd/curand/mtgp32.h" // poissonInverse
#include <algorithm>
#include <cstring>
#include <exception>
#include <mutex>
#include <new>
#include <thread>
#include <vector>

namespace scale_amd {
namespace curand {
namespace {

using u32 = unsigned;
using u64 = unsigned long long;

constexpr unsigned kN = kMt19937Words, kM = 397, kMexp = 19937;
constexpr unsigned kLaneWords = kN / 8;                     // 78 values per lane and round
constexpr u64 kRound = u64(kMt19937Threads) * kLaneWords;   // 5111808 positions per round
constexpr unsigned kJumpLog2 = 2048; // states are 2^2048 steps apart (measured)
constexpr unsigned kJumpBits = 13;                          // 8192 = 2^13 states

// ---- one MT19937 (Matsumoto & Nishimura 1998) ----

__host__ __device__ inline u32 twistWord(u32 a, u32 b, u32 c) {
  u32 y = (a & 0x80000000u) | (b & 0x7fffffffu);
  return c ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
}
__host__ __device__ inline u32 temper(u32 y) {
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  return y ^ (y >> 18);
}
// The next 624 words of a state whose word i is at st[i * es], in place.
__host__ __device__ inline void twistState(u32 *st, unsigned es) {
  for (unsigned i = 0; i < kN; ++i)
    st[i * es] = twistWord(st[i * es], st[((i + 1) % kN) * es], st[((i + kM) % kN) * es]);
}

// ---- cuRAND's layout: lane l's k-th value of a round is state word laneWord(l, k) ----

__host__ __device__ inline unsigned laneBlock(unsigned i) {
  switch (i) {
  case 0: return 1;
  case 1: return 57;
  case 2: return 114;
  case 3: return 171;
  case 4: return 227;
  case 5: return 284;
  case 6: return 341;
  case 7: return 398;
  case 8: return 454;
  case 9: return 511;
  default: return 568;
  }
}
__host__ __device__ inline unsigned laneFirst(unsigned lane) {
  switch (lane) {
  case 0: return 0;
  case 1: return 113;
  case 2: return 170;
  case 3: return 283;
  case 4: return 340;
  case 5: return 397;
  case 6: return 510;
  default: return 567;
  }
}
__host__ __device__ inline unsigned laneWord(unsigned lane, unsigned k) {
  return k == 0 ? laneFirst(lane) : laneBlock((k - 1) / 7) + 7 * lane + (k - 1) % 7;
}
// Position q of a round (q < kRound); state g's word e is at st[e * es + g * gs].
__host__ __device__ inline u32 roundWord(const u32 *st, unsigned es, unsigned gs, u64 q) {
  unsigned k = static_cast<unsigned>(q / kMt19937Threads);
  unsigned t = static_cast<unsigned>(q % kMt19937Threads);
  return temper(st[laneWord(t % 8, k) * es + (t / 8) * gs]);
}

// ---- values from words ----

// The standard normal quantile at u in (0, 1): Acklam's rational approximation (relative error
// 1.2e-9), used for Poisson's normal approximation only.
__host__ __device__ inline double normalQuantile(double u) {
  const double a0 = -3.969683028665376e+01, a1 = 2.209460984245205e+02, a2 = -2.759285104469687e+02,
               a3 = 1.383577518672690e+02, a4 = -3.066479806614716e+01, a5 = 2.506628277459239e+00;
  const double b0 = -5.447609879822406e+01, b1 = 1.615858368580409e+02, b2 = -1.556989798598866e+02,
               b3 = 6.680131188771972e+01, b4 = -1.328068155288572e+01;
  const double c0 = -7.784894002430293e-03, c1 = -3.223964580411365e-01,
               c2 = -2.400758277161838e+00, c3 = -2.549732539343734e+00,
               c4 = 4.374664141464968e+00, c5 = 2.938163982698783e+00;
  const double d0 = 7.784695709041462e-03, d1 = 3.224671290700398e-01, d2 = 2.445134137142996e+00,
               d3 = 3.754408661907416e+00;
  double p = u < 0.5 ? u : 1.0 - u;
  double z;
  if (p < 0.02425) {
    double q = sqrt(-2.0 * log(p));
    z = (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
        ((((d0 * q + d1) * q + d2) * q + d3) * q + 1.0);
  } else {
    double q = p - 0.5, r = q * q;
    z = (((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q /
        (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1.0);
  }
  return u < 0.5 ? z : -z;
}

// Words per value slot of a request, and values per slot.
__host__ __device__ inline unsigned wordsPerSlot(Dist d) {
  switch (d) {
  case Dist::Normal: case Dist::LogNormal: return 2;
  case Dist::NormalDouble: case Dist::LogNormalDouble: return 4;
  default: return 1;
  }
}
__host__ __device__ inline unsigned valuesPerSlot(Dist d) { return wordsPerSlot(d) == 1 ? 1 : 2; }

// Slot j of request r from its words w[0 .. wordsPerSlot).
__host__ __device__ inline void putSlot(const Request &r, size_t j, const u32 *w) {
  using namespace __scale_amd::curand;
  float m = static_cast<float>(r.mean), sd = static_cast<float>(r.stddev);
  switch (r.dist) {
  case Dist::Bits: static_cast<u32 *>(r.out)[j] = w[0]; break;
  case Dist::Uniform: static_cast<float *>(r.out)[j] = uniformFromBits(w[0]); break;
  case Dist::UniformDouble:
    static_cast<double *>(r.out)[j] =
        __builtin_fma(static_cast<double>(w[0]), kTwoPow32InvD, kTwoPow32InvD);
    break;
  case Dist::Poisson: {
    unsigned k;
    if (r.mean < 1000.0)
      k = poissonInverse(uniformFromBits(w[0]), r.mean);
    else
      k = static_cast<unsigned>(sqrt(r.mean) * normalQuantile(uniformDoubleFromBits(w[0])) +
                                r.mean + 0.5);
    static_cast<u32 *>(r.out)[j] = k;
    break;
  }
  case Dist::Normal:
  case Dist::LogNormal: {
    Pair p = boxMuller(w[0], w[1]);
    float v[2] = {__builtin_fmaf(sd, p.x, m), __builtin_fmaf(sd, p.y, m)};
    for (unsigned i = 0; i < 2 && 2 * j + i < r.n; ++i)
      static_cast<float *>(r.out)[2 * j + i] = r.dist == Dist::LogNormal ? expf(v[i]) : v[i];
    break;
  }
  case Dist::NormalDouble:
  case Dist::LogNormalDouble: {
    PairD p = boxMullerDouble(w[0], w[1], w[2], w[3]);
    double v[2] = {__builtin_fma(r.stddev, p.x, r.mean), __builtin_fma(r.stddev, p.y, r.mean)};
    for (unsigned i = 0; i < 2 && 2 * j + i < r.n; ++i)
      static_cast<double *>(r.out)[2 * j + i] = r.dist == Dist::LogNormalDouble ? exp(v[i]) : v[i];
    break;
  }
  default: break;
  }
}

// ---- kernels (device generators: state g's word e at e * 8192 + g) ----

__global__ void twistKernel(u32 *states) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g < kMt19937Generators)
    twistState(states + g, kMt19937Generators);
}
__global__ void wordsKernel(const u32 *states, u64 q0, u64 count, u32 *out) {
  u64 i = static_cast<u64>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < count)
    out[i] = roundWord(states, kMt19937Generators, 1, q0 + i);
}
__global__ void valuesKernel(const u32 *words, u64 slots, Request r) {
  u64 j = static_cast<u64>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (j < slots)
    putSlot(r, static_cast<size_t>(j), words + j * wordsPerSlot(r.dist));
}

// ---- jump-ahead polynomials over GF(2) (host) ----

constexpr unsigned kPolyWords = kMexp / 64 + 1; // degree < 19937

using Poly = std::vector<u64>; // bit i = coefficient of x^i
inline u64 getBits(const u64 *a, size_t pos) {
  size_t w = pos / 64;
  unsigned s = pos % 64;
  return s ? (a[w] >> s) | (a[w + 1] << (64 - s)) : a[w];
}
inline void xorBits(u64 *a, size_t pos, u64 v) {
  size_t w = pos / 64;
  unsigned s = pos % 64;
  a[w] ^= v << s;
  if (s)
    a[w + 1] ^= v >> (64 - s);
}
inline u64 spread(u32 x) { // bit i -> bit 2i (squaring over GF(2))
  u64 v = x;
  v = (v | v << 16) & 0x0000ffff0000ffffull;
  v = (v | v << 8) & 0x00ff00ff00ff00ffull;
  v = (v | v << 4) & 0x0f0f0f0f0f0f0f0full;
  v = (v | v << 2) & 0x3333333333333333ull;
  return (v | v << 1) & 0x5555555555555555ull;
}

struct Jumps {
  std::vector<unsigned> terms;   // phi = x^19937 + sum of x^t
  Poly pow2[kJumpBits];          // x^(2^(2048 + i)) mod phi
  bool ok = false;
};

// The exponents of phi below its degree, by Berlekamp-Massey on bit 0 of an MT19937 stream.
bool characteristicPolynomial(std::vector<unsigned> &terms) {
  const size_t K = 2 * kMexp + 64; // bits s_0 .. s_{K-1}
  std::vector<u32> x(K + 1 + kN);
  x[0] = 5489u;
  for (unsigned i = 1; i < kN; ++i)
    x[i] = 1812433253u * (x[i - 1] ^ (x[i - 1] >> 30)) + i;
  for (size_t i = kN; i < x.size(); ++i)
    x[i] = twistWord(x[i - kN], x[i - kN + 1], x[i - kN + kM]);
  const size_t W = K / 64 + 2;
  std::vector<u64> rev(2 * W + 2, 0), C(W + 1, 0), B(W + 1, 0), T;
  for (size_t n = 0; n < K; ++n) // rev bit K-1-n = s_n
    if (x[1 + n] & 1u)
      rev[(K - 1 - n) / 64] |= 1ull << ((K - 1 - n) % 64);
  C[0] = B[0] = 1;
  size_t L = 0, m = 1;
  for (size_t n = 0; n < K; ++n) {
    u64 d = 0; // s_n + sum c_i s_{n-i} = sum over i of C_i * rev bit (K-1-n+i)
    for (size_t w = 0; w <= L / 64; ++w)
      d ^= C[w] & getBits(rev.data(), K - 1 - n + 64 * w);
    if (!__builtin_parityll(d)) {
      ++m;
      continue;
    }
    bool grow = 2 * L <= n;
    if (grow)
      T = C;
    for (size_t w = 0; w + (m + 63) / 64 < W; ++w)
      if (B[w])
        xorBits(C.data(), 64 * w + m, B[w]);
    if (grow) {
      L = n + 1 - L;
      B = T;
      m = 1;
    } else {
      ++m;
    }
  }
  if (L != kMexp)
    return false;
  for (size_t i = 1; i <= L; ++i)
    if ((C[i / 64] >> (i % 64)) & 1)
      terms.push_back(static_cast<unsigned>(L - i));
  // The reduction below moves 64 bits at a time: phi's second term must be 64 below its degree.
  return !terms.empty() && terms.front() + 64 <= kMexp;
}

// a = a^2 mod phi.
void squareMod(Poly &a, const std::vector<unsigned> &terms) {
  std::vector<u64> r(2 * kPolyWords + 2, 0);
  for (unsigned i = 0; i < kPolyWords; ++i) {
    r[2 * i] = spread(static_cast<u32>(a[i]));
    r[2 * i + 1] = spread(static_cast<u32>(a[i] >> 32));
  }
  for (long hi = 2 * (kMexp - 1); hi >= static_cast<long>(kMexp); hi -= 64) {
    size_t lo = static_cast<size_t>(std::max<long>(kMexp, hi - 63));
    unsigned width = static_cast<unsigned>(hi - static_cast<long>(lo) + 1);
    u64 v = getBits(r.data(), lo) & (width == 64 ? ~0ull : (1ull << width) - 1);
    if (!v)
      continue;
    xorBits(r.data(), lo, v);
    for (unsigned t : terms)
      xorBits(r.data(), lo - kMexp + t, v);
  }
  std::copy(r.begin(), r.begin() + kPolyWords, a.begin());
}

const Jumps &jumps() {
  static Jumps j;
  static std::once_flag once;
  std::call_once(once, [] {
    if (!characteristicPolynomial(j.terms))
      return;
    Poly p(kPolyWords, 0);
    p[0] = 2; // x
    for (unsigned i = 0; i < kJumpLog2; ++i)
      squareMod(p, j.terms);
    for (unsigned b = 0; b < kJumpBits; ++b) {
      j.pow2[b] = p;
      squareMod(p, j.terms);
    }
    j.ok = true;
  });
  return j;
}

// dst[k] ^= src[k]: the inner loop of the set-up, built for AVX2 too where the CPU has it.
#if defined(__x86_64__) && !defined(__CUDA_ARCH__)
__attribute__((target_clones("avx2", "default")))
#endif
void xorInto(u32 *__restrict dst, const u32 *__restrict src, unsigned n) {
  for (unsigned k = 0; k < n; ++k)
    dst[k] ^= src[k];
}

// st = p(A) st: Horner's rule over the bytes of p, T = A^8 T + Q[byte], with Q[m] = sum over
// the bits j of m of A^j st tabulated (A^j st = words j .. j + 623 of st's sequence). T is a
// sliding window over a ring of 624 words, as the generator itself keeps it.
void applyJump(u32 *st, const Poly &p, std::vector<u32> &table) {
  u32 seq[kN + 8];
  std::memcpy(seq, st, kN * sizeof(u32));
  for (unsigned i = kN; i < kN + 8; ++i)
    seq[i] = twistWord(seq[i - kN], seq[i - kN + 1], seq[i - kN + kM]);
  if (table.size() != 256 * kN)
    table.assign(256 * kN, 0); // row 0 stays zero; the others are rewritten below
  for (unsigned m = 1; m < 256; ++m) {
    unsigned low = __builtin_ctz(m);
    const u32 *prev = &table[(m & (m - 1)) * kN], *add = seq + low;
    u32 *q = &table[m * kN];
    std::memcpy(q, prev, kN * sizeof(u32));
    xorInto(q, add, kN);
  }
  u32 ring[kN] = {};
  unsigned ptr = 0;
  for (int b = (kMexp + 7) / 8 - 1; b >= 0; --b) {
    for (unsigned s = 0; s < 8; ++s) { // T = A^8 T
      ring[ptr] = twistWord(ring[ptr], ring[(ptr + 1) % kN], ring[(ptr + kM) % kN]);
      ptr = (ptr + 1) % kN;
    }
    unsigned byte = static_cast<unsigned>((p[b / 8] >> (8 * (b % 8))) & 0xff);
    if (!byte)
      continue;
    const u32 *q = &table[byte * kN];
    unsigned first = kN - ptr; // ring[ptr + k] for k < first, then ring[k - first]
    xorInto(ring + ptr, q, first);
    xorInto(ring, q + first, kN - first);
  }
  for (unsigned k = 0; k < kN; ++k)
    st[k] = ring[(ptr + k) % kN];
}

// The 8192 states for a seed, state g at out[g * 624].
curandStatus_t computeStates(u64 seed, u32 *out) {
  const Jumps &j = jumps();
  if (!j.ok)
    return CURAND_STATUS_INTERNAL_ERROR;
  u32 base[kN];
  base[0] = static_cast<u32>(seed ^ (seed >> 32));
  for (unsigned i = 1; i < kN; ++i)
    base[i] = 1812433253u * (base[i - 1] ^ (base[i - 1] >> 30)) + i;
  unsigned workers = std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
  std::vector<std::vector<u32>> tables;
  try {
    tables.assign(workers, std::vector<u32>(256 * kN, 0));
  } catch (const std::bad_alloc &) {
    return CURAND_STATUS_ALLOCATION_FAILED;
  }
  auto run = [&](unsigned w) {
    unsigned g0 = kMt19937Generators * w / workers, g1 = kMt19937Generators * (w + 1) / workers;
    std::vector<u32> &table = tables[w];
    u32 st[kN];
    std::memcpy(st, base, sizeof st);
    for (unsigned b = 0; b < kJumpBits; ++b)
      if ((g0 >> b) & 1)
        applyJump(st, j.pow2[b], table);
    for (unsigned g = g0; g < g1; ++g) {
      if (g > g0)
        applyJump(st, j.pow2[0], table);
      std::memcpy(out + static_cast<size_t>(g) * kN, st, sizeof st);
    }
  };
  std::vector<std::thread> threads;
  for (unsigned w = 1; w < workers; ++w) {
    try {
      threads.emplace_back(run, w);
    } catch (const std::exception &) {
      run(w); // no thread: this one does the work
    }
  }
  run(0);
  for (std::thread &t : threads)
    t.join();
  return CURAND_STATUS_SUCCESS;
}

// As computeStates, keeping the last seed's states (20 MiB) for the next generator made with
// that seed.
curandStatus_t makeStates(u64 seed, u32 *out) {
  static std::mutex lock;
  static std::vector<u32> last;
  static u64 lastSeed;
  const size_t words = size_t(kMt19937Generators) * kN;
  std::lock_guard<std::mutex> hold(lock);
  if (last.size() != words || lastSeed != seed) {
    try {
      last.resize(words);
    } catch (const std::bad_alloc &) {
      return computeStates(seed, out); // no cache
    }
    curandStatus_t s = computeStates(seed, last.data());
    if (s != CURAND_STATUS_SUCCESS) {
      last.clear();
      return s;
    }
    lastSeed = seed;
  }
  std::memcpy(out, last.data(), words * sizeof(u32));
  return CURAND_STATUS_SUCCESS;
}

// ---- the generator object ----

struct Mt19937 {
  bool made = false;
  u64 seed = 0;          // seed of the states
  long long round = -1;  // the round whose words the states hold (-1: not twisted yet)
  u64 position = 0;      // values of the stream generated so far
  u32 *states = nullptr; // 8192 x 624 words: host rows, or device columns
  u32 *scratch = nullptr; // device generators: raw words of a call
  size_t scratchWords = 0;
};

constexpr size_t kStateWords = size_t(kMt19937Generators) * kN;

curandStatus_t make(Mt19937 &m, u64 seed, bool host) {
  if (host) {
    curandStatus_t s = makeStates(seed, m.states);
    if (s != CURAND_STATUS_SUCCESS)
      return s;
  } else {
    std::vector<u32> rows, cols;
    try {
      rows.resize(kStateWords);
      cols.resize(kStateWords);
    } catch (const std::bad_alloc &) {
      return CURAND_STATUS_ALLOCATION_FAILED;
    }
    curandStatus_t s = makeStates(seed, rows.data());
    if (s != CURAND_STATUS_SUCCESS)
      return s;
    for (size_t g = 0; g < kMt19937Generators; ++g)
      for (size_t e = 0; e < kN; ++e)
        cols[e * kMt19937Generators + g] = rows[g * kN + e];
    if (cudaMemcpy(m.states, cols.data(), kStateWords * sizeof(u32), cudaMemcpyHostToDevice) !=
        cudaSuccess)
      return CURAND_STATUS_INITIALIZATION_FAILED;
  }
  m.made = true;
  m.seed = seed;
  m.round = -1;
  return CURAND_STATUS_SUCCESS;
}

// Raw words of stream positions [p, p + count) into out (host or device memory).
curandStatus_t words(Mt19937 &m, const Generator &g, u64 p, u64 count, u32 *out) {
  for (u64 end = p + count; p < end;) {
    u64 r = p / kRound, stop = std::min(end, (r + 1) * kRound);
    for (; m.round < static_cast<long long>(r); ++m.round) {
      if (g.host) {
        for (size_t s = 0; s < kMt19937Generators; ++s)
          twistState(m.states + s * kN, 1);
      } else {
        twistKernel<<<kMt19937Generators / 256, 256, 0, g.stream>>>(m.states);
      }
    }
    u64 q0 = p - r * kRound, n = stop - p;
    if (g.host) {
      for (u64 i = 0; i < n; ++i)
        out[i] = roundWord(m.states, 1, kN, q0 + i);
    } else {
      unsigned blocks = static_cast<unsigned>((n + 255) / 256);
      wordsKernel<<<blocks, 256, 0, g.stream>>>(m.states, q0, n, out);
      if (cudaGetLastError() != cudaSuccess)
        return CURAND_STATUS_LAUNCH_FAILURE;
    }
    out += n;
    p = stop;
  }
  return CURAND_STATUS_SUCCESS;
}

} // namespace

curandStatus_t mt19937Create(Generator &g) {
  Mt19937 *m = new (std::nothrow) Mt19937();
  if (!m)
    return CURAND_STATUS_ALLOCATION_FAILED;
  bool ok;
  if (g.host) {
    m->states = new (std::nothrow) u32[kStateWords];
    ok = m->states != nullptr;
  } else {
    ok = cudaMalloc(&m->states, kStateWords * sizeof(u32)) == cudaSuccess;
  }
  g.impl = m;
  if (!ok) {
    mt19937Destroy(g);
    return g.host ? CURAND_STATUS_ALLOCATION_FAILED : CURAND_STATUS_INITIALIZATION_FAILED;
  }
  return CURAND_STATUS_SUCCESS;
}

void mt19937Destroy(Generator &g) {
  Mt19937 *m = static_cast<Mt19937 *>(g.impl);
  if (!m)
    return;
  if (g.host) {
    delete[] m->states;
  } else {
    cudaFree(m->states);
    cudaFree(m->scratch);
  }
  delete m;
  g.impl = nullptr;
}

curandStatus_t mt19937Fill(Generator &g, const Request &r) {
  Mt19937 *m = static_cast<Mt19937 *>(g.impl);
  if (!m)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (r.n == 0)
    return CURAND_STATUS_SUCCESS;
  if (!m->made || m->seed != g.seed) { // a new seed: new states, same stream position
    curandStatus_t s = make(*m, g.seed, g.host);
    if (s != CURAND_STATUS_SUCCESS)
      return s;
  }
  const unsigned per = wordsPerSlot(r.dist);
  const u64 slots = (r.n + valuesPerSlot(r.dist) - 1) / valuesPerSlot(r.dist), count = slots * per;
  u32 *buf;
  std::vector<u32> hostWords;
  if (r.dist == Dist::Bits) {
    buf = static_cast<u32 *>(r.out);
  } else if (g.host) {
    try {
      hostWords.resize(count);
    } catch (const std::bad_alloc &) {
      return CURAND_STATUS_ALLOCATION_FAILED;
    }
    buf = hostWords.data();
  } else {
    if (m->scratchWords < count) {
      cudaFree(m->scratch);
      m->scratch = nullptr;
      m->scratchWords = 0;
      if (cudaMalloc(&m->scratch, count * sizeof(u32)) != cudaSuccess)
        return CURAND_STATUS_ALLOCATION_FAILED;
      m->scratchWords = count;
    }
    buf = m->scratch;
  }
  curandStatus_t s = words(*m, g, m->position, count, buf);
  if (s != CURAND_STATUS_SUCCESS)
    return s;
  if (r.dist != Dist::Bits) {
    if (g.host) {
      for (u64 j = 0; j < slots; ++j)
        putSlot(r, static_cast<size_t>(j), buf + j * per);
    } else {
      valuesKernel<<<static_cast<unsigned>((slots + 255) / 256), 256, 0, g.stream>>>(buf, slots, r);
      if (cudaGetLastError() != cudaSuccess)
        return CURAND_STATUS_LAUNCH_FAILURE;
    }
  }
  m->position += count;
  g.position = m->position;
  return CURAND_STATUS_SUCCESS;
}

} // namespace curand
} // namespace scale_amd
