package identical

import (
	"fmt"
	"maps"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

// run merges src and returns the result and the rendered, verified output.
// It merges src a second time as the pipeline reads it, with llir given
// only functions whose shapes collide, twins sharing one reading and only
// the prelude those reach (irmod.ParseOptions.ShareTwins, ReachedPrelude),
// and fails unless both agree.
func run(t *testing.T, src string, opts Options) (*Result, string) {
	t.Helper()
	res, out := merge(t, src, opts, irmod.ParseOptions{})
	shared, sharedOut := merge(t, src, opts, irmod.ParseOptions{OnlyShapeCollisions: true, ShareTwins: true, ReachedPrelude: true, Valid: true})
	if sharedOut != out || merges(shared) != merges(res) {
		t.Fatalf("twins sharing a reading change the result:\n%s\n%s\nwithout sharing:\n%s\n%s", merges(shared), sharedOut, merges(res), out)
	}
	return res, out
}

// testdata reads a module under testdata/.
func testdata(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

func merge(t *testing.T, src string, opts Options, parse irmod.ParseOptions) (*Result, string) {
	t.Helper()
	m, err := irmod.ParseWith("t.ll", []byte(src), parse)
	if err != nil {
		t.Fatal(err)
	}
	res := Run(m, opts, &stats.Stats{})
	out := string(m.Render())
	tools := irmod.DefaultTools()
	if _, err := exec.LookPath(tools.Opt); err != nil {
		t.Skipf("%s not installed", tools.Opt)
	}
	if err := tools.Verify([]byte(out)); err != nil {
		t.Fatalf("output does not verify: %v\n%s", err, out)
	}
	return res, out
}

func merges(res *Result) string {
	var parts []string
	for _, m := range res.Merges {
		parts = append(parts, m.Replaced+"->"+m.Survivor+":"+m.How)
	}
	return strings.Join(parts, " ")
}

// body is a function body long enough to be worth a thunk.
const body = `  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  ret i32 %c
`

func def(header string) string { return header + " {\n" + body + "}\n\n" }

// containsAll reports each of wants that out lacks.
func containsAll(t *testing.T, out string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
}

func TestInternalDuplicateIsDeletedAndCallsRedirected(t *testing.T) {
	src := def("define internal i32 @b(i32 %x)") + def("define internal i32 @a(i32 %x)") +
		"define i32 @main(i32 %x) {\n  %1 = call i32 @a(i32 %x)\n  %2 = call i32 @b(i32 %1)\n  ret i32 %2\n}\n"
	res, out := run(t, src, Options{})
	if got := merges(res); got != "b->a:deleted" {
		t.Fatalf("merges = %q", got)
	}
	if strings.Contains(out, "@b(") || strings.Count(out, "call i32 @a(") != 2 {
		t.Errorf("calls not redirected:\n%s", out)
	}
}

func TestExternalAddressSignificantBecomesThunk(t *testing.T) {
	src := def("define i32 @a(i32 %x)") + def("define i32 @b(i32 %x)") +
		"@fp = global i32 (i32)* @b\n"
	res, out := run(t, src, Options{Aliases: true})
	if got := merges(res); got != "b->a:thunk" {
		t.Fatalf("merges = %q", got)
	}
	if !strings.Contains(out, "tail call i32 @a(i32 %x)") || !strings.Contains(out, "@fp = global i32 (i32)* @b") {
		t.Errorf("expected thunk b -> a with @fp still pointing at b:\n%s", out)
	}
}

func TestUnnamedAddrExternalBecomesAlias(t *testing.T) {
	src := def("define i32 @a(i32 %x) align 16") + def("define hidden i32 @b(i32 %x) unnamed_addr align 32")
	res, out := run(t, src, Options{Aliases: true})
	if got := merges(res); got != "b->a:alias" {
		t.Fatalf("merges = %q", got)
	}
	if !strings.Contains(out, "@b = hidden unnamed_addr alias i32 (i32), i32 (i32)* @a") {
		t.Errorf("alias missing:\n%s", out)
	}
	if !strings.Contains(out, "define i32 @a(i32 %x) align 32 {") {
		t.Errorf("survivor must take the larger alignment:\n%s", out)
	}
	// Without aliases the same pair gets a thunk.
	res, _ = run(t, src, Options{})
	if got := merges(res); got != "b->a:thunk" {
		t.Fatalf("without aliases merges = %q", got)
	}
}

func TestUsedFunctionKeepsItsUses(t *testing.T) {
	src := def("define internal i32 @a(i32 %x)") + def("define internal i32 @b(i32 %x) unnamed_addr") +
		"@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 (i32)* @b to i8*)], section \"llvm.metadata\"\n" +
		"define i32 @main(i32 %x) {\n  %1 = call i32 @b(i32 %x)\n  ret i32 %1\n}\n"
	res, out := run(t, src, Options{Aliases: true})
	if got := merges(res); got != "b->a:thunk" {
		t.Fatalf("merges = %q", got)
	}
	if !strings.Contains(out, "bitcast (i32 (i32)* @b to i8*)") || !strings.Contains(out, "call i32 @a(i32 %x)") {
		t.Errorf("llvm.used entry must stay on b, direct call may move:\n%s", out)
	}
}

// usedNames lists what @llvm.used and @llvm.compiler.used name, and
// nothing from the lines around them.
func TestUsedNames(t *testing.T) {
	src := "@g = global i32 0\n" +
		"@llvm.used = appending global [2 x i8*] [i8* bitcast (i32 (i32)* @b to i8*), i8* bitcast (i32* @g to i8*)], section \"llvm.metadata\"\n" +
		"@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (i32 (i32)* @c to i8*)], section \"llvm.metadata\"\n" +
		"@p = global i32 (i32)* @a\n" +
		def("define i32 @a(i32 %x)") + def("define i32 @b(i32 %x)") + def("define i32 @c(i32 %x)")
	m, err := irmod.ParseWith("used.ll", []byte(src), irmod.ParseOptions{Valid: true})
	if err != nil {
		t.Fatal(err)
	}
	got := usedNames(m)
	if want := map[string]bool{"b": true, "g": true, "c": true}; !maps.Equal(got, want) {
		t.Errorf("usedNames = %v, want %v", got, want)
	}
}

func TestWeakPairMergesThroughPrivateBody(t *testing.T) {
	src := def("define weak i32 @a(i32 %x)") + def("define weak i32 @b(i32 %x)")
	res, out := run(t, src, Options{})
	if got := merges(res); got != "b->a:double-thunk" || res.Merges[0].Body != "a.fmerge" {
		t.Fatalf("merges = %q\n%s", got, out)
	}
	containsAll(t, out, "define private i32 @a.fmerge(i32 %x)", "define weak i32 @a(i32 %x) {\n  %fmerge.ret = tail call i32 @a.fmerge(", "define weak i32 @b(i32 %x) {\n  %fmerge.ret = tail call i32 @a.fmerge(")
}

func TestStrongTwinAbsorbsWeakPair(t *testing.T) {
	// Two weak functions before a strong one of the same body: LLVM's
	// strong function absorbs the pair's private body, so both weak names
	// end as thunks to the strong one and no private copy is left
	// (LLVM's external-before-local.ll). fmerge meets the strong one first.
	src := def("define weak i32 @a(i32 %x)") + def("define weak i32 @b(i32 %x)") + def("define i32 @c(i32 %x)")
	res, out := run(t, src, Options{})
	if got := merges(res); got != "a->c:thunk b->c:thunk" {
		t.Fatalf("merges = %q\n%s", got, out)
	}
	if strings.Contains(out, "private") || strings.Count(out, "mul i32") != 1 {
		t.Errorf("one body, named c, should remain:\n%s", out)
	}
}

func TestWeakTwinsShareOneBody(t *testing.T) {
	// Four weak twins: the private body of the first pair stays in the
	// tree, and the others forward to it (LLVM's result); fmerge used to
	// start a second private copy for the next pair.
	src := def("define weak i32 @a(i32 %x)") + def("define weak i32 @b(i32 %x)") + def("define weak i32 @c(i32 %x)") + def("define weak i32 @d(i32 %x)")
	res, out := run(t, src, Options{})
	if got := merges(res); got != "b->a:double-thunk c->a:double-thunk d->a:double-thunk" {
		t.Fatalf("merges = %q\n%s", got, out)
	}
	if strings.Count(out, "mul i32") != 1 || strings.Count(out, "tail call i32 @a.fmerge(i32 %x)") != 4 {
		t.Errorf("want one private body and four thunks to it:\n%s", out)
	}
}

func TestUnusedLinkonceJoinerIsDeleted(t *testing.T) {
	// A third linkonce twin that nothing references goes, as LLVM's
	// mergeTwoFunctions erases a discardable function left without uses;
	// one that is called, or a weak one, forwards to the private body. The
	// first pair forwards either way (LLVM moves its body before it looks
	// at uses). With unnamed_addr the forwarders are aliases.
	calls := "define i32 @main() {\n  %1 = call i32 @a(i32 1)\n  %2 = call i32 @d(i32 2)\n  ret i32 %2\n}\n\n"
	for _, unnamed := range []string{"", " unnamed_addr"} {
		src := def("define linkonce i32 @a(i32 %x)"+unnamed) + def("define linkonce i32 @b(i32 %x)"+unnamed) +
			def("define linkonce i32 @c(i32 %x)"+unnamed) + def("define linkonce i32 @d(i32 %x)"+unnamed) +
			def("define weak i32 @e(i32 %x)"+unnamed) + calls
		res, out := run(t, src, Options{Aliases: unnamed != ""})
		want := "c->a.fmerge:deleted b->a:double-thunk d->a:double-thunk e->a:double-thunk"
		if got := merges(res); got != want {
			t.Errorf("unnamed_addr %q: merges = %q, want %q\n%s", unnamed, got, want, out)
		}
		if strings.Contains(out, "@c(") || strings.Count(out, "mul i32") != 1 {
			t.Errorf("unnamed_addr %q: @c should be gone and one body left:\n%s", unnamed, out)
		}
		if unnamed != "" && strings.Count(out, " alias i32 (i32)") != 4 {
			t.Errorf("the four forwarders should be aliases:\n%s", out)
		}
	}
}

// lateTwins is a module in which @s, strong, equals the weak @w1 and @w2
// only once @h2 is merged into @h1; k instructions more in @h1 and @h2
// move their hash, and with it whether they merge before or after the
// others meet.
func lateTwins(k int, w1Hints, w2Hints, sHints string) string {
	var extra strings.Builder
	last := "%c"
	for i := 0; i < k; i++ {
		fmt.Fprintf(&extra, "  %%e%d = add i32 %%c, %d\n", i, i)
		last = fmt.Sprintf("%%e%d", i)
	}
	h := func(n string) string {
		return "define internal i32 @" + n + "(i32 %x) noinline {\n  %a = mul i32 %x, 13\n  %b = xor i32 %a, 77\n  %c = add i32 %b, 5\n" + extra.String() + "  ret i32 " + last + "\n}\n\n"
	}
	w := func(header, callee, hints string) string {
		return header + " {\n  %a = call i32 @" + callee + "(i32 %x)\n  store i32 %a, i32* %p, align 4" + hints + "\n  %b = add i32 %a, 1\n  %c = mul i32 %b, %x\n  ret i32 %c\n}\n\n"
	}
	return h("h1") + h("h2") + w("define weak i32 @w1(i32 %x, i32* %p)", "h1", w1Hints) + w("define weak i32 @w2(i32 %x, i32* %p)", "h1", w2Hints) +
		w("define i32 @s(i32 %x, i32* %p)", "h2", sHints) + "!0 = !{!\"int\", !1, i64 0}\n!1 = !{!\"char\", !2, i64 0}\n!2 = !{!\"tbaa\"}\n" +
		"!3 = !{!0, !0, i64 0}\n!4 = !{!\"long\", !1, i64 0}\n!5 = !{!4, !4, i64 0}\n"
}

func TestStrongTwinTakesOverSharedBody(t *testing.T) {
	// Whichever order the hashes give, @s ends holding the one body and
	// both weak names forward to it; when the weak pair merged first,
	// @s takes its private body over (LLVM: the private function is
	// local, so the external one stays).
	// With unnamed_addr, and the weak twins calling @h2, @h2's every use
	// becomes @h1 (not only its calls): the private body, a user, must be
	// looked at again.
	for _, unnamed := range []bool{false, true} {
		for k := 0; k < 12; k++ {
			src := lateTwins(k, "", "", "")
			if unnamed {
				src = strings.ReplaceAll(src, "(i32 %x) noinline {", "(i32 %x) unnamed_addr noinline {")
				r := strings.NewReplacer("call i32 @h1(", "call i32 @h2(", "call i32 @h2(", "call i32 @h1(")
				src = r.Replace(src)
			}
			res, out := run(t, src, Options{})
			if !strings.Contains(merges(res), "w1->s:thunk") || !strings.Contains(merges(res), "w2->s:thunk") ||
				strings.Count(out, "mul i32 %b") != 1 || strings.Contains(out, ".fmerge") {
				t.Fatalf("unnamed_addr %v, k=%d: merges = %q, want one body, in @s:\n%s", unnamed, k, merges(res), out)
			}
		}
	}
}

func TestSharedBodyFollowsItsHolderMergedLater(t *testing.T) {
	// @s takes the weak pair's body over; a round later @k, which sorts
	// first, replaces @s. The weak names forward to @k, as LLVM's thunks
	// (direct calls) follow its call redirection; they used to call @s,
	// a thunk to @k by then. As aliases (unnamed_addr) they alias @k too:
	// LLVM leaves them on @s, whose address is significant, which costs
	// the same bytes and one jump more.
	src := testdata(t, "holder_merged_later.ll")
	for _, unnamed := range []bool{false, true} {
		in := src
		if unnamed {
			in = strings.NewReplacer("@w1(i32 %x) {", "@w1(i32 %x) unnamed_addr {", "@w2(i32 %x) {", "@w2(i32 %x) unnamed_addr {").Replace(in)
		}
		res, out := run(t, in, Options{Aliases: true})
		if got := merges(res); !strings.Contains(got, "s->k:thunk w1->k:") || !strings.Contains(got, "w2->k:") {
			t.Errorf("unnamed_addr %v: merges = %q\n%s", unnamed, got, out)
		}
		if strings.Count(out, "@s(") != 1 || strings.Contains(out, "@s\n") || strings.Count(out, "mul i32 %1, %x") != 1 {
			t.Errorf("unnamed_addr %v: only @s's definition should name @s, one body left:\n%s", unnamed, out)
		}
	}
}

func TestAliasesFollowTheirAliaseeReplaced(t *testing.T) {
	// @w (weak, unnamed_addr) becomes an alias of @f, internal; a round
	// later @f equals @t, external, and every use of @f becomes one of
	// @t: the alias too, as LLVM's replaceAllUsesWith moves it, so @f
	// goes. It used to stay, as an alias the alias pointed through. k
	// instructions more in @x1 and @x2 move their hash, and so whether
	// @t meets @f before or after @w does.
	for k := 0; k < 12; k++ {
		var extra strings.Builder
		for i := 0; i < k; i++ {
			fmt.Fprintf(&extra, "  %%e%d = add i32 %%x, %d\n  store volatile i32 %%e%d, i32* @sink\n", i, i, i)
		}
		x := func(n string) string {
			return "define internal i32 @" + n + "(i32 %x) {\n" + extra.String() + "  %a = mul i32 %x, 13\n  %b = xor i32 %a, 77\n  ret i32 %b\n}\n\n"
		}
		top := func(header, callee string) string {
			return header + " unnamed_addr {\n  %a = call i32 @" + callee + "(i32 %x)\n  %b = mul i32 %a, %x\n  %c = add i32 %b, 7\n  ret i32 %c\n}\n\n"
		}
		src := "@sink = global i32 0\n\n" + x("x1") + x("x2") + top("define internal i32 @f(i32 %x)", "x1") +
			top("define weak i32 @w(i32 %x)", "x1") + top("define i32 @t(i32 %x)", "x2") +
			"define i32 @main(i32 %x) {\n  %1 = call i32 @f(i32 %x)\n  ret i32 %1\n}\n"
		res, out := run(t, src, Options{Aliases: true})
		if !strings.Contains(out, "@w = weak unnamed_addr alias i32 (i32), i32 (i32)* @t") || strings.Contains(out, "@f") {
			t.Errorf("k=%d: @w should alias @t, and @f be gone (merges %q):\n%s", k, merges(res), out)
		}
	}
}

// chainedBodies is a module with two weak pairs and a strong @k in a
// comdat, all of one body once their callees merge: @wa1 and @wa2 (call
// @p1) and @wb1 and @wb2 (unnamed_addr: aliases; call @q1) merge into
// two private bodies, which meet once @q1 merges into @p1; @k calls @r1,
// which merges into @p1 only once @u2 does into @u1. n instructions more
// in @u1 and @u2, and m more in the chains, move their hashes, and so the
// rounds in which the bodies and @k meet.
func chainedBodies(n, m int, comdat bool) string {
	var extra, more strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&extra, "  %%e%d = add i32 %%x, %d\n  store volatile i32 %%e%d, i32* @sink\n", i, i, i)
	}
	for i := 0; i < m; i++ {
		fmt.Fprintf(&more, "  store volatile i32 %d, i32* @sink\n", i)
	}
	u := func(name string) string {
		return "define internal i32 @" + name + "(i32 %x) unnamed_addr {\n" + extra.String() + "  %a = mul i32 %x, 3\n  ret i32 %a\n}\n\n"
	}
	leaf := func(name, ref string) string {
		return "define internal i32 @" + name + "(i32 %x) {\n" + more.String() + "  store volatile i32 (i32)* @" + ref + ", i32 (i32)** @fp\n  %a = mul i32 %x, 13\n  %b = xor i32 %a, 77\n  ret i32 %b\n}\n\n"
	}
	chain := func(name, callee string) string {
		return "define internal i32 @" + name + "(i32 %x) {\n" + more.String() + "  %a = call i32 @" + callee + "(i32 %x)\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n\n"
	}
	top := func(header, callee string) string {
		return header + " {\n  %a = call i32 @" + callee + "(i32 %x)\n  %b = mul i32 %a, %x\n  %c = add i32 %b, 7\n  ret i32 %c\n}\n\n"
	}
	k, head := "define i32 @k(i32 %x)", "@sink = global i32 0\n@fp = global i32 (i32)* null\n\n"
	if comdat {
		k, head = k+" comdat", "$k = comdat any\n\n"+head
	}
	return head + u("u1") + u("u2") +
		leaf("p0", "u1") + leaf("q0", "u1") + leaf("r0", "u2") + chain("p1", "p0") + chain("q1", "q0") + chain("r1", "r0") +
		top("define weak i32 @wa1(i32 %x)", "p1") + top("define weak i32 @wa2(i32 %x)", "p1") +
		top("define weak i32 @wb1(i32 %x) unnamed_addr align 16", "q1") + top("define weak i32 @wb2(i32 %x) unnamed_addr align 16", "q1") +
		top(k, "r1")
}

