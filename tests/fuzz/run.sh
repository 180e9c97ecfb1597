#!/bin/sh
# tests/fuzz/run.sh SECONDS: builds the save-file fuzzer with clang
# (libFuzzer + AddressSanitizer + UndefinedBehaviorSanitizer) in its own
# build folder and runs it for SECONDS seconds on a copy of the seed corpus.
# Exits non-zero when it finds a crash; the input is left in the build
# folder (crash-*, leak-*, timeout-*) and should become a test file,
# tests/io/files/fuzz-NAME.xml, once fixed.
#
# Debian 12 needs: clang (clang-14) and libclang-rt-14-dev (libFuzzer and
# the sanitizer runtimes).
set -eu

seconds=${1:?usage: tests/fuzz/run.sh SECONDS}
here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(cd "$here/../.." && pwd)
build_dir=${FUZZ_BUILD_DIR:-$source_dir/build-fuzz}

if [ ! -f "$build_dir/build.ninja" ]; then
  # the whole project gets coverage instrumentation (fuzzer-no-link); only
  # the fuzz target links libFuzzer's main
  CC=clang meson setup "$build_dir" "$source_dir" \
    -Dui=false -Dfuzzing=true -Dbuildtype=debugoptimized \
    -Db_sanitize=address,undefined -Db_lundef=false \
    -Dc_args='-fsanitize=fuzzer-no-link -fno-sanitize-recover=undefined'
fi
ninja -C "$build_dir" tests/fuzz/fuzz-save-file

work=$build_dir/fuzz-work
mkdir -p "$work/corpus"
cp "$here"/corpus/* "$work/corpus/"
cd "$work"
# leaks are reported too (detect_leaks); -rss_limit_mb and -timeout catch
# blow-ups and hangs; -max_len lets it grow inputs the size of a long game
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
"$build_dir/tests/fuzz/fuzz-save-file" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  -dict="$here/save.dict" -print_final_stats=1 \
  "$work/corpus"
