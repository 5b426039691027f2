/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's occupancy calculator (cuda_occupancy.h): a header-only, host-side computation of how many
 * blocks of a kernel fit on one multiprocessor, from a device description and the kernel's
 * attributes, without calling the runtime. Thrust includes it; programs may call it directly.
 *
 * The limits computed are the documented ones: warps per multiprocessor, blocks per
 * multiprocessor, registers (per-warp allocation rounded to 256 registers) and shared memory
 * (static + dynamic + the per-block reservation, rounded to 128 bytes). The maximum number of
 * resident blocks per multiprocessor comes from the compute capability (16 below 5.0, 32 from
 * 5.0 on, 16 for 7.5 and 8.6/8.9). Shared-memory carveout and cache configuration are accepted
 * and do not change the result; the runtime's cudaOccupancy* functions (which ask the AMD
 * runtime) remain the accurate answer for an AMD GPU. */
#ifndef __SCALE_AMD_CUDA_OCCUPANCY_H__
#define __SCALE_AMD_CUDA_OCCUPANCY_H__
#include <stddef.h>

#if defined(__cplusplus)

#ifndef __OCC_INLINE
#define __OCC_INLINE inline
#endif

enum cudaOccError_enum {
  CUDA_OCC_SUCCESS = 0,
  CUDA_OCC_ERROR_INVALID_INPUT = 1,
  CUDA_OCC_ERROR_UNKNOWN_DEVICE = 2
};
typedef enum cudaOccError_enum cudaOccError;

enum cudaOccLimitingFactor_enum {
  OCC_LIMIT_WARPS = 0x01,
  OCC_LIMIT_REGISTERS = 0x02,
  OCC_LIMIT_SHARED_MEMORY = 0x04,
  OCC_LIMIT_BLOCKS = 0x08,
  OCC_LIMIT_BARRIERS = 0x10
};
typedef enum cudaOccLimitingFactor_enum cudaOccLimitingFactor;

enum cudaOccCacheConfig_enum {
  CACHE_PREFER_NONE = 0x00,
  CACHE_PREFER_SHARED = 0x01,
  CACHE_PREFER_L1 = 0x02,
  CACHE_PREFER_EQUAL = 0x03
};
typedef enum cudaOccCacheConfig_enum cudaOccCacheConfig;

enum cudaOccCarveoutConfig_enum {
  SHAREDMEM_CARVEOUT_DEFAULT = -1,
  SHAREDMEM_CARVEOUT_MAX_SHARED = 100,
  SHAREDMEM_CARVEOUT_MAX_L1 = 0,
  SHAREDMEM_CARVEOUT_HALF = 50
};
typedef enum cudaOccCarveoutConfig_enum cudaOccCarveoutConfig;

enum cudaOccPartitionedGCConfig_enum {
  PARTITIONED_GC_OFF,
  PARTITIONED_GC_ON,
  PARTITIONED_GC_ON_STRICT
};
typedef enum cudaOccPartitionedGCConfig_enum cudaOccPartitionedGCConfig;

enum cudaOccFuncShmemConfig_enum {
  FUNC_SHMEM_LIMIT_DEFAULT = 0x00,
  FUNC_SHMEM_LIMIT_OPTIN = 0x01
};
typedef enum cudaOccFuncShmemConfig_enum cudaOccFuncShmemConfig;

struct cudaOccDeviceProp {
  int computeMajor;
  int computeMinor;
  int maxThreadsPerBlock;
  int maxThreadsPerMultiprocessor;
  int regsPerBlock;
  int regsPerMultiprocessor;
  int warpSize;
  size_t sharedMemPerBlock;
  size_t sharedMemPerMultiprocessor;
  int numSms;
  size_t sharedMemPerBlockOptin;
  size_t reservedSharedMemPerBlock;

