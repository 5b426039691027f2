/* SPDX-License-Identifier: Apache-2.0 */
/* NVML (NVIDIA Management Library) on AMD GPUs: the device queries of monitoring and tuning code,
 * answered by libnvidia-ml.so.1 (nvml/) over ROCm SMI, loaded at run time (docs/nvml.md).
 * Types, values and structure layouts are NVML's (API version 12); the functions are the rows of
 * __scale_amd/nvml/nvml_api.def. A plain C header: includable by host compilers. */
#ifndef __SCALE_AMD_NVML_H__
#define __SCALE_AMD_NVML_H__
#define __nvml_nvml_h__ /* NVIDIA's guard name: code tests it */

#ifdef __cplusplus
extern "C" {
#endif

#ifndef DECLDIR
#define DECLDIR
#endif

#define NVML_API_VERSION 12
#define NVML_API_VERSION_STR "12"

#define NVML_DEVICE_NAME_BUFFER_SIZE 64
#define NVML_DEVICE_NAME_V2_BUFFER_SIZE 96
#define NVML_DEVICE_UUID_BUFFER_SIZE 80
#define NVML_DEVICE_UUID_V2_BUFFER_SIZE 96
#define NVML_DEVICE_SERIAL_BUFFER_SIZE 30
#define NVML_DEVICE_PART_NUMBER_BUFFER_SIZE 80
#define NVML_DEVICE_VBIOS_VERSION_BUFFER_SIZE 32
#define NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE 80
#define NVML_SYSTEM_NVML_VERSION_BUFFER_SIZE 80
#define NVML_DEVICE_PCI_BUS_ID_BUFFER_SIZE 32
#define NVML_DEVICE_PCI_BUS_ID_BUFFER_V2_SIZE 16
#define NVML_DEVICE_PCI_BUS_ID_LEGACY_FMT "%04X:%02X:%02X.0"
#define NVML_DEVICE_PCI_BUS_ID_FMT "%08X:%02X:%02X.0"
#define NVML_DEVICE_PCI_BUS_ID_FMT_ARGS(pciInfo) (pciInfo)->domain, (pciInfo)->bus, (pciInfo)->device

#define NVML_INIT_FLAG_NO_GPUS 1
#define NVML_INIT_FLAG_NO_ATTACH 2
#define NVML_VALUE_NOT_AVAILABLE (-1)

/* A versioned structure's version word: its size in the low 24 bits, the version above. */
#define NVML_STRUCT_VERSION(data, ver) (unsigned int)(sizeof(nvml##data##_v##ver##_t) | ((ver) << 24U))

typedef enum nvmlReturn_enum {
  NVML_SUCCESS = 0,
  NVML_ERROR_UNINITIALIZED = 1,
  NVML_ERROR_INVALID_ARGUMENT = 2,
  NVML_ERROR_NOT_SUPPORTED = 3,
  NVML_ERROR_NO_PERMISSION = 4,
  NVML_ERROR_ALREADY_INITIALIZED = 5,
  NVML_ERROR_NOT_FOUND = 6,
  NVML_ERROR_INSUFFICIENT_SIZE = 7,
  NVML_ERROR_INSUFFICIENT_POWER = 8,
  NVML_ERROR_DRIVER_NOT_LOADED = 9,
  NVML_ERROR_TIMEOUT = 10,
  NVML_ERROR_IRQ_ISSUE = 11,
  NVML_ERROR_LIBRARY_NOT_FOUND = 12,
  NVML_ERROR_FUNCTION_NOT_FOUND = 13,
  NVML_ERROR_CORRUPTED_INFOROM = 14,
  NVML_ERROR_GPU_IS_LOST = 15,
  NVML_ERROR_RESET_REQUIRED = 16,
  NVML_ERROR_OPERATING_SYSTEM = 17,
  NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18,
  NVML_ERROR_IN_USE = 19,
  NVML_ERROR_MEMORY = 20,
  NVML_ERROR_NO_DATA = 21,
  NVML_ERROR_VGPU_ECC_NOT_SUPPORTED = 22,
  NVML_ERROR_INSUFFICIENT_RESOURCES = 23,
  NVML_ERROR_FREQ_NOT_SUPPORTED = 24,
  NVML_ERROR_ARGUMENT_VERSION_MISMATCH = 25,
  NVML_ERROR_DEPRECATED = 26,
  NVML_ERROR_NOT_READY = 27,
  NVML_ERROR_GPU_NOT_FOUND = 28,
  NVML_ERROR_INVALID_STATE = 29,
  NVML_ERROR_UNKNOWN = 999
} nvmlReturn_t;

typedef struct nvmlDevice_st *nvmlDevice_t;

typedef enum nvmlEnableState_enum { NVML_FEATURE_DISABLED = 0, NVML_FEATURE_ENABLED = 1 } nvmlEnableState_t;

typedef enum nvmlComputeMode_enum {
  NVML_COMPUTEMODE_DEFAULT = 0,
  NVML_COMPUTEMODE_EXCLUSIVE_THREAD = 1,
  NVML_COMPUTEMODE_PROHIBITED = 2,
  NVML_COMPUTEMODE_EXCLUSIVE_PROCESS = 3,
  NVML_COMPUTEMODE_COUNT
} nvmlComputeMode_t;

typedef enum nvmlTemperatureSensors_enum { NVML_TEMPERATURE_GPU = 0, NVML_TEMPERATURE_COUNT } nvmlTemperatureSensors_t;

typedef enum nvmlClockType_enum {
  NVML_CLOCK_GRAPHICS = 0,
  NVML_CLOCK_SM = 1,
  NVML_CLOCK_MEM = 2,
  NVML_CLOCK_VIDEO = 3,
  NVML_CLOCK_COUNT
} nvmlClockType_t;

typedef enum nvmlClockId_enum {
  NVML_CLOCK_ID_CURRENT = 0,
  NVML_CLOCK_ID_APP_CLOCK_TARGET = 1,
  NVML_CLOCK_ID_APP_CLOCK_DEFAULT = 2,
  NVML_CLOCK_ID_CUSTOMER_BOOST_MAX = 3,
  NVML_CLOCK_ID_COUNT
} nvmlClockId_t;

typedef enum nvmlPStates_enum {
  NVML_PSTATE_0 = 0, NVML_PSTATE_1 = 1, NVML_PSTATE_2 = 2, NVML_PSTATE_3 = 3,
  NVML_PSTATE_4 = 4, NVML_PSTATE_5 = 5, NVML_PSTATE_6 = 6, NVML_PSTATE_7 = 7,
  NVML_PSTATE_8 = 8, NVML_PSTATE_9 = 9, NVML_PSTATE_10 = 10, NVML_PSTATE_11 = 11,
  NVML_PSTATE_12 = 12, NVML_PSTATE_13 = 13, NVML_PSTATE_14 = 14, NVML_PSTATE_15 = 15,
  NVML_PSTATE_UNKNOWN = 32
} nvmlPstates_t;

typedef struct nvmlPciInfo_st {
  char busIdLegacy[NVML_DEVICE_PCI_BUS_ID_BUFFER_V2_SIZE];
  unsigned int domain;
  unsigned int bus;
  unsigned int device;
  unsigned int pciDeviceId;    /* device id << 16 | vendor id */
  unsigned int pciSubSystemId; /* subsystem id << 16 | subsystem vendor id */
  char busId[NVML_DEVICE_PCI_BUS_ID_BUFFER_SIZE];
} nvmlPciInfo_t;

typedef struct nvmlMemory_st {
  unsigned long long total; /* bytes */
  unsigned long long free;
  unsigned long long used;
} nvmlMemory_t;

typedef struct nvmlMemory_v2_st {
  unsigned int version; /* nvmlMemory_v2 */
  unsigned long long total;
  unsigned long long reserved;
  unsigned long long free;
  unsigned long long used;
} nvmlMemory_v2_t;
#define nvmlMemory_v2 NVML_STRUCT_VERSION(Memory, 2)

typedef struct nvmlUtilization_st {
  unsigned int gpu;    /* percent of time a kernel ran over the last sample period */
  unsigned int memory; /* percent of time device memory was read or written */
} nvmlUtilization_t;

typedef enum nvmlTemperatureThresholds_enum {
  NVML_TEMPERATURE_THRESHOLD_SHUTDOWN = 0,
  NVML_TEMPERATURE_THRESHOLD_SLOWDOWN = 1,
  NVML_TEMPERATURE_THRESHOLD_MEM_MAX = 2,
  NVML_TEMPERATURE_THRESHOLD_GPU_MAX = 3,
  NVML_TEMPERATURE_THRESHOLD_ACOUSTIC_MIN = 4,
  NVML_TEMPERATURE_THRESHOLD_ACOUSTIC_CURR = 5,
  NVML_TEMPERATURE_THRESHOLD_ACOUSTIC_MAX = 6,
  NVML_TEMPERATURE_THRESHOLD_GPS_CURR = 7,
  NVML_TEMPERATURE_THRESHOLD_COUNT
} nvmlTemperatureThresholds_t;

/* Why the clocks are below their maximum: a bit mask (the "event" names are the current ones, the
 * "throttle" names their older aliases). */
#define nvmlClocksEventReasonGpuIdle 0x0000000000000001ULL
#define nvmlClocksEventReasonApplicationsClocksSetting 0x0000000000000002ULL
#define nvmlClocksEventReasonUserDefinedClocks nvmlClocksEventReasonApplicationsClocksSetting
#define nvmlClocksEventReasonSwPowerCap 0x0000000000000004ULL
#define nvmlClocksEventReasonHwSlowdown 0x0000000000000008ULL
#define nvmlClocksEventReasonSyncBoost 0x0000000000000010ULL
#define nvmlClocksEventReasonSwThermalSlowdown 0x0000000000000020ULL
#define nvmlClocksEventReasonHwThermalSlowdown 0x0000000000000040ULL
#define nvmlClocksEventReasonHwPowerBrakeSlowdown 0x0000000000000080ULL
#define nvmlClocksEventReasonDisplayClockSetting 0x0000000000000100ULL
#define nvmlClocksEventReasonNone 0x0000000000000000ULL
#define nvmlClocksEventReasonAll                                                                   \
  (nvmlClocksEventReasonGpuIdle | nvmlClocksEventReasonApplicationsClocksSetting |                 \
   nvmlClocksEventReasonSwPowerCap | nvmlClocksEventReasonHwSlowdown |                             \
   nvmlClocksEventReasonSyncBoost | nvmlClocksEventReasonSwThermalSlowdown |                       \
   nvmlClocksEventReasonHwThermalSlowdown | nvmlClocksEventReasonHwPowerBrakeSlowdown |            \
   nvmlClocksEventReasonDisplayClockSetting)
#define nvmlClocksThrottleReasonGpuIdle nvmlClocksEventReasonGpuIdle
#define nvmlClocksThrottleReasonApplicationsClocksSetting nvmlClocksEventReasonApplicationsClocksSetting
#define nvmlClocksThrottleReasonUserDefinedClocks nvmlClocksEventReasonUserDefinedClocks
#define nvmlClocksThrottleReasonSwPowerCap nvmlClocksEventReasonSwPowerCap
#define nvmlClocksThrottleReasonHwSlowdown nvmlClocksEventReasonHwSlowdown
#define nvmlClocksThrottleReasonSyncBoost nvmlClocksEventReasonSyncBoost
#define nvmlClocksThrottleReasonSwThermalSlowdown nvmlClocksEventReasonSwThermalSlowdown
#define nvmlClocksThrottleReasonHwThermalSlowdown nvmlClocksEventReasonHwThermalSlowdown
#define nvmlClocksThrottleReasonHwPowerBrakeSlowdown nvmlClocksEventReasonHwPowerBrakeSlowdown
#define nvmlClocksThrottleReasonDisplayClockSetting nvmlClocksEventReasonDisplayClockSetting
#define nvmlClocksThrottleReasonNone nvmlClocksEventReasonNone
#define nvmlClocksThrottleReasonAll nvmlClocksEventReasonAll

typedef enum nvmlSamplingType_enum {
  NVML_TOTAL_POWER_SAMPLES = 0,
  NVML_GPU_UTILIZATION_SAMPLES = 1,
  NVML_MEMORY_UTILIZATION_SAMPLES = 2,
  NVML_ENC_UTILIZATION_SAMPLES = 3,
  NVML_DEC_UTILIZATION_SAMPLES = 4,
  NVML_PROCESSOR_CLK_SAMPLES = 5,
  NVML_MEMORY_CLK_SAMPLES = 6,
  NVML_MODULE_POWER_SAMPLES = 7,
  NVML_JPG_UTILIZATION_SAMPLES = 8,
  NVML_OFA_UTILIZATION_SAMPLES = 9,
  NVML_SAMPLINGTYPE_COUNT
} nvmlSamplingType_t;

typedef enum nvmlValueType_enum {
  NVML_VALUE_TYPE_DOUBLE = 0,
  NVML_VALUE_TYPE_UNSIGNED_INT = 1,
  NVML_VALUE_TYPE_UNSIGNED_LONG = 2,
  NVML_VALUE_TYPE_UNSIGNED_LONG_LONG = 3,
  NVML_VALUE_TYPE_SIGNED_LONG_LONG = 4,
  NVML_VALUE_TYPE_SIGNED_INT = 5,
  NVML_VALUE_TYPE_UNSIGNED_SHORT = 6,
  NVML_VALUE_TYPE_COUNT
} nvmlValueType_t;

typedef union nvmlValue_st {
  double dVal;
  int siVal;
  unsigned int uiVal;
  unsigned long ulVal;
  unsigned long long ullVal;
  signed long long sllVal;
  unsigned short usVal;
} nvmlValue_t;

typedef struct nvmlSample_st {
  unsigned long long timeStamp; /* microseconds since the epoch */
  nvmlValue_t sampleValue;
} nvmlSample_t;

#define NVML_FN(Name, Suffix, Family, Params) nvmlReturn_t DECLDIR nvml##Name##Suffix Params;
#include "__scale_amd/nvml/nvml_api.def"
#undef NVML_FN

const char *DECLDIR nvmlErrorString(nvmlReturn_t result);

/* The unversioned names of the current API (define NVML_NO_UNVERSIONED_FUNC_DEFS to see the old
 * symbols, which the library exports too). */
#ifndef NVML_NO_UNVERSIONED_FUNC_DEFS
#define nvmlInit nvmlInit_v2
#define nvmlDeviceGetCount nvmlDeviceGetCount_v2
#define nvmlDeviceGetHandleByIndex nvmlDeviceGetHandleByIndex_v2
#define nvmlDeviceGetHandleByPciBusId nvmlDeviceGetHandleByPciBusId_v2
#define nvmlDeviceGetPciInfo nvmlDeviceGetPciInfo_v3
#else
nvmlReturn_t DECLDIR nvmlInit(void);
nvmlReturn_t DECLDIR nvmlDeviceGetCount(unsigned int *deviceCount);
nvmlReturn_t DECLDIR nvmlDeviceGetHandleByIndex(unsigned int index, nvmlDevice_t *device);
nvmlReturn_t DECLDIR nvmlDeviceGetHandleByPciBusId(const char *pciBusId, nvmlDevice_t *device);
nvmlReturn_t DECLDIR nvmlDeviceGetPciInfo(nvmlDevice_t device, nvmlPciInfo_t *pci);
nvmlReturn_t DECLDIR nvmlDeviceGetPciInfo_v2(nvmlDevice_t device, nvmlPciInfo_t *pci);
#endif

#ifdef __cplusplus
}
#endif

#endif /* __SCALE_AMD_NVML_H__ */
