#include <stddef.h>
#include <stdint.h>
#include <pcaudiolib/audio.h>

/// Opens libpcaudio (once, on first use: it is not linked). NULL when it is open, else why it
/// cannot be (its file, its Debian package, the loader's reason); defined in CLibraryLoader.
const char *talkgrid_pcaudio_load(void);

/// Silences ALSA's error messages ("cannot find card '0'" garbles a full-screen terminal);
/// returns 1 when ALSA is loaded (with libpcaudio) and now silent.
int talkgrid_silence_alsa(void);
