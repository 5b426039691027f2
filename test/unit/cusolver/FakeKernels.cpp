// SPDX-License-Identifier: Apache-2.0
// A fake of cuda-x/cusolver/Kernels.h: counts the operations that passed validation; the device
// is present unless the test says otherwise.
#include "Kernels.h"

#include <cstdlib>
#include <cstring>

namespace scale::solver {
bool FakeDevice = true;
int FakeCalls = 0;
bool deviceAvailable() { return FakeDevice; }
#define FAKE(Name, ...)                                                                            \
  cusolverStatus_t Name(__VA_ARGS__) {                                                             \
    ++FakeCalls;                                                                                   \
    return CUSOLVER_STATUS_SUCCESS;                                                                \
  }
FAKE(getrf, cudaStream_t, Ty, int, int, void *, int, void *, bool, int *)
FAKE(getrs, cudaStream_t, Ty, cublasOperation_t, int, int, const void *, int, const void *, bool,
     void *, int, int *)
FAKE(potrf, cudaStream_t, Ty, bool, int, void *, int, int *)
FAKE(potrs, cudaStream_t, Ty, bool, int, int, const void *, int, void *, int, int *)
FAKE(potrfBatched, cudaStream_t, Ty, bool, int, void *const *, int, int *, int)
FAKE(potrsBatched, cudaStream_t, Ty, bool, int, void *const *, int, void *const *, int, int *, int)
FAKE(potri, cudaStream_t, Ty, bool, int, void *, int, void *, int *)
FAKE(geqrf, cudaStream_t, Ty, int, int, void *, int, void *, int *)
FAKE(ormqr, cudaStream_t, Ty, bool, cublasOperation_t, int, int, int, const void *, int,
     const void *, void *, int, int *)
FAKE(orgqr, cudaStream_t, Ty, int, int, int, void *, int, const void *, int *)
FAKE(syevd, cudaStream_t, Ty, bool, bool, int, void *, int, void *, void *, int *)
FAKE(gesvd, cudaStream_t, Ty, char, char, int, int, void *, int, void *, void *, int, void *, int,
     void *, int *)
FAKE(sytrf, cudaStream_t, Ty, bool, int, void *, int, int *, int *)
FAKE(syevj, cudaStream_t, Ty, bool, bool, int, void *, int, void *, void *, int *, JacobiParams,
     JacobiResult *, int)
FAKE(gesvdj, cudaStream_t, Ty, bool, bool, int, int, void *, int, void *, void *, int, void *, int,
     void *, int *, JacobiParams, JacobiResult *, int)
void *deviceAlloc(unsigned long long Bytes) { return std::calloc(1, Bytes); }
void deviceFree(void *P) { std::free(P); }
cusolverStatus_t copyFromDevice(cudaStream_t, void *Host, const void *Dev,
                                unsigned long long Bytes) {
  std::memcpy(Host, Dev, Bytes);
  return CUSOLVER_STATUS_SUCCESS;
}
} // namespace scale::solver
