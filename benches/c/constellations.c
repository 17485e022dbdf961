/* A C port of the constellation completion kernel (crates/solvers/src/queens/constellation.rs,
 * `complete` and `extend`): the yardstick for the Rust kernel's time per search node in benches/native.rs.
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

/* The last but one row may take any of `open`, the last row, `gap` rows below, any of `last` but
 * the squares its queen attacks: the pairs, without a loop (the Rust kernel's `last_two_rows`). */
static inline unsigned long long last_two_rows(unsigned open, unsigned last, unsigned gap) {
    unsigned pairs = __builtin_popcount(open) * __builtin_popcount(last);
    unsigned lost = __builtin_popcount(open & last) + __builtin_popcount((open << gap) & last) +
                    __builtin_popcount((open >> gap) & last);
    return pairs - lost;
}

/* The last three rows, a loop over the first (the Rust kernel's `last_three_rows`). */
static inline unsigned long long last_three_rows(const unsigned *free, const unsigned *gap,
                                                 unsigned cols, unsigned ld, unsigned rd,
                                                 unsigned open) {
    unsigned long long total = 0;
    unsigned f = free[0], g = gap[0], last_free = free[1], last_gap = gap[1];
    while (open) {
        unsigned bit = open & -open;
        open ^= bit;
        unsigned c = cols | bit, l = (ld | bit) << g, r = (rd | bit) >> g;
        total += last_two_rows(f & ~(c | l | r), last_free & ~(c | l << last_gap | r >> last_gap),
                               last_gap);
    }
    return total;
}

/* The completions below a row whose queen may stand on any of `open`: the same search as the
 * Rust kernel (`extend`), step for step; `free` and `gap` are the rows below, `left` of them. */
static unsigned long long extend(const unsigned *free, const unsigned *gap, int left,
                                 unsigned cols, unsigned ld, unsigned rd, unsigned open) {
    if (left == 1) return last_two_rows(open, free[0] & ~(cols | ld << gap[0] | rd >> gap[0]), gap[0]);
    if (left == 2) return last_three_rows(free, gap, cols, ld, rd, open);
    unsigned long long total = 0;
    unsigned f = free[0], g = gap[0], after_free = free[1], after_gap = gap[1];
    while (open) {
        unsigned bit = open & -open;
        open ^= bit;
        unsigned c = cols | bit, l = (ld | bit) << g, r = (rd | bit) >> g;
        unsigned options = f & ~(c | l | r);
        if (options && (after_free & ~(c | l << after_gap | r >> after_gap)))
            total += left == 3 ? last_three_rows(free + 1, gap + 1, c, l, r, options)
                               : extend(free + 1, gap + 1, left - 1, c, l, r, options);
    }
    return total;
}

/* The completions of one job's rows. */
static unsigned long long complete(const Job *job) {
    if (job->len == 0) return 1;
    if (job->len == 1) return __builtin_popcount(job->free[0]);
    return extend(job->free + 1, job->gap + 1, job->len - 1, 0, 0, 0, job->free[0]);
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
