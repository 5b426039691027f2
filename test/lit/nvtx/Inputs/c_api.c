/* SPDX-License-Identifier: Apache-2.0 */
/* Every kind of NVTX C call, printing what each returns (used with and without ROCTX). */
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>
#include <nvtx3/nvToolsExtCuda.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  nvtxInitialize(NULL);
  nvtxMarkA("mark-a");
  nvtxMarkW(L"mark-w\u00e9");
  int a = nvtxRangePushA("push-a");
  int b = nvtxRangePushW(L"push-w");
  printf("push %d %d\n", a, b);
  printf("pop %d\n", nvtxRangePop());
  printf("pop %d\n", nvtxRangePop());
  /* The unsuffixed names are the ASCII functions (without UNICODE). */
  nvtxMark("mark-unsuffixed");
  printf("push %d\n", nvtxRangePush("push-unsuffixed"));
  printf("pop %d\n", nvtxRangePop());

  nvtxDomainHandle_t d = nvtxDomainCreateA("dom");
  nvtxStringHandle_t s = nvtxDomainRegisterStringA(d, "registered");
  printf("domain %s string %s\n", d ? "set" : "null", s ? "set" : "null");
  nvtxEventAttributes_t e;
  memset(&e, 0, sizeof e);
  e.version = NVTX_VERSION;
  e.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  e.colorType = NVTX_COLOR_ARGB;
  e.color = 0xff00ff00u;
  e.payloadType = NVTX_PAYLOAD_TYPE_INT32;
  e.payload.iValue = 7;
  e.messageType = NVTX_MESSAGE_TYPE_REGISTERED;
  e.message.registered = s;
  printf("domain push %d\n", nvtxDomainRangePushEx(d, &e));
  printf("domain pop %d\n", nvtxDomainRangePop(d));
  e.messageType = NVTX_MESSAGE_TYPE_ASCII;
  e.message.ascii = "start-ex";
  nvtxRangeId_t r1 = nvtxRangeStartEx(&e);
  nvtxRangeId_t r2 = nvtxDomainRangeStartEx(d, &e);
  printf("ids %llu %llu\n", (unsigned long long)r1, (unsigned long long)r2);
  nvtxRangeEnd(r1);
  nvtxDomainRangeEnd(d, r2);
  nvtxDomainMarkEx(d, &e);
  nvtxNameCategoryA(1, "cat");
  nvtxNameOsThreadA(0, "thread");
  nvtxNameCudaStreamA((cudaStream_t)0, "stream");
  nvtxNameCudaStream((cudaStream_t)0, "stream");
  nvtxNameCuStream((CUstream)0, "stream");
  nvtxNameCudaDeviceA(0, "device");
  nvtxNameCuDeviceA(0, "cu-device");
  nvtxResourceAttributes_t ra;
  memset(&ra, 0, sizeof ra);
  printf("resource %s\n", nvtxDomainResourceCreate(d, &ra) ? "set" : "null");
  nvtxDomainDestroy(d);
  return 0;
}
