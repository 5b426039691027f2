// SPDX-License-Identifier: Apache-2.0
//===- PtxParserImpl.h - the PTX parser's class, shared by its two files ---------------------===//
//
// Private to the parser. The class holds the statement grammar (what an inline asm or a function
// body contains: instructions, .reg, labels, scopes; see PtxParser.cpp for the grammar);
// PtxModuleParser.cpp defines its module grammar (directives, variables, .entry/.func headers),
// which calls parseProgram() for each function body.
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_PTX_PTXPARSERIMPL_H
#define SCALE_AMD_PTX_PTXPARSERIMPL_H

#include "PtxParser.h"

#include <cstdlib>
#include <cstring>
#include <set>

namespace scale::ptx::detail {

inline bool isIdentStart(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || C == '_';
}
inline bool isDigit(char C) { return C >= '0' && C <= '9'; }
inline bool isIdentChar(char C) { return isIdentStart(C) || isDigit(C); }
inline bool isHex(char C) {
  return isDigit(C) || (C >= 'a' && C <= 'f') || (C >= 'A' && C <= 'F');
}
inline unsigned hexVal(char C) {
  if (isDigit(C))
    return C - '0';
  return (C | 0x20) - 'a' + 10;
}

class Parser {
public:
  Parser(std::string_view T, const ParseOptions &O, Program &P) : Text(T), Opts(O), Out(&P) {}

  bool run(ParseError &Err) {
    Scopes.emplace_back();
    bool Ok = parseProgram();
    if (Ok)
      for (const auto &[Name, Pos] : LabelUses)
        if (!Labels.count(Name)) {
          fail(Pos, "branch to undefined label '" + Name + "'");
          Ok = false;
          break;
        }
    if (!Ok)
      Err = Error;
    return Ok;
  }

  /// A whole PTX file (PtxModuleParser.cpp).
  bool runModule(PtxModule &M, ParseError &Err);

private:
  std::string_view Text;
  const ParseOptions &Opts;
  Program *Out; ///< where statements go: the asm's program, or the current function body
  PtxModule *Mod = nullptr;
  bool InBody = false; ///< parsing a function body of a module: its closing '}' ends it
  size_t P = 0;
  ParseError Error;
  bool Failed = false;
  std::vector<std::set<std::string>> Scopes;
  std::set<std::string> Labels;
  std::vector<std::pair<std::string, unsigned>> LabelUses;

  bool ir() const { return Opts.D == Dialect::LLVMIR; }
  bool src() const { return Opts.D == Dialect::Source; }
  /// A PTX file: registers are %name, `$` is an identifier character ($L__BB0_1), names that are
  /// not registers are symbols of the module (variables, parameters, functions, labels).
  bool file() const { return Opts.D == Dialect::Module; }
  char peek(size_t Ahead = 0) const { return P + Ahead < Text.size() ? Text[P + Ahead] : '\0'; }
  bool atEnd() const { return P >= Text.size(); }

  bool fail(size_t Pos, std::string Msg) {
    if (!Failed) {
      Failed = true;
      Error.Pos = unsigned(Pos);
      Error.Msg = std::move(Msg);
    }
    return false;
  }

  bool skipSpace() {
    while (!atEnd()) {
      char C = peek();
      if (C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v') {
        ++P;
      } else if (C == '/' && peek(1) == '/') {
        while (!atEnd() && peek() != '\n')
          ++P;
      } else if (C == '/' && peek(1) == '*') {
        size_t Start = P;
        size_t End = Text.find("*/", P + 2);
        if (End == std::string_view::npos)
          return fail(Start, "unterminated /* comment");
        P = End + 2;
      } else {
        break;
      }
    }
    return true;
  }

  bool expect(char C, const char *What) {
    if (!skipSpace())
      return false;
    if (peek() != C)
      return fail(P, std::string("expected ") + What);
    ++P;
    return true;
  }

  /// The unique-number escape at P (`${:uid}` in IR, `%=` in source); advances past it.
  bool consumeUid() {
    if (ir() && Text.substr(P, 7) == "${:uid}") {
      P += 7;
      return true;
    }
    if (src() && peek() == '%' && peek(1) == '=') {
      P += 2;
      return true;
    }
    return false;
  }

