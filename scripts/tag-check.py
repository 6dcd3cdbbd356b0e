#!/usr/bin/env python3
"""Validate rules/morphology/hunspell-rules.tsv (and hunspell-entries.tsv) against cs_CZ.aff.

Checks, for hunspell-rules.tsv:
  - the header is exactly `flag index line strip add condition pos features variant note`;
  - every affix rule of the .aff is present exactly once, in file order, with the same flag,
    0-based index within its class, 1-based line number, strip, add (with /contflags) and condition;
  - pos is one of `noun adj pron num verb adv` (`=` only for prefix classes: keeps the part of
    speech of the form the prefix attaches to), or a ` ; `-separated list of those aligned with
    the feature alternatives (one part of speech per alternative);
  - features: ` ; `-separated alternatives, each `Name=Value|Name=Value` with names in
    alphabetical order, no name twice, names and values from the closed inventory below; `_` is an
    alternative with no features; no alternative twice; `?` marks a rule not tagged yet (an error
    unless --allow-untagged);
  - variant is empty or one of `colloquial bookish clitic dual derivation`.
For hunspell-entries.tsv (if present): the header, compilable regular expressions, pos and features
as above (pos may also be `-` for FORBIDDENWORD entries and `?` for unknown ones).

Prints the number of rules per flag and how many rules have at least one nominative cell or at
least one verb cell that is not a transgressive (the forms a KLASIK lexicon may take), and exits
non-zero on any error.

Usage: scripts/tag-check.py [--aff PATH] [--rules PATH] [--entries PATH] [--allow-untagged]
"""
import argparse
import os
import re
import sys
from collections import Counter, OrderedDict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_AFF = os.path.join(ROOT, 'sources', 'hunspell-cs', 'cs_CZ.aff')
DEFAULT_RULES = os.path.join(ROOT, 'rules', 'morphology', 'hunspell-rules.tsv')
DEFAULT_ENTRIES = os.path.join(ROOT, 'rules', 'morphology', 'hunspell-entries.tsv')

RULES_HEADER = ['flag', 'index', 'line', 'strip', 'add', 'condition', 'pos', 'features', 'variant', 'note']
ENTRIES_HEADER = ['pattern', 'ending', 'pos', 'features', 'note']
POS = {'noun', 'adj', 'pron', 'num', 'verb', 'adv'}
VARIANTS = {'', 'colloquial', 'bookish', 'clitic', 'dual', 'derivation'}
FEATURES = OrderedDict([
    ('Animacy', {'Anim', 'Inan'}),
    ('Case', {'Nom', 'Gen', 'Dat', 'Acc', 'Voc', 'Loc', 'Ins'}),
    ('Degree', {'Pos', 'Cmp', 'Sup'}),
    ('Gender', {'Masc', 'Fem', 'Neut'}),
    ('Mood', {'Ind', 'Imp'}),
    ('Number', {'Sing', 'Plur', 'Dual'}),
    ('Person', {'1', '2', '3'}),
    ('Polarity', {'Neg'}),
    ('Poss', {'Yes'}),
    ('Tense', {'Pres', 'Fut', 'Past'}),
    ('Variant', {'Short'}),
    ('VerbForm', {'Inf', 'Fin', 'Part', 'Conv', 'Vnoun'}),
    ('Voice', {'Act', 'Pass'}),
])
HEAD_RE = re.compile(r'^(SFX|PFX)\s+(\S+)\s+([YN])\s+(\d+)')


def parse_aff(path):
    """All affix rules in file order: dicts with flag, index, line, strip, add, condition, kind."""
    rules = []
    declared = OrderedDict()
    cur = None
    with open(path, encoding='utf-8') as f:
        for lineno, line in enumerate(f, 1):
            t = line.split()
            if not t or t[0] not in ('SFX', 'PFX'):
                continue
            m = HEAD_RE.match(line)
            if m and len(t) >= 4 and t[3].isdigit() and (len(t) == 4 or t[4].startswith('#')):
                cur = (t[0], t[1])
                declared[t[1]] = (t[0], int(t[3]), lineno)
                idx = 0
                continue
            if cur and len(t) >= 5 and t[1] == cur[1]:
                rules.append({'kind': t[0], 'flag': t[1], 'index': idx, 'line': lineno,
                              'strip': t[2], 'add': t[3], 'condition': t[4]})
                idx += 1
    return rules, declared


