#ifndef COUNTERS_H
#define COUNTERS_H

#include <string>

// Fills stacks of several element types and returns a summary line.
std::string count_ints(int n);
std::string count_longs(long n);
std::string count_pointers(int n);

#endif
