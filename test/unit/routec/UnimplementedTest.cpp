// SPDX-License-Identifier: Apache-2.0
// A HIP entry point the route-C backend lacks (Unimplemented.def) answers hipErrorNotSupported
// and names itself on stderr, once: a program that needs it fails clearly, not with a crash.
#include <gtest/gtest.h>

extern "C" int hipMemcpy3D();           // listed in Unimplemented.def
extern "C" int hipCreateTextureObject(); // likewise

TEST(RouteCUnimplemented, ReportsTheNameAndNotSupported) {
  testing::internal::CaptureStderr();
  EXPECT_EQ(801, hipMemcpy3D());
  EXPECT_EQ(801, hipMemcpy3D());
  EXPECT_EQ(801, hipCreateTextureObject());
  std::string Err = testing::internal::GetCapturedStderr();
  EXPECT_EQ("scale-amd route-C backend: hipMemcpy3D is not implemented (returning "
            "hipErrorNotSupported)\n"
            "scale-amd route-C backend: hipCreateTextureObject is not implemented (returning "
            "hipErrorNotSupported)\n",
            Err);
}
