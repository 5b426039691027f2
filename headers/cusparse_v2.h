/* SPDX-License-Identifier: Apache-2.0 */
/* cusparse_v2.h: older CUDA releases' name for cusparse.h. */
#include "cusparse.h"
