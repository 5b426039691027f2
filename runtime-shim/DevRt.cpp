// SPDX-License-Identifier: Apache-2.0
// libcudadevrt.a: CUDA's device runtime (dynamic parallelism) has no AMD equivalent. The archive
// exists because CMake and nvcc link lines name it; it defines no symbols users call.
extern "C" {
int __scale_amd_cudadevrt_placeholder = 0;
}