  /// Identifier characters from P (letters, digits, _, $ and the unique-number escape).
  std::string readIdentTail() {
    std::string S;
    while (!atEnd()) {
      if (consumeUid()) {
        S += std::to_string(Opts.UniqueId);
      } else if (ir() && peek() == '$' && peek(1) == '$') {
        S += '$';
        P += 2;
      } else if (!ir() && peek() == '$') {
        S += '$';
        ++P;
      } else if (isIdentChar(peek())) {
        S += peek();
        ++P;
      } else {
        break;
      }
    }
    return S;
  }

  /// The start of a name: identifier, or a `%name` (register or special register).
  bool atName() const {
    char C = peek();
    if (isIdentStart(C))
      return true;
    if (file())
      return C == '$' || (C == '%' && isIdentStart(peek(1)));
    if (ir())
      return (C == '%' && isIdentStart(peek(1))) ||
             (C == '$' && (peek(1) == '$' || Text.substr(P, 7) == "${:uid}"));
    return (C == '%' && peek(1) == '%' && isIdentStart(peek(2))) || (C == '%' && peek(1) == '=') ||
           C == '$';
  }

  /// Reads a name; the `%` prefix of PTX register names is kept ("%r1", "%tid").
  std::string readName() {
    std::string S;
    if (peek() == '%' && !src()) {
      S = "%";
      ++P;
    } else if (peek() == '%' && peek(1) == '%') {
      S = "%";
      P += 2;
    }
    return S + readIdentTail();
  }

  bool parseProgram() {
    while (true) {
      if (!skipSpace())
        return false;
      if (atEnd())
        break;
      size_t Start = P;
      char C = peek();
      if (C == ';') {
        ++P;
        continue;
      }
      if (C == '{') {
        ++P;
        Scopes.emplace_back();
        Statement S;
        S.K = Statement::ScopeOpen;
        S.Pos = unsigned(Start);
        Out->Stmts.push_back(std::move(S));
        continue;
      }
      if (C == '}') {
        ++P;
        if (Scopes.size() <= 1 && InBody)
          return true; // the end of the function body
        if (Scopes.size() <= 1)
          return fail(Start, "'}' without a matching '{'");
        Scopes.pop_back();
        Statement S;
        S.K = Statement::ScopeClose;
        S.Pos = unsigned(Start);
        Out->Stmts.push_back(std::move(S));
        continue;
      }
      if (C == '.') {
        if (!parseDirective())
          return false;
        continue;
      }
      if (!parseInstructionOrLabel())
        return false;
    }
    if (InBody)
      return fail(Text.size(), "missing '}' at the end of the function body");
    if (Scopes.size() > 1)
      return fail(Text.size(), "missing '}' at the end of the asm");
    return true;
  }

  // The module grammar (PtxModuleParser.cpp).
  bool parseModule();
  bool parseModuleDirective();
  bool parseFunction(PtxFunction &F, size_t Start);
  bool parseParamList(std::vector<VarDecl> &Out, bool Prototype);
  /// A variable declaration after its state-space directive (at P: attributes, type, name).
  bool parseVarDecl(VarDecl &V, bool AllowInit);
  bool parseInitializer(VarDecl &V);
  bool parseBodyDirective(size_t Start, const std::string &Name);
  bool parsePrototype(Statement &S);
  bool readUnsigned(uint64_t &V, const char *What);
  std::string readWord();
  void warn(size_t Pos, std::string Msg);

