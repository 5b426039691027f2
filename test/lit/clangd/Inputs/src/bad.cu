// SPDX-License-Identifier: Apache-2.0
// A real error in device code: clangd must still report it.
__global__ void kernel(float *p) {
  p[threadIdx.x] = undeclared_function(p[0]);
}
