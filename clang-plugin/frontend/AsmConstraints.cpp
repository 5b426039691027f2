// SPDX-License-Identifier: Apache-2.0
//===- AsmConstraints.cpp - PTX inline-asm constraints on AMDGPU ------------------------------===//
//
// CUDA inline asm names PTX operand classes: h (16-bit), r (32-bit), l (64-bit), q (128-bit),
// f (f32), d (f64), b (predicate), n (immediate), C (constant string). Clang asks the target's
// TargetInfo::validateAsmConstraint() whether a letter is valid, and the AMDGPU target rejects
// h l q f d b ("invalid output constraint '=l' in asm"). The PTX lowering pass needs the asm to
// reach LLVM IR exactly as written, so this file makes the AMDGPU target accept those letters.
//
// Mechanism: we replace the validateAsmConstraint slot of the AMDGPU TargetInfo's vtable with a
// function that accepts the PTX letters as "any register" and forwards every other letter to the
// original. Rejected alternative: rewriting the constraint strings in the source buffers before
// parsing. That needs a second C++ tokenizer that follows macros (asm inside macros and
// templates is the norm in CUB and llama.cpp), adjacent-literal concatenation and constexpr asm
// strings; it changes the text of headers, and it loses the letter the lowering needs (an "h"
// operand is 16-bit even when the C++ type is a 16-bit struct). The vtable slot changes one
// decision in clang and keeps everything else (tied operands, size checks, lvalue checks, "+",
// "=&", "memory", diagnostics and their locations) exactly as clang does it.
//
// The price is a tie to one clang build. The slot offset comes from the clang headers we compile
// against (an Itanium pointer-to-virtual-member holds 1 + the slot's byte offset), so before
// patching we check that the running clang is that build: same version string, the slot's
// function lives in the same library as TargetInfo's non-virtual code, and it behaves like
// AMDGPU's validateAsmConstraint (accepts "v", rejects "l"). Any mismatch is a hard error that
// names both versions, never a silent miscompile.
//
// The host compilation never needs this: clang does not check asm in __device__/__global__ or
// __host__ __device__ functions on the host side (the other side's asm is not checked).
//===-----------------------------------------------------------------------------------------===//
#include "AsmConstraints.h"
#include "ConstantStringOperands.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <cstring>
#include <dlfcn.h>
#include <sys/mman.h>
#include <unistd.h>

using namespace clang;

