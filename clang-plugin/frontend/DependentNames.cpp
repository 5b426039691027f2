// SPDX-License-Identifier: Apache-2.0
//===- DependentNames.cpp - nvcc's leniency with dependent template names ---------------------===//
//
// nvcc's front end (EDG) accepts a member template of a dependent type named without the
// `template` keyword where only a type can follow, e.g. `typename Alloc::rebind<U>::other`,
// `using t = typename X<T>::rebind<2>::type;`, `typename X<T>::alias<1> member;`. Clang parses
// these exactly as if `template` were written (it is a type context, so `<` can only open a
// template argument list) and then reports err_missing_dependent_template_keyword ("use
// 'template' keyword to treat 'rebind' as a dependent template name"); with -fms-extensions it
// reports the same finding as a warning and goes on with the same parse. We silence that one
// diagnostic, so the result is clang's own recovery, as nvcc accepts it silently.
//
// What nvcc rejects stays rejected, because clang reports it through other diagnostics
// (measured against nvcc 13.0): a member template called in an expression (`X<T>::get<3>()`,
// `t.get<3>()`) or named in a base-specifier gives err_template_kw_missing; a name that is not a
// template, or a member that does not exist, fails at instantiation as usual.
// Missing `typename` needs nothing: clang accepts every form nvcc accepts (C++20's rules, as an
// extension warning before C++20), and is more lenient than nvcc in C++17.
//
// An error-class diagnostic can be mapped to Ignored (not to Warning) through the diagnostics
// engine; nothing else about the parse changes. docs/nvcc-dialect.md, test
// test/lit/dialect/dependent-names.cu.
//===-----------------------------------------------------------------------------------------===//
#include "DependentNames.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticParse.h"

namespace scale::frontend {

void acceptMissingTemplateKeyword(clang::DiagnosticsEngine &Diags) {
  Diags.setSeverity(clang::diag::err_missing_dependent_template_keyword,
                    clang::diag::Severity::Ignored, clang::SourceLocation());
}

} // namespace scale::frontend
