// PTX operand constraints (h r l f d n, "memory", "=&r", "+r", tied) pass Sema on every AMD target
// and reach LLVM IR as inline asm with the constraint string as written, for the PTX lowering.
// %frontend_ir shows the IR before any LLVM pass (the lowering) runs.
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1010 %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1201 %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx90a %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx942 %s -o - | FileCheck %s

// CHECK-LABEL: define {{.*}}@_Z3u64y(
// CHECK: call i64 asm "mov.b64 $0, $1;", "=l,l"(i64
__device__ unsigned long long u64(unsigned long long a) {
  unsigned long long r;
  asm("mov.b64 %0, %1;" : "=l"(r) : "l"(a));
  return r;
}

// CHECK-LABEL: define {{.*}}@_Z3u16t(
// CHECK: call i16 asm "mov.b16 $0, $1;", "=h,h"(i16
__device__ unsigned short u16(unsigned short a) {
  unsigned short r;
  asm("mov.b16 %0, %1;" : "=h"(r) : "h"(a));
  return r;
}

// CHECK-LABEL: define {{.*}}@_Z3f32f(
// CHECK: call {{.*}}float asm "mov.f32 $0, $1;", "=f,f"(float
__device__ float f32(float a) {
  float r;
  asm("mov.f32 %0, %1;" : "=f"(r) : "f"(a));
  return r;
}

// CHECK-LABEL: define {{.*}}@_Z3f64d(
// CHECK: call {{.*}}double asm "mov.f64 $0, $1;", "=d,d"(double
__device__ double f64(double a) {
  double r;
  asm("mov.f64 %0, %1;" : "=d"(r) : "d"(a));
  return r;
}

// A pointer is a 64-bit "l" operand (CUB's ld/st with cache operators).
// CHECK-LABEL: define {{.*}}@_Z3ldgPKi(
// CHECK: call i32 asm sideeffect "ld.global.nc.u32 $0, [$1];", "=r,l"(ptr
__device__ int ldg(const int *p) {
  int r;
  asm volatile("ld.global.nc.u32 %0, [%1];" : "=r"(r) : "l"(p));
  return r;
}

// CHECK-LABEL: define {{.*}}@_Z9modifiersi(
// CHECK: call i32 asm sideeffect "add.s32 $0, $1, $2;", "=&r,r,n,~{memory}"(i32 %{{.*}}, i32 5)
// CHECK: call i32 asm "add.s32 $0, $0, 1;", "=r,0"(i32
// CHECK: call i32 asm "add.s32 $0, $1, 1;", "=r,0"(i32
// CHECK: call void asm sideeffect "", "~{memory}"()
__device__ int modifiers(int a) {
  int r;
  asm volatile("add.s32 %0, %1, %2;" : "=&r"(r) : "r"(a), "n"(5) : "memory");
  asm("add.s32 %0, %0, 1;" : "+r"(r));
  asm("add.s32 %0, %1, 1;" : "=r"(r) : "0"(r));
  asm volatile("" ::: "memory");
  return r;
}

// Named operands and a 128-bit "q" operand.
// CHECK-LABEL: define {{.*}}@_Z5namedjo(
// CHECK: call i32 asm "add.u32 $0, $1, $1;", "=r,r"(i32
// CHECK: call i128 asm "mov.b128 $0, $1;", "=q,q"(i128
__device__ unsigned named(unsigned a, unsigned __int128 w) {
  unsigned r;
  asm("add.u32 %[out], %[in], %[in];" : [out] "=r"(r) : [in] "r"(a));
  unsigned __int128 x;
  asm("mov.b128 %0, %1;" : "=q"(x) : "q"(w));
  return r + (unsigned)x;
}

__global__ void use(unsigned long long *p) {
  p[0] = u64(p[1]) + u16(p[2]) + f32(p[3]) + f64(p[4]) + ldg((int *)p) + modifiers(p[5]) +
         named(p[6], p[7]);
}
