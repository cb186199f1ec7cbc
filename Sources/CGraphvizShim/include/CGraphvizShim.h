#ifndef NAVLINT_CGRAPHVIZ_SHIM_H
#define NAVLINT_CGRAPHVIZ_SHIM_H
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <stddef.h>
#include <sys/types.h>

/// Opens a new directed graph whose objects are numbered in creation order, so that its layout does
/// not depend on memory addresses. Wraps `agopen` because `Agdirected` is a mutable C global.
Agraph_t *navlint_agopen_directed(char *name);

/// Sets an attribute to an HTML-like value (`label=<...>`), declaring it with an empty default when
/// needed. Only for navlint's own fixed markup, never for text from a spec.
void navlint_set_html(void *object, char *key, char *value);

/// Starts capturing Graphviz messages: clears the capture buffer and routes every message
/// (errors and warnings) to it instead of standard error. Not thread-safe: callers serialise.
void navlint_capture_begin(void);

/// Empties the capture buffer, keeping the capture on.
void navlint_capture_clear(void);

/// Stops capturing and restores Graphviz's previous message handler and level.
void navlint_capture_end(void);

/// The messages captured since `navlint_capture_begin`, NUL-terminated; never NULL.
/// Valid until the next call to `navlint_capture_begin` or `navlint_capture_clear`.
const char *navlint_capture_text(void);

/// How an isolated layout and render ended.
typedef enum {
    /// Laid out and rendered; `data` holds the output.
    NAVLINT_ISOLATED_OK = 0,
    /// `gvLayout` reported failure; `messages` says why.
    NAVLINT_ISOLATED_LAYOUT_FAILED = 1,
    /// `gvRenderData` reported failure; `messages` says why.
    NAVLINT_ISOLATED_RENDER_FAILED = 2,
    /// The wall-clock limit passed; the child was killed.
    NAVLINT_ISOLATED_TIMED_OUT = 3,
    /// The child died from `signal` (a crash inside Graphviz).
    NAVLINT_ISOLATED_CRASHED = 4,
    /// The child exited with `exit_status` before reporting (Graphviz called exit, e.g. out of memory).
    NAVLINT_ISOLATED_EXITED = 5,
    /// fork, pipe or waitpid failed; `system_error` holds errno.
    NAVLINT_ISOLATED_SYSTEM_ERROR = 6,
} navlint_isolated_status;

/// A fault the child injects on purpose, so that tests can reach the failure paths.
typedef enum {
    NAVLINT_FAULT_NONE = 0,
    /// The child calls abort() instead of laying out.
    NAVLINT_FAULT_ABORT = 1,
    /// The child waits forever instead of laying out.
    NAVLINT_FAULT_HANG = 2,
} navlint_fault;

/// The outcome of `navlint_render_isolated`. Free with `navlint_isolated_result_free`.
typedef struct {
    navlint_isolated_status status;
    int signal;
    int exit_status;
    int system_error;
    /// The rendered bytes (status OK); malloc'd.
    char *data;
    size_t length;
    /// Graphviz's messages from the child (errors and warnings, as captured); malloc'd, NUL-terminated.
    char *messages;
    /// What the child wrote to standard error (some plugins print there); malloc'd, NUL-terminated.
    char *standard_error;
} navlint_isolated_result;

/// Lays `graph` out with `engine` and renders it as `format` in a forked child process, so that a crash
/// or a runaway layout inside Graphviz cannot take navlint down. The child runs only C code (Graphviz,
/// write(2), _exit(2)) and never frees the layout. The parent waits at most `timeout_ms` milliseconds
/// (0: no limit), then kills the child. Call with message capture on and Graphviz's plugins loaded.
/// With `stop_unranked`, the child stops as soon as dot reports that it cannot rank the graph ("trouble in
/// init_rank") and reports OK with no data and the messages so far, instead of finishing a layout whose
/// nodes sit on arbitrary ranks.
void navlint_render_isolated(
    GVC_t *gvc, Agraph_t *graph, const char *engine, const char *format, long timeout_ms, navlint_fault fault,
    int stop_unranked, navlint_isolated_result *result);

/// A child started by `navlint_isolated_start`, to be ended by `navlint_isolated_finish` or
/// `navlint_isolated_cancel` (exactly one of them).
typedef struct {
    /// The child's process id; -1 when it could not be started (`system_error` says why) or has ended.
    pid_t child;
    int report_fd;
    int stderr_fd;
    /// When the child is killed, on the monotonic clock in milliseconds; -1 for never.
    long long deadline_ms;
    int system_error;
} navlint_isolated_run;

/// Starts what `navlint_render_isolated` does and returns at once, so that several layouts can run at the
/// same time, each in its own child. The graph may be closed once the child has started.
void navlint_isolated_start(
    GVC_t *gvc, Agraph_t *graph, const char *engine, const char *format, long timeout_ms, navlint_fault fault,
    int stop_unranked, navlint_isolated_run *run);

/// Waits for a started child (at most until its deadline) and fills in its result.
void navlint_isolated_finish(navlint_isolated_run *run, navlint_isolated_result *result);

/// Kills a started child whose result is no longer wanted and waits for it to end.
void navlint_isolated_cancel(navlint_isolated_run *run);

/// Called with each message Graphviz reports while capturing, after it is captured; NULL for none.
/// The isolated child sets it to stop on ranking trouble.
extern void (*navlint_capture_hook)(const char *message);

/// A context with only the dot layout and Graphviz's core SVG renderer, sizing text with Graphviz's
/// built-in font metrics rather than fontconfig and Pango; NULL when the plugin libraries cannot be
/// found next to libgvc (then use a context with the configured plugins). Not thread-safe.
GVC_t *navlint_svg_context(void);

/// Frees the buffers of a result.
void navlint_isolated_result_free(navlint_isolated_result *result);

#endif
