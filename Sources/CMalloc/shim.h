// glibc's malloc tuning (mallopt and its M_* options), which the Glibc module does not bring in.
#include <malloc.h>
