package main

import (
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/irtext"
)

// TestIRCodesRenameGenerated checks the claim the IR benchmark rests on:
// the codes fmerge reads from the written IR are a one-to-one renaming of
// the generated codes, so a planted pair's shingle Jaccard is the same in
// both and recall computed on the generator's codes is recall on the IR.
func TestIRCodesRenameGenerated(t *testing.T) {
	prog := generate(600, 3, 0.1)
	var buf bytes.Buffer
	if err := writeIR(&buf, prog); err != nil {
		t.Fatal(err)
	}
	m, err := irmod.Parse("gen.ll", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	mc, err := irtext.ReadModule(m, 2)
	if err != nil {
		t.Fatal(err)
	}
	fwd, back := map[uint32]uint32{}, map[uint32]uint32{}
	read := 0
	for _, f := range m.Funcs {
		if !f.Defined() {
			continue
		}
		var i int
		if _, err := fmt.Sscanf(f.Name, "f%d", &i); err != nil {
			t.Fatalf("unexpected function %s", f.Name)
		}
		codes, ok := mc.Codes(f.Chunk)
		if !ok {
			t.Fatalf("%s: the text reader refused it", f.Name)
		}
		gen := prog.codes[i]
		if len(codes) != len(gen)+1 { // + ret
			t.Fatalf("%s: %d codes, generated %d + ret", f.Name, len(codes), len(gen))
		}
		for k, g := range gen {
			c := codes[k]
			if old, ok := fwd[g]; ok && old != c {
				t.Fatalf("%s: generated code %#x read as %#x and %#x", f.Name, g, old, c)
			}
			if old, ok := back[c]; ok && old != g {
				t.Fatalf("%s: IR code %#x stands for generated %#x and %#x", f.Name, c, old, g)
			}
			fwd[g], back[c] = c, g
		}
		read++
	}
	if read != len(prog.codes) {
		t.Fatalf("read %d functions, generated %d", read, len(prog.codes))
	}
	if len(fwd) < 200 {
		t.Fatalf("only %d distinct instructions used; the vocabulary is not exercised", len(fwd))
	}
}

// TestIRVerifies runs opt-14 -verify on a written program when opt-14 is
// installed.
func TestIRVerifies(t *testing.T) {
	opt, err := exec.LookPath("opt-14")
	if err != nil {
		t.Skip("opt-14 not installed")
	}
	path := filepath.Join(t.TempDir(), "gen.ll")
	if err := writeIRFile(path, generate(300, 5, 0.1)); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(opt, "-verify", "-disable-output", path).CombinedOutput(); err != nil {
		t.Fatalf("opt -verify: %v\n%s", err, out)
	}
}
