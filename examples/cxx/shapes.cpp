#include "shapes.h"

#include <cstdio>

const char *color_name(Color c) {
  switch (c) {
  case Color::Red:
    return "red";
  case Color::Green:
    return "green";
  case Color::Blue:
    return "blue";
  case Color::Black:
    return "black";
  }
  return "?";
}

Shape::~Shape() {}

std::string Shape::describe() const {
  char buf[96];
  std::snprintf(buf, sizeof buf, "%s %s area=%ld perim=%ld corners=%d",
                color_name(color_), kind(), area(), perimeter(), corners());
  return buf;
}

Square::~Square() {}
const char *Square::kind() const { return "square"; }
long Square::area() const { return side_ * side_; }
long Square::perimeter() const { return 4 * side_; }
int Square::corners() const { return 4; }
void Square::scale(int k) { side_ *= k; }

Rect::~Rect() {}
const char *Rect::kind() const { return "rect"; }
long Rect::area() const { return w_ * h_; }
long Rect::perimeter() const { return 2 * (w_ + h_); }
int Rect::corners() const { return 4; }
void Rect::scale(int k) {
  w_ *= k;
  h_ *= k;
}

Ellipse::~Ellipse() {}
const char *Ellipse::kind() const { return "ellipse"; }
// Integer approximation: pi ~ 355/113.
long Ellipse::area() const { return 355 * a_ * b_ / 113; }
long Ellipse::perimeter() const { return 355 * (a_ + b_) / 113; }
int Ellipse::corners() const { return 0; }
void Ellipse::scale(int k) {
  a_ *= k;
  b_ *= k;
}

Triangle::~Triangle() {}
const char *Triangle::kind() const { return "triangle"; }
long Triangle::area() const {
  // Heron's formula on integers, squared area then integer sqrt.
  long s2 = a_ + b_ + c_; // 2s
  long p = s2 * (s2 - 2 * a_) * (s2 - 2 * b_) * (s2 - 2 * c_); // 16 A^2
  long r = 0;
  while ((r + 1) * (r + 1) <= p)
    r++;
  return r / 4;
}
long Triangle::perimeter() const { return a_ + b_ + c_; }
int Triangle::corners() const { return 3; }
void Triangle::scale(int k) {
  a_ *= k;
  b_ *= k;
  c_ *= k;
}
