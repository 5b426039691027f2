// SPDX-License-Identifier: Apache-2.0
// What nvcc prints about itself: --version, the '#$' environment lines of -v/--dryrun (CMake
// parses them to find the toolkit, DESIGN.md section 2), --list-gpu-arch/--list-gpu-code.
#include "Config.h"
#include "Driver.h"

#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace scale {

void Driver::printEnvironment() {
  std::string Bin = TK.Prefix + "/bin";
  outs() << "#$ _NVVM_BRANCH_=nvvm\n#$ _SPACE_= \n#$ _CUDART_=cudart\n";
  outs() << "#$ _HERE_=" << Bin << "\n#$ _THERE_=" << Bin << "\n";
  outs() << "#$ _TARGET_SIZE_=\n#$ _TARGET_DIR_=\n";
  outs() << "#$ TOP=" << Bin << "/..\n";
  outs() << "#$ NVVMIR_LIBRARY_DIR=" << Bin << "/../nvvm/libdevice\n";
  outs() << "#$ LD_LIBRARY_PATH=" << Bin << "/../lib64:"
         << sys::Process::GetEnv("LD_LIBRARY_PATH").value_or("") << "\n";
  outs() << "#$ PATH=" << Bin << ":" << sys::Process::GetEnv("PATH").value_or("") << "\n";
  outs() << "#$ INCLUDES=\"-I" << Bin << "/../include\"  \n";
  outs() << "#$ LIBRARIES=  -L" << libraryDir() << "\n";
  outs() << "#$ CUDAFE_FLAGS=\n#$ PTXAS_FLAGS=\n";
  outs() << "#$ HOST_COMPILER=" << TK.Clang
         << " (host code is compiled by clang-22; -ccbin is accepted and not used)\n";
  std::string Targets;
  for (const std::string &T : Arch.AmdTargets)
    Targets += (Targets.empty() ? "" : ",") + T;
  outs() << "#$ AMD_TARGETS=" << Targets << "\n";
  outs() << "#$ CUDA_ARCH=-arch compute_" << Arch.CudaArch / 10 << "\n";
}

void printVersion() {
  CudaVersion V = presentedCudaVersion();
  outs() << "nvcc: NVIDIA (R) Cuda compiler driver\n"
         << "Copyright (c) scale-amd contributors: CUDA for AMD GPUs on clang-22, version "
         << SCALE_AMD_VERSION << "\n"
         << "Built on scale-amd " << SCALE_AMD_VERSION << "\n"
         << "Cuda compilation tools, release " << V.Major << "." << V.Minor << ", V" << V.Major
         << "." << V.Minor << "." << V.Build << "\n"
         << "Build scale-amd_" << V.Major << "." << V.Minor << ".r" << V.Major << "." << V.Minor
         << "/compiler.scale-amd-" << SCALE_AMD_VERSION << "\n";
}

void printGpuArchList(bool Real) {
  // The CUDA feature levels we accept; levels above the cap compile as the cap.
  static const int Levels[] = {50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90};
  for (int L : Levels)
    outs() << (Real ? "sm_" : "compute_") << L << "\n";
  if (Real)
    for (const char *const *T = SupportedTargets; *T; ++T)
      outs() << *T << "\n";
}

} // namespace scale
