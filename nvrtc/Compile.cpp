// SPDX-License-Identifier: Apache-2.0
// nvrtcCompileProgram: the program compiled by this toolkit's own nvcc.
//
// NVRTC compiles in-process; we run the same compiler as offline compilation (bin/nvcc: driver,
// plugin, headers), so inline PTX, nvcc dialect and every header behave as in an offline build.
// One compilation, in a private temporary directory:
//   src/program.cu   `#line 1 "<program name>"` + the source (diagnostics name the user's program),
//                    then one `__device__` pointer per name expression (below);
//   include/<name>   each header given to nvrtcCreateProgram, found through -I<tmp>/include;
//   nvcc --cuda-device-only -S -arch=sm_XX --offload-arch=gfxNNNN <options> → program.s, the AMD
//   assembly of the one target; clang -c + ld.lld -shared → program.co, the code object that
//   hipModuleLoadData (our cuModuleLoadData) loads.
// Name expressions (nvrtcAddNameExpression) are exact: each becomes
//   __device__ __attribute__((used)) const void *__scale_amd_nvrtc_name_<i> = (const void *)(expr);
// which instantiates the template the expression names, and the assembly initializes that pointer
// with `.quad <symbol>`: the lowered (mangled) name as the compiler itself emitted it.
// The log is nvcc's output with the temporary directory removed from file names.
// NVRTC's own headers are the toolkit's: an -I directory holding another CUDA installation's
// headers (-I/usr/local/cuda/include, common in NVRTC programs) is skipped with a log warning.
#include "Options.h"
#include "Program.h"
#include "Target.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <fstream>
#include <ftw.h>
#include <spawn.h>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace scale::nvrtc {
namespace {

const char NamePrefix[] = "__scale_amd_nvrtc_name_";

/// A private temporary directory, removed with its contents unless SCALE_AMD_NVRTC_KEEP_TEMPS is
/// set.
class TempDir {
public:
  TempDir() {
    const char *Base = std::getenv("TMPDIR");
    std::string Templ = std::string(Base && *Base ? Base : "/tmp") + "/scale-nvrtc-XXXXXX";
    if (mkdtemp(Templ.data()))
      Path = Templ;
  }
  ~TempDir() {
    if (Path.empty())
      return;
    if (const char *K = std::getenv("SCALE_AMD_NVRTC_KEEP_TEMPS"); K && *K) {
      std::fprintf(stderr, "scale-amd nvrtc: kept %s\n", Path.c_str());
      return;
    }
    nftw(
        Path.c_str(),
        [](const char *P, const struct stat *, int, struct FTW *) { return ::remove(P); }, 16,
        FTW_DEPTH | FTW_PHYS);
  }
  std::string Path;
};

bool writeFile(const std::string &Path, const std::string &Data) {
  for (size_t Slash = Path.find('/', 1); Slash != std::string::npos;
       Slash = Path.find('/', Slash + 1))
    ::mkdir(Path.substr(0, Slash).c_str(), 0700); // existing directories are fine
  std::ofstream F(Path, std::ios::binary);
  F << Data;
  return bool(F);
}

bool readFile(const std::string &Path, std::string &Out) {
  std::ifstream F(Path, std::ios::binary);
  if (!F)
    return false;
  std::ostringstream S;
  S << F.rdbuf();
  Out = S.str();
  return true;
}

/// Runs \p Argv with stdout and stderr appended to \p LogPath; returns the exit status (-1 when the
/// program could not be started or was killed).
int run(const std::vector<std::string> &Argv, const std::string &LogPath) {
  std::vector<char *> Args;
  for (const std::string &A : Argv)
    Args.push_back(const_cast<char *>(A.c_str()));
  Args.push_back(nullptr);
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  posix_spawn_file_actions_addopen(&Actions, 1, LogPath.c_str(), O_WRONLY | O_CREAT | O_APPEND,
                                   0600);
  posix_spawn_file_actions_adddup2(&Actions, 1, 2);
  pid_t Pid;
  int Err = posix_spawn(&Pid, Args[0], &Actions, nullptr, Args.data(), environ);
  posix_spawn_file_actions_destroy(&Actions);
  if (Err != 0)
    return -1;
  int Status = 0;
  while (waitpid(Pid, &Status, 0) < 0)
    if (errno != EINTR)
      return -1;
  return WIFEXITED(Status) ? WEXITSTATUS(Status) : -1;
}

/// <prefix>/bin/nvcc of the toolkit this library is installed in (found from the library's own
/// path, as libcudart finds its siblings), or SCALE_AMD_NVRTC_NVCC.
std::string toolkitNvcc() {
  if (const char *P = std::getenv("SCALE_AMD_NVRTC_NVCC"); P && *P)
    return P;
  Dl_info Self;
  if (!dladdr(reinterpret_cast<void *>(&toolkitNvcc), &Self) || !Self.dli_fname)
    return {};
  char Real[PATH_MAX];
  if (!realpath(Self.dli_fname, Real))
    return {};
  std::string Lib(Real);
  Lib = Lib.substr(0, Lib.rfind('/'));    // <prefix>/lib64
  return Lib.substr(0, Lib.rfind('/')) + "/bin/nvcc";
}

std::string quoteForLine(const std::string &Name) {
  std::string Out;
  for (char C : Name) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += (C == '\n' ? ' ' : C);
  }
  return Out;
}