  __OCC_INLINE cudaOccDeviceProp()
      : computeMajor(0), computeMinor(0), maxThreadsPerBlock(0), maxThreadsPerMultiprocessor(0),
        regsPerBlock(0), regsPerMultiprocessor(0), warpSize(0), sharedMemPerBlock(0),
        sharedMemPerMultiprocessor(0), numSms(0), sharedMemPerBlockOptin(0),
        reservedSharedMemPerBlock(0) {}
  /* From a cudaDeviceProp (or any type with its field names). */
  template <typename DeviceProp>
  __OCC_INLINE cudaOccDeviceProp(const DeviceProp &p)
      : computeMajor(p.major), computeMinor(p.minor), maxThreadsPerBlock(p.maxThreadsPerBlock),
        maxThreadsPerMultiprocessor(p.maxThreadsPerMultiProcessor),
        regsPerBlock(p.regsPerBlock), regsPerMultiprocessor(p.regsPerMultiprocessor),
        warpSize(p.warpSize), sharedMemPerBlock(p.sharedMemPerBlock),
        sharedMemPerMultiprocessor(p.sharedMemPerMultiprocessor),
        numSms(p.multiProcessorCount), sharedMemPerBlockOptin(p.sharedMemPerBlockOptin),
        reservedSharedMemPerBlock(p.reservedSharedMemPerBlock) {}
};

struct cudaOccFuncAttributes {
  int maxThreadsPerBlock;
  int numRegs;
  size_t sharedSizeBytes;
  cudaOccPartitionedGCConfig partitionedGCConfig;
  cudaOccFuncShmemConfig shmemLimitConfig;
  size_t maxDynamicSharedSizeBytes;
  int numBlockBarriers;

  __OCC_INLINE cudaOccFuncAttributes()
      : maxThreadsPerBlock(0), numRegs(0), sharedSizeBytes(0),
        partitionedGCConfig(PARTITIONED_GC_OFF), shmemLimitConfig(FUNC_SHMEM_LIMIT_DEFAULT),
        maxDynamicSharedSizeBytes(0), numBlockBarriers(0) {}
  /* From a cudaFuncAttributes (or any type with its field names). */
  template <typename FuncAttributes>
  __OCC_INLINE cudaOccFuncAttributes(const FuncAttributes &a)
      : maxThreadsPerBlock(a.maxThreadsPerBlock), numRegs(a.numRegs),
        sharedSizeBytes(a.sharedSizeBytes), partitionedGCConfig(PARTITIONED_GC_OFF),
        shmemLimitConfig(FUNC_SHMEM_LIMIT_OPTIN),
        maxDynamicSharedSizeBytes(a.maxDynamicSharedSizeBytes), numBlockBarriers(1) {}
};

struct cudaOccDeviceState {
  union {
    cudaOccCacheConfig cacheConfig;
    cudaOccCarveoutConfig carveoutConfig;
  };
  __OCC_INLINE cudaOccDeviceState() : cacheConfig(CACHE_PREFER_NONE) {}
};

struct cudaOccResult {
  int activeBlocksPerMultiprocessor;
  unsigned int limitingFactors;
  int blockLimitRegs;
  int blockLimitSharedMem;
  int blockLimitWarps;
  int blockLimitBlocks;
  int blockLimitBarriers;
  int allocatedRegistersPerBlock;
  size_t allocatedSharedMemPerBlock;
  cudaOccPartitionedGCConfig partitionedGCConfig;
};

namespace __scale_amd_occ {
static __OCC_INLINE int maxBlocksPerSm(const cudaOccDeviceProp &p) {
  if (p.computeMajor < 5)
    return 16;
  if ((p.computeMajor == 7 && p.computeMinor == 5) ||
      (p.computeMajor == 8 && (p.computeMinor == 6 || p.computeMinor == 9)))
    return 16;
  return 32;
}
static __OCC_INLINE size_t roundUp(size_t v, size_t g) { return (v + g - 1) / g * g; }
static __OCC_INLINE int minInt(int a, int b) { return a < b ? a : b; }
struct ConstantSMem {
  size_t bytes;
  size_t operator()(int) const { return bytes; }
};
} // namespace __scale_amd_occ

