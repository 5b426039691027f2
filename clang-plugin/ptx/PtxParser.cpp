// SPDX-License-Identifier: Apache-2.0
//===- PtxParser.cpp - parse the PTX text of one inline asm statement ------------------------===//
//
// A hand-written recursive-descent parser over the characters of the asm text (the statements
// of an inline asm are short: a separate token stream would buy nothing). Grammar, after the
// PTX ISA "Syntax" chapter restricted to what can appear inside a function body:
//
//   program    := { statement }
//   statement  := '{' | '}' | ';' | label ':' | '.reg' decl ';' | [ '@' ['!'] pred ] instr ';'
//   instr      := opcode { '.' modifier } [ operand { ',' operand } ]
//   operand    := primary [ '|' primary ] | '!' primary | '{' operand {',' operand} '}'
//               | '[' [ primary ] [ ('+'|'-') int ] ']'
//   primary    := register | asm-operand | special-register | immediate | label | '_'
//
// Names are resolved while parsing: an identifier declared by a `.reg` in an enclosing scope is a
// register, the target of a branch is a label, a known `%%name` is a special register; anything
// else is an error ("undeclared register") at its column. The grammar is the class Parser
// (PtxParserImpl.h), shared with the module grammar of PtxModuleParser.cpp.
//===-----------------------------------------------------------------------------------------===//
#include "PtxParserImpl.h"

namespace scale::ptx {

using detail::Parser;
using detail::isDigit;

namespace {

const char *const SpecialRegisters[] = {
    "tid",         "ntid",         "ctaid",          "nctaid",          "laneid",
    "warpid",      "nwarpid",      "smid",           "nsmid",           "gridid",
    "lanemask_eq", "lanemask_le",  "lanemask_lt",    "lanemask_ge",     "lanemask_gt",
    "clock",       "clock64",      "clock_hi",       "globaltimer",     "globaltimer_lo",
    "globaltimer_hi", "dynamic_smem_size", "total_smem_size", "aggr_smem_size",
    "reserved_smem_offset_begin", "reserved_smem_offset_end", "reserved_smem_offset_cap",
    "reserved_smem_offset_0", "reserved_smem_offset_1",
    "clusterid",   "nclusterid",   "cluster_ctaid",  "cluster_nctaid",  "cluster_ctarank",
    "cluster_nctarank", "is_explicit_cluster", "current_graph_exec"};

} // namespace

bool parsePtx(std::string_view Text, const ParseOptions &Opts, Program &Out, ParseError &Err) {
  Out.Stmts.clear();
  if (Opts.D == Dialect::Source)
    return Parser(Text, Opts, Out).run(Err);
  // LLVM's asm syntax escapes `{`, `|`, `}` as `$(`, `$|`, `$)`. Replacing each by a space and the
  // character keeps every byte offset (and so every column) the same.
  std::string Plain(Text);
  for (size_t I = 0; I + 1 < Plain.size(); ++I) {
    if (Plain[I] != '$')
      continue;
    char N = Plain[I + 1];
    if (N == '(' || N == ')' || N == '|') {
      Plain[I] = ' ';
      Plain[I + 1] = N == '(' ? '{' : N == ')' ? '}' : '|';
    }
    ++I; // skip the second character of every $-escape ($$ included)
  }
  return Parser(Plain, Opts, Out).run(Err);
}

bool isSpecialRegister(std::string_view Name) {
  for (const char *S : SpecialRegisters)
    if (Name == S)
      return true;
  if (Name.substr(0, 6) == "envreg" || Name.substr(0, 2) == "pm")
    return Name.size() > 2 && isDigit(Name.back());
  return false;
}

TextLoc locate(std::string_view Text, unsigned Pos, Dialect D) {
  TextLoc L;
  for (size_t I = 0; I < Text.size() && I < Pos; ++I) {
    char C = Text[I];
    if (C == '\n') {
      ++L.Line;
      L.Column = 1;
      continue;
    }
    if (D == Dialect::LLVMIR) {
      if (C == '%') { // written %% in the source
        L.Column += 2;
        continue;
      }
      if (C == '$' && I + 1 < Text.size() &&
          (Text[I + 1] == '$' || Text[I + 1] == '(' || Text[I + 1] == ')' || Text[I + 1] == '|')) {
        L.Column += 1;
        ++I;
        continue;
      }
      if (Text.substr(I, 7) == "${:uid}" && I + 7 <= Pos) {
        L.Column += 2;
        I += 6;
        continue;
      }
      if (C == '$' && I + 1 < Text.size() && Text[I + 1] == '{') { // ${N} or ${N:m}: %N / %mN
        size_t End = Text.find('}', I);
        if (End != std::string_view::npos && End < Pos) {
          size_t Colon = Text.find(':', I);
          bool HasMod = Colon != std::string_view::npos && Colon < End;
          L.Column += unsigned((HasMod ? Colon : End) - I - 2) + 1 + (HasMod ? 1 : 0);
          I = End;
          continue;
        }
      }
    }
    ++L.Column;
  }
  return L;
}

} // namespace scale::ptx
