#!/usr/bin/env python3
"""Classify the flagless lowercase entries of cs_CZ.dic -> sources/hunspell-cs/flagless.tsv.

Usage: python3 scripts/classify-flagless.py   (from the repository root; stdlib only)

The Czech Hunspell dictionary lists ~4,700 lowercase words with no affix flags: uninflected words
(adverbs, prepositions, conjunctions, particles), forms of irregular words listed as headwords
(psa, dne, lidí, mně, dvěma), interjections, symbols and contracted -s forms. KLASIK needs to know
which of them are nominatives. This script decides, in this order:

1. explicit paradigms written here (personal, possessive, demonstrative, interrogative/relative
   pronouns; numerals; the irregular nouns pes, den, dům, člověk/lidé, dítě, oko, ucho, kůň,
   bůh, stůl, lev, nůž, ...): every cell, so psa = Gen/Acc Sg of pes, psi = Nom Pl;
2. closed classes listed here: prepositions, conjunctions, particles, interjections, symbols,
   abbreviations without a dot, the contracted -s forms (byls = byl jsi);
3. endings that only case forms have (-ům, -ách, -ech, -ích, -ami, -emi, -ovi, -ého, -ému,
   -ých, -ými): an oblique form of a noun or adjective;
4. otherwise an uninflected word (adverb): the dictionary lists adverbs that coincide with case
   forms (během, kolem, cestou, honem) as flagless entries precisely because they are words of
   their own.

The note column says which step decided. Steps 3-4 are heuristics; a reviewed list replaces
them line by line (a line written by hand is never overwritten: see KEEP below).
"""
import re
import sys
from collections import Counter

DIC = "sources/hunspell-cs/cs_CZ.dic"
OUT = "sources/hunspell-cs/flagless.tsv"
HEADER = "headword\tpos\tlemma\tfeatures\tnote"

rows = {}  # word -> list of (pos, lemma, features, note)


def add(word, pos, lemma, features, note):
    rows.setdefault(word, [])
    if (pos, lemma, features, note) not in rows[word]:
        rows[word].append((pos, lemma, features, note))


def cells(spec):
    """'Nom Sg, Acc Sg' -> ['Case=Nom|Number=Sing', 'Case=Acc|Number=Sing']."""
    out = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        f = {}
        for t in part.split():
            if t in ("Nom", "Gen", "Dat", "Acc", "Voc", "Loc", "Ins"):
                f["Case"] = t
            elif t in ("Sg", "Pl"):
                f["Number"] = "Sing" if t == "Sg" else "Plur"
            elif t in ("M", "F", "N"):
                f["Gender"] = {"M": "Masc", "F": "Fem", "N": "Neut"}[t]
            elif t in ("1", "2", "3"):
                f["Person"] = t
        out.append("|".join(f"{k}={v}" for k, v in sorted(f.items())))
    return out


def paradigm(pos, lemma, table, note, extra=""):
    """table: {'form': 'Nom Sg, Acc Sg', ...}"""
    for form, spec in table.items():
        for form1 in form.split("/"):
            for c in cells(spec):
                feats = "|".join(sorted(filter(None, (c + "|" + extra).split("|")))) if extra else c
                add(form1, pos, lemma, feats, note)


