/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's internal path for device_functions.h; the content is in the top-level header. */
#include "../device_functions.h"
