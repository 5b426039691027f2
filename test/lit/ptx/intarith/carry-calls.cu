// The carry flag between asm statements survives calls that cannot change it: the accessor
// behind threadIdx.x, asm-free helpers, the device libraries (bignum code indexes its limbs by
// thread: "+r"(sh[threadIdx.x * 8 + i])). A call to a function with .cc instructions, or to one
// not defined here, between a write and a read of the flag is an error at the read: nvcc would
// see the callee's flag after inlining it, and our function-local flag would not.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1030 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

__device__ unsigned twice(unsigned x) { return 2 * x; }

// {0xffffffff, 0xffffffff, 1} + {1, 0, 0} = {0, 0, 2}, each limb in its own statement, threadIdx.x
// and twice() between them.
// IR-LABEL: @_Z6acrossPj(
// IR: store i32 1, ptr addrspace(1)
// ASM-LABEL: _Z6acrossPj:
// ASM-NOT: ASMSTART
// ASM: s_endpgm
__global__ void across(unsigned *out) {
  __shared__ unsigned sh[3 * 64];
  unsigned t = threadIdx.x;
  sh[t * 3] = 0xffffffff;
  sh[t * 3 + 1] = 0xffffffff;
  sh[t * 3 + 2] = 1;
  asm("add.cc.u32 %0, %0, 1;" : "+r"(sh[threadIdx.x * 3]));
  asm("addc.cc.u32 %0, %0, %1;" : "+r"(sh[threadIdx.x * 3 + 1]) : "r"(twice(0)));
  asm("addc.u32 %0, %0, 0;" : "+r"(sh[threadIdx.x * 3 + 2]));
  out[t] = sh[t * 3] == 0 && sh[t * 3 + 1] == 0 && sh[t * 3 + 2] == 2;
}

#ifdef BAD
__device__ __noinline__ void addlimb(unsigned &a, unsigned b) {
  asm("add.cc.u32 %0, %0, %1;" : "+r"(a) : "r"(b));
}
__global__ void helper(unsigned *p) {
  unsigned a = p[0], b = p[1];
  asm("add.cc.u32 %0, %0, 1;" : "+r"(a));
  addlimb(b, 3);
  // ERR: carry-calls.cu:[[@LINE+1]]:{{[0-9]+}}: error: the carry flag (CC.CF) is read after a call to a function that may change it
  asm("addc.u32 %0, %0, 0;" : "+r"(b));
  p[0] = a + b;
}

// Recursion: pong() has no asm but calls ping(), which writes the flag and calls pong(). Defined
// in this order, a depth-first answer for ping() would have taken pong() as flag-free.
__device__ __noinline__ unsigned pong(unsigned x);
__device__ __noinline__ unsigned ping(unsigned x) {
  asm("add.cc.u32 %0, %0, 1;" : "+r"(x));
  return x > 8 ? pong(x / 2) : x;
}
__device__ __noinline__ unsigned pong(unsigned x) { return x & 1 ? ping(x * 3) : x; }
__global__ void recursive(unsigned *p) {
  unsigned a = p[0], b = p[1];
  asm("add.cc.u32 %0, %0, 1;" : "+r"(a));
  p[2] = pong(p[3]);
  // ERR: carry-calls.cu:[[@LINE+1]]:{{[0-9]+}}: error: the carry flag (CC.CF) is read after a call to a function that may change it
  asm("addc.u32 %0, %0, 0;" : "+r"(b));
  p[0] = a + b;
}
#endif
