#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Route B: the kernels' parameter lists agree between the two sides of a launch.

A route-B binary launches our kernels (compiled with our headers for AMD, translated to NVPTX)
from a host side compiled by clang with NVIDIA's headers. The launch copies each argument's bytes
by the parameter sizes of the cubin, so a kernel whose parameters differ between the two sides (a
struct laid out differently by our headers and NVIDIA's, an aggregate passed by pointer instead
of by value) reads garbage or faults at run time, far from the cause. This compares, kernel by
kernel, the parameter list (size, and alignment of by-value aggregates) of our PTX with the PTX
clang makes from the same source with NVIDIA's headers, and fails naming the first difference.
Usage: check_params.py ours.ptx host-view.ptx
"""
import re
import sys


def kernels(path):
    """{kernel name: [(bytes, alignment of a by-value aggregate or 0), ...]} of a PTX file."""
    found = {}
    for m in re.finditer(r"\.entry\s+(\S+)\s*\((.*?)\)", open(path).read(), re.S):
        params = []
        for p in m.group(2).split(","):
            p = p.strip()
            if not p:
                continue
            arr = re.search(r"\.b8\s+\S+\[(\d+)\]", p)
            align = re.search(r"\.align\s+(\d+)", p)
            if arr:
                params.append((int(arr.group(1)), int(align.group(1)) if align else 1))
            else:
                scalar = re.search(r"\.[usbf](\d+)\b", p)
                if not scalar:
                    sys.exit("check_params.py: %s: cannot read parameter `%s`" % (path, p))
                params.append((int(scalar.group(1)) // 8, 0))
        found[m.group(1)] = params
    return found


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: check_params.py ours.ptx host-view.ptx")
    ours, host = kernels(sys.argv[1]), kernels(sys.argv[2])
    errors = ["kernel %s: only in the host view (NVIDIA's headers)" % k for k in sorted(set(host) - set(ours))]
    for k in sorted(set(host) & set(ours)):
        if ours[k] != host[k]:
            errors.append("kernel %s: parameters (bytes, by-value alignment) ours %s, host side %s"
                          % (k, ours[k], host[k]))
    for e in errors:
        sys.stderr.write("check_params.py: error: %s\n" % e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
