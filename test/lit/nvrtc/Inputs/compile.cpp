// SPDX-License-Identifier: Apache-2.0
// Drives NVRTC the way applications do and prints what each call returns, for FileCheck:
//   compile [opts...]      a kernel template with inline PTX + a header + two name expressions;
//                          writes the code object to $NVRTC_OUT and prints the lowered names
//   error                  a program with a compile error on line 3 (log names the program)
//   options [opts...]      an empty program compiled with the given options
//   file F [opts...]       the program in file F (named after it), no headers, the name
//                          expressions of $NVRTC_NAMES (';' separated)
//   api                    version, supported archs, error strings, misuse of the API
//   load [opts...]         compile, then run scale_by_lane<float> through the driver API
//                          (cuModuleLoadData of the code object, the lowered name); without a GPU
//                          the driver's error is printed
#include <cuda.h>
#include <nvrtc.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

const char *Kernel = R"(#include "scale.h"
template <class T> __global__ void scale_by_lane(T *p) {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  p[threadIdx.x] = helper::twice(p[threadIdx.x]) + T(lane);
}
namespace ns { __device__ int counter; }
extern "C" __global__ void plain(int *p) { atomicAdd(&ns::counter, *p); }
)";
const char *Header =
    "namespace helper { template <class T> __device__ T twice(T x) { return x + x; } }\n";

void printLog(nvrtcProgram P) {
  size_t N = 0;
  nvrtcGetProgramLogSize(P, &N);
  std::string Log(N, '\0');
  nvrtcGetProgramLog(P, Log.data());
  std::printf("log-size-counts-nul: %d\nlog:\n%s\n", int(Log[N - 1] == '\0'), Log.c_str());
}

int compile(const char *Src, const char *Name, std::vector<const char *> Opts,
            std::vector<const char *> Names, bool WithHeader) {
  nvrtcProgram P;
  const char *Headers[] = {Header};
  const char *IncludeNames[] = {"scale.h"};
  nvrtcResult R = nvrtcCreateProgram(&P, Src, Name, WithHeader ? 1 : 0, Headers, IncludeNames);
  std::printf("create: %s\n", nvrtcGetErrorString(R));
  for (const char *N : Names)
    std::printf("add %s: %s\n", N, nvrtcGetErrorString(nvrtcAddNameExpression(P, N)));
  const char *Lowered = nullptr;
  R = nvrtcGetLoweredName(P, Names.empty() ? "x" : Names[0], &Lowered);
  std::printf("lowered-before: %s\n", nvrtcGetErrorString(R));
  R = nvrtcCompileProgram(P, int(Opts.size()), Opts.data());
  std::printf("compile: %s\n", nvrtcGetErrorString(R));
  printLog(P);
  size_t Size = 0;
  std::printf("ptx-size: %s\n", nvrtcGetErrorString(nvrtcGetPTXSize(P, &Size)));
  if (R == NVRTC_SUCCESS) {
    for (const char *N : Names) {
      R = nvrtcGetLoweredName(P, N, &Lowered);
      std::printf("lowered %s: %s %s\n", N, nvrtcGetErrorString(R), R ? "" : Lowered);
    }
    R = nvrtcGetLoweredName(P, "&nope", &Lowered);
    std::printf("lowered unknown: %s\n", nvrtcGetErrorString(R));
    std::printf("add-after: %s\n", nvrtcGetErrorString(nvrtcAddNameExpression(P, "&plain")));
    std::vector<char> Ptx(Size), Cubin;
    nvrtcGetPTX(P, Ptx.data());
    size_t CubinSize = 0;
    nvrtcGetCUBINSize(P, &CubinSize);
    Cubin.resize(CubinSize);
    nvrtcGetCUBIN(P, Cubin.data());
    bool Same = CubinSize + 1 == Size && Ptx[Size - 1] == 0 &&
                !std::memcmp(Ptx.data(), Cubin.data(), CubinSize);
    std::printf("ptx-is-cubin-plus-nul: %d\n", int(Same));
    if (const char *Out = std::getenv("NVRTC_OUT")) {
      FILE *F = std::fopen(Out, "wb");
      std::fwrite(Cubin.data(), 1, Cubin.size(), F);
      std::fclose(F);
    }
  }
  std::printf("destroy: %s\n", nvrtcGetErrorString(nvrtcDestroyProgram(&P)));
  return 0;
}

