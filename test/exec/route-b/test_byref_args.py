#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Tests of byref_args.py (route B: AMDGPU byref kernel aggregates -> NVPTX byval).

Run: [LLC=<llc>] python3 test/exec/route-b/test_byref_args.py [-v]. With llc (default
/usr/lib/llvm-22/bin/llc) the translated kernel also goes through the NVPTX backend, which must
declare the struct as a by-value parameter (.param .align 8 .b8 x[16]) read with ld.param: a
pointer parameter there is the launch-interface mismatch this translation exists to prevent."""
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from byref_args import byref_to_byval  # noqa: E402

LLC = os.environ.get("LLC", "/usr/lib/llvm-22/bin/llc")

# What clang emits for `__global__ void k(int n, Scalar<float> a, float *y)` (optimised, gfx1030),
# plus a phi of two fields of the argument.
KERNEL = """%"struct.S" = type { float, ptr }

define amdgpu_kernel void @k(i32 noundef %0, ptr addrspace(4) noundef readonly byref(%"struct.S") align 8 captures(none) %1, ptr addrspace(1) noundef captures(none) %2) {
  %4 = load float, ptr addrspace(4) %1, align 8
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %1, i64 8
  %6 = load ptr, ptr addrspace(4) %5, align 8
  %7 = icmp eq i32 %0, 0
  br i1 %7, label %8, label %9

8:
  br label %9

9:
  %10 = phi ptr addrspace(4) [ %1, %3 ], [ %5, %8 ]
  %11 = load float, ptr addrspace(4) %10, align 4
  %12 = fadd float %4, %11
  store float %12, ptr addrspace(1) %2, align 4
  ret void
}
"""


# stdgpu's uninitialized_fill functor of a 6-byte vec3int16 (thrust's for_each_f of it by value):
# the value member copied whole out of the kernel argument into each element.
FILL = """%"struct.F" = type { ptr addrspace(1), i64, [3 x i16], [2 x i8] }

define amdgpu_kernel void @fill(i64 noundef %n, ptr addrspace(4) noundef readonly byref(%"struct.F") align 8 captures(none) %f) {
  %base = load ptr addrspace(1), ptr addrspace(4) %f, align 8
  %val = getelementptr inbounds nuw i8, ptr addrspace(4) %f, i64 16
  %dst = getelementptr inbounds [3 x i16], ptr addrspace(1) %base, i64 %n
  tail call void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) noundef align 2 dereferenceable(6) %dst, ptr addrspace(4) noundef nonnull align 8 dereferenceable(6) %val, i64 6, i1 false)
  ret void
}

declare void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg)
"""


class Failed(Exception):
    pass


def fail(msg):
    raise Failed(msg)


class ByrefArgs(unittest.TestCase):
    def test_parameter_and_uses_become_generic_byval(self):
        out = byref_to_byval(KERNEL, fail)
        self.assertIn('ptr noundef readonly byval(%"struct.S") align 8 captures(none) %1', out)
        self.assertIn("load float, ptr %1, align 8", out)
        self.assertIn("getelementptr inbounds nuw i8, ptr %1, i64 8", out)
        self.assertIn("load ptr, ptr %5, align 8", out)
        self.assertIn("phi ptr [ %1, %3 ], [ %5, %8 ]", out)
        self.assertIn("load float, ptr %10, align 4", out)
        # Memory that is not the argument keeps its address space.
        self.assertIn("store float %12, ptr addrspace(1) %2", out)
        self.assertNotIn("addrspace(4)", out)

    def test_other_kernels_untouched(self):
        plain = "define amdgpu_kernel void @p(ptr addrspace(4) %0) {\n  ret void\n}\n"
        self.assertEqual(byref_to_byval(plain, fail), plain)

    def test_escaping_argument_is_an_error(self):
        bad = KERNEL.replace("  ret void", "  call void @use(ptr addrspace(4) %1)\n  ret void")
        with self.assertRaisesRegex(Failed, r"kernel k: .*call void @use"):
            byref_to_byval(bad, fail)

    def test_phi_with_a_constant_memory_pointer_is_an_error(self):
        bad = KERNEL.replace("[ %5, %8 ]", "[ @c, %8 ]")
        with self.assertRaisesRegex(Failed, r"kernel k: a phi mixes"):
            byref_to_byval(bad, fail)

    def test_memcpy_out_of_the_argument(self):
        out = byref_to_byval(FILL, fail)
        self.assertIn("tail call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noundef align 2 "
                      "dereferenceable(6) %dst, ptr noundef nonnull align 8 dereferenceable(6) %val, "
                      "i64 6, i1 false)", out)
        self.assertIn("declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1 immarg)", out)
        self.assertNotIn("addrspace(4)", out.split("declare void @llvm.memcpy.p1.p4")[0])

    def test_memcpy_into_the_argument_is_an_error(self):
        bad = FILL.replace("@llvm.memcpy.p1.p4.i64(ptr addrspace(1) noundef align 2 dereferenceable(6) %dst, "
                           "ptr addrspace(4) noundef nonnull align 8 dereferenceable(6) %val",
                           "@llvm.memcpy.p4.p4.i64(ptr addrspace(4) %val, ptr addrspace(4) %val")
        with self.assertRaisesRegex(Failed, r"kernel fill: .*call"):
            byref_to_byval(bad, fail)

    @unittest.skipUnless(os.access(LLC, os.X_OK), "llc not found")
    def test_nvptx_copies_from_the_parameter(self):
        body = byref_to_byval(FILL, fail).replace("amdgpu_kernel", "ptx_kernel")
        body = body.replace("addrspace(4)", "addrspace(1)")  # translate.py's mapping of the rest
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "k.ll")
            with open(src, "w") as f:
                f.write('target triple = "nvptx64-nvidia-cuda"\n' + body)
            ptx = subprocess.run([LLC, "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_90", src, "-o", "-"],
                                 check=True, capture_output=True, text=True).stdout
        self.assertRegex(ptx, r"\.param \.align 8 \.b8 fill_param_1\[24\]")
        # the 6 bytes of the member at offset 16, read from the parameter, not through a pointer
        self.assertRegex(ptx, r"ld\.param\.(b16|u16|b8|u8)\s+%rs\d+, \[fill_param_1\+1[6-9]\]")
        self.assertNotRegex(ptx, r"ld\.param\.u64\s+%rd\d+, \[fill_param_1\];\s+ld\.global")

    @unittest.skipUnless(os.access(LLC, os.X_OK), "llc not found")
    def test_nvptx_declares_a_by_value_parameter(self):
        body = byref_to_byval(KERNEL, fail).replace("amdgpu_kernel", "ptx_kernel")
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "k.ll")
            with open(src, "w") as f:
                f.write('target triple = "nvptx64-nvidia-cuda"\n' + body)
            ptx = subprocess.run([LLC, "-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_90", src, "-o", "-"],
                                 check=True, capture_output=True, text=True).stdout
        self.assertRegex(ptx, r"\.param \.align 8 \.b8 k_param_1\[16\]")
        self.assertNotRegex(ptx, r"\.u64[^\n]*k_param_1")
        self.assertRegex(ptx, r"ld\.param\.b32\s+%r\d+, \[k_param_1\]")


if __name__ == "__main__":
    unittest.main()
