// SPDX-License-Identifier: Apache-2.0
// The hipFFT backend of libcufft, loaded with dlopen at run time (so that libcufft.so loads, and
// runs on our own kernels, where ROCm's hipFFT is absent).
//
// Design: hipFFT has cuFFT's functions, argument order, transform-type values (0x29 ... 0x6c),
// result codes (0 ... 16) and directions (-1/+1), but a pointer handle. A cuFFT plan on this
// backend owns a hipfftHandle (P.Hip), made in cufftMakePlan* with the plan's geometry through
// hipfftMakePlanMany64 (or hipfftMakePlanMany where a hipFFT lacks it and the sizes fit int); its
// stream, auto-allocation and work area follow ours. Argument checks stay ours (cuFFT's codes on
// both backends); work sizes are hipFFT's. Results and types go through explicit tables.
//
// Library search (as for the other ROCm backends, DESIGN.md section 6): $SCALE_AMD_HIPFFT_LIBRARY,
// then $ROCM_PATH/lib, /opt/rocm/lib and the system loader path (libhipfft.so.0, .so.1, .so).
// $SCALE_AMD_CUFFT_BACKEND=fallback skips hipFFT; =hipfft makes plan creation fail when hipFFT
// cannot make the plan. Otherwise a plan hipFFT cannot make (no device) runs on our kernels.
#ifndef SCALE_AMD_CUFFT_HIPFFT_H
#define SCALE_AMD_CUFFT_HIPFFT_H

#include "Plan.h"

namespace scale::fft::hip {

/// hipFFT loaded (once per process) and not disabled by $SCALE_AMD_CUFFT_BACKEND.
bool available();
/// $SCALE_AMD_CUFFT_BACKEND=hipfft: no silent fallback.
bool required();

cufftResult fromHip(int Result);
int toHip(cufftType T);

/// Makes P.Hip for P's geometry (described already); P.WorkSize becomes hipFFT's.
cufftResult make(Plan &P);
void destroy(Plan &P);
cufftResult setStream(const Plan &P);
cufftResult setWorkArea(const Plan &P);
cufftResult execute(const Plan &P, const void *In, void *Out, int Direction);

} // namespace scale::fft::hip

#endif
