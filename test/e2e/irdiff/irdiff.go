// Package irdiff reads what a function-merging pass did by comparing a
// module's LLVM IR before and after it. It works for any pass (opt
// -mergefunc, fmerge), so the two can be compared without trusting either
// one's own counters (Debian's LLVM 14 is built without -stats support).
package irdiff

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// globalTok matches an @name token, plain or quoted.
var globalTok = regexp.MustCompile(`@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)`)

// Func is one defined function of a module.
type Func struct {
	Name string
	Body []string // instruction lines, trimmed; labels and comments dropped
}

// Module is the part of a module the differ needs.
type Module struct {
	Funcs   map[string]*Func
	Aliases map[string]string // alias name -> aliasee name
}

// Parse indexes the defined functions and aliases of LLVM IR text.
func Parse(text string) *Module {
	m := &Module{Funcs: map[string]*Func{}, Aliases: map[string]string{}}
	var cur *Func
	for _, line := range strings.Split(text, "\n") {
		if cur != nil {
			if line == "}" {
				cur = nil
				continue
			}
			if ins := instruction(line); ins != "" {
				cur.Body = append(cur.Body, ins)
			}
			continue
		}
		switch {
		case strings.HasPrefix(line, "define "):
			toks := globalTok.FindAllString(line, 1)
			if len(toks) == 1 {
				cur = &Func{Name: toks[0]}
				m.Funcs[cur.Name] = cur
			}
		case strings.HasPrefix(line, "@") && strings.Contains(line, " alias "):
			toks := globalTok.FindAllString(line, -1)
			if len(toks) >= 2 {
				m.Aliases[toks[0]] = toks[1]
			}
		}
	}
	return m
}

// instruction returns the trimmed instruction on line, or "" for blank
// lines, comments and block labels.
func instruction(line string) string {
	s := strings.TrimSpace(line)
	if i := strings.Index(s, ";"); i == 0 {
		return ""
	}
	if s == "" || (strings.HasSuffix(strings.Fields(s)[0], ":") && !strings.HasPrefix(s, "%")) {
		return ""
	}
	return s
}

// thunkTarget reports whether f's body only forwards to another function
// (optional casts, one call, ret) and returns the callee.
func thunkTarget(f *Func) (string, bool) {
	calls, target := 0, ""
	for _, ins := range f.Body {
		switch {
		case strings.HasPrefix(ins, "ret"), strings.Contains(ins, " = bitcast "),
			strings.Contains(ins, " = ptrtoint "), strings.Contains(ins, " = inttoptr "):
		case strings.Contains(ins, "call "):
			calls++
			rest := ins[strings.Index(ins, "call "):]
			if tok := globalTok.FindString(rest); tok != "" {
				target = tok
			}
		default:
			return "", false
		}
	}
	if calls != 1 || target == "" || target == f.Name {
		return "", false
	}
	return target, true
}

// Result is what a pass merged: every function that lost its own body
// (deleted, turned into an alias, or into a thunk) and where it went.
type Result struct {
	// Into maps each merged function to the function now holding its code
	// ("" when the function was deleted and no caller shows its target).
	Into map[string]string
	// New lists functions defined after but not before (private bodies of
	// double thunks).
	New []string
}

// Count is the number of merges performed: functions that lost their body,
// less the new bodies created for them (a double thunk turns two functions
// into thunks to one new body; that is one merge).
func (r *Result) Count() int { return len(r.Into) - len(r.New) }

