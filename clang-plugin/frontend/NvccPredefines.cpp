// SPDX-License-Identifier: Apache-2.0
//===- NvccPredefines.cpp - names nvcc's front end predefines --------------------------------===//
//
// nvcc's front end knows __nv_is_extended_device_lambda_closure_type(T) and its host-device and
// "with preserved return type" siblings; Thrust/CUB-style code uses them in static_asserts and
// SFINAE to detect `[] __device__` lambdas. Clang has no such trait, and its device lambdas
// need none of nvcc's closure wrapping, so the honest answer for every type is "not an nvcc
// extended lambda" (false); code that only uses them to pick a wrapper then takes its plain path.
// They must be macros that take one argument and are usable in constant expressions.
// The list: NvccPredefines.def.
//===-----------------------------------------------------------------------------------------===//
#include "NvccPredefines.h"

#include "clang/Lex/Preprocessor.h"

namespace scale::frontend {

void addNvccPredefines(clang::Preprocessor &PP) {
  std::string P = PP.getPredefines();
#define NVCC_PREDEFINE(Name, Params, Value)                                                        \
  P += std::string("#define ") + Name + Params + " " + Value + "\n";
#include "NvccPredefines.def"
  PP.setPredefines(P);
}

} // namespace scale::frontend