N = "paradigm"
# --- personal pronouns
paradigm("pron", "já", {"já": "Nom Sg 1", "mě/mne": "Gen Sg 1, Acc Sg 1", "mi/mně": "Dat Sg 1", "mnou": "Ins Sg 1"}, N, "PronType=Prs")
add("mně", "pron", "já", "Case=Loc|Number=Sing|Person=1|PronType=Prs", N)
paradigm("pron", "ty", {"ty": "Nom Sg 2", "tebe/tě": "Gen Sg 2, Acc Sg 2", "tobě/ti": "Dat Sg 2", "tebou": "Ins Sg 2"}, N, "PronType=Prs")
paradigm("pron", "on", {"on": "Nom Sg M 3", "jeho/ho/něho/jej/něj/jejž/nějž": "Gen Sg M 3, Acc Sg M 3", "jemu/mu/němu": "Dat Sg M 3", "něm": "Loc Sg M 3", "jím/ním": "Ins Sg M 3"}, N, "PronType=Prs")
paradigm("pron", "ona", {"ona": "Nom Sg F 3, Nom Pl N 3", "jí/ní": "Gen Sg F 3, Dat Sg F 3, Loc Sg F 3, Ins Sg F 3", "ji/ni": "Acc Sg F 3"}, N, "PronType=Prs")
paradigm("pron", "ono", {"ono": "Nom Sg N 3"}, N, "PronType=Prs")
paradigm("pron", "my", {"my": "Nom Pl 1", "nás": "Gen Pl 1, Acc Pl 1, Loc Pl 1", "nám": "Dat Pl 1", "námi": "Ins Pl 1"}, N, "PronType=Prs")
paradigm("pron", "vy", {"vy": "Nom Pl 2", "vás": "Gen Pl 2, Acc Pl 2, Loc Pl 2", "vám": "Dat Pl 2", "vámi": "Ins Pl 2"}, N, "PronType=Prs")
paradigm("pron", "oni", {"oni": "Nom Pl M 3", "ony": "Nom Pl F 3", "jich/nich": "Gen Pl 3, Loc Pl 3", "jim/nim": "Dat Pl 3", "je/ně": "Acc Pl 3", "jimi/nimi": "Ins Pl 3"}, N, "PronType=Prs")
paradigm("pron", "se", {"sebe": "Gen Sg, Acc Sg", "sobě": "Dat Sg, Loc Sg", "sebou": "Ins Sg"}, N, "PronType=Prs|Reflex=Yes")
# relative jenž
paradigm("pron", "jenž", {"jenž": "Nom Sg M", "jež": "Nom Sg F, Nom Pl F, Nom Pl N, Acc Sg N, Acc Pl", "již": "Nom Pl M", "jehož/něhož": "Gen Sg M", "jejíž": "Gen Sg F", "jemuž/němuž": "Dat Sg M", "němž": "Loc Sg M", "jímž/nímž": "Ins Sg M", "jíž/níž": "Dat Sg F, Ins Sg F", "jichž/nichž": "Gen Pl", "jimž/nimž": "Dat Pl", "jimiž/nimiž": "Ins Pl", "již/niž": "Acc Sg F"}, N, "PronType=Rel")
# interrogative
paradigm("pron", "kdo", {"kdo": "Nom", "koho": "Gen, Acc", "komu": "Dat", "kom": "Loc", "kým": "Ins"}, N, "PronType=Int")
paradigm("pron", "co", {"co": "Nom, Acc", "čeho": "Gen", "čemu": "Dat", "čem": "Loc", "čím": "Ins"}, N, "PronType=Int")
# possessives (short forms the dictionary lists on their own)
for p in ("m", "tv", "sv"):
    lemma = {"m": "můj", "tv": "tvůj", "sv": "svůj"}[p]
    paradigm("pron", lemma, {p + "ůj": "Nom Sg M", p + "á": "Nom Sg F, Nom Pl N", p + "é": "Nom Sg N, Nom Pl F", p + "í": "Nom Pl M",
                             p + "oje": "Nom Sg N, Nom Sg F, Nom Pl F", p + "oji": "Nom Pl M, Acc Sg F", p + "ou": "Acc Sg F, Ins Sg F",
                             p + "ého": "Gen Sg M", p + "ému": "Dat Sg M", p + "ém": "Loc Sg M", p + "ým": "Ins Sg M, Dat Pl",
                             p + "ých": "Gen Pl, Loc Pl", p + "ými": "Ins Pl", p + "ojí": "Gen Sg F", p + "ojeho": "Gen Sg M", p + "ojemu": "Dat Sg M", p + "ojí": "Gen Sg F"}, N, "Poss=Yes|PronType=Prs")
paradigm("pron", "jeho", {"jeho": "Nom"}, N, "Poss=Yes|PronType=Prs")
paradigm("pron", "její", {"její": "Nom", "jejího": "Gen Sg M", "jejímu": "Dat Sg M", "jejím": "Loc Sg M", "jejích": "Gen Pl", "jejími": "Ins Pl"}, N, "Poss=Yes|PronType=Prs")
paradigm("pron", "jejich", {"jejich": "Nom"}, N, "Poss=Yes|PronType=Prs")
# demonstrative ten and its -to/-hle/-tu compounds
ten = {"ten": "Nom Sg M", "ta": "Nom Sg F, Nom Pl N", "to": "Nom Sg N", "ti": "Nom Pl M", "ty": "Nom Pl F", "toho": "Gen Sg M", "tomu": "Dat Sg M",
       "tom": "Loc Sg M", "tím": "Ins Sg M", "té": "Gen Sg F", "tu": "Acc Sg F", "tou": "Ins Sg F", "těch": "Gen Pl", "těm": "Dat Pl", "těmi": "Ins Pl"}
