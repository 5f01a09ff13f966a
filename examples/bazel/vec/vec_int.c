/* Vectors of int, int unsigned, uint (see vec.h). */
#include <stdlib.h>

#include "vec.h"

VEC_DEFINE(int, int)
VEC_DEFINE(unsigned, uint)
