// SPDX-License-Identifier: Apache-2.0
// NVTX 3's C++ interface: scoped and unique ranges, explicit start/end, marks, custom domains,
// registered strings, named categories, colours and payloads, the function-range macros.
#include <nvtx3/nvtx3.hpp>
#include <cstdio>

struct my_domain { static constexpr char const *name{"my-domain"}; };
struct my_category { static constexpr char const *name{"io"}; static constexpr uint32_t id{3}; };
struct my_message { static constexpr char const *message{"registered-message"}; };

void traced() { NVTX3_FUNC_RANGE(); nvtx3::mark("inside"); }
void maybe(bool on) { NVTX3_FUNC_RANGE_IF_IN(my_domain, on); std::printf("maybe %d\n", on); }

int main() {
  {
    nvtx3::scoped_range outer{"outer"};
    nvtx3::scoped_range_in<my_domain> inner{nvtx3::rgb{10, 20, 30}, "inner", nvtx3::payload{42},
                                            nvtx3::named_category_in<my_domain>::get<my_category>()};
    // The first message counts.
    nvtx3::mark(nvtx3::message{"first"}, nvtx3::message{"second"});
  }
  nvtx3::range_handle h = nvtx3::start_range("explicit", nvtx3::argb{0x80, 1, 2, 3});
  std::printf("handle %s\n", h ? "set" : "null");
  nvtx3::end_range(h);
  {
    nvtx3::unique_range_in<my_domain> u{nvtx3::registered_string_in<my_domain>::get<my_message>()};
    nvtx3::unique_range_in<my_domain> moved = std::move(u); // ends once, when `moved` goes
  }
  traced();
  maybe(true);
  maybe(false);
  nvtx3::mark_in<my_domain>(L"wide");
  nvtx3::event_attributes a{nvtx3::color{0xff112233u}, nvtx3::category{5}, "attrs"};
  std::printf("attrs color %08x category %u type %d\n", a.get()->color, a.get()->category,
              a.get()->messageType);
  return 0;
}
