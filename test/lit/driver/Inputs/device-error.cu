// SPDX-License-Identifier: Apache-2.0
// A kernel that does not compile: the error is the same for every target.
__global__ void broken(int *p) { p[threadIdx.x] = no_such_variable; }
