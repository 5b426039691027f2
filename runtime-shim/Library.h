// SPDX-License-Identifier: Apache-2.0
// libcudart's libraries (Library.cpp): what the launch path needs to know of them.
#ifndef SCALE_AMD_RUNTIME_LIBRARY_H
#define SCALE_AMD_RUNTIME_LIBRARY_H

namespace scale {

/// Is \p Func a cudaKernel_t of cudaLibraryGetKernel (a HIP module function, launched with
/// hipModuleLaunchKernel) rather than a registered kernel's host address?
bool libraryKernel(const void *Func);

} // namespace scale

#endif
