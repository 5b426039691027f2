/* SPDX-License-Identifier: Apache-2.0 */
/* The C and C++ library headers that CUDA's cuda_runtime.h makes visible. nvcc force-includes
 * cuda_runtime.h, and real code relies on what it brings along: printf without <cstdio>,
 * UINT_MAX without <climits> (CUB's example_device_sort_find_non_trivial_runs), memcpy, malloc,
 * assert. The list is the set of library headers nvcc 12/13's cuda_runtime.h includes with
 * glibc/libstdc++ (measured with `nvcc -E`). cuda_runtime.h includes this after
 * __scale_amd/device_libc.h, whose device overloads must precede <cstdlib>'s using-declarations. */
#ifndef __SCALE_AMD_PRELUDE_LIBC_H__
#define __SCALE_AMD_PRELUDE_LIBC_H__
#include <assert.h>
#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__cplusplus)
#include <cstdlib>
#include <new>
#include <limits>
#include <utility>
#endif
#endif /* __SCALE_AMD_PRELUDE_LIBC_H__ */
