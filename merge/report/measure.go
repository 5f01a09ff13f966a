package report

import (
	"debug/elf"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/tempfile"
)

// MeasureELF reads the section and function sizes of an ELF object or
// executable. Method is set to MethodFile; callers that know better
// overwrite it.
func MeasureELF(path string) (Sizes, error) {
	f, err := elf.Open(path)
	if err != nil {
		return Sizes{}, fmt.Errorf("%s: cannot read as ELF: %v", path, err)
	}
	defer f.Close()
	s := Sizes{File: path, Method: MethodFile, Machine: f.Machine.String()}
	s.Sections = allocSections(f)
	for _, sec := range s.Sections {
		s.add(sec)
	}
	syms, err := f.Symbols()
	if err != nil && !errors.Is(err, elf.ErrNoSymbols) {
		return Sizes{}, fmt.Errorf("%s: reading the symbol table: %v", path, err)
	}
	s.Functions = functions(f, syms)
	for _, fn := range s.Functions {
		s.FunctionBytes += fn.Size
	}
	return s, nil
}

// allocSections lists the SHF_ALLOC sections: the ones that take memory
// when the program runs, which is what size budgets are about.
func allocSections(f *elf.File) []Section {
	var out []Section
	for _, sec := range f.Sections {
		if sec.Flags&elf.SHF_ALLOC == 0 {
			continue
		}
		out = append(out, Section{Name: sec.Name, Size: sec.Size, Kind: sectionKind(sec.Name)})
	}
	return out
}

// sectionKind classifies a section by name, the way people read
// `llvm-size -A`: .text.foo is code, .rodata.str1.1 is read-only data.
func sectionKind(name string) string {
	for _, k := range []struct{ prefix, kind string }{
		{".text", KindText}, {".rodata", KindRodata}, {".data", KindData}, {".bss", KindBSS},
	} {
		if name == k.prefix || strings.HasPrefix(name, k.prefix+".") {
			return k.kind
		}
	}
	return KindOther
}

func (s *Sizes) add(sec Section) {
	s.TotalBytes += sec.Size
	switch sec.Kind {
	case KindText:
		s.TextBytes += sec.Size
	case KindRodata:
		s.RodataBytes += sec.Size
	case KindData:
		s.DataBytes += sec.Size
	case KindBSS:
		s.BSSBytes += sec.Size
	}
}

// bodyKey identifies a function body: symbols with the same key are
// aliases of one another.
type bodyKey struct {
	section elf.SectionIndex
	value   uint64
	size    uint64
}

// functions collects the defined STT_FUNC symbols of the text sections,
// folding aliases into the entry of the first symbol naming the body.
func functions(f *elf.File, syms []elf.Symbol) []Function {
	var out []Function
	at := map[bodyKey]int{}
	for _, sym := range syms {
		if elf.ST_TYPE(sym.Info) != elf.STT_FUNC || !inText(f, sym.Section) {
			continue
		}
		k := bodyKey{sym.Section, sym.Value, sym.Size}
		if i, ok := at[k]; ok {
			out[i].Aliases = append(out[i].Aliases, sym.Name)
			continue
		}
		at[k] = len(out)
		out = append(out, Function{
			Name:    sym.Name,
			Size:    sym.Size,
			Section: f.Sections[sym.Section].Name,
			Binding: binding(sym.Info),
		})
	}
	for i := range out {
		sort.Strings(out[i].Aliases)
	}
	SortFunctions(out)
	return out
}

// inText reports whether a symbol's section index names a text section.
func inText(f *elf.File, idx elf.SectionIndex) bool {
	if idx == elf.SHN_UNDEF || idx >= elf.SHN_LORESERVE || int(idx) >= len(f.Sections) {
		return false
	}
	return sectionKind(f.Sections[idx].Name) == KindText
}

func binding(info byte) string {
	switch elf.ST_BIND(info) {
	case elf.STB_LOCAL:
		return "local"
	case elf.STB_WEAK:
		return "weak"
	}
	return "global"
}

// SortFunctions orders functions largest first, then by name, the order
// Sizes.Functions is kept in.
func SortFunctions(fs []Function) {
	sort.Slice(fs, func(i, j int) bool {
		if fs[i].Size != fs[j].Size {
			return fs[i].Size > fs[j].Size
		}
		return fs[i].Name < fs[j].Name
	})
}

// MeasureIR compiles module text with llc the way irmod.WriteOutput writes
// a .o (same tools, same -llc-flag flags) into a temporary directory and
// measures the object. name is recorded as Sizes.File.
func MeasureIR(name string, text []byte, tools irmod.Tools) (Sizes, error) {
	dir, err := tempfile.MkdirTemp("", "fmerge-measure-")
	if err != nil {
		return Sizes{}, err
	}
	defer tempfile.Remove(dir)
	obj := filepath.Join(dir, "measure.o")
	if err := irmod.WriteOutput(obj, text, tools); err != nil {
		return Sizes{}, fmt.Errorf("%s: compiling to measure its size: %v", name, err)
	}
	s, err := MeasureELF(obj)
	if err != nil {
		return Sizes{}, err
	}
	s.File, s.Method = name, MethodLLC
	return s, nil
}

// MeasureOutput measures a merge result: the object itself when out is a
// .o/.obj file, otherwise text (the module written to out) compiled with
// MeasureIR. The "before" side of a report is MeasureIR of the unmerged
// module text, so both sides go through the same llc flags. at is where
// the output's file is now ("": at out), if not yet in place (staged
// beside it under a temporary name); the sizes name out.
func MeasureOutput(out, at string, text []byte, tools irmod.Tools) (Sizes, error) {
	switch strings.ToLower(filepath.Ext(out)) {
	case ".o", ".obj":
		if at == "" {
			at = out
		}
		s, err := MeasureELF(at)
		s.Method = MethodObject
		if s.File == at {
			s.File = out
		}
		return s, err
	}
	return MeasureIR(out, text, tools)
}
