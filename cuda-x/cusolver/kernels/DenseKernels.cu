// SPDX-License-Identifier: Apache-2.0
// Dense cuSOLVER on our own kernels (design in Kernels.h). Every kernel runs in one block;
// loops over rows/columns are block-stride loops and reductions go through shared memory, so
// the same code is correct for any block size, one thread included (the host emulation of
// test/unit/cusolver runs it so).
#include "../Kernels.h"

#ifndef SCALE_AMD_CUSOLVER_HOST_EMULATION
#include <cuda_runtime.h>
#define SOLVER_LAUNCH(Kernel, Stream, ...) Kernel<<<1, Threads, 0, Stream>>>(__VA_ARGS__)
#define SOLVER_LAUNCH_GRID(Kernel, Grid, Stream, ...)                                              \
  Kernel<<<Grid, Threads, 0, Stream>>>(__VA_ARGS__)
#endif

#include <cmath>
#include <cstdlib>
#include <cstring>

namespace scale::solver {
namespace {

constexpr int Threads = 256;

// ---- scalars: real float/double and complex {re, im} of either ----------------------------

template <class R> struct Cx {
  R Re, Im;
};
template <class T> struct Num;
template <> struct Num<float> {
  using Real = float;
  static constexpr bool Complex = false;
};
template <> struct Num<double> {
  using Real = double;
  static constexpr bool Complex = false;
};
template <class R> struct Num<Cx<R>> {
  using Real = R;
  static constexpr bool Complex = true;
};

template <class R> __device__ __forceinline__ R re(R X) { return X; }
template <class R> __device__ __forceinline__ R re(Cx<R> X) { return X.Re; }
template <class R> __device__ __forceinline__ R im(R) { return R(0); }
template <class R> __device__ __forceinline__ R im(Cx<R> X) { return X.Im; }
template <class R> __device__ __forceinline__ R conj(R X) { return X; }
template <class R> __device__ __forceinline__ Cx<R> conj(Cx<R> X) { return {X.Re, -X.Im}; }
template <class R> __device__ __forceinline__ Cx<R> operator+(Cx<R> A, Cx<R> B) {
  return {A.Re + B.Re, A.Im + B.Im};
}
template <class R> __device__ __forceinline__ Cx<R> operator-(Cx<R> A, Cx<R> B) {
  return {A.Re - B.Re, A.Im - B.Im};
}
template <class R> __device__ __forceinline__ Cx<R> operator-(Cx<R> A) { return {-A.Re, -A.Im}; }
template <class R> __device__ __forceinline__ Cx<R> operator*(Cx<R> A, Cx<R> B) {
  return {A.Re * B.Re - A.Im * B.Im, A.Re * B.Im + A.Im * B.Re};
}
template <class R> __device__ __forceinline__ Cx<R> operator*(Cx<R> A, R B) {
  return {A.Re * B, A.Im * B};
}
template <class R> __device__ __forceinline__ Cx<R> operator/(Cx<R> A, Cx<R> B) {
  // Smith's algorithm
  if (std::fabs(B.Re) >= std::fabs(B.Im)) {
    R Q = B.Im / B.Re, D = B.Re + B.Im * Q;
    return {(A.Re + A.Im * Q) / D, (A.Im - A.Re * Q) / D};
  }
  R Q = B.Re / B.Im, D = B.Re * Q + B.Im;
  return {(A.Re * Q + A.Im) / D, (A.Im * Q - A.Re) / D};
}
template <class R> __device__ __forceinline__ Cx<R> operator/(Cx<R> A, R B) {
  return {A.Re / B, A.Im / B};
}
template <class R> __device__ __forceinline__ Cx<R> &operator-=(Cx<R> &A, Cx<R> B) {
  return A = A - B;
}
template <class R> __device__ __forceinline__ Cx<R> &operator+=(Cx<R> &A, Cx<R> B) {
  return A = A + B;
}
template <class T> __device__ __forceinline__ T fromReal(typename Num<T>::Real X) {
  if constexpr (Num<T>::Complex)
    return T{X, 0};
  else
    return X;
}
template <class T> __device__ __forceinline__ typename Num<T>::Real absq(T X) {
  return re(X) * re(X) + im(X) * im(X);
}
/// LAPACK's |re| + |im| (i?amax's measure).
template <class T> __device__ __forceinline__ typename Num<T>::Real abs1(T X) {
  return std::fabs(re(X)) + std::fabs(im(X));
}
template <class T> __device__ __forceinline__ bool isZero(T X) { return re(X) == 0 && im(X) == 0; }

template <class T> __device__ __forceinline__ typename Num<T>::Real epsilon() {
  return sizeof(typename Num<T>::Real) == 4 ? 5.9604645e-08f : 1.1102230246251565e-16;
}

#define FOR_THREADS(I, Begin, End)                                                                 \
  for (long long I = (Begin) + threadIdx.x; I < (End); I += blockDim.x)

// ---- block reductions ----------------------------------------------------------------------

/// The block's sum of V (every thread gets it).
template <class R> __device__ R blockSum(R V, R *Shared) {
  Shared[threadIdx.x] = V;
  __syncthreads();
  for (unsigned S = blockDim.x / 2; S > 0; S /= 2) {
    if (threadIdx.x < S)
      Shared[threadIdx.x] += Shared[threadIdx.x + S];
    __syncthreads();
  }
  R Out = Shared[0];
  __syncthreads();
  return Out;
}

/// The block's largest V and its first index (the smallest among equal values).
template <class R> __device__ long long blockArgMax(R V, long long I, R *Val, long long *Idx) {
  Val[threadIdx.x] = V;
  Idx[threadIdx.x] = I;
  __syncthreads();
  for (unsigned S = blockDim.x / 2; S > 0; S /= 2) {
    if (threadIdx.x < S) {
      R W = Val[threadIdx.x + S];
      long long J = Idx[threadIdx.x + S];
      if (W > Val[threadIdx.x] || (W == Val[threadIdx.x] && J >= 0 &&
                                   (Idx[threadIdx.x] < 0 || J < Idx[threadIdx.x]))) {
        Val[threadIdx.x] = W;
        Idx[threadIdx.x] = J;
      }
    }
    __syncthreads();
  }
  long long Out = Idx[0];
  __syncthreads();
  return Out;
}

template <class T> struct Shared {
  typename Num<T>::Real R[Threads];
  long long I[Threads];
  T V[Threads];
};

#define A_(I, J) A[(I) + (long long)(J) * Lda]

// ---- LU --------------------------------------------------------------------------------------

template <class T, class P>
__global__ void getrfKernel(int M, int N, T *A, int Lda, P *Ipiv, int *Info) {
  __shared__ Shared<T> Sh;
  using Rl = typename Num<T>::Real;
  int First = 0;
  const int K = M < N ? M : N;
  for (int C = 0; C < K; ++C) {
    if (Ipiv) {
      Rl Best = -1;
      long long At = -1;
      FOR_THREADS(I, C, M) {
        Rl V = abs1(A_(I, C));
        if (V > Best) // the first of equal values, in each thread's increasing rows
          Best = V, At = I;
      }
      long long Pv = blockArgMax(Best, At, Sh.R, Sh.I);
      if (Pv < 0)
        Pv = C;
      if (threadIdx.x == 0)
        Ipiv[C] = static_cast<P>(Pv + 1);
      if (Pv != C)
        FOR_THREADS(J, 0, N) {
          T X = A_(C, J);
          A_(C, J) = A_(Pv, J);
          A_(Pv, J) = X;
        }
      __syncthreads();
    }
    T Pivot = A_(C, C);
    if (isZero(Pivot)) {
      if (!First)
        First = C + 1;
      continue;
    }
    FOR_THREADS(I, C + 1, M) { A_(I, C) = A_(I, C) / Pivot; }
    __syncthreads();
    const long long Rows = M - C - 1, Cols = N - C - 1;
    FOR_THREADS(E, 0, Rows * Cols) {
      long long I = C + 1 + E % Rows, J = C + 1 + E / Rows;
      A_(I, J) -= A_(I, C) * A_(C, J);
    }
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *Info = First;
}

/// Solves op(A) X = B with A's LU factors (unit L below, U on and above the diagonal).
template <class T, class Pt>
__global__ void getrsKernel(int Op, int N, int Nrhs, const T *A, int Lda, const Pt *Ipiv, T *B,
                            int Ldb, int *Info) {
  auto at = [&](int I, int J) {
    T V = A[I + (long long)J * Lda];
    return Op == CUBLAS_OP_C ? conj(V) : V;
  };
  auto b = [&](int I, int J) -> T & { return B[I + (long long)J * Ldb]; };
  if (Op == CUBLAS_OP_N) {
    if (Ipiv)
      for (int K = 0; K < N; ++K) {
        int P = int(Ipiv[K]) - 1;
        if (P != K)
          FOR_THREADS(J, 0, Nrhs) {
            T X = b(K, J);
            b(K, J) = b(P, J);
            b(P, J) = X;
          }
        __syncthreads();
      }
    for (int K = 0; K < N; ++K) { // L y = b, column oriented
      FOR_THREADS(E, 0, (long long)(N - K - 1) * Nrhs) {
        int I = K + 1 + int(E % (N - K - 1)), J = int(E / (N - K - 1));
        b(I, J) -= at(I, K) * b(K, J);
      }
      __syncthreads();
    }
    for (int K = N - 1; K >= 0; --K) { // U x = y
      FOR_THREADS(J, 0, Nrhs) { b(K, J) = b(K, J) / at(K, K); }
      __syncthreads();
      FOR_THREADS(E, 0, (long long)K * Nrhs) {
        int I = int(E % K), J = int(E / K);
        b(I, J) -= at(I, K) * b(K, J);
      }
      __syncthreads();
    }
  } else {
    // op(A) = A^T or A^H = op(U) op(L): op(U) y = b (lower), op(L) z = y (upper, unit).
    for (int K = 0; K < N; ++K) {
      FOR_THREADS(J, 0, Nrhs) { b(K, J) = b(K, J) / at(K, K); }
      __syncthreads();
      FOR_THREADS(E, 0, (long long)(N - K - 1) * Nrhs) {
        int I = K + 1 + int(E % (N - K - 1)), J = int(E / (N - K - 1));
        b(I, J) -= at(K, I) * b(K, J); // op(U)(I, K) = op(U(K, I))
      }
      __syncthreads();
    }
    for (int K = N - 1; K >= 0; --K) {
      FOR_THREADS(E, 0, (long long)K * Nrhs) {
        int I = int(E % K), J = int(E / K);
        b(I, J) -= at(K, I) * b(K, J);
      }
      __syncthreads();
    }
    if (Ipiv)
      for (int K = N - 1; K >= 0; --K) {
        int P = int(Ipiv[K]) - 1;
        if (P != K)
          FOR_THREADS(J, 0, Nrhs) {
            T X = b(K, J);
            b(K, J) = b(P, J);
            b(P, J) = X;
          }
        __syncthreads();
      }
  }
  if (threadIdx.x == 0)
    *Info = 0;
}

// ---- Cholesky --------------------------------------------------------------------------------

/// Lower: A = L L^H; upper: A = U^H U. Only the referenced triangle is read or written; stops at
/// the first non-positive pivot (info = its 1-based index), as LAPACK does.
template <class T> __device__ void potrfBody(int Lower, int N, T *A, int Lda, int *Info) {
  using Rl = typename Num<T>::Real;
  for (int K = 0; K < N; ++K) {
    Rl D = re(A_(K, K));
    if (!(D > 0)) {
      if (threadIdx.x == 0)
        *Info = K + 1;
      return;
    }
    Rl S = std::sqrt(D);
    __syncthreads();
    if (threadIdx.x == 0)
      A_(K, K) = fromReal<T>(S);
    const long long R = N - K - 1;
    if (Lower) {
      FOR_THREADS(I, K + 1, N) { A_(I, K) = A_(I, K) * fromReal<T>(Rl(1) / S); }
      __syncthreads();
      FOR_THREADS(E, 0, R * R) {
        long long I = K + 1 + E % R, J = K + 1 + E / R;
        if (I >= J)
          A_(I, J) -= A_(I, K) * conj(A_(J, K));
      }
    } else {
      FOR_THREADS(J, K + 1, N) { A_(K, J) = A_(K, J) * fromReal<T>(Rl(1) / S); }
      __syncthreads();
      FOR_THREADS(E, 0, R * R) {
        long long I = K + 1 + E % R, J = K + 1 + E / R;
        if (I <= J)
          A_(I, J) -= conj(A_(K, I)) * A_(K, J);
      }
    }
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *Info = 0;
}

template <class T> __global__ void potrfKernel(int Lower, int N, T *A, int Lda, int *Info) {
  potrfBody(Lower, N, A, Lda, Info);
}

/// One block per matrix (blocks stride over the batch).
template <class T>
__global__ void potrfBatchedKernel(int Lower, int N, T *const *A, int Lda, int *Info, int Batch) {
  for (long long B = blockIdx.x; B < Batch; B += gridDim.x)
    potrfBody(Lower, N, A[B], Lda, Info + B);
}

template <class T>
__device__ void potrsBody(int Lower, int N, int Nrhs, const T *A, int Lda, T *B, int Ldb) {
  // L (or U^H) y = b, then L^H (or U) x = y. l(I, K) = the lower factor's element.
  auto l = [&](int I, int K) { return Lower ? A_(I, K) : conj(A_(K, I)); };
  auto b = [&](int I, int J) -> T & { return B[I + (long long)J * Ldb]; };
  for (int K = 0; K < N; ++K) {
    FOR_THREADS(J, 0, Nrhs) { b(K, J) = b(K, J) / l(K, K); }
    __syncthreads();
    FOR_THREADS(E, 0, (long long)(N - K - 1) * Nrhs) {
      int I = K + 1 + int(E % (N - K - 1)), J = int(E / (N - K - 1));
      b(I, J) -= l(I, K) * b(K, J);
    }
    __syncthreads();
  }
  for (int K = N - 1; K >= 0; --K) {
    FOR_THREADS(J, 0, Nrhs) { b(K, J) = b(K, J) / conj(l(K, K)); }
    __syncthreads();
    FOR_THREADS(E, 0, (long long)K * Nrhs) {
      int I = int(E % K), J = int(E / K);
      b(I, J) -= conj(l(K, I)) * b(K, J);
    }
    __syncthreads();
  }
}

template <class T>
__global__ void potrsKernel(int Lower, int N, int Nrhs, const T *A, int Lda, T *B, int Ldb,
                            int *Info) {
  potrsBody(Lower, N, Nrhs, A, Lda, B, Ldb);
  if (threadIdx.x == 0)
    *Info = 0;
}

template <class T>
__global__ void potrsBatchedKernel(int Lower, int N, T *const *A, int Lda, T *const *B, int Ldb,
                                   int *Info, int Batch) {
  for (long long K = blockIdx.x; K < Batch; K += gridDim.x)
    potrsBody(Lower, N, 1, A[K], Lda, B[K], Ldb);
  if (blockIdx.x == 0 && threadIdx.x == 0)
    *Info = 0;
}

/// inv(A) from its Cholesky factor: X = inv(L) in Work (column J by one thread), then
/// inv(A) = X^H X into the lower triangle (upper: with L = U^H, into the upper one).
template <class T> __global__ void potriKernel(int Lower, int N, T *A, int Lda, T *X, int *Info) {
  auto l = [&](int I, int K) { return Lower ? A_(I, K) : conj(A_(K, I)); };
  for (int K = 0; K < N; ++K)
    if (isZero(A_(K, K))) {
      if (threadIdx.x == 0)
        *Info = K + 1;
      return;
    }
  FOR_THREADS(J, 0, N) {
    X[J + J * (long long)N] = fromReal<T>(1) / l(int(J), int(J));
    for (int I = int(J) + 1; I < N; ++I) {
      T S = fromReal<T>(0);
      for (int K = int(J); K < I; ++K)
        S += l(I, K) * X[K + J * (long long)N];
      X[I + J * (long long)N] = -S / l(I, I);
    }
  }
  __syncthreads();
  FOR_THREADS(E, 0, (long long)N * N) {
    int I = int(E % N), J = int(E / N);
    if (I < J)
      continue;
    T S = fromReal<T>(0);
    for (int K = I; K < N; ++K)
      S += conj(X[K + I * (long long)N]) * X[K + J * (long long)N];
    if (Lower)
      A_(I, J) = S;
    else
      A_(J, I) = conj(S);
  }
  if (threadIdx.x == 0)
    *Info = 0;
}

// ---- Householder QR --------------------------------------------------------------------------

/// H = I - tau v v^H with v = (1, A(C+1:M, C)): applies H (Conj = false) or H^H to A(C:M, J) for
/// columns J in [J0, J1) of the matrix Cm (leading dimension Ldc), from the left.
template <class T>
__device__ void reflectLeft(const T *A, int Lda, int C, int M, T Tau, T *Cm, int Ldc, int Row0,
                            long long J0, long long J1) {
  // Row0: the row of Cm that v's first element meets.
  FOR_THREADS(J, J0, J1) {
    T *Col = Cm + J * Ldc;
    T W = Col[Row0];
    for (int I = C + 1; I < M; ++I)
      W += conj(A_(I, C)) * Col[Row0 + I - C];
    W = Tau * W;
    Col[Row0] -= W;
    for (int I = C + 1; I < M; ++I)
      Col[Row0 + I - C] -= A_(I, C) * W;
  }
}

/// From the right: Cm(R, Col0:) = Cm(R, Col0:) (I - tau v v^H).
template <class T>
__device__ void reflectRight(const T *A, int Lda, int C, int Nq, T Tau, T *Cm, int Ldc, int Col0,
                             long long R0, long long R1) {
  FOR_THREADS(R, R0, R1) {
    T W = Cm[R + (long long)Col0 * Ldc];
    for (int I = C + 1; I < Nq; ++I)
      W += Cm[R + (long long)(Col0 + I - C) * Ldc] * A_(I, C);
    W = W * Tau;
    Cm[R + (long long)Col0 * Ldc] -= W;
    for (int I = C + 1; I < Nq; ++I)
      Cm[R + (long long)(Col0 + I - C) * Ldc] -= W * conj(A_(I, C));
  }
}

template <class T> __global__ void geqrfKernel(int M, int N, T *A, int Lda, T *Tau, int *Info) {
  __shared__ Shared<T> Sh;
  using Rl = typename Num<T>::Real;
  const int K = M < N ? M : N;
  for (int C = 0; C < K; ++C) {
    Rl Part = 0;
    FOR_THREADS(I, C + 1, M) { Part += absq(A_(I, C)); }
    Rl Xnorm2 = blockSum(Part, Sh.R);
    T Alpha = A_(C, C);
    T TauC = fromReal<T>(0);
    if (!(Xnorm2 == 0 && im(Alpha) == 0)) {
      // LAPACK's xLARFG: beta = -sign(Re alpha) ||(alpha, x)||, tau = (beta - alpha) / beta,
      // v = x / (alpha - beta).
      Rl Beta = std::sqrt(absq(Alpha) + Xnorm2);
      if (re(Alpha) >= 0)
        Beta = -Beta;
      if constexpr (Num<T>::Complex)
        TauC = T{(Beta - re(Alpha)) / Beta, -im(Alpha) / Beta};
      else
        TauC = (Beta - Alpha) / Beta;
      T Scale = fromReal<T>(1) / (Alpha - fromReal<T>(Beta));
      FOR_THREADS(I, C + 1, M) { A_(I, C) = A_(I, C) * Scale; }
      __syncthreads();
      if (threadIdx.x == 0)
        A_(C, C) = fromReal<T>(Beta);
      // Apply H^H to the trailing columns.
      reflectLeft(A, Lda, C, M, conj(TauC), A + C, Lda, 0, C + 1, N);
    }
    if (threadIdx.x == 0)
      Tau[C] = TauC;
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *Info = 0;
}

/// C = op(Q) C or C op(Q), Q = H(0) H(1) ... H(K-1) from geqrf.
template <class T>
__global__ void ormqrKernel(int Left, int Op, int M, int N, int K, const T *A, int Lda,
                            const T *Tau, T *Cm, int Ldc, int *Info) {
  const bool Trans = Op != CUBLAS_OP_N;
  // Left N and right T/C run the reflectors backwards; left T/C and right N forwards.
  const bool Forward = Left ? Trans : !Trans;
  for (int S = 0; S < K; ++S) {
    int C = Forward ? S : K - 1 - S;
    T TauC = Trans ? conj(Tau[C]) : Tau[C];
    if (Left)
      reflectLeft(A, Lda, C, M, TauC, Cm, Ldc, C, 0, N);
    else
      reflectRight(A, Lda, C, N, TauC, Cm, Ldc, C, 0, M);
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *Info = 0;
}

/// The first N columns of Q = H(0) ... H(K-1), in place (LAPACK's xORG2R).
template <class T>
__global__ void orgqrKernel(int M, int N, int K, T *A, int Lda, const T *Tau, int *Info) {
  FOR_THREADS(E, 0, (long long)M * (N - K)) { // columns K..N-1 start as unit vectors
    long long I = E % M, J = K + E / M;
    A_(I, J) = fromReal<T>(I == J ? 1 : 0);
  }
  __syncthreads();
  for (int C = K - 1; C >= 0; --C) {
    reflectLeft(A, Lda, C, M, Tau[C], A + C, Lda, 0, C + 1, N);
    __syncthreads();
    FOR_THREADS(I, C + 1, M) { A_(I, C) = -(Tau[C] * A_(I, C)); }
    FOR_THREADS(I, 0, C) { A_(I, C) = fromReal<T>(0); }
    if (threadIdx.x == 0)
      A_(C, C) = fromReal<T>(1) - Tau[C];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *Info = 0;
}

// ---- Jacobi eigenvalues and SVD --------------------------------------------------------------

/// The rotation J = diag(1, conj(e)) R(c, s) that zeroes entry (p, q) of a Hermitian matrix (or
/// the Gram entry of two columns): App, Aqq real, Apq = |Apq| e.
template <class T> struct Rotation {
  typename Num<T>::Real C, S;
  T E; // Apq / |Apq|
};

template <class T>
__device__ Rotation<T> rotation(typename Num<T>::Real App, typename Num<T>::Real Aqq, T Apq) {
  using Rl = typename Num<T>::Real;
  Rl G = std::sqrt(absq(Apq));
  Rl Theta = (Aqq - App) / (2 * G);
  Rl Tn = (Theta >= 0 ? Rl(1) : Rl(-1)) / (std::fabs(Theta) + std::sqrt(1 + Theta * Theta));
  Rl C = 1 / std::sqrt(1 + Tn * Tn);
  T E;
  if constexpr (Num<T>::Complex)
    E = T{re(Apq) / G, im(Apq) / G};
  else
    E = Apq > 0 ? T(1) : T(-1);
  return {C, Tn * C, E};
}

/// Columns p, q of X (Rows rows, leading dimension Ld) times J:
/// x_p' = c x_p - s conj(e) x_q, x_q' = s x_p + c conj(e) x_q.
template <class T>
__device__ void rotateColumns(T *X, long long Ld, int Rows, int P, int Q, const Rotation<T> &J) {
  T Ce = conj(J.E) * fromReal<T>(J.C), Se = conj(J.E) * fromReal<T>(J.S);
  FOR_THREADS(R, 0, Rows) {
    T Xp = X[R + P * Ld], Xq = X[R + Q * Ld];
    X[R + P * Ld] = Xp * fromReal<T>(J.C) - Xq * Se;
    X[R + Q * Ld] = Xp * fromReal<T>(J.S) + Xq * Ce;
  }
}

/// Rows p, q of X times J^H from the left: x_p' = c x_p - s e x_q, x_q' = s x_p + c e x_q.
template <class T>
__device__ void rotateRows(T *X, long long Ld, int Cols, int P, int Q, const Rotation<T> &J) {
  T Ce = J.E * fromReal<T>(J.C), Se = J.E * fromReal<T>(J.S);
  FOR_THREADS(Cc, 0, Cols) {
    T Xp = X[P + Cc * Ld], Xq = X[Q + Cc * Ld];
    X[P + Cc * Ld] = Xp * fromReal<T>(J.C) - Xq * Se;
    X[Q + Cc * Ld] = Xp * fromReal<T>(J.S) + Xq * Ce;
  }
}

template <class T>
__global__ void syevdKernel(int Vectors, int Lower, int N, T *A, int Lda,
                            typename Num<T>::Real *W, T *Work, int *Info) {
  __shared__ Shared<T> Sh;
  using Rl = typename Num<T>::Real;
  T *H = Work, *V = Work + (long long)N * N;
  // The full Hermitian matrix from the referenced triangle; V = I.
  Rl Part = 0;
  FOR_THREADS(E, 0, (long long)N * N) {
    int I = int(E % N), J = int(E / N);
    bool Stored = Lower ? I >= J : I <= J;
    T X = Stored ? A_(I, J) : conj(A_(J, I));
    if (I == J)
      X = fromReal<T>(re(X));
    H[E] = X;
    V[E] = fromReal<T>(I == J ? 1 : 0);
    Part += absq(X);
  }
  Rl Norm = std::sqrt(blockSum(Part, Sh.R));
  const Rl Tol = epsilon<T>() * Norm / (N > 0 ? N : 1);
  int Sweeps = 0;
  for (; Sweeps < 60; ++Sweeps) {
    bool Rotated = false;
    for (int P = 0; P < N - 1; ++P)
      for (int Q = P + 1; Q < N; ++Q) {
        T Hpq = H[P + (long long)Q * N];
        if (std::sqrt(absq(Hpq)) <= Tol)
          continue;
        Rotated = true;
        Rotation<T> J = rotation(re(H[P + (long long)P * N]), re(H[Q + (long long)Q * N]), Hpq);
        __syncthreads();
        rotateColumns(H, N, N, P, Q, J);
        __syncthreads();
        rotateRows(H, N, N, P, Q, J);
        rotateColumns(V, N, N, P, Q, J);
        __syncthreads();
        if (threadIdx.x == 0) { // exact zero and real diagonal after the rotation
          H[P + (long long)Q * N] = fromReal<T>(0);
          H[Q + (long long)P * N] = fromReal<T>(0);
          H[P + (long long)P * N] = fromReal<T>(re(H[P + (long long)P * N]));
          H[Q + (long long)Q * N] = fromReal<T>(re(H[Q + (long long)Q * N]));
        }
        __syncthreads();
      }
    if (!Rotated)
      break;
  }
  // Ascending eigenvalues (selection by rank: ties keep their order), vectors with them.
  FOR_THREADS(I, 0, N) {
    Rl L = re(H[I + I * (long long)N]);
    int Rank = 0;
    for (int J = 0; J < N; ++J) {
      Rl M = re(H[J + J * (long long)N]);
      Rank += M < L || (M == L && J < I);
    }
    W[Rank] = L;
    if (Vectors)
      for (int R = 0; R < N; ++R)
        A_(R, Rank) = V[R + I * (long long)N];
  }
  if (threadIdx.x == 0)
    *Info = Sweeps < 60 ? 0 : N;
}

/// Columns of Uo (M rows) for zero singular values (Sv[J] = 0, J < N) and columns N..Cols-1: an
/// orthonormal completion (Gram-Schmidt, twice, of unit vectors against the columns so far).
template <class T>
__device__ void completeColumns(T *Uo, long long Ldo, int M, int Cols, int N,
                                const typename Num<T>::Real *Sv, Shared<T> &Sh) {
  using Rl = typename Num<T>::Real;
  {
    int Next = 0; // the next unit vector to try
    for (int J = 0; J < Cols; ++J) {
      if (J < N && Sv[J] > 0)
        continue;
      for (; Next < M; ++Next) {
        FOR_THREADS(R, 0, M) { Uo[R + (long long)J * Ldo] = fromReal<T>(R == Next ? 1 : 0); }
        __syncthreads();
        for (int Pass = 0; Pass < 2; ++Pass)
          for (int K = 0; K < Cols; ++K) {
            if (K == J || (K < N && !(Sv[K] > 0) && K > J) || (K >= N && K > J))
              continue;
            T Pd = fromReal<T>(0);
            FOR_THREADS(R, 0, M) {
              Pd += conj(Uo[R + (long long)K * Ldo]) * Uo[R + (long long)J * Ldo];
            }
            T D;
            if constexpr (Num<T>::Complex)
              D = T{blockSum(re(Pd), Sh.R), blockSum(im(Pd), Sh.R)};
            else
              D = blockSum(Pd, Sh.R);
            FOR_THREADS(R, 0, M) {
              Uo[R + (long long)J * Ldo] -= Uo[R + (long long)K * Ldo] * D;
            }
            __syncthreads();
          }
        Rl Pn = 0;
        FOR_THREADS(R, 0, M) { Pn += absq(Uo[R + (long long)J * Ldo]); }
        Rl Nn = std::sqrt(blockSum(Pn, Sh.R));
        if (Nn > Rl(0.5)) {
          FOR_THREADS(R, 0, M) {
            Uo[R + (long long)J * Ldo] = Uo[R + (long long)J * Ldo] * fromReal<T>(Rl(1) / Nn);
          }
          __syncthreads();
          ++Next;
          break;
        }
      }
    }
  }
}

/// One-sided Jacobi SVD of the M x N (M >= N) matrix A: X = A V has orthogonal columns.
template <class T>
__global__ void gesvdKernel(char JobU, char JobVT, int M, int N, T *A, int Lda,
                            typename Num<T>::Real *Sv, T *U, int Ldu, T *VT, int Ldvt, T *Work,
                            int *Info) {
  __shared__ Shared<T> Sh;
  using Rl = typename Num<T>::Real;
  T *X = Work, *V = Work + (long long)M * N;
  Rl *Norm = reinterpret_cast<Rl *>(V + (long long)N * N); // N reals fit in N elements
  FOR_THREADS(E, 0, (long long)M * N) { X[E] = A_(E % M, E / M); }
  FOR_THREADS(E, 0, (long long)N * N) { V[E] = fromReal<T>(E % N == E / N ? 1 : 0); }
  __syncthreads();
  // Converged pairs: |a_p^H a_q| <= M u ||a_p|| ||a_q|| (the rounding level of the Gram entry).
  const Rl Eps = epsilon<T>() * Rl(M > 1 ? M : 1);
  int Sweeps = 0;
  for (; Sweeps < 60; ++Sweeps) {
    bool Rotated = false;
    for (int P = 0; P < N - 1; ++P)
      for (int Q = P + 1; Q < N; ++Q) {
        Rl Pa = 0, Pb = 0;
        T Pg = fromReal<T>(0);
        FOR_THREADS(R, 0, M) {
          T Xp = X[R + (long long)P * M], Xq = X[R + (long long)Q * M];
          Pa += absq(Xp);
          Pb += absq(Xq);
          Pg += conj(Xp) * Xq;
        }
        Rl Alpha = blockSum(Pa, Sh.R), Beta = blockSum(Pb, Sh.R);
        T Gamma;
        if constexpr (Num<T>::Complex)
          Gamma = T{blockSum(re(Pg), Sh.R), blockSum(im(Pg), Sh.R)};
        else
          Gamma = blockSum(Pg, Sh.R);
        if (Alpha == 0 || Beta == 0 || std::sqrt(absq(Gamma)) <= Eps * std::sqrt(Alpha * Beta))
          continue;
        Rotated = true;
        Rotation<T> J = rotation(Alpha, Beta, Gamma);
        rotateColumns(X, M, M, P, Q, J);
        rotateColumns(V, N, N, P, Q, J);
        __syncthreads();
      }
    if (!Rotated)
      break;
  }
  FOR_THREADS(J, 0, N) {
    Rl S = 0;
    for (int R = 0; R < M; ++R)
      S += absq(X[R + J * (long long)M]);
    Norm[J] = std::sqrt(S);
  }
  __syncthreads();
  // Descending singular values; U's column = X's column / sigma, V^H's row = V's column^H.
  const bool WantU = JobU == 'A' || JobU == 'S' || JobU == 'O';
  const bool WantV = JobVT == 'A' || JobVT == 'S' || JobVT == 'O';
  T *Uo = JobU == 'O' ? A : U;
  int Ldo = JobU == 'O' ? Lda : Ldu;
  T *Vo = JobVT == 'O' ? A : VT;
  int Ldv = JobVT == 'O' ? Lda : Ldvt;
  FOR_THREADS(I, 0, N) {
    Rl L = Norm[I];
    int Rank = 0;
    for (int J = 0; J < N; ++J)
      Rank += Norm[J] > L || (Norm[J] == L && J < I);
    Sv[Rank] = L;
    if (WantU)
      for (int R = 0; R < M; ++R)
        Uo[R + (long long)Rank * Ldo] =
            L > 0 ? X[R + I * (long long)M] * fromReal<T>(Rl(1) / L) : fromReal<T>(0);
    if (WantV)
      for (int R = 0; R < N; ++R)
        Vo[Rank + (long long)R * Ldv] = conj(V[R + I * (long long)N]);
  }
  __syncthreads();
  // U's columns for zero singular values and, for JobU = 'A', columns N..M-1.
  if (WantU)
    completeColumns(Uo, Ldo, M, JobU == 'A' ? M : N, N, Sv, Sh);
  if (threadIdx.x == 0)
    *Info = Sweeps < 60 ? 0 : N;
}

// ---- Bunch-Kaufman (sytrf) -------------------------------------------------------------------

template <class T> __device__ __forceinline__ void swapElements(T &X, T &Y) {
  T Z = X;
  X = Y;
  Y = Z;
}

/// LAPACK's xSYTF2 (complex types: xSYTF2 of the complex symmetric matrix, no conjugation): the
/// pivot choice (alpha = (1 + sqrt 17) / 8, |re| + |im| as the measure for complex elements) and
/// the interchanges by thread 0, the rank-1 / rank-2 updates of the trailing triangle shared by
/// the block. ipiv as LAPACK's: k (1-based) for a 1 x 1 block, -kp on both rows of a 2 x 2 block;
/// info: the first exactly zero 1 x 1 pivot (the factorisation still completes).
template <class T> __global__ void sytrfKernel(int Lower, int N, T *A, int Lda, int *Ipiv, int *Info) {
  using Rl = typename Num<T>::Real;
  __shared__ int Dec[3]; // Kp (0-based), Kstep, Skip (a zero column: no update)
  const Rl Alpha = (Rl(1) + std::sqrt(Rl(17))) / Rl(8);
  int First = 0;
  for (int K = Lower ? 0 : N - 1; Lower ? K < N : K >= 0;) {
    if (threadIdx.x == 0) {
      int Kstep = 1, Kp = K, Skip = 0;
      Rl Absakk = abs1(A_(K, K)), Colmax = 0;
      int Imax = -1;
      // The largest off-diagonal element of column K in the part still to factor (the first of
      // equal ones, as i?amax).
      for (int I = Lower ? K + 1 : 0; Lower ? I < N : I < K; ++I) {
        Rl V = abs1(A_(I, K));
        if (Imax < 0 || V > Colmax)
          Colmax = V, Imax = I;
      }
      if (Imax < 0)
        Imax = K;
      if ((Absakk > Colmax ? Absakk : Colmax) == 0 || Absakk != Absakk) {
        if (!First)
          First = K + 1;
        Skip = 1;
      } else if (Absakk >= Alpha * Colmax) {
        Kp = K;
      } else {
        // The largest off-diagonal element of row/column Imax in the part still to factor.
        Rl Rowmax = 0;
        if (Lower) {
          for (int J = K; J < Imax; ++J)
            Rowmax = abs1(A_(Imax, J)) > Rowmax ? abs1(A_(Imax, J)) : Rowmax;
          for (int J = Imax + 1; J < N; ++J)
            Rowmax = abs1(A_(J, Imax)) > Rowmax ? abs1(A_(J, Imax)) : Rowmax;
        } else {
          for (int J = Imax + 1; J <= K; ++J)
            Rowmax = abs1(A_(Imax, J)) > Rowmax ? abs1(A_(Imax, J)) : Rowmax;
          for (int J = 0; J < Imax; ++J)
            Rowmax = abs1(A_(J, Imax)) > Rowmax ? abs1(A_(J, Imax)) : Rowmax;
        }
        if (Absakk >= Alpha * Colmax * (Colmax / Rowmax))
          Kp = K;
        else if (abs1(A_(Imax, Imax)) >= Alpha * Rowmax)
          Kp = Imax;
        else
          Kp = Imax, Kstep = 2;
      }
      // Interchange rows and columns Kk and Kp of the part still to factor.
      const int Kk = Lower ? K + Kstep - 1 : K - Kstep + 1;
      if (!Skip && Kp != Kk) {
        if (Lower) {
          for (int I = Kp + 1; I < N; ++I)
            swapElements(A_(I, Kk), A_(I, Kp));
          for (int J = Kk + 1; J < Kp; ++J)
            swapElements(A_(J, Kk), A_(Kp, J));
          if (Kstep == 2)
            swapElements(A_(K + 1, K), A_(Kp, K));
        } else {
          for (int I = 0; I < Kp; ++I)
            swapElements(A_(I, Kk), A_(I, Kp));
          for (int J = Kp + 1; J < Kk; ++J)
            swapElements(A_(J, Kk), A_(Kp, J));
          if (Kstep == 2)
            swapElements(A_(K - 1, K), A_(Kp, K));
        }
        swapElements(A_(Kk, Kk), A_(Kp, Kp));
      }
      if (Kstep == 1)
        Ipiv[K] = Kp + 1;
      else
        Ipiv[K] = Ipiv[Lower ? K + 1 : K - 1] = -(Kp + 1);
      Dec[0] = Kp, Dec[1] = Kstep, Dec[2] = Skip;
    }
    __syncthreads();
    const int Kstep = Dec[1], Skip = Dec[2];
    __syncthreads();
    if (!Skip && Kstep == 1) {
      // A22 -= x d11 x^T (xSYR with alpha = -d11), then x *= d11.
      const T D11 = fromReal<T>(1) / A_(K, K), Neg = -D11;
      const long long R = Lower ? N - K - 1 : K, O = Lower ? K + 1 : 0;
      FOR_THREADS(E, 0, R * R) {
        long long I = O + E % R, J = O + E / R;
        if (Lower ? I >= J : I <= J)
          A_(I, J) += A_(I, K) * (Neg * A_(J, K));
      }
      __syncthreads();
      FOR_THREADS(I, O, O + R) { A_(I, K) = A_(I, K) * D11; }
      __syncthreads();
    } else if (!Skip) {
      // The 2 x 2 pivot D = [[A(k,k), A(k+1,k)], [A(k+1,k), A(k+1,k+1)]] (upper: rows k-1, k):
      // columns j of the rest get (wk, wk+1) = (A(j,k), A(j,k+1)) D^-1; A22 -= [a b] W^T.
      const int K2 = Lower ? K + 1 : K - 1; // the block's other row
      const T Dof = A_(K2, K);
      const T Dk2 = A_(K2, K2) / Dof, Dk = A_(K, K) / Dof;
      const T Tt = fromReal<T>(1) / (Dk2 * Dk - fromReal<T>(1));
      const T Ds = Tt / Dof;
      const long long R = Lower ? N - K - 2 : K - 1, O = Lower ? K + 2 : 0;
      auto wk = [&](long long J) { return Ds * (Dk2 * A_(J, K) - A_(J, K2)); };
      auto wk2 = [&](long long J) { return Ds * (Dk * A_(J, K2) - A_(J, K)); };
      FOR_THREADS(E, 0, R * R) {
        long long I = O + E % R, J = O + E / R;
        if (Lower ? I >= J : I <= J)
          A_(I, J) = A_(I, J) - A_(I, K) * wk(J) - A_(I, K2) * wk2(J);
      }
      __syncthreads();
      // Each thread computes and stores its own rows' multipliers (the values read are still
      // the originals: rows J of columns K, K2 are written only by the thread owning J).
      FOR_THREADS(J, O, O + R) {
        T W1 = wk(J), W2 = wk2(J);
        A_(J, K) = W1;
        A_(J, K2) = W2;
      }
      __syncthreads();
    }
    K = Lower ? K + Kstep : K - Kstep;
  }
  if (threadIdx.x == 0)
    *Info = First;
}

// ---- Jacobi eigenvalues and SVD with cuSOLVER's parameters (syevj, gesvdj) ------------------

/// Cyclic Jacobi of one Hermitian matrix (Work: 2 N N). Converged when off(H)_F <= Tol ||A||_F or
/// when a sweep finds no element above the rounding floor u ||A||_F / n; info = N + 1 when
/// MaxSweeps sweeps did not converge. Residual: off(H)_F at the end.
template <class T>
__device__ void jacobiEigen(int Vectors, int Lower, int N, T *A, int Lda,
                            typename Num<T>::Real *W, T *Work, int *Info, double Tol,
                            int MaxSweeps, int Sort, JacobiResult *Res, Shared<T> &Sh) {
  using Rl = typename Num<T>::Real;
  T *H = Work, *V = Work + (long long)N * N;
  Rl Part = 0;
  FOR_THREADS(E, 0, (long long)N * N) {
    int I = int(E % N), J = int(E / N);
    bool Stored = Lower ? I >= J : I <= J;
    T X = Stored ? A_(I, J) : conj(A_(J, I));
    if (I == J)
      X = fromReal<T>(re(X));
    H[E] = X;
    V[E] = fromReal<T>(I == J ? 1 : 0);
    Part += absq(X);
  }
  const Rl Norm = std::sqrt(blockSum(Part, Sh.R));
  const Rl Floor = epsilon<T>() * Norm / (N > 0 ? N : 1);
  const double Goal = (Tol > 0 ? Tol : 2 * double(epsilon<T>())) * double(Norm);
  int Sweeps = 0;
  bool Converged = false;
  Rl Off = 0;
  for (;;) {
    Rl P = 0;
    FOR_THREADS(E, 0, (long long)N * N) {
      if (E % N != E / N)
        P += absq(H[E]);
    }
    Off = std::sqrt(blockSum(P, Sh.R));
    if (double(Off) <= Goal) {
      Converged = true;
      break;
    }
    if (Sweeps >= MaxSweeps)
      break;
    bool Rotated = false;
    for (int Pp = 0; Pp < N - 1; ++Pp)
      for (int Q = Pp + 1; Q < N; ++Q) {
        T Hpq = H[Pp + (long long)Q * N];
        if (std::sqrt(absq(Hpq)) <= Floor)
          continue;
        Rotated = true;
        Rotation<T> J = rotation(re(H[Pp + (long long)Pp * N]), re(H[Q + (long long)Q * N]), Hpq);
        __syncthreads();
        rotateColumns(H, N, N, Pp, Q, J);
        __syncthreads();
        rotateRows(H, N, N, Pp, Q, J);
        if (Vectors)
          rotateColumns(V, N, N, Pp, Q, J);
        __syncthreads();
        if (threadIdx.x == 0) {
          H[Pp + (long long)Q * N] = fromReal<T>(0);
          H[Q + (long long)Pp * N] = fromReal<T>(0);
          H[Pp + (long long)Pp * N] = fromReal<T>(re(H[Pp + (long long)Pp * N]));
          H[Q + (long long)Q * N] = fromReal<T>(re(H[Q + (long long)Q * N]));
        }
        __syncthreads();
      }
    if (!Rotated) { // nothing above the rounding floor: as far as this precision goes
      Converged = true;
      break;
    }
    ++Sweeps;
  }
  // Ascending eigenvalues (Sort; ties keep their order) or Jacobi's order, vectors with them.
  FOR_THREADS(I, 0, N) {
    Rl L = re(H[I + I * (long long)N]);
    int Rank = int(I);
    if (Sort) {
      Rank = 0;
      for (int J = 0; J < N; ++J) {
        Rl M = re(H[J + J * (long long)N]);
        Rank += M < L || (M == L && J < I);
      }
    }
    W[Rank] = L;
    if (Vectors)
      for (int R = 0; R < N; ++R)
        A_(R, Rank) = V[R + I * (long long)N];
  }
  if (threadIdx.x == 0) {
    *Info = Converged ? 0 : N + 1;
    if (Res) {
      Res->Residual = double(Off);
      Res->Sweeps = Sweeps;
    }
  }
  __syncthreads();
}

template <class T>
__global__ void syevjKernel(int Vectors, int Lower, int N, T *A, int Lda,
                            typename Num<T>::Real *W, T *Work, int *Info, double Tol,
                            int MaxSweeps, int Sort, JacobiResult *Res, int Batch) {
  __shared__ Shared<T> Sh;
  for (long long B = blockIdx.x; B < Batch; B += gridDim.x)
    jacobiEigen(Vectors, Lower, N, A + B * Lda * N, Lda, W + B * N, Work + B * 2 * N * N,
                Info + B, Tol, MaxSweeps, Sort, B == 0 ? Res : nullptr, Sh);
}

/// One-sided Jacobi SVD of the M x N matrix A: X = A (M >= N) or A^H (M < N), Mx x Nx, rotated
/// until every pair of columns is orthogonal to max(Tol, Mx u) relative to their norms (info
/// min(M, N) + 1 if MaxSweeps sweeps leave a pair above it). X = L S R^H gives A = L S R^H
/// (M >= N) or A = R S L^H (M < N). Residual: the Frobenius norm of the off-diagonal part of the
/// columns' cosine matrix (X^H X scaled to a unit diagonal) at the last sweep.
template <class T>
__device__ void jacobiSvd(int Vectors, int Econ, int M, int N, const T *A, int Lda,
                          typename Num<T>::Real *Sv, T *U, int Ldu, T *V, int Ldv, T *Work,
                          int *Info, double Tol, int MaxSweeps, int Sort, JacobiResult *Res,
                          Shared<T> &Sh) {
  using Rl = typename Num<T>::Real;
  const bool Tr = M < N;
  const int Mx = Tr ? N : M, Nx = Tr ? M : N;
  T *X = Work, *Rv = Work + (long long)Mx * Nx;
  Rl *Norm = reinterpret_cast<Rl *>(Rv + (long long)Nx * Nx);
  FOR_THREADS(E, 0, (long long)Mx * Nx) {
    long long R = E % Mx, C = E / Mx;
    X[E] = Tr ? conj(A_(C, R)) : A_(R, C);
  }
  FOR_THREADS(E, 0, (long long)Nx * Nx) { Rv[E] = fromReal<T>(E % Nx == E / Nx ? 1 : 0); }
  __syncthreads();
  const double Floor = double(epsilon<T>()) * (Mx > 1 ? Mx : 1);
  const double Thr = Tol > Floor ? Tol : Floor;
  int Sweeps = 0;
  bool Converged = false;
  double Off2 = 0;
  for (;;) {
    const bool MayRotate = Sweeps < MaxSweeps;
    bool Above = false;
    Off2 = 0;
    for (int P = 0; P < Nx - 1; ++P)
      for (int Q = P + 1; Q < Nx; ++Q) {
        Rl Pa = 0, Pb = 0;
        T Pg = fromReal<T>(0);
        FOR_THREADS(R, 0, Mx) {
          T Xp = X[R + (long long)P * Mx], Xq = X[R + (long long)Q * Mx];
          Pa += absq(Xp);
          Pb += absq(Xq);
          Pg += conj(Xp) * Xq;
        }
        Rl Alpha = blockSum(Pa, Sh.R), Beta = blockSum(Pb, Sh.R);
        T Gamma;
        if constexpr (Num<T>::Complex)
          Gamma = T{blockSum(re(Pg), Sh.R), blockSum(im(Pg), Sh.R)};
        else
          Gamma = blockSum(Pg, Sh.R);
        if (Alpha == 0 || Beta == 0)
          continue;
        double Cos = double(std::sqrt(absq(Gamma))) / std::sqrt(double(Alpha) * double(Beta));
        Off2 += 2 * Cos * Cos;
        if (Cos <= Thr)
          continue;
        Above = true;
        if (!MayRotate)
          continue;
        Rotation<T> J = rotation(Alpha, Beta, Gamma);
        rotateColumns(X, Mx, Mx, P, Q, J);
        if (Vectors)
          rotateColumns(Rv, Nx, Nx, P, Q, J);
        __syncthreads();
      }
    if (!Above) {
      Converged = true;
      break;
    }
    if (!MayRotate)
      break;
    ++Sweeps;
  }
  FOR_THREADS(J, 0, Nx) {
    Rl S = 0;
    for (int R = 0; R < Mx; ++R)
      S += absq(X[R + J * (long long)Mx]);
    Norm[J] = std::sqrt(S);
  }
  __syncthreads();
  // L's columns go to U (M >= N) or V (M < N), R's to the other, in descending order (Sort).
  T *Lo = Tr ? V : U, *Ro = Tr ? U : V;
  const long long Ldl = Tr ? Ldv : Ldu, Ldr = Tr ? Ldu : Ldv;
  FOR_THREADS(I, 0, Nx) {
    Rl L = Norm[I];
    int Rank = int(I);
    if (Sort) {
      Rank = 0;
      for (int J = 0; J < Nx; ++J)
        Rank += Norm[J] > L || (Norm[J] == L && J < I);
    }
    Sv[Rank] = L;
    if (Vectors) {
      for (int R = 0; R < Mx; ++R)
        Lo[R + (long long)Rank * Ldl] =
            L > 0 ? X[R + I * (long long)Mx] * fromReal<T>(Rl(1) / L) : fromReal<T>(0);
      for (int R = 0; R < Nx; ++R)
        Ro[R + (long long)Rank * Ldr] = Rv[R + I * (long long)Nx];
    }
  }
  __syncthreads();
  if (Vectors)
    completeColumns(Lo, Ldl, Mx, Econ ? Nx : Mx, Nx, Sv, Sh);
  if (threadIdx.x == 0) {
    *Info = Converged ? 0 : Nx + 1;
    if (Res) {
      Res->Residual = std::sqrt(Off2);
      Res->Sweeps = Sweeps;
    }
  }
  __syncthreads();
}

template <class T>
__global__ void gesvdjKernel(int Vectors, int Econ, int M, int N, T *A, int Lda,
                             typename Num<T>::Real *Sv, T *U, int Ldu, T *V, int Ldv, T *Work,
                             int *Info, double Tol, int MaxSweeps, int Sort, JacobiResult *Res,
                             int Batch) {
  __shared__ Shared<T> Sh;
  const long long K = M < N ? M : N, Mx = M < N ? N : M;
  const long long Stride = Mx * K + K * K + K; // gesvdjWork(M, N), a host function
  for (long long B = blockIdx.x; B < Batch; B += gridDim.x)
    jacobiSvd(Vectors, Econ, M, N, A + B * Lda * N, Lda, Sv + B * K,
              Vectors ? U + B * Ldu * M : U, Ldu, Vectors ? V + B * Ldv * N : V, Ldv,
              Work + B * Stride, Info + B, Tol, MaxSweeps, Sort,
              B == 0 ? Res : nullptr, Sh);
}

// ---- dispatch --------------------------------------------------------------------------------

template <class F> cusolverStatus_t dispatch(Ty T, F &&Fn) {
  switch (T) {
  case Ty::S: Fn(float()); break;
  case Ty::D: Fn(double()); break;
  case Ty::C: Fn(Cx<float>()); break;
  case Ty::Z: Fn(Cx<double>()); break;
  }
  return cudaGetLastError() == cudaSuccess ? CUSOLVER_STATUS_SUCCESS
                                           : CUSOLVER_STATUS_EXECUTION_FAILED;
}

template <class T> T *p(void *X) { return static_cast<T *>(X); }
template <class T> const T *p(const void *X) { return static_cast<const T *>(X); }

} // namespace

bool deviceAvailable() {
  int N = 0;
  bool Ok = cudaGetDeviceCount(&N) == cudaSuccess && N > 0;
  cudaGetLastError();
  return Ok;
}

cusolverStatus_t getrf(cudaStream_t S, Ty T, int M, int N, void *A, int Lda, void *Ipiv,
                       bool Ipiv64, int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    if (Ipiv64)
      SOLVER_LAUNCH((getrfKernel<E, int64_t>), S, M, N, p<E>(A), Lda, p<int64_t>(Ipiv), Info);
    else
      SOLVER_LAUNCH((getrfKernel<E, int>), S, M, N, p<E>(A), Lda, p<int>(Ipiv), Info);
  });
}

cusolverStatus_t getrs(cudaStream_t S, Ty T, cublasOperation_t Op, int N, int Nrhs, const void *A,
                       int Lda, const void *Ipiv, bool Ipiv64, void *B, int Ldb, int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    if (Ipiv64)
      SOLVER_LAUNCH((getrsKernel<E, int64_t>), S, int(Op), N, Nrhs, p<E>(A), Lda,
                    p<int64_t>(Ipiv), p<E>(B), Ldb, Info);
    else
      SOLVER_LAUNCH((getrsKernel<E, int>), S, int(Op), N, Nrhs, p<E>(A), Lda, p<int>(Ipiv),
                    p<E>(B), Ldb, Info);
  });
}

cusolverStatus_t potrf(cudaStream_t S, Ty T, bool Lower, int N, void *A, int Lda, int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH(potrfKernel<E>, S, int(Lower), N, p<E>(A), Lda, Info);
  });
}

