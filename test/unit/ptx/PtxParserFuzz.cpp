// SPDX-License-Identifier: Apache-2.0
// libFuzzer target: the PTX parser must reject any text with an error, never crash, hang or read
// out of bounds; reported error positions must lie inside the text; locate() must be total. The
// same text is parsed as inline asm (both dialects) and as a whole PTX module.
#include "PtxParser.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  for (scale::ptx::Dialect D : {scale::ptx::Dialect::LLVMIR, scale::ptx::Dialect::Source}) {
    scale::ptx::ParseOptions Opts;
    Opts.D = D;
    Opts.UniqueId = 7;
    scale::ptx::Program P;
    scale::ptx::ParseError E;
    if (!scale::ptx::parsePtx(Text, Opts, P, E)) {
      if (E.Pos > Size || E.Msg.empty())
        std::abort();
      scale::ptx::TextLoc L = scale::ptx::locate(Text, E.Pos, D);
      if (L.Line == 0 || L.Column == 0)
        std::abort();
    }
  }
  scale::ptx::PtxModule M;
  scale::ptx::ParseError E;
  if (!scale::ptx::parsePtxModule(Text, M, E)) {
    if (E.Pos > Size || E.Msg.empty())
      std::abort();
    scale::ptx::TextLoc L = scale::ptx::locate(Text, E.Pos, scale::ptx::Dialect::Module);
    if (L.Line == 0 || L.Column == 0)
      std::abort();
  }
  for (const scale::ptx::Diagnostic &W : M.Warnings)
    if (W.Pos > Size)
      std::abort();
  return 0;
}
