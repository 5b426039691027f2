// SPDX-License-Identifier: Apache-2.0
// What monitoring code does with NVML: init, count, and per device its name, memory, utilisation,
// temperature, power, clocks and PCI id; every failure printed with nvmlErrorString.
#include <cstdio>
#include <nvml.h>

#define SHOW(call)                                                                                 \
  do {                                                                                             \
    nvmlReturn_t r_ = (call);                                                                      \
    if (r_ != NVML_SUCCESS)                                                                        \
      std::printf("%s: %d %s\n", #call, int(r_), nvmlErrorString(r_));                            \
  } while (0)

__global__ void unused(int *p) { *p = 0; }

int main() {
  nvmlReturn_t r = nvmlInit();
  std::printf("nvmlInit %d %s\n", int(r), nvmlErrorString(r));
  if (r != NVML_SUCCESS)
    return 0;
  unsigned n = 0;
  SHOW(nvmlDeviceGetCount(&n));
  std::printf("devices %u\n", n);
  for (unsigned i = 0; i < n; ++i) {
    nvmlDevice_t d;
    SHOW(nvmlDeviceGetHandleByIndex(i, &d));
    char name[NVML_DEVICE_NAME_V2_BUFFER_SIZE] = "";
    nvmlMemory_t mem{};
    nvmlUtilization_t util{};
    unsigned temp = 0, power = 0, sm = 0, memclk = 0;
    nvmlPciInfo_t pci{};
    SHOW(nvmlDeviceGetName(d, name, sizeof name));
    SHOW(nvmlDeviceGetMemoryInfo(d, &mem));
    SHOW(nvmlDeviceGetUtilizationRates(d, &util));
    SHOW(nvmlDeviceGetTemperature(d, NVML_TEMPERATURE_GPU, &temp));
    SHOW(nvmlDeviceGetPowerUsage(d, &power));
    SHOW(nvmlDeviceGetClockInfo(d, NVML_CLOCK_SM, &sm));
    SHOW(nvmlDeviceGetClockInfo(d, NVML_CLOCK_MEM, &memclk));
    SHOW(nvmlDeviceGetPciInfo(d, &pci));
    std::printf("%u %s %s mem %llu/%llu util %u%% %uC %umW sm %uMHz mem %uMHz\n", i, pci.busId,
                name, mem.used, mem.total, util.gpu, temp, power, sm, memclk);
  }
  SHOW(nvmlShutdown());
}
