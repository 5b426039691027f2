// nvcc's "C" asm operand: a constant character array pasted into the asm text (instruction
// modifiers chosen by template parameters). The frontend substitutes it before code generation
// and renumbers the other operands; the IR holds plain PTX text. A non-constant is an error.
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx90a %s -o - | FileCheck %s
// RUN: not %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1030 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

template <int M> struct Rounding;
template <> struct Rounding<0> { static constexpr const char name[] = ".rn"; };
template <> struct Rounding<1> { static constexpr const char name[] = ".rz"; };

// Named operands, and a "C" operand in the middle of the list.
// CHECK-LABEL: define {{.*}}@_Z5namedf(
// CHECK: call {{.*}}float asm "mov.rz.f32 $0, $1;", "=f,f"(float
__device__ float named(float a) {
  float r;
  asm("mov%[m].f32 %[out], %[in];" : [out] "=f"(r) : [m] "C"(Rounding<1>::name), [in] "f"(a));
  return r;
}

// "%%" and "%=" are kept; %2 and %3 become $1 and $2.
// CHECK-LABEL: define {{.*}}@_Z3addILi0EEfff(
// CHECK: call {{.*}}float asm "add.f32.rn $0, $1, $2; // % ${:uid}", "=f,f,f"(float
// CHECK-LABEL: define {{.*}}@_Z3addILi1EEfff(
// CHECK: call {{.*}}float asm "add.f32.rz $0, $1, $2; // % ${:uid}", "=f,f,f"(float
template <int M> __device__ float add(float a, float b) {
  float r;
  asm("add.f32%1 %0, %2, %3; // %% %=" : "=f"(r) : "C"(Rounding<M>::name), "f"(a), "f"(b));
  return r;
}

__global__ void use(float *p) { p[0] = add<0>(p[1], p[2]) + add<1>(p[1], p[2]) + named(p[3]); }

#ifdef BAD
__device__ float bad(float a, const char *s) {
  float r;
  // BAD: asm-constant-string.cu:[[@LINE+1]]:43: error: an asm operand with constraint "C" must be a constant expression of character-array type
  asm("add.f32%1 %0, %2;" : "=f"(r) : "C"(s), "f"(a));
  return r;
}
__global__ void use_bad(float *p, const char *s) { p[0] = bad(p[1], s); }
#endif
