package allow

import (
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite TABLE.md from the table")

// TestDocTable checks that TABLE.md is Markdown(); with -update it
// rewrites the file.
func TestDocTable(t *testing.T) {
	want := Markdown()
	if *update {
		if err := os.WriteFile("TABLE.md", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile("TABLE.md")
	if err != nil {
		t.Fatalf("%v (run: go test ./merge/allow -run TestDocTable -update)", err)
	}
	if string(got) != want {
		t.Error("TABLE.md is out of date: run go test ./merge/allow -run TestDocTable -update")
	}
}