namespace scale::frontend {
namespace {

using ValidateFn = bool (*)(const TargetInfo *, const char *&, TargetInfo::ConstraintInfo &);

ValidateFn OriginalValidate = nullptr;

/// The letters of the PTX operand classes (Inline PTX Assembly in CUDA, "Constraints").
/// 'n' is handled by clang's target-independent code; 'C' (a constant string) is replaced in
/// the asm text by ConstantStringOperands before code generation and never reaches LLVM.
bool ptxValidateAsmConstraint(const TargetInfo *TI, const char *&Name,
                              TargetInfo::ConstraintInfo &Info) {
  switch (*Name) {
  case 'h':
  case 'r':
  case 'l':
  case 'q':
  case 'f':
  case 'd':
  case 'b':
    Info.setAllowsRegister();
    return true;
  case 'C':
    noteConstantStringOperand();
    Info.setAllowsRegister();
    return true;
  default:
    return OriginalValidate(TI, Name, Info);
  }
}

/// Decodes an Itanium pointer to a virtual member function: {1 + vtable byte offset, adj}.
template <typename MemFn> std::optional<size_t> vtableOffset(MemFn F) {
  struct Rep {
    uintptr_t Ptr;
    ptrdiff_t Adj;
  } R;
  static_assert(sizeof(F) == sizeof(R), "not an Itanium member function pointer");
  std::memcpy(&R, &F, sizeof(R));
  if (!(R.Ptr & 1) || R.Adj != 0)
    return std::nullopt;
  return R.Ptr - 1;
}

template <typename MemFn> const void *nonVirtualAddress(MemFn F) {
  uintptr_t P;
  std::memcpy(&P, &F, sizeof(P));
  return reinterpret_cast<const void *>(P);
}

std::string objectOf(const void *Addr) {
  Dl_info Info;
  if (!dladdr(Addr, &Info) || !Info.dli_fname)
    return "";
  return Info.dli_fname;
}

bool probe(ValidateFn F, const TargetInfo &TI, const char *Letter) {
  const char *Name = Letter;
  TargetInfo::ConstraintInfo Info(Letter, "");
  return F(&TI, Name, Info);
}

/// Current protection of the page holding \p Addr, from /proc/self/maps.
int pageProtection(uintptr_t Addr) {
  auto Maps = llvm::MemoryBuffer::getFileAsStream("/proc/self/maps");
  if (!Maps)
    return -1;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  (*Maps)->getBuffer().split(Lines, '\n', -1, false);
  for (llvm::StringRef L : Lines) {
    auto [Range, Rest] = L.split(' ');
    auto [Lo, Hi] = Range.split('-');
    uint64_t LoV, HiV;
    if (Lo.getAsInteger(16, LoV) || Hi.getAsInteger(16, HiV) || Addr < LoV || Addr >= HiV)
      continue;
    return (Rest.size() > 0 && Rest[0] == 'r' ? PROT_READ : 0) |
           (Rest.size() > 1 && Rest[1] == 'w' ? PROT_WRITE : 0) |
           (Rest.size() > 2 && Rest[2] == 'x' ? PROT_EXEC : 0);
  }
  return -1;
}

bool writeSlot(void **Slot, void *Value) {
  uintptr_t Page = reinterpret_cast<uintptr_t>(Slot) & ~(uintptr_t(sysconf(_SC_PAGESIZE)) - 1);
  int Prot = pageProtection(reinterpret_cast<uintptr_t>(Slot));
  if (Prot < 0)
    return false;
  size_t Len = sysconf(_SC_PAGESIZE);
  if (!(Prot & PROT_WRITE) &&
      mprotect(reinterpret_cast<void *>(Page), Len, Prot | PROT_WRITE) != 0)
    return false;
  *Slot = Value;
  if (!(Prot & PROT_WRITE))
    mprotect(reinterpret_cast<void *>(Page), Len, Prot);
  return true;
}

} // namespace

bool acceptPtxConstraints(CompilerInstance &CI) {
  const TargetInfo &TI = CI.getTarget();
  if (!TI.getTriple().isAMDGPU())
    return true;
  DiagnosticsEngine &Diags = CI.getDiagnostics();
  auto Refuse = [&](llvm::StringRef Why) {
    Diags.Report(Diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "the scale-amd plugin was built for clang %0 and cannot enable CUDA inline-asm "
        "constraints in this clang (%1): %2"))
        << CLANG_VERSION_STRING << getClangFullVersion() << Why;
    return false;
  };

  if (getClangFullVersion().find(" version " CLANG_VERSION_STRING) == std::string::npos)
    return Refuse("version mismatch");
  std::optional<size_t> Offset = vtableOffset(&TargetInfo::validateAsmConstraint);
  if (!Offset || *Offset % sizeof(void *))
    return Refuse("unexpected member-function-pointer layout");
  void **VTable = *reinterpret_cast<void **const *>(&TI);
  void **Slot = VTable + *Offset / sizeof(void *);
  if (*Slot == reinterpret_cast<void *>(&ptxValidateAsmConstraint))
    return true; // this process already patched it (one vtable per target class)

  auto Current = reinterpret_cast<ValidateFn>(*Slot);
  std::string Home = objectOf(nonVirtualAddress(&TargetInfo::validateOutputConstraint));
  if (Home.empty() || objectOf(reinterpret_cast<void *>(Current)) != Home)
    return Refuse("the vtable slot does not point into " + (Home.empty() ? "clang" : Home));
  if (!probe(Current, TI, "v") || probe(Current, TI, "l") || probe(Current, TI, "h"))
    return Refuse("the vtable slot does not behave like AMDGPU's validateAsmConstraint");

  OriginalValidate = Current;
  if (!writeSlot(Slot, reinterpret_cast<void *>(&ptxValidateAsmConstraint)))
    return Refuse("cannot write the TargetInfo vtable");
  return true;
}

} // namespace scale::frontend
