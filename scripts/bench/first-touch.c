/* What the first write to fresh memory costs on this machine, the floor under any loader that fills a
 * volume: 150 MiB of anonymous pages (a 512 x 512 x 300 volume of 16-bit voxels) mapped, touched once per
 * page, then written again, four times, in 4 KiB pages and advised as 2 MiB pages (as TomoVolume's
 * VoxelMemory does). Usage: cc -O2 -o /tmp/first-touch scripts/bench/first-touch.c && /tmp/first-touch */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(void) {
    const size_t bytes = 150u << 20;
    for (int round = 0; round < 4; round++) {
        for (int huge = 0; huge < 2; huge++) {
            char *memory = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (memory == MAP_FAILED) return 1;
            if (huge) madvise(memory, bytes, MADV_HUGEPAGE);
            double start = now();
            for (size_t offset = 0; offset < bytes; offset += 4096) memory[offset] = 1;
            double touched = now();
            memset(memory, 2, bytes);
            double written = now();
            printf("%s pages: first touch %6.1f ms (%.2f GB/s), a write after it %5.1f ms\n", huge ? "2 MiB" : "4 KiB",
                   (touched - start) * 1e3, bytes / (touched - start) / 1e9, (written - touched) * 1e3);
            munmap(memory, bytes);
        }
    }
    return 0;
}
