#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""NVTX coverage document from headers/__scale_amd/nvtx/nvtx_api.def: every function the headers
define and libnvToolsExt.so.1 exports, by header, with what it does on AMD."""
import argparse
import re
import sys

HEADERS = {"core": "nvtx3/nvToolsExt.h", "cudart": "nvtx3/nvToolsExtCudaRt.h",
           "cuda": "nvtx3/nvToolsExtCuda.h"}
WHAT = {"markEx": "roctxMarkA", "markA": "roctxMarkA", "markW": "roctxMarkA",
        "startEx": "roctxRangeStartA", "startA": "roctxRangeStartA", "startW": "roctxRangeStartA",
        "end": "roctxRangeStop", "pushEx": "roctxRangePushA", "pushA": "roctxRangePushA",
        "pushW": "roctxRangePushA", "pop": "roctxRangePop", "ignore1": "accepted, no ROCTX counterpart",
        "domainCreateA": "handle (copy of the name) while ROCTX is loaded",
        "domainCreateW": "handle (copy of the name) while ROCTX is loaded",
        "domainDestroy": "frees the handle", "registerA": "handle (copy of the text) while ROCTX is loaded",
        "registerW": "handle (copy of the text) while ROCTX is loaded",
        "resourceCreate": "NULL (no ROCTX counterpart)"}
ROW = re.compile(r'^NVTX_FN\((\w+),\s*([\w ]+?),\s*(\w+),\s*\((.*?)\),\s*__sa_nvtx_(\w+),')


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("table")
    ap.add_argument("-o", "--output", default="-")
    a = ap.parse_args()
    rows = []
    for n, line in enumerate(open(a.table, encoding="utf-8"), 1):
        if line.startswith("NVTX_FN("):
            m = ROW.match(line)
            if not m or m.group(1) not in HEADERS or m.group(5) not in WHAT:
                sys.exit("%s:%d: malformed NVTX_FN row" % (a.table, n))
            rows.append(m.groups())
    out = ["# NVTX coverage", "",
           "Generated from `__scale_amd/nvtx/nvtx_api.def` at build time: %d functions, defined by "
           "the headers (header-only, as NVTX 3) and exported by `libnvToolsExt.so.1`. On AMD the "
           "markers and ranges go to ROCTX when a ROCm profiler's ROCTX library can be loaded; "
           "otherwise every function returns what NVIDIA's NVTX returns with no tool attached." % len(rows), ""]
    for group, header in HEADERS.items():
        out += ["## `%s`" % header, "", "| function | returns | on AMD |", "|---|---|---|"]
        out += ["| `%s(%s)` | `%s` | %s |" % (r[2], r[3], r[1], WHAT[r[4]]) for r in rows if r[0] == group]
        out.append("")
    text = "\n".join(out)
    if a.output == "-":
        sys.stdout.write(text)
    else:
        open(a.output, "w", encoding="utf-8").write(text)


if __name__ == "__main__":
    main()
