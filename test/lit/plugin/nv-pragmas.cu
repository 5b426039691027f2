// nvcc's diagnostic pragmas are accepted silently (the plugin consumes them), even with
// -Werror=unknown-pragmas; unrelated unknown pragmas still warn.
// RUN: %nvcc -c -arch=gfx1100 -Xcompiler -Werror=unknown-pragmas %s -o %t.o
// RUN: %nvcc -c -arch=gfx1100 -Xcompiler -Wunknown-pragmas -DOTHER %s -o %t.o 2>&1 | FileCheck %s --check-prefix=OTHER
#pragma nv_diag_suppress 177
#pragma nv_diag_default 177
#pragma diag_suppress 20012
#pragma nv_exec_check_disable
#pragma hd_warning_disable
#ifdef OTHER
// OTHER: warning: unknown pragma ignored
#pragma not_an_nvcc_pragma
#endif
__global__ void k(int *p) { p[0] = 0; }
