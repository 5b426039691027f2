// tex/suld/sust in inline asm: an error at the asm statement (the device library they call is
// linked before the inline-PTX pass runs); PTX modules support them (test/lit/ptxas/texture.test,
// surface.test), CUDA sources use the texture and surface object functions.
// RUN: not %nvcc -c -arch=gfx1100 %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %nvcc -c -arch=gfx1030 %s -o %t.o 2>&1 | FileCheck %s

__global__ void bad(unsigned long long t, float *out) {
  float a, b, c, d;
  // CHECK-DAG: texture-inline.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'tex.2d.v4.f32.f32' is not supported on AMD GPUs (in inline asm (use the CUDA texture object functions, tex2D<T>() ...))
  asm("tex.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(out[0]), "f"(out[1]));
  unsigned r;
  // CHECK-DAG: texture-inline.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'suld.b.1d.b32.trap' is not supported on AMD GPUs (in inline asm (use the CUDA surface object functions, surf2Dread() ...))
  asm("suld.b.1d.b32.trap {%0}, [%1, {%2}];" : "=r"(r) : "l"(t), "r"(0));
  out[0] = a + b + c + d + r;
}
