#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Tests of device_printf.py (route B: device printf -> NVIDIA's vprintf with a packed buffer).

Run: [LLC=<llc>] python3 test/exec/route-b/test_device_printf.py [-v]. With llc the translated
module also goes through the NVPTX backend, and the buffer must have NVIDIA's layout: each
argument at its natural alignment (i32 at 4, i64/double/pointers at 8), as nvcc packs it."""
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from device_printf import check_no_hostcall, printf_to_vprintf  # noqa: E402

LLC = os.environ.get("LLC", "/usr/lib/llvm-22/bin/llc")

# What clang -fno-builtin-printf emits for a printf of a struct's members in a loop (gfx1030, -O2,
# after route B's address-space mapping), one without arguments, and one whose value is used.
MODULE = """@.str = private unnamed_addr addrspace(1) constant [26 x i8] c"%3d|%-8.3f|%s|%lld|%c|%p\\0A\\00", align 1
@.str.1 = private unnamed_addr addrspace(1) constant [6 x i8] c"done\\0A\\00", align 1

define ptx_kernel void @k(ptr addrspace(1) noundef readonly captures(none) %rows, i32 noundef %n, ptr addrspace(1) noundef %out) #0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %row = getelementptr inbounds { i32, float, ptr, i64, i8 }, ptr addrspace(1) %rows, i64 %i
  %id = load i32, ptr addrspace(1) %row, align 8
  %wp = getelementptr inbounds i8, ptr addrspace(1) %row, i64 4
  %w = load float, ptr addrspace(1) %wp, align 4
  %wd = fpext float %w to double
  %np = getelementptr inbounds i8, ptr addrspace(1) %row, i64 8
  %name = load ptr, ptr addrspace(1) %np, align 8
  %bp = getelementptr inbounds i8, ptr addrspace(1) %row, i64 16
  %big = load i64, ptr addrspace(1) %bp, align 8
  %tp = getelementptr inbounds i8, ptr addrspace(1) %row, i64 24
  %tag = load i8, ptr addrspace(1) %tp, align 8
  %tagi = zext i8 %tag to i32
  %o = getelementptr inbounds double, ptr addrspace(1) %out, i64 %i
  %og = addrspacecast ptr addrspace(1) %o to ptr
  %0 = tail call i32 (ptr, ...) @printf(ptr noundef addrspacecast (ptr addrspace(1) @.str to ptr), i32 noundef %id, double noundef %wd, ptr noundef %name, i64 noundef %big, i32 noundef zeroext %tagi, ptr noundef %og) #2
  store double %wd, ptr addrspace(1) %o, align 8
  %next = add i64 %i, 1
  %ni = zext i32 %n to i64
  %more = icmp ult i64 %next, %ni
  br i1 %more, label %loop, label %exit

exit:
  tail call i32 (ptr, ...) @printf(ptr noundef addrspacecast (ptr addrspace(1) @.str.1 to ptr)) #2
  %c = call noundef i32 (ptr, ...) @printf(ptr noundef addrspacecast (ptr addrspace(1) @.str.1 to ptr)) #2
  store i32 %c, ptr addrspace(1) %out, align 4
  ret void
}

declare hidden i32 @printf(ptr noundef, ...) local_unnamed_addr #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nounwind "no-builtin-printf" }
attributes #2 = { convergent nobuiltin nounwind "no-builtin-printf" }
"""


def fail(msg):
    raise ValueError(msg)


class DevicePrintf(unittest.TestCase):
    def test_calls_become_helpers_over_vprintf(self):
        out = printf_to_vprintf(MODULE, fail)
        self.assertNotIn("@printf(", out)
        self.assertIn("call i32 @__scale_emul_printf_0(ptr addrspacecast (ptr addrspace(1) @.str to ptr), "
                      "i32 %id, double %wd, ptr %name, i64 %big, i32 %tagi, ptr %og) #2", out)
        # the same signature shares one helper; the result stays in use
        self.assertEqual(out.count("define internal i32 @__scale_emul_printf_1(ptr %fmt)"), 1)
        self.assertIn("%c = call i32 @__scale_emul_printf_1(", out)
        self.assertIn("alloca { i32, double, ptr, i64, i32, ptr }, align 8", out)
        self.assertIn("call i32 @vprintf(ptr %fmt, ptr null)", out)

    def test_module_without_printf_is_untouched(self):
        text = "define void @f() {\n  ret void\n}\n"
        self.assertEqual(printf_to_vprintf(text, fail), text)

    def test_hostcall_printf_is_an_error(self):
        with self.assertRaisesRegex(ValueError, "-fno-builtin-printf"):
            check_no_hostcall("  %1 = call i64 @__ockl_printf_begin(i64 0)\n", fail)

    def test_unreadable_argument_is_an_error(self):
        bad = "  call i32 (ptr, ...) @printf(ptr %f, { i32, i32 } %s)\n"
        with self.assertRaisesRegex(ValueError, "cannot read"):
            printf_to_vprintf(bad, fail)

    @unittest.skipUnless(os.access(LLC, os.X_OK), "llc not found")
    def test_nvptx_buffer_has_nvidias_layout(self):
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "m.ll")
            with open(src, "w") as f:
                f.write('target triple = "nvptx64-nvidia-cuda"\n' + printf_to_vprintf(MODULE, fail))
            ptx = subprocess.run([LLC, "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_90", src, "-o", "-"],
                                 capture_output=True, text=True, check=True).stdout
        self.assertIn(".extern .func  (.param .b32 func_retval0) vprintf", ptx)
        stores = re.findall(r"st\.local\.(b32|b64)\s+\[%rd\d+(?:\+(\d+))?\]", ptx)
        self.assertEqual(sorted((int(o or 0), w) for w, o in stores),
                         [(0, "b32"), (8, "b64"), (16, "b64"), (24, "b64"), (32, "b32"), (40, "b64")])
        self.assertEqual(len(re.findall(r"call\.uni \(retval0\), vprintf", ptx)), 2)


if __name__ == "__main__":
    unittest.main()
