// SPDX-License-Identifier: Apache-2.0
// libcurand's MTGP32 generator: 192 block-shared MTGP32 states (curand_mtgp32_kernel.h) filling
// cuRAND's chunked output layout (Mtgp32Generator.h). Device generators run one block of 256
// threads per state; host generators step the same states on the CPU, word by word (a step's
// words are independent, see __scale_amd/curand/mtgp32.h), so both give the same numbers.
//
// Continuation: the generator keeps the stream position. A call that ends inside a chunk has
// already stepped that chunk's generator, so the chunk's 256 words are kept ("tail") and the
// next call takes its first values from there; every other chunk of a call is a fresh step.
#include "Mtgp32Generator.h"
// The generator's internals from the source tree (relative paths): only they, not the device
// API of curand_kernel.h, so that test/exec/cases/curand_mtgp32_host.cu can compile this file
// next to NVIDIA's headers (route B's host side).
#include <curand_mtgp32.h>
#include "../../headers/__scale_amd/curand/mtgp32.h"
#include "../../headers/__scale_amd/curand/mtgp32_host.h"
#include <cmath>
#include <memory>
#include <new>
#include <vector>
#if __has_include(<curand_mtgp32dc_p_11213.h>)
#include <curand_mtgp32dc_p_11213.h>
#define SCALE_AMD_MTGP32_PARAMS 1
#endif