const char ForceBegin[] = "#pragma clang force_cuda_host_device begin\n";
const char ForceEnd[] = "#pragma clang force_cuda_host_device end\n";

/// -default-device: NVRTC makes the program's unannotated functions device functions; here they
/// become __host__ __device__ (clang's force_cuda_host_device pragma), which in a device-only
/// compilation emits the same device code. The pragma must not reach the toolkit's and system
/// headers (their explicit __device__ declarations would turn into conflicting redeclarations), so
/// it is ended around every #include line of \p Text, and `#line` keeps the line numbers of
/// \p Name as written.
std::string deviceByDefault(const std::string &Text, const std::string &Name) {
  std::string Out = ForceBegin, Line = "#line ";
  std::string Quoted = " \"" + quoteForLine(Name) + "\"\n";
  Out += Line + "1" + Quoted;
  size_t LineNo = 1;
  for (size_t At = 0; At < Text.size(); ++LineNo) {
    size_t End = Text.find('\n', At);
    std::string L = Text.substr(At, End == std::string::npos ? std::string::npos : End - At);
    At = End == std::string::npos ? Text.size() : End + 1;
    size_t H = L.find_first_not_of(" \t");
    size_t D = H == std::string::npos || L[H] != '#' ? std::string::npos
                                                     : L.find_first_not_of(" \t", H + 1);
    bool Include = D != std::string::npos && L.compare(D, 7, "include") == 0;
    if (Include)
      Out += ForceEnd + Line + std::to_string(LineNo) + Quoted + L + "\n" + ForceBegin + Line +
             std::to_string(LineNo + 1) + Quoted;
    else
      Out += L + "\n";
  }
  return Out + ForceEnd;
}

std::string programFile(const _nvrtcProgram &P, bool DefaultDevice) {
  std::string S = DefaultDevice ? deviceByDefault(P.Source, P.Name)
                                : "#line 1 \"" + quoteForLine(P.Name) + "\"\n" + P.Source + "\n";
  for (size_t I = 0; I < P.NameExpressions.size(); ++I)
    S += "#line " + std::to_string(I + 1) + " \"nvrtcAddNameExpression\"\n__device__ " +
         "__attribute__((used)) const void *" + NamePrefix + std::to_string(I) +
         " = (const void *)(" + P.NameExpressions[I] + ");\n";
  return S;
}

/// The symbol each name pointer is initialized with in the assembly (`name_<i>:` `.quad sym`).
bool lowerNames(_nvrtcProgram &P, const std::string &Asm) {
  for (size_t I = 0; I < P.NameExpressions.size(); ++I) {
    std::string Label = std::string(NamePrefix) + std::to_string(I) + ":";
    size_t At = Asm.find("\n" + Label);
    if (At == std::string::npos)
      return false;
    size_t Quad = Asm.find(".quad", At);
    if (Quad == std::string::npos)
      return false;
    size_t B = Asm.find_first_not_of(" \t", Quad + 5);
    size_t E = Asm.find_first_of(" \t\n+", B);
    if (B == std::string::npos || E == std::string::npos)
      return false;
    P.Lowered[P.NameExpressions[I]] = Asm.substr(B, E - B);
  }
  return true;
}

std::string realPath(const std::string &Path) {
  char Real[PATH_MAX];
  return realpath(Path.c_str(), Real) ? std::string(Real) : std::string();
}

/// Drops the -I directories that hold another CUDA installation's headers (programs written for
/// NVIDIA pass -I$CUDA_HOME/include, where NVRTC's own headers are NVIDIA's): searched before ours,
/// that toolkit's cuda_runtime.h would replace the one our nvcc force-includes. Each is reported
/// in the log as a warning.
std::vector<std::string> withoutForeignCudaIncludes(const std::vector<std::string> &Flags,
                                                    const std::string &OurInclude,
                                                    std::string &Log) {
  std::vector<std::string> Out;
  for (const std::string &F : Flags) {
    if (F.rfind("-I", 0) == 0 && access((F.substr(2) + "/cuda_runtime.h").c_str(), F_OK) == 0 &&
        realPath(F.substr(2)) != OurInclude) {
      Log += "nvrtc: warning: ignoring '" + F + "': it holds another CUDA toolkit's headers; " +
             "scale-amd's CUDA headers are used\n";
      continue;
    }
    Out.push_back(F);
  }
  return Out;
}

