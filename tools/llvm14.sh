# Sourced by the project's shell scripts (after they set ROOT): t14 NAME
# prints the LLVM 14 spelling of a tool, NAME-14 where Debian's versioned
# binary is installed, else NAME.
t14() { if command -v "$1-14" >/dev/null; then echo "$1-14"; else echo "$1"; fi; }
