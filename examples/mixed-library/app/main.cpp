// SPDX-License-Identifier: Apache-2.0
// C++ application using the particles library; knows nothing about CUDA.
#include "particles.h"

#include <cmath>
#include <cstdio>

int main() {
  std::string report;
  bool usable = particles::describe_devices(report);
  std::printf("%s\n", report.c_str());
  if (!usable)
    return 0; // nothing to run on this machine

  particles::State s;
  for (int i = 0; i < 4096; ++i) {
    s.x.push_back(std::cos(0.01f * i));
    s.y.push_back(std::sin(0.01f * i));
    s.vx.push_back(0.0f);
    s.vy.push_back(0.1f * (i % 7));
  }
  particles::State want = s;
  std::string err = particles::simulate(s, 1e-3f, 500);
  if (!err.empty()) {
    std::fprintf(stderr, "simulate: %s\n", err.c_str());
    return 2;
  }
  particles::simulate_host(want, 1e-3f, 500);
  int bad = 0;
  for (size_t i = 0; i < s.x.size(); ++i)
    bad += std::fabs(s.x[i] - want.x[i]) > 1e-3f || std::fabs(s.y[i] - want.y[i]) > 1e-3f;
  std::printf("particles: %zu particles: %s\n", s.x.size(), bad ? "FAILED" : "ok");
  return bad ? 1 : 0;
}
