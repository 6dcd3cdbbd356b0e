#!/usr/bin/env python3
"""The doubt-tally review of issue 13 (eighth stop): every reviewer verdict on a lemma in
tests/fixtures/audit, the lemmas whose tally is close, and the listing after a fresh panel.

    cargo build --release --examples
    ./target/release/examples/morphology forms > /tmp/forms.tsv
    ./target/release/examples/morphology forms slovnik-cizich-slov > /tmp/forms-scs.tsv
    ./target/release/heslar export scrabble-plus > /tmp/plus.txt
    python3 scripts/doubt-tally.py candidates /tmp/forms.tsv /tmp/forms-scs.tsv /tmp/plus.txt > cands.tsv
    python3 scripts/doubt-tally.py decide cands.tsv /tmp/forms.tsv /tmp/forms-scs.tsv R1 R2 R3 > decided.tsv

The tally counts, per lemma, the verdicts of the lemma reviews (word, ok: accept; no, nonce,
misspelling, bad, noword, proper, wrong: reject; unsure and blanks count for neither) and of the
samples and mixes, whose forms count for the one lemma that makes them (a form of two lemmas
counts for neither), and of the adjudications (adjudication-*.tsv, ninth stop: an adjudicator's
lemma verdict, word or noword, counts for its lemma). Reviews of derived words (-ost nouns,
negatives, comparatives, adverbs, possessives, aspect, transitivity) are left out: they judge the
derivation, not the word.

Candidates: a lemma some reviewer rejected, whose accepts outnumber its rejects by at most two,
with a form in scrabble-plus and not in use (at most two forms attested, none at Zipf 2 or more).

Decided: listed when, with the fresh panel's three verdicts, the rejects outnumber the accepts,
at least two of the three fresh reviewers reject it, and it is not excluded: a headword both
sources list, a lemma an earlier section of rules/categories/nonce-words.txt named as staying,
or a lemma some reviewer's note (in any review or the panel) took for the name of an animal or
a plant: the Hunspell data lists the Czech names of genera (chionka, lejsčík), which reviewers
without the nomenclature at hand reject as unknown words.
"""
import collections
import glob
import os
import re
import sys

AUDIT = "tests/fixtures/audit"
ACCEPT = {"word", "ok"}
REJECT = {"no", "nonce", "misspelling", "bad", "noword", "proper", "wrong"}
SKIP = ("possessive-review", "aspect", "transitivity", "icky", "grading", "negative-review",
        "derived-review", ".key.", "diagnosis", "README", "session-", "rejected-17",
        "short-foreign", "verbmix", "aspect-swap", "locative-review", "doubt-tally")
VERDICT_COLUMNS = {"first", "second", "third", "mixed", "tiebreak_a", "tiebreak_b", "verdict",
                   "verdict_a", "verdict_b"}
TAXON = re.compile(r"(taxon|zoolog|genus|animal|bird|fish|snakefly|fern|rodent|plant|biolog|insect|"
                   r"moth|beetle|butterfly|mushroom|fungus|songbird)", re.I)
FORM_FILES = re.compile(r"(klasik|plus-only|paired|changemix|dropmix|dropped|added|negmix|"
                        r"nounmix|klasik-mixed|rare-lemmas|scsmix)")


def forms_of(paths):
    f2l, l2f, pos = collections.defaultdict(set), collections.defaultdict(set), {}
    for p in paths:
        for line in open(p, encoding="utf-8"):
            f = line.rstrip("\n").split("\t")
            if len(f) >= 3:
                f2l[f[0]].add(f[1])
                l2f[f[1]].add(f[0])
                pos.setdefault(f[1], f[2])
    return f2l, l2f, pos


