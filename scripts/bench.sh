#!/usr/bin/env bash
# Side-by-side benchmarks on one machine, in one run (issue 6; DESIGN.md "Figures").
#
#   scripts/bench.sh            # needs: hunspell, hunspell-tools (unmunch), and fst-bin 0.4.3
#                               # (installed into target/bench-tools by this script if missing)
#
# Rows: heslar's build of every lexicon vs the Hunspell pipeline (unmunch | sort -u | fst set)
# for the PLUS list alone; batch check of 1 M words vs `hunspell -l`; a single `heslar check`
# (cold: page cache dropped when the machine allows it, else marked warm); each lexicon's size vs
# fst-bin's set of the same words; the build's peak RSS; integrity (issue 14): a check that must
# verify PLUS in full, a search and a stream that must stop; pattern and regex searches on the
# automaton vs the scan of every key they replaced (issue 12), against heslar built from
# $BASELINE (the last commit with the scan; built once into target/bench-tools).
#
#   scripts/bench.sh search     # only the pattern/regex rows (one build of the lexicons first)
#   scripts/bench.sh sources    # only the second-source row (issue 16): the default build vs the
#                               # build without the Slovník cizích slov
#   scripts/bench.sh headwords  # only the headword-list row (issue 15): the build with 100,000
#                               # TSV headwords to inflect (src/guess.rs) vs the build without them
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C.UTF-8
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

need() { command -v "$1" >/dev/null || { echo "bench: $1 is missing ($2)" >&2; exit 2; }; }
only=${1:-all}
FST=target/bench-tools/bin/fst
if [ "$only" = all ]; then
  need hunspell "apt-get install hunspell"
  need unmunch "apt-get install hunspell-tools"
  if [ ! -x "$FST" ]; then
    cargo install -q fst-bin --version 0.4.3 --root target/bench-tools
  fi
fi
cargo build -q --release
H=${CARGO_TARGET_DIR:-target}/release/heslar
# heslar as it was before patterns ran as automata: every key scanned with the regex crate.
BASELINE=edf03d0
OLD=target/bench-tools/heslar-$BASELINE
if [ ! -x "$OLD" ]; then
  mkdir -p target/bench-tools "$work/baseline"
  git archive "$BASELINE" | tar -x -C "$work/baseline"
  cargo build -q --release --manifest-path "$work/baseline/Cargo.toml" \
    --target-dir target/bench-tools/baseline-target
  cp target/bench-tools/baseline-target/release/heslar "$OLD"
fi
DIC=sources/hunspell-cs/cs_CZ.dic
AFF=sources/hunspell-cs/cs_CZ.aff

secs() { python3 -c "import sys; print(f'{float(sys.argv[1]):.2f}')" "$1"; }
now() { date +%s.%N; }
elapsed() { python3 -c "import sys; print(float(sys.argv[2]) - float(sys.argv[1]))" "$1" "$2"; }
ratio() { python3 -c "import sys; a, b = float(sys.argv[1]), float(sys.argv[2]); print(f'{a / b:.2f}' if b else 'n/a')" "$1" "$2"; }

# Pattern and regex searches on PLUS, whole process: the scan of $BASELINE and the automaton,
# run in turn (old, new, old, new...) 11 times each; medians, and the same answer required.
search_rows() {
  local q
  set -f  # the patterns are words, not globs
  for q in "--regex ^nej.*ší\$" "--pattern k?[aeiou]* --max-length 6"; do
    local a b
    a=$("$OLD" search -l scrabble-plus $q --count --output "$work/out")
    b=$("$H" search -l scrabble-plus $q --count --output "$work/out")
    [ "$a" = "$b" ] || { echo "bench: $q: $a words before, $b now" >&2; exit 1; }
    for _ in $(seq 11); do
      t0=$(now); "$OLD" search -l scrabble-plus $q --count --output "$work/out" >/dev/null; t1=$(now)
      elapsed "$t0" "$t1" >> "$work/old"
      t0=$(now); "$H" search -l scrabble-plus $q --count --output "$work/out" >/dev/null; t1=$(now)
      elapsed "$t0" "$t1" >> "$work/new"
    done
    local old new
    old=$(sort -g "$work/old" | sed -n 6p); new=$(sort -g "$work/new" | sed -n 6p)
    rm -f "$work/old" "$work/new"
    echo "| search: $q on PLUS ($b words), automaton vs scan of $BASELINE, whole process (ms, median of 11) | $(python3 -c "print(f'{$new * 1000:.1f}')") | $(python3 -c "print(f'{$old * 1000:.1f}')") | $(python3 -c "print(f'{$old / $new:.0f}x faster')") |"
  done
  set +f
}
# The build with a headword list of 100,000 entries (nouns, adjectives, verbs of the reference
# source with part of speech, gender and aspect only: every one inflected by a guess) vs the
# default build, in turn, 5 runs each (farm-bench: medians, and the peak RSS of each).
headword_rows() {
  need farm-bench "the workplace's side-by-side timer"
  cargo build -q --release --example leave_one_out
  local ex=${CARGO_TARGET_DIR:-target}/release/examples/leave_one_out
  cp -r sources "$work/sources-100k"
  "$ex" export 100000 "$work/sources-100k/headwords-100k.tsv" >/dev/null
  cat >>"$work/sources-100k/sources.toml" <<'TOML'

[[source]]
id = "bench-headwords"
title = "100,000 headwords of the reference source, part of speech and gender/aspect only"
format = "tsv"
file = "headwords-100k.tsv"
licence = "GPL-2.0-only"
role = "general"
TOML
  farm-bench -n 5 --timeout 600 --vs "$H build -q --output $work/out-plain" \
    -- "$H" build -q --sources "$work/sources-100k" --output "$work/out-100k"
}
# The default build vs the same build without the second general dictionary (issue 16).
source_rows() {
  need farm-bench "the workplace's side-by-side timer"
  cp -r sources "$work/sources-one"
  python3 - "$work/sources-one/sources.toml" <<'PY'
import sys
p = sys.argv[1]
s = open(p, encoding="utf-8").read()
i = s.index("# The second general dictionary (issue 16)")
j = s.index("[[source]]", i)
k = s.find("\n#", j)
open(p, "w", encoding="utf-8").write(s[:i] + (s[k + 1:] if k >= 0 else ""))
PY
  farm-bench -n 5 --timeout 600 --vs "$H build -q --sources $work/sources-one --output $work/out-one" \
    -- "$H" build -q --output "$work/out-two"
}
if [ "$only" = sources ]; then
  source_rows
  exit 0