for suf in ("", "to", "hle", "hleten", "tu", "ž"):
    paradigm("pron", "ten" + suf, {k + suf: v for k, v in ten.items()}, N, "PronType=Dem")
paradigm("pron", "všechen", {"všechen": "Nom Sg M", "všechna": "Nom Sg F, Nom Pl N", "všechno/vše": "Nom Sg N", "všichni": "Nom Pl M", "všechny": "Nom Pl F, Acc Pl",
                             "všeho": "Gen Sg", "všemu": "Dat Sg", "vším": "Ins Sg", "všech": "Gen Pl, Loc Pl", "všem": "Dat Pl", "všemi": "Ins Pl"}, N, "PronType=Tot")
# numerals
paradigm("num", "jeden", {"jeden": "Nom Sg M", "jedna": "Nom Sg F", "jedno": "Nom Sg N", "jedni/jedny": "Nom Pl", "jednoho": "Gen Sg M", "jednomu": "Dat Sg M", "jednom": "Loc Sg M", "jedním": "Ins Sg M", "jedné": "Gen Sg F", "jednu": "Acc Sg F", "jednou": "Ins Sg F", "jedněch": "Gen Pl", "jedněm": "Dat Pl", "jedněmi": "Ins Pl"}, N, "NumType=Card")
paradigm("num", "dva", {"dva": "Nom M", "dvě": "Nom F, Nom N", "dvou": "Gen, Loc", "dvěma": "Dat, Ins", "dvé": "Nom"}, N, "NumType=Card")
paradigm("num", "oba", {"oba": "Nom M", "obě": "Nom F, Nom N", "obou": "Gen, Loc", "oběma": "Dat, Ins", "obé": "Nom"}, N, "NumType=Card")
paradigm("num", "tři", {"tři": "Nom", "tří/třech": "Gen, Loc", "třem": "Dat", "třemi": "Ins"}, N, "NumType=Card")
paradigm("num", "čtyři", {"čtyři": "Nom", "čtyř/čtyřech": "Gen, Loc", "čtyřem": "Dat", "čtyřmi": "Ins"}, N, "NumType=Card")
for n in ("pět", "šest", "sedm", "osm", "devět", "deset", "jedenáct", "dvanáct", "třináct", "čtrnáct", "patnáct", "šestnáct", "sedmnáct", "osmnáct", "devatenáct", "dvacet", "třicet", "čtyřicet", "padesát", "šedesát", "sedmdesát", "osmdesát", "devadesát"):
    add(n, "num", n, "Case=Nom|NumType=Card", N)
    obl = {"pět": "pěti", "šest": "šesti", "sedm": "sedmi", "osm": "osmi", "devět": "devíti", "deset": "deseti", "dvacet": "dvaceti", "třicet": "třiceti", "čtyřicet": "čtyřiceti"}.get(n, n + "i")
    for c in ("Gen", "Dat", "Loc", "Ins"):
        add(obl, "num", n, f"Case={c}|NumType=Card", N)
# irregular nouns
paradigm("noun", "pes", {"pes": "Nom Sg", "psa": "Gen Sg, Acc Sg", "psovi": "Dat Sg, Loc Sg", "pse": "Voc Sg", "psu": "Dat Sg, Loc Sg", "psem": "Ins Sg",
                        "psi/psové": "Nom Pl", "psů": "Gen Pl", "psům": "Dat Pl", "psy": "Acc Pl, Ins Pl", "psech": "Loc Pl"}, N, "Animacy=Anim|Gender=Masc")
