#!/usr/bin/env python3
"""Recall against real text: how many of the N most frequent word forms of the evidence list
(sources/wordfreq-cs/cs.tsv, most frequent first) each exported lexicon holds, and, given a
second export of the same lexicon, which frequent forms one holds and the other not.

    heslar export --bytes scrabble-klasik > new.txt
    python3 scripts/recall.py 50000 new.txt [old.txt]

Prints `held/N` for each file and the frequent forms only one of them holds (the forms a change
drops or adds, to review).
"""
import sys

n = int(sys.argv[1])
top = []
with open("sources/wordfreq-cs/cs.tsv", encoding="utf-8") as f:
    for line in f:
        if line.startswith("#") or line.startswith("word\t"):
            continue
        top.append(line.split("\t", 1)[0])
        if len(top) == n:
            break
sets = []
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as f:
        s = {w.strip() for w in f}
    sets.append(s)
    print(f"{path}: {sum(w in s for w in top)}/{len(top)}")
if len(sets) == 2:
    a, b = sets
    print("only in the first:", " ".join(w for w in top if w in a and w not in b))
    print("only in the second:", " ".join(w for w in top if w in b and w not in a))
