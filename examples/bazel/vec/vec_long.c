/* Vectors of long, long unsigned long, ulong (see vec.h). */
#include <stdlib.h>

#include "vec.h"

VEC_DEFINE(long, long)
VEC_DEFINE(unsigned long, ulong)