  bool parseDirective() {
    size_t Start = P;
    ++P;
    std::string Name = readIdentTail();
    if (file() && Name != "reg")
      return parseBodyDirective(Start, Name);
    if (Name != "reg")
      return fail(Start, "unsupported directive '." + Name + "' in inline PTX");
    Statement S;
    S.K = Statement::Decl;
    S.Pos = unsigned(Start);
    S.D.Pos = unsigned(Start);
    if (!skipSpace())
      return false;
    while (peek() == '.') {
      size_t ModPos = P;
      ++P;
      std::string Mod = readIdentTail();
      if (Mod == "v2" || Mod == "v4" || Mod == "v8")
        S.D.VectorWidth = unsigned(Mod[1] - '0');
      else if (!S.D.Type.empty() || Mod.empty())
        return fail(ModPos, "unexpected '." + Mod + "' in .reg declaration");
      else
        S.D.Type = Mod;
      if (!skipSpace())
        return false;
    }
    if (S.D.Type.empty())
      return fail(P, "expected a type (.b32, .pred, ...) in .reg declaration");
    while (true) {
      if (!skipSpace())
        return false;
      size_t NamePos = P;
      if (!atName())
        return fail(P, "expected a register name");
      std::string Name = readName();
      if (Name.empty() || Name == "%")
        return fail(NamePos, "expected a register name");
      if (peek() == '<') {
        ++P;
        size_t NumPos = P;
        uint64_t N = 0;
        if (!isDigit(peek()))
          return fail(NumPos, "expected a register count in '<>'");
        while (isDigit(peek())) {
          N = N * 10 + unsigned(peek() - '0');
          if (N > 65536)
            return fail(NumPos, "register range too large");
          ++P;
        }
        if (peek() != '>')
          return fail(P, "expected '>'");
        ++P;
        for (uint64_t I = 0; I < N; ++I)
          if (!declare(Name + std::to_string(I), NamePos, S.D))
            return false;
      } else if (!declare(Name, NamePos, S.D)) {
        return false;
      }
      if (!skipSpace())
        return false;
      if (peek() == ',') {
        ++P;
        continue;
      }
      if (peek() == ';') {
        ++P;
        break;
      }
      return fail(P, "expected ',' or ';' in .reg declaration");
    }
    Out->Stmts.push_back(std::move(S));
    return true;
  }

  bool declare(const std::string &Name, size_t Pos, RegDecl &D) {
    if (!Scopes.back().insert(Name).second)
      return fail(Pos, "register '" + Name + "' declared twice in one scope");
    D.Names.push_back(Name);
    return true;
  }

  bool isRegister(const std::string &Name) const {
    for (const auto &S : Scopes)
      if (S.count(Name))
        return true;
    return false;
  }

  bool parseInstructionOrLabel() {
    size_t Start = P;
    Statement S;
    S.K = Statement::Instr;
    S.Pos = unsigned(Start);
    Instruction &I = S.I;
    I.Pos = unsigned(Start);
    if (peek() == '@') {
      ++P;
      I.HasGuard = true;
      if (!skipSpace())
        return false;
      if (peek() == '!') {
        I.GuardNegated = true;
        ++P;
      }
      if (!skipSpace())
        return false;
      size_t GPos = P;
      if (!parsePrimary(I.Guard, false))
        return false;
      if (I.Guard.K != Operand::Register && I.Guard.K != Operand::AsmOperand)
        return fail(GPos, "the guard of an instruction must be a predicate register");
      if (!skipSpace())
        return false;
    }
    size_t OpPos = P;
    if (!atName() || peek() == '%')
      return fail(OpPos, "expected an instruction");
    std::string Name = readIdentTail();
    if (Name.empty())
      return fail(OpPos, "expected an instruction");
    size_t AfterName = P;
    if (!I.HasGuard && skipSpace() && peek() == ':' && peek(1) != ':') {
      ++P;
      if (!Labels.insert(Name).second)
        return fail(Start, "label '" + Name + "' defined twice");
      S.K = Statement::Label;
      S.Name = Name;
      if (file() && skipSpace() && Text.substr(P, 14) == ".callprototype")
        return parsePrototype(S);
      if (file() && Text.substr(P, 14) == ".branchtargets")
        return fail(P, "'.branchtargets' (brx.idx jump tables) is not supported");
      Out->Stmts.push_back(std::move(S));
      return true;
    }
    if (Failed)
      return false;
    P = AfterName;
    I.Opcode = Name;
    while (peek() == '.') {
      ++P;
      size_t ModPos = P;
      std::string Mod;
      while (isIdentChar(peek()) || (peek() == ':' && peek(1) == ':')) {
        if (peek() == ':') {
          Mod += "::";
          P += 2;
        } else {
          Mod += peek();
          ++P;
        }
      }
      if (Mod.empty())
        return fail(ModPos, "expected a modifier after '.'");
      I.Mods.push_back(Mod);
    }
    if (!skipSpace())
      return false;
    bool IsBranch = I.Opcode == "bra" || I.Opcode == "brx" || (I.Opcode == "call" && !file());
    if (peek() != ';') {
      while (true) {
        Operand Op;
        if (!parseOperand(Op, IsBranch))
          return false;
        I.Ops.push_back(std::move(Op));
        if (!skipSpace())
          return false;
        if (peek() == ',') {
          ++P;
          continue;
        }
        break;
      }
    }
    if (!skipSpace())
      return false;
    if (peek() != ';')
      return fail(P, atEnd() ? "expected ';' at the end of '" + I.fullName() + "'"
                             : "unexpected '" + std::string(1, peek()) + "' in the operands of '" +
                                   I.fullName() + "'");
    ++P;
    Out->Stmts.push_back(std::move(S));
    return true;
  }

