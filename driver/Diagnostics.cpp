// SPDX-License-Identifier: Apache-2.0
#include "Diagnostics.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

namespace scale {

void fatal(const llvm::Twine &Msg) {
  llvm::outs().flush();
  llvm::errs() << "nvcc fatal   : " << Msg << "\n";
  std::exit(1);
}

void warning(const llvm::Twine &Msg) { llvm::errs() << "nvcc warning : " << Msg << "\n"; }

} // namespace scale
