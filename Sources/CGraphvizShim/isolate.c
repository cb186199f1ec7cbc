#include "CGraphvizShim.h"
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Crash isolation for Graphviz.
 *
 * Graphviz 2.43 can corrupt its heap (a labelled flat edge makes dot reallocate a rank's node array while
 * keeping the old pointer, which gvFreeLayout then frees again), and a dense graph can keep dot busy for
 * minutes. So the layout and the render run in a child made with fork(2) right before the Graphviz work;
 * there is no exec: the child runs the same in-process library code on the graph the parent built.
 *
 * The child uses only C: gvLayout, gvRenderData, write(2) and _exit(2). It never frees the layout (the
 * process ends instead), never touches the Swift runtime, Dispatch or stdio buffers, and reports on a
 * pipe: one status byte, the captured Graphviz messages, then the rendered bytes, each length-prefixed.
 * Its standard error goes to a second pipe, as some plugins print there directly. Crash signals get
 * their default action back, so a crash ends the child at once instead of running the Swift runtime's
 * backtracer. The parent reads both pipes with a wall-clock limit, kills the child (SIGKILL) when it
 * passes, and tells a signal death or an early exit apart from a report. Plugins are loaded in the parent
 * beforehand, so the child does not dlopen. */

enum { REPORT_OK = 'O', REPORT_LAYOUT_FAILED = 'L', REPORT_RENDER_FAILED = 'R' };

static int write_all(int fd, const void *bytes, size_t length) {
    const char *cursor = bytes;
    while (length > 0) {
        ssize_t written = write(fd, cursor, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return 0;
        cursor += written;
        length -= (size_t)written;
    }
    return 1;
}

static int write_block(int fd, const char *bytes, size_t length) {
    uint64_t prefix = (uint64_t)length;
    return write_all(fd, &prefix, sizeof prefix) && (length == 0 || write_all(fd, bytes, length));
}

static void child_report(int fd, char status, const char *data, size_t length) {
    const char *messages = navlint_capture_text();
    int ok = write_all(fd, &status, 1) && write_block(fd, messages, strlen(messages))
        && write_block(fd, data, length);
    _exit(ok ? 0 : 121);
}

/* The child's report pipe, for the hook that stops on ranking trouble. */
static int child_fd = -1;

static void stop_when_unranked(const char *message) {
    if (strstr(message, "trouble in init_rank") != NULL) child_report(child_fd, REPORT_OK, NULL, 0);
}

static void child_run(
    int fd, GVC_t *gvc, Agraph_t *graph, const char *engine, const char *format, navlint_fault fault,
    int stop_unranked) {
    static const int crash_signals[] = {SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS};
    for (size_t k = 0; k < sizeof crash_signals / sizeof crash_signals[0]; k++) signal(crash_signals[k], SIG_DFL);
    if (stop_unranked) {
        child_fd = fd;
        navlint_capture_hook = stop_when_unranked;
    }
    if (fault == NAVLINT_FAULT_ABORT) abort();
    if (fault == NAVLINT_FAULT_HANG) {
        for (;;) pause();
    }
    if (gvLayout(gvc, graph, engine) != 0) child_report(fd, REPORT_LAYOUT_FAILED, NULL, 0);
    char *data = NULL;
    unsigned int length = 0;
    if (gvRenderData(gvc, graph, format, &data, &length) != 0 || data == NULL) {
        child_report(fd, REPORT_RENDER_FAILED, NULL, 0);
    }
    child_report(fd, REPORT_OK, data, length);
}

static long long now_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

typedef struct {
    char *bytes;
    size_t length;
    size_t capacity;
} buffer;

static int buffer_reserve(buffer *target, size_t extra) {
    if (target->length + extra <= target->capacity) return 1;
    size_t capacity = target->capacity == 0 ? 65536 : target->capacity;
    while (capacity < target->length + extra) capacity *= 2;
    char *grown = realloc(target->bytes, capacity);
    if (grown == NULL) return 0;
    target->bytes = grown;
    target->capacity = capacity;
    return 1;
}

/* The most of the child's standard error kept. */
static const size_t stderr_limit = 64 * 1024;

/* Reads both pipes until end of file on each or the deadline (-1: none); 1 at end of file, 0 at the
   deadline, -1 on error. */
static int read_until_eof(int report_fd, buffer *report, int stderr_fd, buffer *errors, long long deadline) {
    int open_fds[2] = {report_fd, stderr_fd};
    buffer *targets[2] = {report, errors};
    while (open_fds[0] >= 0 || open_fds[1] >= 0) {
        int wait_ms = -1;
        if (deadline >= 0) {
            long long left = deadline - now_ms();
            if (left <= 0) return 0;
            wait_ms = left > 1000000 ? 1000000 : (int)left;
        }
        struct pollfd entries[2] = {{open_fds[0], POLLIN, 0}, {open_fds[1], POLLIN, 0}};
        int ready = poll(entries, 2, wait_ms);
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) return -1;
        for (int k = 0; k < 2; k++) {
            if (open_fds[k] < 0 || entries[k].revents == 0) continue;
            char chunk[65536];
            ssize_t count = read(open_fds[k], chunk, sizeof chunk);
            if (count < 0 && errno == EINTR) continue;
            if (count <= 0) {
                open_fds[k] = -1;
                continue;
            }
            size_t kept = (size_t)count;
            if (k == 1) kept = targets[1]->length >= stderr_limit ? 0 : kept;
            if (kept > 0) {
                if (!buffer_reserve(targets[k], kept)) return -1;
                memcpy(targets[k]->bytes + targets[k]->length, chunk, kept);
                targets[k]->length += kept;
            }
        }
    }
    return 1;
}