func TestTakeoverChecksChainedBodies(t *testing.T) {
	// Whenever @k meets the private body that @wb1 and @wb2's body went
	// into, their aliases forward to whatever holds the body in the end:
	// @k may take it over only if they may alias it, and an alias into
	// @k's comdat could dangle. Only @wa1 and @wa2's group used to be
	// checked.
	// Out of a comdat, @k takes the body over, and is raised to the
	// alignment of @wb1 and @wb2, which callers may rely on.
	chained := false
	for n := 0; n < 6; n++ {
		for m := 0; m < 6; m++ {
			res, out := run(t, chainedBodies(n, m, true), Options{Aliases: true})
			if strings.Contains(out, "alias i32 (i32), i32 (i32)* @k") {
				t.Errorf("n=%d m=%d: an alias of @k, in a comdat (merges %q):\n%s", n, m, merges(res), out)
			}
			chained = chained || strings.Contains(merges(res), "wb1->wa1.fmerge:alias")
			res, out = run(t, chainedBodies(n, m, false), Options{Aliases: true})
			if strings.Contains(out, "alias i32 (i32), i32 (i32)* @k") && !strings.Contains(out, "define i32 @k(i32 %x) align 16 {") {
				t.Errorf("n=%d m=%d: @wb1 aliases @k, which is not aligned as it was (merges %q):\n%s", n, m, merges(res), out)
			}
		}
	}
	if !chained {
		t.Error("no n, m made one private body take the other over")
	}
}

