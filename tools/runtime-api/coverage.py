#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Coverage of the CUDA runtime and driver APIs by libcudart/libcuda.

Reads the API lists (shared/data/cuda-{runtime,driver}-api.tsv: chapter<TAB>declaration) and our
tables (headers/__scale_amd/{runtime,driver}_api.def: FWD/IMPL/STUB rows), and
  - writes the coverage document (--write docs/runtime-api-coverage.md),
  - checks the coverage targets (--check: >= 60% of runtime, >= 50% of driver functions
    implemented; stubs and missing functions do not count),
  - checks that every table row, and every per-thread variant (name_ptsz / name_ptds of a PTSZ /
    PTDS row), is exported by the built libraries (--exports libcudart libcuda).
"""
import argparse
import collections
import os
import re
import subprocess
import sys

# CUDART_FWD(name, ...) or, for a function with a per-thread variant, CUDART_PTSZ(FWD, name, ...).
ROW = re.compile(r'^(?:CUDART|CU)_(?:(PTSZ|PTDS)\((FWD|IMPL|STUB), |(FWD|IMPL|STUB|IMPL_RET)\()(\w+),')
TARGETS = {"runtime": 0.60, "driver": 0.50}


def api_list(tsv, prefix):
    """Function name -> chapter, for the host functions of the list."""
    out = {}
    for line in open(tsv, encoding="utf-8"):
        chapter, _, decl = line.rstrip("\n").partition("\t")
        if chapter.startswith("Data types") or chapter.startswith("C++"):
            continue
        if "__device__" in decl and "__host__" not in decl:
            continue
        m = re.search(r"\b(" + prefix + r"\w+)\s*\(", decl)
        if m:
            out.setdefault(m.group(1), chapter)
    return out


def table(path):
    """Function name -> FWD/IMPL/STUB."""
    return {name: kind for name, (kind, _) in rows_with_variants(path).items()}


def rows_with_variants(path):
    """Function name -> (FWD/IMPL/STUB, per-thread suffix or None)."""
    rows = {}
    for line in open(path, encoding="utf-8"):
        m = ROW.match(line)
        if m:
            pt, ptkind, kind, name = m.groups()
            rows[name] = (ptkind or kind, "_" + pt.lower() if pt else None)
    return rows


def per_thread(path):
    """The per-thread variants of the table's functions, by suffix."""
    out = collections.defaultdict(list)
    for name, (_, suffix) in rows_with_variants(path).items():
        if suffix:
            out[suffix].append(name)
    return out


def analyse(tsv, deffile, prefix):
    funcs, rows = api_list(tsv, prefix), table(deffile)
    variants = per_thread(deffile)
    by_chapter = collections.defaultdict(lambda: collections.Counter())
    status = {}
    for name, chapter in funcs.items():
        s = {"FWD": "forwarded", "IMPL": "implemented", "IMPL_RET": "implemented", "STUB": "stub"}.get(rows.get(name), "missing")
        status[name] = (chapter, s)
        by_chapter[chapter][s] += 1
    done = sum(1 for _, s in status.values() if s in ("forwarded", "implemented"))
    extra = sorted(set(rows) - set(funcs))
    return status, by_chapter, done, len(funcs), extra, variants


def document(results):
    out = ["<!-- SPDX-License-Identifier: Apache-2.0 -->",
           "<!-- Written by tools/runtime-api/coverage.py from the API tables; do not edit. -->",
           "# CUDA runtime and driver API coverage", "",
           "Counted from `headers/__scale_amd/runtime_api.def` and `driver_api.def` against the API",
           "lists in `shared/data/`. *forwarded*: a HIP function with the same semantics and argument",
           "layout; *implemented*: written in `runtime-shim/`; *stub*: exported, returns",
           "`cudaErrorNotSupported` / `CUDA_ERROR_NOT_SUPPORTED`; *missing*: not exported.",
           "Only forwarded and implemented functions count.", ""]
    for api, (status, chapters, done, total, extra, variants) in results.items():
        out += [f"## {api.capitalize()} API: {done} of {total} ({100.0 * done / total:.1f}%)", "",
                "| Chapter | forwarded | implemented | stub | missing |", "|---|---|---|---|---|"]
        for ch in sorted(chapters):
            c = chapters[ch]
            out.append(f"| {ch} | {c['forwarded']} | {c['implemented']} | {c['stub']} | {c['missing']} |")
        out.append("")
        for s in ("stub", "missing"):
            names = sorted(n for n, (_, st) in status.items() if st == s)
            out += [f"### {api.capitalize()} API: {s} ({len(names)})", "",
                    ", ".join(f"`{n}`" for n in names) or "none", ""]
        if extra:
            out += [f"Exported beyond the list: {', '.join(f'`{n}`' for n in extra)}", ""]
        n = sum(len(v) for v in variants.values())
        out += [f"### {api.capitalize()} API: per-thread default stream variants ({n})", "",
                "Called by code compiled with `CUDA_API_PER_THREAD_DEFAULT_STREAM` "
                "(`nvcc --default-stream per-thread`); `docs/per-thread-stream.md`.", ""]
        for suffix in ("_ptsz", "_ptds"):
            names = sorted(variants.get(suffix, []))
            out += [f"`{suffix}` ({len(names)}): " + ", ".join(f"`{n}`" for n in names), ""]
    return "\n".join(out) + "\n"


def exported(lib):
    out = subprocess.run(["nm", "-D", "--defined-only", lib], capture_output=True, text=True,
                         check=True).stdout
    return {l.split()[-1].split("@")[0] for l in out.splitlines() if l.strip()}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", default=os.path.join(os.path.dirname(root), "shared", "data"))
    p.add_argument("--defs", default=os.path.join(root, "headers", "__scale_amd"))
    p.add_argument("--write", metavar="MD")
    p.add_argument("--check", action="store_true")
    p.add_argument("--exports", nargs=2, metavar=("LIBCUDART", "LIBCUDA"))
    a = p.parse_args()
    results = {
        "runtime": analyse(os.path.join(a.data, "cuda-runtime-api.tsv"),
                           os.path.join(a.defs, "runtime_api.def"), "cuda"),
        "driver": analyse(os.path.join(a.data, "cuda-driver-api.tsv"),
                          os.path.join(a.defs, "driver_api.def"), "cu"),
    }
    ok = True
    for api, (_, _, done, total, _, _) in results.items():
        print(f"{api}: {done}/{total} implemented ({100.0 * done / total:.1f}%, target "
              f"{100 * TARGETS[api]:.0f}%)")
        if a.check and done < TARGETS[api] * total:
            print(f"error: {api} API coverage is below its target", file=sys.stderr)
            ok = False
    if a.write:
        with open(a.write, "w", encoding="utf-8") as f:
            f.write(document(results))
    if a.exports:
        # CUDA 12's cuda.h maps some names to versioned exports (cuMemAlloc -> cuMemAlloc_v2).
        for lib, deffile in zip(a.exports, ("runtime_api.def", "driver_api.def")):
            syms = exported(lib)
            for name, (_, suffix) in rows_with_variants(os.path.join(a.defs, deffile)).items():
                if name not in syms and name + "_v2" not in syms and not (
                        name == "cuGraphInstantiate" and "cuGraphInstantiateWithFlags" in syms):
                    print(f"error: {name} is in {deffile} but not exported by {lib}",
                          file=sys.stderr)
                    ok = False
                if suffix and name + suffix not in syms and name + "_v2" + suffix not in syms:
                    print(f"error: {name}{suffix} (per-thread variant) is not exported by {lib}",
                          file=sys.stderr)
                    ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