  bool parseOperand(Operand &Op, bool IsBranch) {
    if (!skipSpace())
      return false;
    Op.Pos = unsigned(P);
    char C = peek();
    if (C == '{') {
      ++P;
      Op.K = Operand::Vector;
      while (true) {
        Operand E;
        if (!parseOperand(E, false))
          return false;
        if (E.K == Operand::Vector || E.K == Operand::Address)
          return fail(E.Pos, "a vector element must be a register or an immediate");
        Op.Elems.push_back(std::move(E));
        if (!skipSpace())
          return false;
        if (peek() == ',') {
          ++P;
          continue;
        }
        if (peek() == '}') {
          ++P;
          return true;
        }
        return fail(P, "expected ',' or '}' in a vector operand");
      }
    }
    if (C == '[')
      return parseAddress(Op);
    if (C == '(' && file()) { // call's (returns) and (arguments)
      ++P;
      Op.K = Operand::List;
      if (!skipSpace())
        return false;
      if (peek() == ')') {
        ++P;
        return true;
      }
      while (true) {
        Operand E;
        if (!parseOperand(E, false))
          return false;
        Op.Elems.push_back(std::move(E));
        if (!skipSpace())
          return false;
        if (peek() == ',') {
          ++P;
          continue;
        }
        if (peek() == ')') {
          ++P;
          return true;
        }
        return fail(P, "expected ',' or ')' in a call's operand list");
      }
    }
    if (C == '-' && !isDigit(peek(1))) { // vmad's negated sources: -a, -%1
      ++P;
      if (!parsePrimary(Op, false))
        return false;
      if (Op.K != Operand::Register && Op.K != Operand::AsmOperand)
        return fail(Op.Pos, "'-' applies to a register only");
      Op.Minus = true;
      return parseSelector(Op);
    }
    if (C == '!') {
      ++P;
      if (!skipSpace())
        return false;
      if (!parsePrimary(Op, false))
        return false;
      if (Op.K != Operand::Register && Op.K != Operand::AsmOperand)
        return fail(Op.Pos, "'!' applies to a predicate register only");
      Op.Negated = true;
      return true;
    }
    if (!parsePrimary(Op, IsBranch))
      return false;
    if (!parseSelector(Op) || !skipSpace())
      return false;
    if (peek() == '|') {
      ++P;
      Operand Second;
      if (!skipSpace())
        return false;
      if (!parsePrimary(Second, false))
        return false;
      Operand Pair;
      Pair.K = Operand::PredPair;
      Pair.Pos = Op.Pos;
      Pair.Elems.push_back(std::move(Op));
      Pair.Elems.push_back(std::move(Second));
      Op = std::move(Pair);
    }
    return true;
  }

  /// Video instructions select bytes or half-words of a register: r1.b0, %2.h10, r3.b7654.
  bool parseSelector(Operand &Op) {
    if ((Op.K == Operand::Register || Op.K == Operand::AsmOperand) && peek() == '.' &&
        (peek(1) == 'b' || peek(1) == 'h') && isDigit(peek(2))) {
      size_t Start = ++P;
      while (isIdentChar(peek()))
        ++P;
      Op.Sel = std::string(Text.substr(Start, P - Start));
    }
    return true;
  }

