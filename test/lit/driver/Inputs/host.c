/* SPDX-License-Identifier: Apache-2.0 */
/* A C source given to nvcc: compiled as C (C++ rejects all three marked lines), with __NVCC__. */
#include <stdio.h>
#include <stdlib.h>
#ifdef __cplusplus
#error "a .c file must be compiled as C"
#endif
#ifdef __CUDACC__
#error "__CUDACC__ is defined for CUDA sources only"
#endif
#ifndef __NVCC__
#error "nvcc defines __NVCC__ for every compile"
#endif
int main(void) {
  int *new = malloc(sizeof *new); /* 'new' is a name; void * converts implicitly */
  int class = __CUDACC_VER_MAJOR__; /* 'class' is a name */
  *new = class;
  printf("C %ld, CUDA %d\n", (long)__STDC_VERSION__, *new);
  free(new);
  return 0;
}
