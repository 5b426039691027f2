// SPDX-License-Identifier: Apache-2.0
//===- ClangdDatabase.cpp - a compile_commands.json that stock clangd understands ------------===//
//
// `nvcc --clangd-compile-commands in.json out.json` copies the compilation database in.json
// (CMake's CMAKE_EXPORT_COMPILE_COMMANDS, bear, ...) to out.json with every entry that runs nvcc
// replaced by the clang-22 command this nvcc runs for that source. Stock clangd knows clang's
// options, not nvcc's: given an nvcc entry it parses the file as plain clang CUDA (NVPTX,
// NVIDIA's headers) and rejects -arch=sm_86, --expt-relaxed-constexpr and friends.
// The choices, measured with clangd 22.1 (docs/clangd.md):
//  * The command is compileCommand(), so clangd sees what our compile sees: HIP mode, our headers
//    (go-to-definition lands in <prefix>/include), nvcc's macros, -std, -I/-D/-isystem, -Xcompiler.
//  * Host side only (--cuda-host-only). clangd cannot load our plugin, so on the AMD device side
//    its Sema would reject PTX asm constraints (`=l`, `f`, `h`, `d`). The host side parses every
//    device function too (errors in their bodies, completion, navigation) and never checks the
//    constraints of asm in __device__/__global__ functions. Code under #ifdef __CUDA_ARCH__ shows
//    as inactive, as in any host-side view. clangd 22 picks the host side of a HIP command by
//    itself; the flag makes that independent of clangd's choice.
//  * The names the plugin predefines (clang-plugin/frontend/NvccPredefines.def) become -D options.
//  * No -fplugin, no -o, no dependency-file flags; "arguments" (an array) instead of "command",
//    so nothing depends on shell quoting.
//  * Entries of other compilers are copied unchanged. A rewritten entry no longer runs nvcc, so
//    rewriting a database twice (or in place) changes nothing.
//  * Each entry is read in its "directory" (options files, relative paths) with this process's
//    NVCC_PREPEND_FLAGS/NVCC_APPEND_FLAGS, as a build in that directory would. An entry nvcc
//    cannot read gets nvcc's message and stops the rewrite, as it would stop the build.
//===-----------------------------------------------------------------------------------------===//
#include "CommandLine.h"
#include "Diagnostics.h"
#include "Driver.h"
#include "Options.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;
using namespace scale::opts;

