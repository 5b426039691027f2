// SPDX-License-Identifier: Apache-2.0
// A fake librocm_smi64 for the NVML unit tests, loaded through $SCALE_AMD_ROCM_SMI_LIBRARY.
// Two devices (an RDNA3 board and a CDNA2 one without an edge sensor, unique id, memory-busy or
// average power); $FAKE_RSMI_MODE selects: "nodriver" (rsmi_init fails), "nogpu" (no device),
// "v6" (rocm_smi_lib 6's rsmi_frequencies_t with has_deep_sleep), otherwise version 5.
// fake_rsmi_live() tells the tests whether rsmi_init is in force.
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace {
const char *mode() {
  const char *M = std::getenv("FAKE_RSMI_MODE");
  return M ? M : "";
}
bool is(const char *M) { return std::strcmp(mode(), M) == 0; }
int Live = 0;
constexpr uint32_t Ok = 0, InvalidArgs = 1, NotSupported = 2, InitError = 8,
                   InsufficientSize = 11;
bool bad(uint32_t D) { return Live <= 0 || D >= 2; }
} // namespace

extern "C" {
int fake_rsmi_live() { return Live; }

uint32_t rsmi_init(uint64_t) {
  if (is("nodriver"))
    return InitError;
  ++Live;
  return Ok;
}
uint32_t rsmi_shut_down() {
  --Live;
  return Ok;
}
uint32_t rsmi_num_monitor_devices(uint32_t *N) {
  *N = is("nogpu") ? 0 : 2;
  return Ok;
}
struct Version {
  uint32_t Major, Minor, Patch;
  const char *Build;
};
uint32_t rsmi_version_get(Version *V) {
  *V = {is("v6") ? 7u : 5u, 2u, 3u, "fake"};
  return Ok;
}
uint32_t rsmi_version_str_get(uint32_t Component, char *S, uint32_t Len) {
  if (Component != 0)
    return InvalidArgs;
  const char *V = "6.7.0-fake";
  if (std::strlen(V) + 1 > Len)
    return InsufficientSize;
  std::strcpy(S, V);
  return Ok;
}
uint32_t rsmi_dev_name_get(uint32_t D, char *S, size_t Len) {
  if (bad(D))
    return InvalidArgs;
  const char *N = D == 0 ? "Navi 31 [Radeon RX 7900 XT/7900 XTX]" : "Aldebaran/MI200 [Instinct MI210]";
  std::strncpy(S, N, Len);
  return Ok;
}
uint32_t rsmi_dev_unique_id_get(uint32_t D, uint64_t *Id) {
  if (bad(D))
    return InvalidArgs;
  if (D == 1)
    return NotSupported;
  *Id = 0x1234abcd5678ef90ull;
  return Ok;
}
uint32_t rsmi_dev_serial_number_get(uint32_t D, char *S, uint32_t Len) {
  if (bad(D))
    return InvalidArgs;
  std::strncpy(S, D == 0 ? "SN0001" : "SN0002", Len);
  return Ok;
}
uint32_t rsmi_dev_vbios_version_get(uint32_t D, char *S, uint32_t Len) {
  if (bad(D))
    return InvalidArgs;
  std::strncpy(S, "113-D7020100-102", Len);
  return Ok;
}
uint32_t rsmi_dev_pci_id_get(uint32_t D, uint64_t *Bdf) {
  if (bad(D))
    return InvalidArgs;
  // domain << 32 | bus << 8 | device << 3 | function
  *Bdf = D == 0 ? (0x03ull << 8) : ((1ull << 32) | (0x83ull << 8) | (2ull << 3) | 1);
  return Ok;
}
uint32_t rsmi_dev_id_get(uint32_t D, uint16_t *Id) {
  if (bad(D))
    return InvalidArgs;
  *Id = D == 0 ? 0x744c : 0x740f;
  return Ok;
}
uint32_t rsmi_dev_vendor_id_get(uint32_t D, uint16_t *Id) {
  if (bad(D))
    return InvalidArgs;
  *Id = 0x1002;
  return Ok;
}
uint32_t rsmi_dev_subsystem_id_get(uint32_t D, uint16_t *Id) {
  if (bad(D))
    return InvalidArgs;
  *Id = 0x0e3b;
  return Ok;
}
uint32_t rsmi_dev_subsystem_vendor_id_get(uint32_t D, uint16_t *Id) {
  if (bad(D))
    return InvalidArgs;
  *Id = 0x1da2;
  return Ok;
}
uint32_t rsmi_dev_drm_render_minor_get(uint32_t D, uint32_t *M) {
  if (bad(D))
    return InvalidArgs;
  *M = 128 + D;
  return Ok;
}
uint32_t rsmi_dev_memory_total_get(uint32_t D, uint32_t Type, uint64_t *T) {
  if (bad(D) || Type != 0)
    return InvalidArgs;
  *T = (D == 0 ? 24ull : 64ull) << 30;
  return Ok;
}
uint32_t rsmi_dev_memory_usage_get(uint32_t D, uint32_t Type, uint64_t *U) {
  if (bad(D) || Type != 0)
    return InvalidArgs;
  *U = 1ull << 30;
  return Ok;
}
uint32_t rsmi_dev_busy_percent_get(uint32_t D, uint32_t *P) {
  if (bad(D))
    return InvalidArgs;
  *P = D == 0 ? 37 : 99;
  return Ok;
}
uint32_t rsmi_dev_memory_busy_percent_get(uint32_t D, uint32_t *P) {
  if (bad(D))
    return InvalidArgs;
  if (D == 1)
    return NotSupported;
  *P = 12;
  return Ok;
}
uint32_t rsmi_dev_temp_metric_get(uint32_t D, uint32_t Sensor, uint32_t Metric, int64_t *T) {
  // Metrics: 0 current, 5 critical, 7 emergency. Sensors: 0 edge (absent on device 1), 1
  // junction, 2 memory (device 0 only).
  if (bad(D) || (Metric != 0 && Metric != 5 && Metric != 7))
    return InvalidArgs;
  const int64_t Edge[3] = {45500, 0, 0}, Crit[3] = {100000, 110000, 95000},
                Emerg[3] = {105000, 115000, 0};
  if (Sensor > 2 || (Sensor == 0 && D == 1) || (Sensor == 2 && (D == 1 || Metric == 7)))
    return NotSupported;
  if (Metric == 0)
    *T = Sensor == 0 ? Edge[0] : Sensor == 1 ? 61000 : 70000;
  else
    *T = (Metric == 5 ? Crit : Emerg)[Sensor] + (Sensor == 1 && D == 0 ? -5000 : 0);
  return Ok;
}
uint32_t rsmi_dev_power_ave_get(uint32_t D, uint32_t Sensor, uint64_t *P) {
  if (bad(D) || Sensor != 0)
    return InvalidArgs;
  if (D == 1)
    return NotSupported;
  *P = 123456789;
  return Ok;
}
uint32_t rsmi_dev_current_socket_power_get(uint32_t D, uint64_t *P) {
  if (bad(D))
    return InvalidArgs;
  *P = 300000000;
  return Ok;
}
uint32_t rsmi_dev_power_cap_get(uint32_t D, uint32_t Sensor, uint64_t *P) {
  if (bad(D) || Sensor != 0)
    return InvalidArgs;
  *P = 300000000;
  return Ok;
}
uint32_t rsmi_dev_power_cap_range_get(uint32_t D, uint32_t Sensor, uint64_t *Max, uint64_t *Min) {
  if (bad(D) || Sensor != 0)
    return InvalidArgs;
  *Max = 350000000;
  *Min = 100000000;
  return Ok;
}
uint32_t rsmi_dev_energy_count_get(uint32_t D, uint64_t *Count, float *Res, uint64_t *Stamp) {
  if (bad(D))
    return InvalidArgs;
  *Count = 1000000;
  *Res = 15.25f;
  *Stamp = 42;
  return Ok;
}
uint32_t rsmi_dev_fan_speed_get(uint32_t D, uint32_t Sensor, int64_t *S) {
  if (bad(D) || Sensor != 0)
    return InvalidArgs;
  if (D == 1)
    return NotSupported; // passively cooled
  *S = 128;
  return Ok;
}
uint32_t rsmi_dev_fan_speed_max_get(uint32_t D, uint32_t Sensor, uint64_t *M) {
  if (bad(D) || Sensor != 0)
    return InvalidArgs;
  *M = 255;
  return Ok;
}
uint32_t rsmi_dev_gpu_clk_freq_get(uint32_t D, uint32_t Clk, void *Out) {
  if (bad(D))
    return InvalidArgs;
  uint32_t Count = 3, Current;
  uint64_t Hz[3];
  if (Clk == 0) {
    Current = 1;
    Hz[0] = 500000000, Hz[1] = 1500000000, Hz[2] = 2500000000;
  } else if (Clk == 4) {
    Current = 2;
    Hz[0] = 96000000, Hz[1] = 456000000, Hz[2] = 1249000000;
  } else {
    return NotSupported;
  }
  unsigned char *B = static_cast<unsigned char *>(Out);
  if (is("v6")) { // { bool has_deep_sleep; uint32 num_supported; uint32 current; uint64 f[32]; }
    B[0] = 1;
    std::memcpy(B + 4, &Count, 4);
    std::memcpy(B + 8, &Current, 4);
    std::memcpy(B + 16, Hz, sizeof Hz);
  } else { // { uint32 num_supported; uint32 current; uint64 f[32]; }
    std::memcpy(B, &Count, 4);
    std::memcpy(B + 4, &Current, 4);
    std::memcpy(B + 8, Hz, sizeof Hz);
  }
  return Ok;
}
}
