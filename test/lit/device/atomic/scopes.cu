// CUDA atomics are relaxed (monotonic) in the AMDGPU sync scope of their CUDA scope:
// device = "agent", _block = "workgroup", _system = system (no syncscope). Device/block atomics
// may assume coarse-grained device memory; _system ones may not.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=GFX9
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=GFX11

// IR-LABEL: define {{.*}}@_Z3addPiPfPdPy(
// IR: atomicrmw add ptr addrspace(1) %0, i32 1 syncscope("agent") monotonic, align 4, {{.*}}!amdgpu.no.fine.grained.memory
// IR: atomicrmw add ptr addrspace(1) %0, i32 2 syncscope("workgroup") monotonic
// IR: atomicrmw add ptr addrspace(1) %0, i32 3 monotonic, align 4, !noalias.addrspace !{{[0-9]+}}{{$}}
// IR: atomicrmw fadd ptr addrspace(1) %1, float 1.000000e+00 syncscope("agent") monotonic
// IR: atomicrmw fadd ptr addrspace(1) %2, double 2.000000e+00 syncscope("agent") monotonic
// IR: atomicrmw add ptr addrspace(1) %3, i64 5 syncscope("agent") monotonic
// GFX9-LABEL: _Z3addPiPfPdPy:
// GFX9: global_atomic_add v
// GFX9: global_atomic_add_f64
// GFX11-LABEL: _Z3addPiPfPdPy:
// GFX11: global_atomic_add_u32
// GFX11: global_atomic_add_f32
// GFX11: global_atomic_add_u64
// GFX10-LABEL: _Z3addPiPfPdPy:
// GFX10: global_atomic_add v
// GFX10: global_atomic_cmpswap
__global__ void add(int *i, float *f, double *d, unsigned long long *u) {
  atomicAdd(i, 1); atomicAdd_block(i, 2); atomicAdd_system(i, 3);
  atomicAdd(f, 1.0f); atomicAdd(d, 2.0); atomicAdd(u, 5ull);
}

// atomicInc/atomicDec are CUDA's wrapping increments: uinc_wrap / udec_wrap.
// IR-LABEL: define {{.*}}@_Z6incdecPj(
// IR: atomicrmw uinc_wrap ptr addrspace(1) %0, i32 9 syncscope("agent") monotonic
// IR: atomicrmw udec_wrap ptr addrspace(1) %0, i32 9 syncscope("workgroup") monotonic
// IR: atomicrmw uinc_wrap ptr addrspace(1) %0, i32 9 monotonic
// GFX9-LABEL: _Z6incdecPj:
// GFX9: global_atomic_inc
// GFX9: global_atomic_dec
__global__ void incdec(unsigned *p) { atomicInc(p, 9u); atomicDec_block(p, 9u); atomicInc_system(p, 9u); }

// atomicCAS: 16-, 32- and 64-bit compare-and-swap returning the old value.
// IR-LABEL: define {{.*}}@_Z3casPtPiPy(
// IR: cmpxchg ptr addrspace(1) %0, i16 1, i16 2 syncscope("agent") monotonic monotonic
// IR: cmpxchg ptr addrspace(1) %1, i32 3, i32 4 syncscope("workgroup") monotonic monotonic
// IR: cmpxchg ptr addrspace(1) %2, i64 5, i64 6 monotonic monotonic
// GFX11-LABEL: _Z3casPtPiPy:
// GFX11: global_atomic_cmpswap_b32
// GFX11: global_atomic_cmpswap_b64
__global__ void cas(unsigned short *s, int *i, unsigned long long *u) {
  s[1] = atomicCAS(s, (unsigned short)1, (unsigned short)2);
  i[1] = atomicCAS_block(i, 3, 4);
  u[1] = atomicCAS_system(u, 5ull, 6ull);
}

// Signed/unsigned min and max pick the matching instruction.
// IR-LABEL: define {{.*}}@_Z6minmaxPiPjPxPy(
// IR: atomicrmw min ptr addrspace(1) %0, i32
// IR: atomicrmw umax ptr addrspace(1) %1, i32
// IR: atomicrmw min ptr addrspace(1) %2, i64
// IR: atomicrmw umax ptr addrspace(1) %3, i64
__global__ void minmax(int *i, unsigned *u, long long *l, unsigned long long *ul) {
  atomicMin(i, 1); atomicMax(u, 2u); atomicMin(l, 3ll); atomicMax(ul, 4ull);
}

// On shared memory the same functions become LDS atomics.
// GFX9-LABEL: _Z6sharedPi:
// GFX9: ds_add_u32
// GFX9: ds_max_i32
// GFX11-LABEL: _Z6sharedPi:
// GFX11: ds_add_u32
__global__ void shared(int *out) {
  __shared__ int s[2];
  atomicAdd_block(&s[0], 1); atomicMax(&s[1], 7); __syncthreads(); out[0] = s[0] + s[1];
}
