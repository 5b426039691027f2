// SPDX-License-Identifier: Apache-2.0
// The process's runtime: this copy's Instance, its ELF note, and the search for the first
// compatible one among the loaded objects (Instance.h).
#include "Instance.h"

#include <cstring>
#include <dlfcn.h>
#include <link.h>

namespace scale {
namespace {

/// FNV-1a over the names of HipFunctions.def: two copies built from different tables must not
/// share a HipApi.
constexpr uint64_t fingerprint() {
  uint64_t H = 1469598103934665603ull;
  const char *Names[] = {
#define HIP_FN(ret, name, params) #name,
#include "HipFunctions.def"
#undef HIP_FN
  };
  for (const char *N : Names)
    for (; *N; ++N)
      H = (H ^ static_cast<unsigned char>(*N)) * 1099511628211ull;
  return H ^ sizeof(HipApi);
}

} // namespace
} // namespace scale

using namespace scale;

/// This copy's Instance; the note below holds its offset. Constant-initialized: another copy may
/// read it before this one's constructors run.
extern "C" SCALE_HIDDEN __attribute__((used)) const Instance __scale_amd_cudart_instance = {
    sizeof(Instance),
    InstanceVersion,
    fingerprint(),
    &lastErrorSlot,
    &stickySlot,
    &OwnHipLoader,
    &registerFatBinary,
    &registerFunction,
    &registerVar,
    &registerManagedVar,
    &registerSurface,
    &registerTexture,
    &pushCallConfiguration,
    &popCallConfiguration,
    &streamSetAttribute,
    &streamGetAttribute,
    &streamCopyAttributes,
    &streamDestroy,
};

// The note: namesz, descsz, type, "SCALE_AMD\0" padded to 4, then the Instance's address minus
// the descriptor's (resolved at link time: no dynamic relocation in a read-only note). "R"
// keeps it through --gc-sections.
asm(".pushsection .note.scale-amd.cudart,\"aR\",@note\n"
    ".balign 4\n"
    ".long 10\n"
    ".long 8\n"
    ".long 0x53434131\n"
    ".asciz \"SCALE_AMD\"\n"
    ".balign 4\n"
    "0: .quad __scale_amd_cudart_instance - 0b\n"
    ".popsection\n");
static_assert(InstanceNoteType == 0x53434131, "the note above spells the type out");

namespace {

bool compatible(const Instance *I) {
  return I->Version == InstanceVersion && I->Size >= sizeof(Instance) &&
         I->HipApiFingerprint == __scale_amd_cudart_instance.HipApiFingerprint;
}

struct Search {
  const Instance *Found = nullptr;
  const char *Object = nullptr; ///< its file name, empty for the executable
};

/// The first loaded object carrying a compatible Instance note.
int visit(dl_phdr_info *Info, size_t, void *Data) {
  auto *S = static_cast<Search *>(Data);
  for (int P = 0; P < Info->dlpi_phnum; ++P) {
    const ElfW(Phdr) &Ph = Info->dlpi_phdr[P];
    if (Ph.p_type != PT_NOTE)
      continue;
    const char *Begin = reinterpret_cast<const char *>(Info->dlpi_addr + Ph.p_vaddr);
    const char *End = Begin + Ph.p_memsz;
    for (const char *N = Begin; N + sizeof(ElfW(Nhdr)) <= End;) {
      const auto *H = reinterpret_cast<const ElfW(Nhdr) *>(N);
      const char *Name = N + sizeof(ElfW(Nhdr));
      const char *Desc = Name + ((H->n_namesz + 3) & ~3u);
      const char *Next = Desc + ((H->n_descsz + 3) & ~3u);
      if (Next > End)
        break;
      if (H->n_type == InstanceNoteType && H->n_namesz == 10 && H->n_descsz == 8 &&
          !std::memcmp(Name, "SCALE_AMD", 10)) {
        int64_t Offset;
        std::memcpy(&Offset, Desc, sizeof(Offset));
        const auto *I = reinterpret_cast<const Instance *>(Desc + Offset);
        if (compatible(I)) {
          S->Found = I;
          S->Object = Info->dlpi_name;
          return 1;
        }
      }
      N = Next;
    }
  }
  return 0;
}

const Instance *find() {
  Search S;
  dl_iterate_phdr(&visit, &S);
  if (!S.Found)
    return &__scale_amd_cudart_instance; // not reached: this copy's own note is loaded
  // The runtime's library stays loaded as long as this copy may call it.
  if (S.Found != &__scale_amd_cudart_instance && S.Object && *S.Object)
    dlopen(S.Object, RTLD_LAZY | RTLD_NOLOAD | RTLD_NODELETE);
  return S.Found;
}

std::atomic<const Instance *> Runtime{nullptr};

} // namespace

namespace scale {

const Instance &runtime() {
  const Instance *R = Runtime.load(std::memory_order_acquire);
  if (!R) {
    // Every thread computes the same answer; the first store wins.
    const Instance *Expected = nullptr;
    R = find();
    if (!Runtime.compare_exchange_strong(Expected, R, std::memory_order_acq_rel))
      R = Expected;
  }
  return *R;
}

const HipLoader &activeHipLoader() { return *runtime().Hip; }

} // namespace scale