  bool parseAddress(Operand &Op) {
    ++P; // '['
    Op.K = Operand::Address;
    if (!skipSpace())
      return false;
    if (peek() != ']' && !isDigit(peek()) && peek() != '-' && peek() != '+') {
      Operand Base;
      if (!parsePrimary(Base, false))
        return false;
      if (Base.K != Operand::Register && Base.K != Operand::AsmOperand && Base.K != Operand::Symbol)
        return fail(Base.Pos, "an address must be a register, an operand or an immediate");
      Op.Elems.push_back(std::move(Base));
      if (!skipSpace())
        return false;
      // Texture and surface operands: [tex, {x, y}], [tex, sampler, {x}] (Elems[1..]).
      while (peek() == ',') {
        ++P;
        Operand E;
        if (!parseOperand(E, false))
          return false;
        Op.Elems.push_back(std::move(E));
        if (!skipSpace())
          return false;
      }
      if (Op.Elems.size() > 1)
        return expect(']', "']' at the end of a texture or surface operand");
    }
    if (peek() == '+' || peek() == '-' || (Op.Elems.empty() && isDigit(peek()))) {
      bool Neg = false;
      if (peek() == '+' || peek() == '-') {
        Neg = peek() == '-';
        ++P;
        if (!skipSpace())
          return false;
        if (peek() == '-') { // [r+-4]
          Neg = !Neg;
          ++P;
        }
      }
      Operand Off;
      size_t OffPos = P;
      if (!parseNumber(Off))
        return false;
      if (Off.K != Operand::IntImm)
        return fail(OffPos, "an address offset must be an integer");
      Op.Offset = Neg ? -int64_t(Off.Int) : int64_t(Off.Int);
    }
    return expect(']', "']' at the end of an address");
  }

  bool parseNumber(Operand &Op) {
    size_t Start = P;
    Op.Pos = unsigned(Start);
    bool Neg = false;
    if (peek() == '-') {
      Neg = true;
      ++P;
    }
    if (!isDigit(peek()))
      return fail(Start, "expected a number");
    char C1 = peek(1);
    if (peek() == '0' && (C1 == 'f' || C1 == 'F' || C1 == 'd' || C1 == 'D')) {
      bool Dbl = C1 == 'd' || C1 == 'D';
      unsigned N = Dbl ? 16 : 8;
      P += 2;
      uint64_t Bits = 0;
      for (unsigned I = 0; I < N; ++I) {
        if (!isHex(peek()))
          return fail(Start, std::string("bad floating-point immediate: '0") + C1 + "' needs " +
                                 std::to_string(N) + " hex digits");
        Bits = (Bits << 4) | hexVal(peek());
        ++P;
      }
      if (isIdentChar(peek()))
        return fail(Start, "bad floating-point immediate");
      Op.K = Operand::FloatImm;
      Op.IsDouble = Dbl;
      if (Neg)
        Bits ^= Dbl ? (uint64_t(1) << 63) : (uint64_t(1) << 31);
      Op.Bits = Bits;
      return true;
    }
    // Decimal floating point: digits '.' digits [exponent] or digits exponent.
    size_t Q = P;
    while (Q < Text.size() && isDigit(Text[Q]))
      ++Q;
    if (Q < Text.size() && (Text[Q] == '.' || Text[Q] == 'e' || Text[Q] == 'E') &&
        !(peek() == '0' && (C1 == 'x' || C1 == 'X' || C1 == 'b' || C1 == 'B'))) {
      std::string Lit(Text.substr(Start, Q - Start));
      if (Text[Q] == '.') {
        Lit += '.';
        ++Q;
        while (Q < Text.size() && isDigit(Text[Q]))
          Lit += Text[Q++];
      }
      if (Q < Text.size() && (Text[Q] == 'e' || Text[Q] == 'E')) {
        Lit += 'e';
        ++Q;
        if (Q < Text.size() && (Text[Q] == '+' || Text[Q] == '-'))
          Lit += Text[Q++];
        if (Q >= Text.size() || !isDigit(Text[Q]))
          return fail(Start, "bad floating-point immediate");
        while (Q < Text.size() && isDigit(Text[Q]))
          Lit += Text[Q++];
      }
      P = Q;
      if (isIdentChar(peek()))
        return fail(Start, "bad floating-point immediate");
      double V = std::strtod(Lit.c_str(), nullptr);
      uint64_t Bits;
      std::memcpy(&Bits, &V, sizeof Bits);
      Op.K = Operand::FloatImm;
      Op.IsDouble = true;
      Op.Bits = Bits;
      return true;
    }
    unsigned Base = 10;
    if (peek() == '0' && (C1 == 'x' || C1 == 'X')) {
      Base = 16;
      P += 2;
    } else if (peek() == '0' && (C1 == 'b' || C1 == 'B')) {
      Base = 2;
      P += 2;
    } else if (peek() == '0' && isDigit(C1)) {
      Base = 8;
      ++P;
    }
    uint64_t V = 0;
    size_t Digits = 0;
    while (isHex(peek())) {
      unsigned D = hexVal(peek());
      if (D >= Base)
        return fail(Start, "bad digit '" + std::string(1, peek()) + "' in an integer immediate");
      if (V > (UINT64_MAX - D) / Base)
        return fail(Start, "integer immediate does not fit in 64 bits");
      V = V * Base + D;
      ++P;
      ++Digits;
    }
    if (Digits == 0 && Base != 10 && Base != 8)
      return fail(Start, "integer immediate without digits");
    if (peek() == 'U' || peek() == 'u')
      ++P;
    if (isIdentChar(peek()))
      return fail(Start, "bad character '" + std::string(1, peek()) + "' in an integer immediate");
    Op.K = Operand::IntImm;
    Op.Int = Neg ? uint64_t(0) - V : V;
    return true;
  }

