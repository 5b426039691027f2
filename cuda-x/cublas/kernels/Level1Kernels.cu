// SPDX-License-Identifier: Apache-2.0
// Fallback BLAS level 1 kernels and the copies of cublasSet/Get*. The reductions run as one block
// that strides over the vector and reduces in shared memory (correct first; rocBLAS is the fast
// path). A reduction result in host pointer mode goes through the handle's device scratch and a
// synchronous copy, as cuBLAS's host-mode reductions are synchronous.
#include "DeviceMath.h"
#include "Launch.h"

namespace scale::blas::fallback {
using namespace dev;
namespace {

template <class T>
__global__ void axpyKernel(int N, Scalar<T> Alpha, const T *X, int IncX, T *Y, int IncY) {
  T A = load(Alpha);
  for (long long I = blockIdx.x * (long long)blockDim.x + threadIdx.x; I < N;
       I += (long long)gridDim.x * blockDim.x) {
    T &Yi = Y[vidx(I, N, IncY)];
    Yi = add(Yi, mul(A, X[vidx(I, N, IncX)]));
  }
}

template <class T>
__global__ void copyOrSwapKernel(int N, T *X, int IncX, T *Y, int IncY, bool Swap) {
  for (long long I = blockIdx.x * (long long)blockDim.x + threadIdx.x; I < N;
       I += (long long)gridDim.x * blockDim.x) {
    T &Xi = X[vidx(I, N, IncX)];
    T &Yi = Y[vidx(I, N, IncY)];
    T V = Xi;
    if (Swap)
      Xi = Yi;
    Yi = V;
  }
}

template <class T, class S> __global__ void scalKernel(int N, Scalar<S> Alpha, T *X, int IncX) {
  S A = load(Alpha);
  for (long long I = blockIdx.x * (long long)blockDim.x + threadIdx.x; I < N;
       I += (long long)gridDim.x * blockDim.x)
    X[I * IncX] = mul(A, X[I * IncX]);
}

/// Tree reduction of one value per thread in shared memory; thread 0 gets the result.
template <class T, class Op> __device__ T blockReduce(T V, Op F) {
  __shared__ T Buf[Threads];
  Buf[threadIdx.x] = V;
  __syncthreads();
  for (int S = Threads / 2; S > 0; S /= 2) {
    if (threadIdx.x < S)
      Buf[threadIdx.x] = F(Buf[threadIdx.x], Buf[threadIdx.x + S]);
    __syncthreads();
  }
  T R = Buf[0];
  __syncthreads();
  return R;
}

struct AddOp {
  template <class T> __device__ T operator()(T A, T B) const { return add(A, B); }
};
struct MaxOp {
  template <class T> __device__ T operator()(T A, T B) const { return A > B ? A : B; }
};

template <class T>
__global__ void dotKernel(int N, const T *X, int IncX, const T *Y, int IncY, bool Conj, T *Out) {
  T Acc = zero<T>();
  for (int I = threadIdx.x; I < N; I += Threads) {
    T Xi = X[vidx(I, N, IncX)];
    Acc = add(Acc, mul(Conj ? conj(Xi) : Xi, Y[vidx(I, N, IncY)]));
  }
  T R = blockReduce(Acc, AddOp{});
  if (threadIdx.x == 0)
    *Out = R;
}

template <class T, class R> __global__ void asumKernel(int N, const T *X, int IncX, R *Out) {
  R Acc = 0;
  for (int I = threadIdx.x; I < N && IncX > 0; I += Threads)
    Acc += absSum(X[(long long)I * IncX]);
  R Sum = blockReduce(Acc, AddOp{});
  if (threadIdx.x == 0)
    *Out = Sum;
}

/// nrm2 with scaling by the largest component, so squares neither overflow nor underflow.
template <class T, class R> __global__ void nrm2Kernel(int N, const T *X, int IncX, R *Out) {
  R Max = 0;
  for (int I = threadIdx.x; I < N && IncX > 0; I += Threads)
    Max = maxAbs(X[(long long)I * IncX]) > Max ? maxAbs(X[(long long)I * IncX]) : Max;
  Max = blockReduce(Max, MaxOp{});
  R Acc = 0;
  if (Max > 0 && Max < (R)INFINITY)
    for (int I = threadIdx.x; I < N && IncX > 0; I += Threads)
      Acc += norm2(scaleBy(X[(long long)I * IncX], R(1) / Max));
  Acc = blockReduce(Acc, AddOp{});
  if (threadIdx.x == 0)
    *Out = (Max > 0 && Max < (R)INFINITY) ? Max * squareRoot(Acc) : Max;
}

/// 1-based index of the first element of largest |re| + |im|; 0 for an empty vector.
template <class T> __global__ void iamaxKernel(int N, const T *X, int IncX, int *Out) {
  __shared__ RealT<T> Val[Threads];
  __shared__ int Idx[Threads];
  RealT<T> Best = -1;
  int BestI = 0;
  for (int I = threadIdx.x; I < N && IncX > 0; I += Threads) {
    RealT<T> V = absSum(X[(long long)I * IncX]);
    if (V > Best) {
      Best = V;
      BestI = I + 1;
    }
  }
  Val[threadIdx.x] = Best;
  Idx[threadIdx.x] = BestI;
  __syncthreads();
  for (int S = Threads / 2; S > 0; S /= 2) {
    if (threadIdx.x < S) {
      RealT<T> V = Val[threadIdx.x + S];
      int J = Idx[threadIdx.x + S];
      if (J != 0 && (Idx[threadIdx.x] == 0 || V > Val[threadIdx.x] ||
                     (V == Val[threadIdx.x] && J < Idx[threadIdx.x]))) {
        Val[threadIdx.x] = V;
        Idx[threadIdx.x] = J;
      }
    }
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *Out = Idx[0];
}

/// Where a reduction kernel writes: the user's pointer in device mode, the scratch otherwise.
template <class R> cublasStatus_t resultSlot(cublasContext &H, R *User, R **Slot) {
  if (H.PointerMode == CUBLAS_POINTER_MODE_DEVICE) {
    *Slot = User;
    return CUBLAS_STATUS_SUCCESS;
  }
  if (!H.Scratch && cudaMalloc(&H.Scratch, 2 * sizeof(double)) != cudaSuccess) {
    H.Scratch = nullptr;
    return CUBLAS_STATUS_ALLOC_FAILED;
  }
  *Slot = static_cast<R *>(H.Scratch);
  return CUBLAS_STATUS_SUCCESS;
}

template <class R> cublasStatus_t finishResult(cublasContext &H, R *User, R *Slot) {
  cublasStatus_t S = launched();
  if (S != CUBLAS_STATUS_SUCCESS || Slot == User)
    return S;
  if (cudaMemcpyAsync(User, Slot, sizeof(R), cudaMemcpyDeviceToHost, H.Stream) != cudaSuccess ||
      cudaStreamSynchronize(H.Stream) != cudaSuccess)
    return CUBLAS_STATUS_EXECUTION_FAILED;
  return CUBLAS_STATUS_SUCCESS;
}

} // namespace

void release(cublasContext &H) {
  if (H.Scratch)
    cudaFree(H.Scratch);
  H.Scratch = nullptr;
}

cublasStatus_t copy2D(void *Dst, size_t DstPitch, const void *Src, size_t SrcPitch, size_t Width,
                      size_t Height, cudaStream_t Stream, bool Async) {
  cudaError_t E = Async ? cudaMemcpy2DAsync(Dst, DstPitch, Src, SrcPitch, Width, Height,
                                            cudaMemcpyDefault, Stream)
                        : cudaMemcpy2D(Dst, DstPitch, Src, SrcPitch, Width, Height,
                                       cudaMemcpyDefault);
  return E == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_MAPPING_ERROR;
}

template <class T>
cublasStatus_t axpy(cublasContext &H, int N, Scalar<T> Alpha, const T *X, int IncX, T *Y, int IncY) {
  axpyKernel<T><<<blocksFor(N), Threads, 0, H.Stream>>>(N, Alpha, X, IncX, Y, IncY);
  return launched();
}

template <class T>
cublasStatus_t copyOrSwap(cublasContext &H, int N, T *X, int IncX, T *Y, int IncY, bool Swap) {
  copyOrSwapKernel<T><<<blocksFor(N), Threads, 0, H.Stream>>>(N, X, IncX, Y, IncY, Swap);
  return launched();
}

template <class T, class S>
cublasStatus_t scal(cublasContext &H, int N, Scalar<S> Alpha, T *X, int IncX) {
  scalKernel<T, S><<<blocksFor(N), Threads, 0, H.Stream>>>(N, Alpha, X, IncX);
  return launched();
}

template <class T>
cublasStatus_t dot(cublasContext &H, int N, const T *X, int IncX, const T *Y, int IncY, bool Conj,
                   T *Result) {
  T *Slot;
  if (cublasStatus_t S = resultSlot(H, Result, &Slot))
    return S;
  dotKernel<T><<<1, Threads, 0, H.Stream>>>(N, X, IncX, Y, IncY, Conj, Slot);
  return finishResult(H, Result, Slot);
}

template <class T, class R> cublasStatus_t nrm2(cublasContext &H, int N, const T *X, int IncX, R *Result) {
  R *Slot;
  if (cublasStatus_t S = resultSlot(H, Result, &Slot))
    return S;
  nrm2Kernel<T, R><<<1, Threads, 0, H.Stream>>>(N, X, IncX, Slot);
  return finishResult(H, Result, Slot);
}

template <class T, class R> cublasStatus_t asum(cublasContext &H, int N, const T *X, int IncX, R *Result) {
  R *Slot;
  if (cublasStatus_t S = resultSlot(H, Result, &Slot))
    return S;
  asumKernel<T, R><<<1, Threads, 0, H.Stream>>>(N, X, IncX, Slot);
  return finishResult(H, Result, Slot);
}

template <class T> cublasStatus_t iamax(cublasContext &H, int N, const T *X, int IncX, int *Result) {
  int *Slot;
  if (cublasStatus_t S = resultSlot(H, Result, &Slot))
    return S;
  iamaxKernel<T><<<1, Threads, 0, H.Stream>>>(N, X, IncX, Slot);
  return finishResult(H, Result, Slot);
}

#define SCALE_BLAS_L1(T, R)                                                                        \
  template cublasStatus_t axpy<T>(cublasContext &, int, Scalar<T>, const T *, int, T *, int);      \
  template cublasStatus_t copyOrSwap<T>(cublasContext &, int, T *, int, T *, int, bool);           \
  template cublasStatus_t scal<T, T>(cublasContext &, int, Scalar<T>, T *, int);                   \
  template cublasStatus_t dot<T>(cublasContext &, int, const T *, int, const T *, int, bool, T *); \
  template cublasStatus_t nrm2<T, R>(cublasContext &, int, const T *, int, R *);                   \
  template cublasStatus_t asum<T, R>(cublasContext &, int, const T *, int, R *);                   \
  template cublasStatus_t iamax<T>(cublasContext &, int, const T *, int, int *);
SCALE_BLAS_L1(float, float)
SCALE_BLAS_L1(double, double)
SCALE_BLAS_L1(cuComplex, float)
SCALE_BLAS_L1(cuDoubleComplex, double)
template cublasStatus_t scal<cuComplex, float>(cublasContext &, int, Scalar<float>, cuComplex *, int);
template cublasStatus_t scal<cuDoubleComplex, double>(cublasContext &, int, Scalar<double>,
                                                      cuDoubleComplex *, int);

} // namespace scale::blas::fallback