// Names returns the merged functions, sorted.
func (r *Result) Names() []string {
	var out []string
	for n := range r.Into {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Rep follows merge targets to the function whose body represents name's
// equivalence class.
func (r *Result) Rep(name string) string {
	for i := 0; i < 100; i++ {
		next, ok := r.Into[name]
		if !ok || next == "" {
			return name
		}
		name = next
	}
	return name
}

// Diff compares a module before and after a merging pass.
func Diff(before, after *Module) *Result {
	r := &Result{Into: map[string]string{}}
	// Functions that were thunks already and forward elsewhere now: a merge
	// unless the change is only a redirected call (old callee merged into
	// the new one), which is decided once all other merges are known.
	type retarget struct{ name, old, new string }
	var pending []retarget
	for _, name := range sortedFuncs(before) {
		fb := before.Funcs[name]
		fa, still := after.Funcs[name]
		switch {
		case !still:
			r.Into[name] = after.Aliases[name]
		case strings.Join(fa.Body, "\n") != strings.Join(fb.Body, "\n"):
			t, isThunk := thunkTarget(fa)
			if !isThunk {
				continue
			}
			if old, wasThunk := thunkTarget(fb); wasThunk {
				pending = append(pending, retarget{name, old, t})
			} else {
				r.Into[name] = t
			}
		}
	}
	for name := range after.Funcs {
		if _, ok := before.Funcs[name]; !ok {
			r.New = append(r.New, name)
		}
	}
	sort.Strings(r.New)
	findDeletedTargets(before, after, r)
	for _, p := range pending {
		if r.Rep(p.old) != r.Rep(p.new) {
			r.Into[p.name] = p.new
		}
	}
	return r
}

func sortedFuncs(m *Module) []string {
	names := make([]string, 0, len(m.Funcs))
	for n := range m.Funcs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// findDeletedTargets recovers where deleted functions went. Two sources:
// callers that exist before and after (where a caller referred to a deleted
// @G and now refers to @F in the same position, G went into F), and merged
// pairs (G merged into F: G's callees correspond position by position to
// F's, so a deleted callee of G went where F's callee is).
func findDeletedTargets(before, after *Module, r *Result) {
	names := sortedFuncs(before)
	align := func(tb, ta []string) {
		if len(tb) != len(ta) {
			return
		}
		for i := range tb {
			if t, merged := r.Into[tb[i]]; merged && t == "" && ta[i] != tb[i] {
				r.Into[tb[i]] = ta[i]
			}
		}
	}
	refs := func(f *Func) []string {
		return globalTok.FindAllString(strings.Join(f.Body, "\n"), -1)
	}
	for _, n := range names {
		if fa, ok := after.Funcs[n]; ok {
			align(refs(before.Funcs[n]), refs(fa))
		}
	}
	for round := 0; round < 3; round++ {
		for _, n := range names {
			if rep := r.Rep(n); rep != n {
				if f, ok := before.Funcs[rep]; ok {
					align(refs(before.Funcs[n]), refs(f))
				}
			}
		}
	}
}

// Coverage explains, for each merge of ref (named refName in messages)
// that got (gotName) does not also perform, why not (in terms of what got did with the two functions). Merges are
// compared by equivalence class, so a different choice of which function
// keeps the body still counts as the same merge.
func Coverage(ref, got *Result, gotAfter *Module, refName, gotName string) map[string]string {
	missing := map[string]string{}
	for _, g := range ref.Names() {
		f := ref.Rep(g)
		if f == g { // deleted with unknown target
			if _, ok := got.Into[g]; !ok {
				missing[g] = fmt.Sprintf("%s deleted it (target unknown); %s kept its own body", refName, gotName)
			}
			continue
		}
		if got.Rep(g) == got.Rep(f) {
			continue
		}
		missing[g] = fmt.Sprintf("%s merged it into %s; in %s output %s, and %s", refName, f,
			gotName, fate(g, got, gotAfter), fate(f, got, gotAfter))
	}
	return missing
}

// fate describes what a pass did with one function.
func fate(name string, r *Result, after *Module) string {
	if t, ok := r.Into[name]; ok {
		return fmt.Sprintf("%s was merged into %s", name, r.Rep(t))
	}
	if _, ok := after.Funcs[name]; ok {
		return fmt.Sprintf("%s kept its own body", name)
	}
	return fmt.Sprintf("%s is not defined", name)
}
