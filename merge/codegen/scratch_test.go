package codegen

import (
	"fmt"
	"os"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

func TestScratch(t *testing.T) {
	path := os.Getenv("SCRATCH")
	if path == "" {
		t.Skip()
	}
	text, _ := os.ReadFile(path)
	m, err := irmod.Parse(path, text)
	if err != nil {
		t.Fatal(err)
	}
	f1, f2 := m.Func(os.Getenv("F1")).IR, m.Func(os.Getenv("F2")).IR
	al := align.Align(f1, f2, align.NewCache(), align.Options{})
	fmt.Println("matched", al.Matched, al.Items)
	mg, err := Merge("merged", f1, f2, al)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Print(mg.Text)
	m.Append(mg.Text)
	if err := (irmod.Tools{}).Verify(m.Render()); err != nil {
		t.Fatal(err)
	}
}
