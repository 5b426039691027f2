/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's internal path; the content is in the top-level math_functions.h. */
#include "../math_functions.h"
