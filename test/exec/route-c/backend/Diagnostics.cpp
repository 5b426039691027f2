// SPDX-License-Identifier: Apache-2.0
#include "Diagnostics.h"

#include <cstdio>
#include <mutex>
#include <set>

namespace routec {

void diagnose(const std::string &Message) {
  static std::mutex Lock;
  static std::set<std::string> *Seen = new std::set<std::string>; // used from atexit handlers
  std::lock_guard<std::mutex> G(Lock);
  if (Seen->insert(Message).second)
    std::fprintf(stderr, "scale-amd route-C backend: %s\n", Message.c_str());
}

} // namespace routec
