#!/usr/bin/env bash
# Leave-one-out figures of the headword guesser (issue 15; src/guess.rs): 5,000 random admitted
# entries of the reference source per seed, guessed from the headword, part of speech and
# gender/aspect alone (and with the optional columns and the model word). See README,
# "Headword lists inflect".
#
#   scripts/leave-one-out.sh [N] [SEED...]     # defaults: 5000, seeds 15 and 7
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-5000}
shift || true
seeds=("$@")
[ ${#seeds[@]} -gt 0 ] || seeds=(15 7)
cargo build -q --release --example leave_one_out
for s in "${seeds[@]}"; do
  "${CARGO_TARGET_DIR:-target}/release/examples/leave_one_out" "$n" "$s"
  echo
done
