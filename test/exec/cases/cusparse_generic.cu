// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (each group has its TOL line, see below)
// cuSPARSE generic API, SpMV and SpMM: NVIDIA's cuSPARSE (reference build) against our fallback
// kernels (route B, cusparse_library.h), same deterministic inputs. CSR and COO, index base 0 and
// 1, fp32 and fp64, op(A) = A and A^T, op(B) = B and B^T, alpha/beta edge cases (beta = 0 over a
// NaN-poisoned output, which must not be read; alpha = 0), host and device pointer mode, dense
// operands in column and row order with ld > rows, empty rows and columns.
//
// Tolerance (printed as TOL lines, per group): every value of A, x, B, y, C and alpha/beta is
// positive, so each output is a sum of at most R + 1 positive terms (R = most non-zeros in a row
// or a column): no cancellation. Each term is rounded at most twice (alpha * a * b) and each of
// the R additions once, so any summation order has relative error <= (R + 4) u (u = 2^-24 or
// 2^-53); two implementations differ by at most twice that: rel = 2 (R + 4) u. COO and A^T
// accumulate with atomics (order not deterministic), CSR A in row order; NVIDIA's algorithms
// choose their own orders: the bound covers all of them.
//
// Each operation's status is reported (group "status"): an operation one side does not support
// shows there, and only its own group is missing, not the rest of the case.
#include "harness.h"
#include "cusparse_library.h"

#include <cmath>
#include <vector>

