// libcu++'s system_clock::now() (Debian's libcu++-dev, unmodified) reads %globaltimer with a single
// '%' in an asm with operands: it compiles for AMD targets and the IR holds the register as written
// (SpecialRegisterEscapes.cpp; asm-special-register-escape.cu has the forms and the errors).
// REQUIRES: libcuxx
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc -c -arch=gfx1030 -arch=gfx90a %s -o %t.o
#include <cuda/std/chrono>

// CHECK: asm sideeffect "mov.u64 $0, %globaltimer;", "=l"()
__global__ void k(long long *t) {
  t[0] = cuda::std::chrono::system_clock::now().time_since_epoch().count();
}
