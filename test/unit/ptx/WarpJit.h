// SPDX-License-Identifier: Apache-2.0
// Test helper: warp-wide PTX on the host. An asm statement is lowered for gfx1100 (wave32) by the
// inline-PTX pass, the few AMDGPU lane intrinsics the lowering of warp instructions uses are
// replaced by calls into an emulation of one 32-lane wave, and the function is JIT-compiled for
// the host and run by 32 threads, one per lane:
//   llvm.amdgcn.mbcnt.lo(mask, acc)   popcount(mask & lanes below this one) + acc
//   llvm.amdgcn.ds.bpermute(addr, v)  v as held by lane (addr / 4) % 32; every lane takes part
// Any other llvm.amdgcn.* intrinsic is an error naming it, never a guess.
#ifndef SCALE_AMD_TEST_UNIT_PTX_WARPJIT_H
#define SCALE_AMD_TEST_UNIT_PTX_WARPJIT_H

#include "JitLowering.h"

#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace scale::test {

namespace warp {
inline thread_local unsigned Lane = 0;
inline std::mutex M;
inline std::condition_variable CV;
inline unsigned Waiting = 0, Generation = 0;
inline uint32_t Slots[32];

/// All 32 lanes meet here.
inline void barrier() {
  std::unique_lock<std::mutex> L(M);
  unsigned G = Generation;
  if (++Waiting == 32) {
    Waiting = 0;
    ++Generation;
    CV.notify_all();
  } else {
    CV.wait(L, [&] { return G != Generation; });
  }
}

extern "C" inline uint32_t emuMbcntLo(uint32_t Mask, uint32_t Acc) {
  return uint32_t(__builtin_popcount(Mask & ((1u << Lane) - 1))) + Acc;
}

extern "C" inline uint32_t emuBpermute(uint32_t Addr, uint32_t V) {
  Slots[Lane] = V;
  barrier();
  uint32_t R = Slots[(Addr / 4) % 32];
  barrier();
  return R;
}
} // namespace warp

/// `define void @f(ptr %in, ptr %out) { Body }` lowered for Cpu (a wave32 target: gfx1100, or
/// gfx1030 where an mma must take the portable path) and JIT-compiled for the host with the wave
/// emulation; run() calls it on 32 threads, lane L with In[L] and Out[L].
class WarpJit {
public:
  explicit WarpJit(const std::string &Body, const std::string &Cpu = "gfx1100") {
    auto Ctx = std::make_unique<llvm::LLVMContext>();
    std::string Src = "target triple = \"amdgcn-amd-amdhsa\"\n"
                      "define void @f(ptr %in, ptr %out) #0 {\n" + Body + "\n}\n"
                      "attributes #0 = { \"target-cpu\"=\"" + Cpu + "\" }\n";
    llvm::SMDiagnostic Err;
    std::unique_ptr<llvm::Module> Mod = llvm::parseAssemblyString(Src, Err, *Ctx);
    if (!Mod) {
      Error = Err.getMessage().str();
      return;
    }
    if (!scale::lowerInlinePtx(*Mod)) {
      Error = "lowering failed";
      return;
    }
    if (!emulateLaneIntrinsics(*Mod))
      return;
    for (llvm::Function &F : *Mod) // AMD processor names mean nothing to the host's code generator
      F.removeFnAttr("target-cpu");
    uint64_t Addr = jitForHost(std::move(Mod), std::move(Ctx),
                               {{"emuMbcntLo", reinterpret_cast<void *>(&warp::emuMbcntLo)},
                                {"emuBpermute", reinterpret_cast<void *>(&warp::emuBpermute)}},
                               Engine, Error);
    Fn = reinterpret_cast<void (*)(const void *, void *)>(Addr);
  }

  /// Runs the function as one wave: lane L reads In[L] and writes Out[L].
  template <class InT, class OutT> void run(const std::vector<InT> &In, std::vector<OutT> &Out) {
    std::vector<std::thread> Lanes;
    for (unsigned L = 0; L < 32; ++L)
      Lanes.emplace_back([&, L] {
        warp::Lane = L;
        Fn(&In[L], &Out[L]);
      });
    for (std::thread &T : Lanes)
      T.join();
  }

  std::string Error;

private:
  std::unique_ptr<llvm::orc::LLJIT> Engine;
  void (*Fn)(const void *, void *) = nullptr;

  bool emulateLaneIntrinsics(llvm::Module &Mod) {
    std::vector<llvm::Function *> Intrinsics;
    for (llvm::Function &F : Mod)
      if (F.getName().starts_with("llvm.amdgcn."))
        Intrinsics.push_back(&F);
    for (llvm::Function *F : Intrinsics) {
      llvm::StringRef Name = F->getName();
      const char *Emu = Name == "llvm.amdgcn.mbcnt.lo"     ? "emuMbcntLo"
                        : Name == "llvm.amdgcn.ds.bpermute" ? "emuBpermute"
                                                            : nullptr;
      if (!Emu) {
        Error = "no emulation of " + Name.str();
        return false;
      }
      llvm::FunctionCallee Callee = Mod.getOrInsertFunction(Emu, F->getFunctionType());
      F->replaceAllUsesWith(Callee.getCallee());
      F->eraseFromParent();
    }
    return true;
  }
};

} // namespace scale::test

#endif // SCALE_AMD_TEST_UNIT_PTX_WARPJIT_H
