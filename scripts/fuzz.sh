#!/usr/bin/env bash
# Runs every fuzz target, bounded: `scripts/fuzz.sh [SECONDS]` (default 20 s each at most).
# CI runs it with a fixed seed and a fixed number of runs, so that it is repeatable: a crash it
# finds is found on every machine (`FUZZ_SEED`, `FUZZ_RUNS` to explore further).
# Needs a nightly toolchain and cargo-fuzz (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-20}
if ! rustup toolchain list | grep -q nightly; then
  echo "fuzz: SKIPPED, no nightly toolchain on this machine (the property tests still ran)"
  exit 0
fi
command -v cargo-fuzz >/dev/null || cargo install -q cargo-fuzz --locked
for t in affix tsv normalize; do
  cargo +nightly fuzz run "$t" -- -seed="${FUZZ_SEED:-1}" -runs="${FUZZ_RUNS:-150000}" \
    -max_total_time="$secs" -rss_limit_mb=2048 2>&1 | tail -n 3
done
echo "fuzz: 3 targets ran (seed ${FUZZ_SEED:-1}, at most ${FUZZ_RUNS:-150000} runs or ${secs} s each) without a crash"
