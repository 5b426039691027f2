# SPDX-License-Identifier: Apache-2.0
"""Checks that the NVTX coverage document (argv[2]) names every function of the table (argv[1])
and gives their number; prints the number."""
import re
import sys

table = open(sys.argv[1], encoding="utf-8").read()
doc = open(sys.argv[2], encoding="utf-8").read()
names = re.findall(r'^NVTX_FN\(\w+,\s*[\w ]+?,\s*(\w+),', table, re.M)
missing = [n for n in names if "`%s(" % n not in doc]
if missing or ("%d functions" % len(names)) not in doc:
    sys.exit("coverage document out of step: missing %s" % missing)
print(len(names))
