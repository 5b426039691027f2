// SPDX-License-Identifier: Apache-2.0
// static_cast<__half>(__nv_bfloat16) and static_cast<__nv_bfloat16>(__half) are the explicit
// constructors of CUDA 12.2's headers (nearest even through float, canonical NaN), not an ambiguous
// choice among the arithmetic conversions; host and device. The hashes cover all 65536 inputs of
// each direction and are NVIDIA's (nvcc 13, host code, same program); the listed values too.
// RUN: %nvcc --offload-arch=%amd_targets %s -o %t && %t | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// CHECK: bf16->half 454714f214a643e3 half->bf16 20c7ae26d950b543
// CHECK-NEXT: 3eab->3558 7f80->7c00 ff80->fc00 7fc1->7fff 0001->0000 477f->7bf8 4780->7c00 3380->0001 337f->0001
// CHECK-NEXT: 3555->3eab 7c00->7f80 fc00->ff80 7e01->7fff 0001->3380 7bff->4780 3c01->3f80
// ASM-LABEL: casts:
// ASM: v_cvt_f16_f32
// ASM: v_cvt_f32_f16
// ASM: s_endpgm
#include <cuda_bf16.h>
#include <cstdint>
#include <cstdio>

extern "C" __global__ void casts(__half *h, __nv_bfloat16 *b) {
  h[0] = static_cast<__half>(b[0]);
  b[1] = static_cast<__nv_bfloat16>(h[1]);
  h[2] = __half(b[2]);
  b[3] = __nv_bfloat16(h[3]);
}

int main() {
  uint64_t hb = 1469598103934665603ull, bh = hb;
  for (unsigned i = 0; i < 65536; ++i) {
    __nv_bfloat16 b = __ushort_as_bfloat16((unsigned short)i);
    __half h = __ushort_as_half((unsigned short)i);
    hb = (hb ^ __half_as_ushort(static_cast<__half>(b))) * 1099511628211ull;
    bh = (bh ^ __bfloat16_as_ushort(static_cast<__nv_bfloat16>(h))) * 1099511628211ull;
  }
  printf("bf16->half %016llx half->bf16 %016llx\n", (unsigned long long)hb, (unsigned long long)bh);
  const unsigned short t[] = {0x3eab, 0x7f80, 0xff80, 0x7fc1, 0x0001, 0x477f, 0x4780, 0x3380, 0x337f};
  for (unsigned short x : t)
    printf("%04x->%04x ", x, __half_as_ushort(static_cast<__half>(__ushort_as_bfloat16(x))));
  printf("\n");
  const unsigned short u[] = {0x3555, 0x7c00, 0xfc00, 0x7e01, 0x0001, 0x7bff, 0x3c01};
  for (unsigned short x : u)
    printf("%04x->%04x ", x, __bfloat16_as_ushort(static_cast<__nv_bfloat16>(__ushort_as_half(x))));
  printf("\n");
  return 0;
}
