// SPDX-License-Identifier: Apache-2.0
// The rdc program's second translation unit (see main.cu).
#include <cmath>
#include "particles.h"

__device__ int step_count = 0;
__constant__ float drag_table[4];

__host__ __device__ void advance(Particle &p, float dt, float drag) {
  // fmaf everywhere a multiply feeds an add: the host check computes the same roundings.
  p.pos.x = fmaf(p.vel.x, dt, p.pos.x);
  p.pos.y = fmaf(p.vel.y, dt, p.pos.y);
  p.pos.z = fmaf(p.vel.z, dt, p.pos.z);
  p.vel.z = p.vel.z * fmaf(-drag, dt, 1.0f);
}

__host__ __device__ float kinetic(const Vec3 &v) {
  return 0.5f * fmaf(v.x, v.x, fmaf(v.y, v.y, v.z * v.z));
}

__global__ void energy(Particle *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i].energy = kinetic(p[i].vel);
}

cudaError_t launch_energy(Particle *p, int n) {
  energy<<<(n + 255) / 256, 256>>>(p, n);
  return cudaGetLastError();
}
