/* SPDX-License-Identifier: Apache-2.0 */
/* cuFFT's extension API on AMD: plans over cudaDataType (cufftXtMakePlanMany, cufftXtExec), the
 * work-area policy, and the types of callbacks and multi-GPU descriptors. This toolkit runs one
 * GPU and no callbacks: cufftXtSetCallback and the descriptor functions answer
 * CUFFT_NOT_SUPPORTED (docs/cufft.md). Functions: the xt rows of __scale_amd/cufft/cufft_api.def. */
#ifndef __SCALE_AMD_CUFFTXT_H__
#define __SCALE_AMD_CUFFTXT_H__
#define _CUFFTXT_H_ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */

#include "cufft.h"

#if defined(__cplusplus)
extern "C" {
#endif

#define MAX_CUDA_DESCRIPTOR_GPUS 64

typedef enum cufftXtSubFormat_t {
  CUFFT_XT_FORMAT_INPUT = 0x00,
  CUFFT_XT_FORMAT_OUTPUT = 0x01,
  CUFFT_XT_FORMAT_INPLACE = 0x02,
  CUFFT_XT_FORMAT_INPLACE_SHUFFLED = 0x03,
  CUFFT_XT_FORMAT_1D_INPUT_SHUFFLED = 0x04,
  CUFFT_XT_FORMAT_DISTRIBUTED_INPUT = 0x05,
  CUFFT_XT_FORMAT_DISTRIBUTED_OUTPUT = 0x06,
  CUFFT_FORMAT_UNDEFINED = 0x07
} cufftXtSubFormat;

typedef enum cufftXtCopyType_t {
  CUFFT_COPY_HOST_TO_DEVICE = 0x00,
  CUFFT_COPY_DEVICE_TO_HOST = 0x01,
  CUFFT_COPY_DEVICE_TO_DEVICE = 0x02,
  CUFFT_COPY_UNDEFINED = 0x03
} cufftXtCopyType;

typedef enum cufftXtQueryType_t { CUFFT_QUERY_1D_FACTORS = 0x00, CUFFT_QUERY_UNDEFINED = 0x01 } cufftXtQueryType;

typedef struct cufftXt1dFactors_t {
  long long int size;
  long long int stringCount;
  long long int stringLength;
  long long int substringLength;
  long long int factor1;
  long long int factor2;
  long long int stringMask;
  long long int substringMask;
  long long int factor1Mask;
  long long int factor2Mask;
  int stringShift;
  int substringShift;
  int factor1Shift;
  int factor2Shift;
} cufftXt1dFactors;

typedef enum cufftXtWorkAreaPolicy_t {
  CUFFT_WORKAREA_MINIMAL = 0,
  CUFFT_WORKAREA_USER = 1,
  CUFFT_WORKAREA_PERFORMANCE = 2
} cufftXtWorkAreaPolicy;

typedef enum cufftXtCallbackType_t {
  CUFFT_CB_LD_COMPLEX = 0x0,
  CUFFT_CB_LD_COMPLEX_DOUBLE = 0x1,
  CUFFT_CB_LD_REAL = 0x2,
  CUFFT_CB_LD_REAL_DOUBLE = 0x3,
  CUFFT_CB_ST_COMPLEX = 0x4,
  CUFFT_CB_ST_COMPLEX_DOUBLE = 0x5,
  CUFFT_CB_ST_REAL = 0x6,
  CUFFT_CB_ST_REAL_DOUBLE = 0x7,
  CUFFT_CB_UNDEFINED = 0x8
} cufftXtCallbackType;

typedef cufftComplex (*cufftCallbackLoadC)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);
typedef cufftDoubleComplex (*cufftCallbackLoadZ)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);
typedef cufftReal (*cufftCallbackLoadR)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);
typedef cufftDoubleReal (*cufftCallbackLoadD)(void *dataIn, size_t offset, void *callerInfo, void *sharedPointer);
typedef void (*cufftCallbackStoreC)(void *dataOut, size_t offset, cufftComplex element, void *callerInfo, void *sharedPointer);
typedef void (*cufftCallbackStoreZ)(void *dataOut, size_t offset, cufftDoubleComplex element, void *callerInfo, void *sharedPointer);
typedef void (*cufftCallbackStoreR)(void *dataOut, size_t offset, cufftReal element, void *callerInfo, void *sharedPointer);
typedef void (*cufftCallbackStoreD)(void *dataOut, size_t offset, cufftDoubleReal element, void *callerInfo, void *sharedPointer);

typedef struct cudaXtDesc_t {
  int version;
  int nGPUs;
  int GPUs[MAX_CUDA_DESCRIPTOR_GPUS];
  void *data[MAX_CUDA_DESCRIPTOR_GPUS];
  size_t size[MAX_CUDA_DESCRIPTOR_GPUS];
  void *cudaXtState;
} cudaXtDesc;

typedef enum libFormat_t { LIB_FORMAT_CUFFT = 0x0, LIB_FORMAT_UNDEFINED = 0x1 } libFormat;

typedef struct cudaLibXtDesc_t {
  int version;
  cudaXtDesc *descriptor;
  libFormat library;
  int subFormat;
  void *libDescriptor;
} cudaLibXtDesc;

#define __SCALE_AMD_CUFFT_plan(N, P)
#define __SCALE_AMD_CUFFT_extensible(N, P)
#define __SCALE_AMD_CUFFT_exec(N, P)
#define __SCALE_AMD_CUFFT_helper(N, P)
#define __SCALE_AMD_CUFFT_xt __SCALE_AMD_CUFFT_DECL
#define CUFFT_FN(Name, Suffix, Family, Params) __SCALE_AMD_CUFFT_##Family(Name##Suffix, Params)
#include "__scale_amd/cufft/cufft_api.def"
#undef CUFFT_FN
#undef __SCALE_AMD_CUFFT_plan
#undef __SCALE_AMD_CUFFT_extensible
#undef __SCALE_AMD_CUFFT_exec
#undef __SCALE_AMD_CUFFT_helper
#undef __SCALE_AMD_CUFFT_xt

#if defined(__cplusplus)
}
#endif

#endif /* __SCALE_AMD_CUFFTXT_H__ */
