/* SPDX-License-Identifier: Apache-2.0 */
/* Device overloads of the <cmath> functions, so that std::sin(x), sin(1.0f) and friends work in
 * __device__ and __host__ __device__ code as under nvcc. libstdc++'s std:: functions are host
 * functions; clang overloads on the execution space, so the device forms are declared in the
 * global namespace (float forms forwarding to the CUDA f-suffixed functions) and then brought into
 * std with using-declarations (which only see what is declared before them: hence after <cmath>). */
#ifndef __SCALE_AMD_MATH_CMATH_H__
#define __SCALE_AMD_MATH_CMATH_H__

#define __SA_STD_F1(N) static __device__ __forceinline__ float N(float __x) { return N##f(__x); }
#define __SA_STD_F2(N)                                                                             \
  static __device__ __forceinline__ float N(float __x, float __y) { return N##f(__x, __y); }
__SA_STD_F1(acos) __SA_STD_F1(acosh) __SA_STD_F1(asin) __SA_STD_F1(asinh) __SA_STD_F1(atan)
__SA_STD_F1(atanh) __SA_STD_F1(cbrt) __SA_STD_F1(ceil) __SA_STD_F1(cos) __SA_STD_F1(cosh)
__SA_STD_F1(erf) __SA_STD_F1(erfc) __SA_STD_F1(exp) __SA_STD_F1(exp2) __SA_STD_F1(expm1)
__SA_STD_F1(fabs) __SA_STD_F1(floor) __SA_STD_F1(lgamma) __SA_STD_F1(log) __SA_STD_F1(log10)
__SA_STD_F1(log1p) __SA_STD_F1(log2) __SA_STD_F1(logb) __SA_STD_F1(nearbyint) __SA_STD_F1(rint)
__SA_STD_F1(round) __SA_STD_F1(sin) __SA_STD_F1(sinh) __SA_STD_F1(sqrt) __SA_STD_F1(tan)
__SA_STD_F1(tanh) __SA_STD_F1(tgamma) __SA_STD_F1(trunc)
__SA_STD_F2(atan2) __SA_STD_F2(copysign) __SA_STD_F2(fdim) __SA_STD_F2(fmax) __SA_STD_F2(fmin)
__SA_STD_F2(fmod) __SA_STD_F2(hypot) __SA_STD_F2(nextafter) __SA_STD_F2(pow) __SA_STD_F2(remainder)
#undef __SA_STD_F1
#undef __SA_STD_F2
static __device__ __forceinline__ float fma(float __x, float __y, float __z) { return fmaf(__x, __y, __z); }
static __device__ __forceinline__ float frexp(float __x, int *__e) { return frexpf(__x, __e); }
static __device__ __forceinline__ float ldexp(float __x, int __e) { return ldexpf(__x, __e); }
static __device__ __forceinline__ float modf(float __x, float *__i) { return modff(__x, __i); }
static __device__ __forceinline__ float remquo(float __x, float __y, int *__q) { return remquof(__x, __y, __q); }
static __device__ __forceinline__ float scalbn(float __x, int __n) { return scalbnf(__x, __n); }
static __device__ __forceinline__ float scalbln(float __x, long __n) { return scalblnf(__x, __n); }
static __device__ __forceinline__ int ilogb(float __x) { return ilogbf(__x); }
static __device__ __forceinline__ long lrint(float __x) { return lrintf(__x); }
static __device__ __forceinline__ long long llrint(float __x) { return llrintf(__x); }
static __device__ __forceinline__ long lround(float __x) { return lroundf(__x); }
static __device__ __forceinline__ long long llround(float __x) { return llroundf(__x); }
static __device__ __forceinline__ float abs(float __x) { return __builtin_fabsf(__x); }
static __device__ __forceinline__ double abs(double __x) { return __builtin_fabs(__x); }
static __device__ __forceinline__ bool isnormal(float __x) { return __builtin_isnormal(__x); }
static __device__ __forceinline__ bool isnormal(double __x) { return __builtin_isnormal(__x); }

/* Integer arguments (std::exp(n), std::sin(i), ...): libstdc++'s overloads for them are constexpr,
 * hence host+device, and call __builtin_exp(double) and friends, which the AMDGPU back end cannot
 * always lower for double on the device (measured with clang 22: "no libcall available for fexp"
 * for 11 of them, a crash for sin and cos, without a source location). These device templates
 * convert to double and call the device function, as clang's own CUDA headers do; clang prefers
 * them on the device (same signature, device beats host+device) and ignores them on the host.
 * nvcc accepts these calls with --expt-relaxed-constexpr. */
template <bool __B, class __T> struct __sa_enable_if_integral {};
template <class __T> struct __sa_enable_if_integral<true, __T> { typedef __T type; };
#define __SA_STD_I1(N)                                                                             \
  template <typename __T>                                                                          \
  static __device__ __forceinline__ typename __sa_enable_if_integral<__is_integral(__T), double>::type \
  N(__T __x) { return ::N(static_cast<double>(__x)); }
__SA_STD_I1(acos) __SA_STD_I1(acosh) __SA_STD_I1(asin) __SA_STD_I1(asinh) __SA_STD_I1(atan)
__SA_STD_I1(atanh) __SA_STD_I1(cbrt) __SA_STD_I1(ceil) __SA_STD_I1(cos) __SA_STD_I1(cosh)
__SA_STD_I1(erf) __SA_STD_I1(erfc) __SA_STD_I1(exp) __SA_STD_I1(exp2) __SA_STD_I1(expm1)
__SA_STD_I1(fabs) __SA_STD_I1(floor) __SA_STD_I1(lgamma) __SA_STD_I1(log) __SA_STD_I1(log10)
__SA_STD_I1(log1p) __SA_STD_I1(log2) __SA_STD_I1(logb) __SA_STD_I1(nearbyint) __SA_STD_I1(rint)
__SA_STD_I1(round) __SA_STD_I1(sin) __SA_STD_I1(sinh) __SA_STD_I1(sqrt) __SA_STD_I1(tan)
__SA_STD_I1(tanh) __SA_STD_I1(tgamma) __SA_STD_I1(trunc)
#undef __SA_STD_I1

namespace std {
using ::acos; using ::acosh; using ::asin; using ::asinh; using ::atan; using ::atan2; using ::atanh;
using ::cbrt; using ::ceil; using ::copysign; using ::cos; using ::cosh; using ::erf; using ::erfc;
using ::exp; using ::exp2; using ::expm1; using ::fabs; using ::fdim; using ::floor; using ::fma;
using ::fmax; using ::fmin; using ::fmod; using ::frexp; using ::hypot; using ::ilogb; using ::isfinite;
using ::isinf; using ::isnan; using ::isnormal; using ::ldexp; using ::lgamma; using ::llrint;
using ::llround; using ::log; using ::log10; using ::log1p; using ::log2; using ::logb; using ::lrint;
using ::lround; using ::modf; using ::nearbyint; using ::nextafter; using ::pow; using ::remainder;
using ::remquo; using ::rint; using ::round; using ::scalbln; using ::scalbn; using ::signbit;
using ::sin; using ::sinh; using ::sqrt; using ::tan; using ::tanh; using ::tgamma; using ::trunc;
using ::abs;
/* Not min/max: std::min and std::max stay libstdc++'s constexpr templates (callable from device
 * code: clang treats constexpr functions as __host__ __device__), so `static constexpr int k =
 * std::min(N * 4, 32 * 1024);` is a constant expression, and std::min(x, NaN) is libstdc++'s, as with
 * nvcc. Our ::min/::max overloads (integer.def, single.def, double.def; not constexpr, like CUDA's)
 * serve unqualified min(a, b). */
} // namespace std
#endif /* __SCALE_AMD_MATH_CMATH_H__ */
