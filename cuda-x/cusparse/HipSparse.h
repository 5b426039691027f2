// SPDX-License-Identifier: Apache-2.0
// The hipSPARSE backend of libcusparse, loaded with dlopen at run time (so that libcusparse.so
// loads, and falls back to our own kernels, where ROCm's hipSPARSE is absent).
//
// Design: hipSPARSE's generic API has cuSPARSE's functions and argument order, but its own opaque
// handle and descriptors and, for some enums, its own values. So:
//   - a cuSPARSE handle on this backend owns a hipsparseHandle_t (created in cusparseCreate, given
//     the handle's stream and pointer mode whenever they change);
//   - our descriptors stay host structs (Context.h): every argument check runs on our side first,
//     so the error codes are cuSPARSE's on both backends; the hipSPARSE descriptor of each is made
//     lazily on first use from the recorded fields and cached in it (destroyed with it);
//   - every enum is translated by an explicit table (never a cast). The values differ between
//     hipSPARSE ABIs: 2.x (ROCm 5, libhipsparse.so.0) numbers hipsparseOrder_t ROW=0/COLUMN=1 and
//     the SpMV/SpMM algorithms after the deprecated ones (SPMV_ALG_DEFAULT=4, ...); 3.x (ROCm 6+)
//     uses cuSPARSE's values. The ABI is read from hipsparseGetVersion (major = version / 100000).
//     Algorithms hipSPARSE lacks (SPMV_SELL_ALG1, SPMM_BSR_ALG1) and value types it cannot take
//     give CUSPARSE_STATUS_NOT_SUPPORTED.
//
// Library search order (as for rocBLAS, DESIGN.md section 6): $SCALE_AMD_HIPSPARSE_LIBRARY, then
// $ROCM_PATH/lib, /opt/rocm/lib and the system loader path (libhipsparse.so.{4,1,0}, .so).
// $SCALE_AMD_CUSPARSE_BACKEND=fallback skips hipSPARSE; =hipsparse makes cusparseCreate fail with
// CUSPARSE_STATUS_NOT_INITIALIZED when it cannot be used. Otherwise a handle whose hipSPARSE
// handle cannot be created (no device) runs on the fallback kernels.
#ifndef SCALE_AMD_CUSPARSE_HIPSPARSE_H
#define SCALE_AMD_CUSPARSE_HIPSPARSE_H

#include "Context.h"

namespace scale::sparse::hip {

/// hipSPARSE loaded (once per process) and not disabled by $SCALE_AMD_CUSPARSE_BACKEND.
bool available();
/// $SCALE_AMD_CUSPARSE_BACKEND=hipsparse: no silent fallback.
bool required();

cusparseStatus_t fromHipStatus(int Status);

// Enum translations; -1 where hipSPARSE has no counterpart. Abi3 selects the 3.x values.
int toHip(cusparseOrder_t O, bool Abi3);
int toHip(cusparseSpMVAlg_t A, bool Abi3);
int toHip(cusparseSpMMAlg_t A, bool Abi3);
int toHip(cudaDataType T);
int toHip(cusparseIndexType_t T);
int toHip(cusparseIndexBase_t B);
int toHip(cusparseOperation_t Op);
int toHip(cusparsePointerMode_t M);
int toHip(cusparseFormat_t F);

/// hipsparseCreate + version + stream + pointer mode; on failure the handle keeps HipHandle null.
cusparseStatus_t createHandle(cusparseContext &H);
void destroyHandle(cusparseContext &H);
cusparseStatus_t setStream(cusparseContext &H);
cusparseStatus_t setPointerMode(cusparseContext &H);

/// Releases the cached hipSPARSE descriptor of one of ours (no-op when none was made).
void release(const cusparseSpMatDescr &D);
void release(const cusparseDnVecDescr &D);
void release(const cusparseDnMatDescr &D);

cusparseStatus_t spmvBufferSize(cusparseContext &H, cusparseOperation_t Op, const void *Alpha,
                                const cusparseSpMatDescr &A, const cusparseDnVecDescr &X,
                                const void *Beta, const cusparseDnVecDescr &Y, cudaDataType Compute,
                                cusparseSpMVAlg_t Alg, size_t *Size);
/// The optional preprocessing step: hipSPARSE's, or nothing where the loaded one lacks it.
cusparseStatus_t spmvPreprocess(cusparseContext &H, cusparseOperation_t Op, const void *Alpha,
                                const cusparseSpMatDescr &A, const cusparseDnVecDescr &X,
                                const void *Beta, const cusparseDnVecDescr &Y, cudaDataType Compute,
                                cusparseSpMVAlg_t Alg, void *Buffer);
cusparseStatus_t spmmPreprocess(cusparseContext &H, cusparseOperation_t OpA,
                                cusparseOperation_t OpB, const void *Alpha,
                                const cusparseSpMatDescr &A, const cusparseDnMatDescr &B,
                                const void *Beta, const cusparseDnMatDescr &C, cudaDataType Compute,
                                cusparseSpMMAlg_t Alg, void *Buffer);
cusparseStatus_t spmv(cusparseContext &H, cusparseOperation_t Op, const void *Alpha,
                      const cusparseSpMatDescr &A, const cusparseDnVecDescr &X, const void *Beta,
                      const cusparseDnVecDescr &Y, cudaDataType Compute, cusparseSpMVAlg_t Alg,
                      void *Buffer);
cusparseStatus_t spmmBufferSize(cusparseContext &H, cusparseOperation_t OpA,
                                cusparseOperation_t OpB, const void *Alpha,
                                const cusparseSpMatDescr &A, const cusparseDnMatDescr &B,
                                const void *Beta, const cusparseDnMatDescr &C, cudaDataType Compute,
                                cusparseSpMMAlg_t Alg, size_t *Size);
cusparseStatus_t spmm(cusparseContext &H, cusparseOperation_t OpA, cusparseOperation_t OpB,
                      const void *Alpha, const cusparseSpMatDescr &A, const cusparseDnMatDescr &B,
                      const void *Beta, const cusparseDnMatDescr &C, cudaDataType Compute,
                      cusparseSpMMAlg_t Alg, void *Buffer);

} // namespace scale::sparse::hip

#endif
