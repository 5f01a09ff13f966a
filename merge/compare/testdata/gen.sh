#!/bin/sh
# Regenerates the clang-14 IR used by the tests (committed, so the tests do
# not need clang), and for each module the functions opt-14 -mergefunc
# merges (<module>.mergefunc: "G F" per line, G became a thunk of F), which
# the tests use as an oracle. Run from this directory.
set -eu
for opt in O1 Os; do
  clang-14 -$opt -S -emit-llvm -fno-discard-value-names -o real_$opt.ll real.c
  clang-14 -$opt -S -emit-llvm -fno-inline-functions -fno-inline -o realcc_$opt.ll real.cc
done
clang-14 -O1 -g -S -emit-llvm -o real_O1g.ll real.c
for m in real_O1 real_Os real_O1g realcc_O1 realcc_Os; do
  opt-14 -mergefunc -S $m.ll -o /tmp/fmerge-gen-$m.ll
  python3 - $m.ll /tmp/fmerge-gen-$m.ll > $m.mergefunc <<'PY'
import re, sys
def funcs(text):
    return {m.group(1): m.group(0) for m in re.finditer(r"^define [^\n]*?@([\w.]+)\(.*?\n}", text, re.S | re.M)}
def callees(body):
    return re.findall(r"(?:call|invoke) [^@\n]*@([\w.]+)", body)
orig, merged = funcs(open(sys.argv[1]).read()), funcs(open(sys.argv[2]).read())
pairs = set()
# G became a thunk: a body of a tail call to another defined function.
for name, body in merged.items():
    insts = [l for l in body.split("\n")[1:-1] if l.strip() and not l.strip().endswith(":")]
    cs = re.findall(r"tail call [^@]*@([\w.]+)\(", body)
    if len(insts) <= 3 and cs and cs[0] in orig and cs[0] != name and cs[0] not in callees(orig[name]):
        pairs.add((name, cs[0]))
# G was deleted and its callers redirected: compare call targets in order.
for name, body in merged.items():
    if name not in orig or len(callees(orig[name])) != len(callees(body)) or any(p[0] == name for p in pairs):
        continue
    for g, f in zip(callees(orig[name]), callees(body)):
        if g != f and g in orig and f in orig:
            pairs.add((g, f))
# G was deleted and references in global initializers redirected.
def globals_(text):
    return {m.group(1): m.group(2) for m in re.finditer(r"^@([\w.]+) = (.*)$", text, re.M)}
go, gm = globals_(open(sys.argv[1]).read()), globals_(open(sys.argv[2]).read())
for name, init in gm.items():
    if name in go:
        for g, f in zip(re.findall(r"@([\w.]+)", go[name]), re.findall(r"@([\w.]+)", init)):
            if g != f and g in orig and f in orig:
                pairs.add((g, f))
for g, f in sorted(pairs):
    print(g, f)
PY
  rm -f /tmp/fmerge-gen-$m.ll
done
