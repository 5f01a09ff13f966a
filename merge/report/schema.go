// Package report measures, records and compares what fmerge did to a
// program's size.
//
// A Report is the JSON document `fmerge merge --report OUT.json` writes. Its
// sizes are measured, not estimated: they are read with debug/elf from the
// object fmerge produced ("after") and from the unmerged input compiled the
// same way ("before"). The report also lists every merge decision, the stage
// timings and the options of the run. Markdown, a size diff between two
// reports (for pull-request comments and CI budgets) and an SVG bar chart
// are all rendered from the same data.
//
// The JSON layout is a public contract, versioned by SchemaVersion and
// documented field by field in docs/report.md. Fields are only ever added
// within one version; renaming, removing or changing the meaning of a field
// bumps the version.
package report

// SchemaVersion is the version of the JSON layout this package writes and
// the only one it reads.
const SchemaVersion = 1

// Report is one fmerge run: sizes before and after merging, the merge
// decisions and how the run went.
type Report struct {
	// SchemaVersion is always SchemaVersion (1) for this layout.
	SchemaVersion int `json:"schema_version"`
	// Tool names the program that wrote the report and its version.
	Tool Tool `json:"tool"`
	// Options are the settings of the run, flag name to value, e.g.
	// "mode": "identical". Keys are written sorted.
	Options map[string]string `json:"options"`
	// Inputs are the input files as given on the command line.
	Inputs []string `json:"inputs"`
	// Output is the file the merged program was written to.
	Output string `json:"output"`
	// Baseline says what Before measures: the program the merge is
	// compared against (e.g. the full-LTO release build), in words.
	Baseline string `json:"baseline,omitempty"`
	// Before is the program compiled without merging.
	Before Sizes `json:"before"`
	// After is the merged program.
	After Sizes `json:"after"`
	// Summary totals the merge decisions and the measured change.
	Summary Summary `json:"summary"`
	// Merges lists every merge group: the functions folded into one
	// survivor. Ordered by kind, then survivor name.
	Merges []Merge `json:"merges"`
	// Unread lists the definitions the IR library could not read: each
	// is merged with nothing, and the run goes on. In module order; not
	// written when there are none.
	Unread []Unread `json:"unread,omitempty"`
	// Stages are the timed phases of the run, in execution order. Timings
	// are the only part of a report that varies between identical runs.
	Stages []Stage `json:"stages"`
	// Counters are the LLVM-style statistics of the run (what `-stats`
	// prints), in the order they were first recorded.
	Counters []Counter `json:"counters"`
}

// Tool identifies the program that wrote a report.
type Tool struct {
	Name    string `json:"name"`    // "fmerge"
	Version string `json:"version"` // e.g. "0.1.0"
}

// Method values say how a Sizes was obtained.
const (
	// MethodObject: read from the ELF file fmerge wrote (-o OUT.o).
	MethodObject = "object"
	// MethodLLC: the IR was compiled with llc, with the same flags fmerge
	// uses for .o outputs, and the resulting object was read.
	MethodLLC = "llc"
	// MethodFile: an existing ELF file measured on its own (fmerge report
	// measure).
	MethodFile = "file"
)

// Sizes is the measured size of one ELF object or executable.
type Sizes struct {
	// File is the measured file, or the IR file that was compiled to
	// measure it (see Method).
	File string `json:"file"`
	// Method is MethodObject, MethodLLC or MethodFile.
	Method string `json:"method"`
	// Machine is the ELF machine, e.g. "EM_X86_64".
	Machine string `json:"machine"`
	// TextBytes is the total size of the sections named .text or .text.*
	// (function-sections and comdat code included).
	TextBytes uint64 `json:"text_bytes"`
	// RodataBytes is the total size of the sections named .rodata or
	// .rodata.* (string literals, constant pools, jump tables).
	RodataBytes uint64 `json:"rodata_bytes"`
	// DataBytes is the total size of the sections named .data or .data.*
	// (including .data.rel.ro).
	DataBytes uint64 `json:"data_bytes"`
	// BSSBytes is the total size of the sections named .bss or .bss.*;
	// they take no space in the file.
	BSSBytes uint64 `json:"bss_bytes"`
	// TotalBytes is the total size of all SHF_ALLOC sections: what is
	// loaded into memory. Equals the "dec" column of Berkeley-format
	// `llvm-size`; debug info and symbol tables are not counted.
	TotalBytes uint64 `json:"total_bytes"`
	// FunctionBytes is the sum of Functions[].Size: the code that belongs
	// to a named function (alignment padding between functions is not).
	FunctionBytes uint64 `json:"function_bytes"`
	// Sections lists every SHF_ALLOC section in file order.
	Sections []Section `json:"sections"`
	// Functions lists the STT_FUNC symbols defined in the text sections,
	// one entry per distinct body: symbols at the same section and address
	// with the same size (aliases) share one entry. Ordered by size,
	// largest first, then by name.
	Functions []Function `json:"functions"`
}

// Section kinds, from the section name.
const (
	KindText   = "text"
	KindRodata = "rodata"
	KindData   = "data"
	KindBSS    = "bss"
	KindOther  = "other"
)

// Section is one allocated ELF section.
type Section struct {
	Name string `json:"name"`
	Size uint64 `json:"size"`
	// Kind is "text", "rodata", "data", "bss" or "other"; it says which
	// total of Sizes the section counts towards.
	Kind string `json:"kind"`
}

