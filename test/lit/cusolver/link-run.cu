// SPDX-License-Identifier: Apache-2.0
// A cuSOLVER program links with -lcusolver (libcusolver.so.11) and starts without an AMD GPU:
// cusolverDnCreate answers CUSOLVER_STATUS_NOT_INITIALIZED.
// REQUIRES: cuda-x
// RUN: %nvcc --offload-arch=%amd_targets %S/Inputs/solve.cu -lcusolver -o %t
// RUN: llvm-readelf -d %t | FileCheck %s --check-prefix=NEEDED
// NEEDED: libcusolver.so.11
// RUN: env SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so %t | FileCheck %s
// CHECK: create 1
// CHECK-NEXT: version 11
// CHECK-NOT: getrf
// RUN: %python %src_root/cuda-x/cublas/gen_coverage.py --library cuSOLVER --macro CUSOLVER_FN --prefix cusolverDn %src_root/headers/__scale_amd/cusolver/cusolver_api.def | FileCheck %s --check-prefix=DOC
// DOC: ## getrf
// DOC: | `cusolverDnSgetrf` | `cusolverDnSgetrf` |
// DOC: ## eigen
// DOC: | `cusolverDnZheevd` | `cusolverDnZheevd` |
