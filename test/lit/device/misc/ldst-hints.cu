// Cache-hint loads and stores: __ldcs/__ldlu/__stcs are nontemporal, __ldcv/__stwt volatile,
// the others plain; vector types stay one wide memory instruction.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=GFX9
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=GFX11

// IR-LABEL: define {{.*}}@_Z2ntP6float4S0_(
// IR: load <4 x float>, ptr addrspace(1) %{{.*}}, align 16, !tbaa !{{[0-9]+}}, !nontemporal
// IR: store <4 x float> {{.*}}, !nontemporal
// GFX9-LABEL: _Z2ntP6float4S0_:
// GFX9: global_load_dwordx4 {{.*}} glc slc
// GFX9: global_store_dwordx4 {{.*}} glc slc
// GFX11-LABEL: _Z2ntP6float4S0_:
// GFX11: global_load_b128 {{.*}} slc dlc
// GFX11: global_store_b128 {{.*}} glc slc dlc
__global__ void nt(float4 *out, float4 *in) { __stcs(out + threadIdx.x, __ldcs(in + threadIdx.x)); }

// IR-LABEL: define {{.*}}@_Z3volPiS_(
// IR: load volatile i32
// IR: store volatile i32
// GFX10-LABEL: _Z3volPiS_:
// GFX10: glc
__global__ void vol(int *out, int *in) { __stwt(out + threadIdx.x, __ldcv(in + threadIdx.x)); }

// IR-LABEL: define {{.*}}@_Z5plainP7double2S0_(
// IR: load <2 x double>, ptr addrspace(1) %{{.*}}, align 16, !tbaa !{{[0-9]+$}}
__global__ void plain(double2 *out, double2 *in) { __stcg(out, __ldg(in)); }

// Every CUDA type has every hint.
template <class T> __device__ void all(T *p) {
  __stwb(p, __ldg(p + 1)); __stcg(p, __ldca(p + 2)); __stcs(p, __ldcg(p + 3));
  __stwt(p, __ldcs(p + 4)); __stwb(p, __ldlu(p + 5)); __stwb(p, __ldcv(p + 6));
}
__global__ void types(void *v) {
  all((char *)v); all((signed char *)v); all((short *)v); all((int *)v); all((long *)v);
  all((long long *)v); all((unsigned char *)v); all((unsigned short *)v); all((unsigned *)v);
  all((unsigned long *)v); all((unsigned long long *)v); all((float *)v); all((double *)v);
  all((char2 *)v); all((char4 *)v); all((short2 *)v); all((short4 *)v); all((int2 *)v);
  all((int4 *)v); all((longlong2 *)v); all((uchar2 *)v); all((uchar4 *)v); all((ushort2 *)v);
  all((ushort4 *)v); all((uint2 *)v); all((uint4 *)v); all((ulonglong2 *)v); all((float2 *)v);
  all((float4 *)v); all((double2 *)v);
}
