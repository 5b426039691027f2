// SPDX-License-Identifier: Apache-2.0
// The element functions of cuBLASLt's epilogues, for the GPU (Backend.cu) and the host (the unit
// tests check GELU and its gradient against a reference).
#ifndef SCALE_AMD_CUBLASLT_EPILOGUE_H
#define SCALE_AMD_CUBLASLT_EPILOGUE_H

#include "Lt.h"

#include <cmath>

#if defined(__CUDACC__)
#define SCALE_LT_HD __host__ __device__
#else
#define SCALE_LT_HD
#endif

namespace scale::blaslt {

/// The epilogue's element function. GELU is the tanh form, x/2 (1 + tanh(s (x + c x^3))),
/// s = sqrt(2/pi), c = 0.044715; its gradient (DGELU) multiplies X by GELU'(G), G the forward
/// pass's pre-activation value from the auxiliary matrix.
template <class R> SCALE_LT_HD R activate(R X, R G, int Activation) {
  const R S = R(0.7978845608028654), C = R(0.044715);
  switch (Activation) {
  case int(Act::Relu):
    return X > R(0) ? X : R(0);
  case int(Act::Gelu):
    return R(0.5) * X * (R(1) + std::tanh(S * (X + C * X * X * X)));
  case int(Act::GeluGrad): {
    R T = std::tanh(S * (G + C * G * G * G));
    R Derivative = R(0.5) * (R(1) + T) + R(0.5) * G * (R(1) - T * T) * S * (R(1) + R(3) * C * G * G);
    return X * Derivative;
  }
  default:
    return X;
  }
}

} // namespace scale::blaslt

#endif
