#!/usr/bin/env python3
"""Draws the blind audit samples of issue 13: N random words of scrabble-klasik and N of the
PLUS-only forms (scrabble-plus minus scrabble-klasik), with a fixed seed.

    cargo run --release -- export scrabble-klasik > /tmp/klasik.txt
    cargo run --release -- export scrabble-plus > /tmp/plus.txt
    python3 scripts/audit-sample.py /tmp/klasik.txt /tmp/plus.txt SEED N OUTDIR

Writes OUTDIR/klasik-SEED.tsv and OUTDIR/plus-only-SEED.tsv (`word<TAB>verdict<TAB>note`, the
verdict column empty: a reviewer fills it in from the words alone, without heslar's
explanations). `scripts/audit-score.py` prints the share of non-words with the Wilson interval.

    python3 scripts/audit-sample.py --mix OLD_KLASIK OLD_PLUS NEW_KLASIK NEW_PLUS SEED N OUTDIR

draws a change's both sides instead (a changemix): N words of each side, dropped-klasik (in the
old KLASIK, not the new), dropped-plus-only (old PLUS-only words gone from the new PLUS), added
(new PLUS words the old PLUS lacked; left out when there are none) and kept-klasik (in both
KLASIKs), shuffled into OUTDIR/changemix-SEED.tsv with the key beside it
(changemix-SEED.key.tsv: word, side), for blind reviewers who do not see the sides.
"""
import random
import sys


def words_of(path):
    return [w.strip() for w in open(path, encoding="utf-8") if w.strip()]


if sys.argv[1:2] == ["--mix"]:
    old_k, old_p, new_k, new_p = (words_of(p) for p in sys.argv[2:6])
    seed, n, out = int(sys.argv[6]), int(sys.argv[7]), sys.argv[8]
    ok, op, nk, np_ = set(old_k), set(old_p), set(new_k), set(new_p)
    sides = {
        "dropped-klasik": sorted(ok - nk),
        "dropped-plus-only": sorted((op - ok) - np_),
        "added": sorted(np_ - op),
        "kept-klasik": sorted(ok & nk),
    }
    rng = random.Random(seed)
    rows = []
    for side, words in sides.items():
        rows += [(w, side) for w in rng.sample(words, min(n, len(words)))]
    rng.shuffle(rows)
    with open(f"{out}/changemix-{seed}.tsv", "w", encoding="utf-8") as f:
        f.write(f"# {len(rows)} words, seed {seed}; verdict: ok | bad\n")
        f.write("word\tverdict\tnote\n")
        for w, _ in rows:
            f.write(f"{w}\t\t\n")
    with open(f"{out}/changemix-{seed}.key.tsv", "w", encoding="utf-8") as f:
        f.write("word\tside\n")
        for w, side in rows:
            f.write(f"{w}\t{side}\n")
    print(", ".join(f"{s}: {len(w)}" for s, w in sides.items()), f"-> {out}/changemix-{seed}.tsv")
    sys.exit(0)

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
