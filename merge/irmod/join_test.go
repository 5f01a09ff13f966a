package irmod

import (
	"bytes"
	"testing"
)

// Writes of every size, across block boundaries, come back in order and
// exactly sized.
func TestJoinBuffer(t *testing.T) {
	var b joinBuffer
	var want bytes.Buffer
	for i := 0; i < 300; i++ {
		p := bytes.Repeat([]byte{byte('a' + i%26)}, i*i*7%(3*joinBlock/2))
		b.Write(p)
		want.Write(p)
		if i%7 == 0 {
			b.WriteByte('\n')
			want.WriteByte('\n')
		}
	}
	got := b.Bytes()
	if !bytes.Equal(got, want.Bytes()) {
		t.Errorf("joined %d bytes differ from the %d written", len(got), want.Len())
	}
	if cap(got) != len(got) {
		t.Errorf("joined array has capacity %d for %d bytes", cap(got), len(got))
	}
	var empty joinBuffer
	if got := empty.Bytes(); len(got) != 0 {
		t.Errorf("empty buffer joined to %d bytes", len(got))
	}
}
