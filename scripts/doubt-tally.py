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

The sieves of the tenth stop (issue 13), on the same dumps and exports:

    python3 scripts/doubt-tally.py sieve FORMS FORMS_SCS KLASIK PLUS N SEED DIR 500 [POS [ZIPF|- [LEAVE_OUT]]]
    python3 scripts/doubt-tally.py sieve-merge DIR tests/fixtures/audit/sieve-K-DATE.tsv HEADER.txt
    python3 scripts/doubt-tally.py confirm FORMS FORMS_SCS PLUS SEED CONFDIR PART CONTROLS
    python3 scripts/doubt-tally.py sieve-decide CONFDIR FORMS FORMS_SCS FIXTURE LISTING
    python3 scripts/doubt-tally.py rejected HESLAR SEED OUTDIR [--minority] NAME[:SIDE]...
    python3 scripts/doubt-tally.py compounds FORMS FORMS_SCS PLUS SEED CONTROLS OUTDIR
    python3 scripts/doubt-tally.py lemma-sieve FORMS FORMS_SCS KLASIK PLUS POS SEED PART OUTDIR [by-weight [second-pass|weak[:M-N] [LEAVE_OUT]]]
    python3 scripts/doubt-tally.py lemma-sieve-merge OUTDIR tests/fixtures/audit/sieve-K-DATE.tsv HEADER.txt
    python3 scripts/doubt-tally.py twins FORMS FORMS_SCS PLUS SEED OUTDIR CONTROLS
    python3 scripts/doubt-tally.py length-twins FORMS FORMS_SCS PLUS SEED OUTDIR CONTROLS
    python3 scripts/doubt-tally.py doubted FORMS FORMS_SCS PLUS SEED OUTDIR PART CONTROLS [rounds]
    python3 scripts/doubt-tally.py form-flags FORMS FORMS_SCS PLUS SEED OUTDIR CONTROLS

