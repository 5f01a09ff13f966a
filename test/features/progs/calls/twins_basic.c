// fmerge-test: cflags=-Os
// Identical and near-duplicate functions with plain direct calls.
#include <stdio.h>
__attribute__((noinline)) int f1(int *a, int n){int s=0;for(int i=0;i<n;i++) s+=a[i]*3+1; return s;}
__attribute__((noinline)) int f2(int *a, int n){int s=0;for(int i=0;i<n;i++) s+=a[i]*5+1; return s;}
__attribute__((noinline)) int g1(int *a, int n){int s=0;for(int i=0;i<n;i++) s^=a[i]*3+7; return s;}
__attribute__((noinline)) int g2(int *a, int n){int s=0;for(int i=0;i<n;i++) s^=a[i]*3+7; return s;}
int main(void){int a[5]={1,2,3,4,5}; printf("%d %d %d %d\n",f1(a,5),f2(a,5),g1(a,5),g2(a,5)); return 0;}
