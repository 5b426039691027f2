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
  * a __managed__ variable's storage @x.managed becomes @x__managed (PTX names have no '.').
An AMDGPU intrinsic without an emulation is an error naming it: the translator never guesses.
Usage: translate.py in.ll out.ll --emul-defined <nm-style list of defined emulation symbols>
"""
import re
import sys

from byref_args import byref_to_byval

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


def translate(text, defined, defined_generic):
    used = sorted(set(re.findall(r"@llvm\.amdgcn\.([A-Za-z0-9_.]+)", text)))
    missing = [u for u in used if u not in POINTER_EMULATIONS and u not in defined]
    if missing:
        fail("AMDGPU intrinsics without an emulation: " + ", ".join("llvm.amdgcn." + m for m in missing))
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
    text = split_atomic_orderings(text)
    # A __managed__ variable's storage is @x.managed beside the pointer @x the runtime fills in;
    # PTX names have no '.', and only @x is looked up by name (route C's backend).
    text = re.sub(r"@([A-Za-z_$][\w$]*)\.managed\b", r"@\1__managed", text)
    return text


def main():
    if len(sys.argv) != 5 or sys.argv[3] != "--emul-defined":
        fail("usage: translate.py in.ll out.ll --emul-defined symbols.txt")
    defined, defined_generic = set(), set()
    for line in open(sys.argv[4]):
        g = re.search(r"(__scale_emul_llvm__[A-Za-z0-9_]+)", line)
        if g:
            defined_generic.add(g.group(1))
        m = re.search(r"__scale_emul_amdgcn__([A-Za-z0-9_]+)", line)
        if m:
            defined.add(m.group(1).replace("__", "."))
    out = translate(open(sys.argv[1]).read(), defined, defined_generic)
    open(sys.argv[2], "w").write(out)


if __name__ == "__main__":
    main()
