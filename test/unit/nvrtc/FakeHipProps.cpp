// SPDX-License-Identifier: Apache-2.0
// A HIP runtime with one device whose hipDeviceProp_t holds a gcnArchName with target features
// (as ROCm reports gfx90a), for nvrtc's target choice (TargetDeviceTest.cpp). The marketing name
// at offset 0 looks like an architecture on purpose: only the field after it may be taken.
#include <cstring>

extern "C" {
int hipGetDeviceCount(int *N) {
  *N = 2;
  return 0;
}
int hipGetDevice(int *D) {
  *D = 1;
  return 0;
}
int hipGetDeviceProperties(void *Props, int Device) {
  char *P = static_cast<char *>(Props);
  std::memset(P, 0, 1472); // ROCm 5's hipDeviceProp_t is smaller than the caller's buffer
  std::strcpy(P, "gfx1100 lookalike marketing name");
  std::strcpy(P + 392, Device == 1 ? "gfx90a:sramecc+:xnack-" : "gfx1030");
  return 0;
}
}