paradigm("noun", "lev", {"lev": "Nom Sg", "lva": "Gen Sg, Acc Sg", "lvovi/lvu": "Dat Sg, Loc Sg", "lve": "Voc Sg", "lvem": "Ins Sg", "lvi/lvové": "Nom Pl", "lvů": "Gen Pl", "lvům": "Dat Pl", "lvy": "Acc Pl, Ins Pl", "lvech": "Loc Pl"}, N, "Animacy=Anim|Gender=Masc")
paradigm("noun", "den", {"den": "Nom Sg, Acc Sg", "dne/dnu": "Gen Sg", "dni/dnu": "Dat Sg", "dni/dnu/dně": "Loc Sg", "dnem": "Ins Sg", "dny/dni": "Nom Pl, Acc Pl", "dnů/dní": "Gen Pl", "dnům": "Dat Pl", "dnech": "Loc Pl"}, N, "Animacy=Inan|Gender=Masc")
paradigm("noun", "dům", {"dům": "Nom Sg, Acc Sg", "domu": "Gen Sg, Dat Sg, Loc Sg", "dome": "Voc Sg", "domem": "Ins Sg", "domy": "Nom Pl, Acc Pl, Ins Pl", "domů": "Gen Pl", "domům": "Dat Pl", "domech": "Loc Pl"}, N, "Animacy=Inan|Gender=Masc")
paradigm("noun", "stůl", {"stůl": "Nom Sg, Acc Sg", "stolu": "Gen Sg, Dat Sg, Loc Sg", "stole": "Voc Sg, Loc Sg", "stolem": "Ins Sg", "stoly": "Nom Pl, Acc Pl, Ins Pl", "stolů": "Gen Pl", "stolům": "Dat Pl", "stolech": "Loc Pl"}, N, "Animacy=Inan|Gender=Masc")
paradigm("noun", "nůž", {"nůž": "Nom Sg, Acc Sg", "nože": "Gen Sg, Nom Pl, Acc Pl", "noži": "Dat Sg, Loc Sg, Ins Pl", "nožem": "Ins Sg", "nožů": "Gen Pl", "nožům": "Dat Pl", "nožích": "Loc Pl"}, N, "Animacy=Inan|Gender=Masc")
paradigm("noun", "kůň", {"kůň": "Nom Sg", "koně": "Gen Sg, Acc Sg, Nom Pl, Acc Pl", "koni/koňovi": "Dat Sg, Loc Sg", "koni": "Voc Sg", "koněm": "Ins Sg", "koňové": "Nom Pl", "koní": "Gen Pl", "koním": "Dat Pl", "koních": "Loc Pl", "koňmi": "Ins Pl"}, N, "Animacy=Anim|Gender=Masc")
paradigm("noun", "bůh", {"bůh": "Nom Sg", "boha": "Gen Sg, Acc Sg", "bohu/bohovi": "Dat Sg, Loc Sg", "bože": "Voc Sg", "bohem": "Ins Sg", "bohové/bozi": "Nom Pl", "bohů": "Gen Pl", "bohům": "Dat Pl", "bohy": "Acc Pl, Ins Pl", "bozích/bohách": "Loc Pl"}, N, "Animacy=Anim|Gender=Masc")
paradigm("noun", "člověk", {"člověk": "Nom Sg", "člověka": "Gen Sg, Acc Sg", "člověku/člověkovi": "Dat Sg, Loc Sg", "člověče": "Voc Sg", "člověkem": "Ins Sg",
                           "lidé/lidi": "Nom Pl", "lidí": "Gen Pl", "lidem": "Dat Pl", "lidmi": "Ins Pl", "lidech": "Loc Pl"}, N, "Animacy=Anim|Gender=Masc")
