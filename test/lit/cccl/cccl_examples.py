#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Compile and link every example of Debian's NVIDIA CCCL packages through the toolkit.

Design: each example program of libthrust-dev, libcub-dev and libcu++-dev (CCCL 1.17, under
/usr/share/doc/<pkg>/examples) is one *unit*: its sources plus the flags its upstream
CMakeLists.txt gives it. A unit is built with one `nvcc` command (compile + link), exactly as a
Makefile would, with the AMD targets chosen through SCALE_AMD_TARGETS and the CUDA feature level
through -arch=sm_XX. Units run in parallel; each leaves a log. A failing unit is classified by the
first rule of owners.tsv (a table: owner, Python regex) matching its first error line, else its
whole log, so the status table says whose work unblocks it.

Outputs (under --out): <unit>.log per unit, results.tsv, and --markdown FILE (the status table of
docs/cccl-status.md). Exit status: 1 when fewer than --min units pass (the CI ratchet), else 0.

rtc_example.cpp (libcu++) links our libnvrtc (nvrtc/) and libcuda with -lnvrtc -lcuda, as its
upstream CMakeLists.txt does; running it is test/lit/nvrtc/rtc-example.test.
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DOC = "/usr/share/doc"


def discover(doc):
    """Returns [(name, [sources], [flags])] for every example found under `doc`."""
    units = []
    thrust = os.path.join(doc, "libthrust-dev", "examples")
    cub = os.path.join(doc, "libcub-dev", "examples")
    cxx = os.path.join(doc, "libcu++-dev", "examples")

    def cu_files(d):
        return sorted(f for f in os.listdir(d) if f.endswith(".cu")) if os.path.isdir(d) else []

    # Thrust: one program per .cu; examples include "include/timer.h" from the examples dir.
    for sub in ["", "cuda"]:
        d = os.path.join(thrust, sub)
        for f in cu_files(d):
            units.append((f"thrust/{sub + '/' if sub else ''}{f[:-3]}", [os.path.join(d, f)],
                          ["-I" + thrust]))
    d = os.path.join(thrust, "cpp_integration")
    if os.path.isdir(d):  # device.cu (nvcc) + host.cpp (host compiler), one program
        units.append(("thrust/cpp_integration", [os.path.join(d, "device.cu"),
                                                  os.path.join(d, "host.cpp")], []))
    d = os.path.join(thrust, "cmake", "add_subdir")
    for f in ["dummy.cu", "dummy.cpp"]:
        if os.path.exists(os.path.join(d, f)):
            units.append((f"thrust/cmake/{f.replace('.', '_')}", [os.path.join(d, f)], []))

    # CUB: block/ and device/ programs include "../../test/test_util.h" (see Inputs/).
    for sub in ["block", "device"]:
        d = os.path.join(cub, sub)
        for f in cu_files(d):
            units.append((f"cub/{sub}/{f[:-3]}", [os.path.join(d, f)], ["@CUB_TEST_UTIL@"]))
    d = os.path.join(cub, "cmake", "add_subdir")
    if os.path.exists(os.path.join(d, "dummy.cu")):
        units.append(("cub/cmake/dummy_cu", [os.path.join(d, "dummy.cu")], []))

    # libcu++: flags from its CMakeLists.txt.
    lib = {
        "concurrent_hash_table.cu": ["-std=c++14", "--expt-extended-lambda"],
        "trie.cu": ["--expt-relaxed-constexpr"],
        "trie_st.cpp": [],
        "trie_mt.cpp": ["-lpthread"],
        "rtc_example.cpp": ["-lnvrtc", "-lcuda"],
    }
    for f, flags in lib.items():
        if os.path.exists(os.path.join(cxx, f)):
            units.append((f"libcu++/{os.path.splitext(f)[0]}", [os.path.join(cxx, f)], flags))
    return units


def cub_shim(out):
    """Lays out <out>/cub-shim/test/test_util.h and returns the include dir that resolves
    "../../test/test_util.h" to it."""
    root = os.path.join(out, "cub-shim")
    inc = os.path.join(root, "a", "b")
    os.makedirs(inc, exist_ok=True)
    os.makedirs(os.path.join(root, "test"), exist_ok=True)
    link = os.path.join(root, "test", "test_util.h")
    if os.path.lexists(link):
        os.remove(link)
    os.symlink(os.path.join(HERE, "Inputs", "cub_test_util.h"), link)
    return inc


def load_owners(path):
    rules = []
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            owner, regex = line.split("\t", 1)
            rules.append((owner, re.compile(regex)))
    return rules


ERROR_RE = re.compile(r"(error:|error [A-Z]*[0-9]+|undefined reference|undefined symbol|"
                      r"fatal error|LLVM ERROR|Assertion|Segmentation|Stack dump|timed out)")


def first_error(log):
    for line in log.splitlines():
        if ERROR_RE.search(line):
            return line.strip()
    lines = [l for l in log.splitlines() if l.strip()]
    return lines[-1].strip() if lines else "(no output)"


def classify(rules, first, log):
    for text in (first, log):
        for owner, rx in rules:
            if rx.search(text):
                return owner
    return "unclassified"