static pid_t wait_for(pid_t child, int *status) {
    pid_t done;
    do {
        done = waitpid(child, status, 0);
    } while (done < 0 && errno == EINTR);
    return done;
}

static char *copy_text(const char *bytes, size_t length) {
    char *copy = malloc(length + 1);
    if (copy == NULL) return NULL;
    if (length > 0) memcpy(copy, bytes, length);
    copy[length] = '\0';
    return copy;
}

/* Splits the child's report into the result; 0 when it is incomplete. */
static int parse_report(const buffer *report, navlint_isolated_result *result) {
    size_t offset = 1;
    uint64_t lengths[2];
    const char *blocks[2];
    if (report->length < 1) return 0;
    for (int k = 0; k < 2; k++) {
        if (report->length - offset < sizeof(uint64_t)) return 0;
        memcpy(&lengths[k], report->bytes + offset, sizeof(uint64_t));
        offset += sizeof(uint64_t);
        if (report->length - offset < lengths[k]) return 0;
        blocks[k] = report->bytes + offset;
        offset += (size_t)lengths[k];
    }
    result->messages = copy_text(blocks[0], (size_t)lengths[0]);
    switch (report->bytes[0]) {
    case REPORT_OK:
        result->status = NAVLINT_ISOLATED_OK;
        result->data = malloc(lengths[1] == 0 ? 1 : (size_t)lengths[1]);
        if (result->data == NULL) return 0;
        if (lengths[1] > 0) memcpy(result->data, blocks[1], (size_t)lengths[1]);
        result->length = (size_t)lengths[1];
        return 1;
    case REPORT_LAYOUT_FAILED:
        result->status = NAVLINT_ISOLATED_LAYOUT_FAILED;
        return 1;
    case REPORT_RENDER_FAILED:
        result->status = NAVLINT_ISOLATED_RENDER_FAILED;
        return 1;
    default:
        return 0;
    }
}

static void fail_start(navlint_isolated_run *run, int error, int fds[], int count) {
    run->child = -1;
    run->system_error = error;
    for (int k = 0; k < count; k++) close(fds[k]);
}

void navlint_isolated_start(
    GVC_t *gvc, Agraph_t *graph, const char *engine, const char *format, long timeout_ms, navlint_fault fault,
    int stop_unranked, navlint_isolated_run *run) {
    memset(run, 0, sizeof *run);
    int ends[4];
    if (pipe(ends) != 0) {
        fail_start(run, errno, ends, 0);
        return;
    }
    if (pipe(ends + 2) != 0) {
        fail_start(run, errno, ends, 2);
        return;
    }
    run->deadline_ms = timeout_ms > 0 ? now_ms() + timeout_ms : -1;
    pid_t child = fork();
    if (child < 0) {
        fail_start(run, errno, ends, 4);
        return;
    }
    if (child == 0) {
        close(ends[0]);
        close(ends[2]);
        dup2(ends[3], 2);
        close(ends[3]);
        child_run(ends[1], gvc, graph, engine, format, fault, stop_unranked);
        _exit(122);
    }
    close(ends[1]);
    close(ends[3]);
    run->child = child;
    run->report_fd = ends[0];
    run->stderr_fd = ends[2];
}

void navlint_isolated_finish(navlint_isolated_run *run, navlint_isolated_result *result) {
    memset(result, 0, sizeof *result);
    if (run->child < 0) {
        result->status = NAVLINT_ISOLATED_SYSTEM_ERROR;
        result->system_error = run->system_error;
        return;
    }
    buffer report = {NULL, 0, 0};
    buffer errors = {NULL, 0, 0};
    int read_status = read_until_eof(run->report_fd, &report, run->stderr_fd, &errors, run->deadline_ms);
    close(run->report_fd);
    close(run->stderr_fd);
    if (read_status <= 0) kill(run->child, SIGKILL);
    int status = 0;
    if (wait_for(run->child, &status) < 0) {
        result->status = NAVLINT_ISOLATED_SYSTEM_ERROR;
        result->system_error = errno;
    } else if (read_status == 0) {
        result->status = NAVLINT_ISOLATED_TIMED_OUT;
    } else if (read_status < 0) {
        result->status = NAVLINT_ISOLATED_SYSTEM_ERROR;
        result->system_error = EIO;
    } else if (WIFSIGNALED(status)) {
        result->status = NAVLINT_ISOLATED_CRASHED;
        result->signal = WTERMSIG(status);
    } else if (!(WIFEXITED(status) && WEXITSTATUS(status) == 0) || !parse_report(&report, result)) {
        free(result->data);
        result->data = NULL;
        result->length = 0;
        result->status = NAVLINT_ISOLATED_EXITED;
        result->exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    result->standard_error = copy_text(errors.bytes == NULL ? "" : errors.bytes, errors.length);
    free(report.bytes);
    free(errors.bytes);
    run->child = -1;
}

void navlint_isolated_cancel(navlint_isolated_run *run) {
    if (run->child < 0) return;
    kill(run->child, SIGKILL);
    close(run->report_fd);
    close(run->stderr_fd);
    int status = 0;
    wait_for(run->child, &status);
    run->child = -1;
}

void navlint_render_isolated(
    GVC_t *gvc, Agraph_t *graph, const char *engine, const char *format, long timeout_ms, navlint_fault fault,
    int stop_unranked, navlint_isolated_result *result) {
    navlint_isolated_run run;
    navlint_isolated_start(gvc, graph, engine, format, timeout_ms, fault, stop_unranked, &run);
    navlint_isolated_finish(&run, result);
}

void navlint_isolated_result_free(navlint_isolated_result *result) {
    free(result->data);
    free(result->messages);
    free(result->standard_error);
    result->data = NULL;
    result->messages = NULL;
    result->standard_error = NULL;
}
