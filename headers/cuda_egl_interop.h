/* SPDX-License-Identifier: Apache-2.0 */
/* cuda_egl_interop.h is CUDA's graphics interoperability (OpenGL / EGL / VDPAU), which scale-amd does not provide
 * (AMD counterpart: HIP's hip_gl_interop.h for OpenGL). A clear error here beats missing
 * declarations later; docs/device-api.md lists what the toolkit provides. */
#ifndef __SCALE_AMD_MISSING_CUDA_EGL_INTEROP_H__
#define __SCALE_AMD_MISSING_CUDA_EGL_INTEROP_H__
#error "scale-amd: cuda_egl_interop.h (CUDA graphics interoperability) is not provided by this toolkit (AMD counterpart: HIP's OpenGL interop, hip_gl_interop.h)"
#endif
