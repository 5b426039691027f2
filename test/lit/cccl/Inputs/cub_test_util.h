// SPDX-License-Identifier: Apache-2.0
// The CUB examples include "../../test/test_util.h" from CUB's test tree, which Debian's
// libcub-dev does not ship. This is our own small replacement providing what the examples use
// (command-line parsing, device init, random bits, result comparison, a GPU timer), written from
// how the examples call it. The harness (cccl_examples.py) links it as <dir>/test/test_util.h and
// puts <dir>/a/b on the include path, so that "../../test/test_util.h" resolves here.
#pragma once

#include <cub/util_debug.cuh>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#define AssertEquals(a, b)                                                                         \
  do {                                                                                             \
    if ((a) != (b)) {                                                                              \
      std::cerr << "\n" << __FILE__ << ": " << __LINE__ << ": AssertEquals failed\n";             \
      std::exit(1);                                                                                \
    }                                                                                              \
  } while (0)

/// Parses "--name=value" and "--flag" arguments.
struct CommandLineArgs {
  std::vector<std::string> keys, values;
  int device = 0;

  CommandLineArgs(int argc, char **argv) {
    for (int i = 1; i < argc; ++i) {
      std::string a = argv[i];
      if (a.rfind("--", 0) != 0)
        continue;
      a = a.substr(2);
      std::size_t eq = a.find('=');
      keys.push_back(a.substr(0, eq));
      values.push_back(eq == std::string::npos ? std::string() : a.substr(eq + 1));
    }
  }

  bool CheckCmdLineFlag(const char *name) const {
    for (const auto &k : keys)
      if (k == name)
        return true;
    return false;
  }

  template <typename T> void GetCmdLineArgument(const char *name, T &value) const {
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (keys[i] == name) {
        std::istringstream in(values[i]);
        in >> value;
      }
  }

  cudaError_t DeviceInit(int dev = -1) {
    if (dev < 0)
      GetCmdLineArgument("device", dev);
    if (dev < 0)
      dev = 0;
    int count = 0;
    cudaError_t e = cudaGetDeviceCount(&count);
    if (e != cudaSuccess)
      return e;
    if (dev >= count)
      return cudaErrorInvalidDevice;
    device = dev;
    return cudaSetDevice(dev);
  }
};

/// Fills `key` with random bits (the examples only need uniformly random values).
template <typename T> void RandomBits(T &key, int /*entropy_reduction*/ = 0, int = 0, int = 0) {
  static std::mt19937 gen(1234u);
  unsigned char bytes[sizeof(T)];
  for (auto &b : bytes)
    b = static_cast<unsigned char>(gen());
  std::memcpy(&key, bytes, sizeof(T));
  if constexpr (std::is_floating_point<T>::value)
    if (key != key) // NaN: keep comparisons meaningful
      key = T(0);
}

/// Reinterprets the bits of `in` as a `To` of the same size (the radix-sort example compares float
/// keys bit for bit).
template <typename To, typename From> __host__ __device__ To SafeBitCast(const From &in) {
  static_assert(sizeof(To) == sizeof(From), "SafeBitCast: sizes differ");
  To out;
  memcpy(&out, &in, sizeof(To));
  return out;
}

template <typename T> void DisplayResults(const T *values, int n) {
  for (int i = 0; i < n; ++i)
    std::cout << (i ? ", " : "") << values[i];
  std::cout << "\n";
}

/// Compares `n` host reference values with device values; prints "CORRECT" or "INCORRECT" and
/// returns 0 when they match.
template <typename T, typename S>
int CompareDeviceResults(const S *reference, const T *d_values, std::size_t n, bool verbose = true,
                         bool display = false) {
  std::vector<T> h(n);
  if (cudaMemcpy(h.data(), d_values, n * sizeof(T), cudaMemcpyDeviceToHost) != cudaSuccess) {
    std::printf("INCORRECT (copy failed)\n");
    return 1;
  }
  if (display) {
    std::cout << "Reference:\n";
    DisplayResults(reference, int(n));
    std::cout << "Computed:\n";
    DisplayResults(h.data(), int(n));
  }
  for (std::size_t i = 0; i < n; ++i)
    if (!(h[i] == reference[i])) {
      if (verbose)
        std::cout << "INCORRECT: [" << i << "]: " << h[i] << " != " << reference[i] << "\n";
      return 1;
    }
  std::printf("CORRECT\n");
  return 0;
}

/// Times GPU work with CUDA events.
struct GpuTimer {
  cudaEvent_t start_, stop_;
  GpuTimer() {
    cudaEventCreate(&start_);
    cudaEventCreate(&stop_);
  }
  ~GpuTimer() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  void Start() { cudaEventRecord(start_, 0); }
  void Stop() { cudaEventRecord(stop_, 0); }
  float ElapsedMillis() {
    float ms = 0;
    cudaEventSynchronize(stop_);
    cudaEventElapsedTime(&ms, start_, stop_);
    return ms;
  }
};
