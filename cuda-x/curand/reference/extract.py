#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Turns the dumps of record_host_api.cu (directory argv[1]) into nvidia-host-api.txt (stdout):
the positions and groups that test/lit/curand/Inputs/host_api_replay.cu prints."""
import array
import struct
import sys


def ld(d, name, t="I"):
    a = array.array(t)
    a.frombytes(open(f"{d}/d_{name}", "rb").read())
    return a


def main():
    d = sys.argv[1]
    out = ["# NVIDIA cuRAND 10.4 host API (curandCreateGenerator, device memory) on an H200, recorded",
           "# with the call sequence of host_api_replay.cu. <group> <position> <type> <hex bits>.",
           "# TOL lines: Box-Muller values (NVIDIA's float path uses a fast sine/cosine; log/exp ulps)."]
    tols = {"normal": "abs=1e-5", "normal_double": "ulp=8", "lognormal": "rel=2e-5", "lognormal_double": "ulp=32"}
    idx = list(range(16)) + [4095, 4096, 4097, 65535, 65536, 65537, 81919, 81920, 81921, 262143]
    sel = [0, 1, 2, 3, 4, 5, 6, 7, 8191]
    f32 = lambda v: struct.unpack("I", struct.pack("f", v))[0]
    f64 = lambda v: struct.unpack("Q", struct.pack("d", v))[0]
    for g in ["xorwow", "mrg", "philox", "default"]:
        a = ld(d, f"{g}_u32")
        out += [f"{g}_u32 {i} u32 {a[i]:08x}" for i in idx]
        for name in ["u32_next", "u32_off100", "u32_seed77_1001"]:
            a = ld(d, f"{g}_{name}")
            out += [f"{g}_{name} {i} u32 {a[i]:08x}" for i in list(range(8)) + [len(a) - 1]]
        f = ld(d, f"{g}_uniform", "f")
        out += [f"{g}_uniform {i} f32 {f32(f[i]):08x}" for i in sel]
        v = ld(d, f"{g}_uniform_double", "d")
        out += [f"{g}_uniform_double {i} f64 {f64(v[i]):016x}" for i in sel]
        names = ["normal"] if g == "mrg" else list(tols)
        for nm in names:
            out.append(f"TOL {g}_{nm} {tols[nm]}")
            if "double" in nm:
                v = ld(d, f"{g}_{nm}", "d")
                out += [f"{g}_{nm} {i} f64 {f64(v[i]):016x}" for i in sel]
            else:
                f = ld(d, f"{g}_{nm}", "f")
                out += [f"{g}_{nm} {i} f32 {f32(f[i]):08x}" for i in sel]
    out.append("END")
    print("\n".join(out))


if __name__ == "__main__":
    main()
