// SPDX-License-Identifier: Apache-2.0
// The fake cuBLASLt backend of the unit tests: remembers the last plan and pointers it was given.
#pragma once
#include "Lt.h"

namespace fake {
struct Call {
  int Count = 0;
  scale::blaslt::Plan P{};
  const void *C = nullptr, *Bias = nullptr;
  void *D = nullptr, *Aux = nullptr;
  cudaStream_t Stream = nullptr;
};
extern Call Last;
} // namespace fake
