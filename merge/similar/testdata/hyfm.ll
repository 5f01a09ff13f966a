; Pairs built to hit the two stack-demotion bugs of HyFM's code generator,
; plus ABI attributes and a call whose argument list spans lines. fmerge
; does not demote to the stack, so the merged functions must verify and
; behave like the originals.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@keep = global [2 x i16 (i8, i32)*] [i16 (i8, i32)* @ext_a, i16 (i8, i32)* @ext_b]

declare i32 @printf(i8*, ...)
declare i32 @__gxx_personality_v0(...)

; Bug 1: HyFM stores a demoted phi right after it, in front of later phis.
; Both loop headers have several phis, the first used after code that only
; one function has.
define internal i32 @loop_a(i32 %n, i32 %k) noinline {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 1, %entry ], [ %acc.next, %latch ]
  %odd = phi i32 [ 0, %entry ], [ %odd.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %t = mul i32 %acc, 3
  %u = add i32 %t, %k
  %bit = and i32 %i, 1
  %isodd = icmp ne i32 %bit, 0
  br i1 %isodd, label %odd.bb, label %latch
odd.bb:
  %o1 = add i32 %odd, %i
  br label %latch
latch:
  %odd.next = phi i32 [ %o1, %odd.bb ], [ %odd, %body ]
  %acc.next = add i32 %u, %i
  %i.next = add i32 %i, 1
  br label %head
exit:
  %r = add i32 %acc, %i
  %r2 = add i32 %r, %odd
  ret i32 %r2
}

define internal i32 @loop_b(i32 %n, i32 %k) noinline {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 2, %entry ], [ %acc.next, %latch ]
  %odd = phi i32 [ 5, %entry ], [ %odd.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %t = mul i32 %acc, 5
  %t2 = xor i32 %t, %k
  %u = add i32 %t2, %k
  %bit = and i32 %i, 1
  %isodd = icmp ne i32 %bit, 0
  br i1 %isodd, label %latch, label %even.bb
even.bb:
  %e1 = sub i32 %odd, %i
  %e2 = mul i32 %e1, 3
  br label %latch
latch:
  %odd.next = phi i32 [ %e2, %even.bb ], [ %odd, %body ]
  %acc.next = sub i32 %u, %i
  %i.next = add i32 %i, 1
  br label %head
exit:
  %r = add i32 %acc, %i
  %r2 = mul i32 %r, %odd
  ret i32 %r2
}

; Bug 2: HyFM demotes an invoke result with a store after the invoke and a
; load in the normal successor, where a phi uses it: the load lands after
; the phi that needs it.
define internal i32 @work(i32 %x) noinline {
  %y = mul i32 %x, 2
  ret i32 %y
}

define internal i32 @inv_a(i32 %x) noinline personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  %c = icmp sgt i32 %x, 10
  br i1 %c, label %call, label %ok
call:
  %r = invoke i32 @work(i32 %x) to label %ok unwind label %lp
ok:
  %p = phi i32 [ %r, %call ], [ 7, %entry ]
  %s = add i32 %p, 1
  ret i32 %s
lp:
  %l = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %l
}

define internal i32 @inv_b(i32 %x) noinline personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
entry:
  %c = icmp sgt i32 %x, 20
  br i1 %c, label %call, label %ok
call:
  %x3 = mul i32 %x, 3
  %r = invoke i32 @work(i32 %x3) to label %ok unwind label %lp
ok:
  %p = phi i32 [ %r, %call ], [ 9, %entry ]
  %s = add i32 %p, 2
  ret i32 %s
lp:
  %l = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %l
}

; ABI attributes: external functions whose address is taken stay as thunks,
; which must pass zeroext/signext on to the merged function.
define signext i16 @ext_a(i8 zeroext %c, i32 %n) noinline {
  %w = zext i8 %c to i32
  %m = mul i32 %w, %n
  %a = add i32 %m, 7
  %b = xor i32 %a, 21
  %t = trunc i32 %b to i16
  ret i16 %t
}

define signext i16 @ext_b(i8 zeroext %c, i32 %n) noinline {
  %w = zext i8 %c to i32
  %m = mul i32 %w, %n
  %a = add i32 %m, 9
  %b = xor i32 %a, 17
  %t = trunc i32 %b to i16
  ret i16 %t
}

; Calls whose argument list spans lines.
define internal i32 @ml_a(i32 %x, i32 %y) noinline {
  %s = add i32 %x, %y
  %m = mul i32 %s, 11
  %t = sub i32 %m, %x
  ret i32 %t
}

define internal i32 @ml_b(i32 %x, i32 %y) noinline {
  %s = add i32 %x, %y
  %m = mul i32 %s, 13
  %t = sub i32 %m, %y
  ret i32 %t
}

; Calling conventions: fastcc and C functions may merge; the merged
; function is fastcc like the first, the C one stays as a thunk.
define internal fastcc i32 @cc_a(i32 %x, i32 %y) noinline {
  %s = mul i32 %x, %y
  %t = add i32 %s, 1000
  %u = sdiv i32 %t, 7
  ret i32 %u
}

define internal i32 @cc_b(i32 %x, i32 %y) noinline {
  %s = mul i32 %x, %y
  %t = add i32 %s, 2000
  %u = sdiv i32 %t, 9
  ret i32 %u
}

define internal void @show(i32 %v) noinline {
  %f = getelementptr [4 x i8], [4 x i8]* @.fmt, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i32 %v)
  ret void
}

define i32 @main() {
  %l1 = call i32 @loop_a(i32 9, i32 4)
  call void @show(i32 %l1)
  %l2 = call i32 @loop_b(i32 7, i32 3)
  call void @show(i32 %l2)
  %i1 = call i32 @inv_a(i32 5)
  call void @show(i32 %i1)
  %i2 = call i32 @inv_a(i32 50)
  call void @show(i32 %i2)
  %i3 = call i32 @inv_b(i32 15)
  call void @show(i32 %i3)
  %i4 = call i32 @inv_b(i32 30)
  call void @show(i32 %i4)
  %pa = getelementptr [2 x i16 (i8, i32)*], [2 x i16 (i8, i32)*]* @keep, i64 0, i64 0
  %fa = load volatile i16 (i8, i32)*, i16 (i8, i32)** %pa
  %e1 = call signext i16 %fa(i8 zeroext 200, i32 3)
  %e1w = sext i16 %e1 to i32
  call void @show(i32 %e1w)
  %pb = getelementptr [2 x i16 (i8, i32)*], [2 x i16 (i8, i32)*]* @keep, i64 0, i64 1
  %fb = load volatile i16 (i8, i32)*, i16 (i8, i32)** %pb
  %e2 = call signext i16 %fb(i8 zeroext 255, i32 300)
  %e2w = sext i16 %e2 to i32
  call void @show(i32 %e2w)
  %m1 = call i32 @ml_a(i32 3, ; first argument
                       i32 4)
  call void @show(i32 %m1)
  %m2 = call i32 @ml_b(
      i32 5,
      i32 6)
  call void @show(i32 %m2)
  %c1 = call fastcc i32 @cc_a(i32 12, i32 13)
  call void @show(i32 %c1)
  %c2 = call i32 @cc_b(i32 14, i32 15)
  call void @show(i32 %c2)
  ret i32 0
}
