// Command textsize prints the code size of ELF objects: the sum over
// executable sections (.text and the per-comdat .text.* sections) of their
// sizes, each rounded up to its alignment as a linker would place them.
//
//	textsize FILE.o...
package main

import (
	"debug/elf"
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: textsize FILE.o...")
		os.Exit(2)
	}
	for _, path := range os.Args[1:] {
		n, err := textBytes(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, "textsize:", err)
			os.Exit(1)
		}
		fmt.Println(n)
	}
}

func textBytes(path string) (uint64, error) {
	f, err := elf.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	var total uint64
	for _, s := range f.Sections {
		if s.Flags&elf.SHF_EXECINSTR == 0 || s.Type != elf.SHT_PROGBITS {
			continue
		}
		a := s.Addralign
		if a < 1 {
			a = 1
		}
		total += (s.Size + a - 1) / a * a
	}
	return total, nil
}
