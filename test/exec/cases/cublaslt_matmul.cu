// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact (GELU groups carry a TOL line)
// cuBLASLt matmul: D = epilogue(alpha op(A) op(B) + beta C [+ bias]) for float, double,
// half -> half, bfloat16 -> float; N/T operands, padded leading dimensions, C != D and in place,
// strided batches, device-side alpha/beta, epilogues DEFAULT, RELU, BIAS, RELU_BIAS, GELU,
// GELU_BIAS, GELU_AUX_BIAS (with the auxiliary output) and DGELU. NVIDIA's cuBLASLt (reference
// build) against our libcublasLt over our cuBLAS kernels (route B, cublaslt_library.h).
//
// Exactness: A, B, C, the bias and alpha/beta are multiples of 1/8 of magnitude <= 2 (1.5 and
// 0.5 for alpha and beta), so every product and every partial sum (k <= 24 terms) is exact in
// float, half products are exact, and D before the epilogue is the same in any summation order:
// the groups without GELU are bit-exact (for half D the product is rounded to half before the
// bias is added, as cuBLASLt does). GELU is the tanh form; NVIDIA evaluates tanh with an
// approximation (measured: up to 5.2e-6 from the correctly rounded float GELU for outputs below
// 8, 2.6e-10 in double): TOL abs=1e-5 (float D), abs=1e-9 (double); half D: rel=2^-10 (one ulp,
// when the two values round to neighbours) or abs=1e-5 (near zero, as for float).
#include "harness.h"
#include "cublaslt_library.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <cmath>

