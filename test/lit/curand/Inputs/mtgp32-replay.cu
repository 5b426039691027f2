// SPDX-License-Identifier: Apache-2.0
// Our MTGP32 host set-up and recursion, run on the CPU (no GPU): the init_* groups of
// test/exec/cases/curand_mtgp32.cu computed by the pure host functions behind
// curandMakeMTGP32Constants / curandMakeMTGP32KernelState, and raw words of two of its blocks
// computed word by word with cuRAND's thread index, printed in the case's format so that they
// compare line by line with NVIDIA's output (mtgp32-nvidia-device.txt).
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace __scale_amd::curand;

static unsigned fnv(const void *p, size_t n) {
  const unsigned char *b = static_cast<const unsigned char *>(p);
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; ++i) { h ^= b[i]; h *= 16777619u; }
  return h;
}
static void u32(const std::string &g, size_t i, unsigned v) { std::printf("%s %zu u32 %08x\n", g.c_str(), i, v); }

// Words of generator `id` (seed 1234) as a block of dimensions (x, y, z) receives them: value
// k of thread t (usual linear index) at (k * n + t); cuRAND's thread index is z*y*tz + x*ty + tx.
// Printed: values [0, head) and [1216, 1280).
static void block(const std::string &g, mtgp32_kernel_params_t *kp, int id, unsigned x, unsigned y,
                  unsigned z, int calls, size_t head) {
  curandStateMtgp32_t st;
  std::memset(&st, 0, sizeof st);
  mtgpMakeStates(&st, mtgp32dc_params_fast_11213 + id, kp, 1, 1234ull + id); // seed word 1234 + id + 1
  st.pIdx = id;
  unsigned n = x * y * z;
  for (int k = 0; k < calls; ++k) {
    std::vector<unsigned> word(n, 0), done(n, 0);
    for (unsigned t = 0; t < n; ++t) {
      unsigned tx = t % x, ty = t / x % y, tz = t / (x * y);
      unsigned c = z * y * tz + x * ty + tx;
      if (!done[c]) { word[c] = mtgpWord(&st, c); done[c] = 1; }
      size_t i = static_cast<size_t>(k) * n + t;
      if (i < head || (i >= 1216 && i < 1280))
        u32(g, i, word[c]);
    }
    mtgpAdvance(&st, n);
  }
}

int main() {
  static mtgp32_kernel_params_t kp;
  mtgpMakeKernelParams(mtgp32dc_params_fast_11213, &kp);
  u32("init_kparams", 0, fnv(&kp, sizeof kp));
  u32("init_kparams", 1, kp.mask[0]);
  mtgp32_kernel_params_t *device = reinterpret_cast<mtgp32_kernel_params_t *>(0x1000); // stands for the device table
  const unsigned long long seeds[] = {1234ull, 0xdeadbeefcafef00dull};
  const int counts[] = {200, 4};
  for (int a = 0; a < 2; ++a) {
    std::vector<curandStateMtgp32_t> h(counts[a]);
    mtgpMakeStates(h.data(), mtgp32dc_params_fast_11213, device, counts[a], seeds[a]);
    std::string g = "init_seed" + std::to_string(a);
    for (int i = 0; i < counts[a]; ++i) {
      u32(g, 4 * i, fnv(h[i].s, sizeof(unsigned) * MTGPDC_N));
      u32(g, 4 * i + 1, static_cast<unsigned>(h[i].offset));
      u32(g, 4 * i + 2, static_cast<unsigned>(h[i].pIdx));
      u32(g, 4 * i + 3, h[i].k == device);
    }
    for (int i : {0, counts[a] - 1})
      for (int j = 0; j < MTGPDC_N; ++j)
        u32(g + "_s" + std::to_string(i), j, h[i].s[j]);
  }
  block("b64_f0", &kp, 0, 64, 1, 1, 20, 64);
  // 16x2x2: cuRAND's index gives 36 distinct words per step of 64, so slots of the ring are never
  // written; from the sixth step on the block reads them and its words depend on what the host
  // left there (NVIDIA: uninitialised memory). Compared: the first five steps.
  block("b16x2x2_f0", &kp, 7, 16, 2, 2, 5, 320);
  std::printf("END\n");
  return 0;
}
