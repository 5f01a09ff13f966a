// Entry points of the example's translation units (called from main.cpp).
#ifndef SHAPES_LIB_H
#define SHAPES_LIB_H

#include <string>
#include <vector>

class Shape;

// inventory.cpp: 32-bit element types (int, unsigned, enums).
std::string inventory_report();

// numbers.cpp: 64-bit element types (long, unsigned long, pointers).
std::string numbers_report();

// gallery.cpp: virtual dispatch over a collection of shapes.
std::vector<Shape *> make_gallery();
std::string gallery_report(std::vector<Shape *> &shapes);
void free_gallery(std::vector<Shape *> &shapes);

#endif