/* Blocks of `blockSize` threads with `dynamicSmemSize` bytes of dynamic shared memory that one
 * multiprocessor holds at once, and which limits apply. */
static __OCC_INLINE cudaOccError cudaOccMaxActiveBlocksPerMultiprocessor(
    cudaOccResult *result, const cudaOccDeviceProp *properties,
    const cudaOccFuncAttributes *attributes, const cudaOccDeviceState *state, int blockSize,
    size_t dynamicSmemSize) {
  using namespace __scale_amd_occ;
  if (!result || !properties || !attributes || !state || blockSize <= 0 ||
      properties->warpSize <= 0 || properties->maxThreadsPerMultiprocessor <= 0)
    return CUDA_OCC_ERROR_INVALID_INPUT;
  *result = cudaOccResult();
  int maxThreads = attributes->maxThreadsPerBlock > 0 ? attributes->maxThreadsPerBlock
                                                      : properties->maxThreadsPerBlock;
  if (blockSize > maxThreads)
    return CUDA_OCC_SUCCESS; /* cannot launch: 0 active blocks */
  int warpsPerBlock = (blockSize + properties->warpSize - 1) / properties->warpSize;
  int warpsPerSm = properties->maxThreadsPerMultiprocessor / properties->warpSize;

  result->blockLimitWarps = warpsPerSm / warpsPerBlock;
  result->blockLimitBlocks = maxBlocksPerSm(*properties);
  result->blockLimitBarriers = result->blockLimitBlocks;

  int regsPerWarp = (int)roundUp((size_t)attributes->numRegs * properties->warpSize, 256);
  result->allocatedRegistersPerBlock = regsPerWarp * warpsPerBlock;
  if (regsPerWarp == 0)
    result->blockLimitRegs = result->blockLimitBlocks;
  else if (result->allocatedRegistersPerBlock > properties->regsPerBlock)
    result->blockLimitRegs = 0;
  else
    result->blockLimitRegs = (properties->regsPerMultiprocessor / regsPerWarp) / warpsPerBlock;

  size_t smem = attributes->sharedSizeBytes + dynamicSmemSize;
  size_t smemLimit = attributes->shmemLimitConfig == FUNC_SHMEM_LIMIT_OPTIN
                         ? properties->sharedMemPerBlockOptin
                         : properties->sharedMemPerBlock;
  if (smemLimit == 0)
    smemLimit = properties->sharedMemPerBlock;
  result->allocatedSharedMemPerBlock =
      roundUp(smem + properties->reservedSharedMemPerBlock, 128);
  if (smem > smemLimit)
    result->blockLimitSharedMem = 0;
  else if (result->allocatedSharedMemPerBlock == 0)
    result->blockLimitSharedMem = result->blockLimitBlocks;
  else
    result->blockLimitSharedMem =
        (int)(properties->sharedMemPerMultiprocessor / result->allocatedSharedMemPerBlock);

  int active = minInt(minInt(result->blockLimitWarps, result->blockLimitBlocks),
                      minInt(result->blockLimitRegs, result->blockLimitSharedMem));
  active = minInt(active, result->blockLimitBarriers);
  result->activeBlocksPerMultiprocessor = active;
  if (active == result->blockLimitWarps)
    result->limitingFactors |= OCC_LIMIT_WARPS;
  if (active == result->blockLimitRegs)
    result->limitingFactors |= OCC_LIMIT_REGISTERS;
  if (active == result->blockLimitSharedMem)
    result->limitingFactors |= OCC_LIMIT_SHARED_MEMORY;
  if (active == result->blockLimitBlocks)
    result->limitingFactors |= OCC_LIMIT_BLOCKS;
  return CUDA_OCC_SUCCESS;
}

/* The largest dynamic shared memory a block of `blockSize` threads can use while `numBlocks`
 * blocks stay resident. */
