// SPDX-License-Identifier: Apache-2.0
#include "CommandLine.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <map>

using namespace scale;

namespace {
std::map<std::string, std::string> FakeEnv;
std::optional<std::string> fakeGetEnv(const char *Name) {
  auto It = FakeEnv.find(Name);
  if (It == FakeEnv.end())
    return std::nullopt;
  return It->second;
}
using Args = std::vector<std::string>;
} // namespace

TEST(CommandLine, TokenizesLikeAShell) {
  EXPECT_EQ(tokenizeOptions("-O2  -DX=\"a b\" 'c d'\n-g"), (Args{"-O2", "-DX=a b", "c d", "-g"}));
  EXPECT_TRUE(tokenizeOptions("  \n ").empty());
}

TEST(CommandLine, PrependsAndAppendsEnvironmentFlags) {
  FakeEnv = {{"NVCC_PREPEND_FLAGS", "-O1 -DP"}, {"NVCC_APPEND_FLAGS", "'-DQ=x y'"}};
  EXPECT_EQ(expandCommandLine({"-c", "a.cu"}, fakeGetEnv),
            (Args{"-O1", "-DP", "-c", "a.cu", "-DQ=x y"}));
  FakeEnv.clear();
  EXPECT_EQ(expandCommandLine({"-c", "a.cu"}, fakeGetEnv), (Args{"-c", "a.cu"}));
}

TEST(CommandLine, ExpandsOptionsFilesInPlaceAndNested) {
  std::string Inner = testing::TempDir() + "/scale-amd-inner.txt";
  std::string Outer = testing::TempDir() + "/scale-amd-outer.txt";
  std::ofstream(Inner) << "-DINNER \"-Ia b\"\n";
  std::ofstream(Outer) << "-O3 --options-file " << Inner << "\n";
  FakeEnv.clear();
  EXPECT_EQ(expandCommandLine({"-c", "-optf=" + Outer, "a.cu"}, fakeGetEnv),
            (Args{"-c", "-O3", "-DINNER", "-Ia b", "a.cu"}));
  EXPECT_EQ(expandCommandLine({"@" + Inner, "-options-file", Inner}, fakeGetEnv),
            (Args{"-DINNER", "-Ia b", "-DINNER", "-Ia b"}));
  std::remove(Inner.c_str());
  std::remove(Outer.c_str());
}

TEST(CommandLineDeathTest, UnreadableOptionsFileIsFatal) {
  EXPECT_EXIT(expandCommandLine({"--options-file", "/nonexistent/opts"}, fakeGetEnv),
              testing::ExitedWithCode(1),
              "nvcc fatal   : Could not open options file '/nonexistent/opts'");
  EXPECT_EXIT(expandCommandLine({"--options-file"}, fakeGetEnv), testing::ExitedWithCode(1),
              "nvcc fatal   : argument expected after '--options-file'");
}
