# SPDX-License-Identifier: Apache-2.0
"""Checks that the library's dynamic symbols are exactly the NVTX table's functions."""
import re
import subprocess
import sys

table, lib = sys.argv[1], sys.argv[2]
want = {m.group(1) for m in re.finditer(r'^NVTX_FN\(\w+,\s*[\w ]+?,\s*(\w+),', open(table).read(), re.M)}
out = subprocess.run(["nm", "-D", "--defined-only", lib], capture_output=True, text=True, check=True).stdout
have = {l.split()[-1] for l in out.splitlines() if l.split()[1:2] == ["T"]}
missing, extra = sorted(want - have), sorted(have - want)
if missing or extra:
    sys.exit("missing: %s\nextra: %s" % (missing, extra))
print("%d functions exported" % len(want))
