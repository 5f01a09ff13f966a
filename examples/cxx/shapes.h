// A small class hierarchy with virtual functions. Several overrides compile
// to the same code (constant returns, same-layout member access), and the
// compiler emits same-shaped destructors and thunks for each class.
#ifndef SHAPES_SHAPES_H
#define SHAPES_SHAPES_H

#include <string>

enum class Color { Red, Green, Blue, Black };
enum Material : int { Wood, Steel, Glass, Paper };

const char *color_name(Color c);

class Shape {
public:
  explicit Shape(Color c) : color_(c) {}
  virtual ~Shape();
  virtual const char *kind() const = 0;
  virtual long area() const = 0;      // in integer units
  virtual long perimeter() const = 0; // in integer units
  virtual int corners() const = 0;
  virtual void scale(int k) = 0;
  Color color() const { return color_; }
  std::string describe() const;

private:
  Color color_;
};

class Square : public Shape {
public:
  Square(Color c, long side) : Shape(c), side_(side) {}
  ~Square() override;
  const char *kind() const override;
  long area() const override;
  long perimeter() const override;
  int corners() const override;
  void scale(int k) override;

private:
  long side_;
};

class Rect : public Shape {
public:
  Rect(Color c, long w, long h) : Shape(c), w_(w), h_(h) {}
  ~Rect() override;
  const char *kind() const override;
  long area() const override;
  long perimeter() const override;
  int corners() const override;
  void scale(int k) override;

private:
  long w_, h_;
};

// Same layout as Rect: two longs after the base.
class Ellipse : public Shape {
public:
  Ellipse(Color c, long a, long b) : Shape(c), a_(a), b_(b) {}
  ~Ellipse() override;
  const char *kind() const override;
  long area() const override;
  long perimeter() const override;
  int corners() const override;
  void scale(int k) override;

private:
  long a_, b_;
};

class Triangle : public Shape {
public:
  Triangle(Color c, long a, long b, long d) : Shape(c), a_(a), b_(b), c_(d) {}
  ~Triangle() override;
  const char *kind() const override;
  long area() const override;
  long perimeter() const override;
  int corners() const override;
  void scale(int k) override;

private:
  long a_, b_, c_;
};

#endif
