// Inline PTX written the way llama.cpp / CUTLASS-style kernels write it: asm inside macros and
// templates, 16-bit halves passed through "h" as their bits, register arrays with "+r" into
// mma.sync, a shared-memory address through "l"/"r", and an empty barrier asm.
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1201 %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx942 %s -o - | FileCheck %s

struct alignas(2) half_bits { unsigned short x; }; // the layout of __half

#define PTX_ADD_F16(r, a, b)                                                                      \
  asm("add.f16 %0, %1, %2;" : "=h"(r) : "h"(a), "h"(b))

// CHECK-LABEL: define {{.*}}@_Z8add_half9half_bitsS_(
// CHECK: call i16 asm "add.f16 $0, $1, $2;", "=h,h,h"(i16 %{{.*}}, i16 %{{.*}})
__device__ half_bits add_half(half_bits a, half_bits b) {
  half_bits r;
  PTX_ADD_F16(*reinterpret_cast<unsigned short *>(&r), *reinterpret_cast<unsigned short *>(&a),
              *reinterpret_cast<unsigned short *>(&b));
  return r;
}

template <int N> struct mma_tile { int x[N]; };

template <typename TA, typename TB, typename TC>
__device__ void mma(TC &c, const TA &a, const TB &b) {
  asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
      "{%8, %9}, {%0, %1, %2, %3};"
      : "+r"(c.x[0]), "+r"(c.x[1]), "+r"(c.x[2]), "+r"(c.x[3])
      : "r"(a.x[0]), "r"(a.x[1]), "r"(a.x[2]), "r"(a.x[3]), "r"(b.x[0]), "r"(b.x[1]));
}

// CHECK-LABEL: define {{.*}}@_Z8ldmatrixPiPKi(
// CHECK: call { i32, i32, i32, i32 } asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.b16 $($0, $1, $2, $3$), [$4];", "=r,=r,=r,=r,r"(i32
__device__ void ldmatrix(int *x, const int *smem) {
  unsigned addr = static_cast<unsigned>(reinterpret_cast<unsigned long long>(smem));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(x[0]), "=r"(x[1]), "=r"(x[2]), "=r"(x[3])
               : "r"(addr));
}

__global__ void kernel(half_bits *h, int *out) {
  h[0] = add_half(h[1], h[2]);
  mma_tile<4> a{}, c{};
  mma_tile<2> b{};
  mma(c, a, b);
  ldmatrix(out + 4, out + 8);
  asm volatile("" ::: "memory");
  out[0] = c.x[0];
}

// (Emitted last, as template instantiations are.) Clang spells PTX's braces "$(" "$)" in IR.
// CHECK: define {{.*}}@_Z3mmaI8mma_tileILi4EES0_ILi2EES1_EvRT1_RKT_RKT0_(
// CHECK: call { i32, i32, i32, i32 } asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 $($0, $1, $2, $3$), $($4, $5, $6, $7$), $($8, $9$), $($0, $1, $2, $3$);", "=r,=r,=r,=r,r,r,r,r,r,r,0,1,2,3"(
