package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const rankIR = `%struct.A = type { i32, i32 }
%struct.B = type { i32, i32 }

define i32 @sumA(%struct.A* %p) {
  %x = getelementptr %struct.A, %struct.A* %p, i32 0, i32 0
  %y = getelementptr %struct.A, %struct.A* %p, i32 0, i32 1
  %a = load i32, i32* %x
  %b = load i32, i32* %y
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @sumB(%struct.B* %p) {
  %x = getelementptr %struct.B, %struct.B* %p, i32 0, i32 0
  %y = getelementptr %struct.B, %struct.B* %p, i32 0, i32 1
  %a = load i32, i32* %x
  %b = load i32, i32* %y
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @subB(%struct.B* %p) {
  %x = getelementptr %struct.B, %struct.B* %p, i32 0, i32 0
  %y = getelementptr %struct.B, %struct.B* %p, i32 0, i32 1
  %a = load i32, i32* %x
  %b = load i32, i32* %y
  %s = sub i32 %a, %b
  ret i32 %s
}

define double @half(double %v) {
  %h = fmul double %v, 5.000000e-01
  ret double %h
}
`

func rankWriteIR(t *testing.T) (dir, path string) {
	dir = t.TempDir()
	path = filepath.Join(dir, "in.ll")
	if err := os.WriteFile(path, []byte(rankIR), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, path
}

func rankRun(t *testing.T, args ...string) (code int, out, errs string) {
	t.Helper()
	var o, e bytes.Buffer
	code = dispatch(args, &o, &e)
	return code, o.String(), e.String()
}

func TestRankCommand(t *testing.T) {
	_, in := rankWriteIR(t)
	for _, policy := range []string{"exhaustive", "lsh", "adaptive"} {
		code, out, errs := rankRun(t, "rank", "--ranking="+policy, "--jobs=1", in)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", policy, code, errs)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != 3 || !strings.HasPrefix(lines[0], "sumA\tsumB\t1.0000") || !strings.HasPrefix(lines[1], "sumB\tsumA\t1.0000") ||
			!strings.HasPrefix(lines[2], "subB\tsumA\t") {
			t.Errorf("%s: output\n%s", policy, out)
		}
		_, out2, _ := rankRun(t, "rank", "--ranking="+policy, "--jobs=2", in)
		if out2 != out {
			t.Errorf("%s: output depends on --jobs", policy)
		}
	}
}

func TestFingerprintReuse(t *testing.T) {
	dir, in := rankWriteIR(t)
	fp := filepath.Join(dir, "x.fmfp")
	if code, _, errs := rankRun(t, "fingerprint", "-o", fp, in); code != 0 {
		t.Fatalf("fingerprint: exit %d: %s", code, errs)
	}
	first, _ := os.ReadFile(fp)
	if fi, err := os.Stat(fp); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("artifact mode: %v %v, want 0644 like the other outputs", fi.Mode().Perm(), err)
	}
	rankRun(t, "fingerprint", "-jobs=1", "-o", fp, in)
	if second, _ := os.ReadFile(fp); !bytes.Equal(first, second) {
		t.Error("fingerprint artifact not deterministic")
	}
	_, want, _ := rankRun(t, "rank", "--ranking=lsh", in)
	code, got, errs := rankRun(t, "rank", "--ranking=lsh", "--stats", "--fingerprints", fp, in)
	if code != 0 || got != want || !strings.Contains(errs, "computed=0 reused=4") {
		t.Errorf("with cache: exit %d, output %q (want %q), stats %q", code, got, want, errs)
	}

	bad := filepath.Join(dir, "bad.fmfp")
	damaged := append([]byte{}, first...)
	damaged[len(damaged)/2] ^= 1
	os.WriteFile(bad, damaged, 0o644)
	code, _, errs = rankRun(t, "rank", "--fingerprints", bad, in)
	if code != 2 || !strings.Contains(errs, bad) {
		t.Errorf("corrupt cache: exit %d, %q", code, errs)
	}
	code, got, errs = rankRun(t, "rank", "--ranking=lsh", "--ignore-bad-fingerprints", "--fingerprints", bad, in)
	if code != 0 || got != want || !strings.Contains(errs, "warning") {
		t.Errorf("ignored corrupt cache: exit %d, %q", code, errs)
	}
	// A cache made with a smaller k cannot serve k=200.
	small := filepath.Join(dir, "small.fmfp")
	rankRun(t, "fingerprint", "-k", "8", "-o", small, in)
	if code, _, errs = rankRun(t, "rank", "--fingerprints", small, in); code != 2 || !strings.Contains(errs, "k=8") {
		t.Errorf("k mismatch: exit %d, %q", code, errs)
	}
}

