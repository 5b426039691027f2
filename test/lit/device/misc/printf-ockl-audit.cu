// Audit of the ROCm ockl printf path on gfx11/gfx12 (DESIGN.md section 6: ockl 5.2 predates them):
// compiled with plain clang-22 (no plugin) against our headers and device-library overlay, the
// printf calls and the hostcall implementation must survive to the ISA, not fold to s_endpgm.
// RUN: %clang_amd -x hip -nogpuinc --offload-arch=gfx1100 --cuda-device-only -O2 -S \
// RUN:   --rocm-device-lib-path=%toolkit/amdgcn/bitcode -mcode-object-version=5 \
// RUN:   -U__HIP__ -U__HIPCC__ -U__HIP_DEVICE_COMPILE__ -D__NVCC__ -D__CUDACC__ \
// RUN:   -isystem %toolkit/include -include cuda_runtime.h %s -o - | FileCheck %s
// RUN: %clang_amd -x hip -nogpuinc --offload-arch=gfx1200 --cuda-device-only -O2 -S \
// RUN:   --rocm-device-lib-path=%toolkit/amdgcn/bitcode -mcode-object-version=5 \
// RUN:   -U__HIP__ -U__HIPCC__ -U__HIP_DEVICE_COMPILE__ -D__NVCC__ -D__CUDACC__ \
// RUN:   -isystem %toolkit/include -include cuda_runtime.h %s -o - | FileCheck %s
#include <stdio.h>

// The hostcall buffer is managed with 64-bit global atomics (ockl's lock-free packet lists).
// CHECK: global_atomic_cmpswap_b64
// CHECK-LABEL: __ockl_hostcall_internal:
// CHECK: s_swappc_b64
// CHECK-LABEL: _Z1kPi:
// CHECK: s_swappc_b64
// CHECK: s_endpgm
__global__ void k(int *p) { printf("v=%d\n", p[0]); }
