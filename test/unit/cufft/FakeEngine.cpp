// SPDX-License-Identifier: Apache-2.0
// A fake of cuda-x/cufft/Engine.h: host memory for work areas, the result of prepare chosen by
// the test, and a record of the last execution.
#include "FakeEngine.h"

#include <cstdlib>

namespace scale::fft {
cufftResult FakePrepareResult = CUFFT_SUCCESS;
int FakePrepared = 0, FakeReleased = 0, FakeExecuted = 0;
FakeExecution FakeLast;

cufftResult prepare(Plan &) {
  if (FakePrepareResult == CUFFT_SUCCESS)
    ++FakePrepared;
  return FakePrepareResult;
}
void release(Plan &) { ++FakeReleased; }
cufftResult allocateWork(size_t Bytes, void **Work) {
  *Work = std::malloc(Bytes ? Bytes : 1);
  return *Work ? CUFFT_SUCCESS : CUFFT_ALLOC_FAILED;
}
void freeWork(void *Work) { std::free(Work); }
cufftResult execute(const Plan &P, const void *In, void *Out, int Direction) {
  ++FakeExecuted;
  FakeLast = {&P, In, Out, Direction, P.Work, P.Stream};
  return CUFFT_SUCCESS;
}
} // namespace scale::fft
