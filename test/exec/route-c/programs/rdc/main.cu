// SPDX-License-Identifier: Apache-2.0
// Relocatable device code (-rdc=true): device functions, a __device__ variable and a __constant__
// table defined in particles.cu and used here; kernels in both translation units; the device
// link joins them. ROUTEC-FLAGS: -rdc=true
#include "check.h"
#include "particles.h"

extern __device__ int step_count;           // particles.cu
extern __constant__ float drag_table[4];    // particles.cu

__global__ void integrate(Particle *p, int n, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    advance(p[i], dt, drag_table[p[i].kind & 3]);
    if (i == 0)
      atomicAdd(&step_count, 1);
  }
}

int main() {
  const int n = 1000, steps = 5;
  Particle h[n];
  for (int i = 0; i < n; ++i)
    h[i] = Particle{{float(i), 0.5f * i, -1.0f * i}, {1.0f, 2.0f, float(i % 7)}, i};
  float drag[4] = {1.0f, 0.5f, 0.25f, 0.125f};
  CHECK(cudaMemcpyToSymbol(drag_table, drag, sizeof drag));
  Particle *d;
  CHECK(cudaMalloc(&d, sizeof h));
  CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  for (int s = 0; s < steps; ++s)
    integrate<<<(n + 127) / 128, 128>>>(d, n, 0.1f);
  CHECK(launch_energy(d, n)); // a kernel of particles.cu
  Particle r[n];
  CHECK(cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost));
  int count = 0;
  CHECK(cudaMemcpyFromSymbol(&count, step_count, sizeof count));
  EXPECT(count == steps);
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    Particle e = h[i];
    for (int s = 0; s < steps; ++s)
      advance(e, 0.1f, drag[e.kind & 3]);
    bad += r[i].pos.x != e.pos.x || r[i].pos.y != e.pos.y || r[i].pos.z != e.pos.z ||
           r[i].energy != kinetic(e.vel);
  }
  EXPECT(bad == 0);
  CHECK(cudaFree(d));
  return report("rdc");
}