func TestTakenOverBodyDropsDifferingHints(t *testing.T) {
	// @w1 and @s carry one TBAA tag, @w2 another. Whether @s meets them
	// one by one or takes over their private body (whose tags were
	// dropped, though its llir view still has @w1's), @s's body now runs
	// for all three: its tag must go.
	for k := 0; k < 12; k++ {
		res, out := run(t, lateTwins(k, ", !tbaa !3", ", !tbaa !5", ", !tbaa !3"), Options{})
		if !strings.Contains(merges(res), "->s:thunk") {
			t.Fatalf("k=%d: merges = %q\n%s", k, merges(res), out)
		}
		if strings.Contains(out, "!tbaa") {
			t.Errorf("k=%d: @s keeps a TBAA tag its twins do not share:\n%s", k, out)
		}
	}
}

func TestSharedBodyStaysWhenTheStrongTwinCannotHoldIt(t *testing.T) {
	// The weak twins are aliases of their private body; an alias into
	// @s's comdat could dangle, so @s does not take the body over when it
	// meets the pair late: it forwards to the private body instead. Met
	// early, it keeps the body and the weak twins become thunks to it.
	late := false
	for k := 0; k < 12; k++ {
		src := strings.ReplaceAll(lateTwins(k, "", "", ""), "(i32 %x, i32* %p) {", "(i32 %x, i32* %p) unnamed_addr {")
		src = "$s = comdat any\n\n" + strings.Replace(src, "define i32 @s(i32 %x, i32* %p) unnamed_addr {", "define i32 @s(i32 %x, i32* %p) comdat {", 1)
		res, out := run(t, src, Options{Aliases: true})
		if strings.Count(out, "mul i32 %b") != 1 {
			t.Fatalf("k=%d: merges = %q, want one body:\n%s", k, merges(res), out)
		}
		if strings.Contains(out, "define private i32 @w1.fmerge") {
			late = true
			containsAll(t, out, "@w1 = weak unnamed_addr alias", "@w2 = weak unnamed_addr alias",
				"define i32 @s(i32 %x, i32* %p) comdat {\n  %fmerge.ret = tail call i32 @w1.fmerge(")
		}
	}
	if !late {
		t.Error("no k made @s meet the weak pair after it merged")
	}
}

