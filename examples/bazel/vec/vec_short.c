/* Vectors of short, short (see vec.h). */
#include <stdlib.h>

#include "vec.h"

VEC_DEFINE(short, short)
