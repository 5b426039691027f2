// SPDX-License-Identifier: Apache-2.0
//===- Jobs.h - clang's per-target jobs, run in parallel --------------------------------------===//
//
// nvcc --threads N (default 0: one job per CPU) compiles the GPU targets of one input in parallel.
// clang-22 has no switch for that in the HIP compile we use: its --offload-jobs only reaches the
// new offload driver's linker wrapper (on a `-x hip -c` compile it is "argument unused"), and it
// runs the per-target device compilations one after the other. So we ask clang for its plan
// (`clang++ -### ...`: every cc1, lld and clang-offload-bundler command, in order) and run that
// plan ourselves:
//   * each file a job writes (-o, -output=) that is not the final output gets a temporary name of
//     ours (clang deletes the names it printed), and a job depends on every earlier job whose
//     output it names;
//   * at most N jobs run at once, each as soon as its inputs exist (the device chains of every
//     target side by side; the host compile after the fat binary, or beside them with -rdc);
//   * each job's stdout and stderr are buffered and printed in plan order, up to and including the
//     first job that fails, and no later job is started: the output is what clang's own sequential
//     run prints (it stops at the first failing job, warnings appear once per target as with clang).
// The objects are the ones clang writes itself (same commands); a plan that cannot be read falls
// back to running the clang command as it is.
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_DRIVER_JOBS_H
#define SCALE_AMD_DRIVER_JOBS_H

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace scale {

struct Job {
  std::vector<std::string> Argv;
  std::vector<std::string> Outputs; ///< files it writes (after renaming)
  std::vector<size_t> Deps;         ///< earlier jobs whose outputs it reads
};

/// Parses clang's `-###` output (\p Text): the job lines (` "exe" "arg" ...`) into \p Jobs, the
/// other lines that are not clang's version banner into \p Messages (driver diagnostics to show).
/// Returns false when a job line cannot be read (or uses a response file).
bool parseClangPlan(const std::string &Text, std::vector<Job> &Jobs,
                    std::vector<std::string> &Messages);

/// Gives every job output except \p FinalOutput the name \p NewTemp returns for it (replacing it
/// in every argument that names it) and computes each job's dependencies.
void linkJobs(std::vector<Job> &Jobs, const std::string &FinalOutput,
              const std::function<std::string(const std::string &Old)> &NewTemp);

/// Runs \p Jobs, at most \p Parallel at a time (see the file comment). \p Print shows a command
/// before it runs (-v), \p TempFile makes a file for a job's buffered output. Returns 0 or the
/// exit status of the first failing job in plan order.
int runJobs(const std::vector<Job> &Jobs, unsigned Parallel,
            const std::function<void(const std::vector<std::string> &)> &Print,
            const std::function<std::string()> &TempFile);

} // namespace scale

#endif
