// SPDX-License-Identifier: Apache-2.0
#pragma once
#include "Engine.h"

namespace scale::fft {
struct FakeExecution {
  const Plan *P;
  const void *In;
  void *Out;
  int Direction;
  void *Work;
  cudaStream_t Stream;
};
extern cufftResult FakePrepareResult;
extern int FakePrepared, FakeReleased, FakeExecuted;
extern FakeExecution FakeLast;
} // namespace scale::fft