void replaceAll(std::string &S, const std::string &From, const std::string &To) {
  for (size_t At = S.find(From); At != std::string::npos; At = S.find(From, At + To.size()))
    S.replace(At, From.size(), To);
}

} // namespace

nvrtcResult compileProgram(_nvrtcProgram &P, const std::vector<std::string> &Options) {
  P.Compiled = false;
  P.Log.clear();
  P.CodeObject.clear();
  P.Lowered.clear();

  CompileOptions Opts = parseOptions(Options);
  if (!Opts.Errors.empty()) {
    for (const std::string &E : Opts.Errors)
      P.Log += E + "\n";
    return NVRTC_ERROR_INVALID_OPTION;
  }
  std::string Error;
  std::string Target = chooseAmdTarget(Opts.AmdTarget, Error);
  if (Target.empty()) {
    P.Log = Error + "\n";
    return NVRTC_ERROR_INVALID_OPTION;
  }
  std::string Nvcc = toolkitNvcc();
  if (Nvcc.empty() || access(Nvcc.c_str(), X_OK) != 0) {
    P.Log = "nvrtc: error: cannot run the scale-amd compiler '" + Nvcc +
            "' (set SCALE_AMD_NVRTC_NVCC to the toolkit's bin/nvcc)\n";
    return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
  }

  TempDir Tmp;
  if (Tmp.Path.empty()) {
    P.Log = std::string("nvrtc: error: cannot create a temporary directory: ") +
            std::strerror(errno) + "\n";
    return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
  }
  const std::string Src = Tmp.Path + "/src/program.cu", Inc = Tmp.Path + "/include";
  bool Written = writeFile(Src, programFile(P, Opts.DefaultDevice));
  ::mkdir(Inc.c_str(), 0700);
  for (const auto &[Name, Text] : P.Headers)
    Written &= writeFile(Inc + "/" + Name, Opts.DefaultDevice ? deviceByDefault(Text, Name) : Text);
  if (!Written) {
    P.Log = "nvrtc: error: cannot write the program to " + Tmp.Path + "\n";
    return NVRTC_ERROR_BUILTIN_OPERATION_FAILURE;
  }

  const std::string Asm = Tmp.Path + "/program.s", Obj = Tmp.Path + "/program.o",
                    Co = Tmp.Path + "/program.co", Log = Tmp.Path + "/log";
  std::string Warnings;
  std::string OurInclude = realPath(Nvcc.substr(0, Nvcc.rfind('/')) + "/../include");
  std::vector<std::string> Flags = withoutForeignCudaIncludes(Opts.NvccFlags, OurInclude, Warnings);
  std::vector<std::string> Cmd = {Nvcc, "--cuda-device-only", "-S", "-arch=" + Opts.CudaArch,
                                  "--offload-arch=" + Target, "-I" + Inc};
  Cmd.insert(Cmd.end(), Flags.begin(), Flags.end());
  Cmd.insert(Cmd.end(), {Src, "-o", Asm});
  int Rc = run(Cmd, Log);
  std::string Text, AsmText;
  readFile(Log, Text);
  replaceAll(Text, Inc + "/", "");
  replaceAll(Text, Src, P.Name);
  P.Log = Warnings + Text;
  if (Rc != 0 || !readFile(Asm, AsmText)) {
    if (Rc < 0)
      P.Log += "nvrtc: error: could not run " + Nvcc + "\n";
    return NVRTC_ERROR_COMPILATION;
  }
  if (!lowerNames(P, AsmText)) {
    P.Log += "nvrtc: error: a name expression was not found in the compiled program\n";
    return NVRTC_ERROR_INTERNAL_ERROR;
  }

  // Assemble and link the one target's code object (what clang's HIP toolchain does after -S).
  const std::string Bin = SCALE_AMD_LLVM_BIN;
  std::string LinkLog = Tmp.Path + "/link.log";
  if (run({Bin + "/clang", "-target", "amdgcn-amd-amdhsa", "-mcpu=" + Target, "-c", Asm, "-o", Obj},
          LinkLog) != 0 ||
      run({Bin + "/ld.lld", "-m", "elf64_amdgpu", "--no-undefined", "-shared", Obj, "-o", Co},
          LinkLog) != 0 ||
      !readFile(Co, P.CodeObject)) {
    std::string L;
    readFile(LinkLog, L);
    P.Log += L + "nvrtc: error: assembling or linking the " + Target + " code object failed\n";
    P.CodeObject.clear();
    return NVRTC_ERROR_INTERNAL_ERROR;
  }
  P.Compiled = true;
  return NVRTC_SUCCESS;
}

} // namespace scale::nvrtc
