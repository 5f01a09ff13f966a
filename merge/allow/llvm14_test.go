package allow

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// llvmInclude is where Debian's llvm-14-dev installs LLVM's headers.
const llvmInclude = "/usr/lib/llvm-14/include/llvm"

// header returns a header of LLVM 14, skipping the test when the headers
// are not installed.
func header(t *testing.T, rel string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(llvmInclude, rel))
	if os.IsNotExist(err) {
		t.Skipf("LLVM 14 headers not installed (%s missing): install package llvm-14-dev", filepath.Join(llvmInclude, rel))
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// known reports whether a lookup found an entry (rather than answering
// "unknown" or "not valid here").
func known(e Entry) bool {
	return e.Class != 0 && !strings.HasPrefix(e.Reason, "unknown ") && !strings.HasPrefix(e.Reason, "attribute ")
}

// between returns the part of s after the first from and before the next to.
func between(t *testing.T, s, from, to string) string {
	t.Helper()
	i := strings.Index(s, from)
	if i < 0 {
		t.Fatalf("%q not found", from)
	}
	s = s[i+len(from):]
	j := strings.Index(s, to)
	if j < 0 {
		t.Fatalf("%q not found after %q", to, from)
	}
	return s[:j]
}

func TestLLVM14Opcodes(t *testing.T) {
	def := header(t, "IR/Instruction.def")
	ms := regexp.MustCompile(`(?m)^HANDLE_\w+_INST\s*\(\s*\d+\s*,\s*(\w+)`).FindAllStringSubmatch(def, -1)
	if len(ms) != 67 {
		t.Fatalf("Instruction.def: %d opcodes, want 67 (the parser needs updating?)", len(ms))
	}
	for _, m := range ms {
		if !known(Opcode(m[1])) {
			t.Errorf("opcode %s is not classified", m[1])
		}
	}
}

func TestLLVM14Attributes(t *testing.T) {
	td := header(t, "IR/Attributes.td")
	ms := regexp.MustCompile(`(?s)def \w+\s*:\s*(?:Enum|Int|Type)Attr<"([^"]+)",\s*\[([^\]]*)\]>`).FindAllStringSubmatch(td, -1)
	if len(ms) < 70 {
		t.Fatalf("Attributes.td: only %d attributes parsed", len(ms))
	}
	pos := map[string]Where{"FnAttr": FnAttr, "ParamAttr": ParamAttr, "RetAttr": RetAttr}
	for _, m := range ms {
		for _, p := range strings.Split(m[2], ",") {
			w, ok := pos[strings.TrimSpace(p)]
			if !ok {
				t.Fatalf("attribute %s: unknown position %q", m[1], p)
			}
			if e := Attr(m[1], w); !known(e) {
				t.Errorf("attribute %s at %s is not classified: %s", m[1], w, e.Reason)
			}
			if e := Attr(m[1], w|CallSite); !known(e) {
				t.Errorf("call-site attribute %s at %s is not classified: %s", m[1], w, e.Reason)
			}
		}
	}
	amd := header(t, "IR/AttributesAMDGPU.td")
	for _, src := range []string{td, amd} {
		for _, m := range regexp.MustCompile(`StrBoolAttr<"([^"]+)">`).FindAllStringSubmatch(src, -1) {
			if e := Attr(`"`+m[1]+`"`, FnAttr); !known(e) {
				t.Errorf("string attribute %q is not classified", m[1])
			}
		}
	}
	// Attributes.inc is the generated list; every name in it must be known.
	inc := header(t, "IR/Attributes.inc")
	names := between(t, inc, "#ifdef GET_ATTR_NAMES", "#undef ATTRIBUTE_ALL")
	n := 0
	for _, m := range regexp.MustCompile(`(?m)^ATTRIBUTE_(\w+)\(\w+,([^)]+)\)`).FindAllStringSubmatch(names, -1) {
		n++
		name := m[2]
		if m[1] == "STRBOOL" {
			name = `"` + name + `"`
		}
		if !known(Attr(name, 0)) {
			t.Errorf("attribute %s (Attributes.inc) is not classified", name)
		}
	}
	if n < 80 {
		t.Errorf("Attributes.inc: only %d attributes parsed", n)
	}
	// The lexer's attribute keywords.
	tok := header(t, "AsmParser/LLToken.h")
	for _, m := range regexp.MustCompile(`kw_(\w+),`).FindAllStringSubmatch(between(t, tok, "// Attributes:", "kw_type,"), -1) {
		if m[1] == "attributes" {
			continue
		}
		if !known(Attr(m[1], 0)) {
			t.Errorf("attribute keyword %s (LLToken.h) is not classified", m[1])
		}
	}
}

func TestLLVM14CallingConventions(t *testing.T) {
	tok := header(t, "AsmParser/LLToken.h")
	kws := regexp.MustCompile(`kw_(\w+),`).FindAllStringSubmatch(between(t, tok, "kw_cc,", "// Attributes:"), -1)
	if len(kws) < 40 {
		t.Fatalf("LLToken.h: only %d calling-convention keywords", len(kws))
	}
	for _, m := range kws {
		if !known(CallConv(m[1])) {
			t.Errorf("calling convention %s is not classified", m[1])
		}
	}
	h := header(t, "IR/CallingConv.h")
	for _, m := range regexp.MustCompile(`(?m)^\s+(\w+) = (\d+),`).FindAllStringSubmatch(h, -1) {
		if m[1] == "FirstTargetCC" || m[1] == "MaxID" {
			continue
		}
		if e := CallConv("cc " + m[2]); !known(e) {
			t.Errorf("calling convention %s (cc %s) is not classified", m[1], m[2])
		}
	}
}

func TestLLVM14MetadataKinds(t *testing.T) {
	def := header(t, "IR/FixedMetadataKinds.def")
	ms := regexp.MustCompile(`LLVM_FIXED_MD_KIND\(\w+,\s*"([^"]+)"`).FindAllStringSubmatch(def, -1)
	if len(ms) != 31 {
		t.Fatalf("FixedMetadataKinds.def: %d kinds, want 31", len(ms))
	}
	for _, m := range ms {
		if !known(Metadata(m[1])) {
			t.Errorf("metadata kind !%s is not classified", m[1])
		}
	}
}

func TestLLVM14Intrinsics(t *testing.T) {
	impl := header(t, "IR/IntrinsicImpl.inc")
	names := regexp.MustCompile(`"(llvm\.[^"]+)"`).FindAllStringSubmatch(between(t, impl, "#ifdef GET_INTRINSIC_NAME_TABLE", "#endif"), -1)
	if len(names) < 10000 {
		t.Fatalf("IntrinsicImpl.inc: only %d intrinsic names", len(names))
	}
	enums := header(t, "IR/IntrinsicEnums.inc")
	names = append(names, regexp.MustCompile(`// (llvm\.\S+)`).FindAllStringSubmatch(enums, -1)...)
	bad := 0
	for _, m := range names {
		if e := Intrinsic(m[1]); !known(e) {
			bad++
			if bad <= 20 {
				t.Errorf("intrinsic %s is not classified", m[1])
			}
		}
	}
	if bad > 20 {
		t.Errorf("... %d intrinsics not classified in all", bad)
	}
}
