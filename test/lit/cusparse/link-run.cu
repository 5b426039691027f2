// SPDX-License-Identifier: Apache-2.0
// A cuSPARSE program links against libcusparse.so.12 and runs without an AMD GPU: descriptors and
// validation are host-side, so everything up to the kernels answers as cuSPARSE does.
// REQUIRES: cuda-x
// RUN: %nvcc --offload-arch=%amd_targets %S/Inputs/spmv.cu -lcusparse -o %t
// RUN: llvm-readelf -d %t | FileCheck %s --check-prefix=NEEDED
// NEEDED: libcusparse.so.12
// RUN: env LD_LIBRARY_PATH=%toolkit/lib64 SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so %t | FileCheck %s
// CHECK: create CUSPARSE_STATUS_SUCCESS
// CHECK-NEXT: bufferSize CUSPARSE_STATUS_SUCCESS 0
// CHECK-NEXT: fp16 compute CUSPARSE_STATUS_NOT_SUPPORTED
// The run above loads the system's hipSPARSE where there is one (Debian's libhipsparse0): without
// a device it gives no handle and the fallback answers. Requiring hipSPARSE where it cannot be
// loaded fails the handle instead.
// RUN: env LD_LIBRARY_PATH=%toolkit/lib64 SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so SCALE_AMD_HIPSPARSE_LIBRARY=/nonexistent/libhipsparse.so SCALE_AMD_CUSPARSE_BACKEND=hipsparse %t | FileCheck %s --check-prefix=REQUIRED
// REQUIRED: create CUSPARSE_STATUS_NOT_INITIALIZED
// REQUIRED-NOT: bufferSize
// RUN: env LD_LIBRARY_PATH=%toolkit/lib64 SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so SCALE_AMD_CUSPARSE_BACKEND=fallback %t | FileCheck %s
// RUN: %python %src_root/cuda-x/cublas/gen_coverage.py --library cuSPARSE --macro CUSPARSE_FN --prefix cusparse %src_root/headers/__scale_amd/cusparse/cusparse_api.def | FileCheck %s --check-prefix=DOC
// DOC: ## spmv
// DOC: | `cusparseSpMV` | `cusparseSpMV` |
