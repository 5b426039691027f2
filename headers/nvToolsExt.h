/* SPDX-License-Identifier: Apache-2.0 */
/* The pre-CUDA-12 location of the NVTX header: the same API as <nvtx3/nvToolsExt.h>. */
#include "nvtx3/nvToolsExt.h"
