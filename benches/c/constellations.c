/* A C port of the constellation completion kernel (crates/solvers/src/queens/constellation.rs,
 * `complete`): the yardstick for the Rust kernel's time per search node in benches/native.rs.
 * Usage: constellations < jobs.txt, where each line is one job: its weight, then its searched rows
 * as pairs "free-columns gap" (the first gap 0). Prints the weighted count and the seconds the
 * completions took (reading the input is not timed). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct {
    unsigned long long weight;
    int len;
    unsigned free[33], gap[33];
} Job;

/* The completions of one job's rows: the same search as the Rust kernel, step for step. */
static unsigned long long complete(const Job *job) {
    const unsigned *free = job->free, *gap = job->gap;
    int last = job->len - 1;
    if (last < 0) return 1;
    if (last == 0) return __builtin_popcount(free[0]);
    unsigned cols[32] = {0}, ld[32] = {0}, rd[32] = {0}, open[32];
    open[0] = free[0];
    int level = 0;
    unsigned long long total = 0;
    for (;;) {
        unsigned choices = open[level];
        if (choices == 0) {
            if (level == 0) return total;
            level--;
            continue;
        }
        unsigned bit = choices & -choices;
        open[level] = choices ^ bit;
        int next = level + 1;
        unsigned g = gap[next];
        unsigned c = cols[level] | bit, l = (ld[level] | bit) << g, r = (rd[level] | bit) >> g;
        unsigned options = free[next] & ~(c | l | r);
        if (next == last) {
            total += __builtin_popcount(options);
        } else if (options) {
            unsigned after = gap[next + 1];
            if (free[next + 1] & ~(c | l << after | r >> after)) {
                cols[next] = c, ld[next] = l, rd[next] = r, open[next] = options;
                level = next;
            }
        }
    }
}

int main(void) {
    size_t cap = 1024, count = 0;
    Job *jobs = malloc(cap * sizeof *jobs);
    char line[4096];
    while (jobs && fgets(line, sizeof line, stdin)) {
        if (count == cap) jobs = realloc(jobs, (cap *= 2) * sizeof *jobs);
        if (!jobs) break;
        Job *job = &jobs[count];
        char *p = line, *end;
        job->weight = strtoull(p, &end, 10);
        if (end == p) continue;
        p = end;
        job->len = 0;
        for (;;) {
            unsigned long f = strtoul(p, &end, 10);
            if (end == p) break;
            p = end;
            unsigned long g = strtoul(p, &end, 10);
            if (end == p || job->len == 32) break;
            p = end;
            job->free[job->len] = (unsigned)f;
            job->gap[job->len] = (unsigned)g;
            job->len++;
        }
        job->free[job->len] = 0, job->gap[job->len] = 0;
        count++;
    }
    if (!jobs) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    struct timespec start, stop;
    clock_gettime(CLOCK_MONOTONIC, &start);
    unsigned long long total = 0;
    for (size_t i = 0; i < count; i++) total += jobs[i].weight * complete(&jobs[i]);
    clock_gettime(CLOCK_MONOTONIC, &stop);
    double seconds = (stop.tv_sec - start.tv_sec) + (stop.tv_nsec - start.tv_nsec) / 1e9;
    printf("%llu %.6f\n", total, seconds);
    free(jobs);
    return 0;
}
