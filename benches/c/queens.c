/* A plain bitboard N-Queens counter with the mirror symmetry: the yardstick for benches/native.rs.
 * Usage: queens N   (1 <= N <= 32) prints the number of placements and the seconds it took. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static unsigned long long solve(unsigned full, unsigned cols, unsigned diag, unsigned anti) {
    if (cols == full) return 1;
    unsigned long long total = 0;
    unsigned free = ~(cols | diag | anti) & full;
    while (free) {
        unsigned bit = free & -free;
        free ^= bit;
        total += solve(full, cols | bit, (diag | bit) << 1, (anti | bit) >> 1);
    }
    return total;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 0;
    if (n < 1 || n > 32) {
        fprintf(stderr, "usage: queens N (1..32)\n");
        return 1;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    unsigned full = n == 32 ? ~0u : (1u << n) - 1;
    unsigned long long total = 0;
    /* A first queen in the left half counts twice (with its mirror image), the middle one once. */
    for (int c = 0; c < n / 2; c++) {
        unsigned bit = 1u << c;
        total += 2 * solve(full, bit, bit << 1, bit >> 1);
    }
    if (n % 2) {
        unsigned bit = 1u << (n / 2);
        total += solve(full, bit, bit << 1, bit >> 1);
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%llu %.6f\n", total, seconds);
    return 0;
}
