// SPDX-License-Identifier: Apache-2.0
// Semi-implicit Euler integration of independent particles, one thread per particle.
#include "forces.cuh"
#include "particles.h"

#include <cuda_runtime.h>

namespace {

__global__ void step_kernel(float *x, float *y, float *vx, float *vy, int n, float dt, int steps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float px = x[i], py = y[i], qx = vx[i], qy = vy[i];
  for (int s = 0; s < steps; ++s) {
    Force f = spring_force(px, py, qx, qy); // defined in forces.cu
    qx += dt * f.fx;
    qy += dt * f.fy;
    px += dt * qx;
    py += dt * qy;
  }
  x[i] = px, y[i] = py, vx[i] = qx, vy[i] = qy;
}

std::string error(cudaError_t e) { return std::string(cudaGetErrorName(e)) + ": " + cudaGetErrorString(e); }

} // namespace

namespace particles {

std::string simulate(State &s, float dt, int steps) {
  const int n = int(s.x.size());
  float *buf[4] = {};
  std::vector<float> *host[4] = {&s.x, &s.y, &s.vx, &s.vy};
  cudaError_t e = cudaSuccess;
  for (int k = 0; k < 4 && e == cudaSuccess; ++k) {
    e = cudaMalloc(&buf[k], n * sizeof(float));
    if (e == cudaSuccess)
      e = cudaMemcpy(buf[k], host[k]->data(), n * sizeof(float), cudaMemcpyHostToDevice);
  }
  if (e == cudaSuccess) {
    step_kernel<<<(n + 127) / 128, 128>>>(buf[0], buf[1], buf[2], buf[3], n, dt, steps);
    e = cudaGetLastError();
  }
  for (int k = 0; k < 4 && e == cudaSuccess; ++k)
    e = cudaMemcpy(host[k]->data(), buf[k], n * sizeof(float), cudaMemcpyDeviceToHost);
  unsigned long long calls = 0;
  if (e == cudaSuccess)
    e = cudaMemcpyFromSymbol(&calls, g_force_calls, sizeof(calls));
  for (float *b : buf)
    cudaFree(b);
  if (e != cudaSuccess)
    return error(e);
  if (calls != (unsigned long long)n * steps)
    return "spring_force ran " + std::to_string(calls) + " times, expected " +
           std::to_string((unsigned long long)n * steps);
  return std::string();
}

void simulate_host(State &s, float dt, int steps) {
  for (size_t i = 0; i < s.x.size(); ++i)
    for (int k = 0; k < steps; ++k) {
      Force f = spring_force(s.x[i], s.y[i], s.vx[i], s.vy[i]);
      s.vx[i] += dt * f.fx;
      s.vy[i] += dt * f.fy;
      s.x[i] += dt * s.vx[i];
      s.y[i] += dt * s.vy[i];
    }
}

} // namespace particles
