// SPDX-License-Identifier: Apache-2.0
// nvcc-style messages: "nvcc fatal   : ..." ends the run with exit status 1, as nvcc does.
#ifndef SCALE_AMD_DRIVER_DIAGNOSTICS_H
#define SCALE_AMD_DRIVER_DIAGNOSTICS_H

#include "llvm/ADT/Twine.h"

namespace scale {

[[noreturn]] void fatal(const llvm::Twine &Msg);
void warning(const llvm::Twine &Msg);

} // namespace scale

#endif
