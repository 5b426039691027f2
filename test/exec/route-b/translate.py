#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Route B of the execution verification: AMD device IR -> NVPTX IR.

Input: the optimised device IR (text) our pipeline produces for a wave32 AMD target (gfx1030 or
gfx1100), with our headers, ROCm ocml/ockl and lowered inline PTX already linked in.
Output: an NVPTX module with the same kernels, where
  * address spaces map AMDGPU -> NVPTX: global 1->1, LDS 3->3 (shared), constant 4->1 (global),
    private 5->0 (NVPTX allocas are generic), flat 0->0;
  * a kernel's aggregate argument, `ptr addrspace(4) byref(%T)` (in the kernarg segment), becomes
    NVPTX's `ptr byval(%T)`, the same bytes at the launch interface (byref_args.py);
  * amdgpu_kernel becomes ptx_kernel; AMD target attributes are dropped;
  * AMDGPU sync scopes map to NVPTX's: agent->device, workgroup->block, wavefront->block (a
    stronger scope, still correct), one-as variants likewise;
  * every call of @llvm.amdgcn.X.Y becomes a call of @__scale_emul_amdgcn__X__Y, defined by
    amdgcn_emul.cu with the ISA's semantics (linked afterwards by the caller);
  * a __managed__ variable's storage @x.managed becomes @x__managed (PTX names have no '.');
  * device printf (kept as a call by -fno-builtin-printf) becomes NVIDIA's vprintf (device_printf.py).
