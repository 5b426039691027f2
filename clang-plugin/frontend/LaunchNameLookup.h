// SPDX-License-Identifier: Apache-2.0
//===- LaunchNameLookup.h - the kernel of a launch is looked up as a called function is ------===//
#ifndef SCALE_AMD_FRONTEND_LAUNCHNAMELOOKUP_H
#define SCALE_AMD_FRONTEND_LAUNCHNAMELOOKUP_H

#include <memory>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang

namespace scale::frontend {

class TokenWatchers;

/// Adds the token watcher that records the kernel names of launches, and returns the consumer
/// that installs the lookup fallback in Sema and gives the dependent launches in templates
/// argument-dependent lookup of their kernel, as calls have.
std::unique_ptr<clang::ASTConsumer> installLaunchNameLookup(clang::CompilerInstance &CI,
                                                            TokenWatchers &Watchers);

} // namespace scale::frontend

#endif
