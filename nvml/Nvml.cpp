// SPDX-License-Identifier: Apache-2.0
// libnvidia-ml.so.1: NVML's device queries over ROCm SMI (RocmSmi.h), docs/nvml.md.
//
// Design: nvmlInit loads ROCm SMI (once per process) and calls rsmi_init; NVML's reference count
// is ours (each successful init needs one nvmlShutdown; the last one calls rsmi_shut_down).
// Where ROCm SMI is absent nvmlInit answers NVML_ERROR_LIBRARY_NOT_FOUND; where it loads but
// cannot initialise, or finds no GPU (no amdgpu driver), NVML_ERROR_DRIVER_NOT_LOADED (no GPU
// is accepted with NVML_INIT_FLAG_NO_GPUS). Device handles point into a fixed table indexed by
// ROCm SMI's device index, valid between init and the last shutdown; every query checks the
// library state and the handle first (NVML_ERROR_UNINITIALIZED / NVML_ERROR_INVALID_ARGUMENT),
// then its output pointers, then asks ROCm SMI and converts its units (millidegrees, microwatts,
// Hz, microjoules) to NVML's (degrees, milliwatts, MHz, millijoules). A ROCm SMI function the
// loaded library lacks, or that reports "not supported" for the device, gives
// NVML_ERROR_NOT_SUPPORTED.
#define NVML_NO_UNVERSIONED_FUNC_DEFS
#include <nvml.h>

#include "RocmSmi.h"
#include "__scale_amd/version.h"

#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

struct nvmlDevice_st {
  uint32_t Index;
};

