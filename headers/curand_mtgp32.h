// SPDX-License-Identifier: Apache-2.0
// cuRAND's MTGP32 generator (Mersenne Twister for Graphic Processors, Saito & Matsumoto): the
// types and constants shared by the host set-up (curand_mtgp32_host.h), the device functions
// (curand_mtgp32_kernel.h) and the parameter table (curand_mtgp32dc_p_11213.h).
//
// Layouts are those of cuRAND (measured with nvcc 13 on x86-64): a program whose host side uses
// NVIDIA's headers and whose device side uses ours shares these structures.
//   mtgp32_params_fast_t    236 bytes: mexp, pos, sh1, sh2 @0..12, tbl @16, tmp_tbl @80,
//                           flt_tmp_tbl @144, mask @208, poly_sha1 @212
//   mtgp32_kernel_params_t  40804 bytes: pos_tbl @0, param_tbl @800, temper_tbl @13600,
//                           single_temper_tbl @26400, sh1_tbl @39200, sh2_tbl @40000, mask @40800
//   curandStateMtgp32_t     4112 bytes, align 8: s @0, offset @4096, pIdx @4100, k @4104
#pragma once
#include <stdint.h>

#define MTGPDC_MEXP 11213
#define MTGPDC_N 351
#define MTGPDC_FLOOR_2P 256
#define MTGPDC_CEIL_2P 512
#define MTGPDC_PARAM_TABLE mtgp32dc_params_fast_11213
#define MTGP32_STATE_SIZE 1024
#define MTGP32_STATE_MASK 1023
#define CURAND_NUM_MTGP32_PARAMS 200
#define MEXP 11213
#define THREAD_NUM MTGPDC_FLOOR_2P
#define LARGE_SIZE (THREAD_NUM * 3)
#define BLOCK_NUM_MAX CURAND_NUM_MTGP32_PARAMS
#define TBL_SIZE 16

// One parameter set as the MTGP authors' dynamic creator prints it.
struct mtgp32_params_fast {
  int mexp;                    // Mersenne exponent (11213)
  int pos;                     // pick-up position of the recursion
  int sh1;                     // shift value 1
  int sh2;                     // shift value 2
  uint32_t tbl[16];            // recursion look-up table
  uint32_t tmp_tbl[16];        // tempering look-up table
  uint32_t flt_tmp_tbl[16];    // tempering table for single-precision output
  uint32_t mask;               // the mask of the state's top word
  unsigned char poly_sha1[21]; // SHA-1 of the characteristic polynomial
};
typedef struct mtgp32_params_fast mtgp32_params_fast_t;

// The parameter sets reorganised for the device: one row per generator (pIdx).
struct mtgp32_kernel_params {
  unsigned int pos_tbl[CURAND_NUM_MTGP32_PARAMS];
  unsigned int param_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
  unsigned int temper_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
  unsigned int single_temper_tbl[CURAND_NUM_MTGP32_PARAMS][TBL_SIZE];
  unsigned int sh1_tbl[CURAND_NUM_MTGP32_PARAMS];
  unsigned int sh2_tbl[CURAND_NUM_MTGP32_PARAMS];
  unsigned int mask[1];
};
typedef struct mtgp32_kernel_params mtgp32_kernel_params_t;

// One generator, shared by the threads of a block: a ring of 1024 words holding the
// MTGPDC_N-word state, the ring position, the parameter row and the device parameter table.
struct curandStateMtgp32 {
  unsigned int s[MTGP32_STATE_SIZE];
  int offset;
  int pIdx;
  mtgp32_kernel_params_t *k;
};
typedef struct curandStateMtgp32 curandStateMtgp32_t;
