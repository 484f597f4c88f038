// libxml2's headers pull in ICU's when libxml2 was built with ICU (Debian's is); those clash
// with the ICU copy inside Foundation. TalkGrid uses no encoding handler struct by value, so the
// ICU fields it would add are never touched: leave them out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
