#!/usr/bin/env python3
"""Scores a reviewed audit sample (a header naming the `verdict` and `note` columns, else
`word<TAB>verdict<TAB>note`; verdict ok|bad): the share of
non-words with its Wilson 95 % interval.   python3 scripts/audit-score.py FILE...

A mixed sample (its words drawn from two sets and shuffled) has a key beside it, FILE with
`.key.tsv` for `.tsv` (or for its `-r1.tsv`/`-r2.tsv` reviewer suffix): `word<TAB>side`. Then the
share is printed per side as well (paired-klasik-2055-r1.tsv: before, after).

    python3 scripts/audit-score.py --majority FILE-r1.tsv FILE-r2.tsv FILE-r3.tsv

scores the words a strict majority of the reviewers of one sample called bad (the files must
list the same words in the same order), with the words any one reviewer rejected."""
import math
import os
import re
import sys


def wilson(k, n, z=1.96):
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    r = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return ((c - r) / d, (c + r) / d)


def read(path):
    lines = [l.rstrip("\n").split("\t") for l in open(path, encoding="utf-8") if not l.startswith("#")]
    header, rows = lines[0], lines[1:]
    v = header.index("verdict") if "verdict" in header else 1
    note = header.index("note") if "note" in header else v + 1
    return [(r[0], r[v] if len(r) > v else "", r[note] if len(r) > note else "") for r in rows]


if sys.argv[1:2] == ["--majority"]:
    files = [read(p) for p in sys.argv[2:]]
    words = [r[0] for r in files[0]]
    if any([r[0] for r in f] != words for f in files):
        sys.exit("the files do not list the same words in the same order")
    judged = [i for i in range(len(words)) if all(f[i][1] for f in files)]
    bad = [i for i in judged if 2 * sum(f[i][1] == "bad" for f in files) > len(files)]
    lo, hi = wilson(len(bad), len(judged))
    print(f"majority of {len(files)}: n={len(judged)} bad={len(bad)} ({100 * len(bad) / max(1, len(judged)):.1f} %, 95 % CI {100 * lo:.1f}-{100 * hi:.1f} %)")
    for i in judged:
        votes = sum(f[i][1] == "bad" for f in files)
        if votes:
            notes = " | ".join(f[i][2] for f in files if f[i][1] == "bad")
            print(f"  {words[i]}\t{votes}/{len(files)}\t{notes}")
    sys.exit(0)

for path in sys.argv[1:]:
    lines = [l.rstrip("\n").split("\t") for l in open(path, encoding="utf-8") if not l.startswith("#")]
    header, rows = lines[0], lines[1:]
    v = header.index("verdict") if "verdict" in header else 1
    note = header.index("note") if "note" in header else v + 1
    verdicts = [r[v] for r in rows if len(r) > v and r[v]]
    bad = [r for r in rows if len(r) > v and r[v] == "bad"]
    lo, hi = wilson(len(bad), len(verdicts))
    print(f"{path}: n={len(verdicts)} bad={len(bad)} ({100 * len(bad) / max(1, len(verdicts)):.1f} %, 95 % CI {100 * lo:.1f}-{100 * hi:.1f} %)")
    key_path = re.sub(r"(-r[0-9]+)?\.tsv$", ".key.tsv", path)
    if key_path != path and os.path.exists(key_path):
        side = dict(
            l.rstrip("\n").split("\t")[:2]
            for l in open(key_path, encoding="utf-8")
            if not l.startswith(("#", "word\t"))
        )
        for s in sorted(set(side.values())):
            n = sum(1 for r in rows if len(r) > v and r[v] and side.get(r[0]) == s)
            k = sum(1 for r in bad if side.get(r[0]) == s)
            lo, hi = wilson(k, n)
            print(f"  side {s}: n={n} bad={k} ({100 * k / max(1, n):.1f} %, 95 % CI {100 * lo:.1f}-{100 * hi:.1f} %)")
    for r in bad:
        print(f"  {r[0]}\t{r[note] if len(r) > note else ''}")
