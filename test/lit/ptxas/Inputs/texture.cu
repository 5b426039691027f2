__global__ void fetch(cudaTextureObject_t t, float4 *out) { out[threadIdx.x] = tex1Dfetch<float4>(t, threadIdx.x); }
__global__ void sample2d(cudaTextureObject_t t, float *out, float x, float y) { out[threadIdx.x] = tex2D<float>(t, x + threadIdx.x, y); }
__global__ void sample3d(cudaTextureObject_t t, float4 *out, float x, float y, float z) { out[0] = tex3D<float4>(t, x, y, z); }
__global__ void layered(cudaTextureObject_t t, float *out, float x, float y, int l) { out[0] = tex2DLayered<float>(t, x, y, l); out[1] = tex1DLayered<float>(t, x, l); }
__global__ void cube(cudaTextureObject_t t, float *out, float x, float y, float z) { out[0] = texCubemap<float>(t, x, y, z); }
__global__ void ints(cudaTextureObject_t t, int4 *out, float x) { out[0] = tex1D<int4>(t, x); out[1] = tex1Dfetch<int4>(t, 3); }
__global__ void uchar(cudaTextureObject_t t, uchar4 *out, float x, float y) { out[0] = tex2D<uchar4>(t, x, y); }