`sieve` draws one PLUS-only word of each lemma of a pool for blind reviewers (DIR/batch-NNN/
sample.tsv, the samples' prompt; they write verdicts.tsv beside it); `sieve-merge` joins their
verdicts into a fixture; `confirm` sends the lemmas they rejected or doubted, with controls in
use, to two adjudicators (CONFDIR/part-N-a, part-N-b); `sieve-decide` appends both verdicts to the
adjudication fixture and writes the lemmas to list; `rejected` draws the set of words the
samples' majorities rejected, with their readings, for two adjudicators; `compounds` (eleventh
stop) draws the compound adjectives written as one word that no text attests, with attested ones
as controls, for two adjudicators (together | hyphen | noword: tests/fixtures/audit/
compound-review-2026-11-30.tsv); `lemma-sieve` (eleventh stop) shows every unattested lemma of one
part of speech that no sieve or adjudicator has met, with up to four of its words, to one
adjudicator per part (the adjudicators' prompt: word | noword), and `lemma-sieve-merge` writes
their verdicts as a sieve fixture (noword counts as bad), which `confirm` and `sieve-decide` then
take as they take the form sieves'. Each selection leaves out what the fixtures
present at the time already hold (earlier sieves, adjudicated lemmas), so it is reproduced by
running the steps in the order the fixtures' headers give. `doubted` (seventeenth stop) sends the
lemmas an earlier lemma adjudication split on (one noword) or doubted, and which text does not use,
to two fresh adjudicators; `sieve-decide` lists what both reject, with the earlier verdicts beside.

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
import shutil
import sys

AUDIT = "tests/fixtures/audit"
ACCEPT = {"word", "ok"}
REJECT = {"no", "nonce", "misspelling", "bad", "noword", "proper", "wrong"}
SKIP = ("possessive-review", "aspect", "transitivity", "icky", "grading", "negative-review",
        "derived-review", ".key.", "diagnosis", "README", "session-", "rejected-17",
        "short-foreign", "verbmix", "aspect-swap", "locative-review", "doubt-tally", "form-review")
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
        if in_use(fs, freq):
            continue
        print(f"{lemma}\t{pos.get(lemma, '')}\t{a}\t{r}\t{len(kept)}")


def sources_and_named(forms, forms_scs):
    """The lemmas of each source's forms dump, and the words the comments of
    rules/categories/nonce-words.txt name (as staying, mostly)."""
    hunspell = {l.split("\t")[1] for l in open(forms, encoding="utf-8")}
    scs = {l.split("\t")[1] for l in open(forms_scs, encoding="utf-8")}
    named = set()
    for line in open("rules/categories/nonce-words.txt", encoding="utf-8"):
        if line.startswith("#"):
            named.update(re.findall(r"[a-záčďéěíňóřšťúůýž]+", line))
    return hunspell, scs, named


def decide(cands, forms, forms_scs, panels):
    hunspell, scs, named = sources_and_named(forms, forms_scs)
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


def in_use(fs, freq):
    """The in-use rule: more than two of the lemma's own forms attested, or one at Zipf 2 or more."""
    att = sorted((freq[f] for f in fs if f in freq), reverse=True)
    return len(att) > 2 or bool(att and att[0] >= 2)


def adjudicated():
    """The lemmas an adjudicator has judged (adjudication-*.tsv: the lemma column, or the word
    column where the rows are lemmas)."""
    out = set()
    for fn in glob.glob(AUDIT + "/adjudication-*.tsv"):
        rows = [l.rstrip("\n").split("\t") for l in open(fn, encoding="utf-8")
                if not l.startswith("#")]
        col = rows[0].index("lemma") if "lemma" in rows[0] else 0
        out.update(r[col] for r in rows[1:] if len(r) > col)
    return out


def sieved():
    """The lemmas an earlier sieve (sieve-*.tsv) showed to its reviewers."""
    out = set()
    for fn in glob.glob(AUDIT + "/sieve-*.tsv"):
        for line in open(fn, encoding="utf-8"):
            f = line.rstrip("\n").split("\t")
            if not line.startswith("#") and len(f) > 1:
                out.add(f[1])
    return out


def write_parts(outdir, name, rows, size, title, columns, line):
    """Cuts rows into parts of `size` for reviewers: OUTDIR/name(k)/sample.tsv, each with a
    `# N title(k)` comment, the column line and line(row) per row (called in order)."""
    for i in range(0, len(rows), size):
        d = os.path.join(outdir, name(i // size))
        os.makedirs(d, exist_ok=True)
        chunk = rows[i:i + size]
        with open(os.path.join(d, "sample.tsv"), "w", encoding="utf-8") as out:
            out.write(f"# {len(chunk)} {title(i // size)}\n")
            out.write(columns + "\n")
            for row in chunk:
                out.write(line(row) + "\n")


def sieve(forms, forms_scs, klasik, plus, n, seed, outdir, batch, part_of_speech="any",
          use_below=None, leave_out=None):
    """The tenth stop's form sieve: the n unattested lemmas (of one part of speech, or any) that
    carry the most PLUS-only words (a word made by k lemmas weighs 1/k for each), not in both
    sources, not named in nonce-words.txt, not judged by an adjudicator and not shown by an
    earlier sieve; one PLUS-only word of each, drawn with the seed, shuffled and cut into
    batches for blind reviewers (the samples' prompt). With use_below (a Zipf frequency), the
    lemmas in use instead whose every attested form is rarer than that: the weakly attested,
    which the in-use rule keeps on one homograph (op, del) or a surname (strašek). leave_out: a
    regular expression of lemmas to pass over (the participles, which sieve 1 found clean)."""
    import random
    f2l, l2f, pos = forms_of([forms, forms_scs])
    k = set(open(klasik, encoding="utf-8").read().split())
    only = set(open(plus, encoding="utf-8").read().split()) - k
    freq = evidence()
    hunspell, scs, named = sources_and_named(forms, forms_scs)
    done = adjudicated() | sieved()
    weight = collections.Counter()
    for f in only:
        for lemma in f2l.get(f, ()):
            weight[lemma] += 1 / len(f2l[f])
    def eligible(lemma):
        if use_below is None:
            return not in_use(l2f[lemma], freq)
        return in_use(l2f[lemma], freq) and max(freq.get(f, 0) for f in l2f[lemma]) < use_below

    pool = [l for l in weight if eligible(l) and not (l in hunspell and l in scs)
            and l not in named and l not in done
            and part_of_speech in ("any", pos.get(l))
            and not (leave_out and re.search(leave_out, l))]
    pool.sort(key=lambda l: (-weight[l], l))
    rng = random.Random(seed)
    rows = []
    for lemma in pool[:n]:
        own = sorted(f for f in l2f[lemma] if f in only and len(f2l[f]) == 1)
        if own:
            rows.append((rng.choice(own), lemma, weight[lemma]))
    rng.shuffle(rows)
    os.makedirs(outdir, exist_ok=True)
    with open(os.path.join(outdir, "sieve.tsv"), "w", encoding="utf-8") as out:
        out.write("word\tlemma\tpos\tweight\n")
        for w, lemma, wt in rows:
            out.write(f"{w}\t{lemma}\t{pos.get(lemma, '')}\t{wt:.1f}\n")
    write_parts(outdir, lambda k: f"batch-{k:03}", rows, batch,
                lambda k: f"words of the tenth stop's sieve, batch {k}, seed {seed}; verdict: ok | bad",
                "word\tverdict\tnote", lambda r: f"{r[0]}\t\t")
    covered = sum(weight[l] for _, l, _ in rows)
    least = min((r[2] for r in rows), default=0)
    print(f"pool {len(pool)} lemmas; sieved {len(rows)}, weight down to {least:.1f}, "
          f"{covered:.0f} of {len(only)} PLUS-only words", file=sys.stderr)


DOUBT = re.compile(r"(doubt|unsure|not sure|uncertain|obscure|unclear|unknown|dictionar|could not|"
                   r"nonce|dialect|rare)", re.I)


def flagged(verdict, note):
    """Whether a sieve's row goes to the adjudicators: rejected, or accepted with a doubt."""
    return verdict == "bad" or (verdict == "ok" and bool(DOUBT.search(note)))


def confirm(forms, forms_scs, plus, seed, outdir, part, controls):
    """The lemmas of the words a sieve's reviewer rejected (sieve-*.tsv, verdict bad) or accepted
    with a doubt in the note (DOUBT: rare, unknown, not in the dictionaries...) that are still in
    scrabble-plus and no adjudicator has judged, shuffled with `controls` lemmas in use
    (ctrl: more than two of their own forms attested), each with its part of speech and up to
    four of its words (the sieve's word first), cut into parts for two adjudicators; key.tsv
    names each row's role."""
    import random
    f2l, l2f, pos = forms_of([forms, forms_scs])
    words = set(open(plus, encoding="utf-8").read().split())
    freq = evidence()
    done = adjudicated()
    rng = random.Random(seed)
    picked, seen = [], set()
    for fn in sorted(glob.glob(AUDIT + "/sieve-*.tsv")):
        rows = [l.rstrip("\n").split("\t") for l in open(fn, encoding="utf-8")
                if not l.startswith("#")]
        col = rows[0].index("verdict")
        for r in rows[1:]:
            lemma = r[1]
            note = r[col + 1] if len(r) > col + 1 else ""
            if (flagged(r[col], note) and lemma not in done and lemma not in seen
                    and any(f in words for f in l2f.get(lemma, ()))):
                seen.add(lemma)
                picked.append(("cand", lemma, r[0] if r[0] in words else lemma))
    pool = sorted(l for l, fs in l2f.items() if l in words and l not in seen
                  and sum(f in freq for f in fs) > 2)
    picked += [("ctrl", l, l) for l in rng.sample(pool, controls)]
    rng.shuffle(picked)
    os.makedirs(outdir, exist_ok=True)
    key = open(os.path.join(outdir, "key.tsv"), "w", encoding="utf-8")
    key.write("word\trole\tpos\tforms\n")
    def line(row):
        role, lemma, first = row
        rest = sorted(f for f in l2f[lemma] if f in words and f not in (first, lemma))
        shown = [first] + ([lemma] if lemma != first and lemma in words else [])
        shown += rng.sample(rest, min(4 - len(shown), len(rest)))
        cell = ", ".join(shown)
        key.write(f"{lemma}\t{role}\t{pos.get(lemma, '')}\t{cell}\n")
        return f"{lemma}\t{pos.get(lemma, '')}\t{cell}"

    write_parts(outdir, lambda k: f"part-{k}", picked, part,
                lambda k: f"headwords of the tenth stop's confirmation, part {k}; verdict: word | noword",
                "word\tpos\tforms", line)
    print(f"{len(seen)} candidates, {controls} controls", file=sys.stderr)

def sieve_batches(outdir, fixture, header):
    """Writes a sieve fixture's header (the comment, then the columns) and yields, for each
    judged batch of OUTDIR (batch-*/verdicts.tsv, in order), the open fixture, the verdicts'
    path, the batch's number and the rows of its sample.tsv."""
    with open(fixture, "w", encoding="utf-8") as out:
        for line in open(header, encoding="utf-8"):
            out.write("# " + line if not line.startswith("#") else line)
        out.write("word\tlemma\tpos\tweight\tbatch\tverdict\tnote\n")
        for fn in sorted(glob.glob(os.path.join(outdir, "batch-*", "verdicts.tsv"))):
            batch = os.path.basename(os.path.dirname(fn))[len("batch-"):]
            sample = [l.rstrip("\n").split("\t") for l in open(fn.replace("verdicts", "sample"), encoding="utf-8")
                      if not l.startswith("#") and not l.startswith("word\t")]
            yield out, fn, batch, sample


def sieve_merge(outdir, fixture, header):
    """Joins the reviewers' verdicts of a sieve's batches (OUTDIR/batch-*/verdicts.tsv, the
    batches judged so far) to its sieve.tsv, as a fixture with the given header comment; a
    verdict that is neither ok nor bad, or a word out of place, is an error naming the file."""
    rows = {}
    for l in open(os.path.join(outdir, "sieve.tsv"), encoding="utf-8"):
        f = l.rstrip("\n").split("\t")
        rows[f[0]] = f
    for out, fn, batch, shown in sieve_batches(outdir, fixture, header):
        sample = [r[0] for r in shown]
        got = []
        for n, l in enumerate(open(fn, encoding="utf-8"), 1):
            f = l.rstrip("\n").split("\t")
            if l.startswith("#") or f[0] == "word":
                continue
            if len(f) < 2 or f[1].strip() not in ("ok", "bad") or f[0] not in rows:
                sys.exit(f"{fn}:{n}: no verdict ok | bad for a word of the sieve: {l!r}")
            got.append(f[0])
            r = rows[f[0]]
            note = f[2].strip() if len(f) > 2 else ""
            out.write("\t".join([f[0], r[1], r[2], r[3], batch, f[1].strip(), note]) + "\n")
        if got != sample:
            sys.exit(f"{fn}: the words are not those of its sample.tsv in order")


def sieve_decide(confdirs, forms, forms_scs, fixture, listing):
    """The adjudication of a sieve's lemmas: joins key.tsv and the two adjudicators' verdicts
    (part-N-a, part-N-b) of each confirmation directory (comma-separated) to the sieve's word
    and verdict, writes the rows to `fixture` (after the header comment already there) and the
    listed lemmas, as lines of rules/categories/nonce-words.txt, to `listing`.

    Listed: a candidate both adjudicators call noword, unless a note of the sieve or of an
    adjudicator takes it for a plant or an animal (taxon: the Hunspell data lists the Czech
    names of genera, which reviewers without the nomenclature reject), a headword both sources
    list, or a lemma an earlier section of nonce-words.txt names as staying. The earlier tally
    is not consulted: its accepts come mostly from the list reviews, which passed nearly every
    lemma the samples' reviewers rejected (fifth stop: 6 of 56)."""
    hunspell, scs, named = sources_and_named(forms, forms_scs)
    sieve_rows = {}
    for fn in sorted(glob.glob(AUDIT + "/sieve-*.tsv")):
        for l in open(fn, encoding="utf-8"):
            f = l.rstrip("\n").split("\t")
            if not l.startswith("#") and f[0] != "word" and f[1] not in sieve_rows:
                note = f[6] if len(f) > 6 else ""
                if flagged(f[5], note):
                    sieve_rows[f[1]] = (f[0], f[5], note)

    def verdicts(path):
        out = {}
        for n, l in enumerate(open(path, encoding="utf-8"), 1):
            f = l.rstrip("\n").split("\t")
            if l.startswith("#") or f[0] == "word":
                continue
            v = next((c.strip() for c in f[1:] if c.strip() in ("word", "noword")), None)
            if v is None:
                sys.exit(f"{path}:{n}: no verdict word | noword")
            i = [c.strip() for c in f].index(v)
            form = f[i + 1].strip() if len(f) > i + 1 else ""
            note = "; ".join(c.strip() for c in f[i + 2:] if c.strip())
            out[f[0]] = (v, form, note)
        return out

    out = open(fixture, "a", encoding="utf-8")
    out.write("word\trole\tpos\tforms\tsieve_word\tsieve_verdict\tsieve_note\tverdict_a\tform_a\t"
              "note_a\tverdict_b\tform_b\tnote_b\texcluded\tlisted\n")
    lst = open(listing, "w", encoding="utf-8")
    counts = collections.Counter()
    for d in confdirs.split(","):
        a, b = {}, {}
        for p in sorted(glob.glob(os.path.join(d, "part-*-a"))):
            a.update(verdicts(os.path.join(p, "verdicts.tsv")))
            b.update(verdicts(os.path.join(p[:-1] + "b", "verdicts.tsv")))
        # A second opinion (`doubted`) gives the earlier verdicts in place of a sieve's.
        earlier = {}
        if os.path.exists(os.path.join(d, "earlier.tsv")):
            for l in open(os.path.join(d, "earlier.tsv"), encoding="utf-8"):
                f = l.rstrip("\n").split("\t")
                if f[0] != "word":
                    earlier[f[0]] = ("", "earlier", f[1])
        for l in open(os.path.join(d, "key.tsv"), encoding="utf-8"):
            lemma, role, pos, shown = l.rstrip("\n").split("\t")
            if lemma == "word":
                continue
            if lemma not in a or lemma not in b:
                sys.exit(f"{d}: no verdict of both adjudicators on {lemma}")
            sw, sv, sn = ((earlier.get(lemma) or sieve_rows.get(lemma, ("", "", "")))
                          if role == "cand" else ("", "", ""))
            va, vb = a[lemma], b[lemma]
            notes = " ".join([sn, va[2], vb[2]])
            excluded = ("both-sources" if lemma in hunspell and lemma in scs
                        else "named" if lemma in named
                        else "taxon" if TAXON.search(notes) else "")
            listed = role == "cand" and va[0] == vb[0] == "noword" and not excluded
            counts[(role, va[0], vb[0], bool(excluded), listed)] += 1
            out.write("\t".join([lemma, role, pos, shown, sw, sv, sn, *va, *vb, excluded,
                                 "yes" if listed else ""]) + "\n")
            if listed:
                reason = va[2] or vb[2] or "no such word"
                how = ("split or doubted earlier, both fresh adjudicators" if sv == "earlier"
                       else f"sieve ({sw}: {sv}) and both adjudicators")
                lst.write(f"{lemma} # {reason}; {how}\n")
    for k, v in sorted(counts.items()):
        print(k, v, file=sys.stderr)


def rejected(heslar, seed, outdir, *samples):
    """The adjudication set of the words blind samples rejected (tenth stop): every word that at
    least two of the three reviewers of a sample (tests/fixtures/audit/NAME-r1..3.tsv) called
    bad, or of one side of a mix (NAME:SIDE, the side from NAME.key.tsv), with the list's reading
    (`heslar check --explain -l plus`), shuffled with the seed, the same set for two adjudicators
    (OUTDIR/a, OUTDIR/b) and key.tsv with each word's sample and votes. With `--minority` before
    the samples (seventeenth stop), instead the words exactly one reviewer of three called bad,
    only those still in the list (a reading)."""
    import random
    import subprocess
    minority = samples[:1] == ("--minority",)
    samples = samples[1:] if minority else samples
    rows = []
    for spec in samples:
        name, _, side = spec.partition(":")
        sides = {}
        if side:
            for l in open(f"{AUDIT}/{name}.key.tsv", encoding="utf-8"):
                w, s_ = l.rstrip("\n").split("\t")
                sides[w] = s_
        votes = collections.Counter()
        order = []
        for r in (1, 2, 3):
            for l in open(f"{AUDIT}/{name}-r{r}.tsv", encoding="utf-8"):
                f = l.rstrip("\n").split("\t")
                if l.startswith("#") or f[0] == "word":
                    continue
                if r == 1:
                    order.append(f[0])
                votes[f[0]] += len(f) > 1 and f[1].strip() == "bad"
        for w in order:
            if ((votes[w] == 1) if minority else (votes[w] >= 2)) and (not side or sides.get(w) == side):
                rows.append((w, name, f"{votes[w]}/3"))
    out = []
    for w, name, v in rows:
        explain = subprocess.run([heslar, "check", "--explain", "-l", "plus", w],
                                 capture_output=True, text=True).stdout
        reading = "; ".join(l.split("\t", 2)[2] for l in explain.splitlines() if "\treading\t" in l)
        if reading or not minority:
            out.append((w, name, v, reading[:400]))
    random.Random(seed).shuffle(out)
    for p in "ab":
        os.makedirs(os.path.join(outdir, p), exist_ok=True)
        with open(os.path.join(outdir, p, "sample.tsv"), "w", encoding="utf-8") as f:
            who = "one blind reviewer of three" if minority else "blind sample majorities"
            f.write(f"# {len(out)} words {who} rejected, with the list's reading; "
                    "verdict: lemma word | noword, form right | wrong\n")
            f.write("word\treading\n")
            for w, _, _, rd in out:
                f.write(f"{w}\t{rd}\n")
    with open(os.path.join(outdir, "key.tsv"), "w", encoding="utf-8") as f:
        f.write("word\tsample\tvotes\treading\n")
        for row in out:
            f.write("\t".join(row) + "\n")
    print(f"{len(out)} words", file=sys.stderr)


def compounds(forms, forms_scs, plus, seed, controls, outdir):
    """Compound adjectives written as one word: an adjective lemma of scrabble-plus that is
    A + B, B an adjective lemma of five letters or more and A the compounding form of an
    adjective lemma (-sko/-cko of -ský/-cký: řecko; -ně of -ní: sociálně; -o of -ý, six letters
    or more: světlo). The coordinate ones the Pravidla write with a hyphen (řecko-římský); the
    subordinate ones together (literárněhistorický). The candidates are those no form of which
    is attested, without the -eronásobný series (listed as a whole), shuffled with `controls`
    attested ones into OUTDIR/key.tsv and one sample.tsv per adjudicator (a, b)."""
    import random
    f2l, l2f, pos = forms_of([forms, forms_scs])
    words = set(open(plus, encoding="utf-8").read().split())
    freq = evidence()
    adjs = {l for l, p in pos.items() if p == "adj" and l in words}
    cands, attested = [], []
    for lemma in sorted(adjs):
        if "eronásob" in lemma:
            continue
        for i in range(4, len(lemma) - 4):
            a, b = lemma[:i], lemma[i:]
            if b not in adjs or len(b) < 5:
                continue
            if a.endswith(("sko", "cko")) and a[:-1] + "ý" in adjs:
                base = a[:-1] + "ý"
            elif a.endswith("ně") and a[:-1] + "í" in adjs:
                base = a[:-1] + "í"
            elif a.endswith("o") and a[:-1] + "ý" in adjs and len(a) >= 6:
                base = a[:-1] + "ý"
            else:
                continue
            zipf = max([freq.get(f, 0) for f in l2f[lemma]] + [0])
            (attested if zipf > 0 else cands).append((lemma, f"{base}+{b}", zipf))
            break
    rng = random.Random(seed)
    picked = [(r, "cand") for r in cands] + [(r, "ctrl") for r in rng.sample(attested, controls)]
    rng.shuffle(picked)
    os.makedirs(outdir, exist_ok=True)
    with open(os.path.join(outdir, "key.tsv"), "w", encoding="utf-8") as key:
        key.write("word\trole\tparts\tzipf\n")
        for (lemma, parts, zipf), role in picked:
            key.write(f"{lemma}\t{role}\t{parts}\t{zipf:.2f}\n")
    for judge in ("a", "b"):
        os.makedirs(os.path.join(outdir, judge), exist_ok=True)
        with open(os.path.join(outdir, judge, "sample.tsv"), "w", encoding="utf-8") as out:
            out.write(f"# {len(picked)} compound adjectives of a Czech word list (eleventh stop, seed {seed}); "
                      "verdict: together | hyphen | noword\n")
            out.write("word\tverdict\tnote\n")
            for (lemma, _, _), _ in picked:
                out.write(f"{lemma}\t\t\n")
    print(f"{len(cands)} candidates, {controls} controls", file=sys.stderr)


def passed_blind():
    """The lemmas the tenth stop's blind form sieves (sieve-1 to sieve-4) showed and passed and
    no later (lemma) sieve has shown again."""
    out, later = set(), set()
    for fn in glob.glob(f"{AUDIT}/sieve-*.tsv"):
        blind = re.search(r"/sieve-[1-4]-", fn) is not None
        for line in open(fn, encoding="utf-8"):
            f = line.rstrip("\n").split("\t")
            if line.startswith("#") or f[0] == "word" or len(f) < 2:
                continue
            if not blind:
                later.add(f[1])
            elif len(f) > 5 and f[5] == "ok":
                out.add(f[1])
    return out - later


def weak_range(mode):
    """The attested-form range of a lemma sieve's mode: weak (1-2), weak:M-N, or None."""
    m = re.fullmatch(r"weak(?::(\d+)-(\d+))?", mode[0]) if mode else None
    if m is None:
        return None
    return (int(m[1]), int(m[2])) if m[1] else (1, 2)


def lemma_sieve(forms, forms_scs, klasik, plus, part_of_speech, seed, part, outdir, order="shuffled",
                second_pass=False, weak=None, leave_out=None):
    """The eleventh stop's lemma sieve: every lemma of `part_of_speech` with a word in
    scrabble-plus, not in use (no form attested: the in-use rule's unattested end), not in both
    sources, not named in nonce-words.txt, not judged by an adjudicator and not shown by an
    earlier sieve; each with up to four of its words (its KLASIK words first, then PLUS-only
    ones), shuffled with the seed and cut into parts of `part` for one adjudicator each; a verb
    only by its infinitive. With order `by-weight` (fifteenth stop), the lemmas that make the
    most PLUS-only words come first (a word of k lemmas weighs 1/k; ties in random order), so
    that the parts judged first cover the most of the samples' words. With `second-pass`
    (fifteenth stop), the pool is instead the lemmas a blind form sieve passed (sieve-1 to
    sieve-4, one word shown to one blind reviewer), which no adjudicator has judged yet. With
    `weak` (sixteenth stop), the pool is instead the weakly attested lemmas: one or two of their
    forms in the frequency list, at any frequency (in text through a homograph, a name or a
    foreign word, or barely: houška, ravena, science, lysec came from there); `weak:M-N`, the lemmas
    with M to N attested forms (weak is weak:1-2). leave_out: a regular
    expression of lemmas to pass over (the verbal nouns, which sieve 12 found clean)."""
    import random
    f2l, l2f, pos = forms_of([forms, forms_scs])
    k = set(open(klasik, encoding="utf-8").read().split())
    words = set(open(plus, encoding="utf-8").read().split())
    freq = evidence()
    hunspell, scs, named = sources_and_named(forms, forms_scs)
    done = adjudicated() | (sieved() - passed_blind() if second_pass else sieved())
    rng = random.Random(seed)
    # A verb's lemma is its infinitive (a form entry of the source, vydupu, is its own lemma).
    pool = sorted(l for l, p in pos.items() if p == part_of_speech
                  and (p != "verb" or l.endswith(("t", "ci")))
                  and any(f in words for f in l2f[l])
                  and (weak[0] <= sum(f in freq for f in l2f[l]) <= weak[1] if weak
                       else not any(f in freq for f in l2f[l]))
                  and not (l in hunspell and l in scs) and l not in named and l not in done
                  and not (leave_out and re.search(leave_out, l)))
    rows = []
    for lemma in pool:
        kl = sorted(f for f in l2f[lemma] if f in k and f != lemma)
        po = sorted(f for f in l2f[lemma] if f in words and f not in k)
        shown = rng.sample(kl, min(2, len(kl)))
        shown += rng.sample(po, min(4 - len(shown), len(po)))
        rows.append((lemma, ", ".join(shown)))
    rng.shuffle(rows)
    if order == "by-weight":
        only = words - k
        weight = {l: sum(1 / len(f2l[f]) for f in l2f[l] if f in only) for l, _ in rows}
        rows.sort(key=lambda r: -weight[r[0]])
    os.makedirs(outdir, exist_ok=True)
    with open(os.path.join(outdir, "sieve.tsv"), "w", encoding="utf-8") as out:
        out.write("word\tlemma\tpos\tweight\n")
        for lemma, shown in rows:
            out.write(f"{lemma}\t{lemma}\t{part_of_speech}\t{len(shown.split(', '))}\n")
    write_parts(outdir, lambda k: f"batch-{k:03}", rows, part,
                lambda k: f"headwords of a lemma sieve, part {k}, seed {seed}; "
                          "verdict: word | noword",
                "word\tpos\tforms", lambda r: f"{r[0]}\t{part_of_speech}\t{r[1]}")
    print(f"{len(rows)} lemmas in {(len(rows) + part - 1) // part} parts", file=sys.stderr)


def lemma_sieve_merge(outdir, fixture, header):
    """Writes the adjudicators' verdicts of a lemma sieve's parts (OUTDIR/batch-*/verdicts.tsv:
    `word pos forms verdict form note`) as a sieve fixture: noword is bad, word is ok, and a
    wrong form is noted. A verdict that is neither, or a word out of place, is an error naming
    the file."""
    for out, fn, batch, sample in sieve_batches(outdir, fixture, header):
        got = []
        for n, l in enumerate(open(fn, encoding="utf-8"), 1):
            f = [c.strip() for c in l.rstrip("\n").split("\t")]
            if l.startswith("#") or f[0] == "word":
                continue
            v = next((c for c in f[1:] if c in ("word", "noword")), None)
            if v is None:
                sys.exit(f"{fn}:{n}: no verdict word | noword: {l!r}")
            i = f.index(v)
            form = f[i + 1] if len(f) > i + 1 else ""
            note = "; ".join(c for c in f[i + 2:] if c)
            if form == "wrong":
                note = "form wrong: " + note
            got.append(f[0])
            shown = next(s for s in sample if s[0] == f[0])
            out.write("\t".join([f[0], f[0], shown[1], str(len(shown[2].split(", "))), batch,
                                 "bad" if v == "noword" else "ok", note]) + "\n")
        if got != [s[0] for s in sample]:
            sys.exit(f"{fn}: the words are not those of its sample.tsv in order")


def own_first(lemma, l2f, f2l, words, rng):
    """Up to four of a lemma's words (of `words`, not the lemma itself) to show an adjudicator,
    drawn with rng: its own words first (those no other lemma makes), then shared ones."""
    own = sorted(f for f in l2f[lemma] if f in words and f != lemma and len(f2l[f]) == 1)
    rest = sorted(f for f in l2f[lemma] if f in words and f != lemma and len(f2l[f]) > 1)
    shown = rng.sample(own, min(4, len(own)))
    return shown + rng.sample(rest, min(4 - len(shown), len(rest)))


def write_pair(outdir, title, lines):
    """One sample for two adjudicators at once: OUTDIR/part-0-a and part-0-b, each with
    sample.tsv (a `# N title` comment, the columns `word pos forms`, the lines)."""
    for side in ("a", "b"):
        d = os.path.join(outdir, f"part-0-{side}")
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "sample.tsv"), "w", encoding="utf-8") as out:
            out.write(f"# {len(lines)} {title}\n")
            out.write("word\tpos\tforms\n")
            out.write("".join(l + "\n" for l in lines))


def review_pair(outdir, title, cands, pool, controls, pos_of, lemma_words, rng, twin=None):
    """The candidates shuffled with `controls` lemmas drawn from `pool`, each with up to four of
    its words (own_first), for two adjudicators at once (write_pair), and OUTDIR/key.tsv
    (`word role pos forms`, and `twin` when `twin` maps a candidate to its twin)."""
    l2f, f2l, words = lemma_words
    rows = [("cand", l) for l in cands] + [("ctrl", l) for l in rng.sample(pool, controls)]
    rng.shuffle(rows)
    os.makedirs(outdir, exist_ok=True)
    with open(os.path.join(outdir, "key.tsv"), "w", encoding="utf-8") as key:
        key.write("word\trole\tpos\tforms" + ("\ttwin" if twin is not None else "") + "\n")
        lines = []
        for role, lemma in rows:
            shown = ", ".join(own_first(lemma, l2f, f2l, words, rng))
            extra = f"\t{twin.get(lemma, '')}" if twin is not None else ""
            key.write(f"{lemma}\t{role}\t{pos_of(lemma)}\t{shown}{extra}\n")
            lines.append(f"{lemma}\t{pos_of(lemma)}\t{shown}")
    write_pair(outdir, title, lines)
    print(f"{len(cands)} candidates, {controls} controls", file=sys.stderr)


def twins(forms, forms_scs, plus, seed, outdir, controls):
    """The sixteenth stop's twin review: every hard adjective in -ný whose soft twin in -ní is an
    adjective of the sources too (okružný beside okružní, přívodný beside přívodní), with a word
    in scrabble-plus, not judged by an adjudicator and not shown by a sieve; shuffled with
    `controls` hard adjectives in use that have no such twin, each with up to four of its words
    (its own words first: those no other lemma makes), for two adjudicators at once (OUTDIR/
    part-0-a, part-0-b, with the lemma-sieve prompt without its frequency sentence) and key.tsv,
    which sieve-decide takes as it takes a confirmation's."""
    import random
    f2l, l2f, pos = forms_of([forms, forms_scs])
    words = set(open(plus, encoding="utf-8").read().split())
    freq = evidence()
    done = adjudicated() | sieved()
    rng = random.Random(seed)
    cands = sorted(l for l, p in pos.items() if p == "adj" and l.endswith("ný")
                   and pos.get(l[:-2] + "ní") == "adj" and l not in done
                   and any(f in words for f in l2f[l]))
    pool = sorted(l for l, p in pos.items() if p == "adj" and l.endswith("ný")
                  and l[:-2] + "ní" not in pos and l in words
                  and sum(f in freq for f in l2f[l]) > 2)
    review_pair(outdir, f"headwords of the twin review, seed {seed}; verdict: word | noword",
                cands, pool, controls, lambda l: "adj", (l2f, f2l, words), rng)


def length_twins(forms, forms_scs, plus, seed, outdir, controls):
    """The eighteenth stop's length-twin review: every lemma with a word in scrabble-plus, no form
    of it attested, whose spelling with one vowel's length changed is attested as a word of text
    though no source lists it (*polytématický*: text has polytematický; *pomáhačka*: pomahačka;
    scripts/diacritic-twins.py found the twins that are lemmas of the sources), with two forms of
    the twin attested or one at zipf 2.0 or more, not judged by two adjudicators (a sieve's one
    reviewer saw each lemma alone, without the twin's use in mind); shuffled with `controls` lemmas in use, each with up to four of its words, for two
    adjudicators at once (OUTDIR/part-0-a, part-0-b, the lemma-sieve prompt without its
    frequency sentence) and key.tsv, which sieve-decide takes as it takes a confirmation's."""
    import random
    toggle = dict(zip("aáeéiíoóuúůyý", "áaéeíióoúuuýy"))
    f2l, l2f, pos = forms_of([forms, forms_scs])
    words = set(open(plus, encoding="utf-8").read().split())
    freq = evidence()
    done = adjudicated()
    rng = random.Random(seed)
    cands = {}
    for lemma, fs in sorted(l2f.items()):
        fs = sorted(f for f in fs if f in words)
        if not fs or lemma in done or any(f in freq for f in fs):
            continue
        for i, c in enumerate(lemma):
            # The same vowel of every form: the stem the forms share.
            if c not in toggle or any(f[: i + 1] != lemma[: i + 1] for f in fs):
                continue
            twin = lemma[:i] + toggle[c] + lemma[i + 1:]
            if twin in pos:
                continue
            hits = sorted({freq[t] for t in (f[:i] + toggle[c] + f[i + 1:] for f in fs)
                           if t in freq and t not in f2l}, reverse=True)
            if len(hits) >= 2 or (hits and hits[0] >= 2.0):
                cands[lemma] = twin
                break
    pool = sorted(l for l, fs in l2f.items() if l in words and l not in cands
                  and sum(f in freq for f in fs) > 2)
    review_pair(outdir, f"headwords of the length-twin review, seed {seed}; verdict: word | noword",
                list(cands), pool, controls, pos.get, (l2f, f2l, words), rng, twin=cands)


def adjudication_rows():
    """Every row of the adjudication fixtures (adjudication-*.tsv, in name order): its file, the
    file's columns and the row as a dict of them."""
    for fn in sorted(glob.glob(AUDIT + "/adjudication-*.tsv")):
        head = None
        for line in open(fn, encoding="utf-8"):
            if line.startswith("#"):
                continue
            f = line.rstrip("\n").split("\t")
            if head is None:
                head = f
                continue
            yield fn, head, dict(zip(head, f))


def split_or_doubted(rounds=False):
    """The lemmas an earlier lemma adjudication (adjudication-*.tsv rows with a role column)
    split on or doubted: one adjudicator noword and the other word, or a note that begins with
    "doubt"; without a row where both said word with no doubt, and without one where both said
    noword (listed or excluded then). With `rounds`, instead the lemmas of the words the samples'
    adjudications (rows with a reading: `... of LEMMA (pos)`) split on. A lemma a second opinion
    (adjudication-second-opinion-*.tsv) has judged is left out. Returns lemma -> the earlier
    rows (file, verdicts, notes)."""
    rows, clean = collections.defaultdict(list), set()
    for fn in glob.glob(AUDIT + "/adjudication-second-opinion-*.tsv"):
        clean.update(l.split("\t")[0] for l in open(fn, encoding="utf-8") if not l.startswith("#"))
    for fn, head, r in adjudication_rows():
        if rounds and "reading" in r and "role" not in r:
            m = re.search(r" of (\S+) \(", r["reading"])
            if m is None:
                continue
            r = dict(r, role="cand", word=m[1])
        if "role" not in r or r["role"] != "cand" or "verdict_a" not in r:
            continue
        va, vb = r.get("verdict_a", ""), r.get("verdict_b", "")
        na, nb = r.get("note_a", ""), r.get("note_b", "")
        doubt = [v == "noword" or (not rounds and n.lower().startswith("doubt"))
                 for v, n in ((va, na), (vb, nb))]
        if va == vb == "noword" or (va == vb == "word" and not any(doubt)):
            clean.add(r["word"])
        elif any(doubt) and (not rounds or "reading" in head):
            name = os.path.basename(fn)[len("adjudication-"):-len(".tsv")]
            rows[r["word"]].append(f"{name}: {va} ({na}) / {vb} ({nb})")
    return {l: v for l, v in rows.items() if l not in clean}


def doubted(forms, forms_scs, plus, seed, outdir, part, controls, rounds=False):
    """The seventeenth stop's second opinion: the lemmas an earlier lemma adjudication split on
    or doubted (split_or_doubted), still in scrabble-plus and not in use (the in-use rule), each
    with up to four of its words (its own words first), shuffled with `controls` lemmas in use,
    cut into parts for two fresh adjudicators (OUTDIR/part-N-a, part-N-b, the lemma-sieve prompt
    without its frequency sentence). key.tsv names each row's role and earlier.tsv the earlier
    verdicts, which sieve-decide writes beside the fresh ones."""
    import random
    f2l, l2f, pos = forms_of([forms, forms_scs])
    words = set(open(plus, encoding="utf-8").read().split())
    freq = evidence()
    rng = random.Random(seed)
    earlier = split_or_doubted(rounds)
    cands = sorted(l for l in earlier if any(f in words for f in l2f.get(l, ()))
                   and not in_use(l2f[l], freq))
    pool = sorted(l for l, fs in l2f.items() if l in words and l not in earlier
                  and sum(f in freq for f in fs) > 2)
    rows = [("cand", l) for l in cands] + [("ctrl", l) for l in rng.sample(pool, controls)]
    rng.shuffle(rows)
    os.makedirs(outdir, exist_ok=True)
    with open(os.path.join(outdir, "earlier.tsv"), "w", encoding="utf-8") as out:
        out.write("word\tearlier\n")
        out.write("".join(f"{l}\t{' | '.join(earlier[l])}\n" for l in cands))
    key = open(os.path.join(outdir, "key.tsv"), "w", encoding="utf-8")
    key.write("word\trole\tpos\tforms\n")

    def line(row):
        role, lemma = row
        cell = ", ".join(own_first(lemma, l2f, f2l, words, rng))
        key.write(f"{lemma}\t{role}\t{pos.get(lemma, '')}\t{cell}\n")
        return f"{lemma}\t{pos.get(lemma, '')}\t{cell}"

    write_parts(outdir, lambda k: f"part-{k}", rows, part,
                lambda k: f"headwords of the second opinion, part {k}, seed {seed}; verdict: word | noword",
                "word\tpos\tforms", line)
    for d in sorted(glob.glob(os.path.join(outdir, "part-*"))):
        if not d.endswith(("-a", "-b")):
            for side in ("a", "b"):
                os.makedirs(f"{d}-{side}", exist_ok=True)
                shutil.copyfile(os.path.join(d, "sample.tsv"), os.path.join(f"{d}-{side}", "sample.tsv"))
    key.close()
    print(f"{len(cands)} candidates, {controls} controls", file=sys.stderr)


def form_flags(forms, forms_scs, plus, seed, outdir, controls):
    """The seventeenth stop's form review: the forms a single adjudicator of a lemma sieve
    (sieve-*.tsv notes "form wrong: ...") or of a confirmation (adjudication-*.tsv rows with
    a role column, form_a or form_b wrong) named as wrongly formed, that are still words of
    scrabble-plus and forms of that lemma; left out: the -kách locatives of masculines in -k,
    which the rules keep after SSJČ (README, Decisions). Shuffled with `controls` lemmas in
    use, each with two or three of its attested forms named, for two adjudicators at once
    (OUTDIR/part-0-a, part-0-b: which of the named forms are wrong) and key.tsv. A lemma an
    earlier form review (form-review-*.tsv) judged is left out."""
    import random
    f2l, l2f, pos = forms_of([forms, forms_scs])
    words = set(open(plus, encoding="utf-8").read().split())
    freq = evidence()
    rng = random.Random(seed)
    named = collections.defaultdict(set)
    token = re.compile(r"[a-záčďéěíňóřšťúůýž]+")

    def take(lemma, note):
        for w in token.findall(note.lower()):
            if w in words and w != lemma and w in l2f.get(lemma, ()) and not (
                    w.endswith("kách") and lemma.endswith("k")):
                named[lemma].add(w)

    for fn in sorted(glob.glob(AUDIT + "/sieve-*.tsv")):
        for line in open(fn, encoding="utf-8"):
            f = line.rstrip("\n").split("\t")
            if line.startswith("#") or f[0] == "word" or len(f) < 7:
                continue
            if re.search(r"form wrong|wrong form", f[6], re.I):
                take(f[1], f[6].split(":", 1)[-1])
    for _, _, r in adjudication_rows():
        if r.get("role") == "cand":
            for side in ("a", "b"):
                if r.get(f"form_{side}") == "wrong":
                    take(r["word"], r.get(f"note_{side}", ""))
    # A lemma an earlier form review judged is left out.
    for fn in glob.glob(AUDIT + "/form-review-*.tsv"):
        for line in open(fn, encoding="utf-8"):
            named.pop(line.split("\t")[0], None)
    cands = sorted(named)
    pool = sorted(l for l, fs in l2f.items() if l in words and l not in named
                  and sum(f in freq and f != l for f in fs) > 3)
    rows = [("cand", l, sorted(named[l])) for l in cands]
    for l in rng.sample(pool, controls):
        att = sorted(f for f in l2f[l] if f in freq and f != l and f in words)
        rows.append(("ctrl", l, sorted(rng.sample(att, min(3, len(att))))))
    rng.shuffle(rows)
    os.makedirs(outdir, exist_ok=True)
    with open(os.path.join(outdir, "key.tsv"), "w", encoding="utf-8") as key:
        key.write("word\trole\tpos\tnamed\n")
        lines = []
        for role, lemma, shown in rows:
            key.write(f"{lemma}\t{role}\t{pos.get(lemma, '')}\t{', '.join(shown)}\n")
            lines.append(f"{lemma}\t{pos.get(lemma, '')}\t{', '.join(shown)}")
    write_pair(outdir, f"headwords of the form review, seed {seed}; verdict: right | wrong", lines)
    print(f"{len(cands)} candidates ({sum(len(v) for v in named.values())} forms), {controls} controls",
          file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    if sys.argv[1] == "candidates":
        candidates(*sys.argv[2:5])
    elif sys.argv[1] == "sieve":
        sieve(*sys.argv[2:6], int(sys.argv[6]), int(sys.argv[7]), sys.argv[8], int(sys.argv[9]),
              *sys.argv[10:11], *[None if x == "-" else float(x) for x in sys.argv[11:12]],
              *sys.argv[12:13])
    elif sys.argv[1] == "lemma-sieve":
        lemma_sieve(*sys.argv[2:7], int(sys.argv[7]), int(sys.argv[8]), sys.argv[9], *sys.argv[10:11],
                    second_pass=sys.argv[11:12] == ["second-pass"], weak=weak_range(sys.argv[11:12]),
                    leave_out=sys.argv[12] if len(sys.argv) > 12 else None)
    elif sys.argv[1] == "doubted":
        doubted(*sys.argv[2:5], int(sys.argv[5]), sys.argv[6], int(sys.argv[7]), int(sys.argv[8]),
                rounds=sys.argv[9:10] == ["rounds"])
    elif sys.argv[1] == "form-flags":
        form_flags(*sys.argv[2:5], int(sys.argv[5]), sys.argv[6], int(sys.argv[7]))
    elif sys.argv[1] == "length-twins":
        length_twins(*sys.argv[2:5], int(sys.argv[5]), sys.argv[6], int(sys.argv[7]))
    elif sys.argv[1] == "twins":
        twins(*sys.argv[2:5], int(sys.argv[5]), sys.argv[6], int(sys.argv[7]))
    elif sys.argv[1] == "lemma-sieve-merge":
        lemma_sieve_merge(*sys.argv[2:5])
    elif sys.argv[1] == "compounds":
        compounds(*sys.argv[2:5], int(sys.argv[5]), int(sys.argv[6]), sys.argv[7])
    elif sys.argv[1] == "rejected":
        rejected(sys.argv[2], int(sys.argv[3]), *sys.argv[4:])
    elif sys.argv[1] == "sieve-merge":
        sieve_merge(*sys.argv[2:5])
    elif sys.argv[1] == "sieve-decide":
        sieve_decide(*sys.argv[2:7])
    elif sys.argv[1] == "confirm":
        confirm(*sys.argv[2:5], int(sys.argv[5]), sys.argv[6], int(sys.argv[7]), int(sys.argv[8]))
    elif sys.argv[1] == "decide":
        decide(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:8])
    else:
        sys.exit(__doc__)
