#include <zip.h>

/// Opens libzip (once, on first use: it is not linked). NULL when it is open, else why it
/// cannot be (its file, its Debian package, the loader's reason); defined in CLibraryLoader.
const char *talkgrid_zip_load(void);
