// SPDX-License-Identifier: Apache-2.0
#include "OffloadObjects.h"

#include "llvm/Object/Archive.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>

using namespace llvm;

namespace scale {

std::string bundleSectionTarget(const std::string &Section) {
  StringRef S(Section);
  if (!S.consume_front("__CLANG_OFFLOAD_BUNDLE__hip") || !S.contains("amdgcn-amd-amdhsa"))
    return "";
  size_t Gfx = S.rfind("gfx");
  return Gfx == StringRef::npos ? "" : S.substr(Gfx).str();
}

namespace {
void scanObject(MemoryBufferRef Buf, OffloadContents &Out) {
  Expected<std::unique_ptr<object::ObjectFile>> Obj = object::ObjectFile::createObjectFile(Buf);
  if (!Obj) {
    consumeError(Obj.takeError());
    return;
  }
  for (const object::SectionRef &Sec : (*Obj)->sections()) {
    Expected<StringRef> Name = Sec.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    std::string T = bundleSectionTarget(Name->str());
    if (!T.empty())
      Out.Targets.insert(T);
  }
  for (const object::SymbolRef &Sym : (*Obj)->symbols()) {
    Expected<StringRef> Name = Sym.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    Expected<uint32_t> Flags = Sym.getFlags();
    bool Defined = Flags && !(*Flags & object::SymbolRef::SF_Undefined);
    if (!Flags)
      consumeError(Flags.takeError());
    if (Defined && Name->starts_with("__hip_cuid_")) {
      std::string Id = Name->drop_front(11).str();
      if (std::find(Out.Cuids.begin(), Out.Cuids.end(), Id) == Out.Cuids.end())
        Out.Cuids.push_back(Id);
    }
  }
}
} // namespace

OffloadContents scanOffloadContents(const std::string &Path) {
  OffloadContents Out;
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buf)
    return Out;
  MemoryBufferRef Ref = (*Buf)->getMemBufferRef();
  if (Ref.getBuffer().starts_with("!<arch>\n")) {
    Out.IsArchive = true;
    Expected<std::unique_ptr<object::Archive>> Ar = object::Archive::create(Ref);
    if (!Ar) {
      consumeError(Ar.takeError());
      return Out;
    }
    Error Err = Error::success();
    for (const object::Archive::Child &C : (*Ar)->children(Err)) {
      Expected<MemoryBufferRef> Member = C.getMemoryBufferRef();
      if (!Member) {
        consumeError(Member.takeError());
        continue;
      }
      scanObject(*Member, Out);
    }
    consumeError(std::move(Err));
    return Out;
  }
  scanObject(Ref, Out);
  return Out;
}

} // namespace scale
