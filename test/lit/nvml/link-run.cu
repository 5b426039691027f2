// SPDX-License-Identifier: Apache-2.0
// An NVML program links with -lnvidia-ml (libnvidia-ml.so.1) and starts without ROCm SMI or a GPU:
// nvmlInit reports NVML_ERROR_LIBRARY_NOT_FOUND cleanly (ROCm SMI absent) or
// NVML_ERROR_DRIVER_NOT_LOADED (ROCm SMI present, no amdgpu GPU).
// RUN: %nvcc --offload-arch=%amd_targets %S/Inputs/query.cu -lnvidia-ml -o %t
// RUN: llvm-readelf -d %t | FileCheck %s --check-prefix=NEEDED
// NEEDED: libnvidia-ml.so.1
// RUN: env SCALE_AMD_ROCM_SMI_LIBRARY=/nonexistent/librocm_smi64.so.1 %t | FileCheck %s --check-prefix=ABSENT
// ABSENT: nvmlInit 12 NVML Shared Library Not Found (ROCm SMI, librocm_smi64, could not be loaded)
// ABSENT-NOT: devices
// RUN: env SCALE_AMD_NVML_BACKEND=fallback %t | FileCheck %s --check-prefix=ABSENT
// This machine's own ROCm SMI, if any, finds no GPU.
// RUN: %t | FileCheck %s --check-prefix=HERE
// HERE: nvmlInit {{12|9}} {{NVML Shared Library Not Found|Driver Not Loaded}}
// RUN: %nvcc --offload-arch=gfx1100 %S/Inputs/query.cu -L%toolkit/lib64 -lnvidia-ml -o %t.2
// RUN: %python %src_root/cuda-x/cublas/gen_coverage.py --library NVML --macro NVML_FN --prefix nvml %src_root/headers/__scale_amd/nvml/nvml_api.def | FileCheck %s --check-prefix=DOC
// DOC: ## clocks
// DOC: | `nvmlDeviceGetClockInfo` | `nvmlDeviceGetClockInfo` |
