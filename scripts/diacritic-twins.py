#!/usr/bin/env python3
"""Candidates of misspelt lemmas (issue 13, "misspellings no paradigm explains"): lemmas of the
build that differ from another lemma of the same part of speech only in their diacritics
(length, háček, kroužek: *lékarnický* beside lékárnický, *brankařka* beside brankářka), no form of
which is attested in the evidence list while a form of the twin is (zipf >= 2.0).

    cargo run --release --example morphology -- forms > forms.tsv
    heslar export scrabble-plus > plus.txt
    python3 scripts/diacritic-twins.py forms.tsv plus.txt > candidates.tsv

Prints `word<TAB>pos<TAB>forms<TAB>twins` (twins with their best zipf). Many candidates are
words (accepted variants such as archív, different words such as dohřát beside dohrát, place
adjectives): the output is for review, never a list to apply. The review of 2026-11-29 put what
both reviewers called a misspelling into rules/categories/source-errors.txt
(tests/fixtures/audit/diacritic-review-2026-11-29.tsv).
"""
import collections
import sys
import unicodedata

forms_path, plus_path = sys.argv[1], sys.argv[2]
freq = {}
with open("sources/wordfreq-cs/cs.tsv", encoding="utf-8") as f:
    for line in f:
        if line.startswith("#") or line.startswith("word\t"):
            continue
        word, zipf = line.rstrip("\n").split("\t")
        freq[word] = float(zipf)
plus = {w.strip() for w in open(plus_path, encoding="utf-8")}

# (lemma, pos) -> [number of forms in the lexicon, best zipf of a form]
lemmas = collections.defaultdict(lambda: [0, 0.0])
with open(forms_path, encoding="utf-8") as f:
    for line in f:
        form, lemma, pos = line.rstrip("\n").split("\t")[:3]
        if form not in plus:
            continue
        entry = lemmas[(lemma, pos)]
        entry[0] += 1
        entry[1] = max(entry[1], freq.get(form, 0.0))


def bare(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


groups = collections.defaultdict(list)
for (lemma, pos), entry in lemmas.items():
    groups[(bare(lemma), pos)].append((lemma, entry))
print("word\tpos\tforms\ttwins")
for (_, pos), members in sorted(groups.items()):
    if len(members) < 2:
        continue
    best = max(e[1] for _, e in members)
    for lemma, (n, zipf) in sorted(members):
        if zipf == 0.0 and best >= 2.0:
            twins = ", ".join(f"{t} {e[1]:.2f}" for t, e in members if t != lemma)
            print(f"{lemma}\t{pos}\t{n}\t{twins}")
