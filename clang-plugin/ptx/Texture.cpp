// SPDX-License-Identifier: Apache-2.0
//===- Texture.cpp - PTX "Texture Instructions": tex with bindless texture objects ----------===//
//
// `tex.geom.v4.dtype.ctype d, [obj, {coords}]` with a texture object (a 64-bit register: CUDA's
// cudaTextureObject_t, what nvcc writes for tex1Dfetch/tex1D/tex2D/tex3D/tex*Layered/texCubemap
// with texture objects). As the CUDA headers do (headers/__scale_amd/texture/image.h): the object
// is the address of HIP's read-only device block (the image resource descriptor, then the sampler
// descriptor at dword 12), read through a constant (address space 4) pointer, and the access is
// the ROCm device library's __ockl_image_* function, linked by ptxas (PTX modules only: in CUDA
// sources the device library is linked before the inline-PTX pass, so inline asm tex is refused):
//   tex.1d  .f32 coords  __ockl_image_sample_1D(img, smp, x)
//   tex.1d  .s32 coords  __ockl_image_load_1Db(img, x)            (tex1Dfetch: a linear texture)
//   tex.2d               __ockl_image_sample_2D(img, smp, {x, y})
//   tex.3d               __ockl_image_sample_3D(img, smp, {x, y, z, 0})
//   tex.a1d {l, x}       __ockl_image_sample_1Da(img, smp, {x, l})
//   tex.a2d {l, x, y, _} __ockl_image_sample_2Da(img, smp, {x, y, l, 0})
//   tex.cube {x, y, z, _} __ockl_image_sample_CM(img, smp, {x, y, z, 0})
//   tex.acube {l, x, y, z} __ockl_image_sample_CMa(img, smp, {x, y, z, l})
// The result is 4 channels: .f32 as they are, .s32/.u32 the channels' integer bits (an integer
// texture read as its element type, as the headers' convert<T> does). Not supported (an error at
// the instruction): texture references and the independent mode ([tex, sampler, coords]),
// integer coordinates other than tex.1d, .level/.grad/.base, a predicate destination, .f16
// results, 2D multisample geometries, sampling on gfx94x (no image instructions; tex1Dfetch, a
// buffer load, works), and the NVPTX target.
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"

#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace scale::ptx {

