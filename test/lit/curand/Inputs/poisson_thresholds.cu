// SPDX-License-Identifier: Apache-2.0
// The middle regime of curand_poisson (headers/__scale_amd/curand/poisson.h) against thresholds
// measured on NVIDIA's cuRAND (poisson-thresholds-nvidia.txt). A word-exact step needs the
// proposal to agree to about 1e-6 sqrt(lambda), which the fitted envelope does not reach, so this
// measures distances: for each proposal step, the uniform at which ours steps to the same k (its
// distance to NVIDIA's, summed over the steps of a lambda, is the probability that a trial's
// proposal differs); for each acceptance threshold, the relative distance of ours. Prints them per
// lambda and FAIL where the summed step distance exceeds <max-step-mass> or the median relative
// distance of the acceptance thresholds exceeds <max-accept-rel>.
#include <curand_kernel.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <map>
#include <vector>

namespace sa = __scale_amd::curand;

// The first word w in [lo, hi] with pred(w), for pred monotone false..true (hi if none).
template <class P> static unsigned long long firstTrue(unsigned long long lo, unsigned long long hi, P pred) {
  while (lo < hi) {
    unsigned long long mid = lo + (hi - lo) / 2;
    if (pred(static_cast<unsigned>(mid)))
      hi = mid;
    else
      lo = mid + 1;
  }
  return lo;
}

struct Stat {
  std::vector<double> d;
  double sum = 0;
  void add(double x) { d.push_back(x); sum += x; }
  double median() { std::sort(d.begin(), d.end()); return d[d.size() / 2]; }
};

int main(int argc, char **argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s <thresholds.txt> <max-step-mass> <max-accept-rel>\n", argv[0]);
    return 2;
  }
  FILE *f = std::fopen(argv[1], "r");
  if (!f) {
    std::fprintf(stderr, "%s: cannot open\n", argv[1]);
    return 2;
  }
  double maxMass = std::atof(argv[2]), maxRel = std::atof(argv[3]);
  std::map<double, Stat> steps, accepts;
  char line[256], kind[16];
  double lambda;
  unsigned a, b;
  while (std::fgets(line, sizeof line, f)) {
    if (line[0] == '#' || std::sscanf(line, "%15s %lf %u %u", kind, &lambda, &a, &b) != 4)
      continue;
    sa::PoissonEnvelope e = sa::poissonEnvelope(lambda);
    if (std::strcmp(kind, "step") == 0) { // a: NVIDIA's first word whose proposal is b
      unsigned long long w = firstTrue(0, 0xffffffffull, [&](unsigned x) {
        return floorf(sa::poissonEnvelopeQuantile(e, sa::uniformFromBits(x))) >= b;
      });
      steps[lambda].add(std::fabs(double(sa::uniformFromBits(unsigned(w))) - sa::uniformFromBits(a)));
    } else { // a: the first word; b: NVIDIA's first second word that rejects
      float u = sa::uniformFromBits(a);
      unsigned long long w = firstTrue(0, 0xffffffffull, [&](unsigned x) {
        return sa::poissonEnvelopeTrial(e, u, sa::uniformFromBits(x)) < 0.0;
      });
      double ours = sa::uniformFromBits(unsigned(w)), theirs = sa::uniformFromBits(b);
      accepts[lambda].add(std::fabs(ours / theirs - 1.0));
    }
  }
  std::fclose(f);
  bool ok = true;
  for (auto &kv : steps) {
    std::printf("steps lambda=%g n=%zu summed-distance=%.2e\n", kv.first, kv.second.d.size(),
                kv.second.sum);
    ok = ok && kv.second.sum <= maxMass;
  }
  for (auto &kv : accepts) {
    double med = kv.second.median();
    std::printf("accept lambda=%g n=%zu median-relative=%.2e max-relative=%.2e\n", kv.first,
                kv.second.d.size(), med, kv.second.d.back());
    ok = ok && med <= maxRel;
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
