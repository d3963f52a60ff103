#!/usr/bin/env bash
# De-identified export (issue 62): `tomo anonymize` of 2,000 uncompressed 512 x 512 CT files (1 GB, in a RAM
# folder) beside `cp -r` of the same folder (the limit: within 2x) and dicognito (PyPI, the anonymizer to beat:
# 20x), three runs each but dicognito's one; instances a second from the wall-clock time of the whole command
# (listing, reading, de-identifying, writing, the residual scan and the DICOMDIR for tomo).
# Usage: scripts/bench/anonymize.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
work=/dev/shm/tomo-anon-bench
count=2000
[ -d "$work/ct$count" ] || python3 scripts/bench/make-ct-series.py "$work/ct$count" "$count" >&2
swift build -c release --product tomo >&2
python3 -c "import dicognito" 2>/dev/null || python3 -m pip install --quiet dicognito >&2
head -c 32 /dev/urandom > "$work/key"
out=$(mktemp -d -p /dev/shm)
trap 'rm -rf "$out"' EXIT
seconds() { local start end; start=$(date +%s.%N); "$@" > /dev/null 2>&1; end=$(date +%s.%N); echo "$end - $start" | bc; }
report() { printf '%-34s run %s: %6.2f s, %5.0f instances/s\n' "$1" "$2" "$3" "$(echo "$count / $3" | bc -l)"; }
echo "$(nproc) cores; $count files, $(du -sh "$work/ct$count" | cut -f1)"
for run in 1 2 3; do
  rm -rf "$out/copy"; report "cp -r" "$run" "$(seconds cp -r "$work/ct$count" "$out/copy")"
  rm -rf "$out/tomo"; report "tomo anonymize" "$run" "$(seconds .build/release/tomo anonymize "$work/ct$count" "$out/tomo" --key "$work/key")"
  rm -rf "$out/shifted"
  report "tomo anonymize --retain-dates-shifted" "$run" \
    "$(seconds .build/release/tomo anonymize "$work/ct$count" "$out/shifted" --key "$work/key" --retain-dates-shifted --clean-descriptors)"
done
rm -rf "$out/copy" "$out/shifted"
report "dicognito" 1 "$(seconds python3 -m dicognito --quiet --output-directory "$out/dicognito" "$work/ct$count")"
echo "written: tomo $(find "$out/tomo" -type f -name 'IM*' | wc -l), dicognito $(find "$out/dicognito" -type f | wc -l)"
