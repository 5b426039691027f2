__device__ float weights[4] = {0.5f, 1.0f, 2.0f, 4.0f};
__device__ float weigh(const float *v, int i) { return v[i] * weights[i & 3]; }