cusolverStatus_t potrs(cudaStream_t S, Ty T, bool Lower, int N, int Nrhs, const void *A, int Lda,
                       void *B, int Ldb, int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH(potrsKernel<E>, S, int(Lower), N, Nrhs, p<E>(A), Lda, p<E>(B), Ldb, Info);
  });
}

cusolverStatus_t potrfBatched(cudaStream_t S, Ty T, bool Lower, int N, void *const *A, int Lda,
                              int *Info, int Batch) {
  if (Batch == 0)
    return CUSOLVER_STATUS_SUCCESS;
  unsigned G = unsigned(Batch < 65535 ? Batch : 65535);
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH_GRID(potrfBatchedKernel<E>, G, S, int(Lower), N,
                       reinterpret_cast<E *const *>(A), Lda, Info, Batch);
  });
}

cusolverStatus_t potrsBatched(cudaStream_t S, Ty T, bool Lower, int N, void *const *A, int Lda,
                              void *const *B, int Ldb, int *Info, int Batch) {
  unsigned G = unsigned(Batch < 1 ? 1 : Batch < 65535 ? Batch : 65535);
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH_GRID(potrsBatchedKernel<E>, G, S, int(Lower), N,
                       reinterpret_cast<E *const *>(A), Lda, reinterpret_cast<E *const *>(B), Ldb,
                       Info, Batch);
  });
}

