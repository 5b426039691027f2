struct S { float a; int b; double c; };
__device__ __noinline__ int foo(int x, S s) { return x * 3 + s.b; }
__device__ float gtab[4] = {1.f, 2.f, 3.f, 4.f};
__constant__ int ctab[3] = {5,6,7};
__global__ void __launch_bounds__(256) k(float *out, const float *in, int n, S s) {
  __shared__ float sm[256];
  extern __shared__ float dyn[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  sm[threadIdx.x] = i < n ? in[i] : 0.f;
  dyn[threadIdx.x] = sm[threadIdx.x];
  __syncthreads();
  if (i < n) out[i] = sm[255 - threadIdx.x] + gtab[i & 3] + ctab[i%3] + foo(i, s) + dyn[0] + sinf(in[i]);
}
