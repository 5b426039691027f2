// SPDX-License-Identifier: Apache-2.0
// The route-C programs' checks: CHECK(cuda call) and EXPECT(condition) count failures; main ends
// with `return report("name");`, which prints "name: PASS" or the failures and sets the exit code.
#include <cstdio>

static int failures = 0;
#define CHECK(call)                                                                                \
  do {                                                                                             \
    cudaError_t e_ = (call);                                                                       \
    if (e_ != cudaSuccess) {                                                                       \
      std::printf("%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorName(e_));           \
      ++failures;                                                                                  \
    }                                                                                              \
  } while (0)
#define EXPECT(cond)                                                                               \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      std::printf("%s:%d: expected %s\n", __FILE__, __LINE__, #cond);                             \
      ++failures;                                                                                  \
    }                                                                                              \
  } while (0)
static int report(const char *name) {
  std::printf("%s: %s (%d failures)\n", name, failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
}
