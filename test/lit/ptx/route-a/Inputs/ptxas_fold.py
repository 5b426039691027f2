#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""What NVIDIA's ptxas computes for fns.b32 with constant operands, compared with our __fns.

Reads lines "mask base offset expected" (fns-cases.cpp), writes one PTX kernel per line that
stores `fns.b32 %r, mask, base, offset` to memory, assembles them with ptxas for sm_90 and reads
the folded constant back from each kernel's SASS: the store's source register and the
immediate-move instruction (MOV / IMAD.MOV.U32 / HFMA2.MMA) that wrote it, or RZ for 0. This is
how the ISA's undefined cases were settled (base > 31: 0xffffffff; offset INT_MIN: 0); the
execution case test/exec/ptx/fns.cu checks the hardware's run-time answer.
Prints MISMATCH / UNDECODED lines and "compared N cases, M mismatches, U undecoded".
With --cubin FILE: prints "<kernel> <stored constant>" for every kernel of FILE (nvcc -cubin of
kernels whose result NVIDIA's compiler folds), e.g. CUDA's own ilogbf(NaN)."""
import os
import struct
import subprocess
import sys
import tempfile

IMM_MOVES = (0x802, 0x424, 0x435)  # MOV R, imm; IMAD.MOV.U32 R, RZ, RZ, imm; HFMA2.MMA R, -RZ, RZ, imm
STG = 0x986


def texts(cubin):
    d = open(cubin, "rb").read()
    shoff = struct.unpack_from("<Q", d, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", d, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * shentsize) for i in range(shnum)]
    names = secs[shstrndx]
    out = {}
    for s in secs:
        o = names[4] + s[0]
        name = d[o:d.index(b"\0", o)].decode()
        if name.startswith(".text."):
            code = d[s[4]:s[4] + s[5]]
            out[name[6:]] = [struct.unpack_from("<QQ", code, j)[0] for j in range(0, len(code), 16)]
    return out


def folded(words):
    for w in words:
        if w & 0xFFF == STG:
            src = (w >> 32) & 0xFF
            if src == 255:
                return 0
            for v in words:
                if v & 0xFFF in IMM_MOVES and (v >> 16) & 0xFF == src:
                    return (v >> 32) & 0xFFFFFFFF
            return None
    return None


def main():
    if sys.argv[1] == "--cubin":  # print what each kernel of a cubin stores, as folded
        for name, words in sorted(texts(sys.argv[2]).items()):
            v = folded(words)
            print(f"{name} {'UNDECODED' if v is None else f'{v:#010x}'}")
        return 0
    cases_path, ptxas = sys.argv[1], sys.argv[2]
    cases = [tuple(int(v, 0) for v in line.split()) for line in open(cases_path) if line.strip()]
    src = [".version 8.0", ".target sm_90", ".address_size 64"]
    for i, (m, b, o, _) in enumerate(cases):
        src.append(f".visible .entry k{i}(.param .u64 out) {{ .reg .b32 %r<2>; .reg .b64 %rd<3>;\n"
                   f" ld.param.u64 %rd1, [out]; cvta.to.global.u64 %rd2, %rd1;\n"
                   f" fns.b32 %r1, {m:#x}, {b}, {o}; st.global.u32 [%rd2], %r1; ret; }}")
    with tempfile.TemporaryDirectory() as tmp:
        ptx, cubin = os.path.join(tmp, "f.ptx"), os.path.join(tmp, "f.cubin")
        open(ptx, "w").write("\n".join(src) + "\n")
        subprocess.check_call([ptxas, "-arch=sm_90", ptx, "-o", cubin])
        code = texts(cubin)
    bad = undecoded = 0
    for i, (m, b, o, want) in enumerate(cases):
        got = folded(code.get(f"k{i}", []))
        if got is None:
            undecoded += 1
            print(f"UNDECODED fns.b32 {m:#x}, {b}, {o}")
        elif got != want:
            bad += 1
            print(f"MISMATCH fns.b32 {m:#x}, {b}, {o}: ptxas {got:#x}, ours {want:#x}")
    print(f"compared {len(cases)} cases, {bad} mismatches, {undecoded} undecoded")
    return 1 if bad or undecoded else 0


if __name__ == "__main__":
    sys.exit(main())
