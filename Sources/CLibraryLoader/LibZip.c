// libzip, opened on first use (the first .obz or gridset read or written). It brings zlib, bzip2
// and OpenSSL's libcrypto with it.
#include "Library.h"
// zip.h marks its functions visible by default; the trampolines below must stay hidden.
#define ZIP_EXTERN
#include "../CLibZip/shim.h"

#define ZIP_FUNCTIONS(F) \
    F(zip_close) \
    F(zip_dir_add) \
    F(zip_discard) \
    F(zip_error_fini) \
    F(zip_error_init) \
    F(zip_error_init_with_code) \
    F(zip_error_strerror) \
    F(zip_fclose) \
    F(zip_file_add) \
    F(zip_file_get_external_attributes) \
    F(zip_file_set_dostime) \
    F(zip_file_set_external_attributes) \
    F(zip_file_strerror) \
    F(zip_fopen_index) \
    F(zip_fread) \
    F(zip_get_num_entries) \
    F(zip_open) \
    F(zip_open_from_source) \
    F(zip_set_file_compression) \
    F(zip_source_buffer) \
    F(zip_source_buffer_create) \
    F(zip_source_close) \
    F(zip_source_error) \
    F(zip_source_free) \
    F(zip_source_keep) \
    F(zip_source_open) \
    F(zip_source_read) \
    F(zip_source_stat) \
    F(zip_stat_index) \
    F(zip_stat_init) \
    F(zip_strerror)

static struct ZipFunctions {
    ZIP_FUNCTIONS(TALKGRID_FUNCTION)
} functions;
static const char *const names[] = {ZIP_FUNCTIONS(TALKGRID_NAME)};
_Static_assert(sizeof functions == sizeof names / sizeof names[0] * sizeof(void *), "one pointer per name");
static TalkGridLibrary library = TALKGRID_LIBRARY("libzip.so.4", "Debian package libzip4", names, &functions);

const char *talkgrid_zip_load(void) { return talkgrid_library_open(&library); }

/// The table, the library opened.
static inline const struct ZipFunctions *opened(void) {
    talkgrid_library_require(&library);
    return &functions;
}

// The parameters as zip.h declares them (unnamed there).
int zip_close(zip_t *_Nonnull a0) { return opened()->zip_close(a0); }
zip_int64_t zip_dir_add(zip_t *_Nonnull a0, const char *_Nonnull a1, zip_flags_t a2) { return opened()->zip_dir_add(a0, a1, a2); }
void zip_discard(zip_t *_Nonnull a0) { opened()->zip_discard(a0); }
void zip_error_fini(zip_error_t *_Nonnull a0) { opened()->zip_error_fini(a0); }
void zip_error_init(zip_error_t *_Nonnull a0) { opened()->zip_error_init(a0); }
void zip_error_init_with_code(zip_error_t *_Nonnull a0, int a1) { opened()->zip_error_init_with_code(a0, a1); }
const char *_Nonnull zip_error_strerror(zip_error_t *_Nonnull a0) { return opened()->zip_error_strerror(a0); }
int zip_fclose(zip_file_t *_Nonnull a0) { return opened()->zip_fclose(a0); }
zip_int64_t zip_file_add(zip_t *_Nonnull a0, const char *_Nonnull a1, zip_source_t *_Nonnull a2, zip_flags_t a3) { return opened()->zip_file_add(a0, a1, a2, a3); }
int zip_file_get_external_attributes(zip_t *_Nonnull a0, zip_uint64_t a1, zip_flags_t a2, zip_uint8_t *_Nullable a3, zip_uint32_t *_Nullable a4) { return opened()->zip_file_get_external_attributes(a0, a1, a2, a3, a4); }
int zip_file_set_dostime(zip_t *_Nonnull a0, zip_uint64_t a1, zip_uint16_t a2, zip_uint16_t a3, zip_flags_t a4) { return opened()->zip_file_set_dostime(a0, a1, a2, a3, a4); }
int zip_file_set_external_attributes(zip_t *_Nonnull a0, zip_uint64_t a1, zip_flags_t a2, zip_uint8_t a3, zip_uint32_t a4) { return opened()->zip_file_set_external_attributes(a0, a1, a2, a3, a4); }
const char *_Nonnull zip_file_strerror(zip_file_t *_Nonnull a0) { return opened()->zip_file_strerror(a0); }
zip_file_t *_Nullable zip_fopen_index(zip_t *_Nonnull a0, zip_uint64_t a1, zip_flags_t a2) { return opened()->zip_fopen_index(a0, a1, a2); }
zip_int64_t zip_fread(zip_file_t *_Nonnull a0, void *_Nonnull a1, zip_uint64_t a2) { return opened()->zip_fread(a0, a1, a2); }
zip_int64_t zip_get_num_entries(zip_t *_Nonnull a0, zip_flags_t a1) { return opened()->zip_get_num_entries(a0, a1); }
zip_t *_Nullable zip_open(const char *_Nonnull a0, int a1, int *_Nullable a2) { return opened()->zip_open(a0, a1, a2); }
zip_t *_Nullable zip_open_from_source(zip_source_t *_Nonnull a0, int a1, zip_error_t *_Nullable a2) { return opened()->zip_open_from_source(a0, a1, a2); }
int zip_set_file_compression(zip_t *_Nonnull a0, zip_uint64_t a1, zip_int32_t a2, zip_uint32_t a3) { return opened()->zip_set_file_compression(a0, a1, a2, a3); }
zip_source_t *_Nullable zip_source_buffer(zip_t *_Nonnull a0, const void *_Nullable a1, zip_uint64_t a2, int a3) { return opened()->zip_source_buffer(a0, a1, a2, a3); }
zip_source_t *_Nullable zip_source_buffer_create(const void *_Nullable a0, zip_uint64_t a1, int a2, zip_error_t *_Nullable a3) { return opened()->zip_source_buffer_create(a0, a1, a2, a3); }
int zip_source_close(zip_source_t *_Nonnull a0) { return opened()->zip_source_close(a0); }
zip_error_t *_Nonnull zip_source_error(zip_source_t *_Nonnull a0) { return opened()->zip_source_error(a0); }
void zip_source_free(zip_source_t *_Nullable a0) { opened()->zip_source_free(a0); }
void zip_source_keep(zip_source_t *_Nonnull a0) { opened()->zip_source_keep(a0); }
int zip_source_open(zip_source_t *_Nonnull a0) { return opened()->zip_source_open(a0); }
zip_int64_t zip_source_read(zip_source_t *_Nonnull a0, void *_Nonnull a1, zip_uint64_t a2) { return opened()->zip_source_read(a0, a1, a2); }
int zip_source_stat(zip_source_t *_Nonnull a0, zip_stat_t *_Nonnull a1) { return opened()->zip_source_stat(a0, a1); }
int zip_stat_index(zip_t *_Nonnull a0, zip_uint64_t a1, zip_flags_t a2, zip_stat_t *_Nonnull a3) { return opened()->zip_stat_index(a0, a1, a2, a3); }
void zip_stat_init(zip_stat_t *_Nonnull a0) { opened()->zip_stat_init(a0); }
const char *_Nonnull zip_strerror(zip_t *_Nonnull a0) { return opened()->zip_strerror(a0); }
