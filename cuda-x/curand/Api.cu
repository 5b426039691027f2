// SPDX-License-Identifier: Apache-2.0
// The cuRAND host API: argument validation with cuRAND's status codes (measured against
// cuRAND 10.4 on an H200: test/lit/curand/host-api-errors.cu), generator state, and dispatch
// to the fill loops (Fill.cu, SobolFill.cu). Pseudo-random generators XORWOW (= DEFAULT),
// MRG32k3a and Philox4_32_10 (MTGP32 when Mtgp32Generator.h is present); quasi-random Sobol32
// (= QUASI_DEFAULT), scrambled Sobol32, Sobol64 and scrambled Sobol64 with up to 20000 dimensions
// (statuses measured on an H200: test/lit/curand/host-api-sobol.test). MT19937:
// Mt19937Generator.h.
#include "Generator.h"
#include "Mt19937Generator.h"
#include "Sobol.h"
#include <new>
#ifdef SCALE_AMD_HAVE_MTGP32 // CMakeLists.txt: Mtgp32Generator.h/.cu are present
#include "Mtgp32Generator.h"
#endif

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
#ifdef SCALE_AMD_HAVE_MTGP32
  case CURAND_RNG_PSEUDO_MTGP32: kind = Kind::Mtgp32; break;
#endif
  case CURAND_RNG_PSEUDO_MT19937: kind = Kind::Mt19937; break;
  case CURAND_RNG_QUASI_DEFAULT:
  case CURAND_RNG_QUASI_SOBOL32: kind = Kind::Sobol32; break;
  case CURAND_RNG_QUASI_SCRAMBLED_SOBOL32: kind = Kind::ScrambledSobol32; break;
  case CURAND_RNG_QUASI_SOBOL64: kind = Kind::Sobol64; break;
  case CURAND_RNG_QUASI_SCRAMBLED_SOBOL64: kind = Kind::ScrambledSobol64; break;
  default: return CURAND_STATUS_TYPE_ERROR;
  }
  if (scale_amd::curand::isQuasi(kind) && !scale_amd::curand::sobolVectors32(false))
    return CURAND_STATUS_TYPE_ERROR; // built without the direction-vector tables
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
  if (scale_amd::curand::isQuasi(kind) && !host && scale_amd::curand::sobolUpload(*g) != cudaSuccess) {
    delete g;
    return CURAND_STATUS_ALLOCATION_FAILED;
  }
#ifdef SCALE_AMD_HAVE_MTGP32
  if (kind == Kind::Mtgp32) {
    curandStatus_t s = scale_amd::curand::mtgp32Create(*g);
    if (s != CURAND_STATUS_SUCCESS) {
      delete g;
      return s;
    }
  }
#endif
  if (kind == Kind::Mt19937) {
    curandStatus_t s = scale_amd::curand::mt19937Create(*g);
    if (s != CURAND_STATUS_SUCCESS) {
      delete g;
      return s;
    }
  }
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
  if (scale_amd::curand::isQuasi(g->kind)) {
    // Measured order: the output type first, then the count (a whole number of points).
    if ((r.dist == Dist::Bits && scale_amd::curand::is64(g->kind)) ||
        (r.dist == Dist::Bits64 && !scale_amd::curand::is64(g->kind)))
      return CURAND_STATUS_TYPE_ERROR;
    if (r.n % g->dims != 0)
      return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
    if (g->host) {
      scale_amd::curand::sobolFillHost(*g, r);
    } else if (scale_amd::curand::sobolFillDevice(*g, r) != cudaSuccess) {
      return CURAND_STATUS_LAUNCH_FAILURE;
    }
    g->position += r.n / g->dims;
    return CURAND_STATUS_SUCCESS;
  }
  if (r.dist == Dist::Bits64)
    return CURAND_STATUS_TYPE_ERROR; // 64-bit output exists for the 64-bit Sobol generators only
#ifdef SCALE_AMD_HAVE_MTGP32
  if (g->kind == Kind::Mtgp32)
    return scale_amd::curand::mtgp32Fill(*g, r);
#endif
  if (g->kind == Kind::Mt19937)
    return scale_amd::curand::mt19937Fill(*g, r);
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
// MTGP32 and the quasi-random generators have no pairs (inverse-CDF normals).
bool pairCountOk(curandGenerator_t g, size_t n) {
  return g->kind == Kind::Philox || g->kind == Kind::Mtgp32 || scale_amd::curand::isQuasi(g->kind) || n % 2 == 0;
}

} // namespace

