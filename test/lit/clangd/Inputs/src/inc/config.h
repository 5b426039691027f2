// SPDX-License-Identifier: Apache-2.0
#define SCALE 1.0f