fi
if [ "$only" = headwords ]; then
  headword_rows
  exit 0
fi
if [ "$only" = search ]; then
  "$H" build -q --output "$work/out"
  echo "| what | heslar | baseline | ratio |"
  echo "|---|---|---|---|"
  search_rows
  exit 0
fi

# 1. Build: heslar (all lexicons), best of 3, with peak RSS; the Hunspell pipeline for PLUS.
best=999; rss=0
for _ in 1 2 3; do
  t0=$(now); /usr/bin/time -f %M -o "$work/rss" "$H" build -q --output "$work/out" ; t1=$(now)
  t=$(elapsed "$t0" "$t1"); best=$(python3 -c "print(min($best, $t))"); rss=$(cat "$work/rss")
done
hbest=999
for _ in 1 2 3; do
  t0=$(now)
  unmunch "$DIC" "$AFF" 2>/dev/null | sort -u > "$work/plus.txt"
  "$FST" set --sorted "$work/plus.txt" "$work/plus-hunspell.fst" --force >/dev/null
  t1=$(now)
  hbest=$(python3 -c "print(min($hbest, $(elapsed "$t0" "$t1")))")
done

# 2. Batch check: 1 M words, half from the lexicon, half altered (one letter doubled).
"$H" export scrabble-plus --bytes --output "$work/out" > "$work/all.txt"
python3 - "$work/all.txt" "$work/words.txt" <<'PY'
import random, sys
words = open(sys.argv[1], encoding="utf-8").read().split()
random.seed(7)
out = []
for i in range(1_000_000):
    w = random.choice(words)
    if i % 2:
        j = random.randrange(len(w))
        w = w[:j] + w[j] + w[j:]
    out.append(w)
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(out) + "\n")
PY
t0=$(now); "$H" check -l scrabble-plus --output "$work/out" < "$work/words.txt" > /dev/null || true; t1=$(now)
hc=$(elapsed "$t0" "$t1")
t0=$(now); hunspell -d sources/hunspell-cs/cs_CZ -l -i UTF-8 < "$work/words.txt" > /dev/null; t1=$(now)
hu=$(elapsed "$t0" "$t1")

# 3. A single check, cold when the page cache can be dropped.
cold=warm
if sync && echo 3 > /proc/sys/vm/drop_caches 2>/dev/null; then cold=cold; fi
t0=$(now); "$H" check -l scrabble-plus --output "$work/out" ženě > /dev/null; t1=$(now)
single=$(elapsed "$t0" "$t1")
if [ "$cold" = warm ]; then
  # median of 21 warm runs
  single=$(for _ in $(seq 21); do t0=$(now); "$H" check -l scrabble-plus --output "$work/out" ženě >/dev/null; t1=$(now); elapsed "$t0" "$t1"; done | sort -g | sed -n 11p)
fi

# 4. Search: every anagram and subanagram of an 8-tile rack with two blanks on PLUS (whole
# process, median of 11 runs).
median() { for _ in $(seq 11); do t0=$(now); "$@" >/dev/null 2>&1 || true; t1=$(now); elapsed "$t0" "$t1"; done | sort -g | sed -n 6p; }
sub=$(median "$H" search -l scrabble-plus --subanagram 'eaolnkr?' --output "$work/out")
sub2=$(median "$H" search -l scrabble-plus --subanagram 'eaolnk??' --output "$work/out")
ana=$(median "$H" search -l scrabble-plus --anagram 'eaolnk??' --output "$work/out")