func TestRankBadUsage(t *testing.T) {
	dir, in := rankWriteIR(t)
	junk := filepath.Join(dir, "junk.ll")
	os.WriteFile(junk, []byte("define i32 @f( {\n"), 0o644)
	for _, args := range [][]string{
		{"rank", "--ranking=fast", in},
		{"rank"},
		{"rank", "--rows=3", "--bands=100", "--k=200", in},
		{"rank", junk},
		{"fingerprint", in},
	} {
		if code, _, errs := rankRun(t, args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
}

// TestRankUnverified: -verify=false skips LLVM's verifier, so text fmerge
// reads but LLVM rejects (a use of an undefined value) ranks, while the
// default refuses it naming the file; text fmerge cannot read is an error
// naming file and line either way.
func TestRankUnverified(t *testing.T) {
	dir, in := rankWriteIR(t)
	bad := filepath.Join(dir, "undef.ll")
	body := strings.Replace(rankIR, "%s = sub i32 %a, %b", "%s = sub i32 %a, %nowhere", 1)
	if err := os.WriteFile(bad, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := rankRun(t, "rank", bad); code != 2 || !strings.Contains(errs, "undef.ll:") {
		t.Errorf("verified: exit %d, stderr %q; want 2 naming undef.ll", code, errs)
	}
	_, want, _ := rankRun(t, "rank", in)
	code, got, errs := rankRun(t, "rank", "-verify=false", bad)
	if code != 0 || got != want {
		t.Errorf("unverified: exit %d, stderr %q, output %q; want 0 and %q", code, errs, got, want)
	}
	junk := filepath.Join(dir, "junk.ll")
	os.WriteFile(junk, []byte("define i32 @f(i32 %x) {\n  %y = add i32 %x,, 1\n  ret i32 %y\n}\n"), 0o644)
	if code, _, errs := rankRun(t, "rank", "-verify=false", junk); code != 2 || !strings.Contains(errs, "junk.ll:2") {
		t.Errorf("unreadable: exit %d, stderr %q; want 2 naming junk.ll:2", code, errs)
	}
}

// TestRankUnverifiedBitcode: -verify=false changes nothing for bitcode,
// which llvm-dis prints: a body llir cannot read (an attachment on
// freeze) that the text reader refuses too (cmpxchg) is left out of the
// ranking, as with the verifier, instead of failing the run.
func TestRankUnverifiedBitcode(t *testing.T) {
	requireLLVM(t)
	dir, _ := rankWriteIR(t)
	ll := filepath.Join(dir, "odd.ll")
	odd := rankIR + `
define i32 @odd(i32* %p, i32 %x) {
  %f = freeze i32 %x, !annotation !0
  %r = cmpxchg i32* %p, i32 %f, i32 1 seq_cst seq_cst
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}

!0 = !{!"a"}
`
	if err := os.WriteFile(ll, []byte(odd), 0o644); err != nil {
		t.Fatal(err)
	}
	bc := filepath.Join(dir, "odd.bc")
	as := "llvm-as-14"
	if _, err := exec.LookPath(as); err != nil {
		as = "llvm-as"
	}
	if out, err := exec.Command(as, "-o", bc, ll).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as: %v\n%s", err, out)
	}
	code, want, errs := rankRun(t, "rank", bc)
	if code != 0 {
		t.Fatalf("verified: exit %d: %s", code, errs)
	}
	if code, got, errs := rankRun(t, "rank", "-verify=false", bc); code != 0 || got != want {
		t.Errorf("unverified: exit %d, stderr %q, output %q; want 0 and %q", code, errs, got, want)
	}
}
