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

template <class T> __global__ void getrfKernel(int M, int N, T *A, int Lda, int *Ipiv, int *Info) {
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
      long long P = blockArgMax(Best, At, Sh.R, Sh.I);
      if (P < 0)
        P = C;
      if (threadIdx.x == 0)
        Ipiv[C] = int(P) + 1;
      if (P != C)
        FOR_THREADS(J, 0, N) {
          T X = A_(C, J);
          A_(C, J) = A_(P, J);
          A_(P, J) = X;
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
template <class T>
__global__ void getrsKernel(int Op, int N, int Nrhs, const T *A, int Lda, const int *Ipiv, T *B,
                            int Ldb, int *Info) {
  auto at = [&](int I, int J) {
    T V = A[I + (long long)J * Lda];
    return Op == CUBLAS_OP_C ? conj(V) : V;
  };
  auto b = [&](int I, int J) -> T & { return B[I + (long long)J * Ldb]; };
  if (Op == CUBLAS_OP_N) {
    if (Ipiv)
      for (int K = 0; K < N; ++K) {
        int P = Ipiv[K] - 1;
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
        int P = Ipiv[K] - 1;
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
  // U's columns for zero singular values and, for JobU = 'A', columns N..M-1: an orthonormal
  // completion (Gram-Schmidt, twice, of unit vectors against the columns so far).
  if (WantU) {
    const int Cols = JobU == 'A' ? M : N;
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
  if (threadIdx.x == 0)
    *Info = Sweeps < 60 ? 0 : N;
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

cusolverStatus_t getrf(cudaStream_t S, Ty T, int M, int N, void *A, int Lda, int *Ipiv,
                       int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH(getrfKernel<E>, S, M, N, p<E>(A), Lda, Ipiv, Info);
  });
}

cusolverStatus_t getrs(cudaStream_t S, Ty T, cublasOperation_t Op, int N, int Nrhs, const void *A,
                       int Lda, const int *Ipiv, void *B, int Ldb, int *Info) {
  return dispatch(T, [&](auto Z) {
    using E = decltype(Z);
    SOLVER_LAUNCH(getrsKernel<E>, S, int(Op), N, Nrhs, p<E>(A), Lda, Ipiv, p<E>(B), Ldb, Info);
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
