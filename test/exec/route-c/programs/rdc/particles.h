// SPDX-License-Identifier: Apache-2.0
// The rdc program's shared declarations: advance() and kinetic() are defined once, in
// particles.cu, and called from both translation units' device code (and from the host check).
#include <cuda_runtime.h>

struct Vec3 { float x, y, z; };
struct Particle { Vec3 pos, vel; int kind; float energy; };

__host__ __device__ void advance(Particle &p, float dt, float drag);
__host__ __device__ float kinetic(const Vec3 &v);
cudaError_t launch_energy(Particle *p, int n);
