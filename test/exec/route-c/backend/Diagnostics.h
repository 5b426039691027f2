// SPDX-License-Identifier: Apache-2.0
// The route-C backend's messages (no CUDA here: the unit tests link it without a driver).
#ifndef SCALE_AMD_ROUTEC_DIAGNOSTICS_H
#define SCALE_AMD_ROUTEC_DIAGNOSTICS_H

#include <string>

namespace routec {

constexpr int NotSupported = 801; // hipErrorNotSupported

/// One line on stderr, "scale-amd route-C backend: <Message>", at most once per distinct message.
void diagnose(const std::string &Message);

} // namespace routec

#endif
