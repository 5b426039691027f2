// SPDX-License-Identifier: Apache-2.0
// Loads each file named on the command line as a module through the driver API, from the file
// (cuModuleLoad) and from memory (cuModuleLoadData), and looks up kernel_a in it.
#include <cuda.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

static const char *name(CUresult R) {
  const char *S = nullptr;
  cuGetErrorName(R, &S);
  return S ? S : "?";
}

int main(int argc, char **argv) {
  CUresult R = cuInit(0);
  std::printf("cuInit %s\n", name(R));
  if (R != CUDA_SUCCESS)
    return 1;
  for (int I = 1; I < argc; ++I) {
    std::string Path = argv[I];
    CUmodule M = nullptr;
    CUfunction F = nullptr;
    CUresult L = cuModuleLoad(&M, Path.c_str());
    std::printf("%s: cuModuleLoad %s", Path.substr(Path.rfind('/') + 1).c_str(), name(L));
    if (L == CUDA_SUCCESS) {
      std::printf(", kernel_a %s", name(cuModuleGetFunction(&F, M, "kernel_a")));
      cuModuleUnload(M);
    }
    std::ifstream In(Path, std::ios::binary);
    std::string Data((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
    Data.push_back('\0');
    std::printf(", cuModuleLoadData %s\n", name(cuModuleLoadData(&M, Data.data())));
  }
  return 0;
}
