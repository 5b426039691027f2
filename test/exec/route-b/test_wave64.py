#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Tests of route B's wave64 translation (translate.py --wave64 / gfx9 detection) and of its
emulation library (amdgcn_emul.cu built with -DSCALE_EMUL_WAVE64, amdgcn_emul_wave64.h).

Run: [LLVM=/usr/lib/llvm-22/bin] [CUDA=/usr/local/cuda] python3 test/exec/route-b/test_wave64.py [-v].
With clang, llc and CUDA's headers present, a translated gfx90a-style kernel is also linked with the
wave64 library and compiled to PTX (and by ptxas when present), checking that every wave-wide call
resolves to a wave64 emulation with the extra site argument and that the kernel brackets its body
with the entry/exit calls. What the emulation does on a GPU is checked by the execution cases
(test/exec/wave64-cases.txt, cases/wave64_divergence.cu) on the H200."""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import translate  # noqa: E402
from reconverge import exec_masks, reconverge  # noqa: E402

LLVM = os.environ.get("LLVM", "/usr/lib/llvm-22/bin")
CUDA = os.environ.get("CUDA", "/usr/local/cuda")

# The shape of what our headers give for gfx90a (optimised): the wave lane from mbcnt.lo+hi, a
# wave-wide ballot shifted to the caller's half, a ds_bpermute with 64-lane addressing, readfirstlane,
# wave_barrier, an exec check (ballot(true) == -1), a barrier, and a helper that is not a kernel.
KERNEL = """target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define internal i32 @helper(i32 %x) #0 {
  %r = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) #2
  ret i32 %r
}

define protected amdgpu_kernel void @k(ptr addrspace(1) noundef captures(none) %out) #0 {
  %lo = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %odd = and i32 %lane, 1
  %p = icmp ne i32 %odd, 0
  %b = tail call i64 @llvm.amdgcn.ballot.i64(i1 %p) #2
  %base = and i32 %lane, 32
  %sh = zext nneg i32 %base to i64
  %bs = lshr i64 %b, %sh
  %b32 = trunc i64 %bs to i32
  %addr = shl i32 %lane, 2
  %perm = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %b32) #2
  %first = call i32 @helper(i32 %perm)
  tail call void @llvm.amdgcn.wave.barrier() #2
  %exec = tail call i64 @llvm.amdgcn.ballot.i64(i1 true) #2
  %full = icmp eq i64 %exec, -1
  br i1 %full, label %mfma, label %done

mfma:
  tail call void @llvm.amdgcn.s.barrier() #3
  br label %done