cusolverStatus_t potri(cudaStream_t S, Ty T, bool Lower, int N, void *A, int Lda, void *Work,
                       int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH(potriKernel<E>, S, int(Lower), N, p<E>(A), Lda, p<E>(Work), Info);
  });
}

cusolverStatus_t geqrf(cudaStream_t S, Ty T, int M, int N, void *A, int Lda, void *Tau,
                       int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH(geqrfKernel<E>, S, M, N, p<E>(A), Lda, p<E>(Tau), Info);
  });
}

cusolverStatus_t ormqr(cudaStream_t S, Ty T, bool Left, cublasOperation_t Op, int M, int N, int K,
                       const void *A, int Lda, const void *Tau, void *C, int Ldc, int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH(ormqrKernel<E>, S, int(Left), int(Op), M, N, K, p<E>(A), Lda, p<E>(Tau),
                  p<E>(C), Ldc, Info);
  });
}

cusolverStatus_t orgqr(cudaStream_t S, Ty T, int M, int N, int K, void *A, int Lda,
                       const void *Tau, int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH(orgqrKernel<E>, S, M, N, K, p<E>(A), Lda, p<E>(Tau), Info);
  });
}

cusolverStatus_t syevd(cudaStream_t S, Ty T, bool Vectors, bool Lower, int N, void *A, int Lda,
                       void *W, void *Work, int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    using Rl = typename Num<E>::Real;
    SOLVER_LAUNCH(syevdKernel<E>, S, int(Vectors), int(Lower), N, p<E>(A), Lda, p<Rl>(W),
                  p<E>(Work), Info);
  });
}