bool lowerTex(Lowerer &L, const Instruction &I) {
  // In CUDA sources the device library is linked before the inline-PTX pass runs: a call it
  // introduces would stay undefined. The CUDA texture functions (tex2D<T>(obj, ...)) work there.
  if (L.inlineAsm())
    return L.unsupported(I, "in inline asm (use the CUDA texture object functions, tex2D<T>() ...)");
  Triple TT(L.module().getTargetTriple());
  if (!TT.isAMDGPU())
    return L.unsupported(I, "on this target (texture objects are AMD image descriptors)");
  for (const char *M : {"level", "grad", "base"})
    if (I.has(M))
      return L.unsupported(I, std::string(".") + M + " (explicit level of detail)");
  if (I.has("2dms") || I.has("a2dms"))
    return L.unsupported(I, "multisample geometries");
  if (!L.expectOperands(I, 2))
    return false;
  if (!I.has("v4"))
    return L.unsupported(I, "results other than .v4");
  const char *Geoms[] = {"1d", "2d", "3d", "a1d", "a2d", "cube", "acube"};
  StringRef Geom;
  for (const char *G : Geoms)
    if (I.has(G))
      Geom = G;
  if (Geom.empty())
    return L.fail(I, "'" + I.fullName() + "' needs a geometry (.1d, .2d, .3d, .a1d, .a2d, .cube, .acube)");
  // The types: .dtype.ctype, the last two type modifiers.
  SmallVector<StringRef, 2> Types;
  for (const std::string &M : I.Mods)
    if (M == "f32" || M == "s32" || M == "u32" || M == "f16" || M == "f16x2")
      Types.push_back(M);
  if (Types.size() != 2 || Types[0] == "f16" || Types[0] == "f16x2" || Types[1] == "u32" ||
      Types[1].starts_with("f16"))
    return L.unsupported(I, "types other than .{f32,s32,u32}.{f32,s32}");
  bool IntCoords = Types[1] == "s32";
  if (IntCoords && Geom != "1d")
    return L.unsupported(I, "integer coordinates other than tex.1d (tex1Dfetch)");
  // tex1Dfetch is a buffer load (every target); sampling needs image instructions.
  StringRef Cpu = L.function().getFnAttribute("target-cpu").getValueAsString();
  if (!IntCoords && (Cpu.starts_with("gfx94") || Cpu.starts_with("gfx95")))
    return L.unsupported(I, "on " + Cpu.str() + ", which has no image instructions (tex1Dfetch works)");
  const Operand &Dst = I.Ops[0], &Src = I.Ops[1];
  if (Dst.K == Operand::PredPair)
    return L.unsupported(I, "a predicate destination");
  if (Dst.K != Operand::Vector || Dst.Elems.size() != 4)
    return L.fail(Dst.Pos, "'" + I.fullName() + "' needs four destination registers");
  if (Src.K != Operand::Address || Src.Elems.size() != 2)
    return Src.K == Operand::Address && Src.Elems.size() == 3
               ? L.unsupported(I, "a separate sampler ([tex, sampler, coords]: texmode_independent)")
               : L.fail(Src.Pos, "'" + I.fullName() + "' needs [texture, {coordinates}]");
  const Operand &Obj = Src.Elems[0], &Coords = Src.Elems[1];
  if (Obj.K == Operand::Symbol)
    return L.unsupported(I, "texture references ('" + Obj.Name + "'); use texture objects");
  std::vector<Operand> C = Coords.K == Operand::Vector ? Coords.Elems : std::vector<Operand>{Coords};
  unsigned Need = Geom == "1d" ? 1 : Geom == "2d" || Geom == "a1d" ? 2 : 4;
  if (C.size() != Need)
    return L.fail(Coords.Pos, "'" + I.fullName() + "' takes " + std::to_string(Need) + " coordinates, " +
                                  std::to_string(C.size()) + " given");

  IRBuilder<> &B = L.B;
  LLVMContext &Ctx = B.getContext();
  Type *F32 = B.getFloatTy(), *I32 = B.getInt32Ty();
  PointerType *Desc = PointerType::get(Ctx, 4);
  Value *Handle = L.get(Obj, B.getInt64Ty());
  if (!Handle)
    return false;
  Value *Img = B.CreateIntToPtr(Handle, Desc);
  Value *Smp = B.CreateConstInBoundsGEP1_64(I32, Img, 12); // the sampler descriptor (image.h)
  // Array geometries give the layer first, as an integer.
  bool Layered = Geom.starts_with("a");
  Value *Layer = nullptr;
  SmallVector<Value *, 4> X;
  for (unsigned K = 0; K < C.size(); ++K) {
    if (Layered && K == 0) {
      Value *Lv = L.get(C[0], I32, /*Signed=*/true);
      if (!Lv)
        return false;
      Layer = B.CreateSIToFP(Lv, F32);
      continue;
    }
    Value *V = L.get(C[K], IntCoords ? I32 : F32, /*Signed=*/true);
    if (!V)
      return false;
    X.push_back(V);
  }
  auto Vec = [&](ArrayRef<Value *> Vs, unsigned N) {
    Value *R = PoisonValue::get(FixedVectorType::get(F32, N));
    for (unsigned K = 0; K < N; ++K)
      R = B.CreateInsertElement(R, K < Vs.size() ? Vs[K] : ConstantFP::get(F32, 0.0), uint64_t(K));
    return R;
  };
  std::string Name;
  SmallVector<Value *, 3> Args = {Img};
  if (IntCoords) {
    Name = "__ockl_image_load_1Db";
    Args.push_back(X[0]);
  } else {
    Args.push_back(Smp);
    if (Geom == "1d") {
      Name = "__ockl_image_sample_1D";
      Args.push_back(X[0]);
    } else if (Geom == "2d") {
      Name = "__ockl_image_sample_2D";
      Args.push_back(Vec(X, 2));
    } else if (Geom == "3d") {
      Name = "__ockl_image_sample_3D";
      Args.push_back(Vec({X[0], X[1], X[2]}, 4));
    } else if (Geom == "a1d") {
      Name = "__ockl_image_sample_1Da";
      Args.push_back(Vec({X[0], Layer}, 2));
    } else if (Geom == "a2d") {
      Name = "__ockl_image_sample_2Da";
      Args.push_back(Vec({X[0], X[1], Layer}, 4));
    } else if (Geom == "cube") {
      Name = "__ockl_image_sample_CM";
      Args.push_back(Vec({X[0], X[1], X[2]}, 4));
    } else {
      Name = "__ockl_image_sample_CMa";
      Args.push_back(Vec({X[0], X[1], X[2], Layer}, 4));
    }
  }
  SmallVector<Type *, 3> Params;
  for (Value *A : Args)
    Params.push_back(A->getType());
  FunctionCallee Fn = L.module().getOrInsertFunction(Name, FunctionType::get(FixedVectorType::get(F32, 4), Params, false));
  if (auto *Decl = dyn_cast<Function>(Fn.getCallee())) {
    Decl->setDoesNotThrow();
    Decl->setOnlyReadsMemory();
  }
  Value *R = B.CreateCall(Fn, Args);
  bool IntResult = Types[0] != "f32";
  for (unsigned K = 0; K < 4; ++K) {
    if (Dst.Elems[K].K == Operand::Sink)
      continue;
    Value *E = B.CreateExtractElement(R, uint64_t(K));
    if (IntResult)
      E = B.CreateBitCast(E, I32);
    if (!L.set(Dst.Elems[K], E))
      return false;
  }
  return true;
}

} // namespace scale::ptx
