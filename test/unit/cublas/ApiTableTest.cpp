// SPDX-License-Identifier: Apache-2.0
// Every row of cublas_api.def is defined (its address is taken, so the link fails if one is
// missing) and cublas_v2.h renames exactly the _v2 rows to their exported names.
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

TEST(CublasApiTable, EveryRowIsDefinedAndRenamed) {
  ASSERT_GT(sizeof(Rows) / sizeof(Rows[0]), 70u);
  for (const Row &R : Rows) {
    EXPECT_NE(R.Address, nullptr) << R.Public;
    EXPECT_STREQ(R.Expanded, R.Symbol) << R.Public << " is not renamed to its exported symbol";
  }
}

} // namespace