namespace scale_amd {
namespace curand {
namespace {

using u64 = unsigned long long;
using namespace __scale_amd::curand;

struct Mtgp32 {
  bool made = false;                    // states made (at the first generation)
  u64 position = 0;                     // values generated so far
  curandStateMtgp32_t *states = nullptr; // kMtgpGenerators, device or host memory
  mtgp32_kernel_params_t *params = nullptr;
  unsigned *tail = nullptr;             // 2 x 256 words (device or host memory): the words of
  int tailIn = 0;                       // chunk position / 256 at tail + 256 * tailIn
};

// ---- inversion of the normal CDF on the host (the device uses erfcinvf / erfcinv) ----

// erfcinv(y) for 0 < y <= 1: Acklam's rational approximation of the normal quantile at y/2
// (relative error 1.2e-9) refined by Newton steps on erfc, to double precision.
double hostErfcinv(double y) {
  static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                             1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
  static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                             6.680131188771972e+01,  -1.328068155288572e+01};
  static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                             -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
  static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                             3.754408661907416e+00};
  double p = y / 2, z;
  if (p < 0.02425) {
    double q = std::sqrt(-2 * std::log(p));
    z = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
        ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  } else {
    double q = p - 0.5, r = q * q;
    z = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  }
  double x = -z / std::sqrt(2.0);
  // Newton steps; near y = 1 (x near 0) on erf(x) = 1 - y (exact), which keeps x's relative
  // precision, elsewhere on erfc(x) = y. The derivative is -+2/sqrt(pi) exp(-x^2).
  for (int i = 0; i < 3; ++i) {
    double e = y > 0.5 ? (1.0 - y) - std::erf(x) : std::erfc(x) - y;
    x += e / (1.1283791670955126 * std::exp(-x * x));
  }
  return x;
}
float hostNormal(unsigned x) {
  float s = -1.4142135f;
  if (x > 0x80000000u) {
    x = 0xffffffffu - x;
    s = -s;
  }
  return s * static_cast<float>(hostErfcinv(2.0f * uniformFromBits(x)));
}
double hostNormalDouble(unsigned x) {
  double s = -1.4142135623730951;
  if (x > 0x80000000u) {
    x = 0xffffffffu - x;
    s = -s;
  }
  return s * hostErfcinv(2.0 * uniformDoubleFromBits(x));
}

__host__ __device__ inline float normalOf(unsigned w) {
#ifdef __CUDA_ARCH__
  return normalIcdf(w);
#else
  return hostNormal(w);
#endif
}
__host__ __device__ inline double normalDoubleOf(unsigned w) {
#ifdef __CUDA_ARCH__
  return normalIcdfDouble(w);
#else
  return hostNormalDouble(w);
#endif
}

// Poisson from one word, as the device API's curand_poisson for MTGP32 (inversion below
// lambda = 1000, the rounded normal approximation above).
__host__ __device__ inline unsigned poissonOf(unsigned w, double lambda) {
  if (lambda >= 1000.0)
    return static_cast<unsigned>(sqrt(lambda) * normalDoubleOf(w) + lambda + 0.5);
  return poissonInverse(uniformFromBits(w), lambda);
}

// Value i of the request from word w.
__host__ __device__ inline void put(const Request &r, size_t i, unsigned w) {
  float m = static_cast<float>(r.mean), sd = static_cast<float>(r.stddev);
  switch (r.dist) {
  case Dist::Bits: static_cast<unsigned *>(r.out)[i] = w; break;
  case Dist::Uniform: static_cast<float *>(r.out)[i] = uniformFromBits(w); break;
  case Dist::UniformDouble:
    static_cast<double *>(r.out)[i] =
        __builtin_fma(static_cast<double>(w), kTwoPow32InvD, kTwoPow32InvD);
    break;
  case Dist::Normal: static_cast<float *>(r.out)[i] = __builtin_fmaf(sd, normalOf(w), m); break;
  case Dist::NormalDouble:
    static_cast<double *>(r.out)[i] = __builtin_fma(r.stddev, normalDoubleOf(w), r.mean);
    break;
  case Dist::LogNormal: static_cast<float *>(r.out)[i] = expf(__builtin_fmaf(sd, normalOf(w), m)); break;
  case Dist::LogNormalDouble:
    static_cast<double *>(r.out)[i] = exp(__builtin_fma(r.stddev, normalDoubleOf(w), r.mean));
    break;
  case Dist::Poisson: static_cast<unsigned *>(r.out)[i] = poissonOf(w, r.mean); break;
  default: break;
  }
}

// The chunks of generator g in a call [p0, p1): c = first, first + 192, ... <= last.
__host__ __device__ inline u64 firstChunk(u64 p0, unsigned g) {
  u64 c0 = p0 / kMtgpChunk;
  return c0 + (g + kMtgpGenerators - c0 % kMtgpGenerators) % kMtgpGenerators;
}

// tailIn: the words of chunk p0 / 256 when p0 is inside it; tailOut: where the words of the
// call's last chunk go when the call ends inside it (another buffer: another block may read tailIn).
__global__ void __launch_bounds__(256) fillKernel(curandStateMtgp32_t *states, const unsigned *tailIn,
                                                  unsigned *tailOut, u64 p0, Request r) {
  __shared__ curandStateMtgp32_t st;
  unsigned g = blockIdx.x, t = threadIdx.x;
  u64 p1 = p0 + r.n, last = (p1 - 1) / kMtgpChunk, c = firstChunk(p0, g);
  if (c > last)
    return;
  for (unsigned i = t; i < MTGP32_STATE_SIZE; i += blockDim.x)
    st.s[i] = states[g].s[i];
  if (t == 0) {
    st.offset = states[g].offset;
    st.pIdx = states[g].pIdx;
    st.k = states[g].k;
  }
  __syncthreads();
  for (; c <= last; c += kMtgpGenerators) {
    unsigned w;
    if (c == p0 / kMtgpChunk && p0 % kMtgpChunk != 0) {
      w = tailIn[t]; // stepped by the previous call
    } else {
      w = mtgpWord(&st, t);
      __syncthreads();
      if (t == 0)
        mtgpAdvance(&st, kMtgpChunk);
      __syncthreads();
    }
    u64 q = c * kMtgpChunk + t;
    if (q >= p0 && q < p1)
      put(r, static_cast<size_t>(q - p0), w);
    if (c == last && p1 % kMtgpChunk != 0)
      tailOut[t] = w;
  }
  __syncthreads();
  for (unsigned i = t; i < MTGP32_STATE_SIZE; i += blockDim.x)
    states[g].s[i] = st.s[i];
  if (t == 0)
    states[g].offset = st.offset;
}

void fillOnHost(Mtgp32 &m, const Request &r) {
  u64 p0 = m.position, p1 = p0 + r.n, last = (p1 - 1) / kMtgpChunk;
  const unsigned *tailIn = m.tail + kMtgpChunk * m.tailIn;
  unsigned *tailOut = m.tail + kMtgpChunk * (1 - m.tailIn);
  unsigned words[kMtgpChunk];
  for (unsigned g = 0; g < kMtgpGenerators; ++g) {
    for (u64 c = firstChunk(p0, g); c <= last; c += kMtgpGenerators) {
      if (c == p0 / kMtgpChunk && p0 % kMtgpChunk != 0) {
        for (unsigned t = 0; t < kMtgpChunk; ++t)
          words[t] = tailIn[t];
      } else {
        for (unsigned t = 0; t < kMtgpChunk; ++t)
          words[t] = mtgpWord(&m.states[g], t);
        mtgpAdvance(&m.states[g], kMtgpChunk);
      }
      for (unsigned t = 0; t < kMtgpChunk; ++t) {
        u64 q = c * kMtgpChunk + t;
        if (q >= p0 && q < p1)
          put(r, static_cast<size_t>(q - p0), words[t]);
      }
      if (c == last && p1 % kMtgpChunk != 0)
        for (unsigned t = 0; t < kMtgpChunk; ++t)
          tailOut[t] = words[t];
    }
  }
}

#ifdef SCALE_AMD_MTGP32_PARAMS
// The 192 states for the seed, made on the host; copied to the device for device generators.
curandStatus_t make(Mtgp32 &m, const Generator &g) {
  if (g.host) {
    mtgpMakeKernelParams(mtgp32dc_params_fast_11213, m.params);
    mtgpMakeStates(m.states, mtgp32dc_params_fast_11213, m.params, kMtgpGenerators, g.seed);
  } else {
    std::vector<curandStateMtgp32_t> states(kMtgpGenerators);
    std::unique_ptr<mtgp32_kernel_params_t> params(new (std::nothrow) mtgp32_kernel_params_t);
    if (!params)
      return CURAND_STATUS_ALLOCATION_FAILED;
    mtgpMakeKernelParams(mtgp32dc_params_fast_11213, params.get());
    mtgpMakeStates(states.data(), mtgp32dc_params_fast_11213, m.params, kMtgpGenerators, g.seed);
    size_t bytes = sizeof(curandStateMtgp32_t) * kMtgpGenerators;
    if (cudaMemcpy(m.params, params.get(), sizeof(mtgp32_kernel_params_t),
                   cudaMemcpyHostToDevice) != cudaSuccess ||
        cudaMemcpy(m.states, states.data(), bytes, cudaMemcpyHostToDevice) != cudaSuccess)
      return CURAND_STATUS_INITIALIZATION_FAILED;
  }
  m.made = true;
  return CURAND_STATUS_SUCCESS;
}
#endif

} // namespace

