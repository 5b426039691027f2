// SPDX-License-Identifier: Apache-2.0
#include "Targets.h"

#include <algorithm>
#include <cctype>

namespace scale {

const char *const SupportedTargets[] = {"gfx1010", "gfx1030", "gfx1100", "gfx1101", "gfx1102",
                                        "gfx1200", "gfx1201", "gfx90a",  "gfx942",  nullptr};

bool isSupportedAmdTarget(const std::string &Gfx) {
  for (const char *const *T = SupportedTargets; *T; ++T)
    if (Gfx == *T)
      return true;
  return false;
}

std::optional<int> parseCudaArch(const std::string &Name) {
  std::string Digits;
  for (const char *Prefix : {"sm_", "compute_", "lto_"})
    if (Name.rfind(Prefix, 0) == 0)
      Digits = Name.substr(std::char_traits<char>::length(Prefix));
  if (Digits.empty())
    return std::nullopt;
  // Feature suffixes (sm_90a, sm_100f) keep the number.
  while (!Digits.empty() && std::isalpha(static_cast<unsigned char>(Digits.back())))
    Digits.pop_back();
  if (Digits.empty() || Digits.size() > 3 ||
      !std::all_of(Digits.begin(), Digits.end(), [](char C) { return std::isdigit(C); }))
    return std::nullopt;
  return std::stoi(Digits) * 10;
}

std::vector<std::string> splitList(const std::string &S) {
  std::vector<std::string> Out;
  std::string Cur;
  for (char C : S) {
    if (C == ',' || C == ';' || C == ' ') {
      if (!Cur.empty())
        Out.push_back(Cur);
      Cur.clear();
    } else {
      Cur += C;
    }
  }
  if (!Cur.empty())
    Out.push_back(Cur);
  return Out;
}

} // namespace scale
