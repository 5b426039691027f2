// SPDX-License-Identifier: Apache-2.0
// Reference recorder for the quasi-random (Sobol) part of the host API, NOT part of libcurand:
// built with NVIDIA's nvcc and linked with NVIDIA's libcurand, run on an NVIDIA GPU (the H200 of
// the device tool). It prints, in the "<group> <index> <type> <hex>" format of
// test/lit/curand/Inputs/host_sobol_replay.cu, the outputs of the call sequence that program makes,
// the status codes of misuse, and one checksum line per 100 dimensions of every direction-vector
// set (extract_sobol.py keeps what the lit tests read). With a directory argument it also writes
// the raw direction vectors and scramble constants there, for comparison with ours off-line
// (never committed: the scrambled sets are NVIDIA's own tables).
//   nvcc -arch=sm_90 -O2 record_sobol.cu -lcurand -o rec && ./rec [dir] > nvidia-sobol.txt
#include <curand.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#define SOBOL_REPLAY_DEVICE 1
#include "../../../test/lit/curand/Inputs/host_sobol_calls.h"

template <class T> static void dump(const char *dir, const char *name, const T *p, size_t n) {
  if (!dir)
    return;
  FILE *f = std::fopen((std::string(dir) + "/" + name).c_str(), "wb");
  std::fwrite(p, sizeof(T), n, f);
  std::fclose(f);
}

int main(int argc, char **argv) {
  const char *dir = argc > 1 ? argv[1] : nullptr;
  curandDirectionVectors32_t *v32 = nullptr, *v32s = nullptr;
  curandDirectionVectors64_t *v64 = nullptr, *v64s = nullptr;
  unsigned *c32 = nullptr;
  unsigned long long *c64 = nullptr;
  curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6);
  curandGetDirectionVectors32(&v32s, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6);
  curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6);
  curandGetDirectionVectors64(&v64s, CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6);
  curandGetScrambleConstants32(&c32);
  curandGetScrambleConstants64(&c64);
  dump(dir, "dv32.bin", &v32[0][0], 20000 * 32);
  dump(dir, "dv32s.bin", &v32s[0][0], 20000 * 32);
  dump(dir, "dv64.bin", &v64[0][0], 20000 * 64);
  dump(dir, "dv64s.bin", &v64s[0][0], 20000 * 64);
  dump(dir, "sc32.bin", c32, 20000);
  dump(dir, "sc64.bin", c64, 20000);
  return sobolCalls();
}
