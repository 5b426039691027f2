// SPDX-License-Identifier: Apache-2.0
// A fake librocblas.so with the documented C signatures of the entry points the tests use; it
// records the arguments it receives so the tests can check cuBLAS -> rocBLAS forwarding (argument
// order, enum translation, stream and pointer mode) without ROCm.
#include <cstdint>

extern "C" {
struct FakeRocRecord {
  int Calls, TransA, TransB, M, N, K, Lda, Ldb, Ldc, PointerMode;
  float Alpha;
  void *Stream;
  int Side, Fill, Diag;
  int Batch, AType, CType, Compute, Ldd;
  const void *A, *D;
};
FakeRocRecord fake_rocblas_last;

int rocblas_create_handle(void **H) {
  static int Handle;
  *H = &Handle;
  return 0;
}
int rocblas_destroy_handle(void *) { return 0; }
int rocblas_set_stream(void *, void *S) {
  fake_rocblas_last.Stream = S;
  return 0;
}
int rocblas_set_pointer_mode(void *, int M) {
  fake_rocblas_last.PointerMode = M;
  return 0;
}
int rocblas_sgemm(void *, int TA, int TB, int M, int N, int K, const float *Alpha, const float *,
                  int Lda, const float *, int Ldb, const float *, float *, int Ldc) {
  FakeRocRecord &R = fake_rocblas_last;
  R.Calls++;
  R.TransA = TA, R.TransB = TB, R.M = M, R.N = N, R.K = K, R.Lda = Lda, R.Ldb = Ldb, R.Ldc = Ldc;
  R.Alpha = *Alpha;
  return 0;
}
int rocblas_strsm(void *, int Side, int Fill, int Trans, int Diag, int M, int N, const float *,
                  const float *, int, float *, int) {
  FakeRocRecord &R = fake_rocblas_last;
  R.Calls++;
  R.Side = Side, R.Fill = Fill, R.TransA = Trans, R.Diag = Diag, R.M = M, R.N = N;
  return 0;
}
int rocblas_strsm_batched(void *, int Side, int Fill, int Trans, int Diag, int M, int N,
                          const float *Alpha, const float *const A[], int Lda, float *const[],
                          int Ldb, int Count) {
  FakeRocRecord &R = fake_rocblas_last;
  R.Calls++;
  R.Side = Side, R.Fill = Fill, R.TransA = Trans, R.Diag = Diag, R.M = M, R.N = N;
  R.Lda = Lda, R.Ldb = Ldb, R.Batch = Count, R.Alpha = *Alpha, R.A = A;
  return 0;
}
int rocblas_gemm_batched_ex(void *, int TA, int TB, int M, int N, int K, const void *,
                            const void *A, int AType, int Lda, const void *, int, int Ldb,
                            const void *, const void *, int CType, int Ldc, void *D, int,
                            int Ldd, int Count, int Compute, int, int, unsigned) {
  FakeRocRecord &R = fake_rocblas_last;
  R.Calls++;
  R.TransA = TA, R.TransB = TB, R.M = M, R.N = N, R.K = K, R.Lda = Lda, R.Ldb = Ldb, R.Ldc = Ldc;
  R.AType = AType, R.CType = CType, R.Compute = Compute, R.Batch = Count, R.A = A, R.D = D;
  R.Ldd = Ldd;
  return 0;
}
int rocblas_sdot(void *, int, const float *, int, const float *, int, float *) {
  return 4; // rocblas_status_invalid_size: the status must come back translated
}
}