namespace {

#define LT_CHECK(call) BLAS_CHECK(call)

std::vector<double> eighths(size_t N, uint64_t Seed) {
  std::vector<double> V(N);
  for (size_t I = 0; I < N; ++I) {
    Seed = Seed * 6364136223846793005ull + 1442695040888963407ull;
    V[I] = double(int((Seed >> 33) % 33) - 16) / 8.0; // -2 .. 2 in steps of 1/8
  }
  return V;
}

template <class T> T to(double V) { return T(V); }
template <> __half to<__half>(double V) { return __double2half(V); }
template <> __nv_bfloat16 to<__nv_bfloat16>(double V) { return __float2bfloat16(float(V)); }
template <class T> double from(T V) { return double(V); }
template <> double from<__half>(__half V) { return double(__half2float(V)); }
template <> double from<__nv_bfloat16>(__nv_bfloat16 V) { return double(__bfloat162float(V)); }

template <class T> cudaDataType typeOf();
template <> cudaDataType typeOf<float>() { return CUDA_R_32F; }
template <> cudaDataType typeOf<double>() { return CUDA_R_64F; }
template <> cudaDataType typeOf<__half>() { return CUDA_R_16F; }
template <> cudaDataType typeOf<__nv_bfloat16>() { return CUDA_R_16BF; }

template <class T> std::vector<T> as(const std::vector<double> &V) {
  std::vector<T> R(V.size());
  for (size_t I = 0; I < V.size(); ++I)
    R[I] = to<T>(V[I]);
  return R;
}

template <class T> void reportValue(const std::string &G, size_t K, T X) {
  if (sizeof(T) == 8)
    report_f64(G, K, from(X));
  else if (sizeof(T) == 4)
    report_f32(G, K, float(from(X)));
  else
    report_f32(G, K, float(from(X))); // half and bfloat16 values are exact in float
}

struct Shape {
  int M, N, K, Batch;
  cublasOperation_t TA, TB;
};

const char *epiName(cublasLtEpilogue_t E) {
  switch (E) {
  case CUBLASLT_EPILOGUE_DEFAULT: return "default";
  case CUBLASLT_EPILOGUE_RELU: return "relu";
  case CUBLASLT_EPILOGUE_BIAS: return "bias";
  case CUBLASLT_EPILOGUE_RELU_BIAS: return "relu_bias";
  case CUBLASLT_EPILOGUE_GELU: return "gelu";
  case CUBLASLT_EPILOGUE_GELU_BIAS: return "gelu_bias";
  case CUBLASLT_EPILOGUE_GELU_AUX_BIAS: return "gelu_aux_bias";
  case CUBLASLT_EPILOGUE_DGELU: return "dgelu";
  default: return "other";
  }
}

/// One multiply; TIn for A and B, TOut for C and D, S the scale type (float or double).
template <class TIn, class TOut, class S>
void matmul(cublasLtHandle_t H, const std::string &Name, Shape Sh, cublasLtEpilogue_t Epi,
            bool InPlace, bool DeviceScalars, cublasComputeType_t Compute, const char *Tol) {
  const int M = Sh.M, N = Sh.N, K = Sh.K, Bt = Sh.Batch;
  const int Ar = Sh.TA == CUBLAS_OP_N ? M : K, Ac = Sh.TA == CUBLAS_OP_N ? K : M;
  const int Br = Sh.TB == CUBLAS_OP_N ? K : N, Bc = Sh.TB == CUBLAS_OP_N ? N : K;
  const int Lda = Ar + 3, Ldb = Br + 1, Ldc = M + 2, Ldd = InPlace ? Ldc : M + 5;
  const long long Sa = (long long)Lda * Ac, Sb = (long long)Ldb * Bc, Sc = (long long)Ldc * N,
                  Sd = (long long)Ldd * N;
  std::vector<TIn> A = as<TIn>(eighths(Sa * Bt, 11 + M)), B = as<TIn>(eighths(Sb * Bt, 23 + N));
  std::vector<TOut> C = as<TOut>(eighths(Sc * Bt, 37 + K)), Bias = as<TOut>(eighths(M * Bt, 51));
  DeviceBuffer<TIn> dA(A), dB(B);
  DeviceBuffer<TOut> dC(C), dD(InPlace ? 1 : Sd * Bt), dBias(Bias);
  TOut *D = InPlace ? dC.ptr : dD.ptr;

  cudaDataType ScaleType = sizeof(S) == 8 ? CUDA_R_64F : CUDA_R_32F;
  cublasLtMatmulDesc_t Op;
  LT_CHECK(cublasLtMatmulDescCreate(&Op, Compute, ScaleType));
  LT_CHECK(cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_TRANSA, &Sh.TA, sizeof(Sh.TA)));
  LT_CHECK(cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_TRANSB, &Sh.TB, sizeof(Sh.TB)));
  LT_CHECK(cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_EPILOGUE, &Epi, sizeof(Epi)));
  // GELU_AUX_BIAS stores the pre-activation values in Aux (D's layout, ld M + 1); DGELU reads
  // them from there (here: fixed values in [-2, 2]).
  bool Aux = Epi == CUBLASLT_EPILOGUE_GELU_AUX_BIAS || Epi == CUBLASLT_EPILOGUE_DGELU;
  const long long AuxLd = M + 1, AuxStride = AuxLd * N;
  DeviceBuffer<TOut> dAux(as<TOut>(eighths(AuxStride * Bt, 71)));
  if (Aux) {
    void *AuxPtr = dAux.ptr;
    LT_CHECK(cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, &AuxPtr, sizeof(AuxPtr)));
    LT_CHECK(cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, &AuxLd, sizeof(AuxLd)));
    LT_CHECK(cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE, &AuxStride, sizeof(AuxStride)));
  }
  if (Epi == CUBLASLT_EPILOGUE_BIAS || Epi == CUBLASLT_EPILOGUE_RELU_BIAS || Epi == CUBLASLT_EPILOGUE_GELU_BIAS ||
      Epi == CUBLASLT_EPILOGUE_GELU_AUX_BIAS) {
    // Only with a bias epilogue: cuBLASLt refuses a bias pointer otherwise.
    const void *BiasPtr = dBias.ptr;
    long long BiasStride = M;
    LT_CHECK(cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &BiasPtr, sizeof(BiasPtr)));
    LT_CHECK(cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE, &BiasStride, sizeof(BiasStride)));
  }
  cublasLtPointerMode_t Mode = DeviceScalars ? CUBLASLT_POINTER_MODE_DEVICE : CUBLASLT_POINTER_MODE_HOST;
  LT_CHECK(cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_POINTER_MODE, &Mode, sizeof(Mode)));

  cublasLtMatrixLayout_t LA, LB, LC, LD;
  LT_CHECK(cublasLtMatrixLayoutCreate(&LA, typeOf<TIn>(), Ar, Ac, Lda));
  LT_CHECK(cublasLtMatrixLayoutCreate(&LB, typeOf<TIn>(), Br, Bc, Ldb));
  LT_CHECK(cublasLtMatrixLayoutCreate(&LC, typeOf<TOut>(), M, N, Ldc));
  LT_CHECK(cublasLtMatrixLayoutCreate(&LD, typeOf<TOut>(), M, N, Ldd));
  struct { cublasLtMatrixLayout_t L; long long Stride; } Ls[] = {{LA, Sa}, {LB, Sb}, {LC, Sc}, {LD, Sd}};
  for (auto &X : Ls) {
    LT_CHECK(cublasLtMatrixLayoutSetAttribute(X.L, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &Bt, sizeof(Bt)));
    LT_CHECK(cublasLtMatrixLayoutSetAttribute(X.L, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &X.Stride, sizeof(X.Stride)));
  }
  cublasLtMatmulPreference_t Pref;
  LT_CHECK(cublasLtMatmulPreferenceCreate(&Pref));
  size_t Workspace = 1 << 22;
  LT_CHECK(cublasLtMatmulPreferenceSetAttribute(Pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &Workspace, sizeof(Workspace)));
  cublasLtMatmulHeuristicResult_t Heur[4];
  int Found = 0;
  LT_CHECK(cublasLtMatmulAlgoGetHeuristic(H, Op, LA, LB, LC, LD, Pref, 4, Heur, &Found));
  if (Found < 1) {
    std::printf("LT-NO-ALGORITHM %s\n", Name.c_str());
    std::exit(3);
  }
  DeviceBuffer<unsigned char> Work(Heur[0].workspaceSize ? Heur[0].workspaceSize : 1);

  S Alpha = S(1.5), Beta = S(0.5);
  DeviceBuffer<S> dScalars(std::vector<S>{Alpha, Beta});
  const void *Al = DeviceScalars ? (const void *)dScalars.ptr : (const void *)&Alpha;
  const void *Be = DeviceScalars ? (const void *)(dScalars.ptr + 1) : (const void *)&Beta;
  LT_CHECK(cublasLtMatmul(H, Op, Al, dA.ptr, LA, dB.ptr, LB, Be, dC.ptr, LC, D, LD, &Heur[0].algo,
                          Work.ptr, Heur[0].workspaceSize, nullptr));
  EXEC_CHECK(cudaDeviceSynchronize());

  std::vector<TOut> Out(InPlace ? Sc * Bt : Sd * Bt);
  EXEC_CHECK(cudaMemcpy(Out.data(), D, Out.size() * sizeof(TOut), cudaMemcpyDeviceToHost));
  std::string G = Name + "_" + epiName(Epi);
  if (Tol && (Epi == CUBLASLT_EPILOGUE_GELU || Epi == CUBLASLT_EPILOGUE_GELU_BIAS ||
              Epi == CUBLASLT_EPILOGUE_GELU_AUX_BIAS || Epi == CUBLASLT_EPILOGUE_DGELU)) {
    // One TOL line per bound (any may hold).
    std::string T = Tol;
    for (size_t At = 0, Sp; At < T.size(); At = Sp + 1) {
      Sp = T.find(' ', At);
      if (Sp == std::string::npos)
        Sp = T.size();
      std::printf("TOL %s %s\n", G.c_str(), T.substr(At, Sp - At).c_str());
    }
  }
  size_t Idx = 0;
  long long Ld = InPlace ? Ldc : Ldd, St = InPlace ? Sc : Sd;
  for (int Bi = 0; Bi < Bt; ++Bi)
    for (int J = 0; J < N; ++J)
      for (int I = 0; I < M; ++I)
        reportValue(G, Idx++, Out[Bi * St + J * Ld + I]);
  if (Epi == CUBLASLT_EPILOGUE_GELU_AUX_BIAS) { // the stored pre-activation values: exact
    std::vector<TOut> A = dAux.get();
    Idx = 0;
    for (int Bi = 0; Bi < Bt; ++Bi)
      for (int J = 0; J < N; ++J)
        for (int I = 0; I < M; ++I)
          reportValue(G + "_aux", Idx++, A[Bi * AuxStride + J * AuxLd + I]);
  }

  for (auto &X : Ls)
    cublasLtMatrixLayoutDestroy(X.L);
  cublasLtMatmulDescDestroy(Op);
  cublasLtMatmulPreferenceDestroy(Pref);
}

} // namespace

