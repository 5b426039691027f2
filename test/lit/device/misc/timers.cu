// clock64, %globaltimer and __nanosleep use clang builtins, never ROCm 5.2 ockl (whose
// __ockl_memrealtime_u64 is miscompiled on gfx11, DESIGN.md section 6).
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX11
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1200 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX12

// CHECK-LABEL: _Z5clockPx:
// CHECK-NOT: ockl
// GFX9: s_memtime
// GFX10: s_memtime
// gfx11's cycle counter has 20 bits: clock64 counts the 64-bit realtime counter there.
// GFX11: s_sendmsg_rtn_b64 {{.*}}sendmsg(MSG_RTN_GET_REALTIME)
// GFX12: s_getreg_b32 {{.*}}hwreg(HW_REG_SHADER_CYCLES_HI)
// CHECK: global_store
__global__ void clock(long long *p) { p[0] = clock64(); }

// CHECK-LABEL: _Z6globalPy:
// GFX9: s_memrealtime
// GFX10: s_memrealtime
// GFX11: s_sendmsg_rtn_b64 {{.*}}sendmsg(MSG_RTN_GET_REALTIME)
// GFX12: s_sendmsg_rtn_b64 {{.*}}sendmsg(MSG_RTN_GET_REALTIME)
// CHECK: global_store
// CUDA declares no __globaltimer() function: a program may define its own (NVIDIA's
// cudaGraphsPerfScaling sample does), reading the PTX register.
static __device__ __inline__ unsigned long long __globaltimer() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__global__ void global(unsigned long long *p) { p[0] = __globaltimer(); }

// CHECK-LABEL: _Z5sleepj:
// CHECK: [[L:.LBB[0-9_]+]]:
// CHECK: s_sleep 1
// CHECK: s_cbranch_{{.*}} [[L]]
__global__ void sleep(unsigned ns) { __nanosleep(ns); }