cusolverStatus_t sytrf(cudaStream_t S, Ty T, bool Lower, int N, void *A, int Lda, int *Ipiv,
                       int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH(sytrfKernel<E>, S, int(Lower), N, p<E>(A), Lda, Ipiv, Info);
  });
}

cusolverStatus_t syevj(cudaStream_t S, Ty T, bool Vectors, bool Lower, int N, void *A, int Lda,
                       void *W, void *Work, int *Info, JacobiParams P, JacobiResult *Result,
                       int Batch) {
  if (Batch == 0)
    return CUSOLVER_STATUS_SUCCESS;
  unsigned G = unsigned(Batch < 65535 ? Batch : 65535);
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    using Rl = typename Num<E>::Real;
    SOLVER_LAUNCH_GRID(syevjKernel<E>, G, S, int(Vectors), int(Lower), N, p<E>(A), Lda, p<Rl>(W),
                       p<E>(Work), Info, P.Tol, P.MaxSweeps, P.Sort, Result, Batch);
  });
}

cusolverStatus_t gesvdj(cudaStream_t S, Ty T, bool Vectors, bool Econ, int M, int N, void *A,
                        int Lda, void *Sv, void *U, int Ldu, void *V, int Ldv, void *Work,
                        int *Info, JacobiParams P, JacobiResult *Result, int Batch) {
  if (Batch == 0)
    return CUSOLVER_STATUS_SUCCESS;
  unsigned G = unsigned(Batch < 65535 ? Batch : 65535);
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    using Rl = typename Num<E>::Real;
    SOLVER_LAUNCH_GRID(gesvdjKernel<E>, G, S, int(Vectors), int(Econ), M, N, p<E>(A), Lda,
                       p<Rl>(Sv), p<E>(U), Ldu, p<E>(V), Ldv, p<E>(Work), Info, P.Tol,
                       P.MaxSweeps, P.Sort, Result, Batch);
  });
}

