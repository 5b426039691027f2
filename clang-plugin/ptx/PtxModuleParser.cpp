// SPDX-License-Identifier: Apache-2.0
//===- PtxModuleParser.cpp - parse a whole PTX file --------------------------------------------===//
//
// The module grammar (PTX ISA "Syntax", "State Spaces, Types, and Variables", "Directives"), on
// top of the statement grammar that inline asm uses (PtxParserImpl.h):
//
//   module     := { directive }
//   directive  := '.version' M.N | '.target' name {',' name} | '.address_size' N
//               | '.file' N "name" {',' N}          (no ';': these four end at the line's end)
//               | '.pragma' "..." ';'
//               | '.section' name '{' ... '}'       (DWARF written by nvcc -G: skipped)
//               | linkage* space var-decl ';'
//               | linkage* ('.entry' | '.func') header ( '{' body '}' | ';' )
//   linkage    := '.visible' | '.extern' | '.weak' | '.common'
//   space      := '.global' | '.shared' | '.const' | '.local'
//   var-decl   := { '.align' N | '.v2' | '.v4' | '.ptr' ... | '.attribute(...)' } '.'type name
//                 { '[' [N] ']' } [ '=' init ]
//   init       := value | '{' init {',' init} '}'   value := number | name | generic(name)
//   header     := [ '(' params ')' ] name [ '(' params ')' ] { perf-directive }
//   params     := [ param { ',' param } ]     param := ('.param' | '.reg') var-decl
//   perf-directive := '.maxntid' N{,N} | '.reqntid' N{,N} | '.minnctapersm' N | '.maxnreg' N
//               | '.noreturn' | '.pragma' "..." ';' | cluster directives (accepted, ignored)
//
// Inside a body, besides the statements of inline asm: `.param`/`.local`/`.shared`/`.const`
// variables (Statement::Var), `label: .callprototype ...;` (Statement::Prototype), `.loc`
// (Statement::Loc) and `.pragma`. Texture, sampler and surface references are reported as not
// supported at their line.
//===-----------------------------------------------------------------------------------------===//
#include "PtxParserImpl.h"