static __OCC_INLINE cudaOccError cudaOccAvailableDynamicSMemPerBlock(
    size_t *dynamicSmemSize, const cudaOccDeviceProp *properties,
    const cudaOccFuncAttributes *attributes, const cudaOccDeviceState *state, int numBlocks,
    int blockSize) {
  if (!dynamicSmemSize || !properties || !attributes || !state || numBlocks <= 0)
    return CUDA_OCC_ERROR_INVALID_INPUT;
  cudaOccResult r;
  cudaOccError e =
      cudaOccMaxActiveBlocksPerMultiprocessor(&r, properties, attributes, state, blockSize, 0);
  if (e != CUDA_OCC_SUCCESS)
    return e;
  if (r.activeBlocksPerMultiprocessor < numBlocks) {
    *dynamicSmemSize = 0;
    return CUDA_OCC_SUCCESS;
  }
  size_t perBlock = properties->sharedMemPerMultiprocessor / (size_t)numBlocks;
  perBlock -= perBlock % 128;
  size_t used = attributes->sharedSizeBytes + properties->reservedSharedMemPerBlock;
  size_t avail = perBlock > used ? perBlock - used : 0;
  size_t limit = attributes->shmemLimitConfig == FUNC_SHMEM_LIMIT_OPTIN
                     ? properties->sharedMemPerBlockOptin
                     : properties->sharedMemPerBlock;
  if (limit > attributes->sharedSizeBytes && avail > limit - attributes->sharedSizeBytes)
    avail = limit - attributes->sharedSizeBytes;
  *dynamicSmemSize = avail;
  return CUDA_OCC_SUCCESS;
}

/* The block size (a multiple of the warp size) with the most resident threads per
 * multiprocessor, and the grid size that fills the device with it. The dynamic shared memory of
 * a block size comes from `blockSizeToDynamicSMemSize` (any callable taking the block size). */
template <typename UnaryFunction>
static __OCC_INLINE cudaOccError cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(
    int *minGridSize, int *blockSize, const cudaOccDeviceProp *properties,
    const cudaOccFuncAttributes *attributes, const cudaOccDeviceState *state,
    UnaryFunction blockSizeToDynamicSMemSize) {
  if (!minGridSize || !blockSize || !properties || !attributes || !state ||
      properties->warpSize <= 0)
    return CUDA_OCC_ERROR_INVALID_INPUT;
  int limit = properties->maxThreadsPerBlock;
  if (attributes->maxThreadsPerBlock > 0 && attributes->maxThreadsPerBlock < limit)
    limit = attributes->maxThreadsPerBlock;
  int best = 0, bestOcc = 0;
  for (int size = limit - limit % properties->warpSize; size > 0; size -= properties->warpSize) {
    cudaOccResult r;
    cudaOccError e = cudaOccMaxActiveBlocksPerMultiprocessor(
        &r, properties, attributes, state, size, (size_t)blockSizeToDynamicSMemSize(size));
    if (e != CUDA_OCC_SUCCESS)
      return e;
    if (r.activeBlocksPerMultiprocessor * size > bestOcc) {
      bestOcc = r.activeBlocksPerMultiprocessor * size;
      best = size;
    }
  }
  *blockSize = best;
  *minGridSize = best ? bestOcc / best * properties->numSms : 0;
  return CUDA_OCC_SUCCESS;
}

/* The same with a function pointer for the dynamic shared memory, or, when it is null, the
 * constant `dynamicSMemSize`. */
static __OCC_INLINE cudaOccError cudaOccMaxPotentialOccupancyBlockSize(
    int *minGridSize, int *blockSize, const cudaOccDeviceProp *properties,
    const cudaOccFuncAttributes *attributes, const cudaOccDeviceState *state,
    size_t (*blockSizeToDynamicSMemSize)(int) = 0, size_t dynamicSMemSize = 0) {
  if (blockSizeToDynamicSMemSize)
    return cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(
        minGridSize, blockSize, properties, attributes, state, blockSizeToDynamicSMemSize);
  return cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(
      minGridSize, blockSize, properties, attributes, state,
      __scale_amd_occ::ConstantSMem{dynamicSMemSize});
}

#endif /* __cplusplus */
#endif /* __SCALE_AMD_CUDA_OCCUPANCY_H__ */
