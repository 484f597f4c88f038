// A shared library opened on first use, and the table of functions TalkGrid takes from it.
#ifndef TALKGRID_LIBRARY_H
#define TALKGRID_LIBRARY_H

#include <stdatomic.h>
#include <stddef.h>

enum { TALKGRID_LIBRARY_UNTRIED, TALKGRID_LIBRARY_OPEN, TALKGRID_LIBRARY_MISSING };

/// One library: its file (a soname or a path), where it comes from ("Debian package libzip4"), the names of the
/// functions TalkGrid calls, and the table (a struct of function pointers, in the order of
/// `names`) that opening fills.
typedef struct TalkGridLibrary {
    const char *file;
    const char *package;
    const char *const *names;
    size_t count;
    void *table;
    /// dlopen's handle (set once `state` is TALKGRID_LIBRARY_OPEN).
    void *handle;
    _Atomic int state;
    /// Why it could not be opened (valid once `state` is TALKGRID_LIBRARY_MISSING).
    char problem[512];
} TalkGridLibrary;

/// A TalkGridLibrary for `file` from `package` ("Debian package NAME"), with the function table `table`
/// (a struct of function pointers) whose member names are listed in the array `names`.
#define TALKGRID_LIBRARY(file, package, names, table) \
    {file, package, names, sizeof(names) / sizeof((names)[0]), table, NULL, TALKGRID_LIBRARY_UNTRIED, ""}

/// A table member: a pointer of the type of the declared function `name`.
#define TALKGRID_FUNCTION(name) __typeof__(&name) name;
/// The name of a table member, for dlsym.
#define TALKGRID_NAME(name) #name,

/// Opens the library and fills its table, once, whichever thread asks first (the others wait).
/// Returns NULL when it is open, or why it cannot be (the same message on every later call).
const char *talkgrid_library_open(TalkGridLibrary *library);

/// Opens the library or ends the process with the message (for trampolines only: the Swift
/// wrappers check `talkgrid_library_open` first and throw).
void talkgrid_library_open_or_exit(TalkGridLibrary *library);

/// The library open, for a trampoline: one atomic load once it is.
static inline void talkgrid_library_require(TalkGridLibrary *library) {
    if (__builtin_expect(atomic_load_explicit(&library->state, memory_order_acquire) != TALKGRID_LIBRARY_OPEN, 0)) {
        talkgrid_library_open_or_exit(library);
    }
}

#endif
