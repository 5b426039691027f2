// SPDX-License-Identifier: Apache-2.0
// libcurand's CURAND_RNG_PSEUDO_MT19937 host generator (runs on the CPU, no GPU) through the
// calls that recorded NVIDIA's values on an H200 (mt19937-nvidia-host.txt): seed 1234, one call
// of 300000 values, then one of 1000 that continues the stream. Prints the selected positions
// (cuRAND's eight-lane layout: every lane and generator start of the first rows, row ends,
// and positions spread over the whole call) as "<group> <index> u32 <hex>".
// Recording on an H200: nvcc -DMT19937_RECORD_ON_DEVICE mt19937-host-replay.cu -lcurand runs the
// same calls on NVIDIA's device generator (managed memory) and prints the reference.
#include <curand.h>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

using Ranges = std::vector<std::pair<size_t, size_t>>;

static void show(const char *group, const unsigned *data, const Ranges &ranges) {
#ifdef MT19937_RECORD_ON_DEVICE
  cudaDeviceSynchronize();
#endif
  for (auto [start, count] : ranges)
    for (size_t i = start; i < start + count; ++i)
      std::printf("%s %zu u32 %08x\n", group, i, data[i]);
}

int main() {
  unsigned *u = nullptr;
  curandGenerator_t g = nullptr;
#ifdef MT19937_RECORD_ON_DEVICE
  cudaMallocManaged(&u, 300000 * sizeof(unsigned));
  curandStatus_t s = curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MT19937);
#else
  u = static_cast<unsigned *>(std::calloc(300000, sizeof(unsigned)));
  curandStatus_t s = curandCreateGeneratorHost(&g, CURAND_RNG_PSEUDO_MT19937);
#endif
  if (s != CURAND_STATUS_SUCCESS ||
      curandSetPseudoRandomGeneratorSeed(g, 1234) != CURAND_STATUS_SUCCESS) {
    std::printf("cannot create an MT19937 generator: status %d\n", static_cast<int>(s));
    return 1;
  }
  if (curandGenerate(g, u, 300000) != CURAND_STATUS_SUCCESS)
    std::printf("curandGenerate failed\n");
  // Lanes of generators 0..3; the last generators of row 0 and the first of rows 1..4 (row k of
  // the 65536 threads is lane value k); generators in the middle; the end of the call.
  Ranges first = {{0, 32},      {32760, 16},  {65512, 40}, {131064, 16},
                  {196600, 16}, {262136, 16}, {299968, 32}};
  show("raw300k", u, first);
  // Positions spread over the call: every 1543rd (a prime, so lanes and rows vary).
  Ranges spread;
  for (size_t p = 777; p < 300000; p += 1543)
    spread.push_back({p, 1});
  show("raw300k_spread", u, spread);
  if (curandGenerate(g, u, 1000) != CURAND_STATUS_SUCCESS)
    std::printf("curandGenerate failed\n");
  show("raw_cont1000", u, {{0, 40}, {960, 40}});
  curandDestroyGenerator(g);
  std::printf("END\n");
  return 0;
}
