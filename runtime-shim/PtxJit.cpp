// SPDX-License-Identifier: Apache-2.0
// PTX modules at run time: bin/ptxas as a process, and the persistent cache (PtxJit.h).
#include "PtxJit.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <mutex>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;

namespace scale {

namespace {

bool readFile(const std::string &Path, std::string &Out) {
  FILE *F = std::fopen(Path.c_str(), "rb");
  if (!F)
    return false;
  Out.clear();
  char Buf[65536];
  for (size_t N; (N = std::fread(Buf, 1, sizeof(Buf), F)) > 0;)
    Out.append(Buf, N);
  std::fclose(F);
  return true;
}

bool writeFile(const std::string &Path, const std::string &Data) {
  FILE *F = std::fopen(Path.c_str(), "wb");
  if (!F)
    return false;
  bool Ok = std::fwrite(Data.data(), 1, Data.size(), F) == Data.size();
  return std::fclose(F) == 0 && Ok;
}

std::string tempPath(const char *Suffix) {
  const char *Dir = std::getenv("TMPDIR");
  std::string T = std::string(Dir && *Dir ? Dir : "/tmp") + "/scale-amd-jit-XXXXXX" + Suffix;
  int Fd = mkstemps(T.data(), int(std::strlen(Suffix)));
  if (Fd < 0)
    return "";
  close(Fd);
  return T;
}

/// Runs Argv, stdout and stderr to \p Log. Returns the exit status (-1 if it could not run).
int run(const std::vector<std::string> &Args, const std::string &Log) {
  std::vector<char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(const_cast<char *>(A.c_str()));
  Argv.push_back(nullptr);
  posix_spawn_file_actions_t FA;
  posix_spawn_file_actions_init(&FA);
  posix_spawn_file_actions_addopen(&FA, 1, Log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&FA, 1, 2);
  pid_t Pid;
  int E = posix_spawn(&Pid, Argv[0], &FA, nullptr, Argv.data(), environ);
  posix_spawn_file_actions_destroy(&FA);
  if (E != 0)
    return -1;
  int Status = 0;
  while (waitpid(Pid, &Status, 0) < 0)
    if (errno != EINTR)
      return -1;
  return WIFEXITED(Status) ? WEXITSTATUS(Status) : 128 + WTERMSIG(Status);
}

std::string ptxasPath() {
  if (const char *E = std::getenv("SCALE_AMD_PTXAS"))
    return E;
  Dl_info I;
  if (dladdr(reinterpret_cast<void *>(&ptxasPath), &I) && I.dli_fname) {
    std::string Lib = I.dli_fname;
    size_t Slash = Lib.rfind('/');
    std::string Dir = Slash == std::string::npos ? "." : Lib.substr(0, Slash);
    return Dir + "/../bin/ptxas";
  }
  return "ptxas";
}

/// The AMD target: SCALE_AMD_TARGETS, else the machine's first GPU (amdgpu-arch), once per process.
std::string jitTarget() {
  static std::once_flag Once;
  static std::string Target;
  std::call_once(Once, [] {
    if (const char *E = std::getenv("SCALE_AMD_TARGETS")) {
      std::string S = E;
      size_t End = S.find_first_of(",; ");
      Target = S.substr(0, End);
      if (!Target.empty())
        return;
    }
    for (const char *Tool : {"/opt/rocm/llvm/bin/amdgpu-arch", "/usr/lib/llvm-22/bin/amdgpu-arch"}) {
      if (access(Tool, X_OK) != 0)
        continue;
      std::string Out = tempPath(".txt");
      if (Out.empty())
        return;
      std::string Text;
      if (run({Tool}, Out) == 0 && readFile(Out, Text))
        Target = Text.substr(0, Text.find('\n'));
      unlink(Out.c_str());
      if (Target.rfind("gfx", 0) == 0)
        return;
      Target.clear();
    }
  });
  return Target;
}

uint64_t fnv1a(uint64_t H, const void *Data, size_t N) {
  const unsigned char *P = static_cast<const unsigned char *>(Data);
  for (size_t I = 0; I < N; ++I)
    H = (H ^ P[I]) * 1099511628211ull;
  return H;
}

/// The cache file for this PTX, target and compiler; empty when the cache is off.
std::string cacheFile(const std::string &Ptx, const std::string &Target, const std::string &Ptxas,
                      unsigned OptLevel) {
  if (const char *D = std::getenv("CUDA_CACHE_DISABLE"); D && std::strcmp(D, "0") != 0)
    return "";
  std::string Dir;
  if (const char *P = std::getenv("CUDA_CACHE_PATH"); P && *P)
    Dir = P;
  else if (const char *H = std::getenv("HOME"); H && *H)
    Dir = std::string(H) + "/.nv/ComputeCache";
  else
    return "";
  struct stat St {};
  std::string Id = Target + '\0' + std::to_string(OptLevel) + '\0';
  if (stat(Ptxas.c_str(), &St) == 0) // a rebuilt compiler invalidates what it compiled
    Id += std::to_string(St.st_size) + ":" + std::to_string(St.st_mtime);
  uint64_t H = fnv1a(1469598103934665603ull, Id.data(), Id.size());
  H = fnv1a(H, Ptx.data(), Ptx.size());
  char Hex[17];
  std::snprintf(Hex, sizeof Hex, "%016llx", static_cast<unsigned long long>(H));
  mkdir(Dir.c_str(), 0700); // CUDA creates the directory too
  Dir += "/scale-amd-ptx";
  mkdir(Dir.c_str(), 0700);
  return Dir + "/" + (Target.empty() ? "default" : Target) + "-" + Hex + ".co";
}

} // namespace

bool isPtxText(const void *Image) {
  const char *S = static_cast<const char *>(Image);
  if (!std::memcmp(S, "\x7f" "ELF", 4) || !std::memcmp(S, "__CLANG_OFFLOAD_BUNDLE__", 24))
    return false;
  // PTX modules start with comments and directives such as .version and .target.
  std::string Head(S, strnlen(S, 4096));
  return Head.find(".version") != std::string::npos || Head.find(".target") != std::string::npos;
}

void JitOptions::parse(unsigned NumOptions, const int *Options, void **Vals) {
  enum { WallTime = 2, InfoLog = 3, InfoLogSize = 4, ErrorLog = 5, ErrorLogSize = 6, OptimizationLevel = 7 };
  for (unsigned I = 0; Options && Vals && I < NumOptions; ++I) {
    uintptr_t V = reinterpret_cast<uintptr_t>(Vals[I]);
    switch (Options[I]) {
    case ErrorLog:
      ErrBuf = static_cast<char *>(Vals[I]);
      break;
    case ErrorLogSize:
      ErrSize = V;
      ErrIdx = int(I);
      break;
    case InfoLog:
      InfoBuf = static_cast<char *>(Vals[I]);
      break;
    case InfoLogSize:
      InfoSize = V;
      InfoIdx = int(I);
      break;
    case OptimizationLevel:
      OptLevel = unsigned(V);
      break;
    case WallTime:
      WallIdx = int(I);
      break;
    default: // max registers, threads per block, targets, ...: nothing to tune on AMD
      break;
    }
  }
  Values = Vals;
}

namespace {
/// Copies \p Log into a JIT log buffer of \p Size bytes (NUL-terminated) and returns the bytes
/// written, as CUDA reports them back through the *_SIZE_BYTES option.
size_t copyLog(const std::string &Log, char *Buf, size_t Size) {
  if (!Buf || !Size)
    return 0;
  size_t N = std::min(Log.size(), Size - 1);
  std::memcpy(Buf, Log.data(), N);
  Buf[N] = '\0';
  return N + 1;
}
} // namespace

void JitOptions::report(const std::string &ErrorLog, const std::string &InfoLog, float WallMs) const {
  size_t E = copyLog(ErrorLog, ErrBuf, ErrSize), In = copyLog(InfoLog, InfoBuf, InfoSize);
  if (!Values)
    return;
  if (ErrIdx >= 0)
    Values[ErrIdx] = reinterpret_cast<void *>(uintptr_t(E));
  if (InfoIdx >= 0)
    Values[InfoIdx] = reinterpret_cast<void *>(uintptr_t(In));
  if (WallIdx >= 0) { // a float in the option's slot, as CUDA writes it
    Values[WallIdx] = nullptr;
    std::memcpy(&Values[WallIdx], &WallMs, sizeof WallMs);
  }
}

ImageKind imageKind(const void *Image, size_t Size) {
  const unsigned char *P = static_cast<const unsigned char *>(Image);
  auto Has = [&](size_t N) { return Size == 0 || Size >= N; };
  if (Has(20) && !std::memcmp(P, "\x7f" "ELF", 4)) {
    unsigned Machine = P[18] | unsigned(P[19]) << 8; // e_machine (little-endian ELF)
    return Machine == 224 ? ImageKind::AmdCodeObject : Machine == 190 ? ImageKind::NvidiaCubin : ImageKind::Unknown;
  }
  if (Has(24) && !std::memcmp(P, "__CLANG_OFFLOAD_BUNDLE__", 24))
    return ImageKind::AmdBundle;
  if (Has(4) && !std::memcmp(P, "HIPF", 4)) // __hipFatBinaryWrapper's magic
    return ImageKind::AmdBundle;
  if (Has(4) && P[0] == 0x50 && P[1] == 0xed && P[2] == 0x55 && P[3] == 0xba)
    return ImageKind::NvidiaFatbin;
  if (Size) {
    std::string Head(static_cast<const char *>(Image), strnlen(static_cast<const char *>(Image), std::min<size_t>(Size, 4096)));
    if (Head.find(".version") != std::string::npos || Head.find(".target") != std::string::npos)
      return ImageKind::Ptx;
    return ImageKind::Unknown;
  }
  return isPtxText(Image) ? ImageKind::Ptx : ImageKind::Unknown;
}

bool jitPtx(const char *Ptx, unsigned OptLevel, PtxJitResult &R) {
  return jitPtx(std::vector<PtxInput>{{"<ptx>", Ptx}}, OptLevel, R);
}

bool jitPtx(const std::vector<PtxInput> &Inputs, unsigned OptLevel, PtxJitResult &R) {
  // The cache key: every input's length and text, in order (names only appear in messages).
  std::string Text;
  for (const PtxInput &I : Inputs)
    Text += std::to_string(I.Text.size()) + ":" + I.Text;
  if (Inputs.size() == 1)
    Text = Inputs[0].Text; // the key cuModuleLoadData always had
  std::string Ptxas = ptxasPath();
  std::string Target = jitTarget();
  std::string Cached = cacheFile(Text, Target, Ptxas, OptLevel);
  std::string Shown = Target.empty() ? "the default AMD target" : Target;
  if (!Cached.empty() && readFile(Cached, R.CodeObject) && R.CodeObject.size() > 4 &&
      !std::memcmp(R.CodeObject.data(), "\x7f" "ELF", 4)) {
    R.InfoLog = "scale-amd ptxas: " + Shown + ": from the cache (" + Cached + ")\n";
    return true;
  }
  if (access(Ptxas.c_str(), X_OK) != 0) {
    R.CompilerMissing = true;
    R.ErrorLog = "scale-amd: cannot run the PTX compiler '" + Ptxas + "' (set SCALE_AMD_PTXAS)\n";
    return false;
  }
  std::vector<std::string> In;
  std::string Out = tempPath(".co"), Log = tempPath(".txt");
  bool Ok = !Out.empty() && !Log.empty();
  for (const PtxInput &I : Inputs) {
    In.push_back(Ok ? tempPath(".ptx") : "");
    Ok = Ok && !In.back().empty() && writeFile(In.back(), I.Text);
  }
  if (Ok) {
    std::vector<std::string> Args = {Ptxas, Target.empty() ? "-arch=sm_86" : "-arch=" + Target,
                                     "-O" + std::to_string(OptLevel > 3 ? 3 : OptLevel)};
    Args.insert(Args.end(), In.begin(), In.end());
    Args.insert(Args.end(), {"-o", Out});
    int RC = run(Args, Log);
    std::string Msgs;
    readFile(Log, Msgs);
    // Messages name each input by its name ("<ptx>" for cuModuleLoadData), not the temporary file.
    for (size_t K = 0; K < In.size(); ++K) {
      std::string Name = Inputs[K].Name.empty() ? "<ptx>" : Inputs[K].Name;
      for (size_t P = 0; (P = Msgs.find(In[K], P)) != std::string::npos; P += Name.size())
        Msgs.replace(P, In[K].size(), Name);
    }
    Ok = RC == 0 && readFile(Out, R.CodeObject) && !R.CodeObject.empty();
    if (Ok) {
      R.InfoLog = Msgs + "scale-amd ptxas: " + Shown + ": compiled" +
                  (Inputs.size() > 1 ? " and linked " + std::to_string(Inputs.size()) + " PTX modules" : "") + "\n";
      if (!Cached.empty()) { // write then rename: readers never see half a file
        std::string Part = Cached + ".part" + std::to_string(getpid());
        if (writeFile(Part, R.CodeObject))
          std::rename(Part.c_str(), Cached.c_str());
        else
          unlink(Part.c_str());
      }
    } else {
      R.ErrorLog = Msgs.empty() ? "scale-amd: ptxas failed (exit " + std::to_string(RC) + ")\n" : Msgs;
    }
  }
  In.push_back(Out);
  In.push_back(Log);
  for (const std::string &F : In)
    if (!F.empty())
      unlink(F.c_str());
  return Ok;
}

} // namespace scale
