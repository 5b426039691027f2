// SPDX-License-Identifier: Apache-2.0
// The fill loop of the Sobol generators: value j of a call of n values over D dimensions is point
// position + j % (n / D) of dimension j / (n / D) (measured on an H200 against cuRAND 10.4:
// dimension-major blocks, the position counts points, modulo 2^32 for the 32-bit generators).
// Each logical thread runs the device-API state of curand_kernel.h (sobol.h) over a chunk of
// consecutive points of one dimension: one Gray-code XOR per point. The same function runs in a
// kernel (device generators) and in a loop on the CPU (host generators).
#include "Sobol.h"
#include <curand_kernel.h>

namespace scale_amd {
namespace curand {
namespace {

using u64 = unsigned long long;
constexpr u64 kChunk = 64; // points per logical thread

struct Tables {
  const void *vectors;   // dims x (32|64) words
  const void *constants; // dims words, or nullptr (unscrambled)
};

template <class T> __host__ __device__ void store(const Request &r, u64 j, T v) {
  static_cast<T *>(r.out)[j] = v;
}

template <class S> __host__ __device__ void put(S *st, const Request &r, u64 j) {
  float m = static_cast<float>(r.mean), sd = static_cast<float>(r.stddev);
  switch (r.dist) {
  case Dist::Bits: store(r, j, static_cast<unsigned>(::curand(st))); break;
  case Dist::Bits64: store(r, j, static_cast<u64>(::curand(st))); break;
  case Dist::Uniform: store(r, j, curand_uniform(st)); break;
  case Dist::UniformDouble: store(r, j, curand_uniform_double(st)); break;
  case Dist::Normal: store(r, j, m + sd * curand_normal(st)); break;
  case Dist::NormalDouble: store(r, j, r.mean + r.stddev * curand_normal_double(st)); break;
  case Dist::LogNormal: store(r, j, expf(m + sd * curand_normal(st))); break;
  case Dist::LogNormalDouble: store(r, j, exp(r.mean + r.stddev * curand_normal_double(st))); break;
  case Dist::Poisson: store(r, j, curand_poisson(st, r.mean)); break;
  }
}

template <class S, class W>
__host__ __device__ void walk(Tables tab, unsigned dims, u64 position, const Request &r, u64 t) {
  u64 per = r.n / dims, chunks = (per + kChunk - 1) / kChunk;
  u64 d = t / chunks, first = (t % chunks) * kChunk;
  if (d >= dims)
    return;
  constexpr int B = 8 * sizeof(W);
  W *v = const_cast<W *>(static_cast<const W *>(tab.vectors) + d * B);
  W start = static_cast<W>(position + first);
  W c = tab.constants ? static_cast<const W *>(tab.constants)[d] : W(0); // point 0
  S st;
  __scale_amd::curand::sobolInit(&st, v, c, start);
  u64 end = first + kChunk < per ? first + kChunk : per;
  for (u64 k = first; k < end; ++k)
    put(&st, r, d * per + k);
}

__host__ __device__ void fillThread(Kind kind, Tables tab, unsigned dims, u64 position,
                                    const Request &r, u64 t) {
  switch (kind) {
  case Kind::Sobol32:
    walk<curandStateSobol32_t, unsigned>(tab, dims, position, r, t);
    break;
  case Kind::ScrambledSobol32:
    walk<curandStateScrambledSobol32_t, unsigned>(tab, dims, position, r, t);
    break;
  case Kind::Sobol64:
    walk<curandStateSobol64_t, u64>(tab, dims, position, r, t);
    break;
  case Kind::ScrambledSobol64:
    walk<curandStateScrambledSobol64_t, u64>(tab, dims, position, r, t);
    break;
  default:
    break;
  }
}

__global__ void fillKernel(Kind kind, Tables tab, unsigned dims, u64 position, Request r,
                           u64 threads) {
  u64 t = static_cast<u64>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (t < threads)
    fillThread(kind, tab, dims, position, r, t);
}

// The host tables of a generator kind (constants: nullptr when unscrambled).
Tables hostTables(Kind kind) {
  bool wide = is64(kind), scr = isScrambled(kind);
  Tables t;
  t.vectors = wide ? static_cast<const void *>(sobolVectors64(scr)) : sobolVectors32(scr);
  const void *c = wide ? static_cast<const void *>(sobolConstants64()) : sobolConstants32();
  t.constants = scr ? c : nullptr;
  return t;
}

u64 threadsFor(const Generator &g, const Request &r) {
  u64 per = r.n / g.dims;
  return g.dims * ((per + kChunk - 1) / kChunk);
}

} // namespace

// Device layout: dims x (32|64) vectors, then dims constants (zeros' place kept when unscrambled).
cudaError_t sobolUpload(Generator &g) {
  sobolRelease(g);
  size_t word = is64(g.kind) ? 8 : 4, vbytes = g.dims * 8 * word * word, cbytes = g.dims * word;
  Tables host = hostTables(g.kind);
  const void *c = is64(g.kind) ? static_cast<const void *>(sobolConstants64()) : sobolConstants32();
  cudaError_t e = cudaMalloc(&g.quasiDevice, vbytes + cbytes);
  if (e != cudaSuccess) {
    g.quasiDevice = nullptr;
    return e;
  }
  e = cudaMemcpy(g.quasiDevice, host.vectors, vbytes, cudaMemcpyHostToDevice);
  if (e == cudaSuccess)
    e = cudaMemcpy(static_cast<char *>(g.quasiDevice) + vbytes, c, cbytes, cudaMemcpyHostToDevice);
  return e;
}

void sobolRelease(Generator &g) {
  if (g.quasiDevice)
    cudaFree(g.quasiDevice);
  g.quasiDevice = nullptr;
}

void sobolFillHost(const Generator &g, const Request &r) {
  Tables tab = hostTables(g.kind);
  u64 threads = threadsFor(g, r);
  for (u64 t = 0; t < threads; ++t)
    fillThread(g.kind, tab, g.dims, g.position, r, t);
}

cudaError_t sobolFillDevice(const Generator &g, const Request &r) {
  size_t word = is64(g.kind) ? 8 : 4;
  Tables tab;
  tab.vectors = g.quasiDevice;
  const char *constants = static_cast<const char *>(g.quasiDevice) + g.dims * 8 * word * word;
  tab.constants = isScrambled(g.kind) ? constants : nullptr;
  u64 threads = threadsFor(g, r);
  const unsigned block = 256;
  unsigned grid = static_cast<unsigned>((threads + block - 1) / block);
  fillKernel<<<grid, block, 0, g.stream>>>(g.kind, tab, g.dims, g.position, r, threads);
  return cudaGetLastError();
}

} // namespace curand
} // namespace scale_amd
