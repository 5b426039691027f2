// Every row of __scale_amd/atomic/atomic_functions.def, in each of the three CUDA scopes, is a
// __device__ function producing exactly one atomic instruction with the scope's syncscope.
// The rows are expanded from the table itself, so a new row is tested automatically.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o %t.ll
// RUN: FileCheck %s --check-prefix=DEV < %t.ll
// RUN: FileCheck %s --check-prefix=BLOCK < %t.ll
// RUN: FileCheck %s --check-prefix=SYS < %t.ll
// RUN: %nvcc --cuda-device-only -c -O2 -arch=gfx90a %s -o /dev/null
// RUN: %nvcc --cuda-device-only -c -O2 -arch=gfx1030 %s -o /dev/null

#define SCALE_ATOMIC_RMW(Name, Type, Builtin)                                                      \
  __global__ void k_##Name(Type *p, Type v) { Name(p, v); }                                          \
  __global__ void k_##Name##_block(Type *p, Type v) { Name##_block(p, v); }                          \
  __global__ void k_##Name##_system(Type *p, Type v) { Name##_system(p, v); }
#define SCALE_ATOMIC_WRAP(Name, Type, Builtin) SCALE_ATOMIC_RMW(Name, Type, Builtin)
#define SCALE_ATOMIC_CAS(Name, Type)                                                               \
  __global__ void k_##Name(Type *p, Type c, Type v) { Name(p, c, v); }                               \
  __global__ void k_##Name##_block(Type *p, Type c, Type v) { Name##_block(p, c, v); }               \
  __global__ void k_##Name##_system(Type *p, Type c, Type v) { Name##_system(p, c, v); }

/* Kernels of one name with different types overload; they get distinct mangled names. */
#include "__scale_amd/atomic/atomic_functions.def"

// 33 read-modify-write rows and 4 CAS rows, times 3 scopes.
// DEV-COUNT-37: {{atomicrmw|cmpxchg}} {{.*}} syncscope("agent") monotonic
// DEV-NOT: syncscope("agent")
// BLOCK-COUNT-37: {{atomicrmw|cmpxchg}} {{.*}} syncscope("workgroup") monotonic
// SYS-COUNT-37: {{(atomicrmw|cmpxchg) [^"]+ monotonic}}
// SYS-NOT: {{(atomicrmw|cmpxchg) [^"]+ monotonic}}
