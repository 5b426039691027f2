// SPDX-License-Identifier: Apache-2.0
#include <cstdio>
int launch();
int main() {
  std::printf("launch: %d\n", launch());
  return 0;
}
