// SPDX-License-Identifier: Apache-2.0
// A cuBLAS program links against the toolkit's libcublas.so.12 for three targets and runs on a
// machine without an AMD GPU: the handle works (fallback backend), argument errors are reported,
// device work fails cleanly.
// REQUIRES: cuda-x
// RUN: %nvcc --offload-arch=%amd_targets %S/Inputs/gemm.cu -lcublas -o %t
// RUN: llvm-readelf -d %t | FileCheck %s --check-prefix=NEEDED
// NEEDED: libcublas.so.12
// RUN: env LD_LIBRARY_PATH=%toolkit/lib64 SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so %t | FileCheck %s
// CHECK: create CUBLAS_STATUS_SUCCESS
// CHECK-NEXT: bad lda CUBLAS_STATUS_INVALID_VALUE
// CHECK-NEXT: bad lda 64 CUBLAS_STATUS_INVALID_VALUE
// CHECK-NEXT: huge 64 CUBLAS_STATUS_NOT_SUPPORTED
// CHECK-NEXT: legacy algo CUBLAS_STATUS_INVALID_VALUE
// CHECK-NOT: dot
// The exported names are cuBLAS's, and nothing of the implementation leaks.
// RUN: llvm-nm -D --defined-only %toolkit/lib64/libcublas.so.12 | FileCheck %s --check-prefix=EXPORTS
// EXPORTS-NOT: {{ T _Z}}
// EXPORTS-DAG: T cublasSgemm_v2
// EXPORTS-DAG: T cublasZgemmStridedBatched
// EXPORTS-DAG: T cublasGemmEx
// EXPORTS-DAG: T cublasSgemm_v2_64
// EXPORTS-DAG: T cublasIsamax_v2_64
// EXPORTS-DAG: T cublasGemmStridedBatchedEx_64
