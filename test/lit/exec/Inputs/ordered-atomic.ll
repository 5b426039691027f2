; An acq_rel atomic add in LDS at block scope, as route B's translate.py receives it.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(3) %p, ptr addrspace(1) %o) {
  %1 = atomicrmw add ptr addrspace(3) %p, i32 1 syncscope("block") acq_rel, align 4
  %2 = cmpxchg ptr addrspace(1) %o, i32 %1, i32 3 syncscope("device") monotonic acquire, align 4
  %3 = extractvalue { i32, i1 } %2, 0
  store i32 %3, ptr addrspace(1) %o
  ret void
}
