# SPDX-License-Identifier: Apache-2.0
# check_entries.py PTXAS READELF TARGET FILE.ptx...: compiles each PTX file for TARGET and checks
# that every `.entry` of it has its kernel descriptor (<name>.kd) in the code object.
import os
import re
import subprocess
import sys
import tempfile

ptxas, readelf, target, files = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
bad = 0
for f in files:
    entries = re.findall(r"^\s*(?:\.visible\s+|\.weak\s+)?\.entry\s+([\w$]+)", open(f).read(), re.M)
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "k.co")
        r = subprocess.run([ptxas, "-arch=" + target, f, "-o", out], capture_output=True, text=True)
        if r.returncode != 0:
            print(f"{f}: ptxas failed:\n{r.stderr}")
            bad += 1
            continue
        syms = subprocess.run([readelf, "--symbols", out], capture_output=True, text=True).stdout
        kds = set(re.findall(r"\s(\S+)\.kd$", syms, re.M))
        missing = [e for e in entries if e not in kds]
        if not entries or missing:
            print(f"{f}: kernels missing from the code object: {missing or 'no .entry'}")
            bad += 1
print(f"{len(files) - bad} of {len(files)} modules: every .entry present for {target}")
sys.exit(1 if bad else 0)
