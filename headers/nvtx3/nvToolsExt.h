/* SPDX-License-Identifier: Apache-2.0 */
/* NVTX 3 C API (the NVIDIA Tools Extension): markers, ranges, domains and registered strings for
 * profilers. Written from the documented API; types, constants and layouts as NVIDIA's NVTX 3
 * defines them (checked by test/lit/nvtx/layout.c). On AMD the calls go to ROCTX, which rocprof
 * and the other ROCm profilers record (__scale_amd/nvtx/impl.h); with no ROCm profiler library
 * every call is the no-op NVTX is without a tool. Header-only like NVIDIA's: nothing to link
 * (libnvToolsExt.so.1 exists for programs that link -lnvToolsExt). The functions come from
 * __scale_amd/nvtx/nvtx_api.def. */
#ifndef NVTOOLSEXT_H_
#define NVTOOLSEXT_H_
#ifndef NVTX_VERSION
#define NVTX_VERSION 3
#endif

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NVTX_SUCCESS 0
#define NVTX_FAIL 1
#define NVTX_ERR_INIT_LOAD_PROPERTY 2
#define NVTX_ERR_INIT_ACCESS_LIBRARY 3
#define NVTX_ERR_INIT_LOAD_LIBRARY 4
#define NVTX_ERR_INIT_MISSING_LIBRARY_ENTRY_POINT 5
#define NVTX_ERR_INIT_FAILED_LIBRARY_ENTRY_POINT 6
#define NVTX_ERR_NO_INJECTION_LIBRARY_AVAILABLE 7
#define NVTX_NO_PUSH_POP_TRACKING ((int)-2)

typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st nvtxDomainRegistration;
typedef nvtxDomainRegistration *nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st nvtxStringRegistration;
typedef nvtxStringRegistration *nvtxStringHandle_t;
typedef struct nvtxResourceHandle *nvtxResourceHandle_t;

typedef enum nvtxColorType_t { NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1 } nvtxColorType_t;

typedef enum nvtxMessageType_t {
  NVTX_MESSAGE_UNKNOWN = 0,
  NVTX_MESSAGE_TYPE_ASCII = 1,
  NVTX_MESSAGE_TYPE_UNICODE = 2,
  NVTX_MESSAGE_TYPE_REGISTERED = 3
} nvtxMessageType_t;

typedef union nvtxMessageValue_t {
  const char *ascii;
  const wchar_t *unicode;
  nvtxStringHandle_t registered;
} nvtxMessageValue_t;

typedef enum nvtxPayloadType_t {
  NVTX_PAYLOAD_UNKNOWN = 0,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
  NVTX_PAYLOAD_TYPE_INT64 = 2,
  NVTX_PAYLOAD_TYPE_DOUBLE = 3,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
  NVTX_PAYLOAD_TYPE_INT32 = 5,
  NVTX_PAYLOAD_TYPE_FLOAT = 6
} nvtxPayloadType_t;

typedef struct nvtxEventAttributes_v2 {
  uint16_t version;
  uint16_t size;
  uint32_t category;
  int32_t colorType;
  uint32_t color;
  int32_t payloadType;
  int32_t reserved0;
  union payload_t {
    uint64_t ullValue;
    int64_t llValue;
    double dValue;
    uint32_t uiValue;
    int32_t iValue;
    float fValue;
  } payload;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxEventAttributes_v2;
typedef struct nvtxEventAttributes_v2 nvtxEventAttributes_t;
#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxEventAttributes_t)))

/* Resource naming. */
#define NVTX_RESOURCE_MAKE_TYPE(CLASS, INDEX) ((((uint32_t)(NVTX_RESOURCE_CLASS_##CLASS)) << 16) | ((uint32_t)(INDEX)))
#define NVTX_RESOURCE_CLASS_GENERIC 1
typedef enum nvtxResourceGenericType_t {
  NVTX_RESOURCE_TYPE_UNKNOWN = 0,
  NVTX_RESOURCE_TYPE_GENERIC_POINTER = NVTX_RESOURCE_MAKE_TYPE(GENERIC, 1),
  NVTX_RESOURCE_TYPE_GENERIC_HANDLE = NVTX_RESOURCE_MAKE_TYPE(GENERIC, 2),
  NVTX_RESOURCE_TYPE_GENERIC_THREAD_NATIVE = NVTX_RESOURCE_MAKE_TYPE(GENERIC, 3),
  NVTX_RESOURCE_TYPE_GENERIC_THREAD_POSIX = NVTX_RESOURCE_MAKE_TYPE(GENERIC, 4)
} nvtxResourceGenericType_t;

typedef struct nvtxResourceAttributes_v0 {
  uint16_t version;
  uint16_t size;
  int32_t identifierType;
  union identifier_t {
    const void *pValue;
    uint64_t ullValue;
  } identifier;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxResourceAttributes_v0;
typedef struct nvtxResourceAttributes_v0 nvtxResourceAttributes_t;
#define NVTX_RESOURCE_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxResourceAttributes_v0)))

#ifdef __cplusplus
}
#endif

#include "../__scale_amd/nvtx/impl.h"

#ifdef __cplusplus
extern "C" {
#endif
#define __SA_NVTX_WANT_core 1
#define __SA_NVTX_WANT_cudart 0
#define __SA_NVTX_WANT_cuda 0
#include "../__scale_amd/nvtx/functions.h"
#ifdef __cplusplus
}
#endif

/* The unsuffixed names pick the ASCII or, with UNICODE defined, the wide form. */
#ifdef UNICODE
#define nvtxMark nvtxMarkW
#define nvtxRangeStart nvtxRangeStartW
#define nvtxRangePush nvtxRangePushW
#define nvtxNameCategory nvtxNameCategoryW
#define nvtxNameOsThread nvtxNameOsThreadW
#define nvtxDomainCreate nvtxDomainCreateW
#define nvtxDomainNameCategory nvtxDomainNameCategoryW
#define nvtxDomainRegisterString nvtxDomainRegisterStringW
#else
#define nvtxMark nvtxMarkA
#define nvtxRangeStart nvtxRangeStartA
#define nvtxRangePush nvtxRangePushA
#define nvtxNameCategory nvtxNameCategoryA
#define nvtxNameOsThread nvtxNameOsThreadA
#define nvtxDomainCreate nvtxDomainCreateA
#define nvtxDomainNameCategory nvtxDomainNameCategoryA
#define nvtxDomainRegisterString nvtxDomainRegisterStringA
#endif

#endif