func TestPrivateBodiesThatCannotForwardStayApart(t *testing.T) {
	src := testdata(t, "two_private_bodies.ll")
	for _, aliases := range []bool{false, true} {
		res, out := run(t, src, Options{Aliases: aliases})
		if got := merges(res); got != "f2->f1:deleted wa2->wa1:double-thunk wb2->wb1:double-thunk" {
			t.Errorf("aliases %v: merges = %q\n%s", aliases, got, out)
		}
	}
}

func TestAliasAlignmentFollowsTakeovers(t *testing.T) {
	src := testdata(t, "alias_align_chain.ll")
	_, out := run(t, src, Options{Aliases: true})
	containsAll(t, out, "define void @a_s(i32 %x) unnamed_addr align 16 {", "@s = unnamed_addr alias")
}

// A header fmerge rewrites (a private body's, a forwarder's, one whose
// alignment is raised) names what its references name in the output,
// whether they were redirected before the rewrite or after it. Each
// file's headers name @pz as personality, and @pz merges into @pa; want
// is how many headers then name @pa.
func TestRewrittenHeadersKeepRedirectedReferences(t *testing.T) {
	for file, want := range map[string]map[bool]int{
		"header_reference.ll":               {false: 3, true: 3},
		"personality_merged_after_pair.ll":  {false: 3, true: 3}, // weak twins: thunks either way
		"personality_merged_after_raise.ll": {false: 2, true: 1}, // @kz a thunk, or an alias
		// A strong twin took the shared body over (deleted); the first
		// weak twin's thunk is written from the body's header.
		"personality_merged_after_takeover.ll":       {false: 3, true: 3},
		"personality_merged_after_takeover_raise.ll": {false: 3, true: 1}, // weak twins: thunks, or aliases
	} {
		src := testdata(t, file)
		for _, aliases := range []bool{false, true} {
			_, out := run(t, src, Options{Aliases: aliases})
			named, pz := 0, false
			for _, line := range strings.Split(out, "\n") {
				if strings.HasPrefix(line, "define ") && strings.Contains(line, " personality ") && strings.HasSuffix(line, ")* @pa {") {
					named++
				}
				pz = pz || !strings.HasPrefix(line, ";") && strings.Contains(line, "@pz")
			}
			if pz || named != want[aliases] {
				t.Errorf("%s, aliases %v: %d headers should name @pa as personality, none @pz:\n%s", file, aliases, want[aliases], out)
			}
		}
	}
}

func TestAliasedInterposableFunctionsStayFunctions(t *testing.T) {
	src := testdata(t, "aliased_interposable.ll")
	_, out := run(t, src, Options{Aliases: true}) // verified
	containsAll(t, out, "define weak i32 @w1(i32 %x) unnamed_addr {\n  %fmerge.ret = tail call i32 @w1.fmerge(i32 %x)",
		"define weak i32 @v(i32 %x) unnamed_addr {\n  %fmerge.ret = tail call i32 @s(i32 %x)", "@w2 = weak unnamed_addr alias")
}

func TestRecursiveInterposableTwinsStayApart(t *testing.T) {
	src := testdata(t, "recursive_interposable.ll")
	for _, aliases := range []bool{false, true} {
		res, out := run(t, src, Options{Aliases: aliases})
		if strings.Contains(out, ".fmerge") || len(res.Merges) != 0 {
			t.Errorf("aliases %v: self-recursive twins shared a body:\n%s", aliases, out)
		}
		for _, name := range []string{"a", "w2"} {
			if got := res.Refused[name]; got.Code != ReasonRecursive {
				t.Errorf("aliases %v: @%s refused as %+v, want %s", aliases, name, got, ReasonRecursive)
			}
		}
	}
}

func TestFreshNamesAvoidEveryGlobal(t *testing.T) {
	// An unreferenced global already has the name fmerge would give the
	// private body.
	src := "@w1.fmerge = global i32 5\n\n" + def("define weak i32 @w1(i32 %x)") + def("define weak i32 @w2(i32 %x)")
	_, out := run(t, src, Options{})
	containsAll(t, out, "define private i32 @w1.fmerge.1(i32 %x)", "@w1.fmerge = global i32 5")
}

func TestWeakPairBecomesAliases(t *testing.T) {
	// With aliases, two unnamed_addr weak functions become aliases of the
	// private body, even when it is too small for a thunk (LLVM's
	// alias.ll, weak_weak); without aliases such a pair stays as it is.
	tiny := func(n, ty string) string {
		return "define weak void @" + n + "(" + ty + " %p) unnamed_addr align 4 {\n  call void @h()\n  ret void\n}\n\n"
	}
	src := "declare void @h()\n\n" + tiny("a", "i32*") + strings.Replace(tiny("b", "i8*"), "align 4", "align 16", 1)
	res, out := run(t, src, Options{Aliases: true})
	if got := merges(res); got != "b->a:double-thunk" {
		t.Fatalf("merges = %q\n%s", got, out)
	}
	containsAll(t, out,
		"define private void @a.fmerge(i32* %p) unnamed_addr align 16 {",
		"@b = weak unnamed_addr alias void (i8*), void (i8*)* bitcast (void (i32*)* @a.fmerge to void (i8*)*)",
		"@a = weak unnamed_addr alias void (i32*), void (i32*)* @a.fmerge",
	)
	if res, _ := run(t, src, Options{}); len(res.Merges) != 0 {
		t.Errorf("without aliases, a body too small for thunks must stay: %q", merges(res))
	}
	// A body worth a thunk: with aliases both names still become aliases,
	// smaller than thunks.
	src = def("define weak i32 @a(i32 %x) unnamed_addr") + def("define weak i32 @b(i32 %x) unnamed_addr")
	res, out = run(t, src, Options{Aliases: true})
	if merges(res) != "b->a:double-thunk" || strings.Contains(out, "tail call") || strings.Count(out, " alias ") != 2 {
		t.Errorf("merges = %q, want two aliases and no thunk:\n%s", merges(res), out)
	}
}

func TestStrongSurvivesWeak(t *testing.T) {
	src := def("define weak i32 @a(i32 %x)") + def("define i32 @z(i32 %x)")
	res, _ := run(t, src, Options{})
	if got := merges(res); got != "a->z:thunk" {
		t.Fatalf("merges = %q", got)
	}
}

