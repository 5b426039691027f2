// SPDX-License-Identifier: Apache-2.0
// A cuBLASLt program links against libcublasLt.so.12 for three targets and runs without an AMD
// GPU: descriptors, heuristics and argument errors work; only cuBLASLt's names are exported.
// REQUIRES: cuda-x
// RUN: %nvcc --offload-arch=%amd_targets %S/Inputs/lt_matmul.cu -lcublasLt -o %t
// RUN: llvm-readelf -d %t | FileCheck %s --check-prefix=NEEDED
// NEEDED: libcublasLt.so.12
// RUN: env LD_LIBRARY_PATH=%toolkit/lib64 SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so %t | FileCheck %s
// CHECK: create CUBLAS_STATUS_SUCCESS
// CHECK-NEXT: heuristic CUBLAS_STATUS_SUCCESS 1
// CHECK-NEXT: no bias CUBLAS_STATUS_INVALID_VALUE
// CHECK-NEXT: gradient epilogue CUBLAS_STATUS_NOT_SUPPORTED 0
// CHECK-NEXT: destroy CUBLAS_STATUS_SUCCESS
// RUN: llvm-nm -D --defined-only %toolkit/lib64/libcublasLt.so.12 | FileCheck %s --check-prefix=EXPORTS
// EXPORTS-NOT: {{ T _Z}}
// EXPORTS-DAG: T cublasLtMatmul
// EXPORTS-DAG: T cublasLtMatmulAlgoGetHeuristic
// EXPORTS-DAG: T cublasLtMatrixLayoutInit_internal
// EXPORTS-NOT: {{ T _Z}}
// Every row of the table is exported.
// RUN: llvm-nm -D --defined-only %toolkit/lib64/libcublasLt.so.12 > %t.syms
// RUN: %python -c "import re,sys; rows=re.findall(r'^CUBLASLT_FN\((\w+), (\w*),', open(sys.argv[1]).read(), re.M); syms=open(sys.argv[2]).read().split(); miss=['cublasLt'+a+b for a,b in rows if 'cublasLt'+a+b not in syms]; print(len(rows), 'rows, missing:', miss); sys.exit(1 if miss else 0)" %src_root/headers/__scale_amd/cublas/cublaslt_api.def %t.syms
