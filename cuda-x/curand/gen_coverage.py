#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes the cuRAND coverage table (Markdown) from curand_api.tsv.

  gen_coverage.py curand_api.tsv -o out.md       the table alone (installed to share/doc)
  gen_coverage.py curand_api.tsv --check doc.md  exit 1 unless doc.md holds the same table
                                                  between its BEGIN/END coverage markers"""
import argparse
import sys

BEGIN, END = "<!-- BEGIN coverage (gen_coverage.py) -->", "<!-- END coverage -->"
STATUS = ("bit-exact", "ulp", "differs", "provided", "missing")


def table(path):
    rows = []
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        if line.startswith("#") or not line.strip():
            continue
        cols = line.rstrip("\n").split("\t")
        if len(cols) != 4 or cols[0] not in ("device", "host") or cols[2] not in STATUS:
            sys.exit(f"{path}:{n}: want 'device|host<TAB>name<TAB>{'|'.join(STATUS)}<TAB>note'")
        rows.append(cols)
    out = ["| API | function | status | note |", "|---|---|---|---|"]
    out += [f"| {a} | `{n}` | {s} | {note} |" for a, n, s, note in rows]
    counts = ", ".join(f"{sum(r[2] == s for r in rows)} {s}" for s in STATUS)
    out += ["", f"{len(rows)} rows: {counts}."]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("table")
    ap.add_argument("-o", "--output")
    ap.add_argument("--check")
    a = ap.parse_args()
    t = table(a.table)
    if a.check:
        doc = open(a.check, encoding="utf-8").read()
        if BEGIN not in doc or END not in doc:
            sys.exit(f"{a.check}: no coverage markers")
        inner = doc.split(BEGIN, 1)[1].split(END, 1)[0].strip("\n") + "\n"
        if inner != t:
            sys.exit(f"{a.check}: coverage table out of date; regenerate with {sys.argv[0]} {a.table}")
        print("coverage table up to date")
        return
    if a.output:
        open(a.output, "w", encoding="utf-8").write(t)
    else:
        sys.stdout.write(t)


if __name__ == "__main__":
    main()
