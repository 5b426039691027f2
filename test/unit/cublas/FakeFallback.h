// SPDX-License-Identifier: Apache-2.0
// What the fake fallback backend saw: which routine ran and its main sizes.
#ifndef SCALE_AMD_TEST_CUBLAS_FAKE_FALLBACK_H
#define SCALE_AMD_TEST_CUBLAS_FAKE_FALLBACK_H
#include <string>
namespace fake {
struct Record {
  int Calls = 0;
  std::string Routine;
  int M = -1, N = -1, K = -1, Batch = -1;
  bool AlphaOnDevice = false;
  float AlphaValue = 0;
};
extern Record Last;
} // namespace fake
#endif
