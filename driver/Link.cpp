// SPDX-License-Identifier: Apache-2.0
// The host link (clang++ as the host linker, libcudart static by default, as nvcc), with the
// implicit device link when an input carries relocatable device code, and -lib archives.
#include "Diagnostics.h"
#include "Driver.h"
#include "OffloadObjects.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace scale::opts;

namespace scale {

/// Static libraries named by -l<name> that exist in a -L directory: the device link reads their
/// device code, as nvlink does.
std::vector<std::string> Driver::staticLibrariesOnLinkLine() {
  std::vector<std::string> Found;
  for (const opt::Arg *L : Args.filtered(OPT_library)) {
    for (const opt::Arg *D : Args.filtered(OPT_library_path)) {
      SmallString<256> P(D->getValue());
      sys::path::append(P, "lib" + std::string(L->getValue()) + ".a");
      if (sys::fs::exists(P)) {
        Found.push_back(std::string(P));
        break;
      }
    }
  }
  return Found;
}

int Driver::link(const std::vector<std::string> &Objects, const std::string &Out) {
  std::vector<std::string> Inputs = Objects;
  // nvcc device-links whenever relocatable device code reaches the link, unless -nodlink says
  // that a -dlink object of these inputs is among them.
  std::vector<std::string> DeviceInputs = Objects;
  std::vector<std::string> Libs = staticLibrariesOnLinkLine();
  DeviceInputs.insert(DeviceInputs.end(), Libs.begin(), Libs.end());
  bool AnyRdc = CG.Rdc && DryRun;
  for (const std::string &O : DeviceInputs)
    AnyRdc |= scanOffloadContents(O).hasDeviceCode();
  if (AnyRdc && !Args.hasArg(OPT_no_device_link)) {
    std::string DLink = tempFile(sys::path::stem(Out).str() + "_dlink", "o");
    if (int RC = deviceLink(DeviceInputs, DLink))
      return RC;
    Inputs.push_back(DLink);
  }

  std::vector<std::string> Cmd = {TK.Clang};
  if (Args.hasArg(OPT_shared))
    Cmd.push_back("-shared");
  Cmd.insert(Cmd.end(), Inputs.begin(), Inputs.end());
  Cmd.push_back("-o");
  Cmd.push_back(Out);
  // The toolkit's own directory comes first: -lcudart, -lcuda, -lcublas, ... are this toolkit's
  // libraries even where a Makefile names NVIDIA's directory (Rodinia's "-L/usr/local/cuda/lib
  // -lcuda -lcudart"), as they are NVIDIA's for NVIDIA's nvcc. Libraries we do not ship are still
  // found in the user's directories.
  Cmd.push_back("-L" + libraryDir());
  for (const opt::Arg *A : Args.filtered(OPT_library_path))
    Cmd.push_back(std::string("-L") + A->getValue());
  for (const opt::Arg *A : Args.filtered(OPT_library))
    Cmd.push_back(std::string("-l") + A->getValue());
  if (CG.Cudadevrt == "static" && CG.Cudart != "none")
    Cmd.push_back("-lcudadevrt");
  if (CG.Cudart == "static") {
    Cmd.push_back("-lcudart_static");
  } else if (CG.Cudart == "shared") {
    Cmd.push_back("-lcudart");
  }
  // Shared libraries of the toolkit (libcudart, libcuda, libcublas, ...) are found at run time
  // without LD_LIBRARY_PATH, as with an installed CUDA toolkit's default library path.
  // Always: CMake also links the toolkit's libraries by full path (<prefix>/lib64/libcudart.so).
  Cmd.push_back("-Wl,-rpath," + TK.Lib);
  for (const char *L : {"-lrt", "-lpthread", "-ldl"})
    Cmd.push_back(L);
  for (const std::string &X : splitPassThrough(OPT_Xlinker))
    Cmd.push_back("-Wl," + X);
  for (const std::string &X : hostCompilerFlags())
    Cmd.push_back(X);
  if (Args.hasArg(OPT_forward_unknown_host_linker))
    for (const opt::Arg *A : Args.filtered(OPT_UNKNOWN))
      Cmd.push_back(A->getAsString(Args));
  return exec(Cmd);
}

int Driver::archive(const std::vector<std::string> &Objects, const std::string &Out) {
  // nvcc replaces the library rather than adding to an old one.
  if (!DryRun)
    sys::fs::remove(Out);
  std::vector<std::string> Cmd = {TK.LLVMBin + "/llvm-ar", "rcs"};
  for (const std::string &X : splitPassThrough(OPT_Xarchive))
    Cmd.push_back(X);
  Cmd.push_back(Out);
  Cmd.insert(Cmd.end(), Objects.begin(), Objects.end());
  return exec(Cmd);
}

} // namespace scale
