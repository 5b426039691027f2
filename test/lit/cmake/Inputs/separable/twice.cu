// SPDX-License-Identifier: Apache-2.0
__device__ int twice(int x) { return 2 * x; }
