#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Compares a case's output from our route with the reference (nvcc) output.

Each output line is "<group> <index> <type> <hex bits>" (see cases/harness.h); a line
"TOL <group> ulp=N|abs=E|rel=E" sets the tolerance of a float group (default: the case's
"// EXEC: compare=ulp:N" header, else exact). Prints one row per group:
  <case>/<group> <TAB> match | within-tolerance | mismatch <TAB> detail
NaNs compare equal to NaNs of any payload; a missing or extra value is a mismatch."""
import re
import struct
import sys


def parse(path):
    vals, tols, ended = {}, {}, False
    for line in open(path, errors="replace"):
        p = line.split()
        if not p:
            continue
        if p[0] == "END":
            ended = True
        elif p[0] == "TOL" and len(p) == 3:
            kind, value = p[2].split("=") if "=" in p[2] else ("ulp", p[2])
            tols.setdefault(p[1], []).append((kind, float(value)))
        elif len(p) == 4 and p[2] in ("u32", "u64", "f32", "f64"):
            vals.setdefault(p[0], {})[int(p[1])] = (p[2], int(p[3], 16))
    return vals, tols, ended


def ordered(bits, width):
    """Maps float bits to integers whose difference is the distance in ulps."""
    sign = 1 << (width - 1)
    return -(bits & (sign - 1)) if bits & sign else bits


def to_float(t, bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0] if t == "f32" else \
        struct.unpack("<d", struct.pack("<Q", bits))[0]


def error(kind, t, a, b):
    if kind == "ulp":
        w = 32 if t == "f32" else 64
        return abs(ordered(a, w) - ordered(b, w))
    fa, fb = to_float(t, a), to_float(t, b)
    if fa == fb:
        return 0.0
    d = abs(fa - fb) if kind == "abs" else abs(fa - fb) / max(abs(fa), 1e-300)
    return d if d == d else float("inf")


def is_nan(t, b):
    return (t == "f32" and (b & 0x7fffffff) > 0x7f800000) or \
           (t == "f64" and (b & 0x7fffffffffffffff) > 0x7ff0000000000000)


def main():
    case, ref_path, got_path, src = sys.argv[1:5]
    default_tol = [("ulp", 0.0)]
    m = re.search(r"EXEC: compare=ulp:(\d+)", open(src).read())
    if m:
        default_tol = [("ulp", float(m.group(1)))]
    ref, tols, ref_end = parse(ref_path)
    got, _, got_end = parse(got_path)
    if not ref_end:
        print(f"{case}/*\tmismatch\treference run did not finish")
        return
    for group in sorted(set(ref) | set(got)):
        r, g = ref.get(group, {}), got.get(group, {})
        tol = tols.get(group, default_tol)
        status, detail, worst = "match", "", {}
        if set(r) != set(g) or not got_end:
            status, detail = "mismatch", f"{len(r)} reference values, {len(g)} ours (finished: {got_end})"
        else:
            for i in sorted(r):
                (t, a), (_, b) = r[i], g[i]
                if a == b or (is_nan(t, a) and is_nan(t, b)):
                    continue
                if t in ("f32", "f64") and not is_nan(t, a) and not is_nan(t, b):
                    # Several tolerances (e.g. an absolute bound near zero, ulps elsewhere): any may hold.
                    ok = False
                    for kind, bound in tol:
                        d = error(kind, t, a, b)
                        worst[kind] = max(worst.get(kind, 0.0), d)
                        ok |= d <= bound
                    if ok:
                        status = "within-tolerance" if status == "match" else status
                        continue
                status = "mismatch"
                detail = f"index {i}: reference {a:x}, ours {b:x}"
                break
        if status == "within-tolerance":
            detail = "; ".join(f"max {k} error {worst.get(k, 0):g} (bound {b:g})" for k, b in tol)
        print(f"{case}/{group}\t{status}\t{detail}")


if __name__ == "__main__":
    main()
