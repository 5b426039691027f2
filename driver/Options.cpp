// SPDX-License-Identifier: Apache-2.0
#include "Options.h"

using namespace llvm;
using namespace llvm::opt;
using namespace scale;
using namespace scale::opts;

namespace {
#define OPTTABLE_STR_TABLE_CODE
#include "Options.inc"
#undef OPTTABLE_STR_TABLE_CODE

#define OPTTABLE_PREFIXES_TABLE_CODE
#include "Options.inc"
#undef OPTTABLE_PREFIXES_TABLE_CODE

constexpr opt::OptTable::Info InfoTable[] = {
#define OPTION(...) LLVM_CONSTRUCT_OPT_INFO(__VA_ARGS__),
#include "Options.inc"
#undef OPTION
};
} // namespace

NvccOptTable::NvccOptTable() : GenericOptTable(OptionStrTable, OptionPrefixesTable, InfoTable) {}
