# SPDX-License-Identifier: Apache-2.0
# For every shared library in <lib64>: which libraries of <lib64> it needs, and whether its RUNPATH
# (or RPATH) lets the dynamic loader find them there ($ORIGIN, or <lib64> itself).
import os
import re
import subprocess
import sys

lib = os.path.realpath(sys.argv[1])
names = {f for f in os.listdir(lib) if ".so" in f}
bad = 0
count = 0
for f in sorted(names):
    path = os.path.join(lib, f)
    if os.path.islink(path) or not re.search(r"\.so(\.[0-9]+)+$", f):
        continue
    count += 1
    dyn = subprocess.run(["llvm-readelf", "-d", path], capture_output=True, text=True).stdout
    needed = sorted(n for n in re.findall(r"\(NEEDED\)\s+Shared library: \[(.*?)\]", dyn)
                    if n in names)
    if not needed:
        continue
    paths = re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[(.*?)\]", dyn)
    dirs = [d for p in paths for d in p.split(":")]
    ok = any(os.path.realpath(d.replace("$ORIGIN", lib)) == lib for d in dirs)
    soname = re.search(r"\(SONAME\)\s+Library soname: \[(.*?)\]", dyn)
    print("%s: needs %s, RUNPATH %s%s" % (soname.group(1) if soname else f, " ".join(needed),
                                         ":".join(dirs) or "(none)", "" if ok else "  <-- not found"))
    bad += not ok
print("all %d libraries find their dependencies" % count if not bad else "%d libraries miss theirs" % bad)
sys.exit(1 if bad else 0)
