#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Math API coverage: for every __device__ entry of the CUDA Math API list (cuda-math-api.tsv, all
chapters), generate a call in a kernel, compile AND link it for an AMD target through our nvcc, and
write the supported-API document (docs/math-api-coverage.md).

Entries are compiled a chapter at a time; a batch that fails is bisected until the failing entries
are isolated, and each keeps the first error line as its reason. With --ref-nvcc (NVIDIA's nvcc),
the same calls are compiled for sm_86 first, to count only what nvcc itself provides there.
Usage: coverage.py --nvcc <prefix>/bin/nvcc --tsv cuda-math-api.tsv --out doc.md [--min-percent 95]
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import mathtab  # noqa: E402

TYPE_WORDS = {"int", "long", "short", "char", "float", "double", "unsigned", "signed", "bool", "void", "const"}
PRELUDE = ("#if __has_include(<cuda_fp16.h>)\n#include <cuda_fp16.h>\n#endif\n"
           "#if __has_include(<cuda_bf16.h>)\n#include <cuda_bf16.h>\n#endif\n")


def parse_entry(decl):
    """'__device__ float powf(float x, float y);' -> (ret, name, [param types]) or None."""
    m = re.match(r"^((?:__host__\s+)?__device__)\s+(.*?)\b(\w+)\s*\((.*)\)\s*;?\s*$", decl)
    if not m:
        return None
    types = []
    for p in mathtab.split_top(m.group(4)):
        p = p.split("=")[0].strip()  # default arguments: the call passes every parameter
        if not p or p == "void":
            continue
        toks = re.findall(r"[\w]+|\*|&", p)
        if len(toks) > 1 and re.match(r"^\w+$", toks[-1]) and toks[-1] not in TYPE_WORDS and toks[-2] != "struct":
            p = p[: p.rstrip().rfind(toks[-1])].strip()
        types.append(p)
    return m.group(2).strip(), m.group(3), types


def kernel(i, ent):
    ret, name, types = ent
    args = ", ".join("%s a%d" % (t, j) for j, t in enumerate(types))
    call = "%s(%s)" % (name, ", ".join("a%d" % j for j in range(len(types))))
    body = "%s;" % call if ret.strip() == "void" else "auto r = %s; *(volatile char *)o = *(char *)&r;" % call
    return 'extern "C" __global__ void cov%d(char *o%s) { %s }\n' % (i, ", " + args if args else "", body)


def compile_ok(nvcc, arch, items, workdir, tag):
    src = os.path.join(workdir, "cov_%s.cu" % tag)
    with open(src, "w") as f:
        f.write(PRELUDE + "".join(kernel(i, e) for i, e in items))
    r = subprocess.run([nvcc, "-c", "-arch=" + arch, src, "-o", src + ".o"], capture_output=True, text=True)
    if r.returncode == 0:
        return True, ""
    errs = [l for l in r.stderr.splitlines() if "error" in l]
    return False, (errs[0] if errs else r.stderr.strip().splitlines()[-1] if r.stderr.strip() else "failed")


def bisect(nvcc, arch, items, workdir, tag, failures, top=True):
    ok, err = compile_ok(nvcc, arch, items, workdir, tag)
    if ok:
        return
    if top and len(items) > 8:  # a chapter that does not exist at all fails every entry alike
        probe = [(i, e) for i, e in items if "half" in str(e) or "bfloat" in str(e)]
        if len(probe) == len(items) and not compile_ok(nvcc, arch, items[:1], workdir, tag + "p")[0] \
                and not compile_ok(nvcc, arch, items[-1:], workdir, tag + "q")[0]:
            for i, _ in items:
                failures[i] = "chapter not available: " + re.sub(r"^.*?error: ", "", re.sub(r"/\S*/", "", err))[:120]
            return
    if len(items) == 1:
        failures[items[0][0]] = re.sub(r"^.*?error: ", "", re.sub(r"/\S*/", "", err))[:160]
        return
    h = len(items) // 2
    bisect(nvcc, arch, items[:h], workdir, tag + "a", failures, False)
    bisect(nvcc, arch, items[h:], workdir, tag + "b", failures, False)


def run(nvcc, arch, groups, workdir, jobs):
    failures = {}
    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        list(ex.map(lambda kv: bisect(nvcc, arch, kv[1], workdir, "%s_%d" % (arch, kv[0]), failures),
                    enumerate(groups)))
    return failures


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nvcc", required=True)
    ap.add_argument("--tsv", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--arch", default="gfx1100")
    ap.add_argument("--ref-nvcc", help="NVIDIA nvcc: count only entries it provides at sm_86")
    ap.add_argument("--min-percent", type=float, default=0)
    ap.add_argument("-j", type=int, default=2)
    a = ap.parse_args()

    entries, chapters = [], {}
    with open(a.tsv) as f:
        for line in f:
            ch, decl = line.rstrip("\n").split("\t", 1)
            ent = parse_entry(decl)
            if ent:
                chapters.setdefault(ch, []).append(len(entries))
                entries.append((ch, decl, ent))
    groups = []
    for ch, idx in chapters.items():  # batches of at most 60 entries
        for k in range(0, len(idx), 60):
            groups.append([(i, entries[i][2]) for i in idx[k:k + 60]])

    with tempfile.TemporaryDirectory() as wd:
        not_nv = run(a.ref_nvcc, "sm_86", groups, wd, a.j) if a.ref_nvcc else {}
        ours = run(a.nvcc, a.arch, [[x for x in g if x[0] not in not_nv] for g in groups if g], wd, a.j)

    counted = [i for i in range(len(entries)) if i not in not_nv]
    ok = [i for i in counted if i not in ours]
    pct = 100.0 * len(ok) / max(1, len(counted))
    lines = ["<!-- Generated by tools/math/coverage.py (run by test/lit/math/coverage.test); do not edit. -->",
             "# CUDA Math API coverage", "",
             "Every `__device__` entry of `cuda-math-api.tsv` is called in a kernel and compiled and linked "
             "for %s through our `nvcc`." % a.arch,
             ("Entries NVIDIA's nvcc does not provide at sm_86 are not counted (%d)." % len(not_nv)) if a.ref_nvcc
             else "All entries are counted (no reference nvcc was given).", "",
             "**%d of %d entries supported (%.1f%%).**" % (len(ok), len(counted), pct), "",
             "| chapter | entries | supported |", "|---|---|---|"]
    for ch, idx in chapters.items():
        c = [i for i in idx if i not in not_nv]
        lines.append("| %s | %d | %d |" % (ch, len(c), len([i for i in c if i not in ours])))
    lines += ["", "## Not supported", "", "| entry | reason |", "|---|---|"]
    for i in sorted(ours):
        lines.append("| `%s` | %s |" % (entries[i][1].replace("|", "\\|"), ours[i].replace("|", "\\|")))
    if not_nv:
        lines += ["", "## Not provided by nvcc at sm_86 (not counted)", ""]
        lines += ["- `%s`" % entries[i][1] for i in sorted(not_nv)]
    lines += ["", "## Functions implemented here, with error bounds", "", mathtab.doc()]
    with open(a.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("math coverage: %d/%d (%.1f%%)" % (len(ok), len(counted), pct))
    return 0 if pct >= a.min_percent else 1


if __name__ == "__main__":
    sys.exit(main())
