# text_bytes FILE: size of the .text section of an ELF file (sourced).
text_bytes() {
  local size
  size=$(llvm-size-14 -A "$1" 2>/dev/null || llvm-size -A "$1")
  echo "$size" | awk '$1 == ".text" { print $2 }'
}
