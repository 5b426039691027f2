// SPDX-License-Identifier: Apache-2.0
// A fake libhipfft for the cuFFT forwarding tests, loaded through $SCALE_AMD_HIPFFT_LIBRARY: it
// records what it is asked (fake_hipfft_state) and fails hipfftMakePlanMany64 for a length of 999
// (HIPFFT_SETUP_FAILED), so that the fallback to our kernels shows.
#include <cstddef>

extern "C" {
struct FakeHipFftState {
  int Plans, Destroyed, Rank, Type, AutoAllocate, Direction, Execs;
  long long N[3], Inembed[3], Onembed[3], Istride, Idist, Ostride, Odist, Batch;
  bool NullEmbeds;
  void *Stream, *Work;
  const char *Exec;
  const void *In;
  void *Out;
};
static FakeHipFftState State;
FakeHipFftState *fake_hipfft_state() { return &State; }

struct FakePlan {
  int Id;
};
static FakePlan Pool[64];

int hipfftCreate(void **H) {
  *H = &Pool[State.Plans++ % 64];
  return 0;
}
int hipfftDestroy(void *) {
  ++State.Destroyed;
  return 0;
}
int hipfftSetAutoAllocation(void *, int A) {
  State.AutoAllocate = A;
  return 0;
}
int hipfftSetStream(void *, void *S) {
  State.Stream = S;
  return 0;
}
int hipfftSetWorkArea(void *, void *W) {
  State.Work = W;
  return 0;
}
int hipfftMakePlanMany64(void *, int Rank, long long *N, long long *In, long long Is, long long Id,
                         long long *On, long long Os, long long Od, int Type, long long Batch,
                         size_t *Work) {
  if (N[0] == 999)
    return 7; // HIPFFT_SETUP_FAILED
  State.Rank = Rank;
  State.NullEmbeds = !In && !On;
  for (int D = 0; D < Rank; ++D) {
    State.N[D] = N[D];
    State.Inembed[D] = In ? In[D] : -1;
    State.Onembed[D] = On ? On[D] : -1;
  }
  State.Istride = Is, State.Idist = Id, State.Ostride = Os, State.Odist = Od;
  State.Type = Type;
  State.Batch = Batch;
  *Work = 12345;
  return 0;
}
#define EXEC_DIR(Name)                                                                             \
  int Name(void *, const void *I, void *O, int D) {                                                \
    State.Exec = #Name, State.In = I, State.Out = O, State.Direction = D, ++State.Execs;          \
    return 0;                                                                                      \
  }
#define EXEC(Name)                                                                                 \
  int Name(void *, const void *I, void *O) {                                                       \
    State.Exec = #Name, State.In = I, State.Out = O, State.Direction = 0, ++State.Execs;          \
    return 0;                                                                                      \
  }
EXEC_DIR(hipfftExecC2C)
EXEC_DIR(hipfftExecZ2Z)
EXEC(hipfftExecR2C)
EXEC(hipfftExecD2Z)
EXEC(hipfftExecC2R)
EXEC(hipfftExecZ2D)
}
