// Instructions that read their destination through "+r" array elements: prmt, lop3, shf, bfi,
// mad.wide ("+l"), fma ("+f", "+d", "+h" for f16), each with constant inputs folded by -O2 to a
// flag that only the right results set (issue 18).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// IR-LABEL: @_Z4bitsPj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
// IR-NEXT: ret void
__global__ void bits(unsigned *out) {
  unsigned r[4] = {0x44332211, 0xf0f0f0f0, 0x80000001, 0x12345678};
  asm("prmt.b32 %0, %1, %0, 0x4703;" : "+r"(r[0]) : "r"(0x88776655u));
  // lop3: d = d ^ a ^ b
  asm("lop3.b32 %0, %0, %1, %2, 0x96;" : "+r"(r[1]) : "r"(0x0f0f0f0fu), "r"(0x000000ffu));
  // shf.l.wrap: funnel of (d:a) shifted left by 4 (d is the high word)
  asm("shf.l.wrap.b32 %0, %1, %0, 4;" : "+r"(r[2]) : "r"(0xa0000000u));
  // bfi: insert 0xab into d at bit 8, 8 bits long
  asm("bfi.b32 %0, %1, %0, 8, 8;" : "+r"(r[3]) : "r"(0xabu));
  // prmt selector 0x4703: byte0 = a.b3 (0x88), byte1 = a.b0 (0x55), byte2 = b.b3 (0x44), byte3 = b.b0 (0x11)
  out[0] = r[0] == 0x11445588u && r[1] == 0xffffff00u && r[2] == 0x0000001au && r[3] == 0x1234ab78u;
}

// IR-LABEL: @_Z5widesPj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
// IR-NEXT: ret void
__global__ void wides(unsigned *out) {
  unsigned long long acc[2] = {1ull << 40, 5};
  double d[2] = {1.0, -2.0};
  unsigned short h[2] = {0x3c00, 0x4000}; // 1.0h, 2.0h
  asm("mad.wide.u32 %0, %2, %3, %0;\n\tmad.wide.u32 %1, %2, %2, %1;"
      : "+l"(acc[0]), "+l"(acc[1]) : "r"(0x10000u), "r"(3u));
  asm("fma.rn.f64 %0, %2, %2, %0;\n\tfma.rn.f64 %1, %2, %0, %1;" : "+d"(d[0]), "+d"(d[1]) : "d"(3.0));
  asm("fma.rn.f16 %0, %1, %1, %0;" : "+h"(h[1]) : "h"(h[0]));
  out[0] = acc[0] == (1ull << 40) + 0x30000 && acc[1] == 5 + 0x100000000ull && d[0] == 10.0 &&
           d[1] == 28.0 && h[1] == 0x4200; // 2 + 1 * 1 = 3.0h
}

// ASM-LABEL: _Z6bitsrtPjPKj:
// ASM-NOT: ASMSTART
// ASM: v_perm_b32
// ASM: s_endpgm
__global__ void bitsrt(unsigned *out, const unsigned *in) {
  unsigned i = threadIdx.x;
  unsigned r[2] = {in[i], in[i + 64]};
  asm("prmt.b32 %0, %2, %0, 0x5140;\n\tlop3.b32 %1, %1, %0, %2, 0xe8;" : "+r"(r[0]), "+r"(r[1]) : "r"(in[i + 128]));
  out[threadIdx.x] = r[0] ^ r[1];
}
