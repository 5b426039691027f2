// SPDX-License-Identifier: Apache-2.0
// Host-side interface of the particles library: plain C++, no CUDA types.
#pragma once
#include <string>
#include <vector>

namespace particles {

struct State {
  std::vector<float> x, y, vx, vy;
};

// Describes the CUDA devices and runtime (host code only, through cuda_runtime_api.h).
// Returns false when no device can be used; `report` then says why.
bool describe_devices(std::string &report);

// Advances `s` by `steps` steps of length `dt` on the GPU. Returns an empty string on success,
// else the CUDA error.
std::string simulate(State &s, float dt, int steps);

// The same computation on the host, for checking.
void simulate_host(State &s, float dt, int steps);

} // namespace particles
