// SPDX-License-Identifier: Apache-2.0
// CUDA's graphics interop headers stop with an error naming what is missing (not "file not
// found"): OpenGL, EGL and VDPAU interop are not provided.
// RUN: not %nvcc -c --offload-arch=gfx1100 -DHDR='<cuda_gl_interop.h>' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GL
// GL: error: "scale-amd: cuda_gl_interop.h (CUDA graphics interoperability) is not provided
// RUN: not %nvcc -c --offload-arch=gfx1100 -DHDR='<cudaEGL.h>' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EGL
// EGL: error: "scale-amd: cudaEGL.h (CUDA graphics interoperability) is not provided
// RUN: not %nvcc -c --offload-arch=gfx1100 -DHDR='<cudaGL.h>' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DRVGL
// DRVGL: error: "scale-amd: cudaGL.h (CUDA graphics interoperability) is not provided
#include HDR