func TestTinyFunctionsGetNoThunk(t *testing.T) {
	src := "define i32 @a(i32 %x) {\n  ret i32 %x\n}\n\ndefine i32 @b(i32 %x) {\n  ret i32 %x\n}\n"
	res, out := run(t, src, Options{})
	if len(res.Merges) != 0 || strings.Contains(out, "tail call") {
		t.Fatalf("a one-instruction function must not become a thunk: %q\n%s", merges(res), out)
	}
	// LLVM 14 draws the line at two instructions (a call and a return, the
	// size of the thunk itself): b keeps its body, but its direct callers
	// are still sent to a, as opt -mergefunc does.
	fwd := func(n string) string {
		return "define i32 @" + n + "(i32 %x) {\n  %r = call i32 @h(i32 %x)\n  ret i32 %r\n}\n\n"
	}
	src = "declare i32 @h(i32)\n\n" + fwd("a") + fwd("b") + "define i32 @main() {\n  %1 = call i32 @b(i32 1)\n  ret i32 %1\n}\n"
	res, out = run(t, src, Options{})
	if got := merges(res); got != "b->a:calls" || strings.Contains(out, "tail call") || !strings.Contains(out, "call i32 @a(i32 1)") {
		t.Fatalf("two-instruction functions: merges = %q, want b->a:calls without a thunk\n%s", got, out)
	}
}

func TestVarargsGetNoThunk(t *testing.T) {
	v := "(i32 %x, ...) {\n" + body + "}\n\n"
	src := "define i32 @a" + v + "define i32 @b" + v
	res, out := run(t, src, Options{})
	if len(res.Merges) != 0 || strings.Contains(out, "tail call") {
		t.Fatalf("varargs must not be thunked: %q", merges(res))
	}
}

func TestSelfRecursionMergesMutualDoesNot(t *testing.T) {
	self := func(n string) string {
		return "define internal i32 @" + n + "(i32 %x) {\n  %c = icmp eq i32 %x, 0\n  br i1 %c, label %z, label %r\nz:\n  ret i32 1\nr:\n  %y = sub i32 %x, 1\n  %v = call i32 @" + n + "(i32 %y)\n  %m = mul i32 %v, %x\n  ret i32 %m\n}\n\n"
	}
	use := "define i32 @main(i32 %x) {\n  %1 = call i32 @s1(i32 %x)\n  %2 = call i32 @s2(i32 %1)\n  ret i32 %2\n}\n"
	res, out := run(t, self("s1")+self("s2")+use, Options{})
	if got := merges(res); got != "s2->s1:deleted" {
		t.Fatalf("self-recursive pair: merges = %q\n%s", got, out)
	}
	mutual := strings.Replace(self("m1"), "call i32 @m1", "call i32 @m2", 1) + strings.Replace(self("m2"), "call i32 @m2", "call i32 @m1", 1)
	res, _ = run(t, mutual+strings.NewReplacer("@s1", "@m1", "@s2", "@m2").Replace(use), Options{})
	if len(res.Merges) != 0 {
		t.Fatalf("mutual recursion is not equality under LLVM semantics; merges = %q", merges(res))
	}
}

func TestCallersAreReexamined(t *testing.T) {
	// u1 and u2 differ only in calling a or b; once b merges into a they are
	// equal too, and the second round merges them.
	caller := func(n, callee string) string {
		return "define internal i32 @" + n + "(i32 %x) {\n  %1 = call i32 @" + callee + "(i32 %x)\n  %2 = add i32 %1, 5\n  %3 = mul i32 %2, %1\n  ret i32 %3\n}\n\n"
	}
	src := def("define internal i32 @a(i32 %x)") + def("define internal i32 @b(i32 %x)") + caller("u1", "a") + caller("u2", "b") +
		"define i32 @main(i32 %x) {\n  %1 = call i32 @u1(i32 %x)\n  %2 = call i32 @u2(i32 %1)\n  ret i32 %2\n}\n"
	res, _ := run(t, src, Options{})
	if got := merges(res); got != "b->a:deleted u2->u1:deleted" {
		t.Fatalf("merges = %q", got)
	}
}

func TestDifferencesBlockMerging(t *testing.T) {
	for name, pair := range map[string][2]string{
		"param align": {"define i32 @a(i32* align 4 %p, i32 %x)", "define i32 @b(i32* align 8 %p, i32 %x)"},
		"section":     {"define i32 @a(i32 %x) section \".text.a\"", "define i32 @b(i32 %x) section \".text.b\""},
		"cc":          {"define fastcc i32 @a(i32 %x)", "define i32 @b(i32 %x)"},
		"gc":          {"define i32 @a(i32 %x) gc \"statepoint-example\"", "define i32 @b(i32 %x)"},
	} {
		res, _ := run(t, def(pair[0])+def(pair[1]), Options{})
		if len(res.Merges) != 0 {
			t.Errorf("%s: functions differing in %s were merged: %q", name, name, merges(res))
		}
	}
}

func TestAtomicAlignmentBlocksMerging(t *testing.T) {
	f := func(n, al string) string {
		return "define i64 @" + n + "(i64* %p) {\n  %o = atomicrmw add i64* %p, i64 1 seq_cst, align " + al + "\n  %r = add i64 %o, 1\n  ret i64 %r\n}\n\n"
	}
	res, _ := run(t, f("a", "8")+f("b", "4"), Options{})
	if len(res.Merges) != 0 {
		t.Fatalf("atomics of different alignment merged: %q", merges(res))
	}
	res, _ = run(t, f("a", "8")+f("b", "8"), Options{})
	if got := merges(res); got != "b->a:thunk" {
		t.Fatalf("equal atomics: merges = %q", got)
	}
}

func TestPersonalityAndLinkonceComdat(t *testing.T) {
	decls := "declare i32 @__gxx_personality_v0(...)\ndeclare i32 @__other_personality(...)\ndeclare void @may_throw()\n"
	eh := func(n, pers, extra string) string {
		return "$" + n + " = comdat any\n" +
			"define linkonce_odr i32 @" + n + "(i32 %x) comdat" + extra + " personality i32 (...)* @" + pers + " {\n" +
			"  invoke void @may_throw()\n          to label %ok unwind label %lp\nok:\n  %a = add i32 %x, 1\n  ret i32 %a\nlp:\n" +
			"  %l = landingpad { i8*, i32 }\n          cleanup\n  resume { i8*, i32 } %l\n}\n\n"
	}
	use := "define i32 @main(i32 %x) {\n  %1 = call i32 @e1(i32 %x)\n  %2 = call i32 @e2(i32 %1)\n  ret i32 %2\n}\n"
	res, _ := run(t, decls+eh("e1", "__gxx_personality_v0", "")+eh("e2", "__other_personality", "")+use, Options{})
	if len(res.Merges) != 0 {
		t.Fatalf("different personalities merged: %q", merges(res))
	}
	res, out := run(t, decls+eh("e1", "__gxx_personality_v0", "")+eh("e2", "__gxx_personality_v0", "")+use, Options{})
	if got := merges(res); got != "e2->e1:deleted" {
		t.Fatalf("merges = %q\n%s", got, out)
	}
	if !strings.Contains(out, "define linkonce_odr i32 @e1(i32 %x) comdat personality") {
		t.Errorf("survivor must keep its own comdat:\n%s", out)
	}
}

