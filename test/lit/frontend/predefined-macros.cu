// The program sees nvcc's macros and none of clang's HIP ones, on the host and on every target;
// __CUDA_ARCH__ exists only in the device passes. A failing #error fails the compile.
// RUN: %nvcc -c -arch=sm_86 --offload-arch=%amd_targets %s -o %t.o
// RUN: %nvcc -E -arch=sm_86 -arch=gfx1100 %s | FileCheck %s

#if !defined(__NVCC__) || !defined(__CUDACC__)
#error "__NVCC__ and __CUDACC__ must be defined"
#endif
#if !defined(__CUDACC_VER_MAJOR__) || __CUDACC_VER_MAJOR__ < 12 || !defined(__CUDACC_VER_MINOR__) || !defined(__CUDACC_VER_BUILD__)
#error "__CUDACC_VER_* must present CUDA 12"
#endif
#if defined(__HIP__) || defined(__HIPCC__) || defined(__HIP_DEVICE_COMPILE__)
#error "HIP macros must be hidden"
#endif
#if !defined(CUDART_VERSION) || CUDART_VERSION < 12000
#error "cuda_runtime.h is included implicitly"
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ != 860
#error "__CUDA_ARCH__ must be the requested level"
#endif
#if __CUDA_ARCH_LIST__ != 860
#error "__CUDA_ARCH_LIST__"
#endif

// The -E output is the host side: no __CUDA_ARCH__.
// CHECK: host_side_marker
#ifndef __CUDA_ARCH__
int host_side_marker;
#endif
