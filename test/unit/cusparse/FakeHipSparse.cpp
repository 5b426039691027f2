// SPDX-License-Identifier: Apache-2.0
// A fake libhipsparse.so with the documented C signatures of the hipSPARSE entry points that
// libcusparse forwards to (enums as int, descriptors as opaque pointers). It records what it
// receives, so HipSparseForwardTest.cpp can check cuSPARSE -> hipSPARSE argument and enum
// translation without ROCm; `fake_hipsparse` also sets what it answers (version, failures).
#include "FakeHipSparse.h"

extern "C" {
FakeHipSparse fake_hipsparse = {200302};

static int HandleObject, Descriptors[64];
static int NextDescriptor;
static void *newDescriptor() {
  ++fake_hipsparse.LiveDescriptors;
  return &Descriptors[NextDescriptor++ % 64];
}

int hipsparseCreate(void **H) {
  if (fake_hipsparse.FailCreate)
    return 1; // HIPSPARSE_STATUS_NOT_INITIALIZED
  ++fake_hipsparse.Creates;
  *H = &HandleObject;
  return 0;
}
int hipsparseDestroy(void *) {
  ++fake_hipsparse.Destroys;
  return 0;
}
int hipsparseGetVersion(void *, int *V) {
  *V = fake_hipsparse.Version;
  return 0;
}
int hipsparseSetStream(void *, void *S) {
  fake_hipsparse.Stream = S;
  return 0;
}
int hipsparseSetPointerMode(void *, int M) {
  fake_hipsparse.PointerMode = M;
  return 0;
}

int hipsparseCreateCsr(void **D, int64_t Rows, int64_t Cols, int64_t Nnz, void *Off, void *Col,
                       void *Val, int OffType, int ColType, int Base, int ValueType) {
  FakeHipSparse &F = fake_hipsparse;
  F.Format = 1, F.Rows = Rows, F.Cols = Cols, F.Nnz = Nnz, F.RowIdx = Off, F.ColIdx = Col;
  F.Values = Val, F.RowType = OffType, F.ColType = ColType, F.Base = Base, F.ValueType = ValueType;
  *D = newDescriptor();
  return 0;
}
int hipsparseCreateCoo(void **D, int64_t Rows, int64_t Cols, int64_t Nnz, void *Row, void *Col,
                       void *Val, int IdxType, int Base, int ValueType) {
  FakeHipSparse &F = fake_hipsparse;
  F.Format = 3, F.Rows = Rows, F.Cols = Cols, F.Nnz = Nnz, F.RowIdx = Row, F.ColIdx = Col;
  F.Values = Val, F.RowType = F.ColType = IdxType, F.Base = Base, F.ValueType = ValueType;
  *D = newDescriptor();
  return 0;
}
int hipsparseCreateDnVec(void **D, int64_t Size, void *, int Type) {
  fake_hipsparse.VecSize = Size, fake_hipsparse.VecType = Type;
  *D = newDescriptor();
  return 0;
}
int hipsparseCreateDnMat(void **D, int64_t Rows, int64_t Cols, int64_t Ld, void *, int Type,
                         int Order) {
  FakeHipSparse &F = fake_hipsparse;
  F.MatRows = Rows, F.MatCols = Cols, F.MatLd = Ld, F.MatType = Type, F.MatOrder = Order;
  *D = newDescriptor();
  return 0;
}
static int destroyDescriptor(void *) {
  --fake_hipsparse.LiveDescriptors;
  return 0;
}
int hipsparseDestroySpMat(void *D) { return destroyDescriptor(D); }
int hipsparseDestroyDnVec(void *D) { return destroyDescriptor(D); }
int hipsparseDestroyDnMat(void *D) { return destroyDescriptor(D); }

static void recordMV(int Op, const void *Alpha, void *A, void *X, const void *Beta, void *Y,
                     int Compute, int Alg) {
  FakeHipSparse &F = fake_hipsparse;
  F.OpA = Op, F.Alpha = Alpha, F.A = A, F.X = X, F.Beta = Beta, F.Y = Y, F.Compute = Compute;
  F.Alg = Alg;
}
int hipsparseSpMV_bufferSize(void *, int Op, const void *Alpha, void *A, void *X, const void *Beta,
                             void *Y, int Compute, int Alg, size_t *Size) {
  recordMV(Op, Alpha, A, X, Beta, Y, Compute, Alg);
  ++fake_hipsparse.BufferSizeCalls;
  *Size = 123;
  return 0;
}
int hipsparseSpMV_preprocess(void *, int Op, const void *Alpha, void *A, void *X, const void *Beta,
                             void *Y, int Compute, int Alg, void *Buffer) {
  recordMV(Op, Alpha, A, X, Beta, Y, Compute, Alg);
  ++fake_hipsparse.PreprocessCalls;
  fake_hipsparse.Buffer = Buffer;
  return 0;
}
int hipsparseSpMV(void *, int Op, const void *Alpha, void *A, void *X, const void *Beta, void *Y,
                  int Compute, int Alg, void *Buffer) {
  recordMV(Op, Alpha, A, X, Beta, Y, Compute, Alg);
  ++fake_hipsparse.Calls;
  fake_hipsparse.Buffer = Buffer;
  return fake_hipsparse.OpStatus;
}
int hipsparseSpMM_bufferSize(void *, int OpA, int OpB, const void *Alpha, void *A, void *B,
                             const void *Beta, void *C, int Compute, int Alg, size_t *Size) {
  recordMV(OpA, Alpha, A, B, Beta, C, Compute, Alg);
  fake_hipsparse.OpB = OpB;
  ++fake_hipsparse.BufferSizeCalls;
  *Size = 456;
  return 0;
}
int hipsparseSpMM(void *, int OpA, int OpB, const void *Alpha, void *A, void *B, const void *Beta,
                  void *C, int Compute, int Alg, void *Buffer) {
  recordMV(OpA, Alpha, A, B, Beta, C, Compute, Alg);
  fake_hipsparse.OpB = OpB;
  ++fake_hipsparse.Calls;
  fake_hipsparse.Buffer = Buffer;
  return fake_hipsparse.OpStatus;
}
}
