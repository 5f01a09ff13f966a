package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/fmerge/rules_fmerge/merge/tempfile"
	"os"
	"path/filepath"
)

// JSON encodes the report: two-space indented, keys in schema order,
// option keys sorted, newline-terminated. Same report, same bytes.
func (r *Report) JSON() ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false) // C++ names hold < and >; keep them readable
	if err := enc.Encode(r); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// WriteJSON writes the report to path atomically.
func (r *Report) WriteJSON(path string) error {
	data, err := r.JSON()
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, data)
}

// Write writes the JSON report to jsonPath and the Markdown rendering to
// mdPath; an empty path skips that file. This is all `fmerge merge
// --report/--report-md` needs once the report is built.
func (r *Report) Write(jsonPath, mdPath string) error {
	if jsonPath != "" {
		if err := r.WriteJSON(jsonPath); err != nil {
			return err
		}
	}
	if mdPath != "" {
		return r.WriteMarkdown(mdPath)
	}
	return nil
}

// WriteMarkdown renders the report as Markdown and writes it atomically.
func (r *Report) WriteMarkdown(path string) error {
	return WriteFileAtomic(path, r.Markdown())
}

// WriteFileAtomic writes data beside path under a temporary name and
// renames it into place, so readers never see a half-written file.
func WriteFileAtomic(path string, data []byte) error {
	tmp, err := tempfile.CreateTemp(tempfile.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(name, tempfile.OutputMode())
	}
	if werr == nil {
		werr = tempfile.Rename(name, path)
	}
	if werr != nil {
		tempfile.Remove(name)
		return fmt.Errorf("writing %s: %v", path, werr)
	}
	return nil
}

// Read loads a report written by WriteJSON. Unknown fields are rejected
// and the schema version must be SchemaVersion, so a report from an
// incompatible fmerge fails loudly instead of being half-understood.
func Read(path string) (*Report, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse decodes a report; name is used in error messages.
func Parse(name string, data []byte) (*Report, error) {
	var probe struct {
		SchemaVersion *int `json:"schema_version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fmt.Errorf("%s: not a JSON report: %v", name, jsonErrorLine(data, err))
	}
	switch {
	case probe.SchemaVersion == nil:
		return nil, fmt.Errorf("%s: not an fmerge report: no schema_version field", name)
	case *probe.SchemaVersion != SchemaVersion:
		return nil, fmt.Errorf("%s: report schema_version %d is not supported (this fmerge reads version %d)", name, *probe.SchemaVersion, SchemaVersion)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	r := &Report{}
	if err := dec.Decode(r); err != nil {
		return nil, fmt.Errorf("%s: %v", name, jsonErrorLine(data, err))
	}
	r.normalize()
	return r, nil
}

// jsonErrorLine adds the line number to a JSON syntax or type error.
func jsonErrorLine(data []byte, err error) error {
	var off int64 = -1
	switch e := err.(type) {
	case *json.SyntaxError:
		off = e.Offset
	case *json.UnmarshalTypeError:
		off = e.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return err
	}
	return fmt.Errorf("line %d: %v", bytes.Count(data[:off], []byte("\n"))+1, err)
}
