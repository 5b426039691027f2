// SPDX-License-Identifier: Apache-2.0
// One CUDA runtime per process, however many copies of libcudart it holds.
//
// A program linked with libcudart_static.a carries its own copy of the runtime; a library it
// uses (libcublas.so, or one it loads with dlopen) may bring libcudart.so.12; another library may
// embed the static archive too. CUDA programs expect one runtime: an error a library records is
// the program's cudaGetLastError, a kernel one registers is launchable from any, a stream's
// attributes are the same everywhere. ELF interposition gives that only when the executable
// happens to export the functions the library calls (GNU ld does when it sees libcudart.so.12 at
// link time); a library loaded with dlopen gets a second runtime.
//
// So every copy carries an Instance, the table of its process-wide state, and a marker pointing
// at it: an ELF note (owner "SCALE_AMD", type InstanceNoteType) holding the Instance's offset
// from the note, which no strip or symbol visibility removes. The first loaded object (in
// dl_iterate_phdr order: the executable, then libraries in load order) whose note names a
// compatible Instance holds the process's runtime; every copy finds the same one, and a copy
// deciding later still agrees, since objects loaded later come after it. A copy that is not the
// runtime forwards its process-wide state to it through the table: the thread's last error, the
// sticky error, the loaded HIP, kernel and variable registrations, the <<<>>> configuration
// stack and stream attributes. The runtime's library is pinned (RTLD_NODELETE).
//
// Compatibility: an Instance of another layout (InstanceVersion, its size, or a HipApi built
// from another HipFunctions.def) is passed over; its copy then keeps its own state.
#ifndef SCALE_AMD_RUNTIME_INSTANCE_H
#define SCALE_AMD_RUNTIME_INSTANCE_H

#include "Hip.h"

#include <atomic>
#include <cstdint>

#define SCALE_HIDDEN __attribute__((visibility("hidden")))

namespace scale {

/// Bump when Instance or what its pointers see changes.
constexpr uint32_t InstanceVersion = 1;
constexpr uint32_t InstanceNoteType = 0x53434131; // "SCA1"

struct Instance {
  // Size and Version stay first in every version: a copy reads them from another's Instance.
  uint32_t Size;
  uint32_t Version;
  uint64_t HipApiFingerprint;
  // Errors.cpp
  cudaError_t *(*LastError)(); ///< the calling thread's last error
  std::atomic<int> *(*Sticky)();
  // Hip.cpp
  const HipLoader *Hip;
  // Registration.cpp
  void **(*RegisterFatBinary)(const void *);
  void (*RegisterFunction)(void **, const void *, char *, const char *, unsigned, void *, void *,
                           void *, void *, int *);
  void (*RegisterVar)(void **, void *, char *, char *, int, size_t, int, int);
  void (*RegisterManagedVar)(void *, void **, void *, const char *, size_t, unsigned);
  void (*RegisterSurface)(void **, void *, char *, char *, int, int);
  void (*RegisterTexture)(void **, void *, char *, char *, int, int, int);
  // Launch.cpp
  unsigned (*PushCallConfiguration)(dim3, dim3, size_t, cudaStream_t);
  cudaError_t (*PopCallConfiguration)(dim3 *, dim3 *, size_t *, cudaStream_t *);
  // StreamAttributes.cpp
  cudaError_t (*StreamSetAttribute)(cudaStream_t, cudaStreamAttrID, const cudaStreamAttrValue *);
  cudaError_t (*StreamGetAttribute)(cudaStream_t, cudaStreamAttrID, cudaStreamAttrValue *);
  cudaError_t (*StreamCopyAttributes)(cudaStream_t, cudaStream_t);
  cudaError_t (*StreamDestroy)(cudaStream_t);
};

/// The process's runtime: this copy's Instance or the one of the copy that holds it.
const Instance &runtime();

// This copy's implementations, which its Instance points to (hidden: a static copy embedded in
// a shared library must not export them, nor have them interposed).
SCALE_HIDDEN cudaError_t *lastErrorSlot();
SCALE_HIDDEN std::atomic<int> *stickySlot();
SCALE_HIDDEN void **registerFatBinary(const void *);
SCALE_HIDDEN void registerFunction(void **, const void *, char *, const char *, unsigned, void *,
                                   void *, void *, void *, int *);
SCALE_HIDDEN void registerVar(void **, void *, char *, char *, int, size_t, int, int);
SCALE_HIDDEN void registerManagedVar(void *, void **, void *, const char *, size_t, unsigned);
SCALE_HIDDEN void registerSurface(void **, void *, char *, char *, int, int);
SCALE_HIDDEN void registerTexture(void **, void *, char *, char *, int, int, int);
SCALE_HIDDEN unsigned pushCallConfiguration(dim3, dim3, size_t, cudaStream_t);
SCALE_HIDDEN cudaError_t popCallConfiguration(dim3 *, dim3 *, size_t *, cudaStream_t *);
SCALE_HIDDEN cudaError_t streamSetAttribute(cudaStream_t, cudaStreamAttrID,
                                            const cudaStreamAttrValue *);
SCALE_HIDDEN cudaError_t streamGetAttribute(cudaStream_t, cudaStreamAttrID,
                                            cudaStreamAttrValue *);
SCALE_HIDDEN cudaError_t streamCopyAttributes(cudaStream_t, cudaStream_t);
SCALE_HIDDEN cudaError_t streamDestroy(cudaStream_t);

} // namespace scale

#endif
