#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Turns the output of record_sobol.cu (NVIDIA's cuRAND on an H200; file argv[1]) into
test/lit/curand/Inputs/nvidia-host-sobol.txt (stdout): every status code (st_* groups), the
outputs and table checksums of the unscrambled generators. The scrambled generators' outputs and
the checksums of NVIDIA's scrambled tables are dropped: those tables are NVIDIA's own random data,
which we neither copy nor match (docs/curand.md)."""
import sys

DROP = ("scrambled32_", "scrambled64_", "dv32s ", "dv64s ", "sc32 ", "sc64 ")


def main():
    out = ["# NVIDIA cuRAND 10.4 quasi-random host API (curandCreateGenerator, device memory) on an H200,",
           "# recorded by cuda-x/curand/reference/record_sobol.cu with the calls of host_sobol_calls.h.",
           "# <group> <index> <type> <hex>; st_* groups are status codes; dv32/dv64 are FNV-1a checksums",
           "# of 100 dimensions of the direction vectors. Scrambled outputs and tables left out."]
    for line in open(sys.argv[1]):
        if line.startswith("#") or line.startswith(DROP):
            continue
        out.append(line.rstrip("\n"))
    print("\n".join(out))


if __name__ == "__main__":
    main()
