// SPDX-License-Identifier: Apache-2.0
// The execution-case harness: deterministic inputs, device buffers, and one output line per value
// ("<case> <index> <type> <bits>") that compare.py matches between the reference (nvcc) and our
// routes. Compiled by NVIDIA's nvcc and by clang-22 with NVIDIA's CUDA headers on the host side.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define EXEC_CHECK(call)                                                                           \
  do {                                                                                             \
    cudaError_t e_ = (call);                                                                       \
    if (e_ != cudaSuccess) {                                                                       \
      std::printf("CUDA-ERROR %s:%d %s %s\n", __FILE__, __LINE__, #call, cudaGetErrorName(e_));   \
      std::exit(3);                                                                                \
    }                                                                                              \
  } while (0)

template <class T> struct DeviceBuffer {
  T *ptr = nullptr;
  size_t n;
  explicit DeviceBuffer(size_t count) : n(count) {
    EXEC_CHECK(cudaMalloc(&ptr, n * sizeof(T)));
    EXEC_CHECK(cudaMemset(ptr, 0xA5, n * sizeof(T))); // poison: unwritten outputs show
  }
  DeviceBuffer(const std::vector<T> &h) : DeviceBuffer(h.size()) {
    EXEC_CHECK(cudaMemcpy(ptr, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  }
  std::vector<T> get() {
    EXEC_CHECK(cudaGetLastError());
    EXEC_CHECK(cudaDeviceSynchronize());
    std::vector<T> h(n);
    EXEC_CHECK(cudaMemcpy(h.data(), ptr, n * sizeof(T), cudaMemcpyDeviceToHost));
    return h;
  }
  ~DeviceBuffer() { cudaFree(ptr); }
};

inline void report_u32(const std::string &c, size_t i, uint32_t v) { std::printf("%s %zu u32 %08x\n", c.c_str(), i, v); }
inline void report_u64(const std::string &c, size_t i, uint64_t v) { std::printf("%s %zu u64 %016llx\n", c.c_str(), i, (unsigned long long)v); }
inline void report_f32(const std::string &c, size_t i, float v) { uint32_t b; std::memcpy(&b, &v, 4); std::printf("%s %zu f32 %08x\n", c.c_str(), i, b); }
inline void report_f64(const std::string &c, size_t i, double v) { uint64_t b; std::memcpy(&b, &v, 8); std::printf("%s %zu f64 %016llx\n", c.c_str(), i, (unsigned long long)b); }
inline int finish() { std::printf("END\n"); return 0; }

// Deterministic inputs: edge values first, then a fixed pseudo-random stream.
inline std::vector<float> inputs_f32(size_t n, float lo, float hi) {
  const uint32_t edges[] = {0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000,
                            0x7fc00000, 0x00000001, 0x007fffff, 0x00800000, 0x7f7fffff, 0x3effffff};
  std::vector<float> v;
  for (uint32_t e : edges) { float f; std::memcpy(&f, &e, 4); v.push_back(f); }
  uint64_t s = 0x9E3779B97F4A7C15ull;
  while (v.size() < n) {
    s ^= s << 13; s ^= s >> 7; s ^= s << 17;
    v.push_back(lo + (hi - lo) * float((s >> 11) & 0xFFFFFF) / float(0x1000000));
  }
  v.resize(n);
  return v;
}
inline std::vector<double> inputs_f64(size_t n, double lo, double hi) {
  const uint64_t edges[] = {0, 0x8000000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull,
                            0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000000ull,
                            1, 0x000fffffffffffffull, 0x0010000000000000ull, 0x7fefffffffffffffull};
  std::vector<double> v;
  for (uint64_t e : edges) { double d; std::memcpy(&d, &e, 8); v.push_back(d); }
  uint64_t s = 0xD1B54A32D192ED03ull;
  while (v.size() < n) {
    s ^= s << 13; s ^= s >> 7; s ^= s << 17;
    v.push_back(lo + (hi - lo) * double(s >> 11) / double(1ull << 53));
  }
  v.resize(n);
  return v;
}
inline std::vector<uint32_t> inputs_u32(size_t n) {
  const uint32_t edges[] = {0, 1, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x80808080u, 0x01010101u, 0xdeadbeefu};
  std::vector<uint32_t> v(edges, edges + 8);
  uint64_t s = 0x2545F4914F6CDD1Dull;
  while (v.size() < n) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; v.push_back(uint32_t(s >> 17)); }
  v.resize(n);
  return v;
}
