// SPDX-License-Identifier: Apache-2.0
// Accessors of libcurand's Sobol tables (SobolTables.cpp, plain C++ without CUDA headers): the
// Joe-Kuo 6 direction vectors (NVIDIA's unscrambled sets bit for bit) and our scrambled sets and
// scramble constants (Sobol.h says why they differ from NVIDIA's).
#pragma once

namespace scale_amd {
namespace curand {

constexpr unsigned kSobolDims = 20000;

// kSobolDims x 32 (x 64) direction vectors, dimension-major; nullptr when libcurand was built
// without rocRAND's tables (see CMakeLists.txt).
const unsigned *sobolVectors32(bool scrambled);
const unsigned long long *sobolVectors64(bool scrambled);
// kSobolDims scramble constants.
const unsigned *sobolConstants32();
const unsigned long long *sobolConstants64();

} // namespace curand
} // namespace scale_amd
