// SPDX-License-Identifier: Apache-2.0
// Loading ROCm SMI (design in RocmSmi.h).
#include "RocmSmi.h"
#include "../cuda-x/common/RocmLibrary.h"

#include <dlfcn.h>

#include <cstring>

namespace scale::nvml::rsmi {
namespace {

template <class Fn> void resolve(void *Lib, Fn &Slot, const char *Name) {
  Slot = reinterpret_cast<Fn>(dlsym(Lib, Name));
}

Api *open() {
  void *Lib = rocm::openLibrary("SCALE_AMD_NVML_BACKEND", "SCALE_AMD_ROCM_SMI_LIBRARY",
                                {"librocm_smi64.so.7", "librocm_smi64.so.6", "librocm_smi64.so.5",
                                 "librocm_smi64.so.1", "librocm_smi64.so"});
  if (!Lib)
    return nullptr;
  static Api A;
#define RSMI_RESOLVE(name) resolve(Lib, A.name, "rsmi_" #name)
  RSMI_RESOLVE(init);
  RSMI_RESOLVE(shut_down);
  RSMI_RESOLVE(num_monitor_devices);
  RSMI_RESOLVE(version_get);
  RSMI_RESOLVE(version_str_get);
  RSMI_RESOLVE(dev_name_get);
  RSMI_RESOLVE(dev_unique_id_get);
  RSMI_RESOLVE(dev_serial_number_get);
  RSMI_RESOLVE(dev_vbios_version_get);
  RSMI_RESOLVE(dev_pci_id_get);
  RSMI_RESOLVE(dev_id_get);
  RSMI_RESOLVE(dev_vendor_id_get);
  RSMI_RESOLVE(dev_subsystem_id_get);
  RSMI_RESOLVE(dev_subsystem_vendor_id_get);
  RSMI_RESOLVE(dev_drm_render_minor_get);
  RSMI_RESOLVE(dev_memory_total_get);
  RSMI_RESOLVE(dev_memory_usage_get);
  RSMI_RESOLVE(dev_busy_percent_get);
  RSMI_RESOLVE(dev_memory_busy_percent_get);
  RSMI_RESOLVE(dev_temp_metric_get);
  RSMI_RESOLVE(dev_power_ave_get);
  RSMI_RESOLVE(dev_current_socket_power_get);
  RSMI_RESOLVE(dev_power_cap_get);
  RSMI_RESOLVE(dev_power_cap_range_get);
  RSMI_RESOLVE(dev_energy_count_get);
  RSMI_RESOLVE(dev_fan_speed_get);
  RSMI_RESOLVE(dev_fan_speed_max_get);
  RSMI_RESOLVE(dev_gpu_clk_freq_get);
#undef RSMI_RESOLVE
  if (!A.init || !A.shut_down || !A.num_monitor_devices)
    return nullptr; // not ROCm SMI
  return &A;
}

} // namespace

const Api *load() {
  static const Api *A = open();
  return A;
}

Frequencies decode(const FrequenciesBuffer &B, uint32_t LibraryMajor) {
  Frequencies F{};
  const size_t Head = LibraryMajor >= 6 ? 4 : 0;      // after has_deep_sleep (padded)
  const size_t Table = LibraryMajor >= 6 ? 16 : 8;
  std::memcpy(&F.Count, B.Bytes + Head, 4);
  std::memcpy(&F.Current, B.Bytes + Head + 4, 4);
  if (F.Count > MaxFrequencies)
    F.Count = MaxFrequencies;
  std::memcpy(F.Hz, B.Bytes + Table, sizeof F.Hz);
  return F;
}

} // namespace scale::nvml::rsmi
