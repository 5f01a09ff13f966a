/* Vectors of float, float double, double (see vec.h). */
#include <stdlib.h>

#include "vec.h"

VEC_DEFINE(float, float)
VEC_DEFINE(double, double)
