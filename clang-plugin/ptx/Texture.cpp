// SPDX-License-Identifier: Apache-2.0
//===- Texture.cpp - PTX texture and surface instructions with bindless objects ---------------===//
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

#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
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

// ---- suld.b / sust.b: surface objects ------------------------------------------------------
//
// `suld.b.geom{.vN}.bK.mode d, [surf, {coords}]` and `sust.b.geom{.vN}.bK.mode [surf, {coords}], v`
// as the CUDA headers' surf*Read/surf*Write (headers/__scale_amd/texture/surface.h): x is in bytes
// and becomes the element index x >> log2(N * K / 8) (rounding towards minus infinity); .zero is
// the hardware's own out-of-range behaviour (loads give 0, stores are dropped), .clamp clamps each
// coordinate to the image size (image_get_resinfo), .trap (nvcc's default) traps when one is out
// of range; the access is __ockl_image_load_* / __ockl_image_store_* (32-bit channels; .b16 the
// d16 forms _loadh/_storeh), channel k being the vector's element k (its low K bits).

namespace {

bool surfaceAccess(Lowerer &L, const Instruction &I, bool Load) {
  if (L.inlineAsm())
    return L.unsupported(I, "in inline asm (use the CUDA surface object functions, surf2Dread() ...)");
  Triple TT(L.module().getTargetTriple());
  if (!TT.isAMDGPU())
    return L.unsupported(I, "on this target (surface objects are AMD image descriptors)");
  StringRef Cpu = L.function().getFnAttribute("target-cpu").getValueAsString();
  if (Cpu.starts_with("gfx94") || Cpu.starts_with("gfx95"))
    return L.unsupported(I, "on " + Cpu.str() + ", which has no image instructions");
  if (!I.has("b"))
    return L.unsupported(I, "formatted surface accesses (.p); only .b");
  const char *Geoms[] = {"1d", "2d", "3d", "a1d", "a2d"};
  StringRef Geom;
  for (const char *G : Geoms)
    if (I.has(G))
      Geom = G;
  if (Geom.empty())
    return L.unsupported(I, "geometries other than .1d, .2d, .3d, .a1d, .a2d");
  unsigned N = I.has("v4") ? 4 : I.has("v2") ? 2 : 1;
  unsigned Bits = I.has("b8") ? 8 : I.has("b16") ? 16 : I.has("b32") ? 32 : 0;
  if (!Bits)
    return L.unsupported(I, "element types other than .b8, .b16, .b32");
  enum { Trap, Clamp, Zero } Mode = I.has("clamp") ? Clamp : I.has("zero") ? Zero : Trap;
  if (!L.expectOperands(I, 2))
    return false;
  const Operand &Addr = I.Ops[Load ? 1 : 0], &Data = I.Ops[Load ? 0 : 1];
  if (Addr.K != Operand::Address || Addr.Elems.size() != 2)
    return L.fail(Addr.Pos, "'" + I.fullName() + "' needs [surface, {coordinates}]");
  if (Addr.Elems[0].K == Operand::Symbol)
    return L.unsupported(I, "surface references ('" + Addr.Elems[0].Name + "'); use surface objects");
  std::vector<Operand> Regs = Data.K == Operand::Vector ? Data.Elems : std::vector<Operand>{Data};
  if (Regs.size() != N)
    return L.fail(Data.Pos, "'" + I.fullName() + "' needs " + std::to_string(N) + " data registers");
  const Operand &Coords = Addr.Elems[1];
  std::vector<Operand> C = Coords.K == Operand::Vector ? Coords.Elems : std::vector<Operand>{Coords};
  unsigned Need = Geom == "1d" ? 1 : Geom == "2d" || Geom == "a1d" ? 2 : 4;
  if (C.size() != Need)
    return L.fail(Coords.Pos, "'" + I.fullName() + "' takes " + std::to_string(Need) + " coordinates, " +
                                  std::to_string(C.size()) + " given");

  IRBuilder<> &B = L.B;
  LLVMContext &Ctx = B.getContext();
  Type *I32 = B.getInt32Ty(), *F32 = B.getFloatTy(), *F16 = B.getHalfTy();
  Value *Handle = L.get(Addr.Elems[0], B.getInt64Ty());
  if (!Handle)
    return false;
  Value *Img = B.CreateIntToPtr(Handle, PointerType::get(Ctx, 4));
  // The coordinates in the order the image takes them: x, y or the layer, z or the layer.
  SmallVector<Value *, 4> X;
  bool Layered = Geom.starts_with("a");
  for (unsigned K = 0; K < C.size(); ++K) {
    Value *V = L.get(C[K], I32, /*Signed=*/true);
    if (!V)
      return false;
    X.push_back(V);
  }
  Value *LayerV = nullptr;
  if (Layered) {
    LayerV = X[0];
    X.erase(X.begin());
  }
  unsigned Dims = Geom == "1d" || Geom == "a1d" ? 1 : Geom == "2d" || Geom == "a2d" ? 2 : 3;
  X.resize(Dims);
  if (LayerV)
    X.push_back(LayerV);
  unsigned ElemBytes = N * Bits / 8;
  X[0] = B.CreateAShr(X[0], B.getInt32(Log2_32(ElemBytes))); // bytes to elements, rounding down
  if (Mode != Zero) {
    StringRef Res = Geom == "1d" ? "1d" : Geom == "2d" ? "2d" : Geom == "3d" ? "3d" : Geom == "a1d" ? "1darray" : "2darray";
    FixedVectorType *V4F = FixedVectorType::get(F32, 4), *V8I = FixedVectorType::get(I32, 8);
    FunctionCallee RI = L.module().getOrInsertFunction(
        ("llvm.amdgcn.image.getresinfo." + Res + ".v4f32.i32.v8i32").str(), // ret, mip, rsrc
        FunctionType::get(V4F, {I32, I32, V8I, I32, I32}, false));
    Value *Rsrc = B.CreateAlignedLoad(V8I, Img, Align(32));
    Value *Size = B.CreateBitCast(B.CreateCall(RI, {B.getInt32(15), B.getInt32(0), Rsrc, B.getInt32(0), B.getInt32(0)}),
                                  FixedVectorType::get(I32, 4));
    Value *Out = B.getFalse();
    for (unsigned K = 0; K < X.size(); ++K) {
      Value *Max = B.CreateSub(B.CreateExtractElement(Size, uint64_t(K)), B.getInt32(1));
      Value *Bad = B.CreateICmpUGT(X[K], Max);
      if (Mode == Clamp)
        X[K] = B.CreateSelect(Bad, B.CreateSelect(B.CreateICmpSLT(X[K], B.getInt32(0)), B.getInt32(0), Max), X[K]);
      else
        Out = B.CreateOr(Out, Bad);
    }
    if (Mode == Trap) {
      BasicBlock *TrapBB = L.newBlock("ptx.surf.trap"), *Cont = L.newBlock("ptx.surf.ok");
      B.CreateCondBr(Out, TrapBB, Cont);
      B.SetInsertPoint(TrapBB);
      B.CreateIntrinsic(Intrinsic::trap, ArrayRef<Type *>(), ArrayRef<Value *>());
      B.CreateUnreachable();
      B.SetInsertPoint(Cont);
    }
  }
  Value *Coord;
  std::string Kind;
  if (Geom == "1d") {
    Coord = X[0];
    Kind = "1D";
  } else {
    unsigned W = X.size() == 2 ? 2 : 4;
    Coord = PoisonValue::get(FixedVectorType::get(I32, W));
    for (unsigned K = 0; K < W; ++K)
      Coord = B.CreateInsertElement(Coord, K < X.size() ? X[K] : B.getInt32(0), uint64_t(K));
    Kind = Geom == "2d" ? "2D" : Geom == "3d" ? "3D" : Geom == "a1d" ? "1Da" : "2Da";
  }
  bool D16 = Bits == 16;
  Type *ChanTy = D16 ? F16 : F32;
  FixedVectorType *VecTy = FixedVectorType::get(ChanTy, 4);
  std::string Fn = std::string("__ockl_image_") + (Load ? "load" : "store") + (D16 ? "h_" : "_") + Kind;
  if (Load) {
    FunctionCallee F = L.module().getOrInsertFunction(Fn, FunctionType::get(VecTy, {Img->getType(), Coord->getType()}, false));
    Value *R = B.CreateCall(F, {Img, Coord});
    for (unsigned K = 0; K < N; ++K) {
      if (Regs[K].K == Operand::Sink)
        continue;
      Value *E = B.CreateBitCast(B.CreateExtractElement(R, uint64_t(K)), IntegerType::get(Ctx, D16 ? 16 : 32));
      if (Bits == 8)
        E = B.CreateAnd(E, 0xff);
      if (!L.set(Regs[K], E))
        return false;
    }
    return true;
  }
  Value *V = Constant::getNullValue(VecTy);
  for (unsigned K = 0; K < N; ++K) {
    Value *E = L.get(Regs[K], IntegerType::get(Ctx, D16 ? 16 : 32));
    if (!E)
      return false;
    if (Bits == 8)
      E = B.CreateAnd(E, 0xff);
    V = B.CreateInsertElement(V, B.CreateBitCast(E, ChanTy), uint64_t(K));
  }
  FunctionCallee F = L.module().getOrInsertFunction(
      Fn, FunctionType::get(B.getVoidTy(), {Img->getType(), Coord->getType(), VecTy}, false));
  B.CreateCall(F, {Img, Coord, V});
  return true;
}

} // namespace

bool lowerSuld(Lowerer &L, const Instruction &I) { return surfaceAccess(L, I, true); }
bool lowerSust(Lowerer &L, const Instruction &I) { return surfaceAccess(L, I, false); }

} // namespace scale::ptx
