// SPDX-License-Identifier: Apache-2.0
// NVTX 3's C++ interface (namespace nvtx3, inline namespace v1): RAII ranges, marks, domains,
// colours, categories, messages and payloads over the C API of nvToolsExt.h (which on AMD
// forwards to ROCTX, see there). Written from the documented NVTX C++ API; what it records on
// AMD is the message (ROCTX has no colours, payloads or categories).
#ifndef NVTX3_HPP_
#define NVTX3_HPP_
#include "nvToolsExt.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

namespace nvtx3 {
inline namespace v1 {

class domain {
public:
  struct global {};
  domain(domain const &) = delete;
  domain &operator=(domain const &) = delete;
  domain(domain &&) = delete;
  domain &operator=(domain &&) = delete;

  // The domain named by D::name (char or wchar_t string), created on first use; the global
  // domain is the null handle.
  template <typename D = global> static domain const &get() noexcept {
    static domain const d(D::name);
    return d;
  }
  operator nvtxDomainHandle_t() const noexcept { return handle_; }

private:
  explicit domain(char const *name) noexcept : handle_{nvtxDomainCreateA(name)} {}
  explicit domain(wchar_t const *name) noexcept : handle_{nvtxDomainCreateW(name)} {}
  explicit domain(std::string const &name) noexcept : domain{name.c_str()} {}
  explicit domain(std::wstring const &name) noexcept : domain{name.c_str()} {}
  domain() noexcept = default;
  ~domain() noexcept { nvtxDomainDestroy(handle_); }
  nvtxDomainHandle_t const handle_{};
};

template <> inline domain const &domain::get<domain::global>() noexcept {
  static domain const d{};
  return d;
}

struct rgb {
  using component_type = std::uint8_t;
  constexpr rgb(component_type red_, component_type green_, component_type blue_) noexcept
      : red{red_}, green{green_}, blue{blue_} {}
  component_type const red{};
  component_type const green{};
  component_type const blue{};
};

struct argb final : rgb {
  constexpr argb(component_type alpha_, component_type red_, component_type green_,
                 component_type blue_) noexcept
      : rgb{red_, green_, blue_}, alpha{alpha_} {}
  component_type const alpha{};
};

class color {
public:
  using value_type = std::uint32_t;
  constexpr explicit color(value_type hex_code) noexcept : value_{hex_code} {}
  constexpr color(argb argb_) noexcept
      : color{from_bytes_msb_to_lsb(argb_.alpha, argb_.red, argb_.green, argb_.blue)} {}
  constexpr color(rgb rgb_) noexcept
      : color{from_bytes_msb_to_lsb(0xFF, rgb_.red, rgb_.green, rgb_.blue)} {}
  constexpr value_type get_value() const noexcept { return value_; }
  constexpr nvtxColorType_t get_type() const noexcept { return NVTX_COLOR_ARGB; }

private:
  static constexpr value_type from_bytes_msb_to_lsb(std::uint8_t a, std::uint8_t r, std::uint8_t g,
                                                    std::uint8_t b) noexcept {
    return value_type{a} << 24 | value_type{r} << 16 | value_type{g} << 8 | value_type{b};
  }
  value_type value_{};
};

class category {
public:
  using id_type = std::uint32_t;
  constexpr explicit category(id_type id) noexcept : id_{id} {}
  constexpr id_type get_id() const noexcept { return id_; }

private:
  id_type id_{};
};

template <typename D = domain::global> class named_category_in final : public category {
public:
  // The category C::id named C::name in domain D, named on first use.
  template <typename C> static named_category_in const &get() noexcept {
    static named_category_in const c{C::id, C::name};
    return c;
  }
  named_category_in(id_type id, char const *name) noexcept : category{id} {
    nvtxDomainNameCategoryA(domain::get<D>(), get_id(), name);
  }
  named_category_in(id_type id, wchar_t const *name) noexcept : category{id} {
    nvtxDomainNameCategoryW(domain::get<D>(), get_id(), name);
  }
};
using named_category = named_category_in<domain::global>;

template <typename D = domain::global> class registered_string_in {
public:
  // The string M::message registered in domain D on first use.
  template <typename M> static registered_string_in const &get() noexcept {
    static registered_string_in const s{M::message};
    return s;
  }
  explicit registered_string_in(char const *msg) noexcept
      : handle_{nvtxDomainRegisterStringA(domain::get<D>(), msg)} {}
  explicit registered_string_in(std::string const &msg) noexcept : registered_string_in{msg.c_str()} {}
  explicit registered_string_in(wchar_t const *msg) noexcept
      : handle_{nvtxDomainRegisterStringW(domain::get<D>(), msg)} {}
  explicit registered_string_in(std::wstring const &msg) noexcept : registered_string_in{msg.c_str()} {}
  nvtxStringHandle_t get_handle() const noexcept { return handle_; }

private:
  nvtxStringHandle_t handle_{};
};
using registered_string = registered_string_in<domain::global>;

class message {
public:
  using value_type = nvtxMessageValue_t;
  message(char const *msg) noexcept : type_{NVTX_MESSAGE_TYPE_ASCII} { value_.ascii = msg; }
  message(std::string const &msg) noexcept : message{msg.c_str()} {}
  message(std::string &&) = delete; // the event would outlive the temporary's text
  message(wchar_t const *msg) noexcept : type_{NVTX_MESSAGE_TYPE_UNICODE} { value_.unicode = msg; }
  message(std::wstring const &msg) noexcept : message{msg.c_str()} {}
  message(std::wstring &&) = delete;
  template <typename D>
  message(registered_string_in<D> const &msg) noexcept : type_{NVTX_MESSAGE_TYPE_REGISTERED} {
    value_.registered = msg.get_handle();
  }
  message(nvtxMessageType_t const &type, nvtxMessageValue_t const &value) noexcept
      : type_{type}, value_(value) {}
  message(nvtxStringHandle_t handle) noexcept : type_{NVTX_MESSAGE_TYPE_REGISTERED} {
    value_.registered = handle;
  }
  value_type get_value() const noexcept { return value_; }
  nvtxMessageType_t get_type() const noexcept { return type_; }

private:
  nvtxMessageType_t type_{};
  value_type value_{};
};

class payload {
public:
  using value_type = nvtxEventAttributes_v2::payload_t;
  explicit payload(std::int64_t v) noexcept : type_{NVTX_PAYLOAD_TYPE_INT64} { value_.llValue = v; }
  explicit payload(std::int32_t v) noexcept : type_{NVTX_PAYLOAD_TYPE_INT32} { value_.iValue = v; }
  explicit payload(std::uint64_t v) noexcept : type_{NVTX_PAYLOAD_TYPE_UNSIGNED_INT64} { value_.ullValue = v; }
  explicit payload(std::uint32_t v) noexcept : type_{NVTX_PAYLOAD_TYPE_UNSIGNED_INT32} { value_.uiValue = v; }
  explicit payload(float v) noexcept : type_{NVTX_PAYLOAD_TYPE_FLOAT} { value_.fValue = v; }
  explicit payload(double v) noexcept : type_{NVTX_PAYLOAD_TYPE_DOUBLE} { value_.dValue = v; }
  payload(nvtxPayloadType_t const &type, value_type const &value) noexcept : type_{type}, value_(value) {}
  value_type get_value() const noexcept { return value_; }
  nvtxPayloadType_t get_type() const noexcept { return type_; }

private:
  nvtxPayloadType_t type_{};
  value_type value_{};
};

// An event's attributes from any of category, color, payload and message in any order; the
// first argument of each kind counts, as in NVIDIA's NVTX.
class event_attributes {
public:
  using value_type = nvtxEventAttributes_t;
  event_attributes() noexcept {
    attributes_.version = NVTX_VERSION;
    attributes_.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  }
  template <typename... Args>
  explicit event_attributes(Args const &...args) noexcept : event_attributes{} {
    int unused[] = {0, (set(args), 0)...};
    (void)unused;
  }
  explicit event_attributes(nvtxEventAttributes_t const &a) noexcept : attributes_(a) {}
  value_type const *get() const noexcept { return &attributes_; }

private:
  void set(category const &c) noexcept {
    if (!has_category_) { attributes_.category = c.get_id(); has_category_ = true; }
  }
  void set(color const &c) noexcept {
    if (attributes_.colorType == NVTX_COLOR_UNKNOWN) {
      attributes_.color = c.get_value();
      attributes_.colorType = c.get_type();
    }
  }
  void set(payload const &p) noexcept {
    if (attributes_.payloadType == NVTX_PAYLOAD_UNKNOWN) {
      attributes_.payload = p.get_value();
      attributes_.payloadType = p.get_type();
    }
  }
  void set(message const &m) noexcept {
    if (attributes_.messageType == NVTX_MESSAGE_UNKNOWN) {
      attributes_.message = m.get_value();
      attributes_.messageType = m.get_type();
    }
  }
  value_type attributes_{};
  bool has_category_ = false;
};

template <typename D = domain::global> class scoped_range_in {
public:
  explicit scoped_range_in(event_attributes const &attr) noexcept {
    nvtxDomainRangePushEx(domain::get<D>(), attr.get());
  }
  template <typename... Args>
  explicit scoped_range_in(Args const &...args) noexcept : scoped_range_in{event_attributes{args...}} {}
  scoped_range_in() noexcept : scoped_range_in{event_attributes{}} {}
  void *operator new(std::size_t) = delete;
  scoped_range_in(scoped_range_in const &) = delete;
  scoped_range_in &operator=(scoped_range_in const &) = delete;
  scoped_range_in(scoped_range_in &&) = delete;
  scoped_range_in &operator=(scoped_range_in &&) = delete;
  ~scoped_range_in() noexcept { nvtxDomainRangePop(domain::get<D>()); }
};
using scoped_range = scoped_range_in<domain::global>;
template <typename D = domain::global> using domain_thread_range = scoped_range_in<D>;
using thread_range = scoped_range;

struct range_handle {
  using value_type = nvtxRangeId_t;
  constexpr explicit range_handle(value_type id) noexcept : id_{id} {}
  constexpr range_handle() noexcept = default;
  constexpr range_handle(std::nullptr_t) noexcept {}
  constexpr explicit operator bool() const noexcept { return id_ != 0; }
  constexpr value_type get_value() const noexcept { return id_; }

private:
  value_type id_{};
};
inline constexpr bool operator==(range_handle a, range_handle b) noexcept { return a.get_value() == b.get_value(); }
inline constexpr bool operator!=(range_handle a, range_handle b) noexcept { return !(a == b); }

template <typename D = domain::global> range_handle start_range_in(event_attributes const &attr) noexcept {
  return range_handle{nvtxDomainRangeStartEx(domain::get<D>(), attr.get())};
}
template <typename D = domain::global, typename... Args>
range_handle start_range_in(Args const &...args) noexcept {
  return start_range_in<D>(event_attributes{args...});
}
inline range_handle start_range(event_attributes const &attr) noexcept { return start_range_in<domain::global>(attr); }
template <typename... Args> range_handle start_range(Args const &...args) noexcept {
  return start_range_in<domain::global>(args...);
}
template <typename D = domain::global> void end_range_in(range_handle r) noexcept {
  nvtxDomainRangeEnd(domain::get<D>(), r.get_value());
}
inline void end_range(range_handle r) noexcept { end_range_in<domain::global>(r); }

template <typename D = domain::global> class unique_range_in {
public:
  explicit unique_range_in(event_attributes const &attr) noexcept : handle_{start_range_in<D>(attr)} {}
  template <typename... Args>
  explicit unique_range_in(Args const &...args) noexcept : unique_range_in{event_attributes{args...}} {}
  unique_range_in() noexcept : unique_range_in{event_attributes{}} {}
  unique_range_in(unique_range_in &&o) noexcept : handle_{o.handle_} { o.handle_ = range_handle{}; }
  unique_range_in &operator=(unique_range_in &&o) noexcept {
    std::swap(handle_, o.handle_);
    return *this;
  }
  unique_range_in(unique_range_in const &) = delete;
  unique_range_in &operator=(unique_range_in const &) = delete;
  ~unique_range_in() noexcept {
    if (handle_)
      end_range_in<D>(handle_);
  }

private:
  range_handle handle_;
};
using unique_range = unique_range_in<domain::global>;

template <typename D = domain::global> void mark_in(event_attributes const &attr) noexcept {
  nvtxDomainMarkEx(domain::get<D>(), attr.get());
}
template <typename D = domain::global, typename... Args> void mark_in(Args const &...args) noexcept {
  mark_in<D>(event_attributes{args...});
}
inline void mark(event_attributes const &attr) noexcept { mark_in<domain::global>(attr); }
template <typename... Args> void mark(Args const &...args) noexcept { mark_in<domain::global>(args...); }

namespace detail {
// A range over the rest of the scope when the condition holds (NVTX3_FUNC_RANGE_IF*).
template <typename D> class conditional_range_in {
public:
  conditional_range_in(bool on, char const *name) noexcept : on_{on} {
    if (on_)
      nvtxDomainRangePushEx(domain::get<D>(), event_attributes{message{name}}.get());
  }
  conditional_range_in(conditional_range_in const &) = delete;
  conditional_range_in &operator=(conditional_range_in const &) = delete;
  ~conditional_range_in() noexcept {
    if (on_)
      nvtxDomainRangePop(domain::get<D>());
  }

private:
  bool on_;
};
} // namespace detail

} // namespace v1
} // namespace nvtx3

// A range named after the enclosing function, over the rest of its body.
#define NVTX3_FUNC_RANGE_IN(D) ::nvtx3::v1::scoped_range_in<D> const nvtx3_range__{__func__};
#define NVTX3_FUNC_RANGE() NVTX3_FUNC_RANGE_IN(::nvtx3::v1::domain::global)
#define NVTX3_FUNC_RANGE_IF_IN(D, C) ::nvtx3::v1::detail::conditional_range_in<D> const nvtx3_range__{(C), __func__};
#define NVTX3_FUNC_RANGE_IF(C) NVTX3_FUNC_RANGE_IF_IN(::nvtx3::v1::domain::global, C)
#define NVTX3_V1_FUNC_RANGE_IN(D) NVTX3_FUNC_RANGE_IN(D)
#define NVTX3_V1_FUNC_RANGE() NVTX3_FUNC_RANGE()

#endif