add("lidi", "noun", "člověk", "Animacy=Anim|Case=Acc|Gender=Masc|Number=Plur", N)
paradigm("noun", "dítě", {"dítě": "Nom Sg, Acc Sg", "dítěte": "Gen Sg", "dítěti": "Dat Sg, Loc Sg", "dítětem": "Ins Sg", "děti": "Nom Pl, Acc Pl", "dětí": "Gen Pl", "dětem": "Dat Pl", "dětech": "Loc Pl", "dětmi": "Ins Pl"}, N, "Gender=Neut")
paradigm("noun", "oko", {"oko": "Nom Sg", "oka": "Gen Sg, Nom Pl", "oku": "Dat Sg", "oči": "Nom Pl, Acc Pl", "očí": "Gen Pl", "očím": "Dat Pl", "očích": "Loc Pl", "očima": "Ins Pl"}, N, "Gender=Neut")
paradigm("noun", "ucho", {"ucho": "Nom Sg", "ucha": "Gen Sg", "uchu": "Dat Sg", "uši": "Nom Pl, Acc Pl", "uší": "Gen Pl", "uším": "Dat Pl", "uších": "Loc Pl", "ušima": "Ins Pl"}, N, "Gender=Neut")
paradigm("noun", "ruka", {"ruce": "Nom Pl, Acc Pl, Dat Sg, Loc Sg", "rukou": "Gen Pl, Loc Pl, Ins Sg", "rukám": "Dat Pl", "rukama": "Ins Pl"}, N, "Gender=Fem")
paradigm("noun", "noha", {"nohou": "Gen Pl, Loc Pl, Ins Sg", "nohama": "Ins Pl"}, N, "Gender=Fem")
paradigm("noun", "ves", {"ves": "Nom Sg, Acc Sg", "vsi/vesnice": "Gen Sg", "vsí": "Gen Pl, Ins Sg", "vsím": "Dat Pl", "vsích": "Loc Pl", "vsemi": "Ins Pl"}, N, "Gender=Fem")
paradigm("noun", "loket", {"loket": "Nom Sg", "lokte": "Gen Sg", "loktu": "Dat Sg, Loc Sg", "loktem": "Ins Sg", "lokty": "Nom Pl, Acc Pl, Ins Pl", "loktů": "Gen Pl", "loktům": "Dat Pl", "loktech": "Loc Pl"}, N, "Gender=Masc")
paradigm("noun", "pán", {"pán": "Nom Sg", "pána": "Gen Sg, Acc Sg", "pánovi/pánu": "Dat Sg, Loc Sg", "pane": "Voc Sg", "pánem": "Ins Sg", "páni/pánové": "Nom Pl", "pánů": "Gen Pl", "pánům": "Dat Pl", "pány": "Acc Pl, Ins Pl", "pánech": "Loc Pl"}, N, "Animacy=Anim|Gender=Masc")
paradigm("noun", "pan", {"pan": "Nom Sg", "pana": "Gen Sg, Acc Sg", "panu": "Dat Sg, Loc Sg"}, N, "Animacy=Anim|Gender=Masc")
paradigm("noun", "kámen", {"kámen": "Nom Sg, Acc Sg", "kamene": "Gen Sg", "kameni": "Dat Sg, Loc Sg", "kamenem": "Ins Sg", "kameny": "Nom Pl, Acc Pl, Ins Pl", "kamenů": "Gen Pl", "kamenům": "Dat Pl", "kamenech": "Loc Pl"}, N, "Animacy=Inan|Gender=Masc")
paradigm("noun", "práce", {"práce": "Nom Sg, Gen Sg, Nom Pl, Acc Pl", "práci": "Dat Sg, Acc Sg, Loc Sg", "prací": "Gen Pl, Ins Sg", "pracím": "Dat Pl", "pracích": "Loc Pl", "pracemi": "Ins Pl"}, N, "Gender=Fem")
paradigm("noun", "hrách", {"hrách": "Nom Sg, Acc Sg", "hrachu": "Gen Sg", "hráchů": "Gen Pl"}, N, "Gender=Masc")
paradigm("noun", "sůl", {"sůl": "Nom Sg, Acc Sg", "soli": "Gen Sg, Dat Sg, Loc Sg", "solí": "Ins Sg"}, N, "Gender=Fem")
paradigm("noun", "lůj", {"lůj": "Nom Sg, Acc Sg", "loje": "Gen Sg", "loji": "Dat Sg, Loc Sg"}, N, "Gender=Masc")
paradigm("noun", "důl", {"důl": "Nom Sg, Acc Sg", "dolu": "Gen Sg, Dat Sg, Loc Sg", "dole": "Loc Sg", "dolem": "Ins Sg", "doly": "Nom Pl, Acc Pl, Ins Pl", "dolů": "Gen Pl", "dolům": "Dat Pl", "dolech": "Loc Pl"}, N, "Gender=Masc")
paradigm("noun", "vůl", {"vůl": "Nom Sg", "vola": "Gen Sg, Acc Sg", "volu/volovi": "Dat Sg, Loc Sg", "vole": "Voc Sg", "volem": "Ins Sg", "voli/volové": "Nom Pl", "volů": "Gen Pl", "volům": "Dat Pl", "voly": "Acc Pl, Ins Pl", "volech": "Loc Pl"}, N, "Animacy=Anim|Gender=Masc")
paradigm("noun", "vůz", {"vůz": "Nom Sg, Acc Sg", "vozu": "Gen Sg, Dat Sg, Loc Sg", "voze": "Loc Sg, Voc Sg", "vozem": "Ins Sg", "vozy": "Nom Pl, Acc Pl, Ins Pl", "vozů": "Gen Pl", "vozům": "Dat Pl", "vozech": "Loc Pl"}, N, "Animacy=Inan|Gender=Masc")
paradigm("noun", "oves", {"oves": "Nom Sg, Acc Sg", "ovsa": "Gen Sg", "ovsu": "Dat Sg, Loc Sg", "ovse": "Voc Sg, Loc Sg", "ovsem": "Ins Sg", "ovsy": "Nom Pl, Acc Pl, Ins Pl", "ovsů": "Gen Pl", "ovsům": "Dat Pl"}, N, "Gender=Masc")
paradigm("noun", "ocet", {"ocet": "Nom Sg, Acc Sg", "octa/octu": "Gen Sg", "octe": "Voc Sg", "octem": "Ins Sg", "octy": "Nom Pl, Acc Pl, Ins Pl", "octů": "Gen Pl"}, N, "Gender=Masc")
paradigm("noun", "uhel", {"uhel": "Nom Sg, Acc Sg", "uhlu": "Gen Sg, Dat Sg, Loc Sg", "uhle": "Voc Sg", "uhlem": "Ins Sg", "uhly": "Nom Pl, Acc Pl, Ins Pl", "uhlů": "Gen Pl", "uhlech": "Loc Pl", "uhli": "Loc Sg"}, N, "Gender=Masc")
paradigm("noun", "kašel", {"kašel": "Nom Sg, Acc Sg", "kašle": "Gen Sg", "kašli": "Dat Sg, Loc Sg", "kašlem": "Ins Sg", "kašlů": "Gen Pl"}, N, "Gender=Masc")
paradigm("noun", "syn", {"syn": "Nom Sg", "syna": "Gen Sg, Acc Sg", "synovi/synu": "Dat Sg, Loc Sg, Voc Sg", "synem": "Ins Sg", "synové": "Nom Pl", "synů": "Gen Pl", "synům": "Dat Pl", "syny": "Acc Pl, Ins Pl", "synech": "Loc Pl"}, N, "Animacy=Anim|Gender=Masc")