# 5. Integrity (issue 14): a check that must verify PLUS in full (the verification cache of the
# build removed: SHA-256 and a walk of every key), searches and streams that must stop.
gen=$(readlink -f "$work/out/current")
unverified=$(for _ in $(seq 5); do rm -f "$gen/.verified"; t0=$(now); "$H" check -l scrabble-plus --output "$work/out" ženě >/dev/null; t1=$(now); elapsed "$t0" "$t1"; done | sort -g | sed -n 3p)
bomb=$(median "$H" search -l scrabble-plus --subanagram 'eaolnkrstvmpdiuy????' --output "$work/out")
t0=$(now); { yes hrad | "$H" check -l scrabble-plus --output "$work/out" 2>/dev/null | head -1 >/dev/null; } || true; t1=$(now)
stream=$(elapsed "$t0" "$t1")

# 5. The HTTP server under load (issue 17): 8 clients on loopback for 10 s each, keep-alive;
#    check (a single lookup per request) and a two-blank subanagram search (the FST walk).
cargo build -q --release --example loadtest
LT=target/release/examples/loadtest
port=$(python3 -c "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
"$H" serve -l scrabble-plus --output "$work/out" --bind "127.0.0.1:$port" 2>/dev/null &
srv=$!
trap 'kill $srv 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.1; done
load_check=$("$LT" "127.0.0.1:$port" '/api/check?lexicon=plus&words=hrad' 8 10)
load_search=$("$LT" "127.0.0.1:$port" '/api/search?lexicon=plus&subanagram=eaolnk%3F%3F' 8 10)
kill $srv 2>/dev/null || true
field() { sed -E "s/.*$1=([0-9.]+).*/\1/" <<<"$2"; }

echo "| what | heslar | baseline | ratio |"
echo "|---|---|---|---|"
echo "| build: all 4 lexicons vs unmunch+sort -u+fst set for PLUS (s, best of 3) | $(secs "$best") | $(secs "$hbest") | $(ratio "$best" "$hbest") |"
echo "| batch check of 1 M words vs hunspell -l (s) | $(secs "$hc") | $(secs "$hu") | $(python3 -c "print(f'{$hu / $hc:.0f}x faster')") |"
echo "| single check, whole process ($cold, ms) | $(python3 -c "print(f'{$single * 1000:.1f}')") | goal 20 | |"
for name in $(python3 -c "import json,sys; print(' '.join(l['name'] for l in json.load(open(sys.argv[1]))['lexicons']))" "$work/out/manifest.json"); do
  f="$work/out/$name.fst"
  "$H" export "$name" --bytes --output "$work/out" > "$work/$name.txt"
  "$FST" set --sorted "$work/$name.txt" "$work/$name-bin.fst" --force >/dev/null
  a=$(stat -L -c %s "$f"); b=$(stat -c %s "$work/$name-bin.fst")
  echo "| size of $name vs fst-bin set of the same words (bytes) | $a | $b | $(ratio "$a" "$b") |"
done
echo "| build peak RSS (MiB) | $((rss / 1024)) | goal 1024 | |"
echo "| search: subanagrams of eaolnkr? on PLUS, whole process (ms) | $(python3 -c "print(f'{$sub * 1000:.1f}')") | goal 50 | |"
echo "| search: subanagrams of eaolnk?? (two blanks), whole process (ms) | $(python3 -c "print(f'{$sub2 * 1000:.1f}')") | goal 50 | |"
echo "| search: anagrams of eaolnk?? (two blanks), whole process (ms) | $(python3 -c "print(f'{$ana * 1000:.1f}')") | goal 50 | |"
echo "| single check of an unverified PLUS (SHA-256 + every key walked, then cached), whole process (ms) | $(python3 -c "print(f'{$unverified * 1000:.1f}')") | | |"
echo "| search: subanagrams of 16 tiles + 4 blanks, refused at the work limit, whole process (ms) | $(python3 -c "print(f'{$bomb * 1000:.1f}')") | bounded | |"
echo "| yes hrad \\| check \\| head -1, whole pipeline (ms) | $(python3 -c "print(f'{$stream * 1000:.1f}')") | bounded | |"
search_rows
echo "| serve: /api/check, 8 clients on loopback, 10 s (requests/s; p50 / p99 ms) | $(field rps "$load_check"); $(field p50_ms "$load_check") / $(field p99_ms "$load_check") | | |"
echo "| serve: /api/search two-blank subanagram eaolnk??, 8 clients, 10 s (requests/s; p50 / p99 ms) | $(field rps "$load_search"); $(field p50_ms "$load_search") / $(field p99_ms "$load_search") | | |"
