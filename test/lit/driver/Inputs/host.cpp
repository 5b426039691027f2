#include <cuda_runtime_api.h>
int device_count() { int n = 0; return cudaGetDeviceCount(&n) == cudaSuccess ? n : -1; }
