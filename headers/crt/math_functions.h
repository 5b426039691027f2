/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's internal path for math_functions.h; the content is in the top-level header. */
#include "../math_functions.h"
