#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Builds route C's whole programs (test/exec/README.md, "Route C") for the H200.

Each program is built by our toolkit in the route-C build mode (./nvcc) as <name>.routec; the
programs judged against NVIDIA's output are also built by NVIDIA's nvcc as <name>.ref. Writes
<out>/carry/: the binaries (stripped), the verification backend (libscale-routec-hip.so),
run.sh and manifest.tsv (name, suite, judge: `exit` = the program's own checks decide through its
exit status, `ref` = exit status 0 and the same stdout as NVIDIA's build).
Projects built elsewhere in the route-C mode (a CMake project configured with routec.cmake, a
Makefile with CC=./nvcc) join with --project SUITE:BUILD_DIR[:DATA_ROOT]: every executable under
BUILD_DIR that holds a route-C image runs, judged by its exit status, in carry/SUITE/<its path>/,
with DATA_ROOT/<its path>/data copied beside it when present (NVIDIA's samples look for ./data/);
shared libraries of the project that hold an image go to carry/SUITE/lib (run.sh's library path).
Usage: build.py [--out DIR] [--jobs N] [--filter SUBSTRING] [--project SUITE:BUILD[:DATA]]...
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


def routec_marker(sources, marker):
    """The words after "<marker>:" in the // comments of a program's sources."""
    words = []
    for src in sources:
        for line in open(src):
            if line.startswith("//") and marker + ":" in line:
                words += line.split(marker + ":", 1)[1].split()
    return words


def routec_flags(sources):
    """A program's own nvcc flags: ROUTEC-FLAGS."""
    return routec_marker(sources, "ROUTEC-FLAGS")


def routec_judge(sources):
    """`exit` unless a source says "ROUTEC-JUDGE: ref" (its stdout must equal NVIDIA's build's)."""
    judge = routec_marker(sources, "ROUTEC-JUDGE")
    return judge[0] if judge else "exit"


def units(out):
    """[(name, suite, judge, sources, flags)]"""
    u = []
    for ex in ["saxpy", "stencil", "thrust-sort"]:
        d = os.path.join(ROOT, "examples", ex)
        u.append((ex, "examples", "exit", [os.path.join(d, f) for f in sorted(os.listdir(d))
                                           if f.endswith(".cu")], [], None))
    pd = os.path.join(HERE, "programs")
    for f in sorted(os.listdir(pd)):
        path = os.path.join(pd, f)
        if os.path.isdir(path):  # one program of several translation units
            srcs = sorted(os.path.join(path, s) for s in os.listdir(path) if s.endswith(".cu"))
            u.append((f, "route-c", routec_judge(srcs), srcs, ["-I" + pd] + routec_flags(srcs),
                      ["-I" + pd]))
        elif f.endswith(".cu"):
            u.append((f[:-3], "route-c", routec_judge([path]), [path],
                      ["-I" + pd] + routec_flags([path]), ["-I" + pd]))
    # Programs calling our CUDA-X libraries, built in the route-C mode as a CMake project
    # (CMAKE_CUDA_COMPILER_LAUNCHER=launch, see cudax_libraries()); run.sh puts them first on
    # LD_LIBRARY_PATH.
    xd = os.path.join(HERE, "cuda-x")
    for f in sorted(os.listdir(xd)):
        if f.endswith(".cu"):
            path = os.path.join(xd, f)
            u.append((f[:-3], "cuda-x", "exit", [path], routec_flags([path]), None))
    # Route B's execution cases as whole programs (our host code, runtime and cuBLAS/cuSPARSE/
    # cuRAND sources too), judged by compare.py against NVIDIA's build of the same source.
    cases = os.path.join(ROOT, "test", "exec", "cases")
    gen = os.path.join(out, "gen")
    os.makedirs(gen, exist_ok=True)
    srcs = [os.path.join(cases, f) for f in sorted(os.listdir(cases)) if f.endswith(".cu")]
    specs = os.path.join(ROOT, "test", "exec", "specs")
    for f in sorted(os.listdir(specs)):
        if f.endswith(".spec"):
            dst = os.path.join(gen, f[:-5] + ".cu")
            if not os.path.exists(dst) or os.path.getmtime(dst) < os.path.getmtime(os.path.join(specs, f)):
                subprocess.run([sys.executable, os.path.join(ROOT, "test", "exec", "gen_cases.py"),
                                os.path.join(specs, f), dst], check=True)
            srcs.append(dst)
    for src in srcs:
        name = os.path.basename(src)[:-3]
        ref = ["-DSCALE_EXEC_REFERENCE", "-I" + cases]
        if name.startswith(("cublas", "cusparse")):
            ref += ["-lcublas", "-lcublasLt", "-lcusparse", "-Xlinker", "-rpath=" + CUDA + "/lib64"]
        u.append(("case." + name, "exec-cases", "compare", [src], ["-I" + cases], ref))
    shim = cccl_examples.cub_shim(out)
    cub, thrust = [], {}
    for name, sources, flags in cccl_examples.discover(DOC):
        flags = ["-I" + shim if f == "@CUB_TEST_UTIL@" else f for f in flags]
        if name.startswith("cub/block/") or name.startswith("cub/device/"):
            cub.append((name.replace("/", "."), "cub-examples", "exit", sources, flags, None))
        elif name.startswith("thrust/") and name[len("thrust/"):] in THRUST:
            thrust[name[len("thrust/"):]] = (name.replace("/", "."), "thrust-examples", "ref",
                                             sources, flags, flags)
    return u + cub + [thrust[t] for t in THRUST if t in thrust]


NVPTX_ID = b"hip-nvptx64-nvidia-cuda--sm_90"  # add_nvptx.py's bundle entry
NOT_CARRIED = ("libcublas", "libcublasLt", "libcusparse", "libcurand", "libcufft", "libcusolver",
               "libnpp", "libnvjpeg")  # CUDA-X libraries: run only against our route-C build


def has_image(path):
    with open(path, "rb") as f:
        head = f.read(4)
        return head == b"\x7fELF" and NVPTX_ID in f.read()


def needed(path):
    r = subprocess.run(["readelf", "-d", path], capture_output=True, text=True)
    return [l.split("[")[1].split("]")[0] for l in r.stdout.splitlines() if "(NEEDED)" in l]


def project_programs(spec, carry, cudax):
    """--project SUITE:BUILD[:DATA]: manifest rows of the project's executables, copied to carry."""
    suite, build_dir, data_root = (spec.split(":") + [""])[:3]
    rows, libs = [], []
    for d, dirs, files in os.walk(build_dir):
        dirs[:] = sorted(x for x in dirs if x != "CMakeFiles")
        for f in sorted(files):
            path = os.path.join(d, f)
            if os.path.islink(path) or not os.access(path, os.X_OK) or not has_image(path):
                continue
            if ".so" in f:
                libs.append(path)
                continue
            rel = os.path.relpath(d, build_dir)
            name = suite + "." + (rel.replace("/", ".") + "." if rel != "." else "") + f
            missing = [n for n in needed(path) if n.startswith(NOT_CARRIED) and not cudax]
            if missing:
                rows.append((name, suite, "skip:links NVIDIA's " + missing[0] +
                             " (our CUDA-X was not built in the route-C mode)", "", ""))
                continue
            where = os.path.join(suite, rel, f)
            os.makedirs(os.path.join(carry, where), exist_ok=True)
            subprocess.run(["strip", "-o", os.path.join(carry, where, f + ".routec"), path], check=True)
            data = os.path.join(data_root, rel, "data") if data_root else ""
            if data and os.path.isdir(data):
                shutil.copytree(data, os.path.join(carry, where, "data"))
            rows.append((name, suite, "exit", where, f + ".routec"))
    for lib in libs:
        os.makedirs(os.path.join(carry, suite, "lib"), exist_ok=True)
        subprocess.run(["strip", "-o", os.path.join(carry, suite, "lib", os.path.basename(lib)), lib],
                       check=True)
    return rows


def cases_first(units):
    """Programs, then the execution cases, then the CCCL examples (the slow ones) last."""
    return [x for x in units if x[1] in ("examples", "route-c", "cuda-x")] + \
           [x for x in units if x[1] == "exec-cases"] + \
           [x for x in units if x[1] not in ("examples", "route-c", "cuda-x", "exec-cases")]


def up_to_date(binary, sources):
    return os.path.exists(binary) and all(os.path.getmtime(binary) > os.path.getmtime(s)
                                          for s in sources)


def build(unit, out):
    name, suite, judge, sources, flags, ref_flags = unit
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
        if judge in ("ref", "compare") and ok:
            ref = [CUDA + "/bin/nvcc", "-O2", "-arch=sm_90"] + sources + ref_flags + \
                  ["-o", os.path.join(out, "bin", name + ".ref")]
            f.write("$ " + " ".join(ref) + "\n")
            f.flush()
            if subprocess.run(ref, stdout=f, stderr=subprocess.STDOUT).returncode:
                # NVIDIA's nvcc cannot build this CCCL 1.17 example: its own checks decide
                judge = "exit" if judge == "ref" else "no-reference"
    return name, suite, judge, ok, time.time() - t0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(ROOT, "test", "exec", "out", "route-c"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--filter", default="", help="only programs whose name contains one of these "
                    "comma-separated strings")
    ap.add_argument("--carry-only", action="store_true",
                    help="build nothing: carry the programs already built (and the backend)")
    ap.add_argument("--project", action="append", default=[],
                    help="SUITE:BUILD_DIR[:DATA_ROOT], a project built in the route-C mode")
    args = ap.parse_args()
    out = os.path.abspath(args.out)
    for d in ["bin", "logs", "carry"]:
        os.makedirs(os.path.join(out, d), exist_ok=True)
    backend = os.path.join(out, "libscale-routec-hip.so")
    src = os.path.join(HERE, "backend")
    backend_srcs = sorted(os.path.join(src, f) for f in os.listdir(src))
    if not up_to_date(backend, backend_srcs):
        subprocess.run(["clang++-22", "-std=c++17", "-O2", "-fPIC", "-shared", "-Wl,-Bsymbolic",
                        "-Wl,--no-undefined", "-I" + CUDA + "/include"] +
                       [f for f in backend_srcs if f.endswith(".cpp")] +
                       ["-L" + CUDA + "/lib64/stubs", "-lcuda", "-o", backend], check=True)
    todo = [u for u in cases_first(units(out)) if any(f in u[0] for f in args.filter.split(","))]
    rows = []
    if args.carry_only:
        for name, suite, judge, _, _, _ in todo:
            b = os.path.join(out, "bin", name)
            if os.path.exists(b + ".routec"):
                rows.append((name, suite, judge if judge == "exit" or os.path.exists(b + ".ref")
                             else "exit"))
        todo = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, suite, judge, ok, secs in pool.map(lambda u: build(u, out), todo):
            print("%-50s %s %4.0fs" % (name, "built" if ok else "BUILD FAILED", secs), flush=True)
            rows.append((name, suite, judge if ok else "build-failed"))
    carry = os.path.join(out, "carry" if not args.carry_only else "carry-now")
    os.makedirs(carry, exist_ok=True)
    shutil.rmtree(carry)
    os.makedirs(carry)
    shutil.copy(backend, carry)
    shutil.copy(os.path.join(HERE, "run.sh"), carry)
    shutil.copy(os.path.join(ROOT, "test", "exec", "compare.py"), carry)
    # Our CUDA-X libraries built in the route-C mode (README: cmake ... -DCMAKE_CUDA_COMPILER_LAUNCHER)
    # and the libcudart.so.12 they link, as files (links would travel as links).
    libs = os.path.join(out, "cudax", "lib64")
    if os.path.isdir(libs):
        os.makedirs(os.path.join(carry, "cudax"), exist_ok=True)
        for so in ["libcublas.so.12", "libcublasLt.so.12", "libcurand.so.10", "libcusparse.so.12"]:
            if os.path.exists(os.path.join(libs, so)):
                shutil.copy(os.path.join(libs, so), os.path.join(carry, "cudax", so))
        shutil.copy(os.path.join(ROOT, "build", "toolkit", "lib64", "libcudart.so.12"),
                    os.path.join(carry, "cudax", "libcudart.so.12"))
    for name, suite, judge, sources, _, _ in todo or units(out):
        if suite == "exec-cases":
            shutil.copy(sources[0], os.path.join(carry, name + ".cu"))
    projects = [r for spec in args.project
                for r in project_programs(spec, carry, os.path.isdir(os.path.join(carry, "cudax")))]
    with open(os.path.join(carry, "manifest.tsv"), "w") as m:
        for row in projects:  # name, suite, judge, directory, executable
            m.write("\t".join(row) + "\n")
        for name, suite, judge in sorted(rows):
            m.write("%s\t%s\t%s\n" % (name, suite, judge))
            for ext in [".routec", ".ref"]:
                b = os.path.join(out, "bin", name + ext)
                if judge != "build-failed" and os.path.exists(b):
                    subprocess.run(["strip", "-o", os.path.join(carry, name + ext), b], check=True)
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(carry) for f in fs)
    print("carry: %.1f MiB in %s" % (size / 2**20, carry))


if __name__ == "__main__":
    main()
