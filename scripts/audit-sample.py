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

    python3 scripts/audit-sample.py --lemmamix OLD_KLASIK OLD_PLUS NEW_KLASIK NEW_PLUS OLD_FORMS[,OLD_FORMS_SCS] SEED N OUTDIR

draws one random dropped word of each lemma instead (a lemmamix: a lemma's many consistent forms
no longer sway the reviewers), with at most N added and N kept KLASIK words.
"""
import random
import sys


def words_of(path):
    return [w.strip() for w in open(path, encoding="utf-8") if w.strip()]


if sys.argv[1:2] == ["--lemmamix"]:
    # --lemmamix OLD_KLASIK OLD_PLUS NEW_KLASIK NEW_PLUS OLD_FORMS SEED N OUTDIR: one random
    # dropped word of each lemma whose dropped words no other lemma makes (OLD_FORMS: the old
    # build's `morphology forms` dumps, comma-separated, word<TAB>lemma...; a word no dump names
    # counts as a lemma of its own), at most N added words and N kept
    # KLASIK words, shuffled into OUTDIR/lemmamix-SEED.tsv with its key.
    old_k, old_p, new_k, new_p = (set(words_of(p)) for p in sys.argv[2:6])
    forms_path, seed, n, out = sys.argv[6], int(sys.argv[7]), int(sys.argv[8]), sys.argv[9]
    dropped = old_p - new_p
    lemmas_of = {}
    for path in forms_path.split(","):
        with open(path, encoding="utf-8") as f:
            for line in f:
                w, lemma = line.split("\t", 2)[:2]
                if w in dropped:
                    lemmas_of.setdefault(w, set()).add(lemma)
    by_lemma = {}
    for w in sorted(dropped):
        ls = lemmas_of.get(w, {w})
        if len(ls) == 1:
            by_lemma.setdefault(next(iter(ls)), []).append(w)
    rng = random.Random(seed)
    rows = []
    for lemma in sorted(by_lemma):
        w = rng.choice(by_lemma[lemma])
        rows.append((w, "dropped-klasik" if w in old_k else "dropped-plus-only"))
    added = sorted(new_p - old_p)
    rows += [(w, "added") for w in rng.sample(added, min(n, len(added)))]
    rows += [(w, "kept-klasik") for w in rng.sample(sorted(old_k & new_k), n)]
    rng.shuffle(rows)
    with open(f"{out}/lemmamix-{seed}.tsv", "w", encoding="utf-8") as f:
        f.write(f"# {len(rows)} words, seed {seed}; verdict: ok | bad\n")
        f.write("word\tverdict\tnote\n")
        f.write("".join(f"{w}\t\t\n" for w, _ in rows))
    with open(f"{out}/lemmamix-{seed}.key.tsv", "w", encoding="utf-8") as f:
        f.write("word\tside\n")
        f.write("".join(f"{w}\t{side}\n" for w, side in rows))
    count = {s: sum(1 for _, x in rows if x == s) for s in
             ("dropped-klasik", "dropped-plus-only", "added", "kept-klasik")}
    print(f"{len(by_lemma)} lemmas of {len(dropped)} dropped words;", count)
    sys.exit(0)

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
