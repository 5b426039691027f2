// SPDX-License-Identifier: Apache-2.0
// clang's -### plan run in parallel (see Jobs.h). Processes are started with LLVM's ExecuteNoWait
// and reaped with POSIX waitpid, so that whichever job ends first frees its slot.
#include "Jobs.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <sys/wait.h>

using namespace llvm;

namespace scale {

namespace {
/// One job line as clang's Command::Print writes it: arguments separated by spaces, each quoted
/// with '"' and '\', '"', '$' escaped by a backslash (or bare when nothing needs quoting).
bool parseJobLine(StringRef Line, std::vector<std::string> &Argv) {
  size_t I = 0;
  while (I < Line.size()) {
    if (Line[I] == ' ') {
      ++I;
      continue;
    }
    std::string A;
    if (Line[I] == '"') {
      for (++I;; ++I) {
        if (I >= Line.size())
          return false; // unterminated quote
        if (Line[I] == '"')
          break;
        if (Line[I] == '\\' && I + 1 < Line.size())
          ++I;
        A += Line[I];
      }
      ++I;
    } else {
      while (I < Line.size() && Line[I] != ' ')
        A += Line[I++];
    }
    Argv.push_back(std::move(A));
  }
  return !Argv.empty();
}

bool isBanner(StringRef L) {
  for (StringRef P : {"Target: ", "Thread model: ", "InstalledDir: ", "Build config: ",
                      "Configuration file: ", "System configuration file directory: ",
                      "User configuration file directory: "})
    if (L.starts_with(P))
      return true;
  return L.contains("clang version ");
}
} // namespace

bool parseClangPlan(const std::string &Text, std::vector<Job> &Jobs,
                    std::vector<std::string> &Messages) {
  SmallVector<StringRef, 16> Lines;
  StringRef(Text).split(Lines, '\n', -1, false);
  for (StringRef L : Lines) {
    if (L.starts_with(" \"")) {
      Job J;
      if (!parseJobLine(L, J.Argv))
        return false;
      Jobs.push_back(std::move(J));
    } else if (L.contains("Arguments passed via response file")) {
      return false;
    } else if (!isBanner(L)) {
      Messages.push_back(L.str());
    }
  }
  return !Jobs.empty();
}

void linkJobs(std::vector<Job> &Jobs, const std::string &FinalOutput,
              const std::function<std::string(const std::string &Old)> &NewTemp) {
  std::map<std::string, std::string> Renamed;
  for (Job &J : Jobs)
    for (size_t I = 0; I < J.Argv.size(); ++I) {
      StringRef A = J.Argv[I];
      std::string Out;
      if (A == "-o" && I + 1 < J.Argv.size())
        Out = J.Argv[I + 1];
      else if (A.starts_with("-output="))
        Out = A.substr(strlen("-output=")).str();
      if (Out.empty() || Out == "-")
        continue;
      if (Out != FinalOutput && !Renamed.count(Out))
        Renamed[Out] = NewTemp(Out);
      J.Outputs.push_back(Out);
    }
  // One pass over each argument (a new name never gets renamed again): "-input=<old>" too.
  auto Rename = [&](const std::string &A) {
    std::string R;
    for (size_t I = 0; I < A.size();) {
      const std::pair<const std::string, std::string> *Hit = nullptr;
      for (const auto &E : Renamed)
        if (A.compare(I, E.first.size(), E.first) == 0 &&
            (!Hit || E.first.size() > Hit->first.size()))
          Hit = &E;
      if (Hit) {
        R += Hit->second;
        I += Hit->first.size();
      } else {
        R += A[I++];
      }
    }
    return R;
  };
  for (Job &J : Jobs) {
    for (std::string &A : J.Argv)
      A = Rename(A);
    for (std::string &O : J.Outputs)
      O = Rename(O);
  }
  for (size_t J = 0; J < Jobs.size(); ++J)
    for (size_t I = 0; I < J; ++I) {
      bool Reads = false;
      for (const std::string &O : Jobs[I].Outputs)
        for (const std::string &A : Jobs[J].Argv)
          Reads |= A.find(O) != std::string::npos;
      if (Reads)
        Jobs[J].Deps.push_back(I);
    }
}

int runJobs(const std::vector<Job> &Jobs, unsigned Parallel,
            const std::function<void(const std::vector<std::string> &)> &Print,
            const std::function<std::string()> &TempFile) {
  enum class State { Pending, Running, Done };
  size_t N = Jobs.size();
  std::vector<State> St(N, State::Pending);
  std::vector<int> RC(N, 0);
  std::vector<std::string> Log(N);
  std::map<pid_t, size_t> Running;
  size_t Limit = N; // jobs from the first failure (in plan order) on are not started
  size_t Shown = 0; // jobs whose output has been printed
  bool Stopped = false;
  Parallel = std::max(Parallel, 1u);

  auto Ready = [&](size_t I) {
    return std::all_of(Jobs[I].Deps.begin(), Jobs[I].Deps.end(),
                       [&](size_t D) { return St[D] == State::Done && RC[D] == 0; });
  };
  auto Show = [&] {
    for (; !Stopped && Shown < N && St[Shown] == State::Done; ++Shown) {
      if (auto Buf = MemoryBuffer::getFile(Log[Shown]))
        errs() << (*Buf)->getBuffer();
      errs().flush();
      Stopped = RC[Shown] != 0;
    }
  };
  for (;;) {
    for (size_t I = 0; I < Limit && Running.size() < Parallel; ++I) {
      if (St[I] != State::Pending || !Ready(I))
        continue;
      Print(Jobs[I].Argv);
      Log[I] = TempFile();
      std::vector<StringRef> Argv(Jobs[I].Argv.begin(), Jobs[I].Argv.end());
      std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Log[I]), StringRef(Log[I])};
      std::string Err;
      bool Failed = false;
      sys::ProcessInfo PI =
          sys::ExecuteNoWait(Jobs[I].Argv[0], Argv, std::nullopt, Redirects, 0, &Err, &Failed);
      if (Failed || PI.Pid <= 0) {
        std::error_code EC;
        raw_fd_ostream(Log[I], EC) << "nvcc fatal   : Could not run " << Jobs[I].Argv[0] << ": "
                                   << Err << "\n";
        St[I] = State::Done;
        RC[I] = 1;
        Limit = std::min(Limit, I);
        continue;
      }
      St[I] = State::Running;
      Running[PI.Pid] = I;
    }
    Show();
    if (Running.empty())
      break;
    int Status = 0;
    pid_t Pid = ::waitpid(-1, &Status, 0);
    if (Pid < 0)
      break; // no children left (cannot happen while Running is not empty)
    auto It = Running.find(Pid);
    if (It == Running.end())
      continue;
    size_t I = It->second;
    Running.erase(It);
    St[I] = State::Done;
    if (WIFEXITED(Status)) {
      RC[I] = WEXITSTATUS(Status);
    } else {
      RC[I] = 1;
      std::error_code EC;
      raw_fd_ostream(Log[I], EC, sys::fs::OF_Append)
          << "nvcc fatal   : " << Jobs[I].Argv[0] << " terminated by signal "
          << (WIFSIGNALED(Status) ? WTERMSIG(Status) : 0) << "\n";
    }
    if (RC[I])
      Limit = std::min(Limit, I);
  }
  Show();
  for (size_t I = 0; I < N; ++I)
    if (St[I] == State::Done && RC[I])
      return RC[I];
  return 0;
}

} // namespace scale
