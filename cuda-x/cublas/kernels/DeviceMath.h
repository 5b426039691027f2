// SPDX-License-Identifier: Apache-2.0
// Arithmetic the fallback kernels write once for real and complex element types: zero, add, mul,
// conjugation, the BLAS "absolute value" of iamax/asum (|re| + |im|), and vector indexing with
// reference-BLAS increments (a negative increment walks the vector from its end).
#ifndef SCALE_AMD_CUBLAS_DEVICE_MATH_H
#define SCALE_AMD_CUBLAS_DEVICE_MATH_H

#include "../Context.h"

#include <cuComplex.h>
#include <math.h>

namespace scale::blas::dev {

#define SCALE_HD __host__ __device__ inline

template <class T> struct Real { using type = T; };
template <> struct Real<cuComplex> { using type = float; };
template <> struct Real<cuDoubleComplex> { using type = double; };
template <class T> using RealT = typename Real<T>::type;

SCALE_HD float add(float A, float B) { return A + B; }
SCALE_HD double add(double A, double B) { return A + B; }
SCALE_HD cuComplex add(cuComplex A, cuComplex B) { return cuCaddf(A, B); }
SCALE_HD cuDoubleComplex add(cuDoubleComplex A, cuDoubleComplex B) { return cuCadd(A, B); }

SCALE_HD float mul(float A, float B) { return A * B; }
SCALE_HD double mul(double A, double B) { return A * B; }
SCALE_HD cuComplex mul(cuComplex A, cuComplex B) { return cuCmulf(A, B); }
SCALE_HD cuDoubleComplex mul(cuDoubleComplex A, cuDoubleComplex B) { return cuCmul(A, B); }
SCALE_HD cuComplex mul(float A, cuComplex B) { return make_cuComplex(A * B.x, A * B.y); }
SCALE_HD cuDoubleComplex mul(double A, cuDoubleComplex B) { return make_cuDoubleComplex(A * B.x, A * B.y); }

SCALE_HD float sub(float A, float B) { return A - B; }
SCALE_HD double sub(double A, double B) { return A - B; }
SCALE_HD cuComplex sub(cuComplex A, cuComplex B) { return cuCsubf(A, B); }
SCALE_HD cuDoubleComplex sub(cuDoubleComplex A, cuDoubleComplex B) { return cuCsub(A, B); }

SCALE_HD float div(float A, float B) { return A / B; }
SCALE_HD double div(double A, double B) { return A / B; }
SCALE_HD cuComplex div(cuComplex A, cuComplex B) { return cuCdivf(A, B); }
SCALE_HD cuDoubleComplex div(cuDoubleComplex A, cuDoubleComplex B) { return cuCdiv(A, B); }

SCALE_HD float conj(float A) { return A; }
SCALE_HD double conj(double A) { return A; }
SCALE_HD cuComplex conj(cuComplex A) { return cuConjf(A); }
SCALE_HD cuDoubleComplex conj(cuDoubleComplex A) { return cuConj(A); }

SCALE_HD bool isZero(float A) { return A == 0.0f; }
SCALE_HD bool isZero(double A) { return A == 0.0; }
SCALE_HD bool isZero(cuComplex A) { return A.x == 0.0f && A.y == 0.0f; }
SCALE_HD bool isZero(cuDoubleComplex A) { return A.x == 0.0 && A.y == 0.0; }

SCALE_HD float absSum(float A) { return fabsf(A); }
SCALE_HD double absSum(double A) { return fabs(A); }
SCALE_HD float absSum(cuComplex A) { return fabsf(A.x) + fabsf(A.y); }
SCALE_HD double absSum(cuDoubleComplex A) { return fabs(A.x) + fabs(A.y); }

/// |a|^2 as the real type (nrm2).
SCALE_HD float norm2(float A) { return A * A; }
SCALE_HD double norm2(double A) { return A * A; }
SCALE_HD float norm2(cuComplex A) { return A.x * A.x + A.y * A.y; }
SCALE_HD double norm2(cuDoubleComplex A) { return A.x * A.x + A.y * A.y; }
SCALE_HD float maxAbs(float A) { return fabsf(A); }
SCALE_HD double maxAbs(double A) { return fabs(A); }
SCALE_HD float maxAbs(cuComplex A) { return fmaxf(fabsf(A.x), fabsf(A.y)); }
SCALE_HD double maxAbs(cuDoubleComplex A) { return fmax(fabs(A.x), fabs(A.y)); }
SCALE_HD float scaleBy(float A, float S) { return A * S; }
SCALE_HD double scaleBy(double A, double S) { return A * S; }
SCALE_HD cuComplex scaleBy(cuComplex A, float S) { return make_cuComplex(A.x * S, A.y * S); }
SCALE_HD cuDoubleComplex scaleBy(cuDoubleComplex A, double S) { return make_cuDoubleComplex(A.x * S, A.y * S); }

SCALE_HD float squareRoot(float A) { return sqrtf(A); }
SCALE_HD double squareRoot(double A) { return sqrt(A); }

template <class T> SCALE_HD T zero() { return T{}; }
template <class T> SCALE_HD T one();
template <> SCALE_HD float one<float>() { return 1.0f; }
template <> SCALE_HD double one<double>() { return 1.0; }
template <> SCALE_HD cuComplex one<cuComplex>() { return make_cuComplex(1.0f, 0.0f); }
template <> SCALE_HD cuDoubleComplex one<cuDoubleComplex>() { return make_cuDoubleComplex(1.0, 0.0); }

/// op(x): the element as the transpose/conjugate operation sees it.
template <class T> SCALE_HD T opElem(T V, cublasOperation_t Op) {
  return Op == CUBLAS_OP_C ? conj(V) : V;
}

/// Element i of a vector of n elements with reference-BLAS increment semantics.
SCALE_HD long long vidx(long long I, long long N, long long Inc) {
  return Inc >= 0 ? I * Inc : (N - 1 - I) * -Inc;
}

template <class T> __device__ inline T load(Scalar<T> S) { return S.Ptr ? *S.Ptr : S.Value; }

#undef SCALE_HD

} // namespace scale::blas::dev

#endif