int api() {
  int Major = 0, Minor = 0, N = 0;
  nvrtcVersion(&Major, &Minor);
  std::printf("version: %d.%d\n", Major, Minor);
  nvrtcGetNumSupportedArchs(&N);
  std::vector<int> Archs(N);
  nvrtcGetSupportedArchs(Archs.data());
  std::printf("archs:");
  for (int A : Archs)
    std::printf(" %d", A);
  std::printf("\n");
  for (int E = 0; E <= 12; ++E)
    std::printf("error %d: %s\n", E, nvrtcGetErrorString(nvrtcResult(E)));
  nvrtcProgram P = nullptr;
  nvrtcResult R = nvrtcCreateProgram(&P, nullptr, "a", 0, nullptr, nullptr);
  std::printf("create-null-src: %s\n", nvrtcGetErrorString(R));
  const char *H[] = {"x"}, *Bad[] = {"../escape.h"};
  R = nvrtcCreateProgram(&P, "", "a", 1, H, Bad);
  std::printf("create-bad-include-name: %s\n", nvrtcGetErrorString(R));
  R = nvrtcCompileProgram(nullptr, 0, nullptr);
  std::printf("compile-null-program: %s\n", nvrtcGetErrorString(R));
  std::printf("destroy-null: %s\n", nvrtcGetErrorString(nvrtcDestroyProgram(&P)));
  nvrtcCreateProgram(&P, "", nullptr, 0, nullptr, nullptr);
  size_t Size = 0;
  std::printf("ptx-before-compile: %s\n", nvrtcGetErrorString(nvrtcGetPTXSize(P, &Size)));
  std::printf("log-before-compile: %s\n", nvrtcGetErrorString(nvrtcGetProgramLogSize(P, &Size)));
  std::printf("log-size: %zu\n", Size);
  nvrtcDestroyProgram(&P);
  return 0;
}

const char *cuName(CUresult R) {
  const char *N = nullptr;
  return cuGetErrorName(R, &N) == CUDA_SUCCESS ? N : "?";
}

int load(std::vector<const char *> Opts) {
  nvrtcProgram P;
  const char *Headers[] = {Header}, *IncludeNames[] = {"scale.h"};
  nvrtcCreateProgram(&P, Kernel, "scale.cu", 1, Headers, IncludeNames);
  nvrtcAddNameExpression(P, "&scale_by_lane<float>");
  nvrtcResult R = nvrtcCompileProgram(P, int(Opts.size()), Opts.data());
  std::printf("compile: %s\n", nvrtcGetErrorString(R));
  if (R != NVRTC_SUCCESS)
    return 1;
  size_t Size = 0;
  nvrtcGetPTXSize(P, &Size);
  std::vector<char> Ptx(Size);
  nvrtcGetPTX(P, Ptx.data());
  const char *Lowered = nullptr;
  nvrtcGetLoweredName(P, "&scale_by_lane<float>", &Lowered);
  std::string Kernel = Lowered;
  nvrtcDestroyProgram(&P);
  CUresult E = cuInit(0);
  std::printf("cuInit: %s\n", cuName(E));
  if (E != CUDA_SUCCESS)
    return 1;
  CUdevice Dev;
  CUcontext Ctx;
  CUmodule Mod;
  CUfunction Fn;
  CUdeviceptr Buf;
  if ((E = cuDeviceGet(&Dev, 0)) || (E = cuCtxCreate(&Ctx, 0, Dev)) ||
      (E = cuModuleLoadDataEx(&Mod, Ptx.data(), 0, nullptr, nullptr)) ||
      (E = cuModuleGetFunction(&Fn, Mod, Kernel.c_str())) ||
      (E = cuMemAlloc(&Buf, 32 * sizeof(float)))) {
    std::printf("setup: %s\n", cuName(E));
    return 1;
  }
  std::vector<float> Host(32, 1.5f);
  cuMemcpyHtoD(Buf, Host.data(), 32 * sizeof(float));
  void *Args[] = {&Buf};
  E = cuLaunchKernel(Fn, 1, 1, 1, 32, 1, 1, 0, nullptr, Args, nullptr);
  cuMemcpyDtoH(Host.data(), Buf, 32 * sizeof(float));
  int Bad = 0;
  for (int I = 0; I < 32; ++I)
    Bad += Host[I] != 3.0f + float(I);
  std::printf("launch: %s, %d mismatches\n", cuName(E), Bad);
  return Bad != 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  std::string Mode = argv[1];
  std::vector<const char *> Opts(argv + 2, argv + argc);
  if (Mode == "compile")
    return compile(Kernel, "scale.cu", Opts,
                   {"&scale_by_lane<float>", "scale_by_lane<int>", "&ns::counter", "plain"}, true);
  if (Mode == "error")
    return compile("__global__ void k(int *p) {\n  p[0] = 1;\n  undeclared_thing(p);\n}\n",
                   "broken.cu", Opts, {}, false);
  if (Mode == "options")
    return compile("__global__ void k() {}\n", "empty.cu", Opts, {}, false);
  if (Mode == "api")
    return api();
  if (Mode == "file" && argc > 2) {
    std::FILE *F = std::fopen(argv[2], "rb");
    if (!F)
      return 2;
    std::string Src;
    for (int C; (C = std::fgetc(F)) != EOF;)
      Src += char(C);
    std::fclose(F);
    const char *Base = std::strrchr(argv[2], '/');
    std::vector<std::string> Names; // $NVRTC_NAMES: name expressions, ';' separated
    const char *Env = std::getenv("NVRTC_NAMES");
    for (std::string L = Env ? Env : ""; !L.empty();) {
      Names.push_back(L.substr(0, L.find(';')));
      L = L.find(';') == std::string::npos ? "" : L.substr(L.find(';') + 1);
    }
    std::vector<const char *> NamePtrs;
    for (const std::string &N : Names)
      NamePtrs.push_back(N.c_str());
    return compile(Src.c_str(), Base ? Base + 1 : argv[2], {argv + 3, argv + argc}, NamePtrs,
                   false);
  }
  if (Mode == "load")
    return load(Opts);
  return 2;
}
