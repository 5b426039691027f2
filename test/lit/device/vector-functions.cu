// make_<type>N constructors exist for every vector type, on the host and device, and
// vector_functions.h compiles with a plain host compiler (C++11 and C).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %clang_amd -std=c++11 -fsyntax-only -isystem %toolkit/include -include vector_functions.h -x c++ %s
// RUN: %clang_amd -fsyntax-only -isystem %toolkit/include -x c %toolkit/include/vector_functions.h

#define TYPES(X) X(char) X(uchar) X(short) X(ushort) X(int) X(uint) X(long) X(ulong) \
                 X(longlong) X(ulonglong) X(float) X(double)
#define USE(T) t += (double)make_##T##1(1).x + (double)make_##T##2(1, 2).y + \
                    (double)make_##T##3(1, 2, 3).z + (double)make_##T##4(1, 2, 3, 4).w;
#if defined(__CUDACC__)
// CHECK-LABEL: define {{.*}}@_Z1kPd(
// CHECK: store double 1.200000e+02
__global__ void k(double *p) { double t = 0; TYPES(USE) p[0] = t; }
#endif
static double host_sum() { double t = 0; TYPES(USE) return t; }
static_assert(sizeof(make_double4(1, 2, 3, 4)) == 32, "double4 layout");
