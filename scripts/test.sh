#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Runs every test from a fresh Debian 12 machine: installs what is missing, builds and installs the
# toolkit (build/toolkit), then the unit tests (GoogleTest, through ctest) and the lit suites
# (test/lit, against the installed toolkit). Ends with 'N passed, N failed'.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
jobs=${JOBS:-$(nproc)}

"$root/scripts/install-deps.sh"
cmake -S . -B build/cmake -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_INSTALL_PREFIX="$root/build/toolkit" >/dev/null
cmake --build build/cmake -j "$jobs"
cmake --install build/cmake >/dev/null
# Stage 2: the CUDA-X libraries (cuBLAS, cuSPARSE, cuRAND in cuda-x/) are a CUDA project built
# with the toolkit just installed, through its own CMake toolchain file, and installed into it.
cmake -S cuda-x -B build/cmake/cuda-x -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_TOOLCHAIN_FILE="$root/build/toolkit/share/scale-amd/scale-amd.cmake" \
      -DSCALE_AMD_TARGETS="gfx1030;gfx1100;gfx90a" -DCMAKE_INSTALL_PREFIX="$root/build/toolkit" >/dev/null
cmake --build build/cmake/cuda-x -j "$jobs"
cmake --install build/cmake/cuda-x >/dev/null

status=0
ctest --test-dir build/cmake --output-on-failure -j "$jobs" | tee build/ctest.log || status=1
/usr/lib/llvm-22/bin/lit -sv -j "$jobs" -o build/lit-results.json build/cmake/test/lit || status=1

python3 - <<'PY'
import json, re
lit = json.load(open("build/lit-results.json"))["tests"]
ok = {"PASS", "XFAIL", "UNSUPPORTED"}
lp = sum(t["code"] in ok for t in lit)
lf = len(lit) - lp
log = open("build/ctest.log").read()
m = re.search(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)", log)
cf, ct = (int(m.group(2)), int(m.group(3))) if m else (0, 0)
print(f"lit: {lp} passed, {lf} failed; unit: {ct - cf} passed, {cf} failed")
print(f"{lp + ct - cf} passed, {lf + cf} failed")
PY
exit $status
