; Weak (interposable) twins @f and @g, both norecurse through an attribute group:
; they share a private body, which @f(1) reaches again through @h and @g(0).
; The body must not keep norecurse (GlobalOpt would turn @G into a local of it).
target triple = "x86_64-pc-linux-gnu"

@G = internal global i32 0
@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"

declare i32 @printf(i8*, ...)

define weak i32 @f(i32 %n) #0 {
entry:
  store i32 %n, i32* @G
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %rec, label %done
rec:
  %m = sub i32 %n, 1
  %r = call i32 @h(i32 %m)
  br label %done
done:
  %v = load i32, i32* @G
  %w = mul i32 %v, 10
  ret i32 %w
}

define weak i32 @g(i32 %n) #0 {
entry:
  store i32 %n, i32* @G
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %rec, label %done
rec:
  %m = sub i32 %n, 1
  %r = call i32 @h(i32 %m)
  br label %done
done:
  %v = load i32, i32* @G
  %w = mul i32 %v, 10
  ret i32 %w
}

define internal i32 @h(i32 %n) noinline {
  %r = call i32 @g(i32 %n)
  ret i32 %r
}

define i32 @main() {
  %a = call i32 @f(i32 1)
  %b = call i32 @h(i32 0)
  %p = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @fmt, i64 0, i64 0), i32 %a, i32 %b)
  ret i32 0
}
attributes #0 = { noinline norecurse }
