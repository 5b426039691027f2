// Inline PTX in NVIDIA's own CUB headers (Debian's libcub-dev, unmodified) passes Sema on AMD
// targets and reaches the IR as written: "l" pointers, "h" 16-bit loads, 64-bit "l" values,
// %laneid, bfe. (The PTX lowering then replaces it; this test stops before LLVM passes.)
// REQUIRES: cub
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx90a %s -o - | FileCheck %s
#include <stdlib.h>
#include <cub/util_ptx.cuh>
#include <cub/thread/thread_load.cuh>
#include <cub/thread/thread_store.cuh>

// CHECK-DAG: asm "mov.u32 $0, %laneid;", "=r"()
// CHECK-DAG: asm "bfe.u32 $0, $1, $2, $3;", "=r,r,r,r"
// CHECK-DAG: asm sideeffect "ld.cg.u32 $0, [$1];", "=r,l"(ptr
// CHECK-DAG: asm sideeffect "ld.cs.u16 $0, [$1];", "=h,l"(ptr
// CHECK-DAG: asm sideeffect "ld.cv.u64 $0, [$1];", "=l,l"(ptr
// CHECK-DAG: asm sideeffect "st.wt.u32 [$0], $1;", "l,r"(ptr
// CHECK-DAG: asm sideeffect "st.cg.u64 [$0], $1;", "l,l"(ptr
__global__ void kernel(int *pi, unsigned short *ph, double *pd, float *pf, long long *pl) {
  pi[0] = cub::ThreadLoad<cub::LOAD_CG>(pi + 1) + cub::BFE(pi[2], 3, 4) + cub::LaneId();
  ph[0] = cub::ThreadLoad<cub::LOAD_CS>(ph + 1);
  pl[0] = cub::ThreadLoad<cub::LOAD_CV>(pl + 1);
  cub::ThreadStore<cub::STORE_WT>(pf, pf[1]);
  cub::ThreadStore<cub::STORE_CG>(pd + 2, pd[3]);
}
