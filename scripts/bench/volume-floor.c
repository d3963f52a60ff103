/* The least work that turns a folder of uncompressed 16-bit slices into a volume, the floor under
 * `tomo dicom volume` on this machine: each file read whole (one read into a buffer kept per thread, as
 * `cat` reads), its last ROWS x COLUMNS 16-bit samples (the pixel data, which make-ct-series.py writes
 * last) rescaled to HU (- 1024) into a fresh volume advised as 2 MiB pages, the files spread over two
 * threads. No parsing, no checks, no order: what any loader must pay at least, on top of `cat`, is the
 * volume's fresh memory and the samples' conversion.
 * Usage: cc -O2 -pthread -o /tmp/volume-floor scripts/bench/volume-floor.c && /tmp/volume-floor FOLDER [ROWS COLUMNS] */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

enum { threadCount = 2 };
static const char *folder;
static char **names;
static int fileCount;
static size_t sliceSamples;
static int16_t *volume;

static void *fill(void *argument) {
    long first = (long)argument;
    size_t capacity = 1 << 20;
    uint8_t *buffer = malloc(capacity);
    char path[4096];
    for (int index = first; index < fileCount; index += threadCount) {
        snprintf(path, sizeof path, "%s/%s", folder, names[index]);
        int descriptor = open(path, O_RDONLY);
        struct stat status;
        if (descriptor < 0 || fstat(descriptor, &status) != 0) { perror(path); exit(1); }
        if ((size_t)status.st_size > capacity) buffer = realloc(buffer, capacity = status.st_size);
        size_t got = 0;
        while (got < (size_t)status.st_size) {
            ssize_t count = read(descriptor, buffer + got, status.st_size - got);
            if (count <= 0) { perror(path); exit(1); }
            got += count;
        }
        close(descriptor);
        if (got < sliceSamples * 2) { fprintf(stderr, "%s: shorter than a slice\n", path); exit(1); }
        const uint8_t *samples = buffer + got - sliceSamples * 2;
        int16_t *slice = volume + sliceSamples * index;
        for (size_t i = 0; i < sliceSamples; i++) {
            uint16_t stored;
            memcpy(&stored, samples + 2 * i, 2);
            slice[i] = (int16_t)(stored - 1024);
        }
    }
    free(buffer);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s FOLDER [ROWS COLUMNS]\n", argv[0]); return 2; }
    folder = argv[1];
    sliceSamples = argc >= 4 ? (size_t)atoi(argv[2]) * atoi(argv[3]) : 512 * 512;
    DIR *directory = opendir(folder);
    if (!directory) { perror(folder); return 1; }
    int capacity = 1024;
    names = malloc(sizeof(char *) * capacity);
    for (struct dirent *entry; (entry = readdir(directory));) {
        if (entry->d_name[0] == '.') continue;
        if (fileCount == capacity) names = realloc(names, sizeof(char *) * (capacity *= 2));
        names[fileCount++] = strdup(entry->d_name);
    }
    closedir(directory);
    size_t bytes = sliceSamples * 2 * fileCount;
    volume = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (volume == MAP_FAILED) { perror("mmap"); return 1; }
    madvise(volume, bytes, MADV_HUGEPAGE);
    pthread_t threads[threadCount];
    for (long t = 0; t < threadCount; t++) pthread_create(&threads[t], NULL, fill, (void *)t);
    for (int t = 0; t < threadCount; t++) pthread_join(threads[t], NULL);
    long long sum = 0;
    for (size_t i = 0; i < bytes / 2; i += 4099) sum += volume[i];
    printf("%d files, %zu MiB volume, checksum %lld\n", fileCount, bytes >> 20, sum);
    return 0;
}