An AMDGPU intrinsic without an emulation is an error naming it: the translator never guesses.
Wave64 (gfx90a, gfx942: detected from the module's "target-cpu"/"+wavefrontsize64", or --wave64):
the emulation library is amdgcn_emul.cu built with -DSCALE_EMUL_WAVE64 (amdgcn_emul_wave64.h: one
64-lane wave = two consecutive warps of the block). Each call of a wave-wide intrinsic (WAVE64_SITED)
gets two last arguments: its site number in the module, by which the two warps of a wave recognise
that they execute the same instruction, and its block's EXEC mask (the warp's 32 bits), computed in
the IR as AMD's structurizer has it (reconverge.exec_masks); those calls lose their call-site attributes (the emulation reads
and writes shared memory) and stay convergent. Every kernel calls __scale_emul_wave64_enter first
and __scale_emul_wave64_exit before each return. Intrinsics that the wave64 library does not define
(ds.permute, ballot.i32, ...) are errors naming them, as in wave32.
Usage: translate.py in.ll out.ll --emul-defined <nm-style list of defined emulation symbols> [--wave64]
"""
import re
import sys

from byref_args import byref_to_byval
from device_printf import check_no_hostcall, printf_to_vprintf
from reconverge import exec_masks

NVPTX_DL = 'target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"'
NVPTX_TRIPLE = 'target triple = "nvptx64-nvidia-cuda"'
SCOPES = {"agent": "device", "agent-one-as": "device", "workgroup": "block",
          "workgroup-one-as": "block", "wavefront": "block", "wavefront-one-as": "block",
          "one-as": "", "singlethread-one-as": "singlethread"}
# Emulations returning pointers into address space 4 are written in IR here, over generic ones.
POINTER_EMULATIONS = {
    "implicitarg.ptr": "emul_implicitarg_generic",
    "dispatch.ptr": "emul_dispatch_generic",
}


# Generic intrinsics the NVPTX backend cannot select (it has no libm): emulated too.
GENERIC = ["log2.f32", "exp2.f32", "log2.f64", "exp2.f64", "ldexp.f32.i32", "ldexp.f64.i32"]


# Wave-wide intrinsics of the wave64 library that take the call site's number as a last argument.
WAVE64_SITED = ["ballot.i64", "icmp.i64.i32", "icmp.i64.i64", "ds.bpermute", "readfirstlane.i32",
                "readfirstlane.i64", "readlane.i32", "wave.barrier", "ds.swizzle"]
# Wave64 emulations with state in shared memory: their call sites must not claim no memory effects.
WAVE64_STATEFUL = WAVE64_SITED + ["s.barrier", "s.sleep", "endpgm"]


def is_wave64(text):
    """gfx9 targets are wave64; later ones only with +wavefrontsize64."""
    return bool(re.search(r'"target-cpu"="gfx9[0-9a-f]*"', text) or
                re.search(r'"target-features"="[^"]*\+wavefrontsize64', text))


def balanced_end(text, i):
    """Index just past the parenthesis that closes the one at text[i]."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "(":
            depth += 1
        elif text[j] == ")":
            depth -= 1
            if depth == 0:
                return j + 1
    fail("unbalanced parentheses after offset %d" % i)


def wave64_sites(text):
    """Appends each wave-wide call's site number (1, 2, ... in text order) to its arguments, gives
    the declarations the extra i32, and drops the attributes of stateful calls and declarations."""
    names = "|".join(re.escape(n) for n in sorted(WAVE64_STATEFUL, key=len, reverse=True))
    pat = re.compile(r"@llvm\.amdgcn\.(%s)\(" % names)
    out, pos, site, convergent = [], 0, 0, False
    for m in pat.finditer(text):
        if m.start() < pos:
            continue
        name = m.group(1)
        close = balanced_end(text, m.end() - 1)
        line_start = text.rfind("\n", 0, m.start()) + 1
        is_decl = text.startswith("declare", line_start)
        args = text[m.end():close - 1]
        if name in WAVE64_SITED:
            # the site's number and the block's EXEC mask (reconverge.exec_masks fills it in)
            if is_decl:
                extra = "i32, i32" if not args.strip() else ", i32, i32"
            else:
                site += 1
                extra = ("i32 %d, i32 __SCALE_EXEC__" if not args.strip() else ", i32 %d, i32 __SCALE_EXEC__") % site
            args = args + extra
        out.append(text[pos:m.end()] + args + ")")
        line_end = text.find("\n", close)
        line_end = len(text) if line_end < 0 else line_end
        rest = text[close:line_end]
        # call-site / declaration attribute groups: '#N' right after the call (before metadata)
        rest2 = re.sub(r"^((?:\s+#\d+)+)", "", rest)
        if is_decl or rest2 != rest:
            rest2 = " #__SCALE_CONVERGENT__" + rest2
            convergent = True
        out.append(rest2)
        pos = line_end
    out.append(text[pos:])
    text = "".join(out)
    # Functions of the module (their attribute groups name the target) may now reach shared memory
    # through the emulation: no memory(...) claims for them (e.g. a kernel's memory(argmem: ...)).
    text = re.sub(r"^(attributes #\d+ = \{.*\"target-cpu\".*)$",
                  lambda m: re.sub(r" memory\([^)]*\)", "", m.group(1)), text, flags=re.M)
    if convergent:
        ids = [int(n) for n in re.findall(r"^attributes #(\d+) ", text, flags=re.M)] or [0]
        group = max(ids) + 1
        text = text.replace("#__SCALE_CONVERGENT__", "#%d" % group)
        text += "\nattributes #%d = { convergent nounwind }\n" % group
    return text, site


def wave64_hooks(text):
    """Kernel entry and exit calls (amdgcn_emul_wave64.h: lane states in shared memory)."""
    out, in_kernel = [], False
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        if line.startswith("define ") and "amdgpu_kernel" in line and line.rstrip().endswith("{"):
            in_kernel = True
            # after the entry block's label, if it has one
            if i + 1 < len(lines) and re.match(r"^[\w.$\"-]+:", lines[i + 1]):
                i += 1
                out.append(lines[i])
            out.append("  call void @__scale_emul_wave64_enter()")
        elif in_kernel and line == "}":
            in_kernel = False
        elif in_kernel and re.match(r"^\s+ret void\b", line):
            out.insert(len(out) - 1, "  call void @__scale_emul_wave64_exit()")
        i += 1
    text = "\n".join(out)
    text += "\ndeclare void @__scale_emul_wave64_enter()\ndeclare void @__scale_emul_wave64_exit()\n"
    return text


def fail(msg):
    sys.stderr.write("translate.py: error: " + msg + "\n")
    sys.exit(1)


ORDERING = re.compile(r"(?<![%@\w.])(unordered|monotonic|acquire|release|acq_rel|seq_cst)\b")
STRONG = {"release", "acquire", "acq_rel", "seq_cst"}


def split_atomic_orderings(text):
    """NVPTX's llc (LLVM 22) drops the ordering of atomicrmw/cmpxchg: an acq_rel RMW becomes a relaxed
    atom. So an ordered RMW becomes fence + monotonic RMW + fence, which is at least as strong."""
    out = []
    for line in text.split("\n"):
        m = re.match(r"^(\s*)(?:%\S+ = )?(atomicrmw|cmpxchg) ", line)
        orders = ORDERING.findall(line.split(", align")[0]) if m else []
        if not m or not STRONG.intersection(orders):
            out.append(line)
            continue
        scope = re.search(r'syncscope\("([^"]*)"\)', line)
        if scope and scope.group(1) == "singlethread":
            out.append(line)
            continue
        fence = m.group(1) + "fence " + (scope.group(0) + " " if scope else "")
        success, failure = orders[0], (orders[1] if len(orders) > 1 else "monotonic")
        if success in ("release", "acq_rel", "seq_cst"):
            out.append(fence + ("seq_cst" if success == "seq_cst" else "release"))
        head, sep, tail = line.partition(", align")
        out.append(ORDERING.sub("monotonic", head) + sep + tail)
        if success in ("acquire", "acq_rel", "seq_cst") or failure in ("acquire", "seq_cst"):
            out.append(fence + ("seq_cst" if "seq_cst" in (success, failure) else "acquire"))
    return "\n".join(out)


def translate(text, defined, defined_generic, wave64=False):
    check_no_hostcall(text, fail)
    used = sorted(set(re.findall(r"@llvm\.amdgcn\.([A-Za-z0-9_.]+)", text)))
    missing = [u for u in used if u not in POINTER_EMULATIONS and u not in defined]
    if missing:
        fail("AMDGPU intrinsics without an emulation%s: " % (" for wave64" if wave64 else "") +
             ", ".join("llvm.amdgcn." + m for m in missing))
    if wave64:
        text, _ = wave64_sites(text)
        text = wave64_hooks(text)
        text = exec_masks(text)
    # PTX identifiers have no '.': the emulation of llvm.amdgcn.a.b is __scale_emul_amdgcn__a__b.
    text = re.sub(r"@llvm\.amdgcn\.([A-Za-z0-9_.]+)",
                  lambda m: "@__scale_emul_amdgcn__" + m.group(1).replace(".", "__"), text)
    for g in GENERIC:
        sym = "__scale_emul_llvm__" + g.replace(".", "__")
        if sym not in defined_generic:
            fail("emulation library lacks " + sym)
        text = re.sub(r"@llvm\.%s\b" % re.escape(g), "@" + sym, text)
    # Before the address-space mapping: a byref argument's addrspace(4) is not constant memory.
    text = byref_to_byval(text, fail)
    text = re.sub(r'^target datalayout = ".*"$', NVPTX_DL, text, flags=re.M)
    text = re.sub(r'^target triple = ".*"$', NVPTX_TRIPLE, text, flags=re.M)
    text = text.replace("addrspace(4)", "addrspace(1)").replace("addrspace(5)", "addrspace(0)")
    text = text.replace("amdgpu_kernel", "ptx_kernel")
    # AMDGPU keeps llvm.used & co. in the global address space; NVPTX in the default one.
    text = text.replace("appending addrspace(1) global", "appending global")
    text = re.sub(r'syncscope\("([a-z-]+)"\)',
                  lambda m: 'syncscope("%s")' % SCOPES.get(m.group(1), m.group(1))
                  if SCOPES.get(m.group(1), m.group(1)) else "", text)
    # A single-thread fence (what an asm "memory" clobber becomes) only orders the compiler; NVPTX
    # has no such fence, so it becomes an empty asm with a memory clobber, its exact equivalent.
    text = re.sub(r'^(\s*)fence syncscope\("singlethread"\) \w+$',
                  r'\1call void asm sideeffect "", "~{memory}"()', text, flags=re.M)
    text = text.replace(" immarg", "")
    text = re.sub(r'"target-cpu"="[^"]*"|"target-features"="[^"]*"|"amdgpu-[a-z-]+"(="[^"]*")?', "", text)
    # A cast between address spaces that now coincide is a no-op bitcast.
    def same_as(m):
        src, dst = (m.group(2) or "0"), (m.group(4) or "0")
        return ("bitcast " if src == dst else "addrspacecast ") + m.group(1) + m.group(3)
    text = re.sub(r"addrspacecast (\(?ptr(?: addrspace\((\d+)\))? )(.*? to ptr)(?: addrspace\((\d+)\))?",
                  lambda m: same_as(m) + (" addrspace(%s)" % m.group(4) if m.group(4) else ""), text)
    for name, generic in POINTER_EMULATIONS.items():
        sym = "__scale_emul_amdgcn__" + name.replace(".", "__")
        text = re.sub(r'^declare .*@%s\(.*$' % re.escape(sym), "", text, flags=re.M)
        if name in used:
            text += ('\ndeclare ptr @%s()\n'
                     'define internal ptr addrspace(1) @%s() {\n'
                     '  %%p = call ptr @%s()\n'
                     '  %%q = addrspacecast ptr %%p to ptr addrspace(1)\n'
                     '  ret ptr addrspace(1) %%q\n}\n') % (generic, sym, generic)
    text = printf_to_vprintf(text, fail)
    text = split_atomic_orderings(text)
    # A __managed__ variable's storage is @x.managed beside the pointer @x the runtime fills in;
    # PTX names have no '.', and only @x is looked up by name (route C's backend).
    text = re.sub(r"@([A-Za-z_$][\w$]*)\.managed\b", r"@\1__managed", text)
    return text


def main():
    args = sys.argv[1:]
    force64 = "--wave64" in args
    args = [a for a in args if a != "--wave64"]
    if len(args) != 4 or args[2] != "--emul-defined":
        fail("usage: translate.py in.ll out.ll --emul-defined symbols.txt [--wave64]")
    sys.argv[1:] = args
    defined, defined_generic = set(), set()
    for line in open(sys.argv[4]):
        g = re.search(r"(__scale_emul_llvm__[A-Za-z0-9_]+)", line)
        if g:
            defined_generic.add(g.group(1))
        m = re.search(r"__scale_emul_amdgcn__([A-Za-z0-9_]+)", line)
        if m:
            defined.add(m.group(1).replace("__", "."))
    text = open(sys.argv[1]).read()
    wave64 = force64 or is_wave64(text)
    if wave64 and "__scale_emul_wave64_enter" not in open(sys.argv[4]).read():
        fail("wave64 IR (gfx9 or +wavefrontsize64) needs the wave64 emulation library "
             "(amdgcn_emul.cu built with -DSCALE_EMUL_WAVE64)")
    if not wave64 and "__scale_emul_wave64_enter" in open(sys.argv[4]).read():
        fail("wave32 IR given the wave64 emulation library")
    out = translate(text, defined, defined_generic, wave64)
    open(sys.argv[2], "w").write(out)


if __name__ == "__main__":
    main()
