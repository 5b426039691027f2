// SPDX-License-Identifier: Apache-2.0
// Code tests NVIDIA's include-guard names to know which CUDA headers are in (the CUDA samples'
// helper_cuda.h defines gpuGetMaxGflopsDeviceId under __CUDA_RUNTIME_H__, the cuBLAS/cuRAND
// error strings under CUBLAS_API_H_ / CURAND_H_ / _CUFFT_H_ / CUSOLVER_COMMON_H_, ...): our headers define the same names.
// RUN: %nvcc -c -arch=gfx1100 %s -o %t.o
// RUN: %nvcc -x c++ -c %s -DHOST_ONLY -o %t.host.o
#include <cuda_runtime.h>
#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cublas_v2.h>
#include <curand.h>
#include <cusparse.h>
#include <cufftXt.h>
#include <cusolverDn.h>
#include <nvml.h>
#ifndef __CUDA_RUNTIME_H__
#error "__CUDA_RUNTIME_H__"
#endif
#if !defined(_CUFFT_H_) || !defined(_CUFFTXT_H_)
#error "_CUFFT_H_ / _CUFFTXT_H_"
#endif
#if !defined(CUSOLVER_COMMON_H_) || !defined(CUSOLVERDN_H_)
#error "CUSOLVER_COMMON_H_ / CUSOLVERDN_H_"
#endif
#ifndef __nvml_nvml_h__
#error "__nvml_nvml_h__"
#endif
#ifndef __CUDA_RUNTIME_API_H__
#error "__CUDA_RUNTIME_API_H__"
#endif
#ifndef __DRIVER_TYPES_H__
#error "__DRIVER_TYPES_H__"
#endif
#ifndef __VECTOR_TYPES_H__
#error "__VECTOR_TYPES_H__"
#endif
#ifndef __cuda_cuda_h__
#error "__cuda_cuda_h__"
#endif
#ifndef __CUDA_FP16_H__
#error "__CUDA_FP16_H__"
#endif
#ifndef __CUDA_BF16_H__
#error "__CUDA_BF16_H__"
#endif
#ifndef CUBLAS_API_H_
#error "CUBLAS_API_H_"
#endif
#ifndef CURAND_H_
#error "CURAND_H_"
#endif
#ifndef CUSPARSEAPI
#error "CUSPARSEAPI"
#endif
int main() { return 0; }