func TestThunkInDebugModuleGetsLocation(t *testing.T) {
	fn := func(n, sp string) string {
		return "define i32 @" + n + "(i32 %x) !dbg !" + sp + " {\n  %a = mul i32 %x, 7, !dbg !20\n  %b = add i32 %a, 3, !dbg !20\n  ret i32 %b, !dbg !20\n}\n\n"
	}
	src := fn("a", "8") + strings.Replace(fn("b", "9"), "!dbg !20", "!dbg !21", -1) + `!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "f.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!8 = distinct !DISubprogram(name: "a", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!9 = distinct !DISubprogram(name: "b", scope: !1, file: !1, line: 5, type: !5, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 2, scope: !8)
!21 = !DILocation(line: 7, scope: !9)
`
	res, out := run(t, src, Options{})
	if got := merges(res); got != "b->a:thunk" {
		t.Fatalf("merges = %q", got)
	}
	if !strings.Contains(out, "!22 = !DILocation(line: 6, scope: !9)") || !strings.Contains(out, "tail call i32 @a(i32 %x), !dbg !22") {
		t.Errorf("thunk needs a location in its own subprogram:\n%s", out)
	}
	// The verifier would have stripped debug info (with a warning) if the
	// location were missing; make sure llc sees it intact.
	cmd := exec.Command(irmod.DefaultTools().Opt, "-S", "-o", "-", "-")
	cmd.Stdin = strings.NewReader(out)
	b, err := cmd.CombinedOutput()
	if err != nil || strings.Contains(string(b), "ignoring invalid debug info") || !strings.Contains(string(b), "DISubprogram") {
		t.Errorf("debug info did not survive: %v\n%s", err, b)
	}
}

func TestPointerIntegerCoercionThunkCasts(t *testing.T) {
	// Under LLVM's comparator a pointer in address space 0 equals the
	// pointer-sized integer, and pointers equal pointers: a and b are
	// interchangeable, and b's thunk must convert its arguments.
	src := "define void @a(i8* %p, i8** %q) {\n  store i8* %p, i8** %q, align 8\n  store volatile i8* %p, i8** %q, align 8\n  ret void\n}\n\n" +
		"define void @b(i64 %p, i64* %q) {\n  store i64 %p, i64* %q, align 8\n  store volatile i64 %p, i64* %q, align 8\n  ret void\n}\n"
	res, out := run(t, src, Options{})
	if got := merges(res); got != "b->a:thunk" {
		t.Fatalf("merges = %q\n%s", got, out)
	}
	containsAll(t, out, "inttoptr i64 %p to i8*", "bitcast i64* %q to i8**", "tail call void @a(i8* %fmerge.arg0, i8** %fmerge.arg1)")
}

func TestAggregateThunkCasts(t *testing.T) {
	// Structs of convertible fields and vectors of integers and pointers
	// compare equal; the thunk converts a struct field by field (LLVM's
	// mergefunc-struct-return.ll) and a vector with one cast. Arrays of
	// pointers also compare equal, but no cast converts them (LLVM 14
	// emits an invalid bitcast): that pair is left as it is, and the
	// output still verifies.
	fn := func(n, ty string) string {
		return "define " + ty + " @" + n + "(" + ty + " %x) {\n  call void @h()\n  call void @h()\n  ret " + ty + " %x\n}\n\n"
	}
	src := "%kv1 = type { i32*, i64 }\n%kv2 = type { i8*, i8* }\n\ndeclare void @h()\n\n" +
		fn("s1", "%kv1") + fn("s2", "%kv2") + fn("v1", "<2 x i64>") + fn("v2", "<2 x i8*>") + fn("a1", "[2 x i32*]") + fn("a2", "[2 x i8*]")
	res, out := run(t, src, Options{})
	if got := merges(res); got != "s2->s1:thunk v2->v1:thunk" {
		t.Fatalf("merges = %q\n%s", got, out)
	}
	containsAll(t, out,
		"%fmerge.arg0.1 = extractvalue %kv2 %x, 0\n  %fmerge.arg0.2 = bitcast i8* %fmerge.arg0.1 to i32*\n  %fmerge.arg0.3 = insertvalue %kv1 undef, i32* %fmerge.arg0.2, 0\n"+
			"  %fmerge.arg0.4 = extractvalue %kv2 %x, 1\n  %fmerge.arg0.5 = ptrtoint i8* %fmerge.arg0.4 to i64\n  %fmerge.arg0 = insertvalue %kv1 %fmerge.arg0.3, i64 %fmerge.arg0.5, 1\n",
		"%fmerge.retcast = insertvalue %kv2 %fmerge.retcast.3, i8* %fmerge.retcast.5, 1\n  ret %kv2 %fmerge.retcast\n",
		"%fmerge.arg0 = ptrtoint <2 x i8*> %x to <2 x i64>",
		"%fmerge.retcast = inttoptr <2 x i64> %fmerge.ret to <2 x i8*>",
		"define [2 x i8*] @a2([2 x i8*] %x) {\n  call void @h()",
	)
}

func TestMusttailCallersStayValid(t *testing.T) {
	// Callers that musttail-call the replaced function are redirected; the
	// verifier checks the musttail rules on the result.
	src := def("define internal i32 @a(i32 %x)") + def("define internal i32 @b(i32 %x)") +
		"define i32 @ca(i32 %x) {\n  %r = musttail call i32 @a(i32 %x)\n  ret i32 %r\n}\n\n" +
		"define i32 @cb(i32 %x) {\n  %r = musttail call i32 @b(i32 %x)\n  ret i32 %r\n}\n"
	res, out := run(t, src, Options{})
	if got := merges(res); !strings.HasPrefix(got, "b->a:deleted") {
		t.Fatalf("merges = %q", got)
	}
	if !strings.Contains(out, "musttail call i32 @a(i32 %x)") {
		t.Errorf("musttail call not redirected:\n%s", out)
	}
}

func TestDeterministic(t *testing.T) {
	src := ""
	for _, n := range []string{"f3", "f1", "f4", "f2", "f0"} {
		src += def("define internal i32 @" + n + "(i32 %x)")
	}
	src += "define i32 @main(i32 %x) {\n  %1 = call i32 @f3(i32 %x)\n  %2 = call i32 @f1(i32 %1)\n  %3 = call i32 @f4(i32 %2)\n  %4 = call i32 @f2(i32 %3)\n  %5 = call i32 @f0(i32 %4)\n  ret i32 %5\n}\n"
	_, first := run(t, src, Options{})
	for i := 0; i < 5; i++ {
		if _, again := run(t, src, Options{}); again != first {
			t.Fatal("output differs between runs")
		}
	}
	if strings.Count(first, "define internal") != 1 || !strings.Contains(first, "@f0(") {
		t.Errorf("expected f0 (first by name) to survive alone:\n%s", first)
	}
}

