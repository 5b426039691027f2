// SPDX-License-Identifier: Apache-2.0
// The full command line nvcc sees: NVCC_PREPEND_FLAGS, argv, NVCC_APPEND_FLAGS, with every
// --options-file/-optf <file> and @<file> replaced by the options it holds (quoted as in a shell;
// files may name further files). Errors are nvcc-style fatal messages.
#ifndef SCALE_AMD_DRIVER_COMMANDLINE_H
#define SCALE_AMD_DRIVER_COMMANDLINE_H

#include <optional>
#include <string>
#include <vector>

namespace scale {

/// Splits \p Text into arguments the way a POSIX shell would (quotes, backslashes).
std::vector<std::string> tokenizeOptions(const std::string &Text);

/// Builds the expanded argument list (without argv[0]). \p GetEnv reads an environment variable.
std::vector<std::string>
expandCommandLine(const std::vector<std::string> &Argv,
                  std::optional<std::string> (*GetEnv)(const char *Name));

} // namespace scale

#endif
