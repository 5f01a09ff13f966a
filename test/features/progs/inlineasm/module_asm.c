// fmerge-test: cflags=-Os
// Module-level asm defining functions called from merged twins.
#include <stdio.h>
__asm__(".text\n.globl asm_inc\nasm_inc:\n\tleal 1(%rdi), %eax\n\tret\n"
        ".globl asm_dec\nasm_dec:\n\tleal -1(%rdi), %eax\n\tret\n");
int asm_inc(int), asm_dec(int);
__attribute__((noinline)) int m1(int x) { return asm_inc(x) * 7; }
__attribute__((noinline)) int m2(int x) { return asm_dec(x) * 7; }
__attribute__((noinline)) int m3(int x) { return asm_dec(x) * 7; }
int main(void) { printf("%d %d %d\n", m1(3), m2(3), m3(4)); return 0; }
