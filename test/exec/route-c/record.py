#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Records a route-C run: run.sh's programs.out (name, suite, pass|fail, cause) as rows of
test/exec/programs.tsv (program, suite, status, commit), replacing the rows of the programs that
ran and keeping the others; prints the failures and their causes for MISMATCHES.md.
Usage: record.py <programs.out> <commit> [--skip name=reason ...]"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TSV = os.path.join(HERE, "..", "programs.tsv")


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    ran, commit = argv[0], argv[1]
    rows = {}
    if os.path.exists(TSV):
        for line in open(TSV):
            if line.strip() and not line.startswith("#"):
                p = line.rstrip("\n").split("\t")
                rows[p[0]] = p
    for line in open(ran):
        name, suite, status, cause = (line.rstrip("\n").split("\t") + [""])[:4]
        rows[name] = [name, suite, status, commit]
        if status != "pass":
            print("%s\t%s\t%s" % (name, status, cause))
    with open(TSV, "w") as f:
        f.write("# Route C: whole programs built by our toolkit, run on an NVIDIA H200 "
                "(test/exec/README.md).\n# program\tsuite\tstatus\tcommit\n")
        for name in sorted(rows):
            f.write("\t".join(rows[name]) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
