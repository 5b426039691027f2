/* SPDX-License-Identifier: Apache-2.0 */
/* cudaCreateChannelDesc<T>(): the channel format of an element type (bits per channel x, y, z, w
 * and the kind), for cudaMallocArray, linear and pitched textures. Types without a format give
 * {0, 0, 0, 0, cudaChannelFormatKindNone}, as in CUDA. cudaCreateChannelDescHalf*() describe
 * 16-bit float channels (cuda_fp16.h's __half has no specialization here: describe it with
 * cudaCreateChannelDescHalf()). The C function cudaCreateChannelDesc(x, y, z, w, f) is in
 * libcudart. */
#ifndef __SCALE_AMD_CHANNEL_DESCRIPTOR_H__
#define __SCALE_AMD_CHANNEL_DESCRIPTOR_H__
#include "cuda_runtime_api.h"
#include "vector_types.h"

#if defined(__cplusplus)
template <class T>
static __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void) {
  return cudaCreateChannelDesc(0, 0, 0, 0, cudaChannelFormatKindNone);
}

static __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf(void) {
  return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf1(void) {
  return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf2(void) {
  return cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindFloat);
}
static __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDescHalf4(void) {
  return cudaCreateChannelDesc(16, 16, 16, 16, cudaChannelFormatKindFloat);
}

/* One specialization per element type: its channel count and the kind of its component. */
#define __SCALE_CHANNEL(T, C, n, kind)                                                             \
  template <> __inline__ __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc<T>(void) {    \
    const int __e = (int)sizeof(C) * 8;                                                            \
    return cudaCreateChannelDesc(__e, (n) > 1 ? __e : 0, (n) > 2 ? __e : 0, (n) > 3 ? __e : 0,     \
                                 kind);                                                            \
  }
#define __SCALE_CHANNELS(P, C, kind)                                                               \
  __SCALE_CHANNEL(P##1, C, 1, kind)                                                                \
  __SCALE_CHANNEL(P##2, C, 2, kind) __SCALE_CHANNEL(P##4, C, 4, kind)
__SCALE_CHANNEL(char, char, 1,
                (char)-1 < 0 ? cudaChannelFormatKindSigned : cudaChannelFormatKindUnsigned)
__SCALE_CHANNEL(signed char, signed char, 1, cudaChannelFormatKindSigned)
__SCALE_CHANNEL(unsigned char, unsigned char, 1, cudaChannelFormatKindUnsigned)
__SCALE_CHANNEL(short, short, 1, cudaChannelFormatKindSigned)
__SCALE_CHANNEL(unsigned short, unsigned short, 1, cudaChannelFormatKindUnsigned)
__SCALE_CHANNEL(int, int, 1, cudaChannelFormatKindSigned)
__SCALE_CHANNEL(unsigned int, unsigned int, 1, cudaChannelFormatKindUnsigned)
__SCALE_CHANNEL(float, float, 1, cudaChannelFormatKindFloat)
__SCALE_CHANNELS(char, signed char, cudaChannelFormatKindSigned)
__SCALE_CHANNELS(uchar, unsigned char, cudaChannelFormatKindUnsigned)
__SCALE_CHANNELS(short, short, cudaChannelFormatKindSigned)
__SCALE_CHANNELS(ushort, unsigned short, cudaChannelFormatKindUnsigned)
__SCALE_CHANNELS(int, int, cudaChannelFormatKindSigned)
__SCALE_CHANNELS(uint, unsigned int, cudaChannelFormatKindUnsigned)
__SCALE_CHANNELS(float, float, cudaChannelFormatKindFloat)
#undef __SCALE_CHANNELS
#undef __SCALE_CHANNEL
#endif /* __cplusplus */

#endif /* __SCALE_AMD_CHANNEL_DESCRIPTOR_H__ */