namespace scale::nvml {
namespace {

constexpr unsigned MaxDevices = 64;

struct State {
  std::mutex Lock;
  unsigned RefCount = 0;
  uint32_t Count = 0;
  uint32_t LibraryMajor = 0;
  std::string LibraryVersion = "0.0.0";
  const rsmi::Api *Api = nullptr;
  nvmlDevice_st Devices[MaxDevices];
};

State &state() {
  static State S;
  return S;
}

nvmlReturn_t fromRsmi(uint32_t S) {
  switch (S) {
  case rsmi::Success:
    return NVML_SUCCESS;
  case rsmi::InvalidArgs:
  case rsmi::InputOutOfBounds:
    return NVML_ERROR_INVALID_ARGUMENT;
  case rsmi::NotSupported:
  case rsmi::NotYetImplemented:
  case rsmi::FileError: // the sysfs file of the quantity does not exist for this device
    return NVML_ERROR_NOT_SUPPORTED;
  case rsmi::Permission:
    return NVML_ERROR_NO_PERMISSION;
  case rsmi::OutOfResources:
    return NVML_ERROR_MEMORY;
  case rsmi::InitError:
    return NVML_ERROR_UNINITIALIZED;
  case rsmi::NotFound:
    return NVML_ERROR_NOT_FOUND;
  case rsmi::InsufficientSize:
    return NVML_ERROR_INSUFFICIENT_SIZE;
  case rsmi::NoData:
    return NVML_ERROR_NO_DATA;
  case rsmi::Busy:
    return NVML_ERROR_IN_USE;
  default:
    return NVML_ERROR_UNKNOWN;
  }
}

/// The ROCm SMI device index of a handle, once the library is initialised and the handle is one
/// of ours.
nvmlReturn_t device(nvmlDevice_t D, uint32_t &Index) {
  State &S = state();
  if (S.RefCount == 0)
    return NVML_ERROR_UNINITIALIZED;
  if (D < S.Devices || D >= S.Devices + S.Count)
    return NVML_ERROR_INVALID_ARGUMENT;
  Index = D->Index;
  return NVML_SUCCESS;
}

const rsmi::Api &api() { return *state().Api; }

/// Calls a ROCm SMI entry point the loaded library may lack.
template <class Fn, class... Args> nvmlReturn_t call(Fn F, Args... A) {
  if (!F)
    return NVML_ERROR_NOT_SUPPORTED;
  return fromRsmi(F(A...));
}

/// Copies a NUL-terminated string into a caller's buffer of Length bytes.
nvmlReturn_t copyOut(const char *Text, char *Out, unsigned Length) {
  if (!Out)
    return NVML_ERROR_INVALID_ARGUMENT;
  size_t N = std::strlen(Text);
  if (N + 1 > Length)
    return NVML_ERROR_INSUFFICIENT_SIZE;
  std::memcpy(Out, Text, N + 1);
  return NVML_SUCCESS;
}

/// The 64-bit identity a device's UUID is made of: ROCm SMI's unique id, else its PCI address.
nvmlReturn_t identity(uint32_t I, uint64_t &Id) {
  if (api().dev_unique_id_get && api().dev_unique_id_get(I, &Id) == rsmi::Success && Id != 0)
    return NVML_SUCCESS;
  return call(api().dev_pci_id_get, I, &Id);
}

/// NVML's UUID text. HIP's hipDeviceGetUuid gives the 16 ASCII hex digits of the unique id as the
/// 16 UUID bytes; cudaDeviceProp::uuid therefore holds them, and this string is those bytes in
/// NVML's "GPU-8-4-4-4-12" hex form, so that programs matching CUDA and NVML devices by UUID agree.
std::string uuidText(uint64_t Id) {
  char Digits[17];
  std::snprintf(Digits, sizeof Digits, "%016llx", static_cast<unsigned long long>(Id));
  std::string Out = "GPU-";
  for (int B = 0; B < 16; ++B) {
    if (B == 4 || B == 6 || B == 8 || B == 10)
      Out += '-';
    char Hex[3];
    std::snprintf(Hex, sizeof Hex, "%02x", static_cast<unsigned char>(Digits[B]));
    Out += Hex;
  }
  return Out;
}

struct PciAddress {
  unsigned Domain, Bus, Device, Function;
};

PciAddress decodeBdf(uint64_t Bdf) {
  return {static_cast<unsigned>(Bdf >> 32), static_cast<unsigned>((Bdf >> 8) & 0xff),
          static_cast<unsigned>((Bdf >> 3) & 0x1f), static_cast<unsigned>(Bdf & 0x7)};
}

/// "domain:bus:device.function" (domain optional, function optional), hexadecimal.
bool parseBusId(const char *Text, PciAddress &A) {
  unsigned V[4];
  char Tail;
  A = {0, 0, 0, 0};
  if (std::sscanf(Text, "%x:%x:%x.%x%c", &V[0], &V[1], &V[2], &V[3], &Tail) == 4) {
    A = {V[0], V[1], V[2], V[3]};
    return true;
  }
  if (std::sscanf(Text, "%x:%x:%x%c", &V[0], &V[1], &V[2], &Tail) == 3) {
    A = {V[0], V[1], V[2], 0};
    return true;
  }
  if (std::sscanf(Text, "%x:%x.%x%c", &V[0], &V[1], &V[2], &Tail) == 3) {
    A = {0, V[0], V[1], V[2]};
    return true;
  }
  return false;
}

nvmlReturn_t frequencies(uint32_t I, nvmlClockType_t Type, rsmi::Frequencies &F) {
  uint32_t Clk;
  switch (Type) {
  case NVML_CLOCK_GRAPHICS:
  case NVML_CLOCK_SM:
    Clk = rsmi::ClkTypeSys;
    break;
  case NVML_CLOCK_MEM:
    Clk = rsmi::ClkTypeMem;
    break;
  case NVML_CLOCK_VIDEO:
    return NVML_ERROR_NOT_SUPPORTED;
  default:
    return NVML_ERROR_INVALID_ARGUMENT;
  }
  rsmi::FrequenciesBuffer B{};
  if (nvmlReturn_t R = call(api().dev_gpu_clk_freq_get, I, Clk, &B))
    return R;
  F = rsmi::decode(B, state().LibraryMajor);
  if (F.Count == 0)
    return NVML_ERROR_NOT_SUPPORTED;
  if (F.Current >= F.Count)
    F.Current = F.Count - 1;
  return NVML_SUCCESS;
}

unsigned mhz(uint64_t Hz) { return static_cast<unsigned>(Hz / 1000000); }

uint64_t maxOf(const rsmi::Frequencies &F) {
  uint64_t M = 0;
  for (uint32_t K = 0; K < F.Count; ++K)
    M = F.Hz[K] > M ? F.Hz[K] : M;
  return M;
}

/// VRAM in bytes of device I: total, used (never more than total) and free.
template <class Memory> nvmlReturn_t vram(uint32_t I, Memory &Out) {
  uint64_t T, U;
  if (nvmlReturn_t R = call(api().dev_memory_total_get, I, rsmi::MemTypeVram, &T))
    return R;
  if (nvmlReturn_t R = call(api().dev_memory_usage_get, I, rsmi::MemTypeVram, &U))
    return R;
  Out.total = T;
  Out.used = U < T ? U : T;
  Out.free = T - Out.used;
  return NVML_SUCCESS;
}

/// PCI identity and address of device I.
nvmlReturn_t pciInfo(uint32_t I, nvmlPciInfo_t *Pci) {
  uint64_t Bdf;
  if (nvmlReturn_t R = call(api().dev_pci_id_get, I, &Bdf))
    return R;
  PciAddress A = decodeBdf(Bdf);
  uint16_t Dev = 0, Vendor = 0x1002, Sub = 0, SubVendor = 0;
  call(api().dev_id_get, I, &Dev);
  call(api().dev_vendor_id_get, I, &Vendor);
  call(api().dev_subsystem_id_get, I, &Sub);
  call(api().dev_subsystem_vendor_id_get, I, &SubVendor);
  std::memset(Pci, 0, sizeof *Pci);
  Pci->domain = A.Domain;
  Pci->bus = A.Bus;
  Pci->device = A.Device;
  Pci->pciDeviceId = (unsigned(Dev) << 16) | Vendor;
  Pci->pciSubSystemId = (unsigned(Sub) << 16) | SubVendor;
  std::snprintf(Pci->busId, sizeof Pci->busId, "%08X:%02X:%02X.%X", A.Domain, A.Bus, A.Device,
                A.Function);
  std::snprintf(Pci->busIdLegacy, sizeof Pci->busIdLegacy, "%04X:%02X:%02X.%X", A.Domain & 0xffff,
                A.Bus, A.Device, A.Function);
  return NVML_SUCCESS;
}

/// The shape of every device query: the library state and the handle, then the result pointer,
/// then Q(Index, *Out) asks ROCm SMI and converts.
template <class T, class Query> nvmlReturn_t query(nvmlDevice_t D, T *Out, Query Q) {
  uint32_t I;
  if (nvmlReturn_t R = device(D, I))
    return R;
  if (!Out)
    return NVML_ERROR_INVALID_ARGUMENT;
  return Q(I, *Out);
}

/// A text property ROCm SMI writes into a buffer, copied into the caller's Length bytes. Get names
/// the entry point as a member of rsmi::Api: the table exists only once the library is initialised.
template <class Fn>
nvmlReturn_t textQuery(nvmlDevice_t D, char *Out, unsigned Length, Fn rsmi::Api::*Get) {
  return query(D, Out, [&](uint32_t I, char &) {
    char Buf[256] = {};
    if (nvmlReturn_t R = call(api().*Get, I, Buf, uint32_t(sizeof Buf)))
      return R;
    return copyOut(Buf, Out, Length);
  });
}

/// A quantity ROCm SMI reports as a 64-bit count of 1/Divisor of NVML's unit (microwatts for
/// milliwatts, ...); Args are the arguments between the device index and the result.
template <class Out, class Fn, class... Args>
nvmlReturn_t scaledQuery(nvmlDevice_t D, Out *Result, uint64_t Divisor, Fn rsmi::Api::*Get,
                         Args... A) {
  return query(D, Result, [&](uint32_t I, Out &R) {
    uint64_t Raw;
    if (nvmlReturn_t S = call(api().*Get, I, A..., &Raw))
      return S;
    R = static_cast<Out>(Raw / Divisor);
    return NVML_SUCCESS;
  });
}

/// A clock of Type in MHz: the current level, or the highest one.
nvmlReturn_t clockQuery(nvmlDevice_t D, nvmlClockType_t Type, unsigned *Clock, bool Highest) {
  return query(D, Clock, [&](uint32_t I, unsigned &C) {
    rsmi::Frequencies F;
    if (nvmlReturn_t R = frequencies(I, Type, F))
      return R;
    C = mhz(Highest ? maxOf(F) : F.Hz[F.Current]);
    return NVML_SUCCESS;
  });
}

} // namespace
} // namespace scale::nvml

