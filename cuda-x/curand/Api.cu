// SPDX-License-Identifier: Apache-2.0
// The cuRAND host API: argument validation with cuRAND's status codes (measured against
// cuRAND 10.4 on an H200: test/lit/curand/host-api-errors.cu), generator state, and dispatch
// to the fill loops (Fill.cu). Pseudo-random generators only: XORWOW (= DEFAULT), MRG32k3a and
// Philox4_32_10; MTGP32, MT19937 and the Sobol generators answer CURAND_STATUS_TYPE_ERROR.
#include "Generator.h"
#include <new>

using scale_amd::curand::Dist;
using scale_amd::curand::Generator;
using scale_amd::curand::Kind;
using scale_amd::curand::Request;

struct curandGenerator_st : Generator {};

namespace {

curandStatus_t create(curandGenerator_t *out, curandRngType_t type, bool host) {
  if (!out)
    return CURAND_STATUS_NOT_INITIALIZED;
  Kind kind;
  switch (type) {
  case CURAND_RNG_PSEUDO_DEFAULT:
  case CURAND_RNG_PSEUDO_XORWOW: kind = Kind::Xorwow; break;
  case CURAND_RNG_PSEUDO_MRG32K3A: kind = Kind::Mrg32k3a; break;
  case CURAND_RNG_PSEUDO_PHILOX4_32_10: kind = Kind::Philox; break;
  default: return CURAND_STATUS_TYPE_ERROR;
  }
  if (!host) {
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0)
      return CURAND_STATUS_INITIALIZATION_FAILED;
  }
  curandGenerator_st *g = new (std::nothrow) curandGenerator_st();
  if (!g)
    return CURAND_STATUS_ALLOCATION_FAILED;
  g->kind = kind;
  g->host = host;
  *out = g;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t generate(curandGenerator_t g, Request r) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (r.n == 0)
    return CURAND_STATUS_SUCCESS;
  if (!r.out)
    return CURAND_STATUS_OUT_OF_RANGE;
  if (g->host) {
    scale_amd::curand::fillHost(*g, r);
  } else if (scale_amd::curand::fillDevice(*g, r) != cudaSuccess) {
    return CURAND_STATUS_LAUNCH_FAILURE;
  }
  g->position += scale_amd::curand::drawsConsumed(g->kind, r);
  return CURAND_STATUS_SUCCESS;
}

// Normal and log-normal values come in Box-Muller pairs: XORWOW and MRG32k3a need an even count
// (Philox accepts any count).
bool pairCountOk(curandGenerator_t g, size_t n) { return g->kind == Kind::Philox || n % 2 == 0; }

} // namespace

extern "C" {

curandStatus_t curandCreateGenerator(curandGenerator_t *g, curandRngType_t t) { return create(g, t, false); }
curandStatus_t curandCreateGeneratorHost(curandGenerator_t *g, curandRngType_t t) { return create(g, t, true); }

curandStatus_t curandDestroyGenerator(curandGenerator_t g) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  delete g;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetVersion(int *version) {
  if (!version)
    return CURAND_STATUS_OUT_OF_RANGE;
  *version = CURAND_VERSION;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetProperty(libraryPropertyType type, int *value) {
  if (!value)
    return CURAND_STATUS_OUT_OF_RANGE;
  switch (type) {
  case MAJOR_VERSION: *value = CURAND_VER_MAJOR; return CURAND_STATUS_SUCCESS;
  case MINOR_VERSION: *value = CURAND_VER_MINOR; return CURAND_STATUS_SUCCESS;
  case PATCH_LEVEL: *value = CURAND_VER_PATCH; return CURAND_STATUS_SUCCESS;
  default: return CURAND_STATUS_OUT_OF_RANGE;
  }
}

curandStatus_t curandSetStream(curandGenerator_t g, cudaStream_t stream) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  g->stream = stream;
  return CURAND_STATUS_SUCCESS;
}

// A new seed keeps the position in the stream (measured: cuRAND continues where the last call
// ended, with the new seed's states).
curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t g, unsigned long long seed) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  g->seed = seed;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetGeneratorOffset(curandGenerator_t g, unsigned long long offset) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  g->position = offset;
  return CURAND_STATUS_SUCCESS;
}

// One ordering is implemented (the default, which is also cuRAND's BEST and LEGACY for these
// generators); SEEDED exists for XORWOW only, as in cuRAND, and is accepted but not honoured.
curandStatus_t curandSetGeneratorOrdering(curandGenerator_t g, curandOrdering_t order) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  switch (order) {
  case CURAND_ORDERING_PSEUDO_BEST:
  case CURAND_ORDERING_PSEUDO_DEFAULT:
  case CURAND_ORDERING_PSEUDO_LEGACY:
  case CURAND_ORDERING_PSEUDO_DYNAMIC:
    return CURAND_STATUS_SUCCESS;
  case CURAND_ORDERING_PSEUDO_SEEDED:
    return g->kind == Kind::Xorwow ? CURAND_STATUS_SUCCESS : CURAND_STATUS_OUT_OF_RANGE;
  default:
    return CURAND_STATUS_OUT_OF_RANGE;
  }
}

curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t g, unsigned int) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  return CURAND_STATUS_TYPE_ERROR; // only quasi-random generators have dimensions
}

curandStatus_t curandGenerate(curandGenerator_t g, unsigned int *out, size_t n) {
  return generate(g, {Dist::Bits, out, n, 0, 0});
}

curandStatus_t curandGenerateLongLong(curandGenerator_t g, unsigned long long *, size_t) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  return CURAND_STATUS_TYPE_ERROR; // 64-bit output exists for the 64-bit Sobol generators only
}

curandStatus_t curandGenerateUniform(curandGenerator_t g, float *out, size_t n) {
  return generate(g, {Dist::Uniform, out, n, 0, 0});
}

curandStatus_t curandGenerateUniformDouble(curandGenerator_t g, double *out, size_t n) {
  return generate(g, {Dist::UniformDouble, out, n, 0, 0});
}

curandStatus_t curandGenerateNormal(curandGenerator_t g, float *out, size_t n, float mean, float stddev) {
  if (g && !pairCountOk(g, n))
    return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  return generate(g, {Dist::Normal, out, n, mean, stddev});
}

curandStatus_t curandGenerateNormalDouble(curandGenerator_t g, double *out, size_t n, double mean, double stddev) {
  if (g && !pairCountOk(g, n))
    return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  return generate(g, {Dist::NormalDouble, out, n, mean, stddev});
}

curandStatus_t curandGenerateLogNormal(curandGenerator_t g, float *out, size_t n, float mean, float stddev) {
  if (g && !pairCountOk(g, n))
    return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  return generate(g, {Dist::LogNormal, out, n, mean, stddev});
}

curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t g, double *out, size_t n, double mean, double stddev) {
  if (g && !pairCountOk(g, n))
    return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  return generate(g, {Dist::LogNormalDouble, out, n, mean, stddev});
}

curandStatus_t curandGeneratePoisson(curandGenerator_t g, unsigned int *out, size_t n, double lambda) {
  if (g && !(lambda > 0.0))
    return CURAND_STATUS_OUT_OF_RANGE;
  return generate(g, {Dist::Poisson, out, n, lambda, 0});
}

// Nothing to precompute: states are derived from (seed, subsequence, offset) when filling.
curandStatus_t curandGenerateSeeds(curandGenerator_t g) {
  return g ? CURAND_STATUS_SUCCESS : CURAND_STATUS_NOT_INITIALIZED;
}

} // extern "C"
