#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Builds route C's whole programs (test/exec/README.md, "Route C") for the H200.

Each program is built by our toolkit in the route-C build mode (./nvcc) as <name>.routec; the
programs judged against NVIDIA's output are also built by NVIDIA's nvcc as <name>.ref. Writes
<out>/carry/: the binaries (stripped), the verification backend (libscale-routec-hip.so),
run.sh and manifest.tsv (name, suite, judge: `exit` = the program's own checks decide through its
exit status, `ref` = exit status 0 and the same stdout as NVIDIA's build).
Usage: build.py [--out DIR] [--jobs N] [--filter SUBSTRING]
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "test", "lit", "cccl"))
import cccl_examples  # noqa: E402  (discover(): the CCCL examples and their flags)

CUDA = "/usr/local/cuda"
DOC = "/usr/share/doc"
# Thrust examples judged by NVIDIA's output; the rest of the Debian examples are left for later
# runs (each costs minutes on the shared build machine).
THRUST = ["basic_vector", "constant_iterator", "counting_iterator", "device_ptr", "expand",
          "fill_copy_sequence", "histogram", "lambda", "max_abs_diff", "minmax", "norm",
          "permutation_iterator", "run_length_encoding", "saxpy", "scan_by_key", "sort",
          "stream_compaction", "sum", "sum_rows", "transform_iterator", "cuda/explicit_cuda_stream",
          "cuda/wrap_pointer", "bounding_box", "set_operations", "summary_statistics", "mode",
          "word_count", "tiled_range", "lexicographical_sort", "sparse_vector"]


def units(out):
    """[(name, suite, judge, sources, flags)]"""
    u = []
    for ex in ["saxpy", "stencil", "thrust-sort"]:
        d = os.path.join(ROOT, "examples", ex)
        u.append((ex, "examples", "exit", [os.path.join(d, f) for f in sorted(os.listdir(d))
                                           if f.endswith(".cu")], []))
    pd = os.path.join(HERE, "programs")
    for f in sorted(os.listdir(pd)):
        if f.endswith(".cu"):
            u.append((f[:-3], "route-c", "exit", [os.path.join(pd, f)], ["-I" + pd]))
    shim = cccl_examples.cub_shim(out)
    cub, thrust = [], {}
    for name, sources, flags in cccl_examples.discover(DOC):
        flags = ["-I" + shim if f == "@CUB_TEST_UTIL@" else f for f in flags]
        if name.startswith("cub/block/") or name.startswith("cub/device/"):
            cub.append((name.replace("/", "."), "cub-examples", "exit", sources, flags))
        elif name.startswith("thrust/") and name[len("thrust/"):] in THRUST:
            thrust[name[len("thrust/"):]] = (name.replace("/", "."), "thrust-examples", "ref",
                                             sources, flags)
    return u + cub + [thrust[t] for t in THRUST if t in thrust]


def up_to_date(binary, sources):
    return os.path.exists(binary) and all(os.path.getmtime(binary) > os.path.getmtime(s)
                                          for s in sources)


def build(unit, out):
    name, suite, judge, sources, flags = unit
    log = os.path.join(out, "logs", name + ".log")
    t0 = time.time()
    ok = True
    if os.environ.get("ROUTEC_REUSE") and up_to_date(os.path.join(out, "bin", name + ".routec"), sources):
        has_ref = os.path.exists(os.path.join(out, "bin", name + ".ref"))
        return name, suite, judge if has_ref or judge == "exit" else "exit", True, 0.0
    with open(log, "w") as f:
        cmd = [os.path.join(HERE, "nvcc"), "-O2", "-arch=sm_86"] + flags + sources + \
              ["-o", os.path.join(out, "bin", name + ".routec")]
        f.write("$ " + " ".join(cmd) + "\n")
        f.flush()
        ok = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT).returncode == 0
        if judge == "ref":
            ref = [CUDA + "/bin/nvcc", "-O2", "-arch=sm_90"] + flags + sources + \
                  ["-o", os.path.join(out, "bin", name + ".ref")]
            f.write("$ " + " ".join(ref) + "\n")
            f.flush()
            if subprocess.run(ref, stdout=f, stderr=subprocess.STDOUT).returncode:
                judge = "exit"  # NVIDIA's nvcc cannot build this CCCL 1.17 example: its own checks
    return name, suite, judge, ok, time.time() - t0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(ROOT, "test", "exec", "out", "route-c"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--filter", default="")
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    for d in ["bin", "logs", "carry"]:
        os.makedirs(os.path.join(out, d), exist_ok=True)
    backend = os.path.join(out, "libscale-routec-hip.so")
    src = os.path.join(HERE, "backend")
    subprocess.run(["clang++-22", "-std=c++17", "-O2", "-fPIC", "-shared", "-Wl,-Bsymbolic",
                    "-Wl,--no-undefined", "-I" + CUDA + "/include"] +
                   sorted(os.path.join(src, f) for f in os.listdir(src) if f.endswith(".cpp")) +
                   ["-L" + CUDA + "/lib64/stubs", "-lcuda", "-o", backend], check=True)
    todo = [u for u in units(out) if args.filter in u[0]]
    rows = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, suite, judge, ok, secs in pool.map(lambda u: build(u, out), todo):
            print("%-50s %s %4.0fs" % (name, "built" if ok else "BUILD FAILED", secs), flush=True)
            rows.append((name, suite, judge if ok else "build-failed"))
    carry = os.path.join(out, "carry")
    for f in os.listdir(carry):
        os.remove(os.path.join(carry, f))
    shutil.copy(backend, carry)
    shutil.copy(os.path.join(HERE, "run.sh"), carry)
    with open(os.path.join(carry, "manifest.tsv"), "w") as m:
        for name, suite, judge in sorted(rows):
            m.write("%s\t%s\t%s\n" % (name, suite, judge))
            for ext in [".routec", ".ref"]:
                b = os.path.join(out, "bin", name + ext)
                if judge != "build-failed" and os.path.exists(b):
                    subprocess.run(["strip", "-o", os.path.join(carry, name + ext), b], check=True)
    size = sum(os.path.getsize(os.path.join(carry, f)) for f in os.listdir(carry))
    print("carry: %.1f MiB in %s" % (size / 2**20, carry))


if __name__ == "__main__":
    main()