#ifdef SCALE_AMD_CUSOLVER_HOST_EMULATION
void *deviceAlloc(unsigned long long Bytes) { return std::malloc(Bytes); }
void deviceFree(void *P) { std::free(P); }
cusolverStatus_t copyFromDevice(cudaStream_t, void *Host, const void *Dev,
                                unsigned long long Bytes) {
  std::memcpy(Host, Dev, Bytes);
  return CUSOLVER_STATUS_SUCCESS;
}
#else
void *deviceAlloc(unsigned long long Bytes) {
  void *P = nullptr;
  if (cudaMalloc(&P, Bytes) != cudaSuccess) {
    cudaGetLastError();
    return nullptr;
  }
  return P;
}
void deviceFree(void *P) {
  if (P)
    cudaFree(P);
}
cusolverStatus_t copyFromDevice(cudaStream_t S, void *Host, const void *Dev,
                                unsigned long long Bytes) {
  if (cudaStreamSynchronize(S) != cudaSuccess ||
      cudaMemcpy(Host, Dev, Bytes, cudaMemcpyDeviceToHost) != cudaSuccess) {
    cudaGetLastError();
    return CUSOLVER_STATUS_EXECUTION_FAILED;
  }
  return CUSOLVER_STATUS_SUCCESS;
}
#endif

cusolverStatus_t gesvd(cudaStream_t S, Ty T, char JobU, char JobVT, int M, int N, void *A, int Lda,
                       void *Sv, void *U, int Ldu, void *VT, int Ldvt, void *Work, int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    using Rl = typename Num<E>::Real;
    SOLVER_LAUNCH(gesvdKernel<E>, S, JobU, JobVT, M, N, p<E>(A), Lda, p<Rl>(Sv), p<E>(U), Ldu,
                  p<E>(VT), Ldvt, p<E>(Work), Info);
  });
}

} // namespace scale::solver