int main() {
  useOurKernels();
  cublasLtHandle_t H;
  LT_CHECK(cublasLtCreate(&H));
  const cublasLtEpilogue_t Epis[] = {CUBLASLT_EPILOGUE_DEFAULT, CUBLASLT_EPILOGUE_RELU, CUBLASLT_EPILOGUE_BIAS,
                                     CUBLASLT_EPILOGUE_RELU_BIAS, CUBLASLT_EPILOGUE_GELU, CUBLASLT_EPILOGUE_GELU_BIAS,
                                     CUBLASLT_EPILOGUE_GELU_AUX_BIAS, CUBLASLT_EPILOGUE_DGELU};
  const cublasOperation_t N_ = CUBLAS_OP_N, T_ = CUBLAS_OP_T;
  for (cublasLtEpilogue_t E : Epis) {
    matmul<float, float, float>(H, "f32_nn", {37, 29, 19, 1, N_, N_}, E, false, false, CUBLAS_COMPUTE_32F, "abs=1e-5");
    matmul<float, float, float>(H, "f32_tn", {24, 13, 21, 1, T_, N_}, E, false, false, CUBLAS_COMPUTE_32F, "abs=1e-5");
    matmul<float, float, float>(H, "f32_nt_batch3_inplace", {17, 11, 9, 3, N_, T_}, E, true, false, CUBLAS_COMPUTE_32F, "abs=1e-5");
    matmul<float, float, float>(H, "f32_tt_devscalars", {16, 16, 16, 1, T_, T_}, E, false, true, CUBLAS_COMPUTE_32F, "abs=1e-5");
    matmul<double, double, double>(H, "f64_nt", {21, 18, 23, 2, N_, T_}, E, false, false, CUBLAS_COMPUTE_64F, "abs=1e-9");
    matmul<__half, __half, float>(H, "f16_nn", {32, 24, 16, 1, N_, N_}, E, false, false, CUBLAS_COMPUTE_32F, "rel=0.000977 abs=1e-5");
    matmul<__half, __half, float>(H, "f16_tn_batch2", {19, 7, 24, 2, T_, N_}, E, false, false, CUBLAS_COMPUTE_32F, "rel=0.000977 abs=1e-5");
    matmul<__nv_bfloat16, float, float>(H, "bf16_f32_nt", {20, 12, 8, 1, N_, T_}, E, false, false, CUBLAS_COMPUTE_32F, "abs=1e-5");
  }
  cublasLtDestroy(H);
  return finish();
}
