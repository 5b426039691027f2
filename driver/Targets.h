// SPDX-License-Identifier: Apache-2.0
// Choosing AMD targets and the CUDA feature level (DESIGN.md section 3).
//
// An sm_XX number cannot name an AMD GPU, so the two are chosen separately:
//  - AMD targets: -arch=gfxNNNN / --offload-arch=gfxNNNN[,..] on the command line, else the
//    SCALE_AMD_TARGETS environment variable (',' or ';' list), else the GPUs of this machine
//    (amdgpu-arch), else the configured default set.
//  - CUDA level: -arch/-gencode/-code with sm_XX or compute_XX give __CUDA_ARCH__ (the highest
//    requested, capped at SCALE_AMD_MAX_CUDA_ARCH) and __CUDA_ARCH_LIST__ (all of them).
#ifndef SCALE_AMD_DRIVER_TARGETS_H
#define SCALE_AMD_DRIVER_TARGETS_H

#include <optional>
#include <string>
#include <vector>

namespace scale {

/// The AMD targets we generate code for.
extern const char *const SupportedTargets[];

bool isSupportedAmdTarget(const std::string &Gfx);

/// Parses "sm_86", "compute_90a", "sm_100" into 860, 900, 1000; nullopt if not such a name.
std::optional<int> parseCudaArch(const std::string &Name);

/// Splits a ',' or ';' separated list, dropping empty items.
std::vector<std::string> splitList(const std::string &S);

struct ArchChoice {
  std::vector<std::string> AmdTargets;
  std::vector<int> CudaArchs; ///< requested levels, sorted, unique (before the cap)
  int CudaArch = 0;           ///< __CUDA_ARCH__ for the device pass
  std::string Error;          ///< non-empty: an nvcc-style fatal message
};

} // namespace scale

#endif
