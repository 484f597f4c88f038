#include <stddef.h>
#include <stdint.h>
#include <pcaudiolib/audio.h>
