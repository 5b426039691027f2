// SPDX-License-Identifier: Apache-2.0
// 64-bit reductions as stdgpu's bitset::count() does them: thrust::transform_reduce over a
// counting iterator of std::ptrdiff_t with a popcount functor reading 32-bit blocks (all ones,
// then a pattern, then a masked last block), and cub-style int64/uint64 sums of array elements.
#include "check.h"
#include <cstdint>
#include <thrust/device_vector.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/reduce.h>
#include <thrust/transform_reduce.h>
#include <vector>

struct CountBits {
  const unsigned *blocks;
  std::ptrdiff_t size;
  __host__ __device__ std::ptrdiff_t operator()(std::ptrdiff_t i) const {
    std::ptrdiff_t remaining = size - i * 32;
    unsigned mask = remaining >= 32 ? ~0u : (1u << remaining) - 1u;
    unsigned b = mask & blocks[i];
    int n = 0;
    for (; b; ++n)
      b &= b - 1u;
    return n;
  }
};

static std::ptrdiff_t count(const thrust::device_vector<unsigned> &v, std::ptrdiff_t size) {
  return thrust::transform_reduce(thrust::counting_iterator<std::ptrdiff_t>(0),
                                  thrust::counting_iterator<std::ptrdiff_t>((size + 31) / 32),
                                  CountBits{thrust::raw_pointer_cast(v.data()), size},
                                  std::ptrdiff_t(0), thrust::plus<std::ptrdiff_t>());
}

int main() {
  for (std::ptrdiff_t size : {std::ptrdiff_t(1) << 20, std::ptrdiff_t(1000003), std::ptrdiff_t(77)}) {
    std::ptrdiff_t nblocks = (size + 31) / 32;
    thrust::device_vector<unsigned> ones(nblocks, ~0u);
    std::ptrdiff_t c = count(ones, size);
    if (c != size)
      std::printf("size %td: all ones counted %td\n", size, c);
    EXPECT(c == size);
    std::vector<unsigned> h(nblocks);
    std::ptrdiff_t expect = 0;
    for (std::ptrdiff_t i = 0; i < nblocks; ++i) {
      h[i] = 0x9e3779b9u * unsigned(i + 1);
      CountBits f{h.data(), size};
      expect += f(i);
    }
    thrust::device_vector<unsigned> pat(h.begin(), h.end());
    c = count(pat, size);
    if (c != expect)
      std::printf("size %td: pattern counted %td, expected %td\n", size, c, expect);
    EXPECT(c == expect);
  }
  std::vector<long long> hs(300001);
  long long sum = 0;
  unsigned long long usum = 0;
  for (size_t i = 0; i < hs.size(); ++i) {
    hs[i] = (long long)(i * 2654435761u % 1000003) * ((i & 1) ? -1 : 1) * (1LL << 20);
    sum += hs[i];
    usum += (unsigned long long)hs[i];
  }
  thrust::device_vector<long long> ds(hs.begin(), hs.end());
  long long got = thrust::reduce(ds.begin(), ds.end(), 0LL);
  EXPECT(got == sum);
  thrust::device_vector<unsigned long long> du(hs.begin(), hs.end());
  EXPECT(thrust::reduce(du.begin(), du.end(), 0ull) == usum);
  return report("reduce_int64");
}
