// SPDX-License-Identifier: Apache-2.0
// libcurand's MTGP32 generator (CURAND_RNG_PSEUDO_MTGP32), device and host.
//
// Output layout (measured on an H200 against cuRAND 10.4): 192 MTGP32 generators, generator g
// made as curandMakeMTGP32KernelState makes it (parameter set g, seed word
// (seed ^ seed >> 32) + g + 1), each producing its words in steps of 256 (one block of 256
// threads). The stream is cut into chunks of 256 values; chunk c is step c / 192 of generator
// c % 192, so value p of the stream is word 256 * (c / 192) + p % 256 of generator c % 192, with
// c = p / 256. Calls continue the stream exactly (a call may end inside a chunk; the next one
// starts there). The states are made at the first generation with the seed set then; a later
// curandSetPseudoRandomGeneratorSeed has no effect (measured), and offsets are not supported
// (curandSetGeneratorOffset: CURAND_STATUS_TYPE_ERROR).
// Distributions, one value per 32-bit word (measured): uniform x*2^-32 + 2^-33, double uniform
// (x + 1)*2^-32, normal and log-normal by inversion (the device API's curand_normal), so any
// count is accepted. Poisson: one word per value as the device API's curand_poisson for MTGP32
// (CDF inversion below lambda = 1000, rounded normal approximation above); NVIDIA's host
// generator gives other values (its Poisson layout was not matched).
#pragma once
#include "Generator.h"

namespace scale_amd {
namespace curand {

constexpr int kMtgpGenerators = 192;     // generators of the host API (measured)
constexpr unsigned kMtgpChunk = 256;     // words per step of one generator

curandStatus_t mtgp32Create(Generator &g);
void mtgp32Destroy(Generator &g);
// Fills r.out with the next r.n values of the stream and moves the generator on.
curandStatus_t mtgp32Fill(Generator &g, const Request &r);

} // namespace curand
} // namespace scale_amd
