// SPDX-License-Identifier: Apache-2.0
#include "PerThread.h"

namespace {
thread_local bool InsidePtds = false;
} // namespace

namespace scale {

bool perThreadDefaultStream() { return InsidePtds; }

PerThreadDefault::PerThreadDefault() : Saved(InsidePtds) { InsidePtds = true; }
PerThreadDefault::~PerThreadDefault() { InsidePtds = Saved; }

} // namespace scale