# --- closed classes
PREP = "bez beze během blízko dík díky do dle dovnitř k ke kol kolem kromě krom mezi mimo na nad nade namísto naproti navzdory ob o od ode okolo oproti po pod pode podél podle pro proti před přede přes při s se skrz skrze u v ve vedle vinou vně vůči vyjma z za zpod zpoza ze zevnitř včetně vstříc uvnitř ohledně pomocí prostřednictvím následkem stran kvůli místo".split()
CONJ = "a aby abych abys abychom abyste ale ani anebo aneb ač ačkoli ačkoliv ačli až buď buďto či čili jak jakmile jakkoli jako jakoby jelikož jenže jestli jestliže kdežto kdyby kdybych kdybys kdybychom kdybyste když leda nebo neboť než nežli pokud poněvadž protože přestože sice tak takže tedy though třebaže zatímco že i avšak však pak proto totiž tudíž nýbrž".split()
PART = "ano ne ať asi až by bych bys bychom byste copak cožpak kéž nechť jen jenom jo no nu prý snad také taky též už ještě ještěže zrovna právě vlastně snad možná ovšem sice teda tedy asi dokonce nejspíš rovněž zda zdali zdalipak zejména zvláště sotva ba bezmála skoro téměř".split()
for w in PREP:
    add(w, "adp", w, "", "list: preposition")
for w in CONJ:
    add(w, "conj", w, "", "list: conjunction")
for w in PART:
    add(w, "part", w, "", "list: particle")