done:
  %v = phi i32 [ %first, %0 ], [ 7, %mfma ]
  %idx = zext i32 %lane to i64
  %gep = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %v, ptr addrspace(1) %gep, align 4
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #1
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #1
declare i64 @llvm.amdgcn.ballot.i64(i1) #2
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2
declare void @llvm.amdgcn.wave.barrier() #2
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="gfx90a" "target-features"="+wavefrontsize64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
"""

# The wave64 library's defined symbols, as llvm-nm lists them (what build.sh passes).
SYMS64 = "\n".join("---------------- T __scale_emul_amdgcn__" + s for s in [
    "mbcnt__lo", "mbcnt__hi", "ballot__i64", "ds__bpermute", "readfirstlane__i32", "wave__barrier",
    "s__barrier", "workitem__id__x"]) + "\n---------------- T __scale_emul_wave64_enter\n" + \
    "---------------- T __scale_emul_wave64_exit\n"


class Failed(Exception):
    pass


def fail(msg):
    raise Failed(msg)


def defined_from(syms):
    d = set()
    for line in syms.splitlines():
        m = re.search(r"__scale_emul_amdgcn__([A-Za-z0-9_]+)", line)
        if m:
            d.add(m.group(1).replace("__", "."))
    return d


class Wave64Translation(unittest.TestCase):
    def setUp(self):
        self._fail = translate.fail
        translate.fail = fail

    def tearDown(self):
        translate.fail = self._fail

    def out(self, text=KERNEL):
        generic = {"__scale_emul_llvm__" + g.replace(".", "__") for g in translate.GENERIC}
        return translate.translate(text, defined_from(SYMS64), generic, wave64=True)

    def test_detects_wave64_from_the_target(self):
        self.assertTrue(translate.is_wave64(KERNEL))
        self.assertTrue(translate.is_wave64('attributes #0 = { "target-cpu"="gfx942" }'))
        self.assertTrue(translate.is_wave64('"target-cpu"="gfx1030" "target-features"="+wavefrontsize64,+dpp"'))
        self.assertFalse(translate.is_wave64('"target-cpu"="gfx1030" "target-features"="+wavefrontsize32"'))
        self.assertFalse(translate.is_wave64('"target-cpu"="gfx1100"'))

    def test_each_wave_wide_call_gets_its_own_site(self):
        out = self.out()
        sites = [int(s) for s in re.findall(r"@__scale_emul_amdgcn__(?:ballot__i64|ds__bpermute|readfirstlane__i32|wave__barrier)\([^)]*\bi32 (\d+), i32 %scale\.exec\.\d+\)", out)]
        # readfirstlane (helper), ballot, bpermute, wave.barrier, ballot(true), in text order
        self.assertEqual(sites, [1, 2, 3, 4, 5])
        # the kernel's entry block: its EXEC is the warp's existing lanes
        e = re.search(r"(%scale\.exec\.\d+) = call i32 @__scale_emul_wave64_kernel_exec\(\)", out).group(1)
        self.assertIn("call i64 @__scale_emul_amdgcn__ballot__i64(i1 %%p, i32 2, i32 %s)" % e, out)
        self.assertIn("call i32 @__scale_emul_amdgcn__ds__bpermute(i32 %%addr, i32 %%b32, i32 3, i32 %s)" % e, out)
        self.assertIn("call void @__scale_emul_amdgcn__wave__barrier(i32 4, i32 %s)" % e, out)
        self.assertIn("call i64 @__scale_emul_amdgcn__ballot__i64(i1 true, i32 5, i32 %s)" % e, out)
        # a function that is not a kernel starts from the mask its caller stored before the call
        self.assertRegex(out, r"@helper\(i32 %x\)[^\n]*\{\n  (%scale\.exec\.\d+) = call i32 @__scale_emul_wave64_callee_exec\(\)")
        self.assertIn("  call void @__scale_emul_wave64_call_exec(i32 %s)\n  %%first = call i32 @helper(i32 %%perm)" % e, out)

    def test_declarations_take_the_site_and_lose_memory_none(self):
        out = self.out()
        m = re.search(r"^declare i64 @__scale_emul_amdgcn__ballot__i64\(i1, i32, i32\) #(\d+)$", out, re.M)
        self.assertTrue(m, out)
        group = re.search(r"^attributes #%s = \{ (.*) \}$" % m.group(1), out, re.M).group(1)
        self.assertEqual(group, "convergent nounwind")
        self.assertRegex(out, r"declare void @__scale_emul_amdgcn__wave__barrier\(i32, i32\) #%s" % m.group(1))
        # the stateful calls carry no attribute group claiming memory(none)
        for line in out.splitlines():
            if "__scale_emul_amdgcn__ballot__i64(i1 %p" in line:
                self.assertTrue(line.rstrip().endswith("#%s" % m.group(1)), line)
        # pure wave64 emulations (mbcnt) keep theirs
        self.assertRegex(out, r"declare i32 @__scale_emul_amdgcn__mbcnt__lo\(i32, i32\) #1")

    def test_kernels_call_enter_first_and_exit_before_each_return(self):
        out = self.out()
        body = out[out.index("define protected ptx_kernel void @k("):]
        body = body[:body.index("\n}\n")]
        lines = [l for l in body.splitlines() if "scale.exec" not in l or "= call" not in l]
        self.assertEqual(lines[1].strip(), "call void @__scale_emul_wave64_enter()")
        rets = [i for i, l in enumerate(lines) if l.strip().startswith("ret void")]
        self.assertEqual(len(rets), 1)
        self.assertEqual(lines[rets[0] - 1].strip(), "call void @__scale_emul_wave64_exit()")
        helper = out[out.index("define internal i32 @helper"):]
        helper = helper[:helper.index("\n}\n")]
        self.assertNotIn("wave64_exit", helper)
        self.assertIn("declare void @__scale_emul_wave64_enter()", out)

    def test_entry_label_kept_first(self):
        text = KERNEL.replace("#0 {\n  %lo =", "#0 {\nentry:\n  %lo =").replace("[ %first, %0 ]", "[ %first, %entry ]")
        out = self.out(text)
        self.assertRegex(out, r"\{\nentry:\n  %scale\.exec\.\d+ = call i32 @__scale_emul_wave64_kernel_exec\(\)\n"
                              r"  call void @__scale_emul_wave64_enter\(\)\n")

    def test_intrinsic_without_wave64_emulation_is_an_error(self):
        for name in ("ds.permute", "ballot.i32", "update.dpp.i32"):
            text = KERNEL.replace("ret void\n}", "%%x = call i32 @llvm.amdgcn.%s(i32 0, i32 0)\n  ret void\n}" % name)
            with self.assertRaises(Failed) as e:
                self.out(text)
            self.assertIn("without an emulation for wave64: llvm.amdgcn." + name, str(e.exception))

    def test_sites_handle_nested_parentheses(self):
        text, n = translate.wave64_sites(
            "  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 shl (i32 ptrtoint (ptr @g to i32), i32 2), i32 %v) #5, !dbg !3\n"
            "attributes #5 = { memory(none) }\n")
        self.assertEqual(n, 1)
        self.assertIn("@llvm.amdgcn.ds.bpermute(i32 shl (i32 ptrtoint (ptr @g to i32), i32 2), i32 %v, i32 1, i32 __SCALE_EXEC__) #6, !dbg !3", text)


# An if inside a loop whose trip count depends on the lane, then a join with a phi.
LOOPS = """define void @f(i32 %n, i1 %c) {
  br label %pre

pre:
  %go = icmp sgt i32 %n, 0
  br label %head

head:
  %i = phi i32 [ 0, %pre ], [ %i1, %latch ]
  br i1 %c, label %then, label %latch

then:
  call void @g()
  br label %latch

latch:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %head, label %exit

exit:
  %r = phi i32 [ %i1, %latch ]
  ret void
}

