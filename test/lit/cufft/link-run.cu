// SPDX-License-Identifier: Apache-2.0
// A cuFFT program links with -lcufft (libcufft.so.11) or libcufft_static.a and starts without an
// AMD GPU: estimates are host-side; making a plan needs the GPU and fails cleanly with
// CUFFT_SETUP_FAILED; unmade plans and refused callbacks answer cuFFT's codes.
// REQUIRES: cuda-x
// RUN: %nvcc --offload-arch=%amd_targets %S/Inputs/plans.cu -lcufft -o %t
// RUN: llvm-readelf -d %t | FileCheck %s --check-prefix=NEEDED
// NEEDED: libcufft.so.11
// RUN: env SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so %t | FileCheck %s
// CHECK: estimate 0 65536
// CHECK-NEXT: plan1d 7
// CHECK-NEXT: many 7
// CHECK-NEXT: xt 7
// CHECK-NEXT: callback 16
// CHECK-NEXT: version 11300
// RUN: %nvcc --offload-arch=gfx1100 %S/Inputs/plans.cu %toolkit/lib64/libcufft_static.a -o %t.static
// RUN: llvm-readelf -d %t.static | FileCheck %s --check-prefix=STATIC
// STATIC-NOT: libcufft
// RUN: env SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so %t.static | FileCheck %s
// RUN: %python %src_root/cuda-x/cublas/gen_coverage.py --library cuFFT --macro CUFFT_FN --prefix cufft %src_root/headers/__scale_amd/cufft/cufft_api.def | FileCheck %s --check-prefix=DOC
// DOC: ## exec
// DOC: | `cufftExecR2C` | `cufftExecR2C` |
