// SPDX-License-Identifier: Apache-2.0
#include "CommandLine.h"
#include "Diagnostics.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/StringSaver.h"

using namespace llvm;

namespace scale {

std::vector<std::string> tokenizeOptions(const std::string &Text) {
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  SmallVector<const char *, 32> Toks;
  cl::TokenizeGNUCommandLine(Text, Saver, Toks, /*MarkEOLs=*/false);
  return std::vector<std::string>(Toks.begin(), Toks.end());
}

namespace {

/// The spellings of nvcc's options-file option; returns the file name if \p A is one (taking the
/// next argument for the separate form), else nullopt.
std::optional<std::string> optionsFileArg(const std::vector<std::string> &Args, size_t &I) {
  StringRef A = Args[I];
  for (StringRef Name : {"-optf", "--optf", "-options-file", "--options-file"}) {
    if (A == Name) {
      if (I + 1 >= Args.size())
        fatal("argument expected after '" + A + "'");
      return Args[++I];
    }
    if (A.starts_with(Name) && A.size() > Name.size() && A[Name.size()] == '=')
      return A.substr(Name.size() + 1).str();
  }
  return std::nullopt;
}

void expandInto(const std::vector<std::string> &Args, std::vector<std::string> &Out, int Depth) {
  if (Depth > 16)
    fatal("Options files nest too deeply (more than 16 levels)");
  for (size_t I = 0; I < Args.size(); ++I) {
    std::optional<std::string> File = optionsFileArg(Args, I);
    if (!File && Args[I].size() > 1 && Args[I][0] == '@')
      File = Args[I].substr(1);
    if (!File) {
      Out.push_back(Args[I]);
      continue;
    }
    auto Buf = MemoryBuffer::getFile(*File, /*IsText=*/true);
    if (!Buf)
      fatal("Could not open options file '" + *File + "'");
    expandInto(tokenizeOptions((*Buf)->getBuffer().str()), Out, Depth + 1);
  }
}

} // namespace

std::vector<std::string>
expandCommandLine(const std::vector<std::string> &Argv,
                  std::optional<std::string> (*GetEnv)(const char *Name)) {
  std::vector<std::string> All;
  if (auto Pre = GetEnv("NVCC_PREPEND_FLAGS"))
    All = tokenizeOptions(*Pre);
  All.insert(All.end(), Argv.begin(), Argv.end());
  if (auto Post = GetEnv("NVCC_APPEND_FLAGS")) {
    std::vector<std::string> P = tokenizeOptions(*Post);
    All.insert(All.end(), P.begin(), P.end());
  }
  std::vector<std::string> Out;
  expandInto(All, Out, 0);
  return Out;
}

} // namespace scale
