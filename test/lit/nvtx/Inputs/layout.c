/* SPDX-License-Identifier: Apache-2.0 */
/* NVTX's ABI as NVIDIA's NVTX 3 headers define it (sizes, offsets and values measured by
 * compiling against CUDA 13's nvtx3 headers): a tool or library built against NVIDIA's headers
 * exchanges these structures with ours. Compiled as C and as CUDA by layout.test. */
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>
#include <nvtx3/nvToolsExtCuda.h>
#include <stddef.h>

_Static_assert(NVTX_VERSION == 3, "version");
_Static_assert(sizeof(nvtxEventAttributes_t) == 48 && NVTX_EVENT_ATTRIB_STRUCT_SIZE == 48, "event size");
_Static_assert(offsetof(nvtxEventAttributes_t, category) == 4, "category");
_Static_assert(offsetof(nvtxEventAttributes_t, colorType) == 8, "colorType");
_Static_assert(offsetof(nvtxEventAttributes_t, color) == 12, "color");
_Static_assert(offsetof(nvtxEventAttributes_t, payloadType) == 16, "payloadType");
_Static_assert(offsetof(nvtxEventAttributes_t, payload) == 24, "payload");
_Static_assert(offsetof(nvtxEventAttributes_t, messageType) == 32, "messageType");
_Static_assert(offsetof(nvtxEventAttributes_t, message) == 40, "message");
_Static_assert(sizeof(nvtxResourceAttributes_t) == 32, "resource size");
_Static_assert(offsetof(nvtxResourceAttributes_t, identifierType) == 4, "identifierType");
_Static_assert(offsetof(nvtxResourceAttributes_t, identifier) == 8, "identifier");
_Static_assert(offsetof(nvtxResourceAttributes_t, messageType) == 16, "resource messageType");
_Static_assert(offsetof(nvtxResourceAttributes_t, message) == 24, "resource message");
_Static_assert(NVTX_COLOR_ARGB == 1 && NVTX_MESSAGE_TYPE_ASCII == 1 && NVTX_MESSAGE_TYPE_UNICODE == 2 &&
               NVTX_MESSAGE_TYPE_REGISTERED == 3, "message types");
_Static_assert(NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 == 1 && NVTX_PAYLOAD_TYPE_INT64 == 2 &&
               NVTX_PAYLOAD_TYPE_DOUBLE == 3 && NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 == 4 &&
               NVTX_PAYLOAD_TYPE_INT32 == 5 && NVTX_PAYLOAD_TYPE_FLOAT == 6, "payload types");
_Static_assert(NVTX_NO_PUSH_POP_TRACKING == -2, "no tracking");
_Static_assert(NVTX_RESOURCE_TYPE_GENERIC_POINTER == 65537 && NVTX_RESOURCE_TYPE_GENERIC_HANDLE == 65538 &&
               NVTX_RESOURCE_TYPE_GENERIC_THREAD_NATIVE == 65539 &&
               NVTX_RESOURCE_TYPE_GENERIC_THREAD_POSIX == 65540, "generic resources");
_Static_assert(NVTX_RESOURCE_TYPE_CUDART_DEVICE == 327680 && NVTX_RESOURCE_TYPE_CUDART_STREAM == 327681 &&
               NVTX_RESOURCE_TYPE_CUDART_EVENT == 327682, "cudart resources");