namespace scale {

namespace {

std::optional<std::string> getEnv(const char *Name) { return sys::Process::GetEnv(Name); }

std::string absolute(StringRef Path) {
  SmallString<256> P(Path);
  sys::fs::make_absolute(P);
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

/// The arguments of an entry: "arguments", or "command" split as a shell would.
std::optional<std::vector<std::string>> entryArguments(const json::Object &E) {
  if (const json::Array *A = E.getArray("arguments")) {
    std::vector<std::string> R;
    for (const json::Value &V : *A) {
      std::optional<StringRef> S = V.getAsString();
      if (!S)
        return std::nullopt;
      R.push_back(S->str());
    }
    return R;
  }
  if (std::optional<StringRef> C = E.getString("command"))
    return tokenizeOptions(C->str());
  return std::nullopt;
}

/// The nvcc arguments of \p Args (without the program), or nullopt if it does not run nvcc.
/// A compiler launcher in front (CMAKE_CUDA_COMPILER_LAUNCHER) is skipped.
std::optional<std::vector<std::string>> nvccArguments(std::vector<std::string> Args) {
  auto Name = [](const std::string &A) { return sys::path::filename(A); };
  if (Args.size() > 1 && (Name(Args[0]) == "ccache" || Name(Args[0]) == "sccache"))
    Args.erase(Args.begin());
  if (Args.empty() || Name(Args[0]) != "nvcc")
    return std::nullopt;
  return std::vector<std::string>(Args.begin() + 1, Args.end());
}

/// The clang command for one nvcc entry, computed in the entry's directory.
std::vector<std::string> rewrite(const Toolkit &TK, const std::vector<std::string> &NvccArgs,
                                 StringRef File) {
  std::vector<std::string> Expanded = expandCommandLine(NvccArgs, getEnv);
  SmallVector<const char *, 64> Argv;
  for (const std::string &A : Expanded)
    Argv.push_back(A.c_str());
  NvccOptTable Table;
  unsigned MissingIndex = 0, MissingCount = 0;
  opt::InputArgList Args = Table.ParseArgs(Argv, MissingIndex, MissingCount);
  if (MissingCount)
    fatal(Twine("argument expected after '") + Args.getArgString(MissingIndex) +
          "' (in the entry of '" + File + "')");
  if (!Args.hasArg(OPT_forward_unknown_host_compiler, OPT_forward_unknown_host_linker))
    for (const opt::Arg *A : Args.filtered(OPT_UNKNOWN))
      fatal(Twine("Unknown option '") + A->getAsString(Args) + "' (in the entry of '" + File +
            "')");
  Driver D(TK, Args);
  std::optional<std::vector<std::string>> Cmd = D.editorCommand(File);
  if (!Cmd)
    fatal("The command of the entry of '" + File + "' does not compile it");
  return *Cmd;
}

} // namespace

std::optional<std::vector<std::string>> Driver::editorCommand(StringRef File) {
  Editor = DryRun = true;
  validateCodegenOptions();
  std::vector<Input> Inputs = collectInputs();
  chooseArchitectures();
  std::string Want = absolute(File);
  auto Match = std::find_if(Inputs.begin(), Inputs.end(), [&](const Input &In) {
    return In.Kind != Lang::Object && absolute(In.Path) == Want;
  });
  if (Match == Inputs.end())
    return std::nullopt;
  std::vector<std::string> Cmd = compileCommand(*Match);
  auto IsPlugin = [](const std::string &A) { return StringRef(A).starts_with("-fplugin="); };
  Cmd.erase(std::remove_if(Cmd.begin(), Cmd.end(), IsPlugin), Cmd.end());
  if (Match->Kind == Lang::Cuda) {
    // What the plugin predefines, clangd gets as -D options.
#define NVCC_PREDEFINE(Name, Params, Value)                                                        \
  Cmd.push_back(std::string("-D") + Name + Params + "=" + Value);
#include "../clang-plugin/frontend/NvccPredefines.def"
    Cmd.push_back("--cuda-host-only");
  }
  Cmd.push_back("-c");
  Cmd.push_back(Match->Path);
  return Cmd;
}

int writeClangdDatabase(const Toolkit &TK, StringRef In, StringRef Out) {
  auto Buf = MemoryBuffer::getFile(In, /*IsText=*/true);
  if (!Buf)
    fatal("Could not open compilation database '" + In + "'");
  Expected<json::Value> Db = json::parse((*Buf)->getBuffer());
  if (!Db)
    fatal("'" + In + "' is not JSON: " + toString(Db.takeError()));
  json::Array *Entries = Db->getAsArray();
  if (!Entries)
    fatal("'" + In + "' is not a compilation database (a JSON array of entries)");

  SmallString<256> Cwd;
  if (std::error_code EC = sys::fs::current_path(Cwd))
    fatal("Could not read the current directory: " + EC.message());
  std::string OutPath = absolute(Out);
  unsigned Rewritten = 0;
  for (json::Value &V : *Entries) {
    json::Object *E = V.getAsObject();
    std::optional<StringRef> Dir = E ? E->getString("directory") : std::nullopt;
    std::optional<StringRef> File = E ? E->getString("file") : std::nullopt;
    std::optional<std::vector<std::string>> Args = E ? entryArguments(*E) : std::nullopt;
    if (!Dir || !File || !Args)
      fatal("'" + In + "': an entry lacks \"directory\", \"file\" or \"command\"/\"arguments\"");
    std::optional<std::vector<std::string>> NvccArgs = nvccArguments(*Args);
    if (!NvccArgs)
      continue;
    if (std::error_code EC = sys::fs::set_current_path(*Dir))
      fatal("Could not enter '" + *Dir + "' (the directory of '" + *File + "'): " + EC.message());
    std::vector<std::string> Cmd = rewrite(TK, *NvccArgs, *File);
    E->erase("command");
    (*E)["arguments"] = json::Array(Cmd);
    ++Rewritten;
  }
  if (std::error_code EC = sys::fs::set_current_path(Cwd))
    fatal("Could not return to '" + Cwd + "': " + EC.message());

  SmallString<256> OutDir(OutPath);
  sys::path::remove_filename(OutDir);
  if (!OutDir.empty())
    if (std::error_code EC = sys::fs::create_directories(OutDir))
      fatal("Could not create directory '" + OutDir + "': " + EC.message());
  std::error_code EC;
  raw_fd_ostream OS(OutPath, EC, sys::fs::OF_Text);
  if (EC)
    fatal("Could not write '" + Out + "': " + EC.message());
  OS << formatv("{0:2}", *Db) << "\n";
  errs() << "nvcc: " << Rewritten << " of " << Entries->size()
         << " entries rewritten for clangd in '" << Out << "'\n";
  return 0;
}

} // namespace scale
