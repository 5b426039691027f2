// SPDX-License-Identifier: Apache-2.0
// What the fake libhipsparse.so (FakeHipSparse.cpp) records and answers; the test reaches the
// library's `fake_hipsparse` object through dlsym.
#ifndef SCALE_AMD_TEST_FAKE_HIPSPARSE_H
#define SCALE_AMD_TEST_FAKE_HIPSPARSE_H

#include <cstddef>
#include <cstdint>

extern "C" {
struct FakeHipSparse {
  // Set by the test.
  int Version;       // hipsparseGetVersion's answer (major * 100000 + minor * 100 + patch)
  int FailCreate;    // hipsparseCreate fails (no device)
  int OpStatus;      // status of SpMV/SpMM
  // Recorded.
  int Creates, Destroys, LiveDescriptors, PointerMode;
  void *Stream;
  int Format, RowType, ColType, Base, ValueType;
  int64_t Rows, Cols, Nnz;
  void *RowIdx, *ColIdx, *Values;
  int64_t VecSize, MatRows, MatCols, MatLd;
  int VecType, MatType, MatOrder;
  int Calls, BufferSizeCalls, PreprocessCalls, OpA, OpB, Compute, Alg;
  const void *Alpha, *Beta;
  void *A, *X, *Y, *Buffer;
};
}

#endif
