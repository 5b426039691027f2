#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Reads the CUDA Math API tables (headers/__scale_amd/math/<chapter>.def) and writes what is
derived from them: `lit CHAPTER` prints a CUDA file with one kernel per row and FileCheck lines
saying which implementation the kernel's IR must call (at -O0, where the device library calls stay
visible); `doc` prints the per-function table of the coverage document; `check-specs SPEC...`
checks that every tolerance of the execution specs (test/exec/specs/*.spec) is the one the table's
bound gives (`tolerance`), and `spec-tolerance NAME [LO,HI]` prints it.

Bounds (the "cuda ulp" and "our ulp" columns) are short texts with a small grammar, so that the
exec tolerance is derived from them and never written twice:
  N [...]                         N ulps (a leading integer; text after it qualifies the range)
  2 + floor(abs(K * x))           ulps growing with |x| (evaluated at the spec range's largest |x|)
  ceil(A + Bn) ...                ulps growing with the order n (at the spec's largest n)
  ... otherwise N                 N ulps outside the stated sub-range
  abs[:] E / rel[:] E             absolute / relative error E (E: 2.2e-6 or 2^-21.41)
  exact                           bit-exact (integer and SIMD chapters)
  none ... / derived ... / as ... no number: the other column (ours) is used, if it has one.
The exec tolerance is the bound counted twice (test/exec/README.md: the reference is not exact
either), each component separately; any of them may hold.

A row is  MACRO(name, ret, (params), "cuda ulp", "our ulp", impl[, fast impl]).
"""
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE_DIR = os.path.join(HERE, "..", "..", "headers", "__scale_amd", "math")
CHAPTERS = {
    "single": "Single Precision Mathematical Functions",
    "double": "Double Precision Mathematical Functions",
    "single-intrinsics": "Single Precision Intrinsics",
    "double-intrinsics": "Double Precision Intrinsics",
    "integer": "Integer Mathematical Functions",
    "integer-intrinsics": "Integer Intrinsics",
    "simd": "SIMD Intrinsics",
    "casting": "Type Casting Intrinsics",
}


def split_top(s):
    """Split s at commas outside brackets and string literals."""
    out, depth, cur, quote = [], 0, "", False
    for c in s:
        if quote:
            cur += c
            quote = c != '"'
            continue
        if c == '"':
            quote = True
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        cur += c
    out.append(cur.strip())
    return out


def load(chapter):
    rows = []
    with open(os.path.join(TABLE_DIR, chapter + ".def")) as f:
        for line in f:
            m = re.match(r"^(__SA_MATH\w*)\((.*)\)\s*$", line)
            if not m:
                continue
            a = split_top(m.group(2))
            rows.append({"macro": m.group(1), "name": a[0], "ret": a[1], "params": a[2][1:-1],
                         "cuda_ulp": a[3].strip('"'), "our_ulp": a[4].strip('"'),
                         "impl": a[5], "fast": a[6] if len(a) > 6 else None})
    return rows


def param_types(params):
    """Parameter types of '(float __x, int *__n)' -> ['float', 'int *']."""
    types = []
    for p in split_top(params):
        if not p:
            continue
        types.append(re.sub(r"\b__\w+$", "", p).strip())
    return types


LLVM_BUILTIN = {  # __builtin_X -> llvm intrinsic stem
    "ceil": "ceil", "floor": "floor", "trunc": "trunc", "rint": "rint", "round": "round",
    "nearbyint": "nearbyint", "fabs": "fabs", "copysign": "copysign", "fma": "fma", "fmax": "maxnum",
    "fmin": "minnum", "sqrt": "sqrt", "ldexp": "ldexp", "bitreverse32": "bitreverse.i32",
    "bitreverse64": "bitreverse.i64", "popcount": "ctpop.i32", "popcountll": "ctpop.i64",
    "bswap16": "bswap.i16", "bswap32": "bswap.i32", "bswap64": "bswap.i64",
    "amdgcn_sinf": "amdgcn.sin.f32", "amdgcn_cosf": "amdgcn.cos.f32", "amdgcn_exp2f": "amdgcn.exp2.f32",
    "amdgcn_logf": "amdgcn.log.f32", "amdgcn_rcpf": "amdgcn.rcp.f32", "clzg": "ctlz",
    "isnan": "is.fpclass", "isinf": "is.fpclass", "isfinite": "is.fpclass", "ffs": "cttz",
    "ffsll": "cttz",
}


def expected_callee(row):
    """What the kernel's -O0 IR must reference for this row (None: checked by other tests)."""
    impl = row["impl"]
    m = re.match(r"^\s*(?:\([\w ]+\))?\s*__ocml_(\w+)\(", impl)
    if m:
        return "@__ocml_" + m.group(1) + "("
    m = re.match(r"^\s*(?:\([\w ]+\))?\s*__builtin_(\w+?)(f?)\(", impl)
    if m:
        base = m.group(1) + ("f" if m.group(1).startswith("amdgcn") else "")
        if base in LLVM_BUILTIN:
            stem = LLVM_BUILTIN[base]
            if "." in stem or stem in ("ctlz", "cttz", "is.fpclass"):
                return "@llvm." + stem
            ty = "f32" if (m.group(2) == "f" or "float" in row["ret"]) else "f64"
            if row["ret"] in ("float", "double"):
                ty = "f32" if row["ret"] == "float" else "f64"
            return "@llvm.%s.%s%s(" % (stem, ty, ".i32" if stem == "ldexp" else "")
    m = re.match(r"^\s*(?:\(\w+\))?\s*__sa_(\w+)\(", impl)
    if m:  # a helper that wraps an ocml function
        text = open(os.path.join(TABLE_DIR, "helpers.h")).read()
        h = re.search(r"\b__sa_%s\b[^\n]*__ocml_(\w+)" % m.group(1), text)
        if h:
            return "@__ocml_" + h.group(1) + "("
    return None


def lit(chapter):
    rows = load(chapter)
    out = ["// Generated by tools/math/mathtab.py lit %s from %s.def: one kernel per row." % (chapter, chapter)]
    for i, r in enumerate(rows):
        types = param_types(r["params"])
        args = ", ".join("%s a%d" % (t, j) for j, t in enumerate(types))
        call = "%s(%s)" % (r["name"], ", ".join("a%d" % j for j in range(len(types))))
        ret = r["ret"]
        body = call + ";" if ret == "void" else "*out = %s;" % call
        sig = ("%s *out" % ret if ret != "void" else "int *out") + (", " + args if args else "")
        out.append('extern "C" __global__ void t%d_%s(%s) { %s }' % (i, r["name"].strip("_"), sig, body))
        out.append("// CHECK-LABEL: define {{.*}}@t%d_%s(" % (i, r["name"].strip("_")))
        callee = expected_callee(r)
        if callee:
            out.append("// CHECK: %s" % callee)
        out.append("// CHECK: ret void")
    out.append('extern "C" __global__ void t_end() {}')
    out.append("// CHECK-LABEL: define {{.*}}@t_end(")
    return "\n".join(out) + "\n"


def _num(text):
    m = re.match(r"2\^(-?[0-9.]+)$", text)
    return 2.0 ** float(m.group(1)) if m else float(text)


def bound(text, max_abs_x=None, max_n=None):
    """A bound text -> {"ulp": n, "abs": e, "rel": e} (some of them), or None (no number)."""
    # A trailing "(how we get it)" note is not part of the bound.
    t = re.sub(r"\s*\([^()]*\)$", "", text.strip())
    if re.match(r"^(none|derived|as )", t):
        return None
    if t == "exact":
        return {}
    out = {}
    m = re.match(r"^2 \+ floor\(abs\(([0-9.]+) \* x\)\)", t)
    if m:
        if max_abs_x is None:
            return None
        out["ulp"] = 2 + int(float(m.group(1)) * max_abs_x)
    elif re.match(r"^ceil\(", t):
        m = re.match(r"^ceil\(([0-9.]+) \+ ([0-9.]+)n\)", t)
        if m and max_n is not None:
            out["ulp"] = int(math.ceil(float(m.group(1)) + float(m.group(2)) * max_n))
    else:
        m = re.match(r"^(\d+)(?![\d.^]|\s*\+)", t) or re.search(r"otherwise (\d+)\b", t)
        if m:
            out["ulp"] = int(m.group(1))
    for kind in ("abs", "rel"):
        m = re.search(r"\b%s:?\s*(2\^-?[0-9.]+|[0-9.]+(?:e-?\d+)?)" % kind, t)
        if m:
            out[kind] = _num(m.group(1))
    return out if out else None


def rows_by_name():
    byname = {}
    for ch in CHAPTERS:
        for r in load(ch):
            byname.setdefault(r["name"], r)
    return byname


def spec_tolerance(row, rng, max_n=None):
    """The exec tolerance of a table row for a spec range 'LO,HI' (and the largest integer argument,
    e.g. a Bessel order): {} means bit-exact."""
    hi = max(abs(float(v)) for v in rng.split(",")) if rng else None
    b = bound(row["cuda_ulp"], hi, max_n)
    if b is None:
        b = bound(row["our_ulp"], hi, max_n)
    if b is None:
        raise ValueError("%s: neither bound is a number (%r, %r)"
                         % (row["name"], row["cuda_ulp"], row["our_ulp"]))
    return {k: 2 * v for k, v in b.items() if v != 0}


def fmt_tolerance(tol):
    return " ".join("%s=%s" % (k, ("%d" % v) if k == "ulp" else ("%.3g" % v))
                    for k, v in sorted(tol.items()))


def check_specs(paths):
    byname, bad = rows_by_name(), 0
    for path in paths:
        for n, raw in enumerate(open(path), 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            name = line.split()[0]
            opts = dict(kv.split("=", 1) for kv in line.split()[2:] if "=" in kv)
            have = {k: float(v) for k, v in opts.items()
                    if k in ("ulp", "abs", "rel") and float(v) != 0}
            if name not in byname:
                if have:
                    print("%s:%d: %s has a tolerance but no math-table row to derive it from"
                          % (path, n, name))
                    bad += 1
                continue
            ints = [int(hi) for _, hi in re.findall(r"i32\[(-?\d+),(-?\d+)\]", line)]
            try:
                want = spec_tolerance(byname[name], opts.get("range"), max(ints) if ints else None)
            except ValueError as e:
                print("%s:%d: %s" % (path, n, e))
                bad += 1
                continue
            if fmt_tolerance(have) != fmt_tolerance(want):
                print("%s:%d: %s: tolerance '%s', the table's bound %r gives '%s'" % (
                    path, n, name, fmt_tolerance(have), byname[name]["cuda_ulp"], fmt_tolerance(want)))
                bad += 1
    print("checked %d spec files: %d tolerance mismatches" % (len(paths), bad))
    return 1 if bad else 0


def doc():
    out = []
    for ch, title in CHAPTERS.items():
        out.append("\n### %s (`headers/__scale_amd/math/%s.def`)\n" % (title, ch))
        out.append("| function | CUDA max error | ours (expected) | implementation |")
        out.append("|---|---|---|---|")
        for r in load(ch):
            impl = r["impl"].replace("|", "\\|")
            if len(impl) > 70:
                impl = impl[:67] + "..."
            fast = " (fast: `%s`)" % r["fast"] if r["fast"] else ""
            out.append("| `%s %s(%s)` | %s | %s | `%s`%s |" % (r["ret"], r["name"], r["params"].replace("__", ""),
                                                         r["cuda_ulp"].replace("|", "\\|"),
                                                         r["our_ulp"].replace("|", "\\|"), impl, fast))
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "lit":
        sys.stdout.write(lit(sys.argv[2]))
    elif len(sys.argv) >= 2 and sys.argv[1] == "doc":
        sys.stdout.write(doc())
    elif len(sys.argv) >= 3 and sys.argv[1] == "check-specs":
        sys.exit(check_specs(sys.argv[2:]))
    elif len(sys.argv) >= 3 and sys.argv[1] == "spec-tolerance":
        rng = sys.argv[3] if len(sys.argv) > 3 else None
        print(fmt_tolerance(spec_tolerance(rows_by_name()[sys.argv[2]], rng)))
    else:
        sys.exit("usage: mathtab.py lit CHAPTER | doc | check-specs SPEC... "
                 "| spec-tolerance NAME [LO,HI]")
