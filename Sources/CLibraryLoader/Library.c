#include "Library.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Opening is rare (once per library per process): one lock for all of them.
static pthread_mutex_t opening = PTHREAD_MUTEX_INITIALIZER;

/// Opens `library` and fills its table; returns TALKGRID_LIBRARY_OPEN or _MISSING (with `problem` set).
static int open_library(TalkGridLibrary *library) {
    void *handle = dlopen(library->file, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        snprintf(library->problem, sizeof library->problem, "%s could not be loaded (%s): %s", library->file,
                 library->package, reason != NULL ? reason : "unknown reason");
        return TALKGRID_LIBRARY_MISSING;
    }
    for (size_t index = 0; index < library->count; index++) {
        void *function = dlsym(handle, library->names[index]);
        if (function == NULL) {
            snprintf(library->problem, sizeof library->problem, "%s has no function %s (%s is too old)",
                     library->file, library->names[index], library->package);
            return TALKGRID_LIBRARY_MISSING;
        }
        memcpy((char *)library->table + index * sizeof function, &function, sizeof function);
    }
    library->handle = handle;
    return TALKGRID_LIBRARY_OPEN;
}

const char *talkgrid_library_open(TalkGridLibrary *library) {
    int state = atomic_load_explicit(&library->state, memory_order_acquire);
    if (state == TALKGRID_LIBRARY_UNTRIED) {
        pthread_mutex_lock(&opening);
        state = atomic_load_explicit(&library->state, memory_order_relaxed);
        if (state == TALKGRID_LIBRARY_UNTRIED) {
            state = open_library(library);
            atomic_store_explicit(&library->state, state, memory_order_release);
        }
        pthread_mutex_unlock(&opening);
    }
    return state == TALKGRID_LIBRARY_OPEN ? NULL : library->problem;
}

void talkgrid_library_open_or_exit(TalkGridLibrary *library) {
    const char *problem = talkgrid_library_open(library);
    if (problem != NULL) {
        fprintf(stderr, "talkgrid: %s\n", problem);
        exit(1);
    }
}