extern "C" {

curandStatus_t curandCreateGenerator(curandGenerator_t *g, curandRngType_t t) { return create(g, t, false); }
curandStatus_t curandCreateGeneratorHost(curandGenerator_t *g, curandRngType_t t) { return create(g, t, true); }

curandStatus_t curandDestroyGenerator(curandGenerator_t g) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  scale_amd::curand::sobolRelease(*g);
#ifdef SCALE_AMD_HAVE_MTGP32
  if (g->kind == Kind::Mtgp32)
    scale_amd::curand::mtgp32Destroy(*g);
#endif
  if (g->kind == Kind::Mt19937)
    scale_amd::curand::mt19937Destroy(*g);
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
  if (scale_amd::curand::isQuasi(g->kind))
    return CURAND_STATUS_TYPE_ERROR;
  g->seed = seed;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetGeneratorOffset(curandGenerator_t g, unsigned long long offset) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (g->kind == Kind::Mtgp32)
    return CURAND_STATUS_TYPE_ERROR; // MTGP32 has no offsets (measured, Mtgp32Generator.h)
  if (g->kind == Kind::Mt19937)
    return CURAND_STATUS_TYPE_ERROR; // not measured; as MTGP32 (and rocRAND's MT19937)
  g->position = offset;
  return CURAND_STATUS_SUCCESS;
}

// One ordering is implemented (the default, which is also cuRAND's BEST and LEGACY for these
// generators); SEEDED exists for XORWOW only, as in cuRAND, and is accepted but not honoured.
curandStatus_t curandSetGeneratorOrdering(curandGenerator_t g, curandOrdering_t order) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (scale_amd::curand::isQuasi(g->kind))
    return order == CURAND_ORDERING_QUASI_DEFAULT ? CURAND_STATUS_SUCCESS : CURAND_STATUS_OUT_OF_RANGE;
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

// The position (in points) is kept: measured, cuRAND continues with the next point.
curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t g, unsigned int dims) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (!scale_amd::curand::isQuasi(g->kind))
    return CURAND_STATUS_TYPE_ERROR; // only quasi-random generators have dimensions
  if (dims == 0 || dims > scale_amd::curand::kSobolDims)
    return CURAND_STATUS_OUT_OF_RANGE;
  g->dims = dims;
  if (!g->host && scale_amd::curand::sobolUpload(*g) != cudaSuccess)
    return CURAND_STATUS_ALLOCATION_FAILED;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGenerate(curandGenerator_t g, unsigned int *out, size_t n) {
  return generate(g, {Dist::Bits, out, n, 0, 0});
}

curandStatus_t curandGenerateLongLong(curandGenerator_t g, unsigned long long *out, size_t n) {
  if (g && !scale_amd::curand::is64(g->kind))
    return CURAND_STATUS_TYPE_ERROR; // 64-bit output exists for the 64-bit Sobol generators only
  return generate(g, {Dist::Bits64, out, n, 0, 0});
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

// The Joe-Kuo 6 tables (Sobol.h): NVIDIA's unscrambled sets bit for bit; scrambled sets and
// constants of our own. A vector set of the other width is CURAND_STATUS_OUT_OF_RANGE (measured).
curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t *vectors[], curandDirectionVectorSet_t set) {
  if (!vectors || (set != CURAND_DIRECTION_VECTORS_32_JOEKUO6 && set != CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6))
    return CURAND_STATUS_OUT_OF_RANGE;
  const unsigned *t = scale_amd::curand::sobolVectors32(set == CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6);
  if (!t)
    return CURAND_STATUS_INITIALIZATION_FAILED;
  *vectors = reinterpret_cast<curandDirectionVectors32_t *>(const_cast<unsigned *>(t));
  return CURAND_STATUS_SUCCESS;
}
curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t *vectors[], curandDirectionVectorSet_t set) {
  if (!vectors || (set != CURAND_DIRECTION_VECTORS_64_JOEKUO6 && set != CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6))
    return CURAND_STATUS_OUT_OF_RANGE;
  const unsigned long long *t = scale_amd::curand::sobolVectors64(set == CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6);
  if (!t)
    return CURAND_STATUS_INITIALIZATION_FAILED;
  *vectors = reinterpret_cast<curandDirectionVectors64_t *>(const_cast<unsigned long long *>(t));
  return CURAND_STATUS_SUCCESS;
}
curandStatus_t curandGetScrambleConstants32(unsigned int **constants) {
  if (!constants)
    return CURAND_STATUS_OUT_OF_RANGE;
  const unsigned *t = scale_amd::curand::sobolConstants32();
  if (!t)
    return CURAND_STATUS_INITIALIZATION_FAILED;
  *constants = const_cast<unsigned *>(t);
  return CURAND_STATUS_SUCCESS;
}
curandStatus_t curandGetScrambleConstants64(unsigned long long **constants) {
  if (!constants)
    return CURAND_STATUS_OUT_OF_RANGE;
  const unsigned long long *t = scale_amd::curand::sobolConstants64();
  if (!t)
    return CURAND_STATUS_INITIALIZATION_FAILED;
  *constants = const_cast<unsigned long long *>(t);
  return CURAND_STATUS_SUCCESS;
}

// Nothing to precompute: states are derived from (seed, subsequence, offset) when filling.
curandStatus_t curandGenerateSeeds(curandGenerator_t g) {
  return g ? CURAND_STATUS_SUCCESS : CURAND_STATUS_NOT_INITIALIZED;
}

} // extern "C"
