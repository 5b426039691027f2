#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""CI check of the recorded execution results (CI has no GPU, so it cannot rerun them).

test/exec/results.tsv:   case <TAB> route <TAB> status <TAB> commit   (status: match,
                         within-tolerance or mismatch; commit: the commit the binaries were built from)
test/exec/not-built.tsv: case <TAB> route <TAB> reason                (functions our toolkit lacks)
test/exec/programs.tsv:  program <TAB> suite <TAB> status <TAB> commit  (route C, whole programs: status
                         pass, fail or skip; every fail and skip is listed in MISMATCHES.md)
Checks: every row well formed; every commit exists in this repository; every case of specs/*.spec
and cases/*.cu has a row in one of the two files for route B, every ptx/* case one for route A; no
case has two rows for one route; every case of wave64-cases.txt exists and has a routeB-gfx90a row
(route B from gfx90a's wave64 IR); every route-c/programs/*.cu and examples/ program has a
programs.tsv row, and no program two."""
import glob
import os
import re
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
errors = []


def rows(name, width):
    path = os.path.join(here, name)
    out = []
    if not os.path.exists(path):
        return out
    for n, line in enumerate(open(path), 1):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != width:
            errors.append(f"{name}:{n}: expected {width} tab-separated fields, got {len(parts)}")
            continue
        out.append((n, parts))
    return out


results = rows("results.tsv", 4)
not_built = rows("not-built.tsv", 3)
seen = {}
commits = set()
for n, (case, route, status, commit) in results:
    if route not in ("routeA", "routeB", "routeB-gfx90a"):
        errors.append(f"results.tsv:{n}: unknown route '{route}'")
    if status not in ("match", "within-tolerance", "mismatch"):
        errors.append(f"results.tsv:{n}: unknown status '{status}'")
    if not re.fullmatch(r"[0-9a-f]{7,40}", commit):
        errors.append(f"results.tsv:{n}: '{commit}' is not a commit id")
    commits.add(commit)
    key = (case, route)
    if key in seen:
        errors.append(f"results.tsv:{n}: duplicate row for {case} {route} (first at line {seen[key]})")
    seen[key] = n
for n, (case, route, reason) in not_built:
    seen.setdefault((case, route), n)

programs = rows("programs.tsv", 4)
seen_programs = {}
mismatches = open(os.path.join(here, "MISMATCHES.md")).read()
for n, (prog, suite, status, commit) in programs:
    if status not in ("pass", "fail", "skip"):
        errors.append(f"programs.tsv:{n}: unknown status '{status}'")
    if not re.fullmatch(r"[0-9a-f]{7,40}", commit):
        errors.append(f"programs.tsv:{n}: '{commit}' is not a commit id")
    commits.add(commit)
    if not re.fullmatch(r"[A-Za-z0-9_.+-]+", prog) or not re.fullmatch(r"[a-z0-9-]+", suite):
        errors.append(f"programs.tsv:{n}: malformed program '{prog}' or suite '{suite}'")
    if prog in seen_programs:
        errors.append(f"programs.tsv:{n}: duplicate row for {prog} (first at line {seen_programs[prog]})")
    seen_programs[prog] = n
    if status != "pass" and f"`{prog}`" not in mismatches:
        errors.append(f"programs.tsv:{n}: {prog} is '{status}' but MISMATCHES.md does not list it")
if programs:
    route_c = [os.path.splitext(os.path.basename(p))[0]
               for p in glob.glob(os.path.join(here, "route-c", "programs", "*.cu"))]
    route_c += [os.path.basename(d) for d in glob.glob(os.path.join(here, "route-c", "programs", "*"))
                if os.path.isdir(d)]
    route_c += [os.path.splitext(os.path.basename(p))[0]
                for p in glob.glob(os.path.join(here, "route-c", "cuda-x", "*.cu"))]
    route_c += [os.path.basename(d) for d in glob.glob(os.path.join(here, "..", "..", "examples", "*"))
                if glob.glob(os.path.join(d, "*.cu"))]
    for prog in route_c:
        if prog not in seen_programs:
            errors.append(f"program {prog} has no row in programs.tsv")

for c in commits:
    if subprocess.run(["git", "-C", here, "cat-file", "-e", c + "^{commit}"],
                      capture_output=True).returncode != 0:
        errors.append(f"results.tsv/programs.tsv: commit {c} is not in this repository")

expected = []
for spec in glob.glob(os.path.join(here, "specs", "*.spec")):
    base = os.path.basename(spec)[:-5]
    for line in open(spec):
        line = line.split("#", 1)[0].strip()
        if line:
            expected.append(f"{base}/{line.split()[0]}")
cases_done = {c.split("/")[0] for (c, r) in seen if r == "routeB"}
# ptx/<name>.py writes a program that both routes run (route B as <name>, route A as ptx_<name>).
for src in glob.glob(os.path.join(here, "cases", "*.cu")) + glob.glob(os.path.join(here, "ptx", "*.py")):
    name = os.path.splitext(os.path.basename(src))[0]
    if name not in cases_done:
        errors.append(f"case {name} (cases/{name}.cu) has no route B row")
cases_a = {c.split("/")[0] for (c, r) in seen if r == "routeA"}
for src in glob.glob(os.path.join(here, "ptx", "*.forms")) + glob.glob(os.path.join(here, "ptx", "*.cu")) + \
        glob.glob(os.path.join(here, "ptx", "*.py")):
    name = "ptx_" + os.path.splitext(os.path.basename(src))[0]
    if name not in cases_a:
        errors.append(f"route-A case {name} ({os.path.relpath(src, here)}) has no route A row")
# Route B from gfx90a's device IR (wave64: two warps per wave) for the cases wave64-cases.txt lists.
wave64 = [l.strip() for l in open(os.path.join(here, "wave64-cases.txt")) if l.strip() and not l.startswith("#")]
cases_64 = {c.split("/")[0] for (c, r) in seen if r == "routeB-gfx90a"}
for name in wave64:
    if not os.path.exists(os.path.join(here, "cases", name + ".cu")):
        errors.append(f"wave64-cases.txt: {name} is not a case (cases/{name}.cu)")
    elif name not in cases_64:
        errors.append(f"case {name} (wave64-cases.txt) has no routeB-gfx90a row")
for c in sorted(cases_64 - set(wave64)):
    errors.append(f"case {c} has routeB-gfx90a rows but is not in wave64-cases.txt")
for case in expected:
    if (case, "routeB") not in seen:
        errors.append(f"case {case} has no route B row in results.tsv or not-built.tsv")

for e in errors:
    print("error: " + e)
stat = {}
for _, (c, r, s, _) in results:
    stat[(r, s)] = stat.get((r, s), 0) + 1
for (r, s), k in sorted(stat.items()):
    print(f"{r} {s}: {k}")
print(f"not built: {len(not_built)}")
pstat = {}
for _, (p, suite, st, _) in programs:
    pstat[st] = pstat.get(st, 0) + 1
print("programs: " + ", ".join(f"{k} {v}" for k, v in sorted(pstat.items())) +
      f" ({len(programs)} in {len({r[1][1] for r in programs})} suites)")
sys.exit(1 if errors else 0)
