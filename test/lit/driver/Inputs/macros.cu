// SPDX-License-Identifier: Apache-2.0
// Prints the macros the driver defines, after preprocessing.
cuda_arch_list: __CUDA_ARCH_LIST__
per_thread: CUDA_API_PER_THREAD_DEFAULT_STREAM
fast_math: __USE_FAST_MATH__
rdc: __CUDACC_RDC__
ver: __CUDACC_VER_MAJOR__ . __CUDACC_VER_MINOR__
from_file: FROM_FILE
