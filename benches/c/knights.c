/* Warnsdorff's rule with Roth's tie-break, as src/knights/warnsdorff.rs runs it (the yardstick for
 * benches/knights.rs): move to the unvisited square with the fewest onward moves; of equals, the
 * farthest from the centre; of those, the first in the C knight's tour program's move order
 * turned to face the start's corner. One thread, a byte table of onward-move counts with a
 * two-square margin.
 *
 * Usage: knights ROWS COLS ROW COL   (0-based start, row 0 at the top)
 * Prints the squares visited, a checksum of the path (the same as the Rust bench computes) and the
 * seconds taken (table, run and path; not the process start). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BLOCKED 255
#define MARGIN 2

/* The C knight's tour program's order (its ktmov1, ktmov2). */
static const int SEED_DR[8] = {-2, -1, 1, 2, 2, 1, -1, -2};
static const int SEED_DC[8] = {1, 2, 2, 1, -1, -2, -2, -1};

static uint32_t centre_distance(long rows, long cols, long r, long c) {
    long dr = 2 * r - (rows - 1), dc = 2 * c - (cols - 1);
    return (uint32_t)(dr * dr + dc * dc);
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: knights ROWS COLS ROW COL\n");
        return 1;
    }
    long rows = atol(argv[1]), cols = atol(argv[2]), sr = atol(argv[3]), sc = atol(argv[4]);
    if (rows < 1 || cols < 1 || rows > 100000 || cols > 100000 || sr < 0 || sc < 0 ||
        sr >= rows || sc >= cols) {
        fprintf(stderr, "bad board or start\n");
        return 1;
    }
    /* The C program's order facing the start's corner: mirrored for the right half, turned twice for
     * the bottom half (src/knights/order.rs). */
    int bottom = 2 * sr + 1 > rows, right = 2 * sc + 1 > cols;
    int mirrored = right != bottom, turns = bottom ? 2 : 0;
    int mdr[8], mdc[8];
    for (int k = 0; k < 8; k++) {
        int dr = SEED_DR[k], dc = mirrored ? -SEED_DC[k] : SEED_DC[k];
        for (int t = 0; t < turns; t++) {
            int tmp = dr;
            dr = dc;
            dc = -tmp;
        }
        mdr[k] = dr;
        mdc[k] = dc;
    }

    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    long width = cols + 2 * MARGIN, height = rows + 2 * MARGIN, squares = rows * cols;
    unsigned char *cells = malloc((size_t)(width * height));
    uint32_t *path = malloc((size_t)squares * 2 * sizeof(uint32_t));
    if (!cells || !path) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    memset(cells, BLOCKED, (size_t)(width * height));
    for (long r = 0; r < rows; r++)
        for (long c = 0; c < cols; c++) {
            int n = 0;
            for (int k = 0; k < 8; k++) {
                long rr = r + SEED_DR[k], cc = c + SEED_DC[k];
                n += rr >= 0 && rr < rows && cc >= 0 && cc < cols;
            }
            cells[(r + MARGIN) * width + c + MARGIN] = (unsigned char)n;
        }
    long offset[8];
    for (int k = 0; k < 8; k++) offset[k] = mdr[k] * width + mdc[k];

    long at = (sr + MARGIN) * width + sc + MARGIN, row = sr, col = sc, visited = 0;
    for (;;) {
        cells[at] = BLOCKED;
        for (int k = 0; k < 8; k++)
            if (cells[at + offset[k]] != BLOCKED) cells[at + offset[k]]--;
        path[2 * visited] = (uint32_t)row;
        path[2 * visited + 1] = (uint32_t)col;
        visited++;
        if (visited == squares) break;
        long best = -1, best_r = 0, best_c = 0;
        int best_onward = BLOCKED, best_known = 0;
        uint32_t best_key = 0;
        for (int k = 0; k < 8; k++) {
            long n = at + offset[k];
            int onward = cells[n];
            if (onward > best_onward || onward == BLOCKED) continue;
            long r = row + mdr[k], c = col + mdc[k];
            if (onward == best_onward) {
                if (!best_known) {
                    best_key = UINT32_MAX - centre_distance(rows, cols, best_r, best_c);
                    best_known = 1;
                }
                uint32_t key = UINT32_MAX - centre_distance(rows, cols, r, c);
                if (key < best_key) {
                    best = n, best_r = r, best_c = c, best_key = key;
                }
            } else {
                best = n, best_r = r, best_c = c, best_onward = onward, best_known = 0;
            }
        }
        if (best < 0) break;
        at = best, row = best_r, col = best_c;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;

    /* The checksum: sum over k of (k + 1) * (row * cols + col + 1), wrapping at 2^64. */
    uint64_t sum = 0;
    for (long k = 0; k < visited; k++)
        sum += (uint64_t)(k + 1) * ((uint64_t)path[2 * k] * (uint64_t)cols + path[2 * k + 1] + 1);
    printf("%ld %llu %.6f\n", visited, (unsigned long long)sum, seconds);
    free(cells);
    free(path);
    return 0;
}