curandStatus_t mtgp32Create(Generator &g) {
#ifndef SCALE_AMD_MTGP32_PARAMS
  (void)g;
  return CURAND_STATUS_TYPE_ERROR; // built without cuRAND's parameter sets
#else
  Mtgp32 *m = new (std::nothrow) Mtgp32();
  if (!m)
    return CURAND_STATUS_ALLOCATION_FAILED;
  bool ok;
  if (g.host) {
    m->states = new (std::nothrow) curandStateMtgp32_t[kMtgpGenerators];
    m->params = new (std::nothrow) mtgp32_kernel_params_t;
    m->tail = new (std::nothrow) unsigned[2 * kMtgpChunk];
    ok = m->states && m->params && m->tail;
  } else {
    ok = cudaMalloc(&m->states, sizeof(curandStateMtgp32_t) * kMtgpGenerators) == cudaSuccess &&
         cudaMalloc(&m->params, sizeof(mtgp32_kernel_params_t)) == cudaSuccess &&
         cudaMalloc(&m->tail, sizeof(unsigned) * 2 * kMtgpChunk) == cudaSuccess;
  }
  g.impl = m;
  if (!ok) {
    mtgp32Destroy(g);
    return g.host ? CURAND_STATUS_ALLOCATION_FAILED : CURAND_STATUS_INITIALIZATION_FAILED;
  }
  return CURAND_STATUS_SUCCESS;
#endif
}

void mtgp32Destroy(Generator &g) {
  Mtgp32 *m = static_cast<Mtgp32 *>(g.impl);
  if (!m)
    return;
  if (g.host) {
    delete[] m->states;
    delete m->params;
    delete[] m->tail;
  } else {
    cudaFree(m->states);
    cudaFree(m->params);
    cudaFree(m->tail);
  }
  delete m;
  g.impl = nullptr;
}

curandStatus_t mtgp32Fill(Generator &g, const Request &r) {
  Mtgp32 *m = static_cast<Mtgp32 *>(g.impl);
  if (!m)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (r.dist == Dist::Poisson && !(r.mean > 0.0))
    return CURAND_STATUS_OUT_OF_RANGE;
  if (r.n == 0)
    return CURAND_STATUS_SUCCESS;
#ifdef SCALE_AMD_MTGP32_PARAMS
  if (!m->made) {
    curandStatus_t s = make(*m, g);
    if (s != CURAND_STATUS_SUCCESS)
      return s;
  }
#endif
  if (g.host) {
    fillOnHost(*m, r);
  } else {
    unsigned *tailIn = m->tail + kMtgpChunk * m->tailIn;
    unsigned *tailOut = m->tail + kMtgpChunk * (1 - m->tailIn);
    fillKernel<<<kMtgpGenerators, kMtgpChunk, 0, g.stream>>>(m->states, tailIn, tailOut,
                                                             m->position, r);
    if (cudaGetLastError() != cudaSuccess)
      return CURAND_STATUS_LAUNCH_FAILURE;
  }
  if ((m->position + r.n) % kMtgpChunk != 0)
    m->tailIn = 1 - m->tailIn; // the next call starts inside the chunk just kept
  m->position += r.n;
  g.position = m->position;
  return CURAND_STATUS_SUCCESS;
}

} // namespace curand
} // namespace scale_amd