// Function is one function body in the text sections.
type Function struct {
	// Name is the symbol name (mangled, as in the symbol table). When
	// several symbols share the body it is the one that comes first in
	// the symbol table, which for LLVM output is the function, not an
	// alias.
	Name string `json:"name"`
	// Size is the symbol size in bytes (st_size).
	Size uint64 `json:"size"`
	// Section is the name of the section holding the body.
	Section string `json:"section"`
	// Binding is "global", "weak" or "local".
	Binding string `json:"binding"`
	// Aliases are the other symbols naming the same body, sorted.
	Aliases []string `json:"aliases,omitempty"`
}

// Merge kinds.
const (
	KindIdentical = "identical"
	KindSimilar   = "similar"
)

// Merge is one merge group: functions folded into a single survivor.
type Merge struct {
	// Kind is "identical" (bodies equal, LLVM MergeFunctions semantics) or
	// "similar" (bodies differ; a merged function takes a selector).
	Kind string `json:"kind"`
	// Survivor keeps the body. For identical merges it is one of the
	// original functions; for similar merges it is the new merged function.
	Survivor string `json:"survivor"`
	// SurvivorBeforeBytes and SurvivorAfterBytes are the measured sizes of
	// the survivor before and after merging (0 where it has no body, e.g.
	// a similar-merge function before merging).
	SurvivorBeforeBytes uint64 `json:"survivor_before_bytes"`
	SurvivorAfterBytes  uint64 `json:"survivor_after_bytes"`
	// Body names the function holding the shared body after merging when
	// that is not Survivor: for a double thunk, the private copy both
	// originals call. Its after size counts against the saving.
	Body string `json:"body,omitempty"`
	// BodyAfterBytes is the measured size of Body after merging.
	BodyAfterBytes uint64 `json:"body_after_bytes,omitempty"`
	// Members are the functions merged into Survivor, in decision order.
	Members []Member `json:"members"`
	// Similarity is the similarity of the merged bodies in [0,1] (similar
	// merges only; omitted for identical ones).
	Similarity float64 `json:"similarity,omitempty"`
	// EstimatedSavedBytes is the cost model's prediction of the bytes
	// saved (similar merges; 0 when no estimate was made).
	EstimatedSavedBytes int64 `json:"estimated_saved_bytes"`
	// MeasuredSavedBytes is the measured saving: the before sizes of the
	// survivor and all members minus their after sizes. An alias counts as
	// 0 bytes after merging since it shares the survivor's body. Negative
	// when merging made the group larger.
	MeasuredSavedBytes int64 `json:"measured_saved_bytes"`
}

// How values of a Member.
const (
	HowDeleted     = "deleted"      // all uses redirected, body dropped
	HowThunk       = "thunk"        // body replaced by a tail call
	HowAlias       = "alias"        // replaced by an alias of the survivor
	HowCalls       = "calls"        // direct calls redirected; the function stays
	HowDoubleThunk = "double-thunk" // both interposable: body moved, both thunks
)

// Member is one function merged into a survivor.
type Member struct {
	// Name is the function merged away.
	Name string `json:"name"`
	// How is "deleted", "thunk", "alias", "calls" or "double-thunk".
	How string `json:"how"`
	// Redirected counts the references rewritten to point at the survivor.
	Redirected int `json:"redirected"`
	// BeforeBytes and AfterBytes are the measured sizes of the member's
	// own symbol (0 when absent, or when it is an alias after merging).
	BeforeBytes uint64 `json:"before_bytes"`
	AfterBytes  uint64 `json:"after_bytes"`
}

// Summary totals a report.
type Summary struct {
	// IdenticalGroups and SimilarGroups count the merge groups by kind.
	IdenticalGroups int `json:"identical_groups"`
	SimilarGroups   int `json:"similar_groups"`
	// MergedFunctions counts the members of all groups.
	MergedFunctions int `json:"merged_functions"`
	// Thunks, Aliases, Deleted, CallsOnly and DoubleThunks count the
	// members by How.
	Thunks       int `json:"thunks"`
	Aliases      int `json:"aliases"`
	Deleted      int `json:"deleted"`
	CallsOnly    int `json:"calls_only"`
	DoubleThunks int `json:"double_thunks"`
	// Redirected totals the references rewritten.
	Redirected int `json:"redirected"`
	// EstimatedSavedBytes and MeasuredSavedBytes total the groups.
	EstimatedSavedBytes int64 `json:"estimated_saved_bytes"`
	MeasuredSavedBytes  int64 `json:"measured_saved_bytes"`
	// TextDeltaBytes and TotalDeltaBytes are After minus Before for
	// TextBytes and TotalBytes (negative when merging shrank the program).
	TextDeltaBytes  int64 `json:"text_delta_bytes"`
	TotalDeltaBytes int64 `json:"total_delta_bytes"`
}

// Stage is one timed phase of a run.
type Stage struct {
	Name string `json:"name"`
	// Seconds is the wall-clock duration, rounded to microseconds.
	Seconds float64 `json:"seconds"`
}

// Unread is a definition fmerge could not analyse, and why.
type Unread struct {
	Function string `json:"function"`
	Reason   string `json:"reason"`
}

// Counter is one named statistic.
type Counter struct {
	Name  string `json:"name"`
	Desc  string `json:"desc"`
	Value int64  `json:"value"`
}