def check_features(feats, where, errors, allow_untagged, untagged):
    """Returns the list of alternatives (dicts), or None."""
    if feats == '?':
        untagged.append(where)
        if not allow_untagged:
            errors.append(f'{where}: features not tagged (?)')
        return None
    if feats != feats.strip() or not feats:
        errors.append(f'{where}: empty features or stray blanks: {feats!r}')
        return None
    alts = feats.split(' ; ')
    out = []
    seen = set()
    for alt in alts:
        if alt in seen:
            errors.append(f'{where}: alternative given twice: {alt}')
        seen.add(alt)
        if alt == '_':
            out.append({})
            continue
        d = OrderedDict()
        ok = True
        for kv in alt.split('|'):
            if kv.count('=') != 1:
                errors.append(f'{where}: malformed feature {kv!r} in {alt!r}')
                ok = False
                continue
            k, v = kv.split('=')
            if k not in FEATURES:
                errors.append(f'{where}: unknown feature {k!r}')
                ok = False
            elif v not in FEATURES[k]:
                errors.append(f'{where}: bad value {k}={v}')
                ok = False
            if k in d:
                errors.append(f'{where}: feature {k} twice in {alt!r}')
                ok = False
            d[k] = v
        names = list(d)
        if ok and names != sorted(names):
            errors.append(f'{where}: feature names not in alphabetical order: {alt}')
        out.append(d)
    return out


def check_pos(pos, n_alts, where, errors, extra=()):
    allowed = POS | set(extra)
    if ' ; ' in pos:
        parts = pos.split(' ; ')
        if n_alts is not None and len(parts) != n_alts:
            errors.append(f'{where}: {len(parts)} parts of speech for {n_alts} feature alternatives')
        bad = [p for p in parts if p not in POS]
        if bad:
            errors.append(f'{where}: unknown part of speech {bad}')
        return parts
    if pos not in allowed:
        errors.append(f'{where}: unknown part of speech {pos!r}')
    return [pos] * (n_alts or 1)


def klasik_cells(pos_list, alts):
    """(has a nominative cell, has a non-transgressive verb cell, has an adverb cell)"""
    nom = any(a.get('Case') == 'Nom' for a in alts)
    verb = any(p == 'verb' and 'Case' not in a and a.get('VerbForm') not in (None, 'Conv')
               for p, a in zip(pos_list, alts))
    adv = any(p == 'adv' for p in pos_list)
    return nom, verb, adv


def read_tsv(path, header, errors):
    with open(path, encoding='utf-8', newline='') as f:
        lines = f.read().split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    if not lines or lines[0].split('\t') != header:
        errors.append(f'{path}: header must be exactly {" ".join(header)!r} (tab-separated)')
        return []
    rows = []
    for n, line in enumerate(lines[1:], 2):
        cols = line.split('\t')
        if len(cols) != len(header):
            errors.append(f'{path}:{n}: {len(cols)} columns, expected {len(header)}')
            continue
        rows.append((n, dict(zip(header, cols))))
    return rows


