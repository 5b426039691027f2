// SPDX-License-Identifier: Apache-2.0
// The fill loops of libcurand: one logical thread per subsequence of the output layout
// (Generator.h), each running the device-API generator of curand_kernel.h over its share of the
// requested positions. The same function runs in a kernel (device generators) and in a loop on
// the CPU (host generators).
#include "Generator.h"
#include <curand_kernel.h>

namespace scale_amd {
namespace curand {
namespace {

using u64 = unsigned long long;

// Position in the stream of draw k of thread t.
__host__ __device__ u64 positionOf(Kind kind, u64 t, u64 k) {
  u64 T = threadsOf(kind);
  if (kind != Kind::Philox)
    return k * T + t;
  return 4 * ((k / 4) * T + t) + k % 4;
}

// The first draw of thread t whose position is >= p.
__host__ __device__ u64 firstDraw(Kind kind, u64 t, u64 p) {
  u64 T = threadsOf(kind);
  if (kind != Kind::Philox)
    return p > t ? (p - t + T - 1) / T : 0;
  u64 pb = p / 4, q = pb > t ? (pb - t + T - 1) / T : 0;
  return q * T + t == pb ? 4 * q + p % 4 : 4 * q;
}

template <class T> __host__ __device__ void put(const Request &r, u64 i, T v) {
  static_cast<T *>(r.out)[i] = v;
}

// The work is cut into "slots": one per output, or one per Box-Muller pair of outputs. Slot j
// of a call sits at stream position p + j, i.e. with thread t = the layout's owner of that
// position; thread t's state starts at its first draw at or after p and each of its slots takes
// the next draws: one per 32-bit or float uniform, two per double uniform (53 bits; MRG32k3a: one),
// two per normal pair, four per double normal pair (MRG32k3a: two). The stream position then
// advances by the draws consumed (slots x draws per slot). Measured against cuRAND for XORWOW.
// A double uniform of the host API: 53 bits of two draws (Philox's device-API
// curand_uniform_double takes only one), MRG32k3a's value scaled directly.
template <class S> __host__ __device__ double uniformDouble(S *st) {
  unsigned int x = ::curand(st);
  unsigned int y = ::curand(st);
  return __scale_amd::curand::uniformDoubleFromBits(x, y);
}
__host__ __device__ double uniformDouble(curandStateMRG32k3a_t *st) { return curand_uniform_double(st); }

__host__ __device__ bool pairsOf(Dist d) {
  return d == Dist::Normal || d == Dist::NormalDouble || d == Dist::LogNormal ||
         d == Dist::LogNormalDouble;
}

template <class S>
__host__ __device__ void walk(Kind kind, u64 seed, u64 p, const Request &r, u64 t) {
  bool pairs = pairsOf(r.dist);
  u64 slots = pairs ? (r.n + 1) / 2 : r.n;
  u64 end = p + slots;
  u64 k0 = firstDraw(kind, t, p);
  if (positionOf(kind, t, k0) >= end)
    return;
  S st;
  curand_init(seed, t, k0, &st);
  for (u64 m = 0;; ++m) {
    u64 pos = positionOf(kind, t, k0 + m);
    if (pos >= end)
      break;
    u64 j = pairs ? 2 * (pos - p) : pos - p; // first output of this slot
    bool second = pairs && j + 1 < r.n;
    switch (r.dist) {
    case Dist::Bits: put(r, j, ::curand(&st)); break;
    case Dist::Uniform: put(r, j, curand_uniform(&st)); break;
    case Dist::UniformDouble: put(r, j, uniformDouble(&st)); break;
    case Dist::Poisson: put(r, j, curand_poisson(&st, r.mean)); break;
    case Dist::Bits64: break; // quasi-random generators only (SobolFill.cu)
    case Dist::Normal:
    case Dist::LogNormal: {
      float2 v = curand_normal2(&st);
      float a = static_cast<float>(r.mean) + static_cast<float>(r.stddev) * v.x;
      float b = static_cast<float>(r.mean) + static_cast<float>(r.stddev) * v.y;
      if (r.dist == Dist::LogNormal) {
        a = expf(a);
        b = expf(b);
      }
      put(r, j, a);
      if (second) put(r, j + 1, b);
      break;
    }
    case Dist::NormalDouble:
    case Dist::LogNormalDouble: {
      double2 v = curand_normal2_double(&st);
      double a = r.mean + r.stddev * v.x, b = r.mean + r.stddev * v.y;
      if (r.dist == Dist::LogNormalDouble) {
        a = exp(a);
        b = exp(b);
      }
      put(r, j, a);
      if (second) put(r, j + 1, b);
      break;
    }
    }
  }
}

// Philox's distributions work in slots of four values from one thread: four floats from one
// counter block, four doubles from two. Slot s belongs to thread s % T, row s / T; the call starts
// at value e0 = p / 4 of that numbering (measured: the stream position counts four per value for
// these calls, see drawsConsumed).
__host__ __device__ void walkPhilox(u64 seed, u64 p, const Request &r, u64 t) {
  const u64 T = threadsOf(Kind::Philox);
  u64 e0 = p / 4, e1 = e0 + r.n; // values [e0, e1)
  u64 s0 = e0 / 4, s1 = (e1 + 3) / 4;
  u64 row = s0 > t ? (s0 - t + T - 1) / T : 0;
  if (row * T + t >= s1)
    return;
  bool dbl = r.dist == Dist::UniformDouble || r.dist == Dist::NormalDouble ||
             r.dist == Dist::LogNormalDouble;
  curandStatePhilox4_32_10_t st;
  curand_init(seed, t, row * (dbl ? 8 : 4), &st);
  for (;; ++row) {
    u64 s = row * T + t;
    if (s >= s1)
      break;
    double v[4];
    switch (r.dist) {
    case Dist::Uniform: {
      float4 u = curand_uniform4(&st);
      v[0] = u.x; v[1] = u.y; v[2] = u.z; v[3] = u.w;
      break;
    }
    case Dist::Normal:
    case Dist::LogNormal: {
      float4 u = curand_normal4(&st);
      float m = static_cast<float>(r.mean), sd = static_cast<float>(r.stddev);
      float w[4] = {m + sd * u.x, m + sd * u.y, m + sd * u.z, m + sd * u.w};
      for (int i = 0; i < 4; ++i)
        v[i] = r.dist == Dist::LogNormal ? expf(w[i]) : w[i];
      break;
    }
    case Dist::UniformDouble: {
      double2 a = curand_uniform2_double(&st), b = curand_uniform2_double(&st);
      v[0] = a.x; v[1] = a.y; v[2] = b.x; v[3] = b.y;
      break;
    }
    default: { // double normals
      double2 a = curand_normal2_double(&st), b = curand_normal2_double(&st);
      double w[4] = {a.x, a.y, b.x, b.y};
      for (int i = 0; i < 4; ++i) {
        w[i] = r.mean + r.stddev * w[i];
        v[i] = r.dist == Dist::LogNormalDouble ? exp(w[i]) : w[i];
      }
      break;
    }
    }
    for (int i = 0; i < 4; ++i) {
      u64 e = 4 * s + i;
      if (e < e0 || e >= e1)
        continue;
      if (dbl)
        put(r, e - e0, v[i]);
      else
        put(r, e - e0, static_cast<float>(v[i]));
    }
  }
}

__host__ __device__ void fillThread(Kind kind, u64 seed, u64 p, const Request &r, u64 t) {
  if (kind == Kind::Philox && r.dist != Dist::Bits && r.dist != Dist::Poisson)
    return walkPhilox(seed, p, r, t);
  switch (kind) {
  case Kind::Xorwow: walk<curandStateXORWOW_t>(kind, seed, p, r, t); break;
  case Kind::Mrg32k3a: walk<curandStateMRG32k3a_t>(kind, seed, p, r, t); break;
  case Kind::Philox: walk<curandStatePhilox4_32_10_t>(kind, seed, p, r, t); break;
  default: break; // MTGP32 and the quasi-random generators fill elsewhere
  }
}

__global__ void fillKernel(Kind kind, u64 seed, u64 p, Request r) {
  u64 t = static_cast<u64>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (t < threadsOf(kind))
    fillThread(kind, seed, p, r, t);
}

} // namespace

unsigned long long drawsConsumed(Kind kind, const Request &r) {
  if (kind == Kind::Philox && r.dist != Dist::Bits && r.dist != Dist::Poisson)
    return 4 * r.n;
  bool pairs = pairsOf(r.dist);
  u64 slots = pairs ? (r.n + 1) / 2 : r.n;
  bool mrg = kind == Kind::Mrg32k3a;
  switch (r.dist) {
  case Dist::UniformDouble: return slots * (mrg ? 1 : 2);
  case Dist::Normal: case Dist::LogNormal: return slots * 2;
  case Dist::NormalDouble: case Dist::LogNormalDouble: return slots * (mrg ? 2 : 4);
  default: return slots;
  }
}

cudaError_t fillDevice(const Generator &g, const Request &r) {
  const unsigned block = 256;
  unsigned grid = static_cast<unsigned>((threadsOf(g.kind) + block - 1) / block);
  fillKernel<<<grid, block, 0, g.stream>>>(g.kind, g.seed, g.position, r);
  return cudaGetLastError();
}

void fillHost(const Generator &g, const Request &r) {
  for (u64 t = 0; t < threadsOf(g.kind); ++t)
    fillThread(g.kind, g.seed, g.position, r, t);
}

} // namespace curand
} // namespace scale_amd
