// SPDX-License-Identifier: Apache-2.0
// The entry points of Unimplemented.def: a clear error instead of a missing symbol. The shim
// resolves optional HIP functions with dlsym and answers cudaErrorNotSupported without saying which
// one was missing; these say it. Declared without parameters: under the x86-64 calling convention
// a caller may pass any arguments to them.
#include "Diagnostics.h"

extern "C" {
#define ROUTEC_UNIMPLEMENTED(name)                                                                 \
  int name() {                                                                                     \
    routec::diagnose(#name " is not implemented (returning hipErrorNotSupported)");                \
    return routec::NotSupported;                                                                   \
  }
#include "Unimplemented.def"
#undef ROUTEC_UNIMPLEMENTED
}
