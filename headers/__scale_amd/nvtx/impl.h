/* SPDX-License-Identifier: Apache-2.0 */
/* What the NVTX functions do (nvtx_api.def names one of these per function).
 *
 * NVIDIA's NVTX is a header-only front end that hands every call to a profiler's injection
 * library, and does nothing when none is attached. On AMD the profilers (rocprof, rocprofv3,
 * omnitrace) read ROCTX markers instead, so here the front end forwards to ROCTX: the first call
 * looks for the ROCTX library (SCALE_AMD_ROCTX_LIBRARY, then libroctx64 of ROCm 5/6, then
 * rocprofiler-sdk's roctx) with dlopen, once per process image, and each call goes to roctxMarkA,
 * roctxRangePushA/Pop or roctxRangeStartA/Stop. NVTX messages become ROCTX's ASCII messages
 * (wide strings converted, registered strings resolved). Categories, colours, payloads, names of
 * threads/streams/devices have no ROCTX counterpart and are dropped.
 *
 * Without ROCTX every function returns what NVIDIA's NVTX 3 returns with no tool attached
 * (measured with CUDA 13's headers): push/pop -2 (NVTX_NO_PUSH_POP_TRACKING), range ids 0,
 * domain/string/resource handles NULL. */
#ifndef __SCALE_AMD_NVTX_IMPL_H__
#define __SCALE_AMD_NVTX_IMPL_H__

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#ifdef __SCALE_AMD_NVTX_EXPORT
/* libnvToolsExt.so.1 (nvtx/): the API functions are real exported symbols. */
#define __SA_NVTX_API __attribute__((visibility("default")))
#else
#define __SA_NVTX_API static inline __attribute__((unused))
#endif
#define __SA_NVTX_IMPL static inline __attribute__((unused))

typedef struct {
  void (*mark)(const char *);
  int (*push)(const char *);
  int (*pop)(void);
  uint64_t (*start)(const char *);
  void (*stop)(uint64_t);
} __sa_nvtx_roctx_t;

static __sa_nvtx_roctx_t __sa_nvtx_roctx_table;
static int __sa_nvtx_roctx_loaded;
static pthread_once_t __sa_nvtx_roctx_once = PTHREAD_ONCE_INIT;

__SA_NVTX_IMPL void __sa_nvtx_roctx_load(void) {
  static const char *const names[] = {"libroctx64.so.4", "libroctx64.so",
                                      "librocprofiler-sdk-roctx.so.1",
                                      "librocprofiler-sdk-roctx.so.0",
                                      "librocprofiler-sdk-roctx.so"};
  const char *forced = getenv("SCALE_AMD_ROCTX_LIBRARY");
  void *lib = NULL;
  if (forced && *forced) {
    lib = dlopen(forced, RTLD_NOW | RTLD_LOCAL);
  } else {
    for (size_t i = 0; !lib && i < sizeof(names) / sizeof(names[0]); ++i)
      lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  }
  if (!lib)
    return;
  __sa_nvtx_roctx_t t;
  *(void **)&t.mark = dlsym(lib, "roctxMarkA");
  *(void **)&t.push = dlsym(lib, "roctxRangePushA");
  *(void **)&t.pop = dlsym(lib, "roctxRangePop");
  *(void **)&t.start = dlsym(lib, "roctxRangeStartA");
  *(void **)&t.stop = dlsym(lib, "roctxRangeStop");
  if (!t.mark || !t.push || !t.pop || !t.start || !t.stop) {
    dlclose(lib);
    return;
  }
  __sa_nvtx_roctx_table = t;
  __sa_nvtx_roctx_loaded = 1;
}

/* The ROCTX entry points, or NULL when no ROCTX library could be loaded. */
__SA_NVTX_IMPL const __sa_nvtx_roctx_t *__sa_nvtx_roctx(void) {
  pthread_once(&__sa_nvtx_roctx_once, __sa_nvtx_roctx_load);
  return __sa_nvtx_roctx_loaded ? &__sa_nvtx_roctx_table : NULL;
}

/* Wide messages as ASCII for ROCTX (non-ASCII characters become '?', long ones are cut). */
typedef struct { char text[512]; } __sa_nvtx_narrow_t;
__SA_NVTX_IMPL __sa_nvtx_narrow_t __sa_nvtx_narrow(const wchar_t *w) {
  __sa_nvtx_narrow_t n;
  size_t i = 0;
  for (; w && w[i] && i + 1 < sizeof(n.text); ++i)
    n.text[i] = (w[i] > 0 && w[i] < 128) ? (char)w[i] : '?';
  n.text[i] = '\0';
  return n;
}

/* The message of an event attribute structure as ASCII, in Buf when it must be converted. */
__SA_NVTX_IMPL const char *__sa_nvtx_message(const nvtxEventAttributes_t *a, __sa_nvtx_narrow_t *buf) {
  if (!a)
    return "";
  switch (a->messageType) {
  case NVTX_MESSAGE_TYPE_ASCII: return a->message.ascii ? a->message.ascii : "";
  case NVTX_MESSAGE_TYPE_UNICODE: *buf = __sa_nvtx_narrow(a->message.unicode); return buf->text;
  case NVTX_MESSAGE_TYPE_REGISTERED: return a->message.registered ? (const char *)a->message.registered : "";
  default: return "";
  }
}

