// SPDX-License-Identifier: Apache-2.0
// The device function kernel.cu calls, compiled separately (-dc).
__device__ int scale_by_three(int x) { return x * 3; }
