#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes the Joe-Kuo 6 Sobol direction vectors (21201-dimension file, first 20000 dimensions) as
raw little-endian binary files for libcurand (SobolTables.cpp includes them with .incbin).

The numbers are not in this repository: they are read at build time from rocRAND's headers
(rocrand_sobol32_precomputed.h, rocrand_sobol64_precomputed.h; Debian package librocrand-dev,
MIT licence, Copyright (c) 2017-2021 Advanced Micro Devices, Inc.), which hold the direction
vectors of S. Joe and F. Y. Kuo, "Constructing Sobol sequences with better two-dimensional
projections", SIAM J. Sci. Comput. 30 (2008), new-joe-kuo-6.21201.

  gen_sobol_tables.py <rocrand include dir> <output dir>   -> sobol32.bin, sobol64.bin"""
import os
import re
import struct
import sys

DIMS = 20000


def numbers(path, bits):
    text = open(path, encoding="utf-8", errors="replace").read()
    m = re.search(r"direction_vectors\s*\[[^\]]*\]\s*=\s*\{(.*?)\}\s*;", text, re.S)
    if not m:
        sys.exit(f"{path}: no direction_vectors array found (unknown rocRAND header layout)")
    vals = [int(t, 0) for t in re.findall(r"0[xX][0-9a-fA-F]+|\d+", re.sub(r"[uUlL]+\b", "", m.group(1)))]
    want = DIMS * bits
    if len(vals) < want:
        sys.exit(f"{path}: {len(vals)} numbers, want at least {want} ({DIMS} dimensions x {bits})")
    vals = vals[:want]
    # Sanity: v_k = m_k / 2^(k+1) with m_k odd, i.e. bit (bits-1-k) set and nothing below it.
    for d in range(0, DIMS, 97):
        for k in range(bits):
            v = vals[d * bits + k]
            if v & ((1 << (bits - k)) - 1) != 1 << (bits - 1 - k):
                sys.exit(f"{path}: dimension {d} vector {k} = {v:#x} is not a Sobol direction number")
    return vals


def main():
    inc, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for bits, fmt in ((32, "<I"), (64, "<Q")):
        vals = numbers(os.path.join(inc, f"rocrand_sobol{bits}_precomputed.h"), bits)
        with open(os.path.join(out, f"sobol{bits}.bin"), "wb") as f:
            f.write(b"".join(struct.pack(fmt, v) for v in vals))


if __name__ == "__main__":
    main()
