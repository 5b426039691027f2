__global__ void scale(float *v, float a) { v[threadIdx.x] *= a; }
int scale_amd_host_marker(int n) {
  float *d = nullptr;
  scale<<<1, n>>>(d, 2.0f);
  return n;
}
