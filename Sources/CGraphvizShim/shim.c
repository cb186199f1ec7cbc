#include "CGraphvizShim.h"
#include <stdlib.h>
#include <string.h>

/* Object ids in creation order.
 *
 * cgraph's default discipline uses the address of an object's interned name as its id, and keeps
 * subgraphs ordered by id; dot lays clusters out in that order, so the drawing would depend on where
 * malloc happened to put the names. This discipline numbers named objects 2, 4, 6... as they are
 * first named and anonymous ones 1, 3, 5..., so the same graph built the same way is laid out the same. */
typedef struct {
    char **names;          /* names[k] is the name with id 2 * (k + 1) */
    size_t count;
    size_t capacity;
    size_t *slots;         /* open-addressing table of name indexes + 1; 0 is empty */
    size_t slot_count;     /* a power of two */
    IDTYPE next_anonymous;
} navlint_ids;

static size_t navlint_hash(const char *text) {
    size_t hash = 1469598103934665603ULL;
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        hash ^= *p;
        hash *= 1099511628211ULL;
    }
    return hash;
}

static void *navlint_ids_open(Agraph_t *g, Agdisc_t *disc) {
    (void)g;
    (void)disc;
    navlint_ids *ids = calloc(1, sizeof(navlint_ids));
    if (ids == NULL) return NULL;
    ids->slot_count = 256;
    ids->slots = calloc(ids->slot_count, sizeof(size_t));
    ids->next_anonymous = 1;
    if (ids->slots == NULL) {
        free(ids);
        return NULL;
    }
    return ids;
}

static size_t *navlint_ids_slot(navlint_ids *ids, const char *name) {
    size_t mask = ids->slot_count - 1;
    for (size_t i = navlint_hash(name) & mask;; i = (i + 1) & mask) {
        size_t entry = ids->slots[i];
        if (entry == 0 || strcmp(ids->names[entry - 1], name) == 0) return &ids->slots[i];
    }
}

static int navlint_ids_grow(navlint_ids *ids) {
    if (ids->count == ids->capacity) {
        size_t capacity = ids->capacity == 0 ? 64 : ids->capacity * 2;
        char **names = realloc(ids->names, capacity * sizeof(char *));
        if (names == NULL) return 0;
        ids->names = names;
        ids->capacity = capacity;
    }
    if ((ids->count + 1) * 2 > ids->slot_count) {
        size_t slot_count = ids->slot_count * 2;
        size_t *slots = calloc(slot_count, sizeof(size_t));
        if (slots == NULL) return 0;
        free(ids->slots);
        ids->slots = slots;
        ids->slot_count = slot_count;
        for (size_t k = 0; k < ids->count; k++) *navlint_ids_slot(ids, ids->names[k]) = k + 1;
    }
    return 1;
}

static long navlint_ids_map(void *state, int objtype, char *str, IDTYPE *id, int createflag) {
    (void)objtype;
    navlint_ids *ids = state;
    if (ids == NULL) return 0;
    if (str == NULL) {
        if (!createflag) return 0;
        *id = ids->next_anonymous;
        ids->next_anonymous += 2;
        return 1;
    }
    size_t *slot = navlint_ids_slot(ids, str);
    if (*slot != 0) {
        *id = (IDTYPE)(*slot) * 2;
        return 1;
    }
    if (!createflag || !navlint_ids_grow(ids)) return 0;
    char *copy = strdup(str);
    if (copy == NULL) return 0;
    slot = navlint_ids_slot(ids, str);
    ids->names[ids->count] = copy;
    ids->count += 1;
    *slot = ids->count;
    *id = (IDTYPE)ids->count * 2;
    return 1;
}

static long navlint_ids_alloc(void *state, int objtype, IDTYPE request) {
    (void)state;
    (void)objtype;
    (void)request;
    return 0;
}