  bool parsePrimary(Operand &Op, bool IsBranch) {
    Op.Pos = unsigned(P);
    char C = peek();
    if (isDigit(C) || (C == '-' && isDigit(peek(1))))
      return parseNumber(Op);
    // Operands of the asm statement: $N / ${N} / ${N:mod} (IR) or %N (source).
    if ((ir() && C == '$' && (isDigit(peek(1)) || (peek(1) == '{' && isDigit(peek(2))))) ||
        (src() && C == '%' && isDigit(peek(1)))) {
      bool Braced = ir() && peek(1) == '{';
      P += Braced ? 2 : 1;
      uint64_t N = 0;
      while (isDigit(peek())) {
        N = N * 10 + unsigned(peek() - '0');
        if (N > 1000)
          return fail(Op.Pos, "asm operand number too large");
        ++P;
      }
      if (Braced) {
        if (peek() == ':') {
          while (!atEnd() && peek() != '}')
            ++P;
        }
        if (peek() != '}')
          return fail(P, "expected '}'");
        ++P;
      }
      Op.K = Operand::AsmOperand;
      Op.Index = unsigned(N);
      return true;
    }
    if (C == '_' && !isIdentChar(peek(1)) && !(ir() && peek(1) == '$')) {
      ++P;
      Op.K = Operand::Sink;
      return true;
    }
    if (!atName())
      return fail(P, atEnd() ? "expected an operand"
                             : "unexpected '" + std::string(1, C) + "' where an operand was expected");
    std::string Name = readName();
    if (Name.empty() || Name == "%")
      return fail(Op.Pos, "expected an operand");
    Op.Name = Name;
    if (IsBranch) {
      Op.K = Operand::Symbol;
      LabelUses.emplace_back(Name, Op.Pos);
      return true;
    }
    if (isRegister(Name)) {
      Op.K = Operand::Register;
      return true;
    }
    if (Name[0] == '%' && isSpecialRegister(std::string_view(Name).substr(1))) {
      Op.K = Operand::SpecialReg;
      Op.Name = Name.substr(1);
      if (peek() == '.' && (peek(1) == 'x' || peek(1) == 'y' || peek(1) == 'z') &&
          !isIdentChar(peek(2))) {
        Op.Component = peek(1);
        P += 2;
      }
      return true;
    }
    if (Name == "WARP_SZ") {
      Op.K = Operand::IntImm;
      Op.Int = 32;
      return true;
    }
    if (file() && Name[0] != '%') { // a variable, parameter or function: the lowering resolves it
      Op.K = Operand::Symbol;
      return true;
    }
    if (Name[0] == '%')
      return fail(Op.Pos, "unknown special register or undeclared register '" + Name + "'");
    return fail(Op.Pos, "use of undeclared register '" + Name + "'");
  }
};


} // namespace scale::ptx::detail

#endif
