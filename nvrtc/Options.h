// SPDX-License-Identifier: Apache-2.0
// NVRTC's compile options translated to our nvcc's command line.
//
// NVRTC takes its options as an array of strings, each one option with its value joined
// (`--gpu-architecture=compute_80`, `-arch=sm_86`, `-DX=1`, `-I/dir`); a few short forms also take
// the value as the next element (`-arch compute_80`, `-D X`, `-I dir`). Each recognized option
// becomes nvcc flags; options that only tune NVIDIA's back end (ptxas, register caps, diagnostic
// numbers) are accepted without effect; anything else, and `-rdc=true` (relocatable device code
// cannot be linked by cuModuleLoadData), is an error written to the program log, as NVRTC does.
#ifndef SCALE_AMD_NVRTC_OPTIONS_H
#define SCALE_AMD_NVRTC_OPTIONS_H

#include <string>
#include <vector>

namespace scale::nvrtc {

struct CompileOptions {
  std::vector<std::string> NvccFlags; ///< -I/-D/-U/-std/fast-math/... for nvcc
  std::string CudaArch = "sm_52";     ///< the feature level (__CUDA_ARCH__): NVRTC's default
  std::string AmdTarget;              ///< gfxNNNN given directly (scale-amd extension), else empty
  bool DefaultDevice = false;         ///< -default-device: unannotated functions are device ones
  std::vector<std::string> Errors;    ///< one log line per bad option
};

/// Translates \p Options; CompileOptions::Errors is empty when all were valid.
CompileOptions parseOptions(const std::vector<std::string> &Options);

} // namespace scale::nvrtc

#endif
