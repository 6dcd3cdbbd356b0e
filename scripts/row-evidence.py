#!/usr/bin/env python3
"""Paradigm rows that real text never attests: candidates for bogus rows of the tables.

    cargo run --release --example morphology -- forms > forms.tsv
    python3 scripts/row-evidence.py forms.tsv [MIN_LEMMAS]

For every row of rules/morphology/paradigms.tsv, counts the lemmas (with at least three attested
forms of their own) whose form by that row the evidence list (sources/wordfreq-cs/cs.tsv)
attests, and prints the rows with at least MIN_LEMMAS (20) such lemmas whose rate is below a
tenth of their paradigm's, rarest first, with examples. Most of what it prints are rare but right
variants (-s clitics, -ti infinitives, -ýma); it found the péct.A imperatives *pecte*.
"""
import collections
import re
import sys

forms_path = sys.argv[1]
min_lemmas = int(sys.argv[2]) if len(sys.argv) > 2 else 20
evidence = set()
with open("sources/wordfreq-cs/cs.tsv", encoding="utf-8") as f:
    for line in f:
        if not line.startswith("#"):
            evidence.add(line.split("\t", 1)[0])
row_re = re.compile(r"paradigm (\S+) \((\S+) → (\S+), rules/morphology/paradigms.tsv line (\d+)\)")
by_lemma = collections.defaultdict(list)
with open(forms_path, encoding="utf-8") as f:
    for line in f:
        form, lemma, _pos, how = line.rstrip("\n").split("\t")
        m = row_re.match(how)
        by_lemma[lemma].append((form, m.groups() if m else None))
rows = collections.defaultdict(lambda: [0, 0, []])
for lemma, forms in by_lemma.items():
    own = [(w, r) for w, r in forms if lemma.startswith("ne") or not w.startswith("ne")]
    if sum(w in evidence for w, _ in own) < 3:
        continue
    for w, r in set(own):
        if r is None:
            continue
        row = rows[r]
        row[0] += 1
        if w in evidence:
            row[1] += 1
        elif len(row[2]) < 5:
            row[2].append(w)
paradigm = collections.defaultdict(lambda: [0, 0])
for r, (n, a, _) in rows.items():
    paradigm[r[0]][0] += n
    paradigm[r[0]][1] += a
out = []
for r, (n, a, ex) in rows.items():
    pn, pa = paradigm[r[0]]
    base = pa / pn if pn else 0
    if n >= min_lemmas and base and a / n < 0.1 * base:
        out.append((a / n / base, n, a, r, ex))
for ratio, n, a, (p, strip, add, line), ex in sorted(out):
    print(f"{n}\t{a}\t{ratio:.3f}\t{p}\t{strip} → {add}\tline {line}\t{', '.join(sorted(ex))}")
