// SPDX-License-Identifier: Apache-2.0
// cuda_fp8.h on the host, bit for bit against NVIDIA's: every row of Inputs/fp8_cases.h (the
// conversion functions in both saturation modes and both interpretations, every constructor and
// conversion operator of the classes) against the runs NVIDIA's header gave (Inputs/nvidia.ref,
// written by Inputs/gen_reference.cu with NVIDIA's nvcc: see there). 8- and 16-bit inputs are
// checked exhaustively; float, double and integer inputs at both sides of every run boundary and on
// 2^22 random inputs each (SCALE_FP8_EXHAUSTIVE=1 checks every float too); the pair and quad forms
// element by element. The same header code is the device code (device-*.cu).
// RUN: %clang_amd -std=c++17 -O2 -I%toolkit/include %s -o %t && %t %S/Inputs/nvidia.ref | FileCheck %s
// RUN: c++ -std=c++17 -O2 -Wall -Wextra -I%toolkit/include %s -o %t.gcc && %t.gcc %S/Inputs/nvidia.ref | FileCheck %s
// CHECK: rows: 74 (same as NVIDIA's: 74)
// CHECK: pairs: 0 mismatches
// CHECK: fp8: 0 mismatches
#include "Inputs/fp8_cases.h"
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

using namespace fp8cases;
typedef std::vector<std::pair<uint64_t, uint64_t>> Runs;

static uint64_t lookup(const Runs &runs, uint64_t i) {
  size_t lo = 0, hi = runs.size();
  while (hi - lo > 1) {
    const size_t mid = (lo + hi) / 2;
    (runs[mid].first <= i ? lo : hi) = mid;
  }
  return runs[lo].second;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  FILE *f = std::fopen(argv[1], "r");
  if (!f) {
    std::perror(argv[1]);
    return 2;
  }
  std::map<std::string, Runs> ref;
  std::vector<std::string> order;
  char line[256];
  Runs *cur = nullptr;
  while (std::fgets(line, sizeof line, f)) {
    char name[128], dom[16], rest[128];
    unsigned long long a, b;
    if (line[0] == '#')
      continue;
    if (std::sscanf(line, "row %127s %15s %127[^\n]", name, dom, rest) == 3) {
      order.push_back(name);
      if (rest[0] == '=') {
        ref[name] = ref[rest + 2];
        cur = nullptr;
      } else
        cur = &ref[name];
    } else if (cur && std::sscanf(line, "%llx %llx", &a, &b) == 2)
      cur->push_back({a, b});
  }
  std::fclose(f);

  int n;
  const Row *rs = rows(&n);
  std::printf("rows: %d (same as NVIDIA's: %zu)\n", n, order.size());
  const bool exhaustive = std::getenv("SCALE_FP8_EXHAUSTIVE") != nullptr;
  long total = 0;
  for (int k = 0; k < n; ++k) {
    const Row &r = rs[k];
    auto it = ref.find(r.name);
    if (it == ref.end() || it->second.empty()) {
      std::printf("%s: no reference\n", r.name);
      ++total;
      continue;
    }
    const Runs &runs = it->second;
    long bad = 0, checked = 0;
    auto one = [&](uint64_t i) {
      ++checked;
      const uint64_t got = r.fn(i), want = lookup(runs, i);
      if (got != want && bad++ < 5)
        std::printf("%s(%llx) = %llx, NVIDIA: %llx\n", r.name, (unsigned long long)i,
                    (unsigned long long)got, (unsigned long long)want);
    };
    const uint64_t end = last(r.dom);
    if (r.dom == D8 || r.dom == D16 || (r.dom == F32 && exhaustive)) {
      for (uint64_t i = 0;; ++i) {
        one(i);
        if (i == end)
          break;
      }
    } else {
      for (const auto &run : runs) {
        one(run.first);
        if (run.first > 0)
          one(run.first - 1);
        if (run.first < end)
          one(run.first + 1);
      }
      Rng rng(0xf8f8 + k);
      for (int j = 0; j < (1 << 22); ++j) {
        uint64_t i = rng.next() & end;
        // Half of the inputs near a boundary, the others uniform.
        if (j & 1) {
          const uint64_t b = runs[rng.next() % runs.size()].first, d = rng.next() % 4096;
          i = (j & 2) ? (b > d ? b - d : 0) : (end - b > d ? b + d : end);
        }
        one(i);
      }
    }
    if (bad)
      std::printf("%s: %ld of %ld mismatch\n", r.name, bad, checked);
    total += bad;
  }
  const long pairBad = pairs(1 << 20, [](const char *what, uint64_t got, uint64_t want) {
    std::printf("pair %s: %llx, from the scalar conversions: %llx\n", what, (unsigned long long)got,
                (unsigned long long)want);
  });
  std::printf("pairs: %ld mismatches\n", pairBad);
  std::printf("fp8: %ld mismatches\n", total + pairBad);
  return total + pairBad ? 1 : 0;
}
