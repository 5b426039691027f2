// __host__ __device__ functions are compiled on both sides. PTX asm guarded by __CUDA_ARCH__ (the
// CUB/libcu++ idiom) reaches the device IR and is invisible to the host; clang does not check the
// other side's asm, as nvcc does not. Unguarded PTX in a __host__ __device__ function that the
// host calls is an error at the user's line on the host side, with nvcc (host assembler) as here.
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=DEV
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx90a %s -o - | FileCheck %s --check-prefix=DEV
// RUN: %nvcc -c -arch=gfx1100 -arch=gfx90a %s -o %t.o
// RUN: not %nvcc -c -arch=gfx1100 -DUNGUARDED %s -o %t.o 2>&1 | FileCheck %s --check-prefix=HOST

// DEV-LABEL: define {{.*}}@_Z4swapy(
// DEV: call i64 asm "mov.b64 $0, $1;", "=l,l"(i64
__host__ __device__ unsigned long long swap(unsigned long long a) {
#ifdef __CUDA_ARCH__
  unsigned long long r;
  asm("mov.b64 %0, %1;" : "=l"(r) : "l"(a));
  return r;
#else
  return a;
#endif
}

#ifdef UNGUARDED
__host__ __device__ unsigned long long unguarded(unsigned long long a) {
  unsigned long long r;
  // HOST: asm-host-device.cu:[[@LINE+1]]:{{[0-9]+}}: error: invalid instruction mnemonic 'mov.b64'
  asm("mov.b64 %0, %1;" : "=l"(r) : "l"(a));
  return r;
}
// HOST: when compiling for host
#endif

__global__ void kernel(unsigned long long *p) { p[0] = swap(p[1]); }

int host(unsigned long long x) {
#ifdef UNGUARDED
  x += unguarded(x);
#endif
  return (int)swap(x);
}