using namespace scale::nvml;

extern "C" {

nvmlReturn_t nvmlInitWithFlags(unsigned int Flags) {
  State &S = state();
  std::lock_guard<std::mutex> G(S.Lock);
  if (S.RefCount > 0) {
    ++S.RefCount;
    return NVML_SUCCESS;
  }
  const rsmi::Api *A = rsmi::load();
  if (!A)
    return NVML_ERROR_LIBRARY_NOT_FOUND;
  if (A->init(0) != rsmi::Success)
    return NVML_ERROR_DRIVER_NOT_LOADED;
  uint32_t N = 0;
  if (A->num_monitor_devices(&N) != rsmi::Success ||
      (N == 0 && !(Flags & NVML_INIT_FLAG_NO_GPUS))) {
    A->shut_down();
    return NVML_ERROR_DRIVER_NOT_LOADED;
  }
  S.Api = A;
  S.Count = N < MaxDevices ? N : MaxDevices;
  for (uint32_t I = 0; I < S.Count; ++I)
    S.Devices[I].Index = I;
  rsmi::Version V{};
  if (A->version_get && A->version_get(&V) == rsmi::Success) {
    S.LibraryMajor = V.Major;
    S.LibraryVersion = std::to_string(V.Major) + "." + std::to_string(V.Minor) + "." +
                       std::to_string(V.Patch);
  }
  S.RefCount = 1;
  return NVML_SUCCESS;
}

nvmlReturn_t nvmlInit_v2(void) { return nvmlInitWithFlags(0); }
nvmlReturn_t nvmlInit(void) { return nvmlInitWithFlags(0); }

nvmlReturn_t nvmlShutdown(void) {
  State &S = state();
  std::lock_guard<std::mutex> G(S.Lock);
  if (S.RefCount == 0)
    return NVML_ERROR_UNINITIALIZED;
  if (--S.RefCount == 0) {
    S.Api->shut_down();
    S.Count = 0;
  }
  return NVML_SUCCESS;
}

const char *nvmlErrorString(nvmlReturn_t R) {
  switch (R) {
  case NVML_SUCCESS: return "Success";
  case NVML_ERROR_UNINITIALIZED: return "Uninitialized";
  case NVML_ERROR_INVALID_ARGUMENT: return "Invalid Argument";
  case NVML_ERROR_NOT_SUPPORTED: return "Not Supported";
  case NVML_ERROR_NO_PERMISSION: return "Insufficient Permissions";
  case NVML_ERROR_ALREADY_INITIALIZED: return "Already Initialized";
  case NVML_ERROR_NOT_FOUND: return "Not Found";
  case NVML_ERROR_INSUFFICIENT_SIZE: return "Insufficient Size";
  case NVML_ERROR_INSUFFICIENT_POWER: return "Insufficient External Power";
  case NVML_ERROR_DRIVER_NOT_LOADED: return "Driver Not Loaded (ROCm SMI found no AMD GPU driver)";
  case NVML_ERROR_TIMEOUT: return "Timeout";
  case NVML_ERROR_IRQ_ISSUE: return "Interrupt Request Issue";
  case NVML_ERROR_LIBRARY_NOT_FOUND: return "NVML Shared Library Not Found (ROCm SMI, librocm_smi64, could not be loaded)";
  case NVML_ERROR_FUNCTION_NOT_FOUND: return "Function Not Found";
  case NVML_ERROR_CORRUPTED_INFOROM: return "Corrupted infoROM";
  case NVML_ERROR_GPU_IS_LOST: return "GPU is lost";
  case NVML_ERROR_RESET_REQUIRED: return "GPU requires reset";
  case NVML_ERROR_OPERATING_SYSTEM: return "GPU access blocked by the operating system";
  case NVML_ERROR_LIB_RM_VERSION_MISMATCH: return "Driver/library version mismatch";
  case NVML_ERROR_IN_USE: return "In use by another client";
  case NVML_ERROR_MEMORY: return "Insufficient Memory";
  case NVML_ERROR_NO_DATA: return "No data";
  case NVML_ERROR_VGPU_ECC_NOT_SUPPORTED: return "Not supported while ECC is enabled";
  case NVML_ERROR_INSUFFICIENT_RESOURCES: return "Insufficient resources";
  case NVML_ERROR_FREQ_NOT_SUPPORTED: return "Frequency not supported";
  case NVML_ERROR_ARGUMENT_VERSION_MISMATCH: return "Argument version mismatch";
  case NVML_ERROR_DEPRECATED: return "Deprecated";
  case NVML_ERROR_NOT_READY: return "Not ready";
  case NVML_ERROR_GPU_NOT_FOUND: return "GPU not found";
  case NVML_ERROR_INVALID_STATE: return "Invalid state";
  case NVML_ERROR_UNKNOWN: return "Unknown Error";
  }
  return "Unknown Error";
}

nvmlReturn_t nvmlSystemGetDriverVersion(char *Version, unsigned int Length) {
  if (state().RefCount == 0)
    return NVML_ERROR_UNINITIALIZED;
  if (!Version)
    return NVML_ERROR_INVALID_ARGUMENT;
  char Buf[256] = {};
  if (nvmlReturn_t R = call(api().version_str_get, rsmi::SwCompDriver, Buf, uint32_t(sizeof Buf)))
    return R;
  return copyOut(Buf, Version, Length);
}

nvmlReturn_t nvmlSystemGetNVMLVersion(char *Version, unsigned int Length) {
  if (state().RefCount == 0)
    return NVML_ERROR_UNINITIALIZED;
  std::string V = std::string(NVML_API_VERSION_STR) + "." + state().LibraryVersion;
  return copyOut(V.c_str(), Version, Length);
}

nvmlReturn_t nvmlSystemGetCudaDriverVersion(int *V) {
  if (!V)
    return NVML_ERROR_INVALID_ARGUMENT;
  *V = __SCALE_AMD_CUDA_MAJOR__ * 1000 + __SCALE_AMD_CUDA_MINOR__ * 10;
  return NVML_SUCCESS;
}
nvmlReturn_t nvmlSystemGetCudaDriverVersion_v2(int *V) { return nvmlSystemGetCudaDriverVersion(V); }

nvmlReturn_t nvmlDeviceGetCount_v2(unsigned int *Count) {
  if (state().RefCount == 0)
    return NVML_ERROR_UNINITIALIZED;
  if (!Count)
    return NVML_ERROR_INVALID_ARGUMENT;
  *Count = state().Count;
  return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetCount(unsigned int *Count) { return nvmlDeviceGetCount_v2(Count); }

nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned int Index, nvmlDevice_t *D) {
  State &S = state();
  if (S.RefCount == 0)
    return NVML_ERROR_UNINITIALIZED;
  if (!D || Index >= S.Count)
    return NVML_ERROR_INVALID_ARGUMENT;
  *D = &S.Devices[Index];
  return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetHandleByIndex(unsigned int Index, nvmlDevice_t *D) {
  return nvmlDeviceGetHandleByIndex_v2(Index, D);
}

nvmlReturn_t nvmlDeviceGetHandleByUUID(const char *Uuid, nvmlDevice_t *D) {
  State &S = state();
  if (S.RefCount == 0)
    return NVML_ERROR_UNINITIALIZED;
  if (!Uuid || !D)
    return NVML_ERROR_INVALID_ARGUMENT;
  for (uint32_t I = 0; I < S.Count; ++I) {
    uint64_t Id;
    if (identity(I, Id) == NVML_SUCCESS && strcasecmp(uuidText(Id).c_str(), Uuid) == 0) {
      *D = &S.Devices[I];
      return NVML_SUCCESS;
    }
  }
  return NVML_ERROR_NOT_FOUND;
}

nvmlReturn_t nvmlDeviceGetHandleByPciBusId_v2(const char *BusId, nvmlDevice_t *D) {
  State &S = state();
  if (S.RefCount == 0)
    return NVML_ERROR_UNINITIALIZED;
  PciAddress Want;
  if (!BusId || !D || !parseBusId(BusId, Want))
    return NVML_ERROR_INVALID_ARGUMENT;
  for (uint32_t I = 0; I < S.Count; ++I) {
    uint64_t Bdf;
    if (call(api().dev_pci_id_get, I, &Bdf) != NVML_SUCCESS)
      continue;
    PciAddress A = decodeBdf(Bdf);
    if (A.Domain == Want.Domain && A.Bus == Want.Bus && A.Device == Want.Device &&
        A.Function == Want.Function) {
      *D = &S.Devices[I];
      return NVML_SUCCESS;
    }
  }
  return NVML_ERROR_NOT_FOUND;
}
nvmlReturn_t nvmlDeviceGetHandleByPciBusId(const char *BusId, nvmlDevice_t *D) {
  return nvmlDeviceGetHandleByPciBusId_v2(BusId, D);
}

nvmlReturn_t nvmlDeviceGetIndex(nvmlDevice_t D, unsigned int *Index) {
  return query(D, Index, [](uint32_t I, unsigned &Out) {
    Out = I;
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetMinorNumber(nvmlDevice_t D, unsigned int *Minor) {
  return query(D, Minor, [](uint32_t I, unsigned &Out) {
    uint32_t M;
    if (nvmlReturn_t R = call(api().dev_drm_render_minor_get, I, &M))
      return R;
    Out = M;
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetName(nvmlDevice_t D, char *Name, unsigned int Length) {
  return textQuery(D, Name, Length, &rsmi::Api::dev_name_get);
}

nvmlReturn_t nvmlDeviceGetUUID(nvmlDevice_t D, char *Uuid, unsigned int Length) {
  return query(D, Uuid, [&](uint32_t I, char &) {
    uint64_t Id;
    if (nvmlReturn_t R = identity(I, Id))
      return R;
    return copyOut(uuidText(Id).c_str(), Uuid, Length);
  });
}

nvmlReturn_t nvmlDeviceGetSerial(nvmlDevice_t D, char *Serial, unsigned int Length) {
  return textQuery(D, Serial, Length, &rsmi::Api::dev_serial_number_get);
}

nvmlReturn_t nvmlDeviceGetVbiosVersion(nvmlDevice_t D, char *Version, unsigned int Length) {
  return textQuery(D, Version, Length, &rsmi::Api::dev_vbios_version_get);
}

nvmlReturn_t nvmlDeviceGetPciInfo_v3(nvmlDevice_t D, nvmlPciInfo_t *Pci) {
  return query(D, Pci, [&](uint32_t I, nvmlPciInfo_t &) { return pciInfo(I, Pci); });
}
nvmlReturn_t nvmlDeviceGetPciInfo_v2(nvmlDevice_t D, nvmlPciInfo_t *Pci) {
  return nvmlDeviceGetPciInfo_v3(D, Pci);
}
nvmlReturn_t nvmlDeviceGetPciInfo(nvmlDevice_t D, nvmlPciInfo_t *Pci) {
  return nvmlDeviceGetPciInfo_v3(D, Pci);
}

nvmlReturn_t nvmlDeviceGetCudaComputeCapability(nvmlDevice_t D, int *Major, int *Minor) {
  return query(D, Major, [&](uint32_t, int &Ma) {
    if (!Minor)
      return NVML_ERROR_INVALID_ARGUMENT;
    // The capability the runtime shim presents (cudaDeviceProp::major/minor).
    Ma = 8;
    *Minor = 6;
    const char *Env = std::getenv("SCALE_AMD_COMPUTE_CAPABILITY");
    int EMa, EMi;
    if (Env && std::sscanf(Env, "%d.%d", &EMa, &EMi) == 2 && EMa > 0 && EMi >= 0)
      Ma = EMa, *Minor = EMi;
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetComputeMode(nvmlDevice_t D, nvmlComputeMode_t *Mode) {
  return query(D, Mode, [](uint32_t, nvmlComputeMode_t &Out) {
    Out = NVML_COMPUTEMODE_DEFAULT; // AMD GPUs have no exclusive or prohibited mode
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetPersistenceMode(nvmlDevice_t D, nvmlEnableState_t *Mode) {
  return query(D, Mode, [](uint32_t, nvmlEnableState_t &Out) {
    Out = NVML_FEATURE_DISABLED; // amdgpu keeps no per-GPU persistence daemon state
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetMemoryInfo(nvmlDevice_t D, nvmlMemory_t *M) {
  return query(D, M, vram<nvmlMemory_t>);
}

nvmlReturn_t nvmlDeviceGetMemoryInfo_v2(nvmlDevice_t D, nvmlMemory_v2_t *M) {
  return query(D, M, [](uint32_t I, nvmlMemory_v2_t &Out) {
    if (Out.version != nvmlMemory_v2)
      return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    Out.reserved = 0;
    return vram(I, Out);
  });
}

nvmlReturn_t nvmlDeviceGetUtilizationRates(nvmlDevice_t D, nvmlUtilization_t *U) {
  return query(D, U, [](uint32_t I, nvmlUtilization_t &Out) {
    uint32_t Gpu, Mem = 0;
    if (nvmlReturn_t R = call(api().dev_busy_percent_get, I, &Gpu))
      return R;
    call(api().dev_memory_busy_percent_get, I, &Mem); // not every GPU reports it: 0 then
    Out.gpu = Gpu;
    Out.memory = Mem;
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetTemperature(nvmlDevice_t D, nvmlTemperatureSensors_t Sensor,
                                      unsigned int *Temp) {
  return query(D, Temp, [&](uint32_t I, unsigned &Out) {
    if (Sensor != NVML_TEMPERATURE_GPU)
      return NVML_ERROR_INVALID_ARGUMENT;
    int64_t Milli;
    // The edge sensor; CDNA GPUs (gfx90a, gfx942) have none and report the junction (hotspot).
    nvmlReturn_t R =
        call(api().dev_temp_metric_get, I, rsmi::TempTypeEdge, rsmi::TempCurrent, &Milli);
    if (R == NVML_ERROR_NOT_SUPPORTED)
      R = call(api().dev_temp_metric_get, I, rsmi::TempTypeJunction, rsmi::TempCurrent, &Milli);
    if (R)
      return R;
    Out = Milli > 0 ? static_cast<unsigned>(Milli / 1000) : 0;
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetPowerUsage(nvmlDevice_t D, unsigned int *Power) {
  nvmlReturn_t R = scaledQuery(D, Power, 1000, &rsmi::Api::dev_power_ave_get, 0u);
  if (R == NVML_ERROR_NOT_SUPPORTED) // MI300 and newer report the socket's current power only
    R = scaledQuery(D, Power, 1000, &rsmi::Api::dev_current_socket_power_get);
  return R;
}

nvmlReturn_t nvmlDeviceGetPowerManagementLimit(nvmlDevice_t D, unsigned int *Limit) {
  return scaledQuery(D, Limit, 1000, &rsmi::Api::dev_power_cap_get, 0u);
}

nvmlReturn_t nvmlDeviceGetEnforcedPowerLimit(nvmlDevice_t D, unsigned int *Limit) {
  return nvmlDeviceGetPowerManagementLimit(D, Limit);
}

nvmlReturn_t nvmlDeviceGetPowerManagementLimitConstraints(nvmlDevice_t D, unsigned int *Min,
                                                          unsigned int *Max) {
  return query(D, Min, [&](uint32_t I, unsigned &Lower) {
    if (!Max)
      return NVML_ERROR_INVALID_ARGUMENT;
    uint64_t Hi, Lo;
    if (nvmlReturn_t R = call(api().dev_power_cap_range_get, I, 0u, &Hi, &Lo))
      return R;
    Lower = static_cast<unsigned>(Lo / 1000);
    *Max = static_cast<unsigned>(Hi / 1000);
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetTotalEnergyConsumption(nvmlDevice_t D, unsigned long long *Energy) {
  return query(D, Energy, [](uint32_t I, unsigned long long &Out) {
    uint64_t Count, Stamp;
    float Resolution; // microjoules per count
    if (nvmlReturn_t R = call(api().dev_energy_count_get, I, &Count, &Resolution, &Stamp))
      return R;
    Out = static_cast<unsigned long long>(static_cast<double>(Count) * Resolution / 1000.0);
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetFanSpeed(nvmlDevice_t D, unsigned int *Speed) {
  return query(D, Speed, [](uint32_t I, unsigned &Out) {
    int64_t Cur;
    uint64_t Max;
    if (nvmlReturn_t R = call(api().dev_fan_speed_get, I, 0u, &Cur))
      return R;
    if (nvmlReturn_t R = call(api().dev_fan_speed_max_get, I, 0u, &Max))
      return R;
    if (Max == 0 || Cur < 0)
      return NVML_ERROR_NOT_SUPPORTED;
    Out = static_cast<unsigned>((static_cast<uint64_t>(Cur) * 100 + Max / 2) / Max);
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetPerformanceState(nvmlDevice_t D, nvmlPstates_t *P) {
  return query(D, P, [](uint32_t I, nvmlPstates_t &Out) {
    // P0 is the fastest state: the highest engine clock level is P0, each level below one more.
    rsmi::Frequencies F;
    if (nvmlReturn_t R = frequencies(I, NVML_CLOCK_GRAPHICS, F))
      return R;
    unsigned Level = F.Count - 1 - F.Current;
    Out = static_cast<nvmlPstates_t>(Level > 15 ? 15 : Level);
    return NVML_SUCCESS;
  });
}

nvmlReturn_t nvmlDeviceGetClockInfo(nvmlDevice_t D, nvmlClockType_t Type, unsigned int *Clock) {
  return clockQuery(D, Type, Clock, /*Highest=*/false);
}

nvmlReturn_t nvmlDeviceGetMaxClockInfo(nvmlDevice_t D, nvmlClockType_t Type, unsigned int *Clock) {
  return clockQuery(D, Type, Clock, /*Highest=*/true);
}

nvmlReturn_t nvmlDeviceGetClock(nvmlDevice_t D, nvmlClockType_t Type, nvmlClockId_t Id,
                                unsigned int *Clock) {
  uint32_t I;
  if (nvmlReturn_t R = device(D, I))
    return R;
  if (Id < NVML_CLOCK_ID_CURRENT || Id >= NVML_CLOCK_ID_COUNT)
    return NVML_ERROR_INVALID_ARGUMENT;
  // AMD GPUs have no application clocks: their target, default and boost limit are the top level.
  return clockQuery(D, Type, Clock, /*Highest=*/Id != NVML_CLOCK_ID_CURRENT);
}

nvmlReturn_t nvmlDeviceGetTemperatureThreshold(nvmlDevice_t D, nvmlTemperatureThresholds_t Type,
                                               unsigned int *Temp) {
  return query(D, Temp, [&](uint32_t I, unsigned &Out) {
    // amdgpu's hwmon limits: temp*_crit is where the firmware throttles (NVML's slowdown), and
    // temp*_emergency where the ASIC shuts down.
    uint32_t Sensor = rsmi::TempTypeEdge, Metric;
    switch (Type) {
    case NVML_TEMPERATURE_THRESHOLD_SHUTDOWN:
      Metric = rsmi::TempEmergency;
      break;
    case NVML_TEMPERATURE_THRESHOLD_SLOWDOWN:
    case NVML_TEMPERATURE_THRESHOLD_GPU_MAX:
      Metric = rsmi::TempCritical;
      break;
    case NVML_TEMPERATURE_THRESHOLD_MEM_MAX:
      Sensor = rsmi::TempTypeMemory;
      Metric = rsmi::TempCritical;
      break;
    case NVML_TEMPERATURE_THRESHOLD_ACOUSTIC_MIN:
    case NVML_TEMPERATURE_THRESHOLD_ACOUSTIC_CURR:
    case NVML_TEMPERATURE_THRESHOLD_ACOUSTIC_MAX:
    case NVML_TEMPERATURE_THRESHOLD_GPS_CURR:
      return NVML_ERROR_NOT_SUPPORTED; // no AMD counterpart
    default:
      return NVML_ERROR_INVALID_ARGUMENT;
    }
    int64_t Milli;
    nvmlReturn_t R = call(api().dev_temp_metric_get, I, Sensor, Metric, &Milli);
    if (R == NVML_ERROR_NOT_SUPPORTED && Sensor == rsmi::TempTypeEdge) // CDNA: junction only
      R = call(api().dev_temp_metric_get, I, rsmi::TempTypeJunction, Metric, &Milli);
    if (R)
      return R;
    Out = Milli > 0 ? static_cast<unsigned>(Milli / 1000) : 0;
    return NVML_SUCCESS;
  });
}

// Clock event (throttle) reasons. ROCm SMI reports why the firmware lowered the clocks only
// through ASIC-specific metrics tables, so the one reason this library reports is the one it can
// establish: GpuIdle, when the engine is not busy and runs below its top clock level.
nvmlReturn_t nvmlDeviceGetSupportedClocksEventReasons(nvmlDevice_t D, unsigned long long *Reasons) {
  return query(D, Reasons, [](uint32_t, unsigned long long &Out) {
    Out = nvmlClocksEventReasonGpuIdle;
    return NVML_SUCCESS;
  });
}
nvmlReturn_t nvmlDeviceGetSupportedClocksThrottleReasons(nvmlDevice_t D, unsigned long long *Reasons) {
  return nvmlDeviceGetSupportedClocksEventReasons(D, Reasons);
}

nvmlReturn_t nvmlDeviceGetCurrentClocksEventReasons(nvmlDevice_t D, unsigned long long *Reasons) {
  return query(D, Reasons, [](uint32_t I, unsigned long long &Out) {
    uint32_t Busy;
    if (nvmlReturn_t R = call(api().dev_busy_percent_get, I, &Busy))
      return R;
    rsmi::Frequencies F;
    if (nvmlReturn_t R = frequencies(I, NVML_CLOCK_GRAPHICS, F))
      return R;
    Out = Busy == 0 && F.Hz[F.Current] < maxOf(F) ? nvmlClocksEventReasonGpuIdle
                                                   : nvmlClocksEventReasonNone;
    return NVML_SUCCESS;
  });
}
nvmlReturn_t nvmlDeviceGetCurrentClocksThrottleReasons(nvmlDevice_t D, unsigned long long *Reasons) {
  return nvmlDeviceGetCurrentClocksEventReasons(D, Reasons);
}

// Samples. NVML keeps a buffer of recent samples per quantity; ROCm SMI has only the current
// reading, so a call returns one sample taken now (or none when lastSeenTimeStamp is not older
// than now), with NVML's units and value types.
nvmlReturn_t nvmlDeviceGetSamples(nvmlDevice_t D, nvmlSamplingType_t Type,
                                  unsigned long long LastSeen, nvmlValueType_t *ValueType,
                                  unsigned int *Count, nvmlSample_t *Samples) {
  return query(D, Count, [&](uint32_t I, unsigned &N) {
    if (!ValueType)
      return NVML_ERROR_INVALID_ARGUMENT;
    unsigned long long Now = std::chrono::duration_cast<std::chrono::microseconds>(
                                 std::chrono::system_clock::now().time_since_epoch())
                                 .count();
    unsigned Value = 0;
    nvmlReturn_t R;
    switch (Type) {
    case NVML_TOTAL_POWER_SAMPLES:
      R = nvmlDeviceGetPowerUsage(D, &Value);
      break;
    case NVML_GPU_UTILIZATION_SAMPLES:
      R = call(api().dev_busy_percent_get, I, &Value);
      break;
    case NVML_MEMORY_UTILIZATION_SAMPLES:
      R = call(api().dev_memory_busy_percent_get, I, &Value);
      break;
    case NVML_PROCESSOR_CLK_SAMPLES:
      R = clockQuery(D, NVML_CLOCK_SM, &Value, /*Highest=*/false);
      break;
    case NVML_MEMORY_CLK_SAMPLES:
      R = clockQuery(D, NVML_CLOCK_MEM, &Value, /*Highest=*/false);
      break;
    case NVML_ENC_UTILIZATION_SAMPLES:
    case NVML_DEC_UTILIZATION_SAMPLES:
    case NVML_MODULE_POWER_SAMPLES:
    case NVML_JPG_UTILIZATION_SAMPLES:
    case NVML_OFA_UTILIZATION_SAMPLES:
      return NVML_ERROR_NOT_SUPPORTED;
    default:
      return NVML_ERROR_INVALID_ARGUMENT;
    }
    if (R)
      return R;
    *ValueType = NVML_VALUE_TYPE_UNSIGNED_INT;
    if (LastSeen >= Now)
      return NVML_ERROR_NOT_FOUND; // no sample newer than the caller's
    if (!Samples) { // the size query
      N = 1;
      return NVML_SUCCESS;
    }
    if (N == 0)
      return NVML_ERROR_INSUFFICIENT_SIZE;
    N = 1;
    Samples[0].timeStamp = Now;
    Samples[0].sampleValue.uiVal = Value;
    return NVML_SUCCESS;
  });
}

} // extern "C"
