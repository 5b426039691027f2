// SPDX-License-Identifier: Apache-2.0
// nvml.h compiles for the three AMD targets and for plain C and C++ hosts; the program refers to
// the versioned symbols the unversioned names stand for.
// RUN: %nvcc -c --offload-arch=%amd_targets %S/Inputs/query.cu -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s
// CHECK-DAG: U nvmlInit_v2
// CHECK-DAG: U nvmlDeviceGetCount_v2
// CHECK-DAG: U nvmlDeviceGetHandleByIndex_v2
// CHECK-DAG: U nvmlDeviceGetPciInfo_v3
// CHECK-DAG: U nvmlErrorString
// RUN: %clang_amd -fsyntax-only -x c++ -std=c++17 -isystem %toolkit/include %s
// RUN: %clang_amd -fsyntax-only -x c -std=c99 -isystem %toolkit/include %s
#include <nvml.h>
#include <stddef.h>
_Static_assert(NVML_ERROR_LIBRARY_NOT_FOUND == 12 && NVML_ERROR_DRIVER_NOT_LOADED == 9, "NVML values");
_Static_assert(NVML_ERROR_UNKNOWN == 999 && NVML_COMPUTEMODE_EXCLUSIVE_PROCESS == 3, "NVML values");
_Static_assert(sizeof(nvmlPciInfo_t) == 68 && offsetof(nvmlPciInfo_t, busId) == 36, "NVML layout");
_Static_assert(sizeof(nvmlMemory_v2_t) == 40 && offsetof(nvmlMemory_v2_t, total) == 8, "NVML layout");
