#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Checks that a PTX file produced by `nvcc --lower-inline-ptx` holds no instruction from inline asm.

LLVM's NVPTX printer wraps every inline asm in "// begin inline asm" / "// end inline asm". The
lowering keeps only empty asm statements (compiler barriers such as a "memory" clobber), which
print nothing between the markers. Any other line there is asm that reached ptxas unlowered: the
script names it and exits 1. Usage: ptx_has_no_asm.py <file.ptx>..."""
import sys


def main():
    bad = 0
    for path in sys.argv[1:]:
        inside = False
        for n, line in enumerate(open(path), 1):
            s = line.strip()
            if s == "// begin inline asm":
                inside = True
            elif s == "// end inline asm":
                inside = False
            elif inside and s and not s.startswith("//"):
                print(f"{path}:{n}: inline asm reached the PTX: {s}")
                bad += 1
    if bad:
        sys.exit(1)
    print("no inline asm")


if __name__ == "__main__":
    main()
