// SPDX-License-Identifier: Apache-2.0
// Writes the FP8 conversion reference (nvidia.ref) from NVIDIA's cuda_fp8.h, as host code: every
// conversion in fp8_cases.h is __host__ __device__, so no GPU is needed. Regenerate with
//   /usr/local/cuda/bin/nvcc -O2 -std=c++17 -o gen gen_reference.cu && ./gen > nvidia.ref
// (some minutes: every float and 16-bit input is evaluated). Not part of the test run.
#include "fp8_cases.h"
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace fp8cases;
typedef std::vector<std::pair<uint64_t, uint64_t>> Runs;

// Exhaustive scan (8-bit, 16-bit and float inputs).
static Runs scan(const Row &r) {
  Runs runs;
  const uint64_t n = last(r.dom);
  uint64_t prev = r.fn(0);
  runs.push_back({0, prev});
  for (uint64_t i = 1; i <= n; ++i) {
    const uint64_t v = r.fn(i);
    if (v != prev)
      runs.push_back({i, prev = v});
  }
  return runs;
}

// Integer and double domains: from each run's start, gallop while the value holds, then bisect for the
// first input with another value. Assumes each run is one interval; probe() checks that.
static Runs search(const Row &r) {
  Runs runs;
  uint64_t i = 0;
  const uint64_t n = last(r.dom);
  for (;;) {
    const uint64_t v = r.fn(i);
    runs.push_back({i, v});
    uint64_t good = i, step = 1; // fn(good) == v
    uint64_t bad = 0;            // first found input with another value (0: none yet)
    bool found = false;
    while (!found) {
      if (n - good < step) {
        if (r.fn(n) == v)
          return runs;
        bad = n;
        found = true;
      } else if (r.fn(good + step) == v) {
        good += step;
        step *= 2;
      } else {
        bad = good + step;
        found = true;
      }
    }
    while (bad - good > 1) {
      const uint64_t mid = good + (bad - good) / 2;
      (r.fn(mid) == v ? good : bad) = mid;
    }
    i = bad;
  }
}

static uint64_t lookup(const Runs &runs, uint64_t i) {
  size_t lo = 0, hi = runs.size(); // runs[lo].first <= i
  while (hi - lo > 1) {
    const size_t mid = (lo + hi) / 2;
    (runs[mid].first <= i ? lo : hi) = mid;
  }
  return runs[lo].second;
}

// Random probes, uniform and next to every run boundary, against the runs.
static long probe(const Row &r, const Runs &runs) {
  Rng rng(0x9e37);
  long bad = 0;
  auto one = [&](uint64_t i) {
    if (r.fn(i) != lookup(runs, i))
      ++bad;
  };
  for (int k = 0; k < (1 << 22); ++k)
    one(rng.next() & last(r.dom));
  for (const auto &run : runs)
    for (uint64_t d = 1; d < 1024; d = d * 2 + 1) {
      const uint64_t u = rng.next() % d;
      one(run.first + u <= last(r.dom) && run.first + u >= run.first ? run.first + u : run.first);
      one(run.first >= u ? run.first - u : 0);
    }
  return bad;
}

int main() {
  int n;
  const Row *rs = rows(&n);
  long pairBad = pairs(1 << 21, [](const char *what, uint64_t got, uint64_t want) {
    std::fprintf(stderr, "pair: %s got %llx want %llx\n", what, (unsigned long long)got,
                 (unsigned long long)want);
  });
  if (pairBad) {
    std::fprintf(stderr, "NVIDIA's pair/quad conversions are not element-wise (%ld)\n", pairBad);
    return 1;
  }
  std::printf("# FP8 conversions of NVIDIA's cuda_fp8.h (CUDA %d.%d, host code), written by\n",
              CUDART_VERSION / 1000, CUDART_VERSION % 1000 / 10);
  std::printf("# gen_reference.cu. Per row: its runs, '<first input> <result>' in hex (inputs as in\n"
              "# fp8_cases.h), or '= <row>' when identical to an earlier row. Pair/quad forms are\n"
              "# element-wise (checked on %d samples).\n", 1 << 21);
  std::vector<Runs> all(n);
  for (int k = 0; k < n; ++k) {
    const Row &r = rs[k];
    const bool big = r.dom != D8 && r.dom != D16 && r.dom != F32;
    all[k] = big ? search(r) : scan(r);
    if (big && probe(r, all[k])) {
      std::fprintf(stderr, "%s: runs are not intervals\n", r.name);
      return 1;
    }
    int same = -1;
    for (int j = 0; j < k && same < 0; ++j)
      if (rs[j].dom == r.dom && all[j] == all[k])
        same = j;
    if (same >= 0) {
      std::printf("row %s %s = %s\n", r.name, domainName(r.dom), rs[same].name);
      continue;
    }
    std::printf("row %s %s %zu\n", r.name, domainName(r.dom), all[k].size());
    for (const auto &run : all[k])
      std::printf("%llx %llx\n", (unsigned long long)run.first, (unsigned long long)run.second);
    std::fflush(stdout);
  }
  return 0;
}
