// SPDX-License-Identifier: Apache-2.0
// PTX text given to cuModuleLoadData/cuModuleLoadDataEx/cuModuleLoad becomes an AMD code object
// through the toolkit's bin/ptxas (the same compiler as offline: DESIGN.md section 10), with a
// persistent cache keyed by the PTX, the AMD target and the ptxas build:
//   CUDA_CACHE_PATH     the cache directory (default $HOME/.nv/ComputeCache), files under
//                       scale-amd-ptx/<target>-<hash>.co
//   CUDA_CACHE_DISABLE  1: neither read nor write the cache
//   SCALE_AMD_PTXAS     the ptxas to run (default <prefix>/bin/ptxas beside this library)
//   SCALE_AMD_TARGETS   the AMD target (its first entry), else this machine's first GPU
//                       (amdgpu-arch), else ptxas's own default
// CUDA_CACHE_MAXSIZE is not enforced. The library does not link LLVM: ptxas runs as a process.
#ifndef SCALE_AMD_SHIM_PTXJIT_H
#define SCALE_AMD_SHIM_PTXJIT_H

#include <cstddef>
#include <string>
#include <vector>

namespace scale {

struct PtxJitResult {
  std::string CodeObject;
  std::string ErrorLog; ///< ptxas's messages (`<ptx>:LINE:COL: error: ...`) on failure
  std::string InfoLog;  ///< what was done (target, cache hit or compile)
  bool CompilerMissing = false;
};

/// Is this image PTX text (rather than an ELF code object or an offload bundle)?
bool isPtxText(const void *Image);

/// Compiles (or finds in the cache) \p Ptx for the GPU in use. Returns false on failure.
bool jitPtx(const char *Ptx, unsigned OptLevel, PtxJitResult &R);

/// One PTX module of a link; \p Name names it in messages ("<ptx>" when empty).
struct PtxInput {
  std::string Name;
  std::string Text;
};

/// Compiles several PTX modules and links them into one code object (cuLinkComplete: ptxas with
/// several inputs resolves .extern names across them), cached as one entry.
bool jitPtx(const std::vector<PtxInput> &Inputs, unsigned OptLevel, PtxJitResult &R);

/// The JIT options of cuModuleLoadDataEx, cuLinkCreate, cuLibraryLoadData and cudaLibraryLoadData
/// (CUjit_option and cudaJitOption share CUDA's numbering): the log buffers, the optimisation
/// level and the wall time; the others have no AMD meaning and are ignored.
struct JitOptions {
  char *ErrBuf = nullptr, *InfoBuf = nullptr;
  size_t ErrSize = 0, InfoSize = 0;
  int ErrIdx = -1, InfoIdx = -1, WallIdx = -1;
  unsigned OptLevel = 3;
  void **Values = nullptr; ///< the caller's option values, written back by report()
  void parse(unsigned NumOptions, const int *Options, void **Values);
  /// The logs into the buffers (NUL-terminated, truncated to their size), the bytes written into
  /// the *_SIZE_BYTES options, the time into CU_JIT_WALL_TIME (a float, milliseconds).
  void report(const std::string &ErrorLog, const std::string &InfoLog, float WallMs) const;
};

/// What a binary image handed to the driver API is.
enum class ImageKind {
  Ptx,           ///< PTX text
  AmdCodeObject, ///< an AMDGPU ELF (what our ptxas and nvcc -cubin write)
  AmdBundle,     ///< a clang offload bundle or HIP fat binary (our nvcc --fatbin, fat binaries)
  NvidiaCubin,   ///< an NVIDIA ELF (EM_CUDA): machine code of NVIDIA GPUs
  NvidiaFatbin,  ///< an NVIDIA fat binary (magic 0xBA55ED50)
  Unknown,
};

/// Classifies the first bytes of \p Image (\p Size bytes, or unknown: 0).
ImageKind imageKind(const void *Image, size_t Size);

} // namespace scale

#endif
