// SPDX-License-Identifier: Apache-2.0
// The video instructions against NVIDIA's hardware, offline: every form of
// test/exec/ptx/video.forms is lowered for AMDGPU, JIT-compiled for the host and run on the inputs
// of the route-A execution case (test/exec/route-a/gen_ptx_cases.py, test/exec/cases/harness.h),
// and all 128 results are compared with the outputs recorded on an H200 (video-nvidia.txt). A form
// of the table without a recording, or a recording without a form, is a failure: re-record from
// the route-A reference run.
#include "JitLowering.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

constexpr int N = 128;

/// inputs_u32 of test/exec/cases/harness.h: edge values, then an xorshift sequence.
std::vector<uint32_t> inputsU32(size_t Count) {
  std::vector<uint32_t> V = {0, 1, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x80808080u, 0x01010101u,
                             0xdeadbeefu};
  uint64_t S = 0x2545F4914F6CDD1Dull;
  while (V.size() < Count) {
    S ^= S << 13;
    S ^= S >> 7;
    S ^= S << 17;
    V.push_back(uint32_t(S >> 17));
  }
  V.resize(Count);
  return V;
}

/// input<unsigned>(K, range, small) of gen_ptx_cases.py: operand K's N values.
std::vector<uint32_t> operand(int K, unsigned Small) {
  std::vector<uint32_t> V = inputsU32(N + 16 * K);
  V.erase(V.begin(), V.begin() + (K ? 8 + 5 * K : 0));
  V.resize(N);
  if (Small)
    for (uint32_t &X : V)
      X %= Small;
  return V;
}

struct Form {
  std::string Name, Asm;
  unsigned Args = 0, Small = 0;
};

std::string trim(const std::string &S) {
  size_t B = S.find_first_not_of(" \t"), E = S.find_last_not_of(" \t");
  return B == std::string::npos ? "" : S.substr(B, E - B + 1);
}

/// The table's lines `name | u32(u32,...) | asm | options`; fields are separated by " | ".
std::vector<Form> readForms(const std::string &Path, std::string &Error) {
  std::ifstream In(Path);
  if (!In) {
    Error = "cannot read " + Path;
    return {};
  }
  std::vector<Form> Forms;
  std::string Line;
  for (int LineNo = 1; std::getline(In, Line); ++LineNo) {
    if (trim(Line).empty() || trim(Line)[0] == '#')
      continue;
    std::vector<std::string> F;
    for (size_t P = 0;;) {
      size_t Q = Line.find(" | ", P);
      F.push_back(trim(Line.substr(P, Q == std::string::npos ? std::string::npos : Q - P)));
      if (Q == std::string::npos)
        break;
      P = Q + 3;
    }
    std::string Sig = F.size() >= 3 ? F[1] : "";
    Sig.erase(std::remove(Sig.begin(), Sig.end(), ' '), Sig.end());
    if (F.size() < 3 || Sig.rfind("u32(", 0) != 0) {
      Error = Path + ":" + std::to_string(LineNo) + ": expected 'name | u32(u32,...) | asm'";
      return {};
    }
    Form Fm{F[0], F[2]};
    Fm.Args = unsigned(std::count(Sig.begin(), Sig.end(), ',') + 1);
    if (F.size() > 3) {
      size_t S = F[3].find("small=");
      if (S != std::string::npos)
        Fm.Small = unsigned(std::stoul(F[3].substr(S + 6)));
    }
    Forms.push_back(Fm);
  }
  return Forms;
}

/// CUDA asm text as LLVM IR's: %N operands become $N, braces their $( $) escapes.
std::string toIrAsm(const std::string &Cuda) {
  std::string Out;
  for (size_t I = 0; I < Cuda.size(); ++I) {
    char C = Cuda[I];
    if (C == '%' && I + 1 < Cuda.size() && isdigit((unsigned char)Cuda[I + 1]))
      Out += '$';
    else if (C == '{')
      Out += "$(";
    else if (C == '}')
      Out += "$)";
    else
      Out += C;
  }
  return Out;
}

std::map<std::string, std::vector<uint32_t>> readRecorded(const std::string &Path,
                                                          std::string &Error) {
  std::ifstream In(Path);
  if (!In)
    Error = "cannot read " + Path;
  std::map<std::string, std::vector<uint32_t>> R;
  std::string Line;
  while (std::getline(In, Line)) {
    if (Line.empty() || Line[0] == '#')
      continue;
    std::istringstream S(Line);
    std::string Name, Hex;
    S >> Name;
    std::vector<uint32_t> &V = R[Name];
    while (S >> Hex)
      V.push_back(uint32_t(std::stoul(Hex, nullptr, 16)));
  }
  return R;
}

TEST(VideoHardware, AllFormsMatchRecordedNvidiaOutputs) {
  std::string Error;
  std::vector<Form> Forms = readForms(SCALE_AMD_VIDEO_FORMS, Error);
  ASSERT_TRUE(Error.empty()) << Error;
  auto Recorded = readRecorded(SCALE_AMD_VIDEO_RECORDED, Error);
  ASSERT_TRUE(Error.empty()) << Error;
  ASSERT_GE(Forms.size(), 70u) << "the table lost its forms";
  for (const Form &F : Forms)
    EXPECT_TRUE(Recorded.count(F.Name)) << F.Name << " has no recorded NVIDIA output";
  for (const auto &[Name, V] : Recorded)
    EXPECT_TRUE(std::any_of(Forms.begin(), Forms.end(),
                            [&](const Form &F) { return F.Name == Name; }))
        << "recorded form " << Name << " is not in the table";

  std::vector<uint32_t> A = operand(0, 0), B = operand(1, 0), C = operand(2, 0);
  for (const Form &F : Forms) {
    auto It = Recorded.find(F.Name);
    if (It == Recorded.end())
      continue;
    ASSERT_EQ(It->second.size(), size_t(N)) << F.Name;
    if (F.Small) {
      A = operand(0, F.Small), B = operand(1, F.Small), C = operand(2, F.Small);
    }
    std::string Cons = "=r";
    for (unsigned K = 0; K < F.Args; ++K)
      Cons += ",r";
    ASSERT_TRUE(F.Args == 2 || F.Args == 3) << F.Name;
    scale::test::Jit J("i32", std::vector<std::string>(F.Args, "i32"), toIrAsm(F.Asm), Cons);
    ASSERT_TRUE(J.Error.empty()) << F.Name << ": " << J.Error;
    unsigned Bad = 0;
    for (int I = 0; I < N; ++I) {
      uint32_t Got = F.Args == 2 ? J.fn<uint32_t(uint32_t, uint32_t)>()(A[I], B[I])
                                 : J.fn<uint32_t(uint32_t, uint32_t, uint32_t)>()(A[I], B[I], C[I]);
      if (Got != It->second[I] && ++Bad <= 3)
        ADD_FAILURE() << F.Name << " [" << I << "] " << std::hex << A[I] << " " << B[I] << " "
                      << C[I] << ": got " << Got << ", NVIDIA " << It->second[I];
    }
    EXPECT_EQ(Bad, 0u) << F.Name << ": " << Bad << " of " << N << " results differ";
    if (F.Small) {
      A = operand(0, 0), B = operand(1, 0), C = operand(2, 0);
    }
  }
}

} // namespace
