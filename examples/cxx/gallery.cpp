// A gallery of shapes: virtual dispatch, pointer containers, sorting.
#include <string>
#include <vector>

#include "containers.h"
#include "lib.h"
#include "shapes.h"

namespace {

struct ByArea {
  bool operator()(const Shape *a, const Shape *b) const {
    return a->area() < b->area();
  }
};

struct ByPerimeter {
  bool operator()(const Shape *a, const Shape *b) const {
    return a->perimeter() < b->perimeter();
  }
};

} // namespace

std::vector<Shape *> make_gallery() {
  std::vector<Shape *> v;
  v.push_back(new Square(Color::Red, 3));
  v.push_back(new Rect(Color::Green, 2, 9));
  v.push_back(new Ellipse(Color::Blue, 4, 2));
  v.push_back(new Triangle(Color::Black, 3, 4, 5));
  v.push_back(new Square(Color::Blue, 5));
  v.push_back(new Rect(Color::Red, 1, 30));
  v.push_back(new Triangle(Color::Green, 5, 5, 6));
  return v;
}

std::string gallery_report(std::vector<Shape *> &shapes) {
  std::string r;
  SmallVec<Shape *> order;
  for (Shape *s : shapes)
    order.push_back(s);
  insertion_sort(order.begin(), order.end(), ByArea());
  for (Shape *s : order)
    r += "  " + s->describe() + "\n";
  insertion_sort(order.begin(), order.end(), ByPerimeter());
  r += "longest perimeter: " + std::string(order[order.size() - 1]->kind()) +
       "\n";
  long corners = 0;
  for (Shape *s : shapes) {
    s->scale(2);
    corners += s->corners();
  }
  r += "corners=" + std::to_string(corners) +
       " scaled areas:";
  for (Shape *s : shapes)
    r += " " + std::to_string(s->area());
  r += "\n";
  return r;
}

void free_gallery(std::vector<Shape *> &shapes) {
  for (Shape *s : shapes)
    delete s;
  shapes.clear();
}