def check_rules(aff_rules, declared, path, allow_untagged):
    errors = []
    untagged = []
    rows = read_tsv(path, RULES_HEADER, errors)
    if not rows:
        return errors, untagged, None
    if len(rows) != len(aff_rules):
        errors.append(f'{path}: {len(rows)} rows, the .aff has {len(aff_rules)} rules')
    per_flag = Counter()
    nom_flag = Counter()
    verb_flag = Counter()
    any_flag = Counter()
    adv_flag = Counter()
    seen = set()
    for (n, row), r in zip(rows, aff_rules):
        where = f'{os.path.basename(path)}:{n} ({r["flag"]} {r["index"]}, .aff line {r["line"]})'
        key = (row['flag'], row['index'])
        if key in seen:
            errors.append(f'{where}: rule {key} listed twice')
        seen.add(key)
        for col, want in (('flag', r['flag']), ('index', str(r['index'])), ('line', str(r['line'])),
                          ('strip', r['strip']), ('add', r['add']), ('condition', r['condition'])):
            if row[col] != want:
                errors.append(f'{where}: {col} is {row[col]!r}, the .aff has {want!r}')
        per_flag[r['flag']] += 1
        alts = check_features(row['features'], where, errors, allow_untagged, untagged)
        if row['pos'] == '?' and row['features'] == '?':
            continue
        extra = ('=',) if r['kind'] == 'PFX' else ()
        pos_list = check_pos(row['pos'], len(alts) if alts is not None else None, where, errors, extra)
        if row['pos'] == '=' and r['kind'] != 'PFX':
            errors.append(f'{where}: pos "=" is only for prefix classes')
        if row['variant'] not in VARIANTS:
            errors.append(f'{where}: unknown variant {row["variant"]!r}')
        if '\t' in row['note'] or '\n' in row['note']:
            errors.append(f'{where}: bad note')
        if alts is not None:
            if r['kind'] == 'SFX' and any(a == {} for a in alts):
                errors.append(f'{where}: a suffix rule needs features (no "_")')
            nom, verb, adv = klasik_cells(pos_list, alts)
            nom_flag[r['flag']] += nom
            verb_flag[r['flag']] += verb
            adv_flag[r['flag']] += adv
            any_flag[r['flag']] += nom or verb
    for flag, (kind, count, lineno) in declared.items():
        if per_flag[flag] != count:
            errors.append(f'class {flag} (.aff line {lineno}) declares {count} rules, {per_flag[flag]} listed')
    return errors, untagged, (per_flag, nom_flag, verb_flag, any_flag, adv_flag)


def check_entries(path, allow_untagged):
    errors = []
    untagged = []
    rows = read_tsv(path, ENTRIES_HEADER, errors)
    for n, row in rows:
        where = f'{os.path.basename(path)}:{n}'
        for col in ('pattern', 'ending'):
            try:
                re.compile(row[col])
            except re.error as e:
                errors.append(f'{where}: bad regular expression in {col}: {e}')
        if row['pos'] in ('-', '?'):
            if row['features'] not in ('_', '?'):
                errors.append(f'{where}: pos {row["pos"]} takes features "_" or "?"')
            continue
        alts = check_features(row['features'], where, errors, True, untagged)
        check_pos(row['pos'], len(alts) if alts is not None else None, where, errors)
    return errors, len(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--aff', default=DEFAULT_AFF)
    ap.add_argument('--rules', default=DEFAULT_RULES)
    ap.add_argument('--entries', default=DEFAULT_ENTRIES)
    ap.add_argument('--allow-untagged', action='store_true', help='accept rules tagged "?"')
    args = ap.parse_args()

    aff_rules, declared = parse_aff(args.aff)
    errors, untagged, stats = check_rules(aff_rules, declared, args.rules, args.allow_untagged)
    print(f'{args.aff}: {len(aff_rules)} affix rules in {len(declared)} classes')
    if stats:
        per_flag, nom_flag, verb_flag, any_flag, adv_flag = stats
        print('per flag: rules; with a nominative cell (nom); with a verb cell other than a transgressive '
              '(verb); either (nom|verb); with an adverb reading (adv)')
        print(f'{"flag":<5}{"rules":>7}{"nom":>7}{"verb":>7}{"nom|verb":>10}{"adv":>6}')
        for flag in declared:
            print(f'{flag:<5}{per_flag[flag]:>7}{nom_flag[flag]:>7}{verb_flag[flag]:>7}{any_flag[flag]:>10}'
                  f'{adv_flag[flag]:>6}')
        print(f'{"all":<5}{sum(per_flag.values()):>7}{sum(nom_flag.values()):>7}{sum(verb_flag.values()):>7}'
              f'{sum(any_flag.values()):>10}{sum(adv_flag.values()):>6}')
        print('rules with a nominative cell: %d; with a non-transgressive verb cell: %d; either: %d'
              % (sum(nom_flag.values()), sum(verb_flag.values()), sum(any_flag.values())))
        print(f'untagged rules (?): {len(untagged)}')
    if os.path.exists(args.entries):
        e_errors, n_rows = check_entries(args.entries, args.allow_untagged)
        print(f'{args.entries}: {n_rows} rows')
        errors += e_errors
    for e in errors[:200]:
        print('ERROR', e, file=sys.stderr)
    if len(errors) > 200:
        print(f'... and {len(errors) - 200} more errors', file=sys.stderr)
    if errors:
        print(f'FAILED: {len(errors)} errors', file=sys.stderr)
        return 1
    print('OK')
    return 0


if __name__ == '__main__':
    sys.exit(main())
