// SPDX-License-Identifier: Apache-2.0
// The nvcc option table (generated from Options.td) and its option IDs.
#ifndef SCALE_AMD_DRIVER_OPTIONS_H
#define SCALE_AMD_DRIVER_OPTIONS_H

#include "llvm/Option/OptTable.h"
#include "llvm/Option/Option.h"

namespace scale {
namespace opts {
enum ID {
  OPT_INVALID = 0,
#define OPTION(...) LLVM_MAKE_OPT_ID(__VA_ARGS__),
#include "Options.inc"
#undef OPTION
};
} // namespace opts

class NvccOptTable : public llvm::opt::GenericOptTable {
public:
  NvccOptTable();
};

} // namespace scale

#endif