def build(unit, args, shim_inc):
    name, sources, flags = unit
    flags = [shim_inc and "-I" + shim_inc if f == "@CUB_TEST_UTIL@" else f for f in flags]
    exe = os.path.join(args.out, "bin", name.replace("/", "__"))
    cmd = [args.nvcc, "-O2", f"-arch=sm_{args.sm}"] + flags + sources + ["-o", exe]
    env = dict(os.environ, SCALE_AMD_TARGETS=args.targets)
    t0 = time.time()
    try:
        p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=args.timeout, text=True, errors="replace")
        log, ok = p.stdout, p.returncode == 0 and os.path.exists(exe)
        if p.returncode == 0 and not ok:
            log += "\nerror: nvcc exited 0 but wrote no executable\n"
    except subprocess.TimeoutExpired as e:
        log = (e.stdout or "") if isinstance(e.stdout, str) else ""
        log += f"\nerror: timed out after {args.timeout} s\n"
        ok = False
    secs = time.time() - t0
    with open(os.path.join(args.out, "logs", name.replace("/", "__") + ".log"), "w") as f:
        f.write("$ " + " ".join(shlex.quote(c) for c in cmd) + "\n" + log)
    return name, ok, secs, log


def markdown(rows, targets):
    passed = sum(r[1] == "PASS" for r in rows)
    out = [f"Targets: `{targets}`. {passed} of {len(rows)} examples compile and link.", "",
           "| example | result | owner | first error |", "|---|---|---|---|"]
    for name, status, secs, owner, err in rows:
        err = err.replace("|", "\\|")
        if len(err) > 200:
            err = err[:197] + "..."
        out.append(f"| {name} | {status} ({secs:.0f} s) | {owner} | `{err}` |" if status != "PASS"
                   else f"| {name} | PASS ({secs:.0f} s) | | |")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--toolkit", required=True, help="installed toolkit prefix (bin/nvcc)")
    ap.add_argument("--targets", default="gfx1100", help="AMD targets (SCALE_AMD_TARGETS)")
    ap.add_argument("--sm", default="80", help="CUDA feature level: -arch=sm_<SM>")
    ap.add_argument("--out", required=True, help="work directory (logs, binaries, results)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=600, help="seconds per example")
    ap.add_argument("--min", type=int, default=0, help="fail when fewer examples pass")
    ap.add_argument("--filter", default="", help="only examples whose name matches this regex")
    ap.add_argument("--subset", help="file listing the example names to build (one a line)")
    ap.add_argument("--markdown", help="write the status table (markdown) to this file")
    ap.add_argument("--doc-root", default=DOC, help="where the Debian example dirs are")
    args = ap.parse_args()

    args.nvcc = os.path.join(args.toolkit, "bin", "nvcc")
    if not os.access(args.nvcc, os.X_OK):
        sys.exit(f"cccl_examples: no nvcc at {args.nvcc}: build and install the toolkit first")
    every = discover(args.doc_root)
    units = [u for u in every if re.search(args.filter, u[0])]
    if args.subset:
        with open(args.subset) as f:
            wanted = [l.strip() for l in f if l.strip() and not l.startswith("#")]
        known = {u[0] for u in every}
        missing = [w for w in wanted if w not in known]
        if missing:
            sys.exit(f"cccl_examples: {args.subset} names unknown examples: {', '.join(missing)}")
        units = [u for u in units if u[0] in wanted]
    if not units:
        sys.exit(f"cccl_examples: no CCCL examples under {args.doc_root} (install libthrust-dev, "
                 "libcub-dev, libcu++-dev)")
    for d in ["bin", "logs"]:
        os.makedirs(os.path.join(args.out, d), exist_ok=True)
    shim = cub_shim(args.out)
    rules = load_owners(os.path.join(HERE, "owners.tsv"))

    rows = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for name, ok, secs, log in pool.map(lambda u: build(u, args, shim), units):
            err = "" if ok else first_error(log)
            owner = "" if ok else classify(rules, err, log)
            rows.append((name, "PASS" if ok else "FAIL", secs, owner, err))
            print(f"{'PASS' if ok else 'FAIL'} {name} ({secs:.0f} s){'' if ok else ' [' + owner + '] ' + err}",
                  flush=True)

    with open(os.path.join(args.out, "results.tsv"), "w") as f:
        f.write("example\tresult\tseconds\towner\tfirst_error\n")
        for r in rows:
            f.write(f"{r[0]}\t{r[1]}\t{r[2]:.1f}\t{r[3]}\t{r[4]}\n")
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(markdown(rows, args.targets))

    passed = sum(r[1] == "PASS" for r in rows)
    failed = [r for r in rows if r[1] != "PASS"]
    by_owner = {}
    for r in failed:
        by_owner[r[3]] = by_owner.get(r[3], 0) + 1
    print(f"\nCCCL examples for {args.targets}: {passed} passed, {len(failed)} failed "
          f"(minimum {args.min}); failures by owner: "
          + (", ".join(f"{o} {n}" for o, n in sorted(by_owner.items())) or "none"))
    if passed < args.min:
        print(f"error: {passed} CCCL examples passed, fewer than the minimum {args.min}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
