// Every row of __scale_amd/texture/texture_functions.def and surface_functions.def, expanded here
// from the tables themselves, compiles and links (host, gfx1030, gfx1100 and gfx90a in one fat
// binary, with libcudart): each texture function in its value and pointer forms with float and
// uchar4, each surface kind's read (both forms) and write with float, uchar4, short2, int4, long long
// and ulonglong2, and every texture element type CUDA allows through tex1Dfetch, tex2D and
// surf2Dread/write. gfx90a has no gather4: tex2Dgather is expanded for RDNA only (its gfx90a error
// is tex2Dgather.cu's subject).
// RUN: %nvcc --offload-arch=%amd_targets %s -o %t
// RUN: llvm-objdump --offloading %t | FileCheck %s --check-prefix=BUNDLES
// RUN: llvm-readelf -s %t.0.hipv4-amdgcn-amd-amdhsa--gfx1100 | FileCheck %s
// RUN: llvm-readelf -s %t.0.hipv4-amdgcn-amd-amdhsa--gfx90a | FileCheck %s
// RUN: llvm-objdump -d %t.0.hipv4-amdgcn-amd-amdhsa--gfx1030 | FileCheck %s --check-prefix=RDNA
// BUNDLES-DAG: hipv4-amdgcn-amd-amdhsa--gfx1030
// BUNDLES-DAG: hipv4-amdgcn-amd-amdhsa--gfx1100
// BUNDLES-DAG: hipv4-amdgcn-amd-amdhsa--gfx90a
// A kernel of each kind in each code object (292 in all):
// CHECK-DAG: _Z12k_tex1DfetchIaEvPT_yi.kd
// CHECK-DAG: _Z7k_tex2DIcEvPT_yff.kd
// CHECK-DAG: _Z22k_texCubemapLayeredLodI6uchar4EvPT_yfffif.kd
// CHECK-DAG: _Z18k_tex2DLayeredGradIfEvPT_yffi6float2
// CHECK-DAG: _Z13k_tex2DgatherI6uchar4EvPT_yffi.kd
// CHECK-DAG: _Z15k_surf2DLayeredI4int4EvPT_yiii.kd
// CHECK-DAG: _Z8k_surf2DI7ushort4EvPT_yii.kd
// CHECK-DAG: _Z15k_surf1DLayeredIxEvPT_yii.kd
// RDNA-DAG: image_gather4_lz
// RDNA-DAG: image_sample_d
// RDNA-DAG: image_sample_l
// RDNA-DAG: buffer_load_format_xyzw
// RDNA-DAG: image_store {{.*}} d16

#define UNPACK(...) __VA_ARGS__
#define WITH_OBJ(...) (obj, __VA_ARGS__)
#define BODY_buffer(...) __VA_ARGS__
#define BODY_image(...) __VA_ARGS__
#define BODY_extended(...) __VA_ARGS__
#if defined(__gfx90a__)
#define BODY_gather(...)
#else
#define BODY_gather(...) __VA_ARGS__
#endif

#define SCALE_TEX(name, params, args, needs, call, cdna)                                           \
  template <class T> __global__ void k_##name(T *out, cudaTextureObject_t obj, UNPACK params) {   \
    BODY_##needs(out[0] = name<T> WITH_OBJ args; T v; name(&v, obj, UNPACK args); out[1] = v;)    \
  }                                                                                                \
  template <class T> void use_##name() { (void)&k_##name<T>; }
#include "__scale_amd/texture/texture_functions.def"
#undef SCALE_TEX

#define SCALE_SURF(name, params, args, coords, dim)                                                \
  template <class T> __global__ void k_##name(T *out, cudaSurfaceObject_t obj, UNPACK params) {   \
    out[0] = name##read<T>(obj, UNPACK args);                                                      \
    name##read(&out[1], obj, UNPACK args, cudaBoundaryModeClamp);                                  \
    name##write(out[2], obj, UNPACK args, cudaBoundaryModeZero);                                   \
  }                                                                                                \
  template <class T> void use_##name() { (void)&k_##name<T>; }
#include "__scale_amd/texture/surface_functions.def"
#undef SCALE_SURF

template <class T> void texture_rows() {
#define SCALE_TEX(name, params, args, needs, call, cdna) use_##name<T>();
#include "__scale_amd/texture/texture_functions.def"
#undef SCALE_TEX
}
template <class T> void surface_rows() {
#define SCALE_SURF(name, params, args, coords, dim) use_##name<T>();
#include "__scale_amd/texture/surface_functions.def"
#undef SCALE_SURF
}
template <class T> void element_type() {
  use_tex1Dfetch<T>();
  use_tex2D<T>();
  use_surf2D<T>();
}
template <class... T> void element_types() { (element_type<T>(), ...); }

int main() {
  texture_rows<float>();
  texture_rows<uchar4>();
  surface_rows<float>();
  surface_rows<uchar4>();
  surface_rows<short2>();
  surface_rows<int4>();
  surface_rows<long long>();
  surface_rows<ulonglong2>();
  element_types<char, signed char, unsigned char, short, unsigned short, int, unsigned int, float,
                char1, char2, char4, uchar1, uchar2, uchar4, short1, short2, short4, ushort1,
                ushort2, ushort4, int1, int2, int4, uint1, uint2, uint4, float1, float2, float4>();
  return 0;
}