namespace {

constexpr int Rows = 37, Cols = 29, NRhs = 5;

struct Csr {
  std::vector<int> Off, Row, Col; // Row: the COO row index of each non-zero
  std::vector<double> Val;
  int MaxLine = 0; // most non-zeros in a row or a column
};

/// A Rows x Cols matrix with ~20% non-zeros, rows 3 and 17 and column 11 empty, values in
/// [0.25, 1.25).
Csr makeMatrix() {
  Csr M;
  uint64_t S = 0x5851F42D4C957F2Dull;
  auto next = [&S] {
    S = S * 6364136223846793005ull + 1442695040888963407ull;
    return uint32_t(S >> 33);
  };
  M.Off.push_back(0);
  std::vector<int> InCol(Cols, 0);
  for (int I = 0; I < Rows; ++I) {
    int InRow = 0;
    for (int J = 0; J < Cols; ++J)
      if (I != 3 && I != 17 && J != 11 && (next() % 5 == 0 || (I == 5 && J < 20))) {
        M.Row.push_back(I);
        M.Col.push_back(J);
        M.Val.push_back(0.25 + (next() % 4096) / 4096.0);
        ++InRow;
        ++InCol[J];
      }
    M.MaxLine = InRow > M.MaxLine ? InRow : M.MaxLine;
    M.Off.push_back(int(M.Col.size()));
  }
  for (int C : InCol)
    M.MaxLine = C > M.MaxLine ? C : M.MaxLine;
  return M;
}

std::vector<double> positive(size_t N, uint64_t Seed) {
  std::vector<double> V(N);
  for (size_t I = 0; I < N; ++I) {
    Seed = Seed * 6364136223846793005ull + 1442695040888963407ull;
    V[I] = 0.5 + double(Seed >> 40) / double(1ull << 24);
  }
  return V;
}

template <class T> std::vector<T> as(const std::vector<double> &V) {
  return std::vector<T>(V.begin(), V.end());
}
std::vector<int> plus(std::vector<int> V, int K) {
  for (int &X : V)
    X += K;
  return V;
}

template <class T> cudaDataType typeOf();
template <> cudaDataType typeOf<float>() { return CUDA_R_32F; }
template <> cudaDataType typeOf<double>() { return CUDA_R_64F; }

template <class T> void report(const std::string &G, const std::vector<T> &V, double Rel) {
  std::printf("TOL %s rel=%g\n", G.c_str(), Rel);
  for (size_t I = 0; I < V.size(); ++I) {
    if (sizeof(T) == 4)
      report_f32(G, I, float(V[I]));
    else
      report_f64(G, I, double(V[I]));
  }
}

struct Config {
  const char *Name;
  bool Coo;
  int Base;
  double Alpha, Beta;
  bool DevicePointers;
  cusparseOperation_t OpA, OpB;
};

constexpr cusparseOperation_t OpN = CUSPARSE_OPERATION_NON_TRANSPOSE;
constexpr cusparseOperation_t OpT = CUSPARSE_OPERATION_TRANSPOSE;
const Config Configs[] = {
    {"csr_b0", false, 0, 2.0, 0.0, false, OpN, OpN},
    {"csr_b1", false, 1, 1.5, 0.5, false, OpN, OpN},
    {"csr_dev", false, 0, 0.75, 2.0, true, OpN, OpN},
    {"csr_a0", false, 0, 0.0, 3.0, false, OpN, OpN},
    {"coo_b0", true, 0, 2.0, 0.0, false, OpN, OpN},
    {"coo_b1", true, 1, 1.25, 0.5, false, OpN, OpN},
    {"coo_dev", true, 1, 0.5, 1.0, true, OpN, OpN},
    {"csr_bt", false, 1, 1.5, 0.5, false, OpN, OpT},
    {"csr_at", false, 0, 1.5, 0.0, false, OpT, OpN},
    {"csr_at_b1", false, 1, 0.5, 1.5, false, OpT, OpT},
    {"coo_at", true, 0, 1.25, 0.0, false, OpT, OpN},
    {"coo_at_b1", true, 1, 2.0, 0.25, true, OpT, OpT},
};

int StatusIndex = 0;
/// Reports an operation's status; true when it succeeded (its values follow).
bool succeeded(cusparseStatus_t S) {
  report_u32("status", StatusIndex++, uint32_t(S));
  return S == CUSPARSE_STATUS_SUCCESS;
}

template <class T> void run(cusparseHandle_t H, const Csr &M, const char *TypeName) {
  const double U = sizeof(T) == 4 ? std::ldexp(1.0, -24) : std::ldexp(1.0, -53);
  const double Rel = 2.0 * (M.MaxLine + 4) * U;
  const int Nnz = int(M.Val.size());
  DeviceBuffer<T> Val(as<T>(M.Val));
  for (const Config &C : Configs) {
    DeviceBuffer<int> Off(plus(M.Off, C.Base)), Row(plus(M.Row, C.Base)), Col(plus(M.Col, C.Base));
    cusparseSpMatDescr_t A;
    cusparseIndexBase_t Base = C.Base ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO;
    if (C.Coo)
      SPARSE_CHECK(cusparseCreateCoo(&A, Rows, Cols, Nnz, Row.ptr, Col.ptr, Val.ptr,
                                     CUSPARSE_INDEX_32I, Base, typeOf<T>()));
    else
      SPARSE_CHECK(cusparseCreateCsr(&A, Rows, Cols, Nnz, Off.ptr, Col.ptr, Val.ptr,
                                     CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, Base, typeOf<T>()));
    T Alpha = T(C.Alpha), Beta = T(C.Beta);
    DeviceBuffer<T> Scalars(std::vector<T>{Alpha, Beta});
    const void *PA = &Alpha, *PB = &Beta;
    if (C.DevicePointers) {
      SPARSE_CHECK(cusparseSetPointerMode(H, CUSPARSE_POINTER_MODE_DEVICE));
      PA = Scalars.ptr;
      PB = Scalars.ptr + 1;
    }
    // beta == 0: the output holds NaNs, which must not be read.
    auto initial = [&](size_t N, uint64_t Seed) {
      return C.Beta == 0.0 ? std::vector<T>(N, T(NAN)) : as<T>(positive(N, Seed));
    };

    // op(A) is ORows x OCols.
    const int ORows = C.OpA == OpN ? Rows : Cols, OCols = C.OpA == OpN ? Cols : Rows;

    // SpMV: y = alpha op(A) x + beta y (one op(B) is enough for it).
    if (C.OpB == OpN) {
      DeviceBuffer<T> X(as<T>(positive(OCols, 11))), Y(initial(ORows, 12));
      cusparseDnVecDescr_t VX, VY;
      SPARSE_CHECK(cusparseCreateDnVec(&VX, OCols, X.ptr, typeOf<T>()));
      SPARSE_CHECK(cusparseCreateDnVec(&VY, ORows, Y.ptr, typeOf<T>()));
      size_t Size = 0;
      if (succeeded(cusparseSpMV_bufferSize(H, C.OpA, PA, A, VX, PB, VY, typeOf<T>(),
                                            CUSPARSE_SPMV_ALG_DEFAULT, &Size))) {
        DeviceBuffer<char> Work(Size ? Size : 1);
        if (succeeded(cusparseSpMV(H, C.OpA, PA, A, VX, PB, VY, typeOf<T>(),
                                   CUSPARSE_SPMV_ALG_DEFAULT, Work.ptr)))
          report(std::string("spmv_") + TypeName + "_" + C.Name, Y.get(), Rel);
      }
      cusparseDestroyDnVec(VX);
      cusparseDestroyDnVec(VY);
    }

    // SpMM: C = alpha op(A) op(B) + beta C, B and C in column order (ld > rows), then in row
    // order. op(B) is OCols x NRhs, so B is that or its transpose.
    for (cusparseOrder_t Order : {CUSPARSE_ORDER_COL, CUSPARSE_ORDER_ROW}) {
      bool ColMajor = Order == CUSPARSE_ORDER_COL;
      int64_t BRows = C.OpB == OpN ? OCols : NRhs, BCols = C.OpB == OpN ? NRhs : OCols;
      int64_t Ldb = ColMajor ? BRows + 3 : BCols + 1, Ldc = ColMajor ? ORows + 2 : NRhs + 1;
      size_t BSize = ColMajor ? Ldb * BCols : BRows * Ldb;
      size_t CSize = ColMajor ? Ldc * NRhs : ORows * Ldc;
      DeviceBuffer<T> B(as<T>(positive(BSize, 21))), Cm(initial(CSize, 22));
      cusparseDnMatDescr_t MB, MC;
      SPARSE_CHECK(cusparseCreateDnMat(&MB, BRows, BCols, Ldb, B.ptr, typeOf<T>(), Order));
      SPARSE_CHECK(cusparseCreateDnMat(&MC, ORows, NRhs, Ldc, Cm.ptr, typeOf<T>(), Order));
      size_t Size = 0;
      if (succeeded(cusparseSpMM_bufferSize(H, C.OpA, C.OpB, PA, A, MB, PB, MC, typeOf<T>(),
                                            CUSPARSE_SPMM_ALG_DEFAULT, &Size))) {
        DeviceBuffer<char> Work(Size ? Size : 1);
        if (succeeded(cusparseSpMM(H, C.OpA, C.OpB, PA, A, MB, PB, MC, typeOf<T>(),
                                   CUSPARSE_SPMM_ALG_DEFAULT, Work.ptr))) {
          // Only the ORows x NRhs values: the padding is not cuSPARSE's to write.
          std::vector<T> All = Cm.get(), Out;
          for (int I = 0; I < ORows; ++I)
            for (int J = 0; J < NRhs; ++J)
              Out.push_back(All[ColMajor ? I + J * Ldc : I * Ldc + J]);
          report(std::string("spmm_") + TypeName + "_" + C.Name + (ColMajor ? "_col" : "_row"),
                 Out, Rel);
        }
      }
      cusparseDestroyDnMat(MB);
      cusparseDestroyDnMat(MC);
    }
    SPARSE_CHECK(cusparseSetPointerMode(H, CUSPARSE_POINTER_MODE_HOST));
    cusparseDestroySpMat(A);
  }
}

} // namespace

int main() {
  useOurKernels();
  cusparseHandle_t H;
  SPARSE_CHECK(cusparseCreate(&H));
  Csr M = makeMatrix();
  run<float>(H, M, "f32");
  run<double>(H, M, "f64");
  cusparseDestroy(H);
  return finish();
}
