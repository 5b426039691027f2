// SPDX-License-Identifier: Apache-2.0
// Test helper: lowers a one-asm function for AMDGPU with the inline-PTX pass (the IR it makes is
// target-independent integer/float code) and JIT-compiles it for the host, so that a lowering can
// be run on inputs and compared bit for bit.
#ifndef SCALE_AMD_TEST_UNIT_PTX_JITLOWERING_H
#define SCALE_AMD_TEST_UNIT_PTX_JITLOWERING_H

#include "InlinePtxPass.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/ExecutionEngine/Orc/AbsoluteSymbols.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace scale::test {

/// x86-64's float -> bfloat runtime call (`fptrunc float to bfloat` in the lowered IR), rounding to
/// nearest even, NaN quieted. Compiler-rt and libgcc 13+ have it; Debian 12's libgcc 12 does not,
/// so the JIT gets this one. The ABI returns a bfloat in the low 16 bits of xmm0: a float whose
/// bits are the bfloat's is returned the same way (GCC 12 has no __bf16 type to write it with).
inline float hostTruncSfBf2(float F) {
  uint32_t B;
  std::memcpy(&B, &F, sizeof B);
  uint32_t H = (B & 0x7fffffffu) > 0x7f800000u ? (B >> 16) | 0x40u
                                               : (B + 0x7fffu + ((B >> 16) & 1u)) >> 16;
  float R;
  std::memcpy(&R, &H, sizeof R);
  return R;
}

/// JIT-compiles the lowered module M for the host (its triple and data layout replaced), with
/// the host functions Syms (and hostTruncSfBf2 as __truncsfbf2) callable from it by name.
/// Returns the address of @f, or 0 with Error.
inline uint64_t jitForHost(std::unique_ptr<llvm::Module> M, std::unique_ptr<llvm::LLVMContext> Ctx,
                           const std::vector<std::pair<const char *, void *>> &Syms,
                           std::unique_ptr<llvm::orc::LLJIT> &Engine, std::string &Error) {
  static bool Init = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    return true;
  }();
  (void)Init;
  M->setTargetTriple(llvm::Triple(llvm::sys::getProcessTriple()));
  M->setDataLayout("");
  auto J = llvm::orc::LLJITBuilder().create();
  if (!J) {
    Error = llvm::toString(J.takeError());
    return 0;
  }
  llvm::orc::SymbolMap Map;
  auto Add = [&](const char *Name, void *Ptr) {
    Map[(*J)->mangleAndIntern(Name)] =
        llvm::orc::ExecutorSymbolDef(llvm::orc::ExecutorAddr::fromPtr(Ptr),
                                     llvm::JITSymbolFlags::Exported | llvm::JITSymbolFlags::Callable);
  };
  Add("__truncsfbf2", reinterpret_cast<void *>(&hostTruncSfBf2));
  for (const auto &[Name, Ptr] : Syms)
    Add(Name, Ptr);
  if (auto E = (*J)->getMainJITDylib().define(llvm::orc::absoluteSymbols(std::move(Map)))) {
    Error = llvm::toString(std::move(E));
    return 0;
  }
  M->setDataLayout((*J)->getDataLayout());
  if (auto E = (*J)->addIRModule(llvm::orc::ThreadSafeModule(std::move(M), std::move(Ctx)))) {
    Error = llvm::toString(std::move(E));
    return 0;
  }
  auto Sym = (*J)->lookup("f");
  if (!Sym) {
    Error = llvm::toString(Sym.takeError());
    return 0;
  }
  Engine = std::move(*J);
  return Sym->getValue();
}

/// JIT-compiles `define Ret @f(Args) { call asm Asm }` after lowering it for gfx1100.
class Jit {
public:
  Jit(const std::string &Ret, const std::vector<std::string> &Args, const std::string &Asm,
      const std::string &Constraints) {
    auto Ctx = std::make_unique<llvm::LLVMContext>();
    std::string Params, ArgList;
    for (size_t I = 0; I < Args.size(); ++I) {
      Params += (I ? ", " : "") + Args[I] + " %a" + std::to_string(I);
      ArgList += (I ? ", " : "") + Args[I] + " %a" + std::to_string(I);
    }
    std::string Src = "target triple = \"amdgcn-amd-amdhsa\"\n"
                      "define " + Ret + " @f(" + Params + ") {\n"
                      "  %r = call " + Ret + " asm \"" + Asm + "\", \"" + Constraints + "\"(" +
                      ArgList + ")\n  ret " + Ret + " %r\n}\n";
    llvm::SMDiagnostic Err;
    std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(Src, Err, *Ctx);
    if (!M) {
      Error = Err.getMessage().str();
      return;
    }
    if (!scale::lowerInlinePtx(*M)) {
      Error = "lowering failed: " + Asm;
      return;
    }
    Addr = jitForHost(std::move(M), std::move(Ctx), {}, Engine, Error);
  }
  template <class F> F *fn() const { return reinterpret_cast<F *>(Addr); }
  std::string Error;

private:
  std::unique_ptr<llvm::orc::LLJIT> Engine;
  uint64_t Addr = 0;
};

} // namespace scale::test

#endif // SCALE_AMD_TEST_UNIT_PTX_JITLOWERING_H
