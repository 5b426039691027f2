/* SPDX-License-Identifier: Apache-2.0 */
/* Legacy spelling: CUDA moved this header to crt/. */
#include "crt/host_defines.h"
