// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cusparseCsr2cscEx2: NVIDIA's cuSPARSE (reference build) against our kernels (route B,
// cusparse_library.h). Values are moved, never computed on, and rows ascend within each column
// in both, so every output is bit-exact: column pointers, row indices, values (fp32, fp64 and
// 16-byte complex doubles), index base 0 and 1, empty rows and columns, structure-only
// conversion (CUSPARSE_ACTION_SYMBOLIC: values not written), a matrix with no non-zeros.
#include "harness.h"
#include "cusparse_library.h"

#include <cuComplex.h>

namespace {

struct Csr {
  int Rows, Cols;
  std::vector<int> Off, Col;
};

/// Rows x Cols with ~25% non-zeros (a dense row 5), rows 2 and 9, column 4 empty.
Csr makeMatrix(int Rows, int Cols) {
  Csr M{Rows, Cols, {0}, {}};
  uint64_t S = 0x2545F4914F6CDD1Dull;
  for (int I = 0; I < Rows; ++I) {
    for (int J = 0; J < Cols; ++J) {
      S = S * 6364136223846793005ull + 1442695040888963407ull;
      if (I != 2 && I != 9 && J != 4 && ((S >> 40) % 4 == 0 || I == 5))
        M.Col.push_back(J);
    }
    M.Off.push_back(int(M.Col.size()));
  }
  return M;
}

std::vector<int> plus(std::vector<int> V, int K) {
  for (int &X : V)
    X += K;
  return V;
}

void reportInts(const std::string &G, const std::vector<int> &V) {
  for (size_t I = 0; I < V.size(); ++I)
    report_u32(G, I, uint32_t(V[I]));
}

int StatusIndex = 0;
bool succeeded(cusparseStatus_t S) {
  report_u32("status", StatusIndex++, uint32_t(S));
  return S == CUSPARSE_STATUS_SUCCESS;
}

/// Converts M with values of type T (cudaDataType Type), reports the CSC arrays.
template <class T>
void toCsc(cusparseHandle_t H, const Csr &M, const std::vector<T> &Values, cudaDataType Type,
             int Base, cusparseAction_t Action, const std::string &G) {
  const int Nnz = int(M.Col.size());
  DeviceBuffer<int> Off(plus(M.Off, Base)), Col(plus(M.Col, Base));
  DeviceBuffer<T> Val(Values.empty() ? std::vector<T>(1) : Values);
  DeviceBuffer<int> ColPtr(M.Cols + 1), RowInd(Nnz ? Nnz : 1);
  DeviceBuffer<T> Out(Nnz ? Nnz : 1);
  auto IdxBase = Base ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO;
  size_t Size = 0;
  if (!succeeded(cusparseCsr2cscEx2_bufferSize(H, M.Rows, M.Cols, Nnz, Val.ptr, Off.ptr, Col.ptr,
                                               Out.ptr, ColPtr.ptr, RowInd.ptr, Type, Action,
                                               IdxBase, CUSPARSE_CSR2CSC_ALG1, &Size)))
    return;
  DeviceBuffer<char> Work(Size ? Size : 1);
  if (!succeeded(cusparseCsr2cscEx2(H, M.Rows, M.Cols, Nnz, Val.ptr, Off.ptr, Col.ptr, Out.ptr,
                                    ColPtr.ptr, RowInd.ptr, Type, Action, IdxBase,
                                    CUSPARSE_CSR2CSC_ALG1, Work.ptr)))
    return;
  reportInts(G + "_colptr", ColPtr.get());
  if (Nnz == 0)
    return;
  reportInts(G + "_rowind", RowInd.get());
  if (Action == CUSPARSE_ACTION_SYMBOLIC)
    return;
  std::vector<T> Got = Out.get();
  for (size_t I = 0; I < Got.size(); ++I) {
    const uint32_t *W = reinterpret_cast<const uint32_t *>(&Got[I]);
    for (size_t K = 0; K < sizeof(T) / 4; ++K)
      report_u32(G + "_values", I * (sizeof(T) / 4) + K, W[K]);
  }
}

} // namespace

int main() {
  useOurKernels();
  cusparseHandle_t H;
  SPARSE_CHECK(cusparseCreate(&H));
  Csr M = makeMatrix(23, 31);
  const size_t Nnz = M.Col.size();
  std::vector<float> F(Nnz);
  std::vector<double> D(Nnz);
  std::vector<cuDoubleComplex> Z(Nnz);
  for (size_t I = 0; I < Nnz; ++I) {
    F[I] = 1.0f + float(I) / 64.0f; // distinct: a value in the wrong place shows
    D[I] = -2.0 - double(I) / 1024.0;
    Z[I] = make_cuDoubleComplex(double(I), -double(I) / 3.0);
  }
  toCsc(H, M, F, CUDA_R_32F, 0, CUSPARSE_ACTION_NUMERIC, "f32_base0");
  toCsc(H, M, F, CUDA_R_32F, 1, CUSPARSE_ACTION_NUMERIC, "f32_base1");
  toCsc(H, M, D, CUDA_R_64F, 1, CUSPARSE_ACTION_NUMERIC, "f64_base1");
  toCsc(H, M, Z, CUDA_C_64F, 0, CUSPARSE_ACTION_NUMERIC, "c64_base0");
  toCsc(H, M, F, CUDA_R_32F, 0, CUSPARSE_ACTION_SYMBOLIC, "symbolic");
  // A tall matrix (more columns in its CSC than rows in its CSR).
  Csr T = makeMatrix(31, 23);
  toCsc(H, T, std::vector<double>(T.Col.size(), 0.5), CUDA_R_64F, 0, CUSPARSE_ACTION_NUMERIC,
          "tall");
  Csr Empty{4, 6, {0, 0, 0, 0, 0}, {}};
  toCsc(H, Empty, std::vector<float>(), CUDA_R_32F, 1, CUSPARSE_ACTION_NUMERIC, "empty");
  cusparseDestroy(H);
  return finish();
}
