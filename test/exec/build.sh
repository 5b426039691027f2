#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Builds, on this (GPU-less) machine, the two binaries of every execution case for the H200:
#   <case>.ref     NVIDIA's nvcc on the unmodified source (the reference),
#   <case>.routeB  our pipeline's AMD device IR (gfx1030: headers, ocml/ockl, lowered PTX), translated
#                  to NVPTX by route-b/translate.py + amdgcn_emul.cu, with a host side by clang-22.
#   <case>.routeB-gfx90a  the same from gfx90a's (wave64) device IR, for the cases listed in
#                  wave64-cases.txt: one 64-lane wave played by two warps (route-b/amdgcn_emul_wave64.h).
# Output: test/exec/out/ (ignored by git; EXEC_OUT=<dir> for another), carried to the device (README.md).
# Usage: test/exec/build.sh [case-name-glob]    (TOOLKIT=<prefix> to choose the toolkit)
#        test/exec/build.sh --wave64           only the cases of wave64-cases.txt (.ref, .routeB and
#                                              .routeB-gfx90a; no specs, no route A)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tk=${TOOLKIT:-$root/build/toolkit}
cuda=/usr/local/cuda
llvm=/usr/lib/llvm-22/bin
out=${EXEC_OUT:-$here/out}
mkdir -p "$out"
pattern=${1:-*}
only=""
if [ "$pattern" = "--wave64" ]; then
  only=" $(grep -v '^#' "$here/wave64-cases.txt" | tr '\n' ' ') "
  pattern=__wave64_only__ # matches no spec, generator or route-A case
fi
amd_target=gfx1030

cxx_cuda=("$llvm/clang++" -x cuda --cuda-path=$cuda --cuda-gpu-arch=sm_90 -Wno-unknown-cuda-version)
python3 "$here/route-b/two_over_pi.py" "$out/two_over_pi.inc"
"${cxx_cuda[@]}" --cuda-device-only -emit-llvm -c -O2 -I"$out" "$here/route-b/amdgcn_emul.cu" -o "$out/emul.bc"
"$llvm/llvm-nm" --defined-only "$out/emul.bc" > "$out/emul.syms"
"${cxx_cuda[@]}" --cuda-device-only -emit-llvm -c -O2 -I"$out" -DSCALE_EMUL_WAVE64 "$here/route-b/amdgcn_emul.cu" -o "$out/emul64.bc"
"$llvm/llvm-nm" --defined-only "$out/emul64.bc" > "$out/emul64.syms"
# The cases route B also runs from gfx90a's wave64 IR (suffix routeB-gfx90a): one name a line.
wave64_cases=" $(grep -v '^#' "$here/wave64-cases.txt" | tr '\n' ' ') "

# Generated cases: one per spec file, holding the functions that both compilers accept (a function
# our toolkit lacks is listed in <spec>.missing, not silently dropped).
mkdir -p "$out/gen"
for spec in "$here"/specs/$pattern.spec; do
  [ -e "$spec" ] || continue
  name=$(basename "$spec" .spec)
  python3 "$here/gen_cases.py" "$spec" "$out/gen/$name.all.cu"
  if "$tk/bin/nvcc" --cuda-device-only -c -arch=sm_86 -arch=$amd_target -I"$here/cases" \
       "$out/gen/$name.all.cu" -o /dev/null > /dev/null 2>&1; then
    cp "$out/gen/$name.all.cu" "$out/gen/$name.cu"; : > "$out/$name.missing"
  else
    keep=""; : > "$out/$name.missing"
    for f in $(grep -o '^[_a-z0-9A-Z]*' "$spec"); do
      python3 "$here/gen_cases.py" "$spec" "$out/gen/probe.cu" --only "$f"
      if "$tk/bin/nvcc" --cuda-device-only -c -arch=sm_86 -arch=$amd_target -I"$here/cases" \
           "$out/gen/probe.cu" -o /dev/null > /dev/null 2>&1; then keep="$keep,$f"; else echo "$f" >> "$out/$name.missing"; fi
    done
    python3 "$here/gen_cases.py" "$spec" "$out/gen/$name.cu" --only "$keep"
  fi
  echo "$name: $(wc -l < "$out/$name.missing") functions not provided by the toolkit"
done

