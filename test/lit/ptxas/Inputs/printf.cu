#include <cstdio>
__global__ void hello(int n, float x, double d, const char *s, long long big, unsigned char c) {
  printf("block %d thread %d: n=%d x=%f d=%.3e s=%s big=%lld c=%c %5.2f%%\n", blockIdx.x, threadIdx.x, n, x, d, s, big, c, x);
  printf("plain\n");
}
