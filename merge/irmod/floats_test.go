package irmod

import (
	"reflect"
	"testing"
)

func TestExactFloat(t *testing.T) {
	for lit, want := range map[string]bool{
		"0x7FF8000000000000":                  true, // canonical quiet NaN
		"0xFFF8000000000000":                  true, // its negative
		"0x7FF0000000000000":                  true, // +inf
		"0x3FB999999999999A":                  true, // 0.1
		"0x8000000000000000":                  true, // -0.0
		"0x0000000000000001":                  true, // denormal
		"0x7FF8000000001234":                  false,
		"0x7FF0000000000005":                  false, // signalling
		"0x7FF0000480000000":                  false, // float signalling NaN, widened
		"0xK3FFF8000000000000000":             true,  // 1.0L
		"0xK7FFF8000000000001234":             false, // NaN
		"0xK7FFF8000000000000000":             false, // inf: not verified
		"0xK3FFF0000000000000000":             false, // unnormal
		"0xL00000000000000003FFF000000000000": true,
		"0xL00000000000012347FFF800000000000": false,
		"0xH3C00":                             true,
		"0xH7C01":                             false,
		"0xR3F80":                             false,
		"0xM3FF00000000000000000000000000000": false,
		"0x12":                                true, // a short literal is a double written without leading zeros
		"0xZZ":                                false,
	} {
		if got := exactFloat(lit); got != want {
			t.Errorf("exactFloat(%s) = %v, want %v", lit, got, want)
		}
	}
}

func TestInexactFloatsSkipsNamesStringsAndComments(t *testing.T) {
	line := []byte(`  %x0x7FF8000000001234 = fadd double 0x7FF8000000001234, 0xH7C01 ; 0x7FF0000000000005`)
	want := []string{"0x7FF8000000001234", "0xH7C01"}
	if got := inexactFloats(line); !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := inexactFloats([]byte(`  call void @f(i8* getelementptr ([4 x i8], [4 x i8]* @"0x7FF0000000000005", i64 0, i64 0))`)); got != nil {
		t.Errorf("a quoted name is not a literal: got %q", got)
	}
}
