#ifndef TEXT_H
#define TEXT_H

#include <stddef.h>

unsigned long text_hash(const char *s);
size_t text_count_words(const char *s);
void text_upper(char *s);

#endif