declare void @g()
"""


class Reconvergence(unittest.TestCase):
    def fn(self, text, name):
        body = text[text.index("define void @%s(" % name):]
        return body[:body.index("\n}\n")]

    def test_if_joins_after_the_phis_of_its_post_dominator(self):
        out = reconverge(LOOPS)
        f = self.fn(out, "f")
        # the if inside the loop: mask before its branch, warp sync at latch (its ipdom)
        self.assertRegex(f, r"head:\n  %i = phi [^\n]*\n  (%scale\.reconv\.\d+) = call i32 @llvm\.nvvm\.activemask\(\)\n"
                            r"  br i1 %c, label %then, label %latch")
        m = re.search(r"(%scale\.reconv\.\d+) = call i32 @llvm\.nvvm\.activemask\(\)\n  br i1 %c", f)
        self.assertIn("latch:\n  call void @llvm.nvvm.bar.warp.sync(i32 %s)\n  %%i1 = add" % m.group(1), f)

    def test_loop_exit_branch_not_synced_but_loop_entry_is(self):
        f = self.fn(reconverge(LOOPS), "f")
        # the latch's exit branch is on a cycle that avoids its ipdom: no mask there
        self.assertNotRegex(f, r"activemask\(\)\n  br i1 %more")
        # the loop's preheader captures the lanes entering it; they meet again at the exit
        m = re.search(r"pre:\n  %go = [^\n]*\n  (%scale\.reconv\.\d+) = call i32 @llvm\.nvvm\.activemask\(\)\n  br label %head", f)
        self.assertTrue(m, f)
        self.assertIn("exit:\n  %%r = phi i32 [ %%i1, %%latch ]\n  call void @llvm.nvvm.bar.warp.sync(i32 %s)" % m.group(1), f)
        self.assertIn("declare void @llvm.nvvm.bar.warp.sync(i32)", reconverge(LOOPS))

    def test_branch_that_does_not_dominate_its_join_is_left_alone(self):
        text = """define void @h(i1 %a, i1 %b) {
  br i1 %a, label %x, label %y

x:
  br i1 %b, label %z, label %y

y:
  br label %z

z:
  ret void
}
"""
        f = self.fn(reconverge(text), "h")
        # entry -> z is synced (entry dominates z); x's join z is not dominated by x? it is not
        # the ipdom of x that matters: ipdom(x) = z, x does not dominate z
        self.assertEqual(f.count("activemask"), 1)
        self.assertRegex(f, r"^define void @h\(i1 %a, i1 %b\) \{\n  (%scale\.reconv\.\d+) = call i32 @llvm\.nvvm\.activemask")
        self.assertIn("z:\n  call void @llvm.nvvm.bar.warp.sync(", f)

    def test_guarded_loop_whose_skip_path_misses_the_exit_is_not_synced(self):
        text = """define void @k(i1 %g, i1 %c) {
  br i1 %g, label %head, label %other

head:
  br i1 %c, label %head, label %exit

exit:
  br label %done

other:
  ret void

done:
  ret void
}
"""
        f = self.fn(reconverge(text), "k")
        # the lanes taking %other never reach %exit: waiting for them there would hang
        self.assertNotIn("bar.warp.sync", f)



class ExecMasks(unittest.TestCase):
    """The EXEC mask each block passes to its wave-wide calls (reconverge.exec_masks)."""

    def fn(self, text, name):
        body = text[text.index("define void @%s(" % name):]
        return body[:body.index("\n}\n")]

    def value(self, f, block):
        """The mask defined at the top of `block` (or the function's first one for '')."""
        pat = (r"%s:\n(?:  %%\S+ = phi [^\n]*\n)*?  (%%scale\.exec\.\d+) = ([^\n]*)\n" % re.escape(block)) if block else \
            r"\{\n  (%scale\.exec\.\d+) = ([^\n]*)\n"
        m = re.search(pat, f)
        self.assertTrue(m, (block, f))
        return m.group(1), m.group(2)

    def test_if_in_a_loop_with_lane_dependent_trip_count(self):
        text = LOOPS.replace("  call void @g()\n", "  %w = call i64 @llvm.amdgcn.ballot.i64(i1 true, i32 1, i32 __SCALE_EXEC__)\n")
        f = self.fn(exec_masks(text), "f")
        e0, d0 = self.value(f, "")
        self.assertEqual(d0, "call i32 @__scale_emul_wave64_callee_exec()")
        # the branch of head splits its mask with a ballot over it, then/else
        ep, dp = self.value(f, "pre")
        self.assertEqual(dp, "or i32 %s, 0" % e0)
        eh, dh = self.value(f, "head")
        self.assertRegex(dh, r"^phi i32 \[ %s, %%pre \], \[ %%scale\.then\.\d+, %%latch \]$" % ep)
        m = re.search(r"(%%scale\.then\.\d+) = call i32 @llvm\.nvvm\.vote\.ballot\.sync\(i32 %s, i1 %%c\)\n"
                      r"  (%%scale\.else\.\d+) = xor i32 \1, %s\n  br i1 %%c, label %%then, label %%latch" % (eh, eh), f)
        self.assertTrue(m, f)
        et, dt = self.value(f, "then")
        self.assertEqual(dt, "or i32 %s, 0" % m.group(1))
        self.assertIn("@llvm.amdgcn.ballot.i64(i1 true, i32 1, i32 %s)" % et, f)
        # the latch is the if's reconvergence point: the head's mask again
        el, dl = self.value(f, "latch")
        self.assertEqual(dl, "or i32 %s, 0" % eh)
        # the lanes that go on are the latch's ballot of %more; the loop's exit gets the lanes that entered
        self.assertRegex(f, r"(%%scale\.then\.\d+) = call i32 @llvm\.nvvm\.vote\.ballot\.sync\(i32 %s, i1 %%more\)" % el)
        ee, de = self.value(f, "exit")
        self.assertEqual(de, "or i32 %s, 0" % ep)

    def test_switch_cases_and_default(self):
        text = """define void @s(i32 %v) {
  switch i32 %v, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %a
  ]

a:
  %x = call i64 @llvm.amdgcn.ballot.i64(i1 true, i32 1, i32 __SCALE_EXEC__)
  br label %d

b:
  br label %d

d:
  ret void
}
"""
        f = self.fn(exec_masks(text), "s")
        for k in ("0", "1", "2"):
            self.assertRegex(f, r"%%scale\.case\.\d+ = icmp eq i32 %%v, %s\n  %%scale\.ballot\.\d+ = call i32 @llvm\.nvvm\.vote\.ballot\.sync" % k)
        ea, da = self.value(f, "a")
        self.assertRegex(da, r"^or i32 %scale\.or\.\d+, 0$")  # cases 0 and 2 together
        self.assertIn("i32 1, i32 %s)" % ea, f)
        ed, dd = self.value(f, "d")  # the switch's reconvergence point: the entry mask
        self.assertRegex(dd, r"^or i32 %scale\.exec\.\d+, 0$")

    def test_function_without_wave_wide_calls_is_unchanged(self):
        self.assertEqual(exec_masks(LOOPS), LOOPS)

    def test_in_the_wave64_translation_it_compiles(self):
        out = translate.translate(KERNEL, defined_from(SYMS64),
                                  {"__scale_emul_llvm__" + g.replace(".", "__") for g in translate.GENERIC}, wave64=True)
        self.assertNotIn("__SCALE_EXEC__", out)
        self.assertIn("declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)", out)


@unittest.skipUnless(os.path.exists(os.path.join(LLVM, "llc")) and os.path.exists(os.path.join(LLVM, "clang++"))
                     and os.path.isdir(os.path.join(CUDA, "include")), "needs clang++/llc-22 and CUDA headers")
class Wave64Library(unittest.TestCase):
    """The wave64 library defines what the translation calls, with the site argument, and a
    translated kernel compiles for sm_90."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp()
        subprocess.run([sys.executable, os.path.join(here, "two_over_pi.py"), os.path.join(cls.tmp, "two_over_pi.inc")], check=True)
        cls.bc = os.path.join(cls.tmp, "emul64.bc")
        subprocess.run([os.path.join(LLVM, "clang++"), "-x", "cuda", "--cuda-path=" + CUDA, "--cuda-gpu-arch=sm_90",
                        "-Wno-unknown-cuda-version", "--cuda-device-only", "-emit-llvm", "-c", "-O2",
                        "-I" + cls.tmp, "-DSCALE_EMUL_WAVE64", os.path.join(here, "amdgcn_emul.cu"), "-o", cls.bc],
                       check=True)
        cls.syms = subprocess.run([os.path.join(LLVM, "llvm-nm"), "--defined-only", cls.bc], check=True,
                                  capture_output=True, text=True).stdout

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp)

    def test_wave_wide_intrinsics_are_wave64_and_wave32_only_ones_absent(self):
        d = defined_from(self.syms)
        for name in translate.WAVE64_SITED + ["mbcnt.lo", "mbcnt.hi", "s.barrier", "s.sleep", "endpgm",
                                              "wavefrontsize", "ds.swizzle"]:
            self.assertIn(name, d)
        for name in ("ballot.i32", "icmp.i32.i32", "icmp.i32.i64", "ds.permute"):
            self.assertNotIn(name, d)
        self.assertIn("__scale_emul_wave64_enter", self.syms)

    def test_translated_kernel_links_and_compiles(self):
        ll = os.path.join(self.tmp, "k.amd.ll")
        with open(ll, "w") as f:
            f.write(KERNEL)
        symf = os.path.join(self.tmp, "emul64.syms")
        with open(symf, "w") as f:
            f.write(self.syms)
        nv = os.path.join(self.tmp, "k.nv.ll")
        subprocess.run([sys.executable, os.path.join(here, "translate.py"), ll, nv, "--emul-defined", symf], check=True)
        linked = os.path.join(self.tmp, "k.bc")
        subprocess.run([os.path.join(LLVM, "llvm-link"), nv, self.bc, "-o", linked], check=True)
        ptx = os.path.join(self.tmp, "k.ptx")
        subprocess.run([os.path.join(LLVM, "opt"), "-O2", linked, "-o", linked], check=True)
        subprocess.run([os.path.join(LLVM, "llc"), "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_90", "-O2", linked, "-o", ptx],
                       check=True)
        with open(ptx) as f:
            text = f.read()
        self.assertIn(".entry k(", text)
        self.assertNotIn("llvm.amdgcn", text)
        self.assertIn("globaltimer", text)  # the meetings' timeout: the library is really in there
        self.assertRegex(text, r"bar\.sync\s+0")  # the entry barrier / s_barrier
        ptxas = os.path.join(CUDA, "bin", "ptxas")
        if os.path.exists(ptxas):
            subprocess.run([ptxas, "-arch=sm_90", ptx, "-o", os.path.join(self.tmp, "k.cubin")], check=True)

    def test_wave32_library_refused_for_wave64_ir(self):
        ll = os.path.join(self.tmp, "k2.amd.ll")
        with open(ll, "w") as f:
            f.write(KERNEL)
        symf = os.path.join(self.tmp, "emul32.syms")
        with open(symf, "w") as f:
            f.write("---------------- T __scale_emul_amdgcn__ballot__i64\n")
        r = subprocess.run([sys.executable, os.path.join(here, "translate.py"), ll, os.path.join(self.tmp, "o.ll"),
                            "--emul-defined", symf], capture_output=True, text=True)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("needs the wave64 emulation library", r.stderr)


if __name__ == "__main__":
    unittest.main()
