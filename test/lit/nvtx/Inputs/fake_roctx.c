/* SPDX-License-Identifier: Apache-2.0 */
/* A stand-in for ROCm's ROCTX library (libroctx64): the five entry points NVTX forwards to,
 * printing each call, with ROCTX's results (push: the new depth - 1, pop: the remaining depth,
 * start: increasing ids). Loaded by the tests through SCALE_AMD_ROCTX_LIBRARY. */
#include <stdint.h>
#include <stdio.h>

static int depth;
static uint64_t next_id = 100;

void roctxMarkA(const char *m) { printf("roctx mark '%s'\n", m); }
int roctxRangePushA(const char *m) {
  printf("roctx push '%s' -> %d\n", m, depth);
  return depth++;
}
int roctxRangePop(void) {
  --depth;
  printf("roctx pop -> %d\n", depth);
  return depth;
}
uint64_t roctxRangeStartA(const char *m) {
  printf("roctx start '%s' -> %llu\n", m, (unsigned long long)next_id);
  return next_id++;
}
void roctxRangeStop(uint64_t id) { printf("roctx stop %llu\n", (unsigned long long)id); }
