/* SPDX-License-Identifier: Apache-2.0 */
/* Calls NVTX through libnvToolsExt.so.1 only: no NVTX header, the functions declared here. */
#include <stdio.h>
int nvtxRangePushA(const char *message);
int nvtxRangePop(void);
int main(void) {
  int a = nvtxRangePushA("through-the-library");
  int b = nvtxRangePop();
  printf("levels %d %d\n", a, b);
  return 0;
}