/* Names stay registered until the graph closes, as a deleted object's name may be used again. */
static void navlint_ids_free(void *state, int objtype, IDTYPE id) {
    (void)state;
    (void)objtype;
    (void)id;
}

static char *navlint_ids_print(void *state, int objtype, IDTYPE id) {
    (void)objtype;
    navlint_ids *ids = state;
    if (ids == NULL || id == 0 || id % 2 == 1) return NULL;
    size_t index = (size_t)(id / 2) - 1;
    return index < ids->count ? ids->names[index] : NULL;
}

static void navlint_ids_close(void *state) {
    navlint_ids *ids = state;
    if (ids == NULL) return;
    for (size_t k = 0; k < ids->count; k++) free(ids->names[k]);
    free(ids->names);
    free(ids->slots);
    free(ids);
}

static void navlint_ids_register(void *state, int objtype, void *obj) {
    (void)state;
    (void)objtype;
    (void)obj;
}

static Agiddisc_t navlint_id_discipline = {
    navlint_ids_open, navlint_ids_map, navlint_ids_alloc, navlint_ids_free,
    navlint_ids_print, navlint_ids_close, navlint_ids_register,
};

static Agdisc_t navlint_discipline = {&AgMemDisc, &navlint_id_discipline, &AgIoDisc};

Agraph_t *navlint_agopen_directed(char *name) {
    return agopen(name, Agdirected, &navlint_discipline);
}

void navlint_set_html(void *object, char *key, char *value) {
    Agraph_t *graph = agraphof(object);
    int kind = AGTYPE(object);
    if (kind == AGOUTEDGE || kind == AGINEDGE) kind = AGEDGE;
    Agsym_t *symbol = agattr(agroot(graph), kind, key, NULL);
    if (symbol == NULL) symbol = agattr(agroot(graph), kind, key, "");
    /* agxset interns the value again; the interned HTML copy made here keeps it marked as HTML. */
    char *html = agstrdup_html(graph, value);
    agxset(object, symbol, html);
    agstrfree(graph, html);
}

/* Messages Graphviz reported while capturing; grows as needed, capped so a chatty layout
   cannot exhaust memory. */
static char *capture_buffer = NULL;
static size_t capture_length = 0;
static size_t capture_capacity = 0;
static const size_t capture_limit = 64 * 1024;
static agusererrf previous_handler = NULL;
static agerrlevel_t previous_level = AGWARN;

void (*navlint_capture_hook)(const char *message) = NULL;

static void navlint_capture_append(const char *message) {
    size_t length = strlen(message);
    if (capture_length + length > capture_limit) {
        length = capture_limit > capture_length ? capture_limit - capture_length : 0;
    }
    if (length == 0) return;
    if (capture_length + length + 1 > capture_capacity) {
        size_t capacity = capture_capacity == 0 ? 1024 : capture_capacity;
        while (capacity < capture_length + length + 1) capacity *= 2;
        char *grown = realloc(capture_buffer, capacity);
        if (grown == NULL) return;
        capture_buffer = grown;
        capture_capacity = capacity;
    }
    memcpy(capture_buffer + capture_length, message, length);
    capture_length += length;
    capture_buffer[capture_length] = '\0';
}

static int navlint_capture_message(char *message) {
    if (message == NULL) return 0;
    navlint_capture_append(message);
    if (navlint_capture_hook != NULL) navlint_capture_hook(message);
    return 0;
}

void navlint_capture_clear(void) {
    capture_length = 0;
    if (capture_buffer != NULL) capture_buffer[0] = '\0';
}

void navlint_capture_begin(void) {
    navlint_capture_clear();
    previous_handler = agseterrf(navlint_capture_message);
    /* Report every level to the handler, so nothing goes to stderr or a temporary file. */
    previous_level = agseterr(AGWARN);
}

void navlint_capture_end(void) {
    agseterrf(previous_handler);
    agseterr(previous_level);
}

const char *navlint_capture_text(void) {
    return capture_buffer == NULL ? "" : capture_buffer;
}