namespace scale::ptx {
namespace detail {

static bool isLinkage(const std::string &W) {
  return W == "visible" || W == "extern" || W == "weak" || W == "common";
}
static bool isDataSpace(const std::string &W) {
  return W == "global" || W == "shared" || W == "const" || W == "local";
}

void Parser::warn(size_t Pos, std::string Msg) {
  if (Mod)
    Mod->Warnings.push_back({unsigned(Pos), std::move(Msg)});
}

/// The rest of the line (for directives that end there: .version, .target, .file, .loc).
static size_t lineEnd(std::string_view T, size_t P) {
  size_t E = T.find('\n', P);
  return E == std::string_view::npos ? T.size() : E;
}

std::string Parser::readWord() {
  std::string S;
  while (isIdentChar(peek()) || peek() == '$' || peek() == '.')
    S += Text[P++];
  return S;
}

bool Parser::readUnsigned(uint64_t &V, const char *What) {
  if (!skipSpace())
    return false;
  size_t Start = P;
  if (!isDigit(peek()))
    return fail(P, std::string("expected ") + What);
  Operand Op;
  if (!parseNumber(Op))
    return false;
  if (Op.K != Operand::IntImm)
    return fail(Start, std::string("expected ") + What);
  V = Op.Int;
  return true;
}

bool Parser::runModule(PtxModule &M, ParseError &Err) {
  Mod = &M;
  bool Ok = parseModule();
  if (!Ok)
    Err = Error;
  return Ok;
}

bool Parser::parseModule() {
  while (true) {
    if (!skipSpace())
      return false;
    if (atEnd())
      return true;
    if (peek() == ';') {
      ++P;
      continue;
    }
    if (peek() != '.')
      return fail(P, "expected a directive (.version, .entry, .global, ...) at module scope");
    if (!parseModuleDirective())
      return false;
  }
}

bool Parser::parseModuleDirective() {
  size_t Start = P;
  ++P;
  std::string Name = readIdentTail();
  if (Name == "version" || Name == "target" || Name == "address_size" || Name == "file") {
    size_t End = lineEnd(Text, P);
    std::string Line(Text.substr(P, End - P));
    size_t B = Line.find_first_not_of(" \t"), E = Line.find_last_not_of(" \t\r");
    Line = B == std::string::npos ? "" : Line.substr(B, E - B + 1);
    if (size_t C = Line.find("//"); C != std::string::npos)
      Line = Line.substr(0, Line.find_last_not_of(" \t", C ? C - 1 : 0) + 1);
    if (Name == "version") {
      Mod->Version = Line;
    } else if (Name == "target") {
      Mod->Target = Line.substr(0, Line.find(','));
      if (Line.find("texmode_independent") != std::string::npos)
        return fail(Start, "'.target ... texmode_independent' (OpenCL texture mode) is not supported");
    } else if (Name == "address_size") {
      if (Line != "64" && Line != "32")
        return fail(Start, "'.address_size' must be 32 or 64");
      if (Line == "32")
        return fail(Start, "32-bit PTX (.address_size 32) is not supported: AMD GPUs address 64 bits");
      Mod->AddressSize = 64;
    } else { // .file N "name" {, timestamp, size}
      size_t Q = 0;
      unsigned N = 0;
      while (Q < Line.size() && isDigit(Line[Q]))
        N = N * 10 + unsigned(Line[Q++] - '0');
      size_t Open = Line.find('"'), Close = Line.find('"', Open + 1);
      if (Q == 0 || N > 100000 || Open == std::string::npos || Close == std::string::npos)
        return fail(Start, "expected '.file N \"name\"'");
      if (Mod->Files.size() <= N)
        Mod->Files.resize(N + 1);
      Mod->Files[N] = Line.substr(Open + 1, Close - Open - 1);
    }
    P = End;
    return true;
  }
  if (Name == "pragma") {
    return parseBodyDirective(Start, Name);
  }
  if (Name == "section") { // DWARF sections of nvcc -G / -lineinfo: skipped
    size_t Open = Text.find('{', P);
    if (Open == std::string_view::npos)
      return fail(Start, "expected '{' after '.section'");
    unsigned Depth = 0;
    for (size_t Q = Open; Q < Text.size(); ++Q) {
      if (Text[Q] == '{')
        ++Depth;
      else if (Text[Q] == '}' && --Depth == 0) {
        P = Q + 1;
        return true;
      }
    }
    return fail(Start, "missing '}' at the end of '.section'");
  }
  if (Name == "alias")
    return fail(Start, "'.alias' is not supported");
  bool Extern = false, Visible = false, Weak = false;
  while (isLinkage(Name)) {
    Extern |= Name == "extern";
    Visible |= Name == "visible";
    Weak |= Name == "weak" || Name == "common";
    if (!skipSpace())
      return false;
    if (peek() != '.')
      return fail(P, "expected '.entry', '.func' or a state space after '." + Name + "'");
    Start = P;
    ++P;
    Name = readIdentTail();
  }
  if (Name == "entry" || Name == "func") {
    PtxFunction F;
    F.IsEntry = Name == "entry";
    F.Extern = Extern;
    F.Visible = Visible;
    F.Weak = Weak;
    F.Pos = unsigned(Start);
    if (!parseFunction(F, Start))
      return false;
    Mod->Funcs.push_back(std::move(F));
    return true;
  }
  if (isDataSpace(Name)) {
    VarDecl V;
    V.Space = Name;
    V.Extern = Extern;
    V.Visible = Visible;
    V.Weak = Weak;
    V.Pos = unsigned(Start);
    if (!parseVarDecl(V, true))
      return false;
    Mod->Vars.push_back(std::move(V));
    return expect(';', "';' at the end of the variable declaration");
  }
  if (Name == "texref" || Name == "samplerref" || Name == "surfref")
    return fail(Start, "texture, sampler and surface references ('." + Name + "') are not supported");
  if (Name == "reg" || Name == "param")
    return fail(Start, "'." + Name + "' variables are not allowed at module scope");
  return fail(Start, "unknown directive '." + Name + "'");
}

bool Parser::parseVarDecl(VarDecl &V, bool AllowInit) {
  while (true) {
    if (!skipSpace())
      return false;
    if (peek() != '.')
      break;
    size_t ModPos = P;
    ++P;
    std::string W = readIdentTail();
    if (W == "align") {
      uint64_t A;
      if (!readUnsigned(A, "an alignment after '.align'"))
        return false;
      if (A == 0 || (A & (A - 1)) || A > 4096)
        return fail(ModPos, "'.align' must be a power of two up to 4096");
      V.Align = unsigned(A);
    } else if (W == "v2" || W == "v4" || W == "v8") {
      V.VectorWidth = unsigned(W[1] - '0');
    } else if (W == "ptr") { // .ptr .global .align 16: a kernel parameter's pointee (a hint)
      while (skipSpace() && peek() == '.') {
        size_t Q = P;
        ++P;
        std::string A = readIdentTail();
        if (A == "align") {
          uint64_t Ign;
          if (!readUnsigned(Ign, "an alignment"))
            return false;
        } else if (!isDataSpace(A)) {
          P = Q;
          break;
        }
      }
      if (Failed)
        return false;
    } else if (W == "attribute") { // .attribute(.managed)
      if (!expect('(', "'(' after '.attribute'"))
        return false;
      size_t Close = Text.find(')', P);
      if (Close == std::string_view::npos)
        return fail(P, "expected ')'");
      std::string_view A = Text.substr(P, Close - P);
      if (A.find("managed") != std::string_view::npos)
        return fail(ModPos, "managed variables (.attribute(.managed)) are not supported in PTX modules");
      P = Close + 1;
    } else if (W == "texref" || W == "samplerref" || W == "surfref") {
      return fail(ModPos, "texture, sampler and surface references ('." + W + "') are not supported");
    } else if (W.empty()) {
      return fail(ModPos, "expected a type after '.'");
    } else {
      if (!V.Type.empty())
        return fail(ModPos, "unexpected '." + W + "' after the type '." + V.Type + "'");
      V.Type = W;
    }
  }
  if (V.Type.empty())
    return fail(P, "expected a type (.b32, .u64, ...) in the declaration");
  if (!atName() && peek() != '_')
    return fail(P, "expected a name in the declaration");
  size_t NamePos = P;
  V.Name = readName();
  if (V.Name.empty() || V.Name == "%")
    return fail(NamePos, "expected a name in the declaration");
  if (V.Pos == 0)
    V.Pos = unsigned(NamePos);
  if (!skipSpace())
    return false;
  if (peek() == '<')
    return fail(P, "parameterized names ('<N>') are only for registers");
  while (peek() == '[') {
    ++P;
    V.IsArray = true;
    if (!skipSpace())
      return false;
    if (peek() == ']') {
      ++P;
      V.Dims.push_back(0);
    } else {
      uint64_t N;
      if (!readUnsigned(N, "an array size"))
        return false;
      if (N > (uint64_t(1) << 32))
        return fail(NamePos, "array too large");
      V.Dims.push_back(N);
      if (!expect(']', "']'"))
        return false;
    }
    if (!skipSpace())
      return false;
  }
  if (peek() == '=') {
    if (!AllowInit)
      return fail(P, "an initializer is not allowed here");
    ++P;
    V.HasInit = true;
    return parseInitializer(V);
  }
  return true;
}

bool Parser::parseInitializer(VarDecl &V) {
  if (!skipSpace())
    return false;
  if (peek() == '{') {
    ++P;
    while (true) {
      if (!parseInitializer(V))
        return false;
      if (!skipSpace())
        return false;
      if (peek() == ',') {
        ++P;
        continue;
      }
      return expect('}', "',' or '}' in an initializer");
    }
  }
  Operand Op;
  Op.Pos = unsigned(P);
  if (isDigit(peek()) || peek() == '-') {
    if (!parseNumber(Op))
      return false;
    V.Init.push_back(std::move(Op));
    return true;
  }
  if (!atName())
    return fail(P, "expected a constant or a variable name in the initializer");
  std::string N = readName();
  if (N == "generic" || N == "mask") {
    if (N == "mask")
      return fail(Op.Pos, "'mask()' in initializers is not supported");
    if (!expect('(', "'(' after 'generic'"))
      return false;
    if (!skipSpace())
      return false;
    N = readName();
    if (N.empty())
      return fail(P, "expected a variable name in 'generic()'");
    if (!expect(')', "')'"))
      return false;
  }
  Op.K = Operand::Symbol;
  Op.Name = N;
  if (!skipSpace())
    return false;
  if (peek() == '+') { // sym+offset
    ++P;
    uint64_t Off;
    if (!readUnsigned(Off, "an offset"))
      return false;
    Op.Offset = int64_t(Off);
  }
  V.Init.push_back(std::move(Op));
  return true;
}

bool Parser::parseParamList(std::vector<VarDecl> &Out, bool Prototype) {
  if (!expect('(', "'('"))
    return false;
  if (!skipSpace())
    return false;
  if (peek() == ')') {
    ++P;
    return true;
  }
  while (true) {
    if (!skipSpace())
      return false;
    size_t Start = P;
    if (peek() != '.')
      return fail(P, "expected '.param' or '.reg' in the parameter list");
    ++P;
    std::string Space = readIdentTail();
    if (Space != "param" && Space != "reg")
      return fail(Start, "expected '.param' or '.reg' in the parameter list, not '." + Space + "'");
    VarDecl V;
    V.Space = Space;
    V.Pos = unsigned(Start);
    if (!parseVarDecl(V, false))
      return false;
    (void)Prototype;
    Out.push_back(std::move(V));
    if (!skipSpace())
      return false;
    if (peek() == ',') {
      ++P;
      continue;
    }
    return expect(')', "',' or ')' in the parameter list");
  }
}

bool Parser::parseFunction(PtxFunction &F, size_t Start) {
  if (!skipSpace())
    return false;
  if (peek() == '(') {
    if (F.IsEntry)
      return fail(P, "a kernel (.entry) returns nothing");
    if (!parseParamList(F.Sig.Returns, false))
      return false;
    if (!skipSpace())
      return false;
  }
  if (!atName())
    return fail(P, "expected the function's name");
  F.Name = readName();
  if (!skipSpace())
    return false;
  if (peek() == '(' && !parseParamList(F.Sig.Params, false))
    return false;
  // Performance-tuning directives, then a body or ';'.
  while (true) {
    if (!skipSpace())
      return false;
    if (peek() == ';') {
      ++P;
      return true; // a declaration (.extern .func, or a prototype of a later definition)
    }
    if (peek() == '{')
      break;
    if (peek() != '.')
      return fail(P, "expected '{', ';' or a directive after the header of '" + F.Name + "'");
    size_t DPos = P;
    ++P;
    std::string D = readIdentTail();
    if (D == "maxntid" || D == "reqntid" || D == "reqnctapercluster") {
      unsigned *Dst = D == "maxntid" ? F.MaxNtid : D == "reqntid" ? F.ReqNtid : nullptr;
      for (unsigned K = 0; K < 3; ++K) {
        uint64_t N;
        if (!readUnsigned(N, "a thread count"))
          return false;
        if (N == 0 || N > 1024 * 1024)
          return fail(DPos, "'." + D + "' needs counts from 1");
        if (Dst)
          Dst[K] = unsigned(N);
        if (!skipSpace())
          return false;
        if (peek() != ',')
          break;
        ++P;
      }
      if (Dst)
        for (unsigned K = 1; K < 3; ++K)
          if (!Dst[K])
            Dst[K] = 1;
    } else if (D == "minnctapersm" || D == "maxnreg" || D == "maxnctapersm" || D == "maxclusterrank") {
      uint64_t N;
      if (!readUnsigned(N, "a number"))
        return false;
      if (D == "minnctapersm")
        F.MinNctaPerSm = unsigned(N);
      else if (D == "maxnreg")
        F.MaxNReg = unsigned(N);
    } else if (D == "noreturn") {
      F.NoReturn = true;
    } else if (D == "explicitcluster" || D == "blocksareclusters") {
    } else if (D == "pragma") {
      if (!parseBodyDirective(DPos, D))
        return false;
    } else {
      return fail(DPos, "unknown directive '." + D + "' in the header of '" + F.Name + "'");
    }
  }
  ++P; // '{'
  F.HasBody = true;
  Scopes.assign(1, {});
  Labels.clear();
  LabelUses.clear();
  Out = &F.Body;
  InBody = true;
  bool Ok = parseProgram();
  InBody = false;
  if (!Ok)
    return false;
  for (const auto &[Name, Pos] : LabelUses)
    if (!Labels.count(Name))
      return fail(Pos, "branch to undefined label '" + Name + "'");
  (void)Start;
  return true;
}

bool Parser::parsePrototype(Statement &S) {
  P += 14; // .callprototype
  S.K = Statement::Prototype;
  S.Proto = std::make_shared<Signature>();
  if (!skipSpace())
    return false;
  if (peek() == '(' && !parseParamList(S.Proto->Returns, true))
    return false;
  if (!skipSpace())
    return false;
  if (peek() != '_')
    return fail(P, "expected '_' in '.callprototype'");
  ++P;
  if (!skipSpace())
    return false;
  if (peek() == '(' && !parseParamList(S.Proto->Params, true))
    return false;
  while (skipSpace() && peek() == '.') { // .noreturn
    size_t Q = P;
    ++P;
    if (readIdentTail() != "noreturn")
      return fail(Q, "expected ';' at the end of '.callprototype'");
  }
  if (!expect(';', "';' at the end of '.callprototype'"))
    return false;
  Out->Stmts.push_back(std::move(S));
  return true;
}

bool Parser::parseBodyDirective(size_t Start, const std::string &Name) {
  if (Name == "pragma") {
    if (!skipSpace())
      return false;
    size_t Q = P;
    if (peek() != '"')
      return fail(P, "expected a string after '.pragma'");
    size_t Close = Text.find('"', P + 1);
    if (Close == std::string_view::npos)
      return fail(P, "unterminated string");
    std::string Prag(Text.substr(P + 1, Close - P - 1));
    P = Close + 1;
    // Hints NVIDIA's ptxas knows: no unrolling, the bytes of a vector load that are used. Both
    // only tune code; any other pragma is ignored with a warning.
    std::string_view Pv(Prag);
    if (Pv != "nounroll" && Pv.substr(0, 16) != "used_bytes_mask " && Pv != "enable_smem_spilling")
      warn(Q, "unknown pragma \"" + Prag + "\" ignored");
    return expect(';', "';' after '.pragma'");
  }
  if (Name == "loc") { // .loc file line column {, function_name ..., inlined_at ...}: to the line's end
    Statement S;
    S.K = Statement::Loc;
    S.Pos = unsigned(Start);
    uint64_t F, L;
    if (!readUnsigned(F, "a file number") || !readUnsigned(L, "a line number"))
      return false;
    S.File = unsigned(F);
    S.Line = unsigned(L);
    uint64_t C = 0;
    if (skipSpace() && isDigit(peek()) && !readUnsigned(C, "a column number"))
      return false;
    S.Column = unsigned(C);
    P = lineEnd(Text, P);
    Out->Stmts.push_back(std::move(S));
    return true;
  }
  if (Name == "param" || isDataSpace(Name)) {
    Statement S;
    S.K = Statement::Var;
    S.Pos = unsigned(Start);
    S.V.Space = Name;
    S.V.Pos = unsigned(Start);
    if (!parseVarDecl(S.V, Name != "param" && Name != "local"))
      return false;
    if (!expect(';', "';' at the end of the declaration"))
      return false;
    Out->Stmts.push_back(std::move(S));
    return true;
  }
  if (Name == "texref" || Name == "samplerref" || Name == "surfref")
    return fail(Start, "texture, sampler and surface references ('." + Name + "') are not supported");
  return fail(Start, "unsupported directive '." + Name + "' in a function body");
}

} // namespace detail

bool parsePtxModule(std::string_view Text, PtxModule &Out, ParseError &Err) {
  Out = PtxModule();
  Program Unused;
  ParseOptions Opts;
  Opts.D = Dialect::Module;
  return detail::Parser(Text, Opts, Unused).runModule(Out, Err);
}

} // namespace scale::ptx
