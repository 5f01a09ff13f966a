package irtext

import (
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// Keys computed while llvm-dis prints each test module (as bitcode) are
// the keys IdentityKeys computes from the loaded module, and they are
// taken from the early reading, not computed again.
func TestEarlyKeysAreIdentityKeys(t *testing.T) {
	tools := irmod.DefaultTools()
	if _, err := exec.LookPath(tools.LLVMAs); err != nil {
		t.Skip("no llvm-as")
	}
	dir := t.TempDir()
	modules, defs := 0, 0
	for i, path := range testModules(t) {
		bc := filepath.Join(dir, filepath.Base(path)+".bc")
		if exec.Command(tools.LLVMAs, "-o", bc, path).Run() != nil {
			continue // the bad inputs tests feed to fmerge
		}
		e := &EarlyKeys{}
		m, err := irmod.LoadWith([]string{bc}, tools, irmod.ParseOptions{Deferred: true, Early: e.Reader(1 + i%3)})
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		want, wantKeyed, err := IdentityKeys(m, 2)
		if err != nil {
			continue // types the text reader does not read: no keys at all
		}
		got, gotKeyed, err := e.Keys(m, 2)
		if err != nil || !slices.Equal(got, want) || !slices.Equal(gotKeyed, wantKeyed) {
			t.Errorf("%s: early keys differ from IdentityKeys (%v)", path, err)
		}
		n := 0
		for _, c := range m.Chunks {
			if c.Kind == irmod.ChunkDefine {
				n++
			}
		}
		if n > 0 && (!e.matches(m) || len(e.keys) != n) {
			t.Errorf("%s: %d of %d definitions keyed early (prelude matches: %v)", path, len(e.keys), n, e.matches(m))
		}
		modules++
		defs += n
	}
	if modules < 20 || defs < 500 {
		t.Fatalf("only %d modules, %d definitions: the test shows nothing", modules, defs)
	}
}

// Keys computed with a prelude that is not the module's (a variable or
// type it lacks, which LLVM never prints after a function) are not used.
func TestEarlyKeysCheckThePrelude(t *testing.T) {
	text := "%T = type { i32 }\n@g = global i32 0\n\ndefine i32 @f() {\n  %a = load i32, i32* @g\n  ret i32 %a\n}\n\ndefine i32 @h() {\n  %a = load i32, i32* @g\n  ret i32 %a\n}\n"
	m, err := irmod.ParseWith("m.ll", []byte(text), irmod.ParseOptions{Deferred: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, prelude := range []string{"%T = type { i32 }\n", "@g = global i32 0\n", "%T = type { i64 }\n@g = global i32 0\n"} {
		pm, err := irmod.ParseWith("p.ll", []byte(prelude), irmod.ParseOptions{Deferred: true})
		if err != nil {
			t.Fatal(err)
		}
		e := &EarlyKeys{}
		read := e.Reader(1).Start(pm)
		for _, c := range m.Chunks {
			if c.Kind == irmod.ChunkDefine {
				read(c.Start, []byte("define void @x() {\n  ret void\n}\n")) // a wrong key
			}
		}
		if e.matches(m) {
			t.Errorf("prelude %q taken for the module's", prelude)
		}
		want, _, _ := IdentityKeys(m, 1)
		if got, _, _ := e.Keys(m, 1); !slices.Equal(got, want) {
			t.Errorf("prelude %q: keys %v, want %v", prelude, got, want)
		}
	}
}

// Definitions the early reader did not key (or keyed at another extent)
// are keyed when the module is loaded, with the early keys of the others.
func TestEarlyKeysFillTheRest(t *testing.T) {
	text := "@g = global i32 0\n\ndefine i32 @f() {\n  %a = load i32, i32* @g\n  ret i32 %a\n}\n\ndefine i32 @h(i32 %x) {\n  %a = add i32 %x, 1\n  ret i32 %a\n}\n\ndefine i32 @k() {\n  ret i32 0\n}\n"
	m, err := irmod.ParseWith("m.ll", []byte(text), irmod.ParseOptions{Deferred: true})
	if err != nil {
		t.Fatal(err)
	}
	pm, err := irmod.ParseWith("p.ll", []byte("@g = global i32 0\n\n"), irmod.ParseOptions{Deferred: true})
	if err != nil {
		t.Fatal(err)
	}
	e := &EarlyKeys{}
	read := e.Reader(1).Start(pm)
	var defs []irmod.Chunk
	for _, c := range m.Chunks {
		if c.Kind == irmod.ChunkDefine {
			defs = append(defs, c)
		}
	}
	read(defs[0].Start, m.Text[defs[0].Start:defs[0].End])
	read(defs[1].Start, m.Text[defs[1].Start:defs[1].End-2]) // cut short: not this definition
	if !e.matches(m) || len(e.keys) != 2 {
		t.Fatalf("early reading: matches %v, %d keys", e.matches(m), len(e.keys))
	}
	want, wantKeyed, _ := IdentityKeys(m, 1)
	got, gotKeyed, err := e.Keys(m, 2)
	if err != nil || !slices.Equal(got, want) || !slices.Equal(gotKeyed, wantKeyed) {
		t.Errorf("keys %v %v (%v), want %v %v", got, gotKeyed, err, want, wantKeyed)
	}
}
