// SPDX-License-Identifier: Apache-2.0
// libnvidia-ml over the fake ROCm SMI (FakeRocmSmi.cpp, $SCALE_AMD_ROCM_SMI_LIBRARY): reference
// counting, error codes, handles by index/UUID/PCI bus id, and every query's unit conversion.
#include <nvml.h>

#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <string>

namespace {

int fakeLive() {
  void *L = dlopen(std::getenv("SCALE_AMD_ROCM_SMI_LIBRARY"), RTLD_NOW | RTLD_NOLOAD);
  auto F = L ? reinterpret_cast<int (*)()>(dlsym(L, "fake_rsmi_live")) : nullptr;
  return F ? F() : -100;
}

struct Nvml : ::testing::Test {
  void SetUp() override {
    unsetenv("FAKE_RSMI_MODE");
    ASSERT_EQ(nvmlInit(), NVML_SUCCESS);
    ASSERT_EQ(nvmlDeviceGetHandleByIndex(0, &Navi), NVML_SUCCESS);
    ASSERT_EQ(nvmlDeviceGetHandleByIndex(1, &Mi), NVML_SUCCESS);
  }
  void TearDown() override { EXPECT_EQ(nvmlShutdown(), NVML_SUCCESS); }
  nvmlDevice_t Navi = nullptr, Mi = nullptr;
};

TEST(NvmlInit, ReferenceCountedOverRocmSmi) {
  unsetenv("FAKE_RSMI_MODE");
  EXPECT_EQ(nvmlShutdown(), NVML_ERROR_UNINITIALIZED);
  unsigned N = 7;
  EXPECT_EQ(nvmlDeviceGetCount(&N), NVML_ERROR_UNINITIALIZED);
  ASSERT_EQ(nvmlInit_v2(), NVML_SUCCESS);
  ASSERT_EQ(nvmlInitWithFlags(0), NVML_SUCCESS);
  EXPECT_EQ(fakeLive(), 1); // rsmi_init once
  EXPECT_EQ(nvmlShutdown(), NVML_SUCCESS);
  EXPECT_EQ(fakeLive(), 1);
  EXPECT_EQ(nvmlDeviceGetCount(&N), NVML_SUCCESS);
  EXPECT_EQ(N, 2u);
  EXPECT_EQ(nvmlShutdown(), NVML_SUCCESS);
  EXPECT_EQ(fakeLive(), 0);
  EXPECT_EQ(nvmlShutdown(), NVML_ERROR_UNINITIALIZED);
}

TEST(NvmlInit, DriverAbsentOrNoGpu) {
  setenv("FAKE_RSMI_MODE", "nodriver", 1);
  EXPECT_EQ(nvmlInit(), NVML_ERROR_DRIVER_NOT_LOADED);
  EXPECT_EQ(nvmlInitWithFlags(NVML_INIT_FLAG_NO_GPUS), NVML_ERROR_DRIVER_NOT_LOADED);
  setenv("FAKE_RSMI_MODE", "nogpu", 1);
  EXPECT_EQ(nvmlInit(), NVML_ERROR_DRIVER_NOT_LOADED);
  EXPECT_EQ(fakeLive(), 0); // the failed init shut ROCm SMI down again
  ASSERT_EQ(nvmlInitWithFlags(NVML_INIT_FLAG_NO_GPUS), NVML_SUCCESS);
  unsigned N = 7;
  EXPECT_EQ(nvmlDeviceGetCount(&N), NVML_SUCCESS);
  EXPECT_EQ(N, 0u);
  nvmlDevice_t D;
  EXPECT_EQ(nvmlDeviceGetHandleByIndex(0, &D), NVML_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(nvmlShutdown(), NVML_SUCCESS);
  unsetenv("FAKE_RSMI_MODE");
}

TEST_F(Nvml, Handles) {
  nvmlDevice_t D;
  EXPECT_EQ(nvmlDeviceGetHandleByIndex(2, &D), NVML_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(nvmlDeviceGetHandleByIndex(0, nullptr), NVML_ERROR_INVALID_ARGUMENT);
  unsigned I = 9;
  EXPECT_EQ(nvmlDeviceGetIndex(Mi, &I), NVML_SUCCESS);
  EXPECT_EQ(I, 1u);
  EXPECT_EQ(nvmlDeviceGetIndex(reinterpret_cast<nvmlDevice_t>(&I), &I), NVML_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(nvmlDeviceGetIndex(nullptr, &I), NVML_ERROR_INVALID_ARGUMENT);

  // UUIDs: the 16 hex digits of the unique id (else of the PCI address) as the UUID's bytes.
  char U[NVML_DEVICE_UUID_V2_BUFFER_SIZE];
  ASSERT_EQ(nvmlDeviceGetUUID(Navi, U, sizeof U), NVML_SUCCESS);
  EXPECT_STREQ(U, "GPU-31323334-6162-6364-3536-373865663930");
  EXPECT_EQ(nvmlDeviceGetUUID(Navi, U, 10), NVML_ERROR_INSUFFICIENT_SIZE);
  ASSERT_EQ(nvmlDeviceGetHandleByUUID("GPU-31323334-6162-6364-3536-373865663930", &D), NVML_SUCCESS);
  EXPECT_EQ(D, Navi);
  ASSERT_EQ(nvmlDeviceGetUUID(Mi, U, sizeof U), NVML_SUCCESS);
  ASSERT_EQ(nvmlDeviceGetHandleByUUID(U, &D), NVML_SUCCESS);
  EXPECT_EQ(D, Mi);
  EXPECT_EQ(nvmlDeviceGetHandleByUUID("GPU-00000000-0000-0000-0000-000000000000", &D),
            NVML_ERROR_NOT_FOUND);

  // PCI bus ids in NVML's forms: 8- or 4-digit domain, or none; any case.
  ASSERT_EQ(nvmlDeviceGetHandleByPciBusId("00000000:03:00.0", &D), NVML_SUCCESS);
  EXPECT_EQ(D, Navi);
  ASSERT_EQ(nvmlDeviceGetHandleByPciBusId("03:00.0", &D), NVML_SUCCESS);
  EXPECT_EQ(D, Navi);
  ASSERT_EQ(nvmlDeviceGetHandleByPciBusId_v2("0001:83:02.1", &D), NVML_SUCCESS);
  EXPECT_EQ(D, Mi);
  EXPECT_EQ(nvmlDeviceGetHandleByPciBusId("0000:04:00.0", &D), NVML_ERROR_NOT_FOUND);
  EXPECT_EQ(nvmlDeviceGetHandleByPciBusId("not a bus id", &D), NVML_ERROR_INVALID_ARGUMENT);
}

TEST_F(Nvml, Identity) {
  char Name[NVML_DEVICE_NAME_V2_BUFFER_SIZE];
  ASSERT_EQ(nvmlDeviceGetName(Navi, Name, sizeof Name), NVML_SUCCESS);
  EXPECT_STREQ(Name, "Navi 31 [Radeon RX 7900 XT/7900 XTX]");
  EXPECT_EQ(nvmlDeviceGetName(Navi, Name, 5), NVML_ERROR_INSUFFICIENT_SIZE);
  EXPECT_EQ(nvmlDeviceGetName(Navi, nullptr, 64), NVML_ERROR_INVALID_ARGUMENT);
  char S[NVML_DEVICE_SERIAL_BUFFER_SIZE];
  ASSERT_EQ(nvmlDeviceGetSerial(Mi, S, sizeof S), NVML_SUCCESS);
  EXPECT_STREQ(S, "SN0002");
  ASSERT_EQ(nvmlDeviceGetVbiosVersion(Navi, S, sizeof S), NVML_SUCCESS);
  EXPECT_STREQ(S, "113-D7020100-102");

  nvmlPciInfo_t P;
  ASSERT_EQ(nvmlDeviceGetPciInfo(Mi, &P), NVML_SUCCESS);
  EXPECT_EQ(P.domain, 1u);
  EXPECT_EQ(P.bus, 0x83u);
  EXPECT_EQ(P.device, 2u);
  EXPECT_EQ(P.pciDeviceId, 0x740f1002u);
  EXPECT_EQ(P.pciSubSystemId, 0x0e3b1da2u);
  EXPECT_STREQ(P.busId, "00000001:83:02.1");
  EXPECT_STREQ(P.busIdLegacy, "0001:83:02.1");
  char Fmt[64];
  std::snprintf(Fmt, sizeof Fmt, NVML_DEVICE_PCI_BUS_ID_FMT, NVML_DEVICE_PCI_BUS_ID_FMT_ARGS(&P));
  EXPECT_STREQ(Fmt, "00000001:83:02.0");

  int Ma, Mi_;
  ASSERT_EQ(nvmlDeviceGetCudaComputeCapability(Navi, &Ma, &Mi_), NVML_SUCCESS);
  EXPECT_EQ(Ma * 10 + Mi_, 86);
  nvmlComputeMode_t M;
  ASSERT_EQ(nvmlDeviceGetComputeMode(Navi, &M), NVML_SUCCESS);
  EXPECT_EQ(M, NVML_COMPUTEMODE_DEFAULT);
  unsigned Minor;
  ASSERT_EQ(nvmlDeviceGetMinorNumber(Mi, &Minor), NVML_SUCCESS);
  EXPECT_EQ(Minor, 129u);
}

TEST_F(Nvml, MemoryAndUtilization) {
  nvmlMemory_t M;
  ASSERT_EQ(nvmlDeviceGetMemoryInfo(Navi, &M), NVML_SUCCESS);
  EXPECT_EQ(M.total, 24ull << 30);
  EXPECT_EQ(M.used, 1ull << 30);
  EXPECT_EQ(M.free, 23ull << 30);
  nvmlMemory_v2_t M2{};
  EXPECT_EQ(nvmlDeviceGetMemoryInfo_v2(Mi, &M2), NVML_ERROR_ARGUMENT_VERSION_MISMATCH);
  M2.version = nvmlMemory_v2;
  EXPECT_EQ(M2.version, (2u << 24) | unsigned(sizeof(nvmlMemory_v2_t)));
  ASSERT_EQ(nvmlDeviceGetMemoryInfo_v2(Mi, &M2), NVML_SUCCESS);
  EXPECT_EQ(M2.total, 64ull << 30);
  EXPECT_EQ(M2.reserved, 0u);
  EXPECT_EQ(M2.free, 63ull << 30);
  nvmlUtilization_t U;
  ASSERT_EQ(nvmlDeviceGetUtilizationRates(Navi, &U), NVML_SUCCESS);
  EXPECT_EQ(U.gpu, 37u);
  EXPECT_EQ(U.memory, 12u);
  ASSERT_EQ(nvmlDeviceGetUtilizationRates(Mi, &U), NVML_SUCCESS);
  EXPECT_EQ(U.gpu, 99u);
  EXPECT_EQ(U.memory, 0u); // not reported by the device
  EXPECT_EQ(nvmlDeviceGetMemoryInfo(Navi, nullptr), NVML_ERROR_INVALID_ARGUMENT);
}

TEST_F(Nvml, Sensors) {
  unsigned T;
  ASSERT_EQ(nvmlDeviceGetTemperature(Navi, NVML_TEMPERATURE_GPU, &T), NVML_SUCCESS);
  EXPECT_EQ(T, 45u);
  ASSERT_EQ(nvmlDeviceGetTemperature(Mi, NVML_TEMPERATURE_GPU, &T), NVML_SUCCESS);
  EXPECT_EQ(T, 61u); // junction: no edge sensor
  EXPECT_EQ(nvmlDeviceGetTemperature(Mi, NVML_TEMPERATURE_COUNT, &T), NVML_ERROR_INVALID_ARGUMENT);
  unsigned P, Lo, Hi;
  ASSERT_EQ(nvmlDeviceGetPowerUsage(Navi, &P), NVML_SUCCESS);
  EXPECT_EQ(P, 123456u); // mW
  ASSERT_EQ(nvmlDeviceGetPowerUsage(Mi, &P), NVML_SUCCESS);
  EXPECT_EQ(P, 300000u); // socket power
  ASSERT_EQ(nvmlDeviceGetPowerManagementLimit(Navi, &P), NVML_SUCCESS);
  EXPECT_EQ(P, 300000u);
  ASSERT_EQ(nvmlDeviceGetEnforcedPowerLimit(Navi, &P), NVML_SUCCESS);
  EXPECT_EQ(P, 300000u);
  ASSERT_EQ(nvmlDeviceGetPowerManagementLimitConstraints(Navi, &Lo, &Hi), NVML_SUCCESS);
  EXPECT_EQ(Lo, 100000u);
  EXPECT_EQ(Hi, 350000u);
  unsigned long long E;
  ASSERT_EQ(nvmlDeviceGetTotalEnergyConsumption(Navi, &E), NVML_SUCCESS);
  EXPECT_EQ(E, 15250ull); // 1e6 counts * 15.25 uJ = 15250 mJ
  unsigned F;
  ASSERT_EQ(nvmlDeviceGetFanSpeed(Navi, &F), NVML_SUCCESS);
  EXPECT_EQ(F, 50u);
  EXPECT_EQ(nvmlDeviceGetFanSpeed(Mi, &F), NVML_ERROR_NOT_SUPPORTED);
  nvmlPstates_t S;
  ASSERT_EQ(nvmlDeviceGetPerformanceState(Navi, &S), NVML_SUCCESS);
  EXPECT_EQ(S, NVML_PSTATE_1);
}

TEST_F(Nvml, TemperatureThresholds) {
  unsigned T;
  ASSERT_EQ(nvmlDeviceGetTemperatureThreshold(Navi, NVML_TEMPERATURE_THRESHOLD_SLOWDOWN, &T),
            NVML_SUCCESS);
  EXPECT_EQ(T, 100u); // edge critical
  ASSERT_EQ(nvmlDeviceGetTemperatureThreshold(Navi, NVML_TEMPERATURE_THRESHOLD_SHUTDOWN, &T),
            NVML_SUCCESS);
  EXPECT_EQ(T, 105u); // edge emergency
  ASSERT_EQ(nvmlDeviceGetTemperatureThreshold(Navi, NVML_TEMPERATURE_THRESHOLD_MEM_MAX, &T),
            NVML_SUCCESS);
  EXPECT_EQ(T, 95u);
  ASSERT_EQ(nvmlDeviceGetTemperatureThreshold(Mi, NVML_TEMPERATURE_THRESHOLD_SLOWDOWN, &T),
            NVML_SUCCESS);
  EXPECT_EQ(T, 110u); // no edge sensor: the junction's
  EXPECT_EQ(nvmlDeviceGetTemperatureThreshold(Mi, NVML_TEMPERATURE_THRESHOLD_MEM_MAX, &T),
            NVML_ERROR_NOT_SUPPORTED);
  EXPECT_EQ(nvmlDeviceGetTemperatureThreshold(Navi, NVML_TEMPERATURE_THRESHOLD_ACOUSTIC_MAX, &T),
            NVML_ERROR_NOT_SUPPORTED);
  EXPECT_EQ(nvmlDeviceGetTemperatureThreshold(Navi, NVML_TEMPERATURE_THRESHOLD_COUNT, &T),
            NVML_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(nvmlDeviceGetTemperatureThreshold(Navi, NVML_TEMPERATURE_THRESHOLD_SLOWDOWN, nullptr),
            NVML_ERROR_INVALID_ARGUMENT);
}

TEST_F(Nvml, ClocksEventReasons) {
  unsigned long long R = ~0ull;
  ASSERT_EQ(nvmlDeviceGetSupportedClocksThrottleReasons(Navi, &R), NVML_SUCCESS);
  EXPECT_EQ(R, nvmlClocksEventReasonGpuIdle);
  ASSERT_EQ(nvmlDeviceGetCurrentClocksThrottleReasons(Navi, &R), NVML_SUCCESS);
  EXPECT_EQ(R, nvmlClocksEventReasonNone); // busy (37%): no reason this library can establish
  EXPECT_EQ(nvmlClocksThrottleReasonAll, 0x1ffull);
  EXPECT_EQ(nvmlClocksThrottleReasonHwPowerBrakeSlowdown, 0x80ull);
  EXPECT_EQ(nvmlDeviceGetCurrentClocksEventReasons(Navi, nullptr), NVML_ERROR_INVALID_ARGUMENT);
}

TEST_F(Nvml, Samples) {
  nvmlSample_t S[4];
  nvmlValueType_t VT = NVML_VALUE_TYPE_DOUBLE;
  unsigned N = 4;
  ASSERT_EQ(nvmlDeviceGetSamples(Navi, NVML_GPU_UTILIZATION_SAMPLES, 0, &VT, &N, S), NVML_SUCCESS);
  EXPECT_EQ(VT, NVML_VALUE_TYPE_UNSIGNED_INT);
  ASSERT_EQ(N, 1u);
  EXPECT_EQ(S[0].sampleValue.uiVal, 37u);
  EXPECT_GT(S[0].timeStamp, 1700000000000000ull); // microseconds since the epoch
  unsigned long long Seen = S[0].timeStamp;
  N = 4;
  ASSERT_EQ(nvmlDeviceGetSamples(Navi, NVML_MEMORY_UTILIZATION_SAMPLES, 0, &VT, &N, S), NVML_SUCCESS);
  EXPECT_EQ(S[0].sampleValue.uiVal, 12u);
  N = 4;
  ASSERT_EQ(nvmlDeviceGetSamples(Navi, NVML_TOTAL_POWER_SAMPLES, 0, &VT, &N, S), NVML_SUCCESS);
  EXPECT_EQ(S[0].sampleValue.uiVal, 123456u); // mW
  N = 4;
  ASSERT_EQ(nvmlDeviceGetSamples(Navi, NVML_PROCESSOR_CLK_SAMPLES, 0, &VT, &N, S), NVML_SUCCESS);
  EXPECT_EQ(S[0].sampleValue.uiVal, 1500u);
  N = 0;
  ASSERT_EQ(nvmlDeviceGetSamples(Navi, NVML_GPU_UTILIZATION_SAMPLES, 0, &VT, &N, nullptr),
            NVML_SUCCESS);
  EXPECT_EQ(N, 1u); // the size query
  N = 0;
  EXPECT_EQ(nvmlDeviceGetSamples(Navi, NVML_GPU_UTILIZATION_SAMPLES, 0, &VT, &N, S),
            NVML_ERROR_INSUFFICIENT_SIZE);
  N = 4;
  EXPECT_EQ(nvmlDeviceGetSamples(Navi, NVML_GPU_UTILIZATION_SAMPLES, Seen + 60000000, &VT, &N, S),
            NVML_ERROR_NOT_FOUND);
  N = 4;
  EXPECT_EQ(nvmlDeviceGetSamples(Mi, NVML_MEMORY_UTILIZATION_SAMPLES, 0, &VT, &N, S),
            NVML_ERROR_NOT_SUPPORTED);
  EXPECT_EQ(nvmlDeviceGetSamples(Navi, NVML_ENC_UTILIZATION_SAMPLES, 0, &VT, &N, S),
            NVML_ERROR_NOT_SUPPORTED);
  EXPECT_EQ(nvmlDeviceGetSamples(Navi, NVML_SAMPLINGTYPE_COUNT, 0, &VT, &N, S),
            NVML_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(nvmlDeviceGetSamples(Navi, NVML_GPU_UTILIZATION_SAMPLES, 0, nullptr, &N, S),
            NVML_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(nvmlDeviceGetSamples(Navi, NVML_GPU_UTILIZATION_SAMPLES, 0, &VT, nullptr, S),
            NVML_ERROR_INVALID_ARGUMENT);
}

TEST_F(Nvml, Clocks) {
  unsigned C;
  ASSERT_EQ(nvmlDeviceGetClockInfo(Navi, NVML_CLOCK_GRAPHICS, &C), NVML_SUCCESS);
  EXPECT_EQ(C, 1500u);
  ASSERT_EQ(nvmlDeviceGetClockInfo(Navi, NVML_CLOCK_SM, &C), NVML_SUCCESS);
  EXPECT_EQ(C, 1500u);
  ASSERT_EQ(nvmlDeviceGetClockInfo(Navi, NVML_CLOCK_MEM, &C), NVML_SUCCESS);
  EXPECT_EQ(C, 1249u);
  ASSERT_EQ(nvmlDeviceGetMaxClockInfo(Navi, NVML_CLOCK_SM, &C), NVML_SUCCESS);
  EXPECT_EQ(C, 2500u);
  EXPECT_EQ(nvmlDeviceGetClockInfo(Navi, NVML_CLOCK_VIDEO, &C), NVML_ERROR_NOT_SUPPORTED);
  EXPECT_EQ(nvmlDeviceGetClockInfo(Navi, NVML_CLOCK_COUNT, &C), NVML_ERROR_INVALID_ARGUMENT);
  ASSERT_EQ(nvmlDeviceGetClock(Navi, NVML_CLOCK_SM, NVML_CLOCK_ID_CURRENT, &C), NVML_SUCCESS);
  EXPECT_EQ(C, 1500u);
  ASSERT_EQ(nvmlDeviceGetClock(Navi, NVML_CLOCK_SM, NVML_CLOCK_ID_CUSTOMER_BOOST_MAX, &C),
            NVML_SUCCESS);
  EXPECT_EQ(C, 2500u);
  EXPECT_EQ(nvmlDeviceGetClock(Navi, NVML_CLOCK_SM, NVML_CLOCK_ID_COUNT, &C),
            NVML_ERROR_INVALID_ARGUMENT);
}

TEST(NvmlInit, RocmSmi6FrequencyLayout) {
  setenv("FAKE_RSMI_MODE", "v6", 1);
  ASSERT_EQ(nvmlInit(), NVML_SUCCESS);
  nvmlDevice_t D;
  ASSERT_EQ(nvmlDeviceGetHandleByIndex(0, &D), NVML_SUCCESS);
  unsigned C;
  ASSERT_EQ(nvmlDeviceGetClockInfo(D, NVML_CLOCK_MEM, &C), NVML_SUCCESS);
  EXPECT_EQ(C, 1249u);
  ASSERT_EQ(nvmlDeviceGetMaxClockInfo(D, NVML_CLOCK_GRAPHICS, &C), NVML_SUCCESS);
  EXPECT_EQ(C, 2500u);
  char V[NVML_SYSTEM_NVML_VERSION_BUFFER_SIZE];
  ASSERT_EQ(nvmlSystemGetNVMLVersion(V, sizeof V), NVML_SUCCESS);
  EXPECT_STREQ(V, "12.7.2.3");
  EXPECT_EQ(nvmlShutdown(), NVML_SUCCESS);
  unsetenv("FAKE_RSMI_MODE");
}

TEST_F(Nvml, System) {
  char V[NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE];
  ASSERT_EQ(nvmlSystemGetDriverVersion(V, sizeof V), NVML_SUCCESS);
  EXPECT_STREQ(V, "6.7.0-fake");
  EXPECT_EQ(nvmlSystemGetDriverVersion(V, 3), NVML_ERROR_INSUFFICIENT_SIZE);
  ASSERT_EQ(nvmlSystemGetNVMLVersion(V, sizeof V), NVML_SUCCESS);
  EXPECT_STREQ(V, "12.5.2.3");
  int Cuda;
  ASSERT_EQ(nvmlSystemGetCudaDriverVersion(&Cuda), NVML_SUCCESS);
  EXPECT_EQ(Cuda / 1000, 12);
  ASSERT_EQ(nvmlSystemGetCudaDriverVersion_v2(&Cuda), NVML_SUCCESS);
}

// Handles die with the last shutdown.
TEST(NvmlInit, HandlesAfterShutdown) {
  unsetenv("FAKE_RSMI_MODE");
  ASSERT_EQ(nvmlInit(), NVML_SUCCESS);
  nvmlDevice_t D;
  ASSERT_EQ(nvmlDeviceGetHandleByIndex(0, &D), NVML_SUCCESS);
  ASSERT_EQ(nvmlShutdown(), NVML_SUCCESS);
  char Name[64];
  EXPECT_EQ(nvmlDeviceGetName(D, Name, sizeof Name), NVML_ERROR_UNINITIALIZED);
}

} // namespace