add("se", "part", "se", "", "list: reflexive particle (smát se)")
add("ó", "part", "ó", "", "list: particle (also an interjection, RULES.md 2.9)")
add("je", "verb", "být", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin", "list: verb form")
add("jí", "verb", "jíst", "Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin", "list: verb form")
add("tu", "adv", "tu", "", "list: adverb (here)")
add("tím", "conj", "tím", "", "list: conjunction (tím lépe)")
add("si", "part", "si", "", "list: reflexive particle (všimnout si)")

INTJ = set("""ach achich ahoj au auvej ouvej bác bacha brr brrr cink cvak ehm fuj haf haló hej hm hmm hmmm hurá jé mňau pst psst tralala žbluňk kykyryký kšá propánaboha prr prrr hó tú ahá aha ah ó ó ach ách bum bim bam baf bú bu cha che chi ehm fí hihi haha hi hí hola hop hopla hou hu huj juch juj kvak kvik kvok kuku mňam ňam oh ohó och ou ouha pche pf pš pšt puf sakra safra šup tata uf uff vrr vrrr zzz bzz bzum brnk crr frr grr hrr kdák kokodák hyje hyjé nazdar čau čao servus heč hele hybaj ťuk ťap kuk cak cák bla bra heuréka amen fuk bác plác prásk žuch chrr jéje jej jejda ejhle hle hajdy hijó hyjó ou vijé ham hm bumbác tútú kvák""".split())
SYM = set("""km hl kg cm mm mg ml dl lb ppm dpi tbc www kcal kmol mbar mmol cca dag dkg dg ccm lm lx ln log sin cos tg cotg tgh kb mb gb mhz khz ghz mw kw kwh µg µm µa µv ha ar bit ft yd atm cal mol lm""".split())
ABBR = set("""adj adv afr amer anat arch astr atd apod aj bot biol ekon etc geol geom hist hovor chem lat mat med tj tzn tzv např resp zool zast kniž fyz fr ak al ant ap arm atp čes čj st str sv vyd zkr""".split())

for w in INTJ:
    add(w, "intj", "", "", "list: interjection")
for w in SYM:
    add(w, "sym", "", "", "list: symbol or unit")
for w in ABBR:
    add(w, "abbr", "", "", "list: abbreviation without a dot")
# contracted -s forms (jsi)
CONTRACTED = {"byls": "být", "bylas": "být", "bylos": "být", "tys": "ty", "žes": "že", "kdes": "kde", "kdys": "kdy", "kdos": "kdo", "cos": "co", "sis": "se",
              "ses": "se", "jaks": "jak", "cos": "co", "anebos": "anebo", "proč": None, "tos": "to", "taks": "tak", "sems": "sem", "pročs": "proč", "kams": "kam"}
for w, lemma in CONTRACTED.items():
    if lemma:
        add(w, "contracted", lemma, "", "list: contracted -s form (= jsi)")

OBLIQUE = [
    (r".*(ům)$", "Case=Dat|Number=Plur"),
    (r".*(ách|ech|ích)$", "Case=Loc|Number=Plur"),
    (r".*(ami|emi|ěmi|ími|ými|mi)$", "Case=Ins|Number=Plur"),
    (r".*ovi$", "Case=Dat|Number=Sing"),
    (r".*(ého|ému)$", "Case=Gen ; Case=Dat"),
    (r".*(ých)$", "Case=Gen|Number=Plur"),
    (r".*(ů)$", "Case=Gen|Number=Plur"),
]
# Flagless entries that a flagged entry also generates, but that are words of their own
# (adverbs, prepositions, particles): reviewed one by one from the 538 such entries.
OWN_WORDS = {
    "adp": "během beze díky kolem mezi následkem nehledě nehledíc nevyjímaje nevyjímajíc pomocí prostřednictvím přede při vinou vzhledem pod pode podle za začátkem počátkem průběhem zásluhou vlivem formou nedaleko",
    "adv": "blízko bokem celkem cestou časem daleko dlouho dole dolů dopředu eventuálně hlavně hodně honem horoucně jedině jistě kolik konečně křížem kvapem ladem lehko letem maně maximálně mimochodem mlčky možno nahlas náhodou naprosto nastálo nechtě nechtíc nejspíše nemluvě nemnoho obdobně pokradmo pravděpodobně pranic prostě prvořadě převážně přeskáčku přímo rázem skokem smutno spíš stejně stranou středem trochu trošičku trošinku trošku tryskem většinou volky výlučně zdáli plačky omylem žertem šupem dílem povděkem závěrem úvodem",
    "part": "možná nejen nejenom pouze sice vlastně žel",
    "conj": "buď čili",
    "intj": "hoj hopla píp",
}
# Flagless entries whose explicit paradigm above is only one of their readings: the adverbs
# domů (jít domů), níž (comparative of nízko), tuhle (colloquial: here, the other day), and the
# relative possessives jehož (indeclinable) and jejíž (nominative singular).
OWN_WORDS["adv"] += " domů níž tuhle"
add("jehož", "pron", "jehož", "Case=Nom|Poss=Yes|PronType=Rel", "reviewed: relative possessive, indeclinable")
for g in ("Fem", "Masc", "Neut"):
    add("jejíž", "pron", "jejíž", f"Case=Nom|Gender={g}|Number=Sing|Poss=Yes|PronType=Rel", "reviewed: relative possessive")
for pos, ws in OWN_WORDS.items():
    for w in ws.split():
        add(w, pos, w if pos != "intj" else "", "", "reviewed: a word of its own, also a form of another entry")

ADVERB_EXCEPTIONS = set("""mimochodem dohromady zčásti dokola odjakživa vesměs zčistajasna""".split())

def generated_by_flagged(lines, words):
    """The flagless words that the rules of flagged entries also generate (asks hunspell)."""
    import os, shutil, subprocess, tempfile
    keep = [l for l in lines if "/" in l]
    d = tempfile.mkdtemp()
    with open(os.path.join(d, "x.dic"), "w", encoding="utf-8") as f:
        f.write(f"{len(keep)}\n" + "\n".join(keep) + "\n")
    shutil.copy(DIC.replace(".dic", ".aff"), os.path.join(d, "x.aff"))
    r = subprocess.run(["hunspell", "-d", os.path.join(d, "x"), "-l"], input="\n".join(words) + "\n",
                       capture_output=True, text=True, check=True)
    rejected = set(r.stdout.split())
    return {w for w in words if w not in rejected}


REVIEW_DIR = "sources/hunspell-cs/flagless-review"


def reviewed():
    """The word-by-word review of the entries the heuristic steps used to decide:
    flagless-review/*.tsv (`headword pos lemma features note`), one line per reading."""
    import glob
    out = {}
    for path in sorted(glob.glob(REVIEW_DIR + "/*.tsv")):
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if not line or line.startswith("#") or line.startswith("headword\t"):
                    continue
                fields = line.split("\t")
                if len(fields) != 5:
                    sys.exit(f"{path}:{n}: {len(fields)} fields, expected 5")
                out.setdefault(fields[0], []).append(tuple(fields[1:]))
    return out


def main():
    review = reviewed()
    lines = open(DIC, encoding="utf-8").read().split("\n")[1:]
    flagless = [l.strip() for l in lines if l.strip() and "/" not in l]
    words = [w for w in flagless if w[0].islower() and w.isalpha() and w == w.lower()]
    generated = generated_by_flagged(lines, words)
    out = []
    stats = Counter()
    for w in words:
        if w in rows:
            for pos, lemma, feats, note in rows[w]:
                for f in feats.split(" ; "):
                    out.append((w, pos, lemma, f, note))
            stats[rows[w][0][3].split(":")[0]] += 1
            continue
        if w in review:
            for pos, lemma, feats, note in review[w]:
                out.append((w, pos, lemma, feats, note))
            stats["reviewed"] += 1
            continue
        if w in generated:
            out.append((w, "form", "", "", "a form of another entry: its rules' cells decide"))
            stats["form of another entry"] += 1
            continue
        decided = False
        if w not in ADVERB_EXCEPTIONS:
            for pat, feats in OBLIQUE:
                if re.match(pat, w) and len(w) > 3:
                    for f in feats.split(" ; "):
                        out.append((w, "noun", "", f, "ending: a case form (heuristic)"))
                    stats["ending"] += 1
                    decided = True
                    break
        if not decided:
            out.append((w, "adv", w, "", "default: uninflected word (heuristic)"))
            stats["default"] += 1
    # Entries whose only flags are undefined in the .aff (`trogon/?`): the reader drops the flag,
    # so they are flagless too; the dictionary means the noun's base form.
    for l in lines:
        if "/" in l:
            w, fl = l.split("/", 1)
            if w and w[0].islower() and w.isalpha() and set(fl.strip()) <= set("?v"):
                out.append((w, "noun", w, "Case=Nom|Number=Sing", "flag undefined in the .aff: the base form of a noun"))
                stats["undefined flag"] += 1
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("# Generated by scripts/classify-flagless.py from cs_CZ.dic; see flagless.md.\n")
        f.write(HEADER + "\n")
        for r in out:
            f.write("\t".join(r) + "\n")
    print(f"{len(words)} flagless lowercase entries, {len(out)} readings", dict(stats), file=sys.stderr)


if __name__ == "__main__":
    main()
