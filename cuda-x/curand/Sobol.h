// SPDX-License-Identifier: Apache-2.0
// libcurand's quasi-random part: the direction-vector tables behind curandGetDirectionVectors32/64
// and curandGetScrambleConstants32/64 (SobolTables.cpp), and the fill of the Sobol generators
// (SobolFill.cu, same layout on the device and on the host; see Generator.h).
//
// Tables: the Joe-Kuo 6 direction numbers (20000 dimensions), bit-identical to NVIDIA's sets
// CURAND_DIRECTION_VECTORS_32/64_JOEKUO6 (compared dimension by dimension on an H200). NVIDIA's
// scrambled sets and scramble constants are its own random tables, reproducible from nothing
// public; ours are a documented construction of the same kind (random linear matrix scrambling,
// Matousek 1998, plus a random digital shift), so scrambled streams differ from NVIDIA's.
#pragma once
#include "Generator.h"
#include "SobolTables.h"

namespace scale_amd {
namespace curand {

// Device generators keep their dimensions' vectors and constants in device memory.
cudaError_t sobolUpload(Generator &g);
void sobolRelease(Generator &g);
void sobolFillHost(const Generator &g, const Request &r);
cudaError_t sobolFillDevice(const Generator &g, const Request &r);

} // namespace curand
} // namespace scale_amd