__SA_NVTX_IMPL void __sa_nvtx_ignore1(const void *p) { (void)p; }

__SA_NVTX_IMPL void __sa_nvtx_markA(const char *m) {
  const __sa_nvtx_roctx_t *r = __sa_nvtx_roctx();
  if (r)
    r->mark(m ? m : "");
}
__SA_NVTX_IMPL void __sa_nvtx_markW(const wchar_t *m) {
  if (__sa_nvtx_roctx()) {
    __sa_nvtx_narrow_t n = __sa_nvtx_narrow(m);
    __sa_nvtx_markA(n.text);
  }
}
__SA_NVTX_IMPL void __sa_nvtx_markEx(const nvtxEventAttributes_t *a) {
  if (__sa_nvtx_roctx()) {
    __sa_nvtx_narrow_t n;
    __sa_nvtx_markA(__sa_nvtx_message(a, &n));
  }
}

__SA_NVTX_IMPL int __sa_nvtx_pushA(const char *m) {
  const __sa_nvtx_roctx_t *r = __sa_nvtx_roctx();
  return r ? r->push(m ? m : "") : NVTX_NO_PUSH_POP_TRACKING;
}
__SA_NVTX_IMPL int __sa_nvtx_pushW(const wchar_t *m) {
  if (!__sa_nvtx_roctx())
    return NVTX_NO_PUSH_POP_TRACKING;
  __sa_nvtx_narrow_t n = __sa_nvtx_narrow(m);
  return __sa_nvtx_pushA(n.text);
}
__SA_NVTX_IMPL int __sa_nvtx_pushEx(const nvtxEventAttributes_t *a) {
  if (!__sa_nvtx_roctx())
    return NVTX_NO_PUSH_POP_TRACKING;
  __sa_nvtx_narrow_t n;
  return __sa_nvtx_pushA(__sa_nvtx_message(a, &n));
}
__SA_NVTX_IMPL int __sa_nvtx_pop(void) {
  const __sa_nvtx_roctx_t *r = __sa_nvtx_roctx();
  return r ? r->pop() : NVTX_NO_PUSH_POP_TRACKING;
}

__SA_NVTX_IMPL nvtxRangeId_t __sa_nvtx_startA(const char *m) {
  const __sa_nvtx_roctx_t *r = __sa_nvtx_roctx();
  return r ? (nvtxRangeId_t)r->start(m ? m : "") : 0;
}
__SA_NVTX_IMPL nvtxRangeId_t __sa_nvtx_startW(const wchar_t *m) {
  if (!__sa_nvtx_roctx())
    return 0;
  __sa_nvtx_narrow_t n = __sa_nvtx_narrow(m);
  return __sa_nvtx_startA(n.text);
}
__SA_NVTX_IMPL nvtxRangeId_t __sa_nvtx_startEx(const nvtxEventAttributes_t *a) {
  if (!__sa_nvtx_roctx())
    return 0;
  __sa_nvtx_narrow_t n;
  return __sa_nvtx_startA(__sa_nvtx_message(a, &n));
}
__SA_NVTX_IMPL void __sa_nvtx_end(nvtxRangeId_t id) {
  const __sa_nvtx_roctx_t *r = __sa_nvtx_roctx();
  if (r)
    r->stop((uint64_t)id);
}

__SA_NVTX_IMPL char *__sa_nvtx_copy(const char *s) {
  size_t n = strlen(s) + 1;
  char *c = (char *)malloc(n);
  if (c)
    memcpy(c, s, n);
  return c;
}

/* Domains and registered strings exist only while a profiler listens (as with NVIDIA's NVTX):
 * a domain handle then owns a copy of its name, a registered string handle a copy of the text. */
__SA_NVTX_IMPL nvtxDomainHandle_t __sa_nvtx_domainCreateA(const char *name) {
  return __sa_nvtx_roctx() ? (nvtxDomainHandle_t)__sa_nvtx_copy(name ? name : "") : NULL;
}
__SA_NVTX_IMPL nvtxDomainHandle_t __sa_nvtx_domainCreateW(const wchar_t *name) {
  __sa_nvtx_narrow_t n = __sa_nvtx_narrow(name);
  return __sa_nvtx_domainCreateA(n.text);
}
__SA_NVTX_IMPL void __sa_nvtx_domainDestroy(nvtxDomainHandle_t d) { free((void *)d); }
__SA_NVTX_IMPL nvtxStringHandle_t __sa_nvtx_registerA(const char *s) {
  return __sa_nvtx_roctx() ? (nvtxStringHandle_t)__sa_nvtx_copy(s ? s : "") : NULL;
}
__SA_NVTX_IMPL nvtxStringHandle_t __sa_nvtx_registerW(const wchar_t *s) {
  __sa_nvtx_narrow_t n = __sa_nvtx_narrow(s);
  return __sa_nvtx_registerA(n.text);
}
__SA_NVTX_IMPL nvtxResourceHandle_t __sa_nvtx_resourceCreate(const void *attribs) {
  (void)attribs;
  return NULL;
}

#endif