func TestCallersReexaminedThroughBitcastRedirect(t *testing.T) {
	// alloc_i and alloc_p differ only in pointee types, so the redirect of
	// alloc_p's callers needs a bitcast; their callers must still be seen as
	// equal afterwards (as LLVM does).
	alloc := func(n, ty string) string {
		return "define internal " + ty + "* @" + n + "(i64 %n) {\n  %m = call i8* @malloc(i64 %n)\n  %z = call i8* @memset(i8* %m, i32 0, i64 %n)\n  %p = bitcast i8* %m to " + ty + "*\n  ret " + ty + "* %p\n}\n\n"
	}
	user := func(n, callee, ty string) string {
		return "define internal i64 @" + n + "(i64 %n) {\n  %p = call " + ty + "* @" + callee + "(i64 %n)\n  %i = ptrtoint " + ty + "* %p to i64\n  %r = add i64 %i, %n\n  ret i64 %r\n}\n\n"
	}
	src := "declare i8* @malloc(i64)\ndeclare i8* @memset(i8*, i32, i64)\n" +
		alloc("alloc_i", "i32") + alloc("alloc_p", "i8*") + user("u_i", "alloc_i", "i32") + user("u_p", "alloc_p", "i8*") +
		"define i64 @main(i64 %n) {\n  %1 = call i64 @u_i(i64 %n)\n  %2 = call i64 @u_p(i64 %1)\n  ret i64 %2\n}\n"
	res, out := run(t, src, Options{})
	if got := merges(res); got != "alloc_p->alloc_i:deleted u_p->u_i:deleted" {
		t.Fatalf("merges = %q\n%s", got, out)
	}
}

func TestThunkFollowsItsTargetMergedLater(t *testing.T) {
	// c_g (address taken) becomes a thunk to b_f. Later b_f turns out equal
	// to a_k, which sorts first, so b_f is merged away: c_g's thunk is a
	// direct call of b_f, and follows it to a_k, as LLVM's does; then
	// nothing calls b_f and it goes (it used to stay, as a second thunk).
	fn := func(n, callee string) string {
		return "define internal i32 @" + n + "(i32 %x) {\n  %1 = call i32 @" + callee + "(i32 %x)\n  %2 = mul i32 %1, %x\n  %3 = add i32 %2, 11\n  ret i32 %3\n}\n\n"
	}
	src := "@fp = global i32 (i32)* @c_g\n\n" + fn("b_f", "x1") + fn("c_g", "x1") + fn("a_k", "x2") +
		def("define internal i32 @x1(i32 %x)") + def("define internal i32 @x2(i32 %x)") +
		"define i32 @main(i32 %x) {\n  %1 = call i32 @b_f(i32 %x)\n  %2 = call i32 @a_k(i32 %1)\n  ret i32 %2\n}\n"
	res, out := run(t, src, Options{})
	if got := merges(res); !strings.Contains(got, "c_g->b_f:thunk") || !strings.Contains(got, "b_f->a_k:deleted") {
		t.Fatalf("merges = %q\n%s", got, out)
	}
	containsAll(t, out, "define internal i32 @c_g(i32 %x) {\n  %fmerge.ret = tail call i32 @a_k(i32 %x)")
	if strings.Contains(out, "@b_f(") {
		t.Errorf("b_f should be gone:\n%s", out)
	}
}

func TestTwinCallersAllRedirected(t *testing.T) {
	// d equals a and its address is significant: only direct calls move
	// to a. u1 and u2 are twins (one text but for the name), so llir reads
	// one body for both; naked keeps them out of merging, so nothing
	// deletes either. Both must call a afterwards, in the text and in the
	// analysis: redirecting u1 changes the body u2 shares, and u2 must
	// not be taken for a caller whose text and analysis disagree.
	user := func(n string) string {
		return "define i32 @" + n + "(i32 %x) naked {\n  %1 = call i32 @d(i32 %x)\n  %2 = call i32 @d(i32 %1)\n  ret i32 %2\n}\n\n"
	}
	src := def("define i32 @a(i32 %x)") + def("define i32 @d(i32 %x)") + user("u1") + user("u2")
	res, out := run(t, src, Options{})
	if got := merges(res); got != "d->a:thunk" {
		t.Fatalf("merges = %q\n%s", got, out)
	}
	if n := strings.Count(out, "call i32 @a("); n != 5 { // 2 in each user, 1 in d's thunk
		t.Errorf("%d calls of a, want 5:\n%s", n, out)
	}
}

// Every use of an unnamed_addr function replaced by its twin (no alias
// allowed): the twin takes the larger alignment, since code may rely on
// the address's low bits (C++ member-function pointers); as for an alias.
func TestReplacedUsesRaiseAlignment(t *testing.T) {
	src := "@fp = global [2 x i32 (i32)*] [i32 (i32)* @a1, i32 (i32)* @a2]\n\n" +
		def("define internal i32 @a1(i32 %x) unnamed_addr") + def("define internal i32 @a2(i32 %x) unnamed_addr align 256")
	_, out := run(t, src, Options{})
	containsAll(t, out, "@fp = global [2 x i32 (i32)*] [i32 (i32)* @a1, i32 (i32)* @a1]", "define internal i32 @a1(i32 %x) unnamed_addr align 256 {")
}

// A function local to a comdat group (internal, in the group) may be named
// only from inside it: when the linker keeps another object's copy of the
// group, this one's sections go, and a call from outside would refer to a
// discarded section. So it never takes calls from outside its group; the
// other twin survives where it can, and two locals of different groups
// stay apart. Here only each group's key function calls its local; a
// group the input already names a local of from outside is kept by any
// link that succeeds, and its locals are free to name.
func TestComdatLocalTakesNoOutsideCalls(t *testing.T) {
	// module: @a1 local to $c (called by $c's @c), @a2 local to group g
	// (called by @d in g), an external twin @b when withB, and main
	// calling @c, @d and @b; outside adds a call of @a1 from outside $c.
	module := func(g string, withB, outside bool) string {
		src := "$c = comdat any\n$d = comdat any\n\n" +
			"define linkonce_odr i32 @c(i32 %x) comdat {\n  %r = call i32 @a1(i32 %x)\n  ret i32 %r\n}\n\n" +
			"define linkonce_odr i32 @d(i32 %x) comdat(" + g + ") {\n  %r = call i32 @a2(i32 %x)\n  ret i32 %r\n}\n\n" +
			def("define internal i32 @a1(i32 %x) comdat($c)") + def("define internal i32 @a2(i32 %x) comdat("+g+")") +
			"define i32 @main(i32 %x) {\n  %1 = call i32 @c(i32 %x)\n  %2 = call i32 @d(i32 %1)\n"
		if withB {
			src += "  %3 = call i32 @b(i32 %2)\n  ret i32 %3\n}\n\n" + def("define linkonce_odr i32 @b(i32 %x)")
		} else {
			src += "  ret i32 %2\n}\n\n"
		}
		if outside {
			src += "define i32 @outside(i32 %x) {\n  %r = call i32 @a1(i32 %x)\n  ret i32 %r\n}\n"
		}
		return src
	}
	// Two locals of different groups stay apart.
	res, out := run(t, module("$d", false, false), Options{})
	if got := merges(res); got != "" {
		t.Fatalf("locals of two groups merged: %q\n%s", got, out)
	}
	if r := res.Refused["a2"]; r.Code != ReasonComdatLocal || r.With != "a1" {
		t.Errorf("a2 refused as %+v, want %s with a1", r, ReasonComdatLocal)
	}
	// Two locals of one group merge.
	res, out = run(t, module("$c", false, false), Options{})
	if got := merges(res); !strings.HasPrefix(got, "a2->a1:deleted") {
		t.Fatalf("locals of one group: merges = %q\n%s", got, out)
	}
	// LLVM's order keeps the non-ODR function, here the comdat local
	// @a1; @b survives instead (and @a2, refused against @a1 first,
	// stays).
	res, out = run(t, module("$d", true, false), Options{})
	if got := merges(res); got != "a1->b:deleted" {
		t.Fatalf("merges = %q, want the comdat local replaced:\n%s", got, out)
	}
	// A local the input names from outside its group: any link that
	// succeeds keeps the group, and the local may survive.
	res, out = run(t, module("$d", true, true), Options{})
	if got := merges(res); !strings.Contains(got, "b->a1") {
		t.Fatalf("a local its input names from outside: merges = %q\n%s", got, out)
	}
}

