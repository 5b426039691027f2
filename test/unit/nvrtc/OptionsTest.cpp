// SPDX-License-Identifier: Apache-2.0
// NVRTC options → nvcc flags (nvrtc/Options.cpp).
#include "Options.h"

#include <gtest/gtest.h>

using scale::nvrtc::CompileOptions;
using scale::nvrtc::parseOptions;
using Flags = std::vector<std::string>;

TEST(NvrtcOptions, ArchitectureSpellings) {
  EXPECT_EQ(parseOptions({}).CudaArch, "sm_52"); // NVRTC's default
  EXPECT_EQ(parseOptions({"--gpu-architecture=compute_80"}).CudaArch, "sm_80");
  EXPECT_EQ(parseOptions({"-arch=sm_86"}).CudaArch, "sm_86");
  EXPECT_EQ(parseOptions({"-arch", "compute_75"}).CudaArch, "sm_75");
  EXPECT_EQ(parseOptions({"-arch=sm_90a"}).CudaArch, "sm_90");
  CompileOptions Amd = parseOptions({"-arch=gfx90a"});
  EXPECT_EQ(Amd.AmdTarget, "gfx90a");
  EXPECT_TRUE(Amd.Errors.empty());
  EXPECT_EQ(parseOptions({"-arch=compute_"}).Errors.size(), 1u);
  EXPECT_EQ(parseOptions({"-arch=volta"}).Errors.size(), 1u);
  EXPECT_EQ(parseOptions({"-arch"}).Errors.size(), 1u);
}

TEST(NvrtcOptions, PassedToNvcc) {
  CompileOptions O = parseOptions(
      {"-DA=1", "-D", "B", "--define-macro=C", "-UD", "-I/x", "-I", "/y", "--include-path=/z",
       "-std=c++14", "--std=c++20", "--use_fast_math", "-ftz=true", "--prec-div=false",
       "-fmad=false", "-G", "-lineinfo", "-w", "--pre-include=p.h", "--expt-relaxed-constexpr",
       "--extended-lambda"});
  EXPECT_TRUE(O.Errors.empty());
  EXPECT_EQ(O.NvccFlags,
            (Flags{"-DA=1", "-DB", "-DC", "-UD", "-I/x", "-I/y", "-I/z", "-std=c++14", "-std=c++20",
                   "--use_fast_math", "--ftz=true", "--prec-div=false", "--fmad=false", "-G",
                   "-lineinfo", "-w", "--pre-include=p.h", "--expt-relaxed-constexpr",
                   "--extended-lambda"}));
}

TEST(NvrtcOptions, AcceptedWithoutEffect) {
  CompileOptions O = parseOptions({"--maxrregcount=32", "-Xptxas=-v", "--ptxas-options=-O3",
                                   "--extra-device-vectorization", "-restrict", "-err-no",
                                   "--diag-suppress=177", "-rdc=false", "-dw"});
  EXPECT_TRUE(O.Errors.empty());
  EXPECT_TRUE(O.NvccFlags.empty());
}

TEST(NvrtcOptions, DefaultDevice) {
  EXPECT_TRUE(parseOptions({"-default-device"}).DefaultDevice);
  EXPECT_TRUE(parseOptions({"--device-as-default-execution-space"}).DefaultDevice);
  EXPECT_FALSE(parseOptions({}).DefaultDevice);
}

TEST(NvrtcOptions, Errors) {
  CompileOptions O = parseOptions({"-rdc=true", "--relocatable-device-code=maybe", "--device-c",
                                   "-foo", "--fmad", "-G=1", "--std=", "-D"});
  ASSERT_EQ(O.Errors.size(), 8u);
  EXPECT_NE(O.Errors[0].find("relocatable device code is not supported"), std::string::npos);
  EXPECT_NE(O.Errors[1].find("expected true or false"), std::string::npos);
  EXPECT_NE(O.Errors[2].find("relocatable device code is not supported"), std::string::npos);
  EXPECT_EQ(O.Errors[3], "nvrtc: error: invalid option '-foo'");
  EXPECT_EQ(O.Errors[4], "nvrtc: error: option '--fmad' needs a value");
  EXPECT_EQ(O.Errors[5], "nvrtc: error: option '-G=1' takes no value");
  EXPECT_EQ(O.Errors[6], "nvrtc: error: option '--std=' needs a value");
  EXPECT_EQ(O.Errors[7], "nvrtc: error: option '-D' needs a value");
}
