#!/usr/bin/env python3
"""Draws the blind audit samples of issue 13: N random words of scrabble-klasik and N of the
PLUS-only forms (scrabble-plus minus scrabble-klasik), with a fixed seed.

    cargo run --release -- export scrabble-klasik > /tmp/klasik.txt
    cargo run --release -- export scrabble-plus > /tmp/plus.txt
    python3 scripts/audit-sample.py /tmp/klasik.txt /tmp/plus.txt SEED N OUTDIR

Writes OUTDIR/klasik-SEED.tsv and OUTDIR/plus-only-SEED.tsv (`word<TAB>verdict<TAB>note`, the
verdict column empty: a reviewer fills it in from the words alone, without heslar's
explanations). `scripts/audit-score.py` prints the share of non-words with the Wilson interval.
"""
import random
import sys

klasik_path, plus_path, seed, n, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
klasik = [w.strip() for w in open(klasik_path, encoding="utf-8") if w.strip()]
kset = set(klasik)
plus_only = [w.strip() for w in open(plus_path, encoding="utf-8") if w.strip() and w.strip() not in kset]
for name, words in (("klasik", klasik), ("plus-only", plus_only)):
    rng = random.Random(seed)
    sample = rng.sample(words, n)
    with open(f"{out}/{name}-{seed}.tsv", "w", encoding="utf-8") as f:
        f.write(f"# {n} random words of {name} ({len(words)} words), seed {seed}; verdict: ok | bad\n")
        f.write("word\tverdict\tnote\n")
        for w in sample:
            f.write(f"{w}\t\t\n")
    print(f"{name}: {len(words)} words, sample of {n} -> {out}/{name}-{seed}.tsv")
