# SPDX-License-Identifier: Apache-2.0
# Environment for non-CMake builds, in the spirit of CUDA's: source it, then Makefiles and scripts
# that look for nvcc, CUDA_HOME or CUDA_PATH find the scale-amd toolkit.
#   . scripts/env.sh                      # from the repository: uses build/toolkit
#   . <prefix>/share/scale-amd/env.sh     # from an installed toolkit
#   SCALE_AMD_PREFIX=/opt/scale-amd . env.sh   # an explicit toolkit
# Sets CUDA_HOME, CUDA_PATH, CUDA_ROOT, CUDACXX, SCALE_AMD_PREFIX, and prepends <prefix>/bin to
# PATH and <prefix>/lib64 to LD_LIBRARY_PATH (each only once). SCALE_AMD_TARGETS is left alone:
# set it to pick the AMD GPUs (e.g. export SCALE_AMD_TARGETS=gfx1100,gfx90a).
# Works in bash, zsh and POSIX sh; must be sourced, not run.

# Where this file is: bash and zsh say; POSIX sh cannot (set SCALE_AMD_PREFIX there).
_scale_amd_src=
if [ -n "${BASH_SOURCE:-}" ]; then
  _scale_amd_src=$BASH_SOURCE
elif [ -n "${ZSH_VERSION:-}" ]; then
  eval '_scale_amd_src=${(%):-%x}'
fi
_scale_amd_here=
case "$_scale_amd_src" in
  *env.sh) _scale_amd_here=$(cd "$(dirname "$_scale_amd_src")" 2>/dev/null && pwd) ;;
esac
if [ -n "$_scale_amd_here" ] && [ -x "$_scale_amd_here/../../bin/nvcc" ]; then
  # <prefix>/share/scale-amd/env.sh: always this toolkit.
  SCALE_AMD_PREFIX=$(cd "$_scale_amd_here/../.." && pwd)
elif [ -z "${SCALE_AMD_PREFIX:-}" ] && [ -n "$_scale_amd_here" ]; then
  # <repo>/scripts/env.sh: the toolkit scripts/build.sh installs.
  SCALE_AMD_PREFIX=$(cd "$_scale_amd_here/.." && pwd)/build/toolkit
fi
if [ -z "${SCALE_AMD_PREFIX:-}" ]; then
  echo "env.sh: cannot tell where this script is (POSIX sh): set SCALE_AMD_PREFIX=<toolkit prefix> first" >&2
  unset _scale_amd_src _scale_amd_here
  return 1 2>/dev/null || exit 1
fi
if [ ! -x "$SCALE_AMD_PREFIX/bin/nvcc" ]; then
  echo "env.sh: no toolkit at $SCALE_AMD_PREFIX (bin/nvcc missing): run scripts/build.sh or set SCALE_AMD_PREFIX" >&2
  unset _scale_amd_src _scale_amd_here
  return 1 2>/dev/null || exit 1
fi
export SCALE_AMD_PREFIX
export CUDA_HOME="$SCALE_AMD_PREFIX" CUDA_PATH="$SCALE_AMD_PREFIX" CUDA_ROOT="$SCALE_AMD_PREFIX"
export CUDACXX="$SCALE_AMD_PREFIX/bin/nvcc"
case ":${PATH:-}:" in
  *":$SCALE_AMD_PREFIX/bin:"*) ;;
  *) export PATH="$SCALE_AMD_PREFIX/bin${PATH:+:$PATH}" ;;
esac
case ":${LD_LIBRARY_PATH:-}:" in
  *":$SCALE_AMD_PREFIX/lib64:"*) ;;
  *) export LD_LIBRARY_PATH="$SCALE_AMD_PREFIX/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" ;;
esac
unset _scale_amd_src _scale_amd_here
