// SPDX-License-Identifier: Apache-2.0
// Every row of cublas_api.def is defined (its address is taken, so the link fails if one is
// missing) and cublas_v2.h renames exactly the _v2 rows to their exported names; the same for the
// _64 forms of the rows outside the helper family.
#include <cublas_v2.h>
#include <gtest/gtest.h>

#include <cstring>

#define SCALE_STR2(X) #X
#define SCALE_STR(X) SCALE_STR2(X)

namespace {

struct Row {
  const char *Public, *Expanded, *Symbol;
  const void *Address;
};

const Row Rows[] = {
#define CUBLAS_FN(Name, V2, Family, Params)                                                        \
  {"cublas" #Name, SCALE_STR(cublas##Name), SCALE_STR(cublas##Name##V2),                           \
   reinterpret_cast<const void *>(&cublas##Name##V2)},
#include "__scale_amd/cublas/cublas_api.def"
#undef CUBLAS_FN
};

// The 64-bit-integer API: every row outside the helper family, as cublas<Name>_64 -> <symbol>_64
// (cublas_api.h's per-family switches pick the rows).
#define SCALE_ROW64(Name, V2)                                                                      \
  {"cublas" #Name "_64", SCALE_STR(cublas##Name##_64), SCALE_STR(cublas##Name##V2##_64),           \
   reinterpret_cast<const void *>(&cublas##Name##V2##_64)},
const Row Rows64[] = {
#define CUBLAS_FN(Name, V2, Family, Params) __SCALE_AMD_CUBLAS_64_##Family(SCALE_ROW64(Name, V2))
#include "__scale_amd/cublas/cublas_api.def"
#undef CUBLAS_FN
};

TEST(CublasApiTable, Every64BitRowIsDefinedAndRenamed) {
  ASSERT_GT(sizeof(Rows64) / sizeof(Rows64[0]), 60u);
  for (const Row &R : Rows64) {
    EXPECT_NE(R.Address, nullptr) << R.Public;
    EXPECT_STREQ(R.Expanded, R.Symbol) << R.Public << " is not renamed to its exported symbol";
  }
}

TEST(CublasApiTable, EveryRowIsDefinedAndRenamed) {
  ASSERT_GT(sizeof(Rows) / sizeof(Rows[0]), 70u);
  for (const Row &R : Rows) {
    EXPECT_NE(R.Address, nullptr) << R.Public;
    EXPECT_STREQ(R.Expanded, R.Symbol) << R.Public << " is not renamed to its exported symbol";
  }
}

} // namespace
