// SPDX-License-Identifier: Apache-2.0
// libcurand's MT19937 generator (CURAND_RNG_PSEUDO_MT19937), device and host.
//
// Output layout (worked out from 301000 words of NVIDIA's cuRAND 10.4 on an H200, seed 1234, all
// reproduced: test/lit/curand/mt19937-host-api.test): 8192 MT19937 generators; generator g is the
// standard init_genrand(seed) state jumped ahead by g * 2^2048 steps. Each generator is run by
// eight lanes (threads 8g .. 8g+7 of 65536), and one "round" of the stream is one twist of every
// generator: 624 new state words, 78 per lane. Lane l holds, in this order, word s_l of
// {0, 113, 170, 283, 340, 397, 510, 567}, then words b + 7l .. b + 7l + 6 for b in
// {1, 57, 114, 171, 227, 284, 341, 398, 454, 511, 568} (the eight-lane split rocRAND's
// mt19937_octo_engine also uses). Stream position p is, with R = 65536 * 78:
//   round r = p / R, k = (p % R) / 65536, thread t = p % 65536,
//   value = tempered word number k of lane t % 8 of generator t / 8, after r + 1 twists.
// Calls continue the stream exactly (measured across two calls). Rounds after the first
// (positions >= 5111808) follow the same rule, not measured.
// Not measured (no recorded data): seeds >= 2^32 (we take seed ^ seed >> 32, as rocRAND does),
// the distributions, offsets and seed changes; see docs/curand.md.
#pragma once
#include "Generator.h"

namespace scale_amd {
namespace curand {

constexpr unsigned kMt19937Generators = 8192; // MT19937 states (measured)
constexpr unsigned kMt19937Threads = 65536;   // eight lanes per state
constexpr unsigned kMt19937Words = 624;       // state words, = words per round of a state

curandStatus_t mt19937Create(Generator &g);
void mt19937Destroy(Generator &g);
// Fills r.out with the next values of the stream and moves the generator on.
curandStatus_t mt19937Fill(Generator &g, const Request &r);

} // namespace curand
} // namespace scale_amd
