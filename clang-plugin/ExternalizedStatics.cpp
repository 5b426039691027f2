// SPDX-License-Identifier: Apache-2.0
//===- ExternalizedStatics.cpp - -fgpu-rdc: uses of a static device variable find its definition -===//
//
// Why: with relocatable device code (-rdc=true, -dc; clang's -fgpu-rdc) clang gives a file-scope
// `static __device__` / `static __constant__` variable that host code uses (cudaMemcpyToSymbol,
// cudaGetSymbolAddress, a launch argument `&var`) an external name, `<mangled>.static.<cuid>`, so
// that the runtime can find it in the linked code object. Clang 22 decides this when it sees the
// host use; a device function emitted before that point has already referred to the variable
// by its plain mangled name. The device module then holds a definition `@_ZL5calls.static.<cuid>`
// and, for the earlier uses, an undefined `@_ZL5calls`, and the device link fails ("lld: error:
// undefined symbol: calls"). The common order in CUDA code is exactly that: the variable, the
// kernels that use it, then main() copying it back. nvcc accepts it.
//
// What: at the start of the pipeline, every external declaration `@X` of a device module that
// also defines `@X.static.<cuid>`, with the module's own cuid (its `__hip_cuid_<cuid>` variable),
// is replaced by that definition. Only declarations are touched, and only with this module's cuid,
// so a variable of that name from another translation unit is never captured.
//===-----------------------------------------------------------------------------------------===//
#include "ExternalizedStatics.h"

#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace scale {

unsigned resolveExternalizedStatics(Module &M) {
  StringRef Cuid;
  for (const GlobalVariable &G : M.globals())
    if (G.getName().starts_with("__hip_cuid_") && !G.isDeclaration())
      Cuid = G.getName().drop_front(strlen("__hip_cuid_"));
  if (Cuid.empty())
    return 0;
  unsigned Resolved = 0;
  for (GlobalVariable &G : make_early_inc_range(M.globals())) {
    if (!G.isDeclaration() || !G.hasExternalLinkage() || G.getName().contains('.'))
      continue;
    GlobalVariable *Def = M.getGlobalVariable((G.getName() + ".static." + Cuid).str(), true);
    if (!Def || Def->isDeclaration() || Def->getValueType() != G.getValueType() ||
        Def->getAddressSpace() != G.getAddressSpace())
      continue;
    G.replaceAllUsesWith(Def);
    G.eraseFromParent();
    ++Resolved;
  }
  return Resolved;
}

PreservedAnalyses ResolveExternalizedStaticsPass::run(Module &M, ModuleAnalysisManager &) {
  return resolveExternalizedStatics(M) ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace scale
