// nvcc's rules for PTX operand types hold for device code (messages as nvcc 13 words them): the
// C++ type must have the size and kind the letter implies (h r l q: integer/enum/pointer of
// 2/4/8/16 bytes, f float, d double), be a scalar, and "n" needs a constant. Clang's own checks
// (unknown letters, lvalues, tied operands) still apply. Host functions are not checked.
// RUN: not %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx90a %s -o /dev/null 2>&1 | FileCheck %s

struct Pair { int a, b, c; };
enum Kind { K0 };

// Clang's own checks are unchanged.
__device__ void clang_checks(int i, long long l, short s) {
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:27: error: invalid output constraint '=z' in asm
  asm("mov.b32 %0, %1;" : "=z"(i) : "r"(i));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:32: error: invalid lvalue in asm output
  asm("mov.b32 %0, %1;" : "=r"(i + 1) : "r"(i));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:37: error: invalid input constraint '3' in asm
  asm("mov.b64 %0, %1;" : "=l"(l) : "3"(l));
  // A tied input obeys the output's letter; clang reports the mismatch too.
  // CHECK: asm-operand-errors.cu:[[@LINE+2]]:41: error: unsupported inline asm: input with type 'short' matching output with type 'long long'
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: asm operand type size(2) does not match type/size implied by constraint 'l'
  asm("mov.b64 %0, %1;" : "=l"(l) : "0"(s));
  // (clang reports these while parsing, before the checks below, which run per function)
}

__device__ void wrong(int i, long long l, short s, char c, float f, double d, int *p, Pair pr) {
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: asm operand type size(8) does not match type/size implied by constraint 'r'
  asm("mov.b32 %0, %1;" : "=r"(i) : "r"(l));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: asm operand type size(4) does not match type/size implied by constraint 'l'
  asm("mov.b64 %0, %1;" : "=l"(l) : "l"(i));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:32: error: asm operand type size(4) does not match type/size implied by constraint 'l'
  asm("mov.b64 %0, %1;" : "=l"(i) : "l"(l));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: asm operand type size(4) does not match type/size implied by constraint 'h'
  asm("mov.b16 %0, %1;" : "=h"(s) : "h"(i));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: asm operand type size(1) does not match type/size implied by constraint 'h'
  asm("mov.b16 %0, %1;" : "=h"(s) : "h"(c));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: asm operand type size(4) does not match type/size implied by constraint 'r'
  asm("mov.b32 %0, %1;" : "=r"(i) : "r"(f));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: asm operand type size(8) does not match type/size implied by constraint 'f'
  asm("mov.f32 %0, %1;" : "=f"(f) : "f"(d));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: asm operand type size(4) does not match type/size implied by constraint 'd'
  asm("mov.f64 %0, %1;" : "=d"(d) : "d"(f));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: asm operand type size(8) does not match type/size implied by constraint 'l'
  asm("mov.b64 %0, %1;" : "=l"(l) : "l"(d));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: asm operand type size(8) does not match type/size implied by constraint 'r'
  asm("mov.b32 %0, %1;" : "=r"(i) : "r"(p));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:41: error: an asm operand must have scalar type (got 'Pair')
  asm("mov.b32 %0, %1;" : "=r"(i) : "r"(pr));
  // CHECK: asm-operand-errors.cu:[[@LINE+1]]:45: error: an asm operand must be an integral constant expression
  asm("add.s32 %0, %0, %1;" : "+r"(i) : "n"(i));
}

// Right sizes give no error (CHECK-NOT below): enums and pointers, immediates, 64-bit constants.
__device__ void right(int i, long long l, Kind k, int *p, unsigned u) {
  asm("mov.b32 %0, %1;" : "=r"(i) : "r"(k));
  asm("mov.b64 %0, %1;" : "=l"(l) : "l"(p));
  asm("add.s32 %0, %0, %1;" : "+r"(i) : "n"(1ull << 40));
  asm("mov.b32 %0, %1;" : "=r"(u) : "r"(i + 0u));
  asm("mov.b64 %0, %1;" : "=l"(l) : "l"(1ll));
}

// Host asm is host asm: x86 constraints in a host function are not PTX and not checked as such.
int host(int x) {
  int r;
  asm("movl %1, %0" : "=r"(r) : "r"(x));
  return r;
}
// CHECK-NOT: error:
// CHECK: 17 errors generated when compiling for
