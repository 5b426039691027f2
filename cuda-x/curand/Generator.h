// SPDX-License-Identifier: Apache-2.0
// libcurand's generator object and the output layout it shares with NVIDIA's cuRAND host API.
//
// Output ordering (measured on an H200 against cuRAND 10.4, CURAND_ORDERING_PSEUDO_DEFAULT):
// the stream is split over T "threads", thread t being the device-API state
// curand_init(seed, t, 0); value number i of the generator's stream (i counts from the offset
// and goes on across calls) is
//   XORWOW   (T = 4096):  draw i / T of thread i % T
//   MRG32k3a (T = 81920): draw i / T of thread i % T
//   Philox   (T = 65536): draw 4*(b / T) + i % 4 of thread b % T, with b = i / 4 (blocks of four)
// Distributions: see Fill.cu (slots of one value or one Box-Muller pair; Philox in slots of four).
// MTGP32 and MT19937 have layouts of their own (Mtgp32Generator.h, Mt19937Generator.h).
// Quasi-random generators (Sobol.h, SobolFill.cu): value j of a call of n values with D
// dimensions is point position + j % (n / D) of dimension j / (n / D) (dimension-major blocks);
// the position counts points and advances by n / D.
// Both the device and the host generators fill through the same code, so they give the same
// numbers.
#pragma once
#include <curand.h>
#include <cstddef>

namespace scale_amd {
namespace curand {

enum class Kind { Xorwow, Mrg32k3a, Philox, Mtgp32, Mt19937, Sobol32, ScrambledSobol32, Sobol64, ScrambledSobol64 };

constexpr bool isQuasi(Kind k) { return k >= Kind::Sobol32; }
constexpr bool is64(Kind k) { return k == Kind::Sobol64 || k == Kind::ScrambledSobol64; }
constexpr bool isScrambled(Kind k) { return k == Kind::ScrambledSobol32 || k == Kind::ScrambledSobol64; }

struct Generator {
  Kind kind;
  bool host;                  // curandCreateGeneratorHost: fills host memory on the CPU
  unsigned long long seed = 0;
  unsigned long long position = 0; // offset + values generated so far (quasi: points)
  cudaStream_t stream = nullptr;
  unsigned dims = 1;            // quasi-random generators: dimensions
  void *quasiDevice = nullptr;  // device generators: dims x (32|64) direction vectors, then dims constants
  void *impl = nullptr;         // generator-specific state (MTGP32: Mtgp32Generator.h)
};

constexpr unsigned long long threadsOf(Kind k) {
  return k == Kind::Xorwow ? 4096ull : k == Kind::Mrg32k3a ? 81920ull : 65536ull;
}

// What to produce: raw bits, a transform of one 32-bit draw, or of a pair of draws.
enum class Dist { Bits, Bits64, Uniform, UniformDouble, Normal, NormalDouble, LogNormal, LogNormalDouble, Poisson };

struct Request {
  Dist dist;
  void *out;
  size_t n;
  double mean, stddev; // normal / log-normal; lambda for Poisson in mean
};

// Fill r.out with stream positions [g.position, g.position + r.n) on the device (asynchronously,
// on g.stream) or on the host.
cudaError_t fillDevice(const Generator &g, const Request &r);
// How far a request moves the stream position (draws it consumes; Poisson counts one per value).
unsigned long long drawsConsumed(Kind kind, const Request &r);
void fillHost(const Generator &g, const Request &r);

} // namespace curand
} // namespace scale_amd
