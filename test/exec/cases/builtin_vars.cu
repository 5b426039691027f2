// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// threadIdx/blockIdx/blockDim/gridDim in 1-D, 2-D and 3-D launches, and warpSize.
#include "harness.h"

__global__ void ids(unsigned *out) {
  unsigned b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned i = b * (blockDim.x * blockDim.y * blockDim.z) + t;
  out[4 * i + 0] = threadIdx.x | threadIdx.y << 10 | threadIdx.z << 20;
  out[4 * i + 1] = blockIdx.x | blockIdx.y << 10 | blockIdx.z << 20;
  out[4 * i + 2] = blockDim.x | blockDim.y << 10 | blockDim.z << 20;
  out[4 * i + 3] = (gridDim.x | gridDim.y << 10 | gridDim.z << 20) + warpSize * 0x40000000u / 32;
}

int main() {
  const dim3 shapes[][2] = {{dim3(3), dim3(64)}, {dim3(2, 3), dim3(8, 4)}, {dim3(2, 2, 2), dim3(4, 2, 3)}};
  for (int s = 0; s < 3; ++s) {
    dim3 g = shapes[s][0], b = shapes[s][1];
    size_t n = 4ull * g.x * g.y * g.z * b.x * b.y * b.z;
    DeviceBuffer<unsigned> out(n);
    ids<<<g, b>>>(out.ptr);
    std::vector<unsigned> h = out.get();
    for (size_t i = 0; i < n; ++i)
      report_u32("ids_shape" + std::to_string(s), i, h[i]);
  }
  return finish();
}
