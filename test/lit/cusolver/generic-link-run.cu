// SPDX-License-Identifier: Apache-2.0
// A program calling the generic 64-bit API, the Jacobi routines and sytrf links with -lcusolver
// for the three AMD targets (every symbol exported by libcusolver.so.11) and starts without an
// AMD GPU: cusolverDnCreate answers CUSOLVER_STATUS_NOT_INITIALIZED.
// REQUIRES: cuda-x
// RUN: %nvcc --offload-arch=%amd_targets %S/Inputs/generic.cu -lcusolver -Xlinker --no-undefined -o %t
// RUN: llvm-readelf -d %t | FileCheck %s --check-prefix=NEEDED
// NEEDED: libcusolver.so.11
// RUN: env SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so %t | FileCheck %s
// CHECK: create 1
// CHECK-NOT: xgetrf
