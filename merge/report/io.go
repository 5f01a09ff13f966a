package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"github.com/fmerge/rules_fmerge/merge/tempfile"
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

// File is one file of a report: where it goes and what it holds.
type File struct {
	Path string
	Data []byte
}

// Files renders the JSON report for jsonPath and the Markdown rendering
// for mdPath; an empty path skips that file. A caller writing other
// outputs beside them stages them all (`fmerge merge`); Write writes
// them at once.
func (r *Report) Files(jsonPath, mdPath string) ([]File, error) {
	var files []File
	if jsonPath != "" {
		data, err := r.JSON()
		if err != nil {
			return nil, err
		}
		files = append(files, File{jsonPath, data})
	}
	if mdPath != "" {
		files = append(files, File{mdPath, r.Markdown()})
	}
	return files, nil
}

// WriteJSON writes the report to path atomically.
func (r *Report) WriteJSON(path string) error { return r.Write(path, "") }

// Write writes Files, each atomically.
func (r *Report) Write(jsonPath, mdPath string) error {
	files, err := r.Files(jsonPath, mdPath)
	for _, f := range files {
		if err == nil {
			err = tempfile.WriteFile(f.Path, f.Data)
		}
	}
	return err
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