// The private body two interposable twins share has no comdat: it may not
// take a body that names a local of its comdat group.
func TestSharedBodyNamesNoComdatLocal(t *testing.T) {
	src := "$w1 = comdat any\n$w2 = comdat any\n" +
		"@k1 = private constant i32 7, comdat($w1)\n@k2 = private constant i32 7, comdat($w2)\n@k = private constant i32 7\n\n"
	weak := func(name, k string) string {
		return "define linkonce i32 @" + name + "(i32 %x) comdat($w1) {\n  %k = load i32, i32* @" + k + "\n" + body[:len(body)-len("  ret i32 %c\n")] + "  %r = add i32 %c, %k\n  ret i32 %r\n}\n\n"
	}
	res, out := run(t, src+weak("w1", "k")+weak("w2", "k"), Options{})
	if got := merges(res); !strings.Contains(got, "w2") {
		t.Fatalf("weak twins naming no comdat local: merges = %q\n%s", got, out)
	}
	res, out = run(t, src+weak("w1", "k1")+weak("w2", "k1"), Options{})
	if got := merges(res); got != "" {
		t.Fatalf("a shared body naming a comdat local: merges = %q\n%s", got, out)
	}
	if r := res.Refused["w2"]; r.Code != ReasonComdatLocal {
		t.Errorf("w2 refused as %+v, want %s", r, ReasonComdatLocal)
	}
	// The private body keeps keep's header: prefix data naming the local
	// counts as much as a load of it.
	prefixed := func(name string) string {
		return "define linkonce i32 @" + name + "(i32 %x) comdat($w1) prefix i32* @k1 {\n" + body + "}\n\n"
	}
	res, out = run(t, src+prefixed("w1")+prefixed("w2"), Options{})
	if got := merges(res); got != "" {
		t.Fatalf("a shared header naming a comdat local: merges = %q\n%s", got, out)
	}
	if r := res.Refused["w2"]; r.Code != ReasonComdatLocal {
		t.Errorf("prefix: w2 refused as %+v, want %s", r, ReasonComdatLocal)
	}
}

// A reference LLVM's grammar takes as a bare name (`dso_local_equivalent
// @f`, as relative vtables write their entries) cannot become a bitcast
// of the twin when the signatures differ: the twin keeps its address (a
// thunk) and only its calls move. With equal signatures it is renamed.
func TestNameOnlyReferencesKeepTheirFunction(t *testing.T) {
	fn := func(name, ptr string) string {
		return "define linkonce_odr i32 @" + name + "(" + ptr + " %p, i32 %x) unnamed_addr {\n" + body + "}\n\n"
	}
	main := "define i32 @main(i32 %x) {\n  %1 = call i32 @d1(i8* null, i32 %x)\n  %2 = call i32 @d2(i32* null, i32 %1)\n  ret i32 %2\n}\n\n"
	vt := "@vt = constant [2 x i32] [i32 trunc (i64 ptrtoint (i32 (i8*, i32)* dso_local_equivalent @d1 to i64) to i32), i32 trunc (i64 ptrtoint (i32 (i32*, i32)* dso_local_equivalent @d2 to i64) to i32)]\n"
	res, out := run(t, fn("d1", "i8*")+fn("d2", "i32*")+main+vt, Options{})
	if got := merges(res); got != "d2->d1:thunk" {
		t.Fatalf("merges = %q, want d2 kept as a thunk\n%s", got, out)
	}
	containsAll(t, out, "dso_local_equivalent @d2 to i64")
	res, out = run(t, fn("d1", "i8*")+fn("d2", "i8*")+strings.ReplaceAll(main, "i32* null", "i8* null")+strings.ReplaceAll(vt, "i32 (i32*, i32)*", "i32 (i8*, i32)*"), Options{})
	if got := merges(res); got != "d2->d1:deleted" {
		t.Fatalf("equal signatures: merges = %q\n%s", got, out)
	}
	containsAll(t, out, "i32 (i8*, i32)* dso_local_equivalent @d1 to i64) to i32), i32 trunc (i64 ptrtoint (i32 (i8*, i32)* dso_local_equivalent @d1 to i64)")
}

// In a shared library (-fPIC: "PIC Level" without "PIE Level") an external
// default-visibility function that is not dso_local may be replaced at
// load time by the program's definition. Its internal twin's callers must
// keep running the library's body: the internal function survives and the
// external one forwards to it. Built for an executable, or dso_local, or
// hidden, the external one is certain and survives as before.
func TestSharedLibraryFunctionsArePreemptible(t *testing.T) {
	src := func(fHeader, flags string) string {
		return def(fHeader) + def("define internal i32 @i(i32 %x)") +
			"define i32 @h(i32 %x) {\n  %r = call i32 @i(i32 %x)\n  ret i32 %r\n}\n\n" +
			"!llvm.module.flags = !{" + flags + "}\n" + map[string]string{
			"!0":     "!0 = !{i32 7, !\"PIC Level\", i32 2}\n",
			"!0, !1": "!0 = !{i32 7, !\"PIC Level\", i32 2}\n!1 = !{i32 7, !\"PIE Level\", i32 2}\n",
			// Only the nodes the flags list counts: a btf_decl_tag("PIE
			// Level") under -g is no flag.
			"!0 ": "!0 = !{i32 7, !\"PIC Level\", i32 2}\n!1 = !{!\"btf_decl_tag\", !\"PIE Level\"}\n",
			"!1":  "!0 = !{i32 7, !\"PIC Level\", i32 2}\n!1 = !{i32 7, !\"PIE Level\", i32 2}\n",
		}[flags]
	}
	for _, tc := range []struct{ name, header, flags, want string }{
		{"shared library", "define i32 @f(i32 %x)", "!0", "f->i:thunk"},
		{"executable (PIE)", "define i32 @f(i32 %x)", "!0, !1", "i->f:deleted"},
		{"dso_local", "define dso_local i32 @f(i32 %x)", "!0", "i->f:deleted"},
		{"hidden", "define hidden i32 @f(i32 %x)", "!0", "i->f:deleted"},
		{"shared library, PIE Level in another node", "define i32 @f(i32 %x)", "!0 ", "f->i:thunk"},
		{"PIC Level in an unlisted node", "define i32 @f(i32 %x)", "!1", "i->f:deleted"},
	} {
		res, out := run(t, src(tc.header, tc.flags), Options{})
		if got := merges(res); got != tc.want {
			t.Errorf("%s: merges = %q, want %q\n%s", tc.name, got, tc.want, out)
		}
	}
}