# Generated programs that route B runs too (ptx/<name>.py; route A runs them as ptx_<name>).
for gen in "$here"/ptx/*.py; do
  name=$(basename "$gen" .py)
  # shellcheck disable=SC2053
  [[ $name == $pattern ]] || continue
  python3 "$gen" "$out/gen/$name.cu"
done

# Route B for one case: the AMD target's final device IR -> NVPTX -> <name>.<suffix> (with the host side).
route_b() {
  local src=$1 name=$2 target=$3 suffix=$4 emul=$5 b="$out/$2"
  [ "$target" = "$amd_target" ] || b="$out/$2.$3" # intermediate files: <name>.gfx90a.amd.ll, ...
  "$tk/bin/nvcc" --cuda-device-only -S -emit-llvm -O2 -arch=sm_86 -arch=$target -I"$here/cases" "$src" -o "$b.amd.ll"
  python3 "$here/route-b/translate.py" "$b.amd.ll" "$b.nv.ll" --emul-defined "$out/$emul.syms"
  "$llvm/llvm-link" "$b.nv.ll" "$out/$emul.bc" -o "$b.linked.bc"
  "$llvm/opt" -O2 "$b.linked.bc" -o "$b.opt.bc"
  "$llvm/llc" -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -O2 "$b.opt.bc" -o "$b.ptx"
  # The launch interface: every kernel's parameters as the host side (NVIDIA's headers) sees them.
  "${cxx_cuda[@]}" --cuda-device-only -S -O0 -I$cuda/include/cccl -I"$here/cases" "$src" -o "$out/$name.hostview.ptx"
  python3 "$here/route-b/check_params.py" "$b.ptx" "$out/$name.hostview.ptx"
  "$cuda/bin/ptxas" -arch=sm_90 "$b.ptx" -o "$b.cubin"
  "$cuda/bin/fatbinary" -64 --create="$b.fatbin" "--image3=kind=elf,sm=90,file=$b.cubin"
  "${cxx_cuda[@]}" --cuda-host-only -Xclang -fcuda-include-gpubinary -Xclang "$b.fatbin" \
      -I"$here/cases" -O2 -c "$src" -o "$b.host.o"
  "$llvm/clang++" "$b.host.o" -L$cuda/lib64 -lcudart_static -ldl -lrt -lpthread -o "$out/$name.$suffix"
}

ok=0; failed=0
cases_glob=$pattern; [ -n "$only" ] && cases_glob="*"
for src in "$here"/cases/$cases_glob.cu "$out"/gen/$pattern.cu; do
  case "$src" in *.all.cu|*/probe.cu) continue ;; esac
  [ -e "$src" ] || continue
  name=$(basename "$src" .cu)
  [ -z "$only" ] || [[ $only == *" $name "* ]] || continue
  log="$out/$name.build.log"
  cp "$src" "$out/$name.cu"
  set +e
  (
    set -e
    # SCALE_EXEC_REFERENCE: a case may select NVIDIA's library in the reference build
    # (cases/cublas_library.h, cusparse_library.h); cuBLAS/cuSPARSE cases link NVIDIA's libraries,
    # found at run time where the device machine's CUDA has them (same path as here).
    ref_libs=()
    case "$name" in cublas_*|cublaslt_*|cusparse_*) ref_libs=(-lcublas -lcublasLt -lcusparse -Xlinker -rpath=$cuda/lib64) ;; esac
    case "$name" in curand_mtgp32_host|curand_mt19937_host) ref_libs=(-lcurand -Xlinker -rpath=$cuda/lib64) ;; esac # host API: NVIDIA's libcurand
    case "$name" in cufft_*) ref_libs=(-lcufft -Xlinker -rpath=$cuda/lib64) ;; esac # NVIDIA's libcufft; route B compiles ours in (cases/cufft_library.h)
    case "$name" in cusolver_*) ref_libs=(-lcusolver -Xlinker -rpath=$cuda/lib64) ;; esac # NVIDIA's libcusolver; route B compiles ours in (cases/cusolver_library.h)
    "$cuda/bin/nvcc" -arch=sm_90 -O2 -DSCALE_EXEC_REFERENCE -I"$here/cases" "$src" -o "$out/$name.ref" ${ref_libs[@]+"${ref_libs[@]}"}
    route_b "$src" "$name" $amd_target routeB emul
  ) > "$log" 2>&1
  rc=$?
  set -e
  if [ $rc -eq 0 ]; then
    ok=$((ok+1)); echo "built $name"
  else
    failed=$((failed+1)); echo "FAILED $name (see $log)"; tail -3 "$log"
  fi
  # The wave64 variant (gfx90a): its own log, so a failure there leaves route B's binary alone.
  if [[ $wave64_cases == *" $name "* ]] && [ -e "$out/$name.ref" ]; then
    log64="$out/$name.routeB-gfx90a.build.log"
    if (set -e; route_b "$src" "$name" gfx90a routeB-gfx90a emul64) > "$log64" 2>&1; then
      ok=$((ok+1)); echo "built $name (routeB-gfx90a)"
    else
      rm -f "$out/$name.routeB-gfx90a"
      failed=$((failed+1)); echo "FAILED $name routeB-gfx90a (see $log64)"; tail -3 "$log64"
    fi
  fi
done
echo "exec build: $ok built, $failed failed"

# ---- Route A (section owned by the route-A engineer): inline PTX lowered by our pass for sm_90 ----
# ptx_<name>.ref and ptx_<name>.routeA for every test/exec/ptx/<name>.{forms,cu}; run.sh compares them.
[ -z "$only" ] && [ -f "$here/route-a/build.sh" ] && bash "$here/route-a/build.sh" "$pattern"

# What travels to the device machine: the binaries (stripped) and the case sources compare.py reads.
rm -rf "$out/carry" && mkdir -p "$out/carry"
for bin in "$out"/*.ref "$out"/*.routeA "$out"/*.routeB "$out"/*.routeB-gfx90a; do
  [ -e "$bin" ] || continue
  strip -o "$out/carry/$(basename "$bin")" "$bin"
  cp "$out/$(basename "${bin%.*}").cu" "$out/carry/" 2>/dev/null || true
done
echo "carry: $(du -sh "$out/carry" | cut -f1) in $out/carry"
