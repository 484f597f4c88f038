#include <pulse/error.h>
#include <pulse/simple.h>

/// Opens libpulse-simple (once, on first use: it is not linked, so TalkGrid runs without
/// PulseAudio). NULL when it is open, else why it cannot be (its file, its Debian package, the
/// loader's reason); defined in CLibraryLoader.
const char *talkgrid_pulse_simple_load(void);
