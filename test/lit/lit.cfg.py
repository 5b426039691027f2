# SPDX-License-Identifier: Apache-2.0
# lit configuration: every suite runs against the installed toolkit (build/toolkit).
import os
import sys
import lit.formats

config.name = "scale-amd"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".test", ".cpp", ".ptx"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.scale_obj_root, "test", "lit")

tk = lit_config.params.get("toolkit", config.scale_toolkit)
tools = config.llvm_tools_dir
# Hermetic: targets come from each RUN line, never from the caller's environment.
for var in ["SCALE_AMD_TARGETS", "SCALE_AMD_CUDA_VERSION", "SCALE_AMD_HIP_LIBRARY", "CUDA_PATH",
            "NVCC_PREPEND_FLAGS", "NVCC_APPEND_FLAGS"]:
    config.environment.pop(var, None)
config.environment["PATH"] = os.pathsep.join([tools, os.environ.get("PATH", "")])
config.environment["HOME"] = os.environ.get("HOME", "/tmp")
# Programs built by the tests load our libraries, never another CUDA installation's.
config.environment["LD_LIBRARY_PATH"] = os.path.join(config.scale_toolkit, "lib64")

config.substitutions.append(("%nvcc", os.path.join(tk, "bin", "nvcc")))
config.substitutions.append(("%ptxas", os.path.join(tk, "bin", "ptxas")))
config.substitutions.append(("%toolkit", tk))
config.substitutions.append(("%clang_amd", os.path.join(tools, "clang++")))
config.substitutions.append(("%src_root", config.scale_src_root))
config.substitutions.append(("%python", sys.executable))
# The CUDA API lists of the project's shared data (a sibling of the checkout, as on CI).
shared_data = os.path.join(os.path.dirname(config.scale_src_root), "shared", "data")
config.substitutions.append(("%math_tsv", os.path.join(shared_data, "cuda-math-api.tsv")))
if os.path.exists(os.path.join(shared_data, "cuda-math-api.tsv")):
    config.available_features.add("shared-data")
# The runtime unit tests' fake HIP backend (test/unit/runtime/FakeHip.cpp): programs built by a
# test can run their host side, registrations and launches included, without an AMD GPU.
fake_hip = os.path.join(config.scale_obj_root, "test", "unit", "runtime", "libscale-fakehip.so")
config.substitutions.append(("%fakehip", fake_hip))
if os.path.exists(fake_hip):
    config.available_features.add("fake-hip")
config.substitutions.append(("%FileCheck", os.path.join(tools, "FileCheck")))
config.substitutions.append(("%llvm-dis", os.path.join(tools, "llvm-dis")))
config.substitutions.append(("%readelf", os.path.join(tools, "llvm-readelf")))

# Three targets every device-code suite covers (DESIGN.md section 3).
config.substitutions.append(("%amd_targets", "gfx1030,gfx1100,gfx90a"))
if os.path.exists("/usr/lib/x86_64-linux-gnu/libamdhip64.so.5") or os.path.exists("/opt/rocm/lib/libamdhip64.so"):
    config.available_features.add("hip-runtime")
import shutil
if shutil.which("cmake"):
    config.available_features.add("cmake")
# NVIDIA's ptxas and fatbinary: route C's build mode (test/exec/route-c/nvcc) needs them, as
# reference tools only (the toolkit never does).
if os.path.exists("/usr/local/cuda/bin/ptxas") and os.path.exists("/usr/local/cuda/bin/fatbinary"):
    config.available_features.add("nvidia-ptxas")
if shutil.which("git") and os.path.exists(os.path.join(config.scale_src_root, ".git")):
    config.available_features.add("git")
