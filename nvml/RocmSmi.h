// SPDX-License-Identifier: Apache-2.0
// The part of ROCm SMI (librocm_smi64, rocm_smi_lib) that libnvidia-ml calls, loaded with dlopen
// at nvmlInit. Prototypes and values from ROCm SMI's documented C API; the library is never
// linked, so libnvidia-ml.so.1 loads where ROCm SMI is absent and nvmlInit says so.
//
// ABI notes:
//   - every function returns rsmi_status_t (a 32-bit enum); enums are passed as uint32_t;
//   - rsmi_frequencies_t gained a leading `bool has_deep_sleep` in rocm_smi_lib 6 (ROCm 6.0):
//     library major < 6: { uint32 num_supported; uint32 current; uint64 frequency[32]; }
//     library major >= 6: { bool has_deep_sleep; uint32 num_supported; uint32 current;
//                           uint64 frequency[32]; } (frequency at offset 16)
//     the major version comes from rsmi_version_get.
// Search order: $SCALE_AMD_ROCM_SMI_LIBRARY, $ROCM_PATH/lib, /opt/rocm/lib, the system loader path;
// sonames librocm_smi64.so.{7,6,5,1} (Debian 12's librocm-smi64-1 is .so.1) and .so.
// $SCALE_AMD_NVML_BACKEND=fallback loads nothing (nvmlInit answers NVML_ERROR_LIBRARY_NOT_FOUND).
#ifndef SCALE_AMD_NVML_ROCMSMI_H
#define SCALE_AMD_NVML_ROCMSMI_H

#include <cstddef>
#include <cstdint>

namespace scale::nvml::rsmi {

enum Status : uint32_t {
  Success = 0,
  InvalidArgs = 1,
  NotSupported = 2,
  FileError = 3,
  Permission = 4,
  OutOfResources = 5,
  InternalException = 6,
  InputOutOfBounds = 7,
  InitError = 8,
  NotYetImplemented = 9,
  NotFound = 10,
  InsufficientSize = 11,
  Interrupt = 12,
  UnexpectedSize = 13,
  NoData = 14,
  UnexpectedData = 15,
  Busy = 16,
  RefcountOverflow = 17,
};

constexpr uint32_t MemTypeVram = 0;    // RSMI_MEM_TYPE_VRAM
constexpr uint32_t ClkTypeSys = 0;     // RSMI_CLK_TYPE_SYS
constexpr uint32_t ClkTypeMem = 4;     // RSMI_CLK_TYPE_MEM
constexpr uint32_t TempTypeEdge = 0;   // RSMI_TEMP_TYPE_EDGE
constexpr uint32_t TempTypeJunction = 1;
constexpr uint32_t TempTypeMemory = 2; // RSMI_TEMP_TYPE_MEMORY
constexpr uint32_t TempCurrent = 0;    // RSMI_TEMP_CURRENT
constexpr uint32_t TempMax = 1;        // RSMI_TEMP_MAX
constexpr uint32_t TempCritical = 5;   // RSMI_TEMP_CRITICAL
constexpr uint32_t TempEmergency = 7;  // RSMI_TEMP_EMERGENCY
constexpr uint32_t SwCompDriver = 0;   // RSMI_SW_COMP_DRIVER
constexpr int MaxFrequencies = 32;     // RSMI_MAX_NUM_FREQUENCIES

struct Version {
  uint32_t Major, Minor, Patch;
  const char *Build;
};

/// Large enough for both layouts of rsmi_frequencies_t (see above).
struct alignas(8) FrequenciesBuffer {
  unsigned char Bytes[16 + 8 * MaxFrequencies];
};

/// The entry points, resolved once; a null member is a function the loaded library lacks.
struct Api {
  uint32_t (*init)(uint64_t);
  uint32_t (*shut_down)();
  uint32_t (*num_monitor_devices)(uint32_t *);
  uint32_t (*version_get)(Version *);
  uint32_t (*version_str_get)(uint32_t, char *, uint32_t);
  uint32_t (*dev_name_get)(uint32_t, char *, size_t);
  uint32_t (*dev_unique_id_get)(uint32_t, uint64_t *);
  uint32_t (*dev_serial_number_get)(uint32_t, char *, uint32_t);
  uint32_t (*dev_vbios_version_get)(uint32_t, char *, uint32_t);
  uint32_t (*dev_pci_id_get)(uint32_t, uint64_t *);
  uint32_t (*dev_id_get)(uint32_t, uint16_t *);
  uint32_t (*dev_vendor_id_get)(uint32_t, uint16_t *);
  uint32_t (*dev_subsystem_id_get)(uint32_t, uint16_t *);
  uint32_t (*dev_subsystem_vendor_id_get)(uint32_t, uint16_t *);
  uint32_t (*dev_drm_render_minor_get)(uint32_t, uint32_t *);
  uint32_t (*dev_memory_total_get)(uint32_t, uint32_t, uint64_t *);
  uint32_t (*dev_memory_usage_get)(uint32_t, uint32_t, uint64_t *);
  uint32_t (*dev_busy_percent_get)(uint32_t, uint32_t *);
  uint32_t (*dev_memory_busy_percent_get)(uint32_t, uint32_t *);
  uint32_t (*dev_temp_metric_get)(uint32_t, uint32_t, uint32_t, int64_t *);
  uint32_t (*dev_power_ave_get)(uint32_t, uint32_t, uint64_t *);
  uint32_t (*dev_current_socket_power_get)(uint32_t, uint64_t *); // rocm_smi_lib 6+
  uint32_t (*dev_power_cap_get)(uint32_t, uint32_t, uint64_t *);
  uint32_t (*dev_power_cap_range_get)(uint32_t, uint32_t, uint64_t *, uint64_t *);
  uint32_t (*dev_energy_count_get)(uint32_t, uint64_t *, float *, uint64_t *);
  uint32_t (*dev_fan_speed_get)(uint32_t, uint32_t, int64_t *);
  uint32_t (*dev_fan_speed_max_get)(uint32_t, uint32_t, uint64_t *);
  uint32_t (*dev_gpu_clk_freq_get)(uint32_t, uint32_t, FrequenciesBuffer *);
};

/// ROCm SMI, loaded and resolved on first call; null when no library (or one without rsmi_init)
/// can be loaded.
const Api *load();

/// num_supported, current and frequency[] of a filled buffer, for the library's layout.
struct Frequencies {
  uint32_t Count, Current;
  uint64_t Hz[MaxFrequencies];
};
Frequencies decode(const FrequenciesBuffer &B, uint32_t LibraryMajor);

} // namespace scale::nvml::rsmi

#endif
