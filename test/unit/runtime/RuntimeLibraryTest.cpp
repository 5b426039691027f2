// SPDX-License-Identifier: Apache-2.0
// libcudart's libraries (runtime-shim/Library.cpp) on the fake HIP backend: PTX compiled by this
// build's ptxas, kernels found by name and launched with cudaLaunchKernel given the cudaKernel_t,
// globals, unloading, and the errors (bad PTX with the line in the JIT log, NVIDIA machine code,
// options without an AMD meaning).
#include "FakeHipHooks.h"
#include "cuda_runtime_api.h"

#include <cstdint>
#include <cstdlib>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>

namespace {

const char *const KernelPtx = ".version 8.5\n.target sm_86\n.address_size 64\n\n"
                              ".visible .entry kernel_a(\n\t.param .u64 p\n)\n{\n\tret;\n}\n";
const char *const BadPtx = ".version 8.5\n.target sm_86\n.address_size 64\n\n.visible .entry k()\n{\n"
                           "\t.reg .b32 \t%r<2>;\n\tfrob.b32 \t%r1, 1;\n\tret;\n}\n";

class RuntimeLibrary : public testing::Test {
protected:
  std::string Cache;
  void SetUp() override {
    char Tmpl[] = "/tmp/scale-amd-lib-cache-XXXXXX";
    ASSERT_NE(mkdtemp(Tmpl), nullptr);
    Cache = Tmpl;
    setenv("CUDA_CACHE_PATH", Cache.c_str(), 1);
    setenv("SCALE_AMD_TARGETS", "gfx1030", 1);
    setenv("SCALE_AMD_PTXAS", SCALE_AMD_TEST_PTXAS, 1);
  }
  void TearDown() override {
    std::string Cmd = "rm -rf '" + Cache + "'";
    (void)!system(Cmd.c_str());
  }
};

TEST_F(RuntimeLibrary, LoadPtxGetKernelLaunch) {
  cudaLibrary_t Lib = nullptr;
  char Info[512] = {};
  cudaJitOption Opts[] = {cudaJitInfoLogBuffer, cudaJitInfoLogBufferSizeBytes};
  void *Vals[] = {Info, reinterpret_cast<void *>(uintptr_t(sizeof Info))};
  ASSERT_EQ(cudaLibraryLoadData(&Lib, KernelPtx, Opts, Vals, 2, nullptr, nullptr, 0), cudaSuccess);
  EXPECT_NE(std::string(Info).find("gfx1030: compiled"), std::string::npos) << Info;
  cudaKernel_t K = nullptr;
  ASSERT_EQ(cudaLibraryGetKernel(&K, Lib, "kernel_a"), cudaSuccess);
  ASSERT_NE(K, nullptr);
  int *Arg = nullptr;
  void *Args[] = {&Arg};
  EXPECT_EQ(cudaLaunchKernel(reinterpret_cast<const void *>(K), dim3(2), dim3(64), Args, 0, nullptr), cudaSuccess);
  EXPECT_EQ(fakehip::lastLaunchFunc(), reinterpret_cast<const void *>(K)) << "hipModuleLaunchKernel of the kernel";
  EXPECT_EQ(cudaLibraryGetKernel(&K, Lib, "no_such_kernel"), cudaErrorSymbolNotFound);
  void *P = nullptr;
  size_t Bytes = 0;
  EXPECT_EQ(cudaLibraryGetGlobal(&P, &Bytes, Lib, "factor"), cudaSuccess);
  EXPECT_EQ(Bytes, 4u);
  EXPECT_EQ(cudaLibraryGetGlobal(&P, &Bytes, Lib, "nothing"), cudaErrorSymbolNotFound);
  cudaGetLastError();
  EXPECT_EQ(cudaLibraryUnload(Lib), cudaSuccess);
  EXPECT_EQ(cudaLibraryUnload(nullptr), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaLibraryGetKernel(&K, nullptr, "kernel_a"), cudaErrorInvalidResourceHandle);
  cudaGetLastError();
}

TEST_F(RuntimeLibrary, Errors) {
  cudaLibrary_t Lib = nullptr;
  char Err[1024] = {};
  cudaJitOption Opts[] = {cudaJitErrorLogBuffer, cudaJitErrorLogBufferSizeBytes};
  void *Vals[] = {Err, reinterpret_cast<void *>(uintptr_t(sizeof Err))};
  EXPECT_EQ(cudaLibraryLoadData(&Lib, BadPtx, Opts, Vals, 2, nullptr, nullptr, 0), cudaErrorInvalidPtx);
  EXPECT_NE(std::string(Err).find("<ptx>:8:2: error: unknown PTX instruction 'frob.b32'"), std::string::npos) << Err;
  EXPECT_EQ(reinterpret_cast<uintptr_t>(Vals[1]), std::string(Err).size() + 1);
  unsigned char Cubin[64] = {0x7f, 'E', 'L', 'F', 2, 1, 1};
  Cubin[18] = 190; // EM_CUDA
  EXPECT_EQ(cudaLibraryLoadData(&Lib, Cubin, Opts, Vals, 2, nullptr, nullptr, 0), cudaErrorInvalidKernelImage);
  EXPECT_NE(std::string(Err).find("NVIDIA machine code"), std::string::npos) << Err;
  cudaLibraryOption Host = cudaLibraryHostUniversalFunctionAndDataTable, Keep = cudaLibraryBinaryIsPreserved;
  void *One = reinterpret_cast<void *>(uintptr_t(1));
  EXPECT_EQ(cudaLibraryLoadData(&Lib, KernelPtx, nullptr, nullptr, 0, &Host, &One, 1), cudaErrorNotSupported);
  ASSERT_EQ(cudaLibraryLoadData(&Lib, KernelPtx, nullptr, nullptr, 0, &Keep, &One, 1), cudaSuccess);
  EXPECT_EQ(cudaLibraryUnload(Lib), cudaSuccess);
  EXPECT_EQ(cudaLibraryLoadData(nullptr, KernelPtx, nullptr, nullptr, 0, nullptr, nullptr, 0), cudaErrorInvalidValue);

  std::string Path = Cache + "/k.ptx";
  FILE *F = fopen(Path.c_str(), "w");
  ASSERT_NE(F, nullptr);
  fputs(KernelPtx, F);
  fclose(F);
  ASSERT_EQ(cudaLibraryLoadFromFile(&Lib, Path.c_str(), nullptr, nullptr, 0, nullptr, nullptr, 0), cudaSuccess);
  EXPECT_EQ(cudaLibraryUnload(Lib), cudaSuccess);
  EXPECT_EQ(cudaLibraryLoadFromFile(&Lib, Path.c_str(), nullptr, nullptr, 0, &Keep, &One, 1), cudaErrorInvalidValue);
  EXPECT_EQ(cudaLibraryLoadFromFile(&Lib, (Cache + "/none.ptx").c_str(), nullptr, nullptr, 0, nullptr, nullptr, 0),
            cudaErrorFileNotFound);
  cudaGetLastError();
}

} // namespace
