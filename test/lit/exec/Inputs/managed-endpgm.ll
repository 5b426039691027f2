target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@total.managed = protected addrspace(1) externally_initialized global i32 5, align 4
@total = protected addrspace(1) externally_initialized global ptr addrspace(1) null

define amdgpu_kernel void @k(i32 %x) {
  %p = load ptr addrspace(1), ptr addrspace(1) @total, align 8
  %c = icmp eq i32 %x, 0
  br i1 %c, label %stop, label %add
stop:
  call void @llvm.amdgcn.endpgm()
  unreachable
add:
  %o = atomicrmw add ptr addrspace(1) %p, i32 %x syncscope("agent") monotonic, align 4
  ret void
}
declare void @llvm.amdgcn.endpgm()