def tally(f2l, lemmas):
    out = collections.defaultdict(lambda: [0, 0])
    files = sorted(glob.glob(AUDIT + "/*.tsv") + glob.glob(AUDIT + "/scs/*.tsv"))
    for fn in files:
        name = os.path.basename(fn)
        if any(s in name for s in SKIP):
            continue
        rows = [l.rstrip("\n").split("\t") for l in open(fn, encoding="utf-8")
                if not l.startswith("#")]
        if not rows or rows[0][0] != "word":
            continue
        header, rows = rows[0], rows[1:]
        cols = [i for i, h in enumerate(header) if h in VERDICT_COLUMNS]
        lemma_col = header.index("lemma") if "lemma" in header else None
        forms = FORM_FILES.match(name) is not None
        for r in rows:
            w = r[0]
            if lemma_col is not None and len(r) > lemma_col and r[lemma_col]:
                ls = {r[lemma_col]}
            elif w in lemmas and not forms:
                ls = {w}
            else:
                ls = f2l.get(w, set())
                if len(ls) != 1:
                    continue
            for i in cols:
                v = r[i].strip() if i < len(r) else ""
                for lemma in ls:
                    if v in ACCEPT:
                        out[lemma][0] += 1
                    elif v in REJECT:
                        out[lemma][1] += 1
    return out


def evidence():
    freq = {}
    for line in open("sources/wordfreq-cs/cs.tsv", encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if len(f) == 2:
            try:
                freq[f[0]] = float(f[1])
            except ValueError:
                pass
    return freq


def candidates(forms, forms_scs, plus):
    f2l, l2f, pos = forms_of([forms, forms_scs])
    t = tally(f2l, set(l2f))
    words = set(open(plus, encoding="utf-8").read().split())
    freq = evidence()
    print("lemma\tpos\taccepts\trejects\tplus_forms")
    for lemma, (a, r) in sorted(t.items()):
        if r < 1 or a - r > 2:
            continue
        fs = l2f.get(lemma, set())
        kept = [f for f in fs if f in words]
        if not kept:
            continue
        att = sorted((freq[f] for f in fs if f in freq), reverse=True)
        if len(att) > 2 or (att and att[0] >= 2):
            continue
        print(f"{lemma}\t{pos.get(lemma, '')}\t{a}\t{r}\t{len(kept)}")


def decide(cands, forms, forms_scs, panels):
    hunspell = {l.split("\t")[1] for l in open(forms, encoding="utf-8")}
    scs = {l.split("\t")[1] for l in open(forms_scs, encoding="utf-8")}
    named = set()
    for line in open("rules/categories/nonce-words.txt", encoding="utf-8"):
        if line.startswith("#"):
            named.update(re.findall(r"[a-záčďéěíňóřšťúůýž]+", line))
    notes = collections.defaultdict(list)
    for fn in glob.glob(AUDIT + "/*.tsv") + glob.glob(AUDIT + "/scs/*.tsv"):
        for line in open(fn, encoding="utf-8"):
            f = line.rstrip("\n").split("\t")
            notes[f[0]].append("\t".join(f[1:]))
    verdicts = []
    for p in panels:
        d = {}
        for line in open(p, encoding="utf-8"):
            if line.startswith("#") or line.startswith("word\t"):
                continue
            f = line.rstrip("\n").split("\t")
            d[f[0]] = (f[1].strip(), f[2] if len(f) > 2 else "")
        verdicts.append(d)
    print("word\tpos\tearlier_accepts\tearlier_rejects\tr1\tr1_note\tr2\tr2_note\tr3\tr3_note\texcluded\tlisted")
    for line in open(cands, encoding="utf-8"):
        if line.startswith("lemma\t"):
            continue
        lemma, pos, a, r, _ = line.rstrip("\n").split("\t")
        if not all(lemma in v for v in verdicts):
            continue
        a, r = int(a), int(r)
        new = [v[lemma] for v in verdicts]
        nr = sum(x[0] == "bad" for x in new)
        na = sum(x[0] == "ok" for x in new)
        cells = [x for v in new for x in v]
        taxon = TAXON.search(" ".join(notes.get(lemma, []) + cells))
        excluded = ("both-sources" if lemma in hunspell and lemma in scs
                    else "named" if lemma in named
                    else "taxon" if taxon and r + nr > a + na and nr >= 2 else "")
        listed = r + nr > a + na and r + nr >= 2 and nr >= 2 and not excluded
        print("\t".join([lemma, pos, str(a), str(r)] + cells + [excluded, "yes" if listed else ""]))


if __name__ == "__main__":
    if sys.argv[1] == "candidates":
        candidates(*sys.argv[2:5])
    elif sys.argv[1] == "decide":
        decide(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:8])
    else:
        sys.exit(__doc__)
