// SPDX-License-Identifier: Apache-2.0
//===- LaunchChevrons.h - launch chevrons written with spaces: `k << <g, b >> > (args)` --------===//
#ifndef SCALE_AMD_FRONTEND_LAUNCHCHEVRONS_H
#define SCALE_AMD_FRONTEND_LAUNCHCHEVRONS_H

namespace clang {
class Preprocessor;
} // namespace clang

namespace scale::frontend {

class TokenWatchers;

/// Adds the token watcher that joins `<<` `<` into `<<<` and, inside a launch configuration,
/// `>>` `>` into `>>>`, as nvcc reads them.
void acceptSpacedLaunchChevrons(clang::Preprocessor &PP, TokenWatchers &Watchers);

} // namespace scale::frontend

#endif
