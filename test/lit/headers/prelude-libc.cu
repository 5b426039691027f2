// What nvcc's force-included cuda_runtime.h makes visible without any #include: the C library's
// limits, stdio, stdlib, string, assert, and C++'s <new>/<cstdlib>/<limits>/<utility> (real code
// relies on it: CUB's example_device_sort_find_non_trivial_runs uses UINT_MAX bare). Device code
// sees the same names (printf, memcpy, malloc/free through std:: too).
// RUN: rm -rf %t && mkdir -p %t
// RUN: env SCALE_AMD_TARGETS=gfx1100 %nvcc -O2 -arch=sm_80 %s -o %t/prelude
// RUN: %t/prelude | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=DEV

// DEV-LABEL: _Z1kPjPc:
// DEV: s_endpgm
__global__ void k(unsigned *o, char *s) {
  o[0] = UINT_MAX;
  o[1] = CHAR_BIT + INT_MAX / INT_MAX;
  memcpy(s, s + 8, 4);
  int *p = static_cast<int *>(std::malloc(sizeof(int)));
  std::free(p);
  assert(o != nullptr);
}

int main() {
  unsigned x = UINT_MAX;
  char b[sizeof x];
  memcpy(b, &x, sizeof x);
  void *p = malloc(16);
  int *q = new (p) int(std::numeric_limits<int>::max());
  std::pair<int, long> pr = std::make_pair(1, LONG_MAX);
  assert(*q == INT_MAX && pr.first == 1);
  // CHECK: 4294967295 8 2147483647 1
  printf("%u %d %d %d\n", x, CHAR_BIT, *q, (int)(strlen("a") + abs(0)));
  free(p);
  return 0;
}
