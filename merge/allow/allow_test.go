package allow

import (
	"strings"
	"testing"
)

func TestLookups(t *testing.T) {
	for _, tc := range []struct {
		what  string
		got   Entry
		class Class
		why   string // a substring of the reason
	}{
		{"opcode keyword", Opcode("getelementptr"), Compare, ""},
		{"opcode def name", Opcode("GetElementPtr"), Compare, ""},
		{"opcode def name cmpxchg", Opcode("AtomicCmpXchg"), IdenticalOnly, "llir"},
		{"opcode va_arg", Opcode("VAArg"), IdenticalOnly, ""},
		{"opcode callbr", Opcode("callbr"), NotMergeable, "blockaddress"},
		{"opcode unknown", Opcode("frobnicate"), NotMergeable, "unknown opcode frobnicate"},
		{"flag nsw", Flag("nsw"), Compare, ""},
		{"flag musttail", Flag("musttail"), IdenticalOnly, "prototype"},
		{"flag asm unwind", Flag("asm unwind"), NotMergeable, "llir"},
		{"attr naked", Attr("naked", FnAttr), NotMergeable, "naked"},
		{"attr nounwind", Attr("nounwind", FnAttr), Intersect, ""},
		{"attr norecurse", Attr("norecurse", FnAttr), BodyFact, "itself"},
		{"attr readonly fn", Attr("readonly", FnAttr), BodyFact, ""},
		{"attr returned", Attr("returned", ParamAttr), BodyFact, ""},
		{"attr nonnull param", Attr("nonnull", ParamAttr), Intersect, "share"},
		{"attr nonnull ret", Attr("nonnull", RetAttr), BodyFact, "select"},
		{"attr text align", Attr("align 16", RetAttr), Compare, ""},
		{"attr text byval", Attr("byval(%struct.S)", ParamAttr), Compare, "ABI"},
		{"attr string pair", Attr(`"target-cpu"="x86-64"`, FnAttr), Compare, ""},
		{"attr string family", Attr(`"no-builtin-memcpy"`, FnAttr), Compare, ""},
		{"attr swifterror", Attr("swifterror", ParamAttr), NotMergeable, "swifterror"},
		{"attr wrong position", Attr("naked", ParamAttr), NotMergeable, "not valid at param"},
		{"attr unknown keyword", Attr("frobnicate", FnAttr), NotMergeable, "unknown attribute frobnicate"},
		{"attr unknown string", Attr(`"my-attr"="1"`, FnAttr), NotMergeable, `unknown attribute "my-attr"`},
		{"attr call site", Attr("readnone", FnAttr|CallSite), Compare, "call-site"},
		{"attr call site blocks", Attr("preallocated(i32)", ParamAttr|CallSite), NotMergeable, ""},
		{"call site returns_twice", Attr("returns_twice", FnAttr|CallSite), IdenticalOnly, "setjmp"},
		{"fn returns_twice", Attr("returns_twice", FnAttr), NotMergeable, ""},
		{"call site alwaysinline", Attr("alwaysinline", FnAttr|CallSite), Compare, ""},
		{"call site naked falls back", Attr("noduplicate", FnAttr|CallSite), NotMergeable, ""},
		{"any position", Attr("nonnull", 0), Intersect, ""},
		{"coroutine", Attr(`"coroutine.presplit"="0"`, FnAttr), NotMergeable, "CoroSplit"},
		{"instrprof", Intrinsic("llvm.instrprof.increment"), IdenticalOnly, "constant"},
		{"cc default", CallConv(""), Compare, ""},
		{"cc fastcc", CallConv("fastcc"), Compare, ""},
		{"cc amdgpu_kernel", CallConv("amdgpu_kernel"), NotMergeable, "entry point"},
		{"cc numeric keyword", CallConv("cc 91"), NotMergeable, "entry point"},
		{"cc numeric only", CallConv("cc 11"), Compare, "HiPE"},
		{"cc unknown", CallConv("cc 63"), NotMergeable, "unknown calling convention cc 63"},
		{"md invariant.load", Metadata("invariant.load"), Compare, ""},
		{"md with bang", Metadata("!tbaa"), Intersect, ""},
		{"md dbg", Metadata("dbg"), Drop, ""},
		{"md unknown", Metadata("my.kind"), NotMergeable, "unknown metadata my.kind"},
		{"bundle deopt", Bundle("deopt"), NotMergeable, ""},
		{"bundle unknown", Bundle("foo"), NotMergeable, "unknown operand bundle foo"},
		{"constant 0xK", Constant("0xK"), Compare, "original text"},
		{"constant blockaddress", Constant("blockaddress"), NotMergeable, ""},
		{"func gc", FuncProp("gc"), IdenticalOnly, ""},
		{"intrinsic overloaded", Intrinsic("llvm.memcpy.p0i8.p0i8.i64"), Compare, ""},
		{"intrinsic with @", Intrinsic("@llvm.lifetime.start.p0i8"), Compare, ""},
		{"intrinsic family", Intrinsic("llvm.x86.sse2.pause"), Compare, "target"},
		{"intrinsic dangerous in family", Intrinsic("llvm.x86.seh.ehguard"), NotMergeable, ""},
		{"intrinsic dbg", Intrinsic("llvm.dbg.value"), Drop, ""},
		{"intrinsic returnaddress", Intrinsic("llvm.returnaddress"), NotMergeable, "frame"},
		{"intrinsic localescape", Intrinsic("llvm.localescape"), NotMergeable, ""},
		{"intrinsic coro", Intrinsic("llvm.coro.begin"), NotMergeable, ""},
		{"intrinsic no partial word", Intrinsic("llvm.memcpyfoo"), NotMergeable, "unknown intrinsic"},
		{"intrinsic unknown", Intrinsic("llvm.foo.bar"), NotMergeable, "unknown intrinsic llvm.foo.bar"},
	} {
		if tc.got.Class != tc.class || !strings.Contains(tc.got.Why(), tc.why) {
			t.Errorf("%s: got %s %q, want %s containing %q", tc.what, tc.got.Class, tc.got.Why(), tc.class, tc.why)
		}
	}
}

// TestTableWellFormed: every entry has a kind, a class and a reason, no
// two entries of a kind share a name and a position, and attribute
// entries say where they apply.
func TestTableWellFormed(t *testing.T) {
	seen := map[string]Where{}
	for _, e := range table {
		if e.Kind == 0 || e.Class == 0 || e.Name == "" || e.Reason == "" {
			t.Errorf("incomplete entry %+v", e)
		}
		if (e.Kind == KindAttr) != (e.Where != 0) {
			t.Errorf("entry %+v: Where must be set exactly for attributes", e)
		}
		key := e.Kind.String() + " " + e.Name
		if e.Where&CallSite != 0 {
			key += " at call sites"
		}
		w := e.Where &^ CallSite
		if w == 0 {
			w = 1 << 7
		}
		if seen[key]&w != 0 {
			t.Errorf("duplicate entry %s at %s", key, e.Where)
		}
		seen[key] |= w
	}
}

func TestBlocks(t *testing.T) {
	for _, tc := range []struct {
		c             Class
		ident, similr bool
	}{
		{Compare, false, false}, {Intersect, false, false}, {Drop, false, false}, {BodyFact, false, false},
		{IdenticalOnly, false, true}, {NotMergeable, true, true},
	} {
		e := Entry{Class: tc.c}
		if e.Blocks(Identical) != tc.ident || e.Blocks(Similar) != tc.similr {
			t.Errorf("%s: Blocks(Identical)=%v Blocks(Similar)=%v", tc.c, e.Blocks(Identical), e.Blocks(Similar))
		}
	}
}
