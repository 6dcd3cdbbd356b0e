#!/usr/bin/env bash
# Runs every fuzz target for a bounded time (default 20 s each): `scripts/fuzz.sh [SECONDS]`.
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
  cargo +nightly fuzz run "$t" -- -max_total_time="$secs" -rss_limit_mb=2048 2>&1 | tail -n 3
done
echo "fuzz: 3 targets ran ${secs} s each without a crash"
