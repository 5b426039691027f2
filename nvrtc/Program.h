// SPDX-License-Identifier: Apache-2.0
// An NVRTC program: its inputs (source, name, headers, name expressions) and, once compiled, the
// AMD code object, the log and the lowered names.
#ifndef SCALE_AMD_NVRTC_PROGRAM_H
#define SCALE_AMD_NVRTC_PROGRAM_H

#include "nvrtc.h"

#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

struct _nvrtcProgram {
  std::string Source;
  std::string Name; ///< the file name diagnostics use ("default_program" when none is given)
  std::vector<std::pair<std::string, std::string>> Headers; ///< include name, contents
  std::vector<std::string> NameExpressions;                 ///< in the order they were added

  std::mutex Lock; ///< one compilation or query at a time
  bool Compiled = false;
  std::string Log;
  std::string CodeObject;                      ///< the AMD ELF code object
  std::map<std::string, std::string> Lowered; ///< name expression → symbol
};

namespace scale::nvrtc {

/// Compiles \p P with \p Options (nvrtcCompileProgram without the argument checks).
nvrtcResult compileProgram(_nvrtcProgram &P, const std::vector<std::string> &Options);

} // namespace scale::nvrtc

#endif
