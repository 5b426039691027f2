__global__ void copy2d(cudaSurfaceObject_t in, cudaSurfaceObject_t out) {
  int x = threadIdx.x, y = blockIdx.x;
  float4 v = surf2Dread<float4>(in, x * 16, y);
  surf2Dwrite(v, out, x * 16, y);
}
__global__ void bytes(cudaSurfaceObject_t s) {
  uchar4 v = surf1Dread<uchar4>(s, threadIdx.x * 4, cudaBoundaryModeClamp);
  surf1Dwrite(make_uchar4(v.w, v.z, v.y, v.x), s, threadIdx.x * 4, cudaBoundaryModeZero);
}
__global__ void halves(cudaSurfaceObject_t s, int z) {
  ushort2 v = surf3Dread<ushort2>(s, threadIdx.x * 4, 1, z);
  surf3Dwrite(v, s, threadIdx.x * 4, 2, z);
}
__global__ void layered(cudaSurfaceObject_t s, int l) {
  float v = surf2DLayeredread<float>(s, threadIdx.x * 4, 3, l);
  surf1DLayeredwrite(v, s, threadIdx.x * 4, l);
}
