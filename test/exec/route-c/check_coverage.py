#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Every HIP entry point our runtime shim can call is defined by the route-C backend or listed in
backend/Unimplemented.def (which answers it with a clear error), and none is both.

The shim's calls: HipFunctions.def (the required core), the hipName column of the forwarded rows
of runtime_api.def and driver_api.def, and the "hip..." names runtime-shim/ resolves by string.
Left out on purpose: the per-thread variants hip*_spt (without them the shim passes
hipStreamPerThread, which the driver understands) and hipGetDevicePropertiesR0600 (ROCm 6's name;
the backend presents HIP 5.2). Prints "route-c coverage: N called, D defined, U unimplemented".
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))


def shim_calls():
    names = set()
    names |= set(re.findall(r"HIP_FN\([^,]+,\s*(\w+)", open(os.path.join(ROOT, "runtime-shim", "HipFunctions.def")).read()))
    for table in ["runtime_api.def", "driver_api.def"]:
        text = open(os.path.join(ROOT, "headers", "__scale_amd", table)).read()
        names |= set(re.findall(r",\s*(hip\w+)\)\s*$", text, re.M))
    for src in glob.glob(os.path.join(ROOT, "runtime-shim", "*.cpp")):
        names |= set(re.findall(r'"(hip[A-Z]\w+)"', open(src).read()))
    return {n for n in names if not n.endswith("_spt") and n != "hipGetDevicePropertiesR0600"
            and not n.endswith(("Props", "Prop", "Desc", "Params"))}  # struct names in messages


def backend_defined():
    names = set()
    for src in glob.glob(os.path.join(HERE, "backend", "*.cpp")):
        names |= set(re.findall(r"^(?:int|void|void \*\*|hipError_t) ?(_*hip\w+)\(", open(src).read(), re.M))
    unimpl = set(re.findall(r"^ROUTEC_UNIMPLEMENTED\((\w+)\)", open(os.path.join(HERE, "backend", "Unimplemented.def")).read(), re.M))
    return names, unimpl


def main():
    calls = shim_calls()
    defined, unimpl = backend_defined()
    problems = []
    for n in sorted(calls - defined - unimpl):
        problems.append("%s: called by the shim, neither defined by the backend nor in Unimplemented.def" % n)
    for n in sorted(defined & unimpl):
        problems.append("%s: defined by the backend and listed in Unimplemented.def" % n)
    for p in problems:
        print("error: " + p)
    print("route-c coverage: %d called, %d defined, %d unimplemented" %
          (len(calls), len(calls & defined), len(calls & unimpl)))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
