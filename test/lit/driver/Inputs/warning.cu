// SPDX-License-Identifier: Apache-2.0
// Compiles with one warning (an unused variable in host code).
int host_fn() {
  int unused = 1;
  return 0;
}
