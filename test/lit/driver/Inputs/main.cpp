// SPDX-License-Identifier: Apache-2.0
// Host-only main for the separate-compilation tests.
int run(int *p);
int main() { return run(nullptr) == 0 ? 0 : 2; }
