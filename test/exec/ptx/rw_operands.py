#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes the read-write operand matrix of issue 18 as one CUDA program (both routes run it:
route A as ptx_rw_operands, route B as rw_operands; test/exec/README.md).

Inline PTX operands that an instruction reads *and* writes lost their input value unless they
were plain local scalars. This program crosses
  operand kinds   local scalar, local array element, struct member, global element through a
                  pointer, reference parameter of a __noinline__ function, __shared__ array element
  constraints     "+r" "+l" "+f" "+d" "+h"; "=r" with the same variable as a separate input;
                  matching digits "0", "1", ...
  instructions    add.cc/addc.cc/addc and sub.cc/subc chains of 2, 4 and 8 limbs (one asm, one
                  asm per limb, a real loop of asm statements), mad.lo.cc/madc.lo/madc.hi rows,
                  mad.wide, fma (f32, f64), add/mul u16, prmt/lop3/shf/bfi, vote.ballot,
                  shfl with a predicate output, mma.sync m16n8k16 f16 and m16n8k32 s8 accumulators
Every cell prints its results (compared with nvcc's build by compare.py) and the case prints, in
group `selfcheck`, one value per cell: the number of results that differ from a host reference
computed in the program itself (0 in a correct build; cells without a host model print 0).
Usage: rw_operands.py <out.cu>"""
import sys

N = 128  # threads: four warps in one block
KINDS = ["scalar", "array", "struct", "global", "ref", "shared"]

# Family value types: C type, constraint letter, report type, device load from a u64 word w,
# device store to a u64 word, host load, host store.
TYPES = {
    "u32": ("unsigned", "r", "u32", "(unsigned)({w})", "(unsigned long long)({v})"),
    "u64": ("unsigned long long", "l", "u64", "({w})", "({v})"),
    "f32": ("float", "f", "f32", "__uint_as_float((unsigned)({w}))", "(unsigned long long)__float_as_uint({v})"),
    "f64": ("double", "d", "f64", "__longlong_as_double((long long)({w}))",
            "(unsigned long long)__double_as_longlong({v})"),
    "u16": ("unsigned short", "h", "u32", "(unsigned short)({w})", "(unsigned long long)({v})"),
}


class Cell:
    """One kernel: `acc` operands of kind `kind` (read and written by the asm), `ins` plain inputs
    (local scalars), `outs` extra output-only operands; `body(acc, ins, outs)` returns the asm
    statements as C++ text; `host` is the host reference (C++ text over arrays A, I, O of u64
    words), or None."""

    def __init__(self, name, kind, ty, nacc, nin, body, host, nout=0, intype=None, warp=False):
        self.name, self.kind, self.ty, self.nacc, self.nin = name, kind, ty, nacc, nin
        self.body, self.host, self.nout, self.intype, self.warp = body, host, nout, intype or ty, warp


def acc_expr(kind, i, n):
    return {"scalar": f"a{i}", "array": f"a[{i}]", "struct": f"s.x{i}", "global": f"g[{i}]",
            "ref": f"a{i}", "shared": f"sh[threadIdx.x * {n} + {i}]"}[kind]


def loop_expr(kind, n):
    """The accumulator indexed by a run-time `i` (kinds with an address only)."""
    return {"array": "a[i]", "global": "g[i]", "shared": f"sh[threadIdx.x * {n} + i]"}[kind]


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def asm(text, outs, ins, volatile=False):
    o = ", ".join(outs)
    i = ", ".join(ins)
    return f'asm{" volatile" if volatile else ""}({q(text)} : {o}{" : " + i if ins else ""});'


def digit_or_plus(digit, plus):
    """NVIDIA's nvcc rejects matching-digit constraints in device asm ("asm operand type size(4) does
    not match type/size implied by constraint '0'"): its reference build runs the same computation
    written with "+" constraints, so that the groups compare; clang builds (both routes) run the
    digits."""
    return lambda acc, ins, outs: (f"\n#if defined(__clang__)\n  {digit(acc, ins, outs)}\n#else\n  "
                                   f"{plus(acc, ins, outs)}\n#endif")


# ---- families --------------------------------------------------------------------------------

def chain(op, ty, n, variant):
    """add/sub chain over n limbs: acc op= b (acc = operands, b = inputs)."""
    sfx = ".u64" if ty == "u64" else ".u32"
    c = TYPES[ty][1]
    first, mid, last = f"{op}.cc{sfx}", f"{op}c.cc{sfx}", f"{op}c{sfx}"

    def names(k):
        return first if k == 0 else last if k == n - 1 else mid

    def body_of(v):
        return lambda acc, ins, outs: chain(op, ty, n, v)[0](acc, ins, outs)

    def body(acc, ins, outs):
        if variant == "plus":
            t = "\n\t".join(f"{names(k)} %{k}, %{k}, %{n + k};" for k in range(n))
            return asm(t, [f'"+{c}"({acc(k)})' for k in range(n)], [f'"{c}"({ins[k]})' for k in range(n)])
        if variant == "split":
            return "\n  ".join(asm(f"{names(k)} %0, %0, %1;", [f'"+{c}"({acc(k)})'], [f'"{c}"({ins[k]})'])
                               for k in range(n))
        if variant == "loop":
            return (asm(f"{first} %0, %0, %1;", [f'"+{c}"({acc(0)})'], [f'"{c}"({ins[0]})']) +
                    f"\n  unsigned long long bl[{n}] = {{{', '.join(ins)}}};" +
                    f"\n#pragma unroll 1\n  for (int i = 1; i < {n}; ++i) {{\n    " +
                    (asm(f"{mid} %0, %0, %1;", [f'"+{c}"({acc("i")})'], [f'"{c}"(({TYPES[ty][0]})bl[i])'])
                     if n > 1 else "") + "\n  }\n  " +
                    # the loop leaves CC.CF set: a final addc/subc of 0 + 0 into a scratch register
                    # folds it into out[n], checked against the host model too.
                    asm(f"{last} %0, 0, 0;", [f'"={c}"({outs[0]})'], []))
        if variant == "eq":  # "=r"(x) : "r"(x): the same variable as a separate input
            t = "\n\t".join(f"{names(k)} %{k}, %{n + k}, %{2 * n + k};" for k in range(n))
            return asm(t, [f'"={c}"({acc(k)})' for k in range(n)],
                       [f'"{c}"({acc(k)})' for k in range(n)] + [f'"{c}"({ins[k]})' for k in range(n)])
        if variant == "digit":  # "=r"(x) : "0"(x); odd limbs name the tied input by its own number
            t = "\n\t".join(f"{names(k)} %{k}, %{k if k % 2 == 0 else n + k}, %{2 * n + k};" for k in range(n))
            return digit_or_plus(lambda a, i, o: asm(t, [f'"={c}"({a(k)})' for k in range(n)],
                                                     [f'"{k}"({a(k)})' for k in range(n)] +
                                                     [f'"{c}"({i[k]})' for k in range(n)]),
                                 body_of("plus"))(acc, ins, outs)
        raise ValueError(variant)

    bits = 64 if ty == "u64" else 32
    mask = "~0ull" if bits == 64 else "0xffffffffull"
    sign = "+" if op == "add" else "-"
    if ty == "u64":
        host = (f"unsigned __int128 c = 0; for (int k = 0; k < {n}; ++k) {{ unsigned __int128 s = (unsigned __int128)A[k] {sign} I[k] {sign} c; "
                f"A[k] = (unsigned long long)s; c = (s >> 64) & 1; }} X[0] = (unsigned long long)({'c' if op == 'add' else '0 - c'});")
    else:
        host = (f"unsigned long long c = 0; for (int k = 0; k < {n}; ++k) {{ unsigned long long s = A[k] {sign} I[k] {sign} c; "
                f"A[k] = s & {mask}; c = (s >> 32) & 1; }} X[0] = {'c' if op == 'add' else '(0 - c) & 0xffffffffull'};")
    return body, host


def madrow(n):
    """acc[0..n] += a[0..n-1] * m, the mad.lo.cc / madc.lo.cc / madc.hi.cc row of a bignum multiply."""
    def body(acc, ins, outs):
        A = lambda k: f"%{n + 1 + k}"
        M = f"%{2 * n + 1}"
        lo = [f"mad.lo.cc.u32 %0, {A(0)}, {M}, %0;"] + \
             [f"madc.lo.cc.u32 %{k}, {A(k)}, {M}, %{k};" for k in range(1, n)] + [f"addc.u32 %{n}, %{n}, 0;"]
        hi = [f"mad.hi.cc.u32 %1, {A(0)}, {M}, %1;"] + \
             [f"madc.hi.cc.u32 %{k + 1}, {A(k)}, {M}, %{k + 1};" for k in range(1, n - 1)] + \
             [f"madc.hi.u32 %{n}, {A(n - 1)}, {M}, %{n};"]
        return asm("\n\t".join(lo + hi), [f'"+r"({acc(k)})' for k in range(n + 1)],
                   [f'"r"({ins[k]})' for k in range(n + 1)])
    # schoolbook: limb k gains lo(a[k] * m) and hi(a[k - 1] * m), modulo 2^(32 (n + 1))
    host = (f"unsigned long long c = 0; for (int k = 0; k <= {n}; ++k) {{ unsigned long long t = A[k] + c; "
            f"if (k < {n}) t += (I[k] * I[{n}]) & 0xffffffffull; if (k > 0) t += (I[k - 1] * I[{n}]) >> 32; "
            f"A[k] = t & 0xffffffffull; c = t >> 32; }}")
    return body, host


def madwide():
    def body(acc, ins, outs):
        t = "\n\t".join(f"mad.wide.u32 %{k}, %{4 + k}, %{8 + k}, %{k};" for k in range(4))
        return asm(t, [f'"+l"({acc(k)})' for k in range(4)], [f'"r"({ins[k]})' for k in range(8)])
    host = "for (int k = 0; k < 4; ++k) A[k] += (I[k] & 0xffffffffull) * (I[4 + k] & 0xffffffffull);"
    return body, host


def fmas(ty, n, variant):
    c = TYPES[ty][1]
    sfx = "f32" if ty == "f32" else "f64"

    def body(acc, ins, outs):
        if variant == "digit":
            t = "\n\t".join(f"fma.rn.{sfx} %{k}, %{2 * n + k}, %{3 * n + k}, %{n + k};" for k in range(n))
            return digit_or_plus(lambda a, i, o: asm(t, [f'"={c}"({a(k)})' for k in range(n)],
                                                     [f'"{k}"({a(k)})' for k in range(n)] +
                                                     [f'"{c}"({i[k]})' for k in range(2 * n)]),
                                 fmas(ty, n, "plus")[0])(acc, ins, outs)
        # several statements, each reading what the previous one wrote
        return "\n  ".join(asm(f"fma.rn.{sfx} %0, %1, %2, %0;", [f'"+{c}"({acc(k)})'],
                               [f'"{c}"({ins[k]})', f'"{c}"({ins[n + k]})']) for k in range(n))
    fl = "float" if ty == "f32" else "double"
    ld = (lambda x: f"hf({x})") if ty == "f32" else (lambda x: f"hd({x})")
    st = "hfb" if ty == "f32" else "hdb"
    host = f"for (int k = 0; k < {n}; ++k) A[k] = {st}(std::fma({ld('I[k]')}, {ld(f'I[{n} + k]')}, {ld('A[k]')}));"
    return body, host


def u16ops():
    def body(acc, ins, outs):
        return asm("add.u16 %0, %0, %2;\n\tmul.lo.u16 %1, %1, %0;", ['"+h"(' + acc(0) + ')', '"+h"(' + acc(1) + ')'],
                   [f'"h"({ins[0]})'])
    host = "A[0] = (A[0] + I[0]) & 0xffff; A[1] = (A[1] * A[0]) & 0xffff;"
    return body, host


def bitops():
    def body(acc, ins, outs):
        return "\n  ".join([
            asm("prmt.b32 %0, %1, %0, 0x4703;", [f'"+r"({acc(0)})'], [f'"r"({ins[0]})']),
            asm("lop3.b32 %0, %0, %1, %2, 0xe8;", [f'"+r"({acc(1)})'], [f'"r"({ins[0]})', f'"r"({ins[1]})']),
            asm("shf.l.wrap.b32 %0, %1, %0, %2;", [f'"+r"({acc(2)})'], [f'"r"({ins[1]})', f'"r"({ins[2]})']),
            asm("bfi.b32 %0, %1, %0, %2, %3;", [f'"+r"({acc(3)})'],
                [f'"r"({ins[0]})', f'"r"({ins[2]} & 31u)', f'"r"({ins[1]} & 15u)'])])
    host = ("{ unsigned x = A[0], a = I[0]; unsigned long long bytes = (unsigned long long)x << 32 | a; "
            "unsigned r = 0; const int sel[4] = {3, 0, 7, 4}; for (int k = 0; k < 4; ++k) r |= (unsigned)((bytes >> (8 * sel[k])) & 0xff) << (8 * k); A[0] = r; }"
            " { unsigned x = A[1], a = I[0], b = I[1]; A[1] = (x & a) | (x & b) | (a & b); }"
            " { unsigned hi = A[2], lo = I[1], s = I[2] & 31; unsigned long long f = (unsigned long long)hi << 32 | lo; A[2] = (unsigned)((f << s) >> 32); }"
            " { unsigned b = A[3], a = I[0], pos = I[2] & 31, len = I[1] & 15; unsigned m = (len ? ((1u << len) - 1) : 0) << pos; "
            "if (pos + len > 32) m = ~0u << pos; A[3] = (b & ~m) | ((a << pos) & m); }")
    return body, host


def ballot():
    def body(acc, ins, outs):
        return asm("{\n\t.reg .pred p;\n\tsetp.ne.u32 p, %0, 0;\n\tvote.sync.ballot.b32 %0, p, 0xffffffff;\n\t}",
                   [f'"+r"({acc(0)})'], [], volatile=True)
    host = None  # a warp-wide model: see warp_host below
    return body, host


def shflup():
    def body(acc, ins, outs):
        return asm("{\n\t.reg .pred p;\n\tshfl.sync.up.b32 %0|p, %0, 1, 0, 0xffffffff;\n\tselp.u32 %1, 1, 0, p;\n\t}",
                   [f'"+r"({acc(0)})', f'"=r"({outs[0]})'], [], volatile=True)
    return body, None


def mma(ty, zero_a):
    """mma.sync accumulating into four operands (ggml's mma.cuh tile). A = 0: D must equal C."""
    if ty == "f16":
        text = "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
        c = "f"
    else:
        text = "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
        c = "r"

    def body(acc, ins, outs):
        a = ["0u"] * 4 if zero_a else [f"(unsigned){ins[k]}" for k in range(4)]
        b = ["0u"] * 2 if zero_a else [f"(unsigned){ins[4 + k]}" for k in range(2)]
        return asm(text, [f'"+{c}"({acc(k)})' for k in range(4)], [f'"r"({x})' for x in a + b], volatile=True)
    return body, ("" if zero_a else None)


# ---- cells -----------------------------------------------------------------------------------

def cells():
    out = []
    for kind in KINDS:
        for n in (2, 4, 8):
            for op in ("add", "sub"):
                variants = ["plus", "split"] + (["eq", "digit"] if op == "add" else [])
                if kind in ("array", "global", "shared") and n == 8:
                    variants.append("loop")
                for v in variants:
                    b, h = chain(op, "u32", n, v)
                    out.append(Cell(f"{op}{n}_{v}_{kind}", kind, "u32", n, n, b, h, nout=1 if v == "loop" else 0))
            b, h = madrow(n)
            out.append(Cell(f"madrow{n}_{kind}", kind, "u32", n + 1, n + 1, b, h))
        for n in (2, 4):
            for v in ("plus", "digit"):
                b, h = chain("add", "u64", n, v)
                out.append(Cell(f"add64x{n}_{v}_{kind}", kind, "u64", n, n, b, h))
        b, h = madwide()
        out.append(Cell(f"madwide_{kind}", kind, "u64", 4, 8, b, h, intype="u32"))
        for v in ("plus", "digit"):
            b, h = fmas("f32", 4, v)
            out.append(Cell(f"fma32_{v}_{kind}", kind, "f32", 4, 8, b, h))
        b, h = fmas("f64", 2, "plus")
        out.append(Cell(f"fma64_{kind}", kind, "f64", 2, 4, b, h))
        b, h = u16ops()
        out.append(Cell(f"u16_{kind}", kind, "u16", 2, 1, b, h))
        b, h = bitops()
        out.append(Cell(f"bits_{kind}", kind, "u32", 4, 3, b, h))
        b, h = ballot()
        out.append(Cell(f"ballot_{kind}", kind, "u32", 1, 0, b, h, warp=True))
        b, h = shflup()
        out.append(Cell(f"shflup_{kind}", kind, "u32", 1, 0, b, h, nout=1, warp=True))
        for ty in ("f16", "s8"):
            b, h = mma(ty, True)
            out.append(Cell(f"mma{ty}_zeroA_{kind}", kind, "f32" if ty == "f16" else "u32", 4, 6, b, h, intype="u32"))
        if kind == "struct":
            for ty in ("f16", "s8"):
                b, h = mma(ty, False)
                out.append(Cell(f"mma{ty}_{kind}", kind, "f32" if ty == "f16" else "u32", 4, 6, b, h, intype="u32"))
    return out


S = 24  # u64 words of input per thread: accumulators first, then the plain inputs
O = 16  # u64 words of output per thread


def emit_cell(k, c):
    T, letter, _, dload, dstore = TYPES[c.ty]
    IT, _, _, iload, _ = TYPES[c.intype]
    n = c.nacc
    acc = lambda i: (loop_expr(c.kind, n) if i == "i" else acc_expr(c.kind, i, n))
    ins = [f"b{j}" for j in range(c.nin)]
    outs = [f"x{j}" for j in range(c.nout)]
    L = []
    if c.kind == "struct":
        L.append(f"struct S{k} {{ {' '.join(f'{T} x{i};' for i in range(n))} }};")
    if c.kind == "ref":
        params = ", ".join([f"{T} &a{i}" for i in range(n)] + [f"{IT} b{j}" for j in range(c.nin)] +
                           [f"{T} &x{j}" for j in range(c.nout)])
        L += [f"__device__ __noinline__ void f{k}({params}) {{", "  " + c.body(acc, ins, outs), "}"]
    L.append(f"__global__ void k{k}(const unsigned long long *in, unsigned long long *out, unsigned long long *io) {{")
    L.append("  int t = blockIdx.x * blockDim.x + threadIdx.x;")
    L.append(f"  const unsigned long long *w = in + t * {S};")
    L.append(f"  unsigned long long *o = out + t * {O};")
    for j in range(c.nin):
        L.append(f"  {IT} b{j} = {iload.format(w=f'w[{n + j}]')};")
    for j in range(c.nout):
        L.append(f"  {T} x{j} = 0;")
    init = lambda i: dload.format(w=f"w[{i}]")
    if c.kind in ("scalar", "ref"):
        L += [f"  {T} a{i} = {init(i)};" for i in range(n)]
    elif c.kind == "array":
        L += [f"  {T} a[{n}];", f"  for (int i = 0; i < {n}; ++i) a[i] = {dload.format(w='w[i]')};"]
    elif c.kind == "struct":
        L += [f"  S{k} s;"] + [f"  s.x{i} = {init(i)};" for i in range(n)]
    elif c.kind == "global":
        L += [f"  {T} *g = reinterpret_cast<{T} *>(io) + t * {n};",
              f"  for (int i = 0; i < {n}; ++i) g[i] = {dload.format(w='w[i]')};"]
    elif c.kind == "shared":
        L += [f"  __shared__ {T} sh[{N * n}];",
              f"  for (int i = 0; i < {n}; ++i) sh[threadIdx.x * {n} + i] = {dload.format(w='w[i]')};"]
    if c.kind == "ref":
        args = ", ".join([f"a{i}" for i in range(n)] + ins + outs)
        L.append(f"  f{k}({args});")
    else:
        L.append("  " + c.body(acc, ins, outs))
    for i in range(n):
        L.append(f"  o[{i}] = {dstore.format(v=acc_expr(c.kind, i, n))};")
    for j in range(c.nout):
        L.append(f"  o[{n + j}] = {dstore.format(v=f'x{j}')};")
    L.append("}")
    return "\n".join(L)


def host_model(k, c):
    """C++ that checks cell k's results `r` (u64 words, O per thread) against the host model."""
    n = c.nacc
    if c.name.startswith("ballot"):
        return (f"  for (int t = 0; t < N; ++t) {{ unsigned m = 0; int w0 = t & ~31; for (int l = 0; l < 32; ++l) "
                f"m |= (unsigned)(((unsigned)in[(w0 + l) * S]) != 0) << l; bad += r[t * O] != m; }}")
    if c.name.startswith("shflup"):
        return ("  for (int t = 0; t < N; ++t) { int l = t & 31; unsigned v = (unsigned)in[(l ? t - 1 : t) * S]; "
                "bad += r[t * O] != v; bad += r[t * O + 1] != (l ? 1u : 0u); }")
    if c.host is None:
        return "  (void)r; // compared with nvcc's build only"
    if c.host == "":  # mma with A = 0: D = C
        # D = C + 0: equal, except that -0 + 0 is +0 and a NaN may change its payload
        fp = "true" if c.ty == "f32" else "false"
        return (f"  for (int t = 0; t < N; ++t) for (int i = 0; i < 4; ++i) {{ unsigned long long g = r[t * O + i], "
                f"want = in[t * S + i] & 0xffffffffull; bad += !same(g, want, {fp}, 32) && !({fp} && (g | want) == 0x80000000ull); }}")
    mask = {"u32": "0xffffffffull", "u64": "~0ull", "f32": "0xffffffffull", "f64": "~0ull", "u16": "0xffffull"}[c.ty]
    imask = {"u32": "0xffffffffull", "u64": "~0ull", "f32": "0xffffffffull", "f64": "~0ull", "u16": "0xffffull"}[c.intype]
    return ("  for (int t = 0; t < N; ++t) {\n"
            f"    unsigned long long A[{n}], I[16] = {{}}, X[4] = {{}};\n"
            f"    for (int i = 0; i < {n}; ++i) A[i] = in[t * S + i] & {mask};\n"
            f"    for (int j = 0; j < {c.nin}; ++j) I[j] = in[t * S + {n} + j] & {imask};\n"
            f"    {c.host}\n"
            f"    for (int i = 0; i < {n}; ++i) bad += !same(r[t * O + i], A[i], {'true' if c.ty in ('f32', 'f64') else 'false'}, {32 if c.ty == 'f32' else 64});\n"
            + (f"    for (int j = 0; j < {c.nout}; ++j) bad += r[t * O + {n} + j] != X[j];\n" if c.nout else "")
            + "  }")


def main():
    cs = cells()
    o = ["// SPDX-License-Identifier: Apache-2.0",
         "// Generated by test/exec/ptx/rw_operands.py; do not edit. Issue 18's read-write operand matrix.",
         "#include <cmath>", "#include \"harness.h\"", "",
         f"constexpr int N = {N};", f"constexpr int S = {S};", f"constexpr int O = {O};", ""]
    for k, c in enumerate(cs):
        o += [f"// {c.name}", emit_cell(k, c), ""]
    o += ["static float hf(unsigned long long w) { unsigned u = (unsigned)w; float f; std::memcpy(&f, &u, 4); return f; }",
          "static double hd(unsigned long long w) { double d; std::memcpy(&d, &w, 8); return d; }",
          "static unsigned long long hfb(float f) { unsigned u; std::memcpy(&u, &f, 4); return u; }",
          "static unsigned long long hdb(double d) { unsigned long long u; std::memcpy(&u, &d, 8); return u; }",
          "static bool same(unsigned long long got, unsigned long long want, bool fp, int bits) {",
          "  if (got == want) return true;",
          "  if (!fp) return false;",
          "  return bits == 32 ? std::isnan(hf(got)) && std::isnan(hf(want)) : std::isnan(hd(got)) && std::isnan(hd(want));",
          "}", "",
          "// Inputs: u64 words; limbs are all-ones or zero often enough that carries and borrows ripple.",
          "static std::vector<unsigned long long> inputs(int k, const char *ty) {",
          "  std::vector<uint32_t> u = inputs_u32(2 * N * S + 64 * k);",
          "  u.erase(u.begin(), u.begin() + 64 * k);",
          "  std::vector<float> f = inputs_f32(N * S + k, -8.0f, 8.0f);",
          "  std::vector<double> d = inputs_f64(N * S + k, -8.0, 8.0);",
          "  std::vector<unsigned long long> v(N * S);",
          "  for (int i = 0; i < N * S; ++i) {",
          "    unsigned long long x = (unsigned long long)u[2 * i + 1] << 32 | u[2 * i];",
          "    if (u[2 * i] % 5 == 0) x = ~0ull; else if (u[2 * i] % 7 == 0) x = 0;",
          "    if (!std::strcmp(ty, \"f32\")) { float g = f[i + k]; unsigned b; std::memcpy(&b, &g, 4); x = b; }",
          "    if (!std::strcmp(ty, \"f64\")) { double g = d[i + k]; std::memcpy(&x, &g, 8); }",
          "    v[i] = x;",
          "  }",
          "  return v;",
          "}", "",
          "int main() {",
          f"  std::vector<int> bads;",
          "  DeviceBuffer<unsigned long long> io(N * S);"]
    for k, c in enumerate(cs):
        # The words of the plain inputs of an f32/f64 cell are floats of the same type.
        kind = c.ty if c.ty in ("f32", "f64") else "int"  # mma f16: C floats, A and B bits
        o += ["  {",
              f"    std::vector<unsigned long long> in = inputs({k}, \"{kind}\");",
              "    DeviceBuffer<unsigned long long> din(in), dout(N * O);",
              f"    k{k}<<<1, N>>>(din.ptr, dout.ptr, io.ptr);",
              "    std::vector<unsigned long long> r = dout.get();",
              "    int bad = 0;",
              host_model(k, c),
              "    bads.push_back(bad);",
              f"    for (int t = 0; t < N; ++t) for (int i = 0; i < {c.nacc + c.nout}; ++i) {{",
              f"      unsigned long long x = r[t * O + i];"]
        rep = TYPES[c.ty][2]
        if rep == "u32" or rep == "f32":
            o.append(f"      report_{rep}(\"{c.name}\", t * {c.nacc + c.nout} + i, " +
                     ("(uint32_t)x" if rep == "u32" else "hf(x)") + ");")
        else:
            o.append(f"      report_{rep}(\"{c.name}\", t * {c.nacc + c.nout} + i, " + ("x" if rep == "u64" else "hd(x)") + ");")
        o += ["    }", "  }"]
    o += ["  for (size_t k = 0; k < bads.size(); ++k) report_u32(\"selfcheck\", k, bads[k]);",
          "  return finish();", "}"]
    open(sys.argv[1], "w").write("\n".join(o) + "\n")


if __name__ == "__main__":
    main()
