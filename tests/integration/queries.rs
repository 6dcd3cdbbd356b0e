//! The queries: explanations on the challenge sample, the judge, search against brute force,
//! and diff on a one-line source change.

use std::collections::BTreeSet;

use crate::util::*;

/// What an explanation must name for a sample case, from the sample's `why` column.
fn expected_mention(why: &str) -> Option<&'static str> {
    let w = why.to_lowercase();
    let table: &[(&str, &str)] = &[
        ("proper noun", "capital"),
        ("symbol", "symbol"),
        ("abbreviation", "abbreviation"),
        ("prefix", "affix"),
        ("suffix", "affix"),
        ("hyphen", "non-letter"),
        ("one letter", "one-letter"),
        ("contracted", "contracted"),
        ("transgressive", "VerbForm=Conv"),
        ("instrumental", "Case=Ins"),
        ("dative", "Case=Dat"),
        ("locative", "Case=Loc"),
        ("genitive", "Case=Gen"),
        ("without -l", "no form of"),
    ];
    table.iter().find(|(k, _)| w.contains(k)).map(|(_, v)| *v)
}

#[test]
fn explanations_name_the_rule_or_cell() {
    let text = std::fs::read_to_string(repo().join("tests/challenges.tsv")).unwrap();
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    let cases: Vec<Vec<&str>> = lines.map(|l| l.split('\t').collect()).collect();
    let words: Vec<&str> = cases.iter().map(|c| c[0]).collect();
    let mut args = vec!["check", "--explain", "--json"];
    args.extend(words.iter().copied());
    let o = heslar_default(&args, None);
    assert!(
        o.status.code() == Some(1) || o.status.code() == Some(0),
        "{}",
        stderr(&o)
    );
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let explained = v["words"].as_array().unwrap();
    let mut failures = Vec::new();
    for c in &cases {
        let e = explained.iter().find(|e| e["word"] == c[0]).unwrap();
        let text = e.to_string();
        for (i, lex) in header[1..header.len() - 1].iter().enumerate() {
            let want = c[1 + i];
            if want == "-" {
                continue;
            }
            let l = e["lexicons"]
                .as_array()
                .unwrap()
                .iter()
                .find(|l| l["lexicon"] == *lex)
                .unwrap();
            let admissible = l["admissible"].as_bool().unwrap();
            if admissible != (want == "1") {
                failures.push(format!("{} {lex}: explanation says {admissible}", c[0]));
                continue;
            }
            if admissible {
                if l["admitted_by"].as_array().unwrap().is_empty() {
                    failures.push(format!("{} {lex}: admissible but no reading named", c[0]));
                }
            } else {
                let reason = l["reason"].as_str().unwrap_or("");
                if let Some(m) = expected_mention(c[c.len() - 1]) {
                    if !reason.contains(m) && !text.contains(m) {
                        failures.push(format!(
                            "{} {lex}: reason {reason:?} does not name {m}",
                            c[0]
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn explain_text_for_an_arbiter() {
    let o = heslar_default(
        &[
            "check",
            "--explain",
            "-l",
            "scrabble-klasik",
            "ženě",
            "josef",
        ],
        None,
    );
    assert_exit(&o, 1);
    let out = stdout(&o);
    assert!(
        out.contains("ženě\treading\tCase=Dat|Number=Sing ; Case=Loc|Number=Sing of žena (noun)"),
        "{out}"
    );
    assert!(
        out.contains("ženě\tscrabble-klasik\tnot admissible"),
        "{out}"
    );
    assert!(
        out.contains("josef\tscrabble-klasik\tnot admissible: josef: only the headword Josef"),
        "{out}"
    );
}

/// A verb the source lists in parts (dorůst/IN, dorostl/ON): explain names the infinitive of
/// the part that makes the word, and the past transgressive of such a part is the verb's
/// (zapomněv: zapomněl/ON of zapomenout, perfective).
#[test]
fn explain_names_the_verb_of_a_split_entry() {
    let o = heslar_default(
        &[
            "check",
            "--explain",
            "-l",
            "scrabble-plus",
            "dorostla",
            "zapomněv",
        ],
        None,
    );
    assert_exit(&o, 0);
    let out = stdout(&o);
    assert!(
        out.contains("of dorostl (verb, a form of dorůst listed as an entry)"),
        "{out}"
    );
    assert!(
        out.contains("of zapomněl (verb, a form of zapomenout listed as an entry)"),
        "{out}"
    );
}

/// The line of `check --explain` output that gives `word`'s verdict in `lexicon`.
fn verdict_line(out: &str, word: &str, lexicon: &str) -> String {
    out.lines()
        .find(|l| l.starts_with(&format!("{word}\t{lexicon}\t")))
        .unwrap_or_else(|| panic!("no verdict of {word} in {lexicon}: {out}"))
        .to_string()
}

#[test]
fn explain_names_the_misreading_that_is_no_evidence() {
    // Text's končeně is the misspelling of konečně (rules/no-evidence.tsv): the participle
    // končený's adverb goes by the adverb rule, and explain says why the attestation did not
    // keep it. Both forms of množný's -ost noun go the same way through množnost.
    let o = heslar_default(
        &[
            "check",
            "--explain",
            "-l",
            "scrabble-plus",
            "končeně",
            "množnosti",
        ],
        None,
    );
    // Not admissible: exit code 1.
    assert_exit(&o, 1);
    let out = stdout(&o);
    let verdict = |w: &str| verdict_line(&out, w, "scrabble-plus");
    for (w, note) in [
        (
            "končeně",
            "text's končeně is no evidence of use: the misspelling of konečně",
        ),
        (
            "množnosti",
            "text's množnost is no evidence of use: the misspelling of možnost",
        ),
    ] {
        let v = verdict(w);
        assert!(v.contains("not admissible"), "{v}");
        assert!(
            v.contains(note) && v.contains("no-evidence.tsv line"),
            "{v}"
        );
        assert!(!v.contains("corrections.tsv line"), "{v}");
    }
}

#[test]
fn present_participles_of_perfective_verbs_are_no_words() {
    // nainstalující (nainstalovat, perfective) goes by the grammar's rule; padnoucí, of the
    // perfective padnout, stays as the adjective text uses (padnoucí oblek); instalující, of the
    // biaspectual instalovat, is a participle like any other.
    let o = heslar_default(
        &[
            "check",
            "--explain",
            "-l",
            "scrabble-klasik",
            "nainstalující",
            "padnoucí",
            "instalující",
        ],
        None,
    );
    assert_exit(&o, 1);
    let out = stdout(&o);
    let verdict = |w: &str| verdict_line(&out, w, "scrabble-klasik");
    let v = verdict("nainstalující");
    assert!(
        v.contains("not admissible") && v.contains("perfective-participle"),
        "{v}"
    );
    assert!(
        v.contains("present participle of the perfective nainstalovat"),
        "{v}"
    );
    assert!(verdict("padnoucí").contains("\tadmissible"), "{out}");
    assert!(verdict("instalující").contains("\tadmissible"), "{out}");
}

#[test]
fn explain_names_the_place_name_kris_kros_forbids() {
    // Seed 001 forbids Kris Kros the adjectives of place names (ostravská): the reason is the
    // place, in the nominative as in the other cases, not the cells the build folds it into.
    let o = heslar_default(
        &[
            "check",
            "--explain",
            "-l",
            "kriskros",
            "pražský",
            "pražského",
            "lesnický",
        ],
        None,
    );
    assert_exit(&o, 1);
    let out = stdout(&o);
    let verdict = |w: &str| verdict_line(&out, w, "kriskros");
    for w in ["pražský", "pražského"] {
        let v = verdict(w);
        assert!(v.contains("not admissible"), "{v}");
        assert!(
            v.contains("derived from the place name Praha") && v.contains("kriskros forbids them"),
            "{v}"
        );
    }
    assert!(verdict("lesnický").contains("\tadmissible"), "{out}");
}

#[test]
fn explain_shows_how_to_lay_a_syllabatim_word() {
    let o = heslar_default(&["check", "--explain", "-l", "syllabatim", "kolo"], None);
    assert_exit(&o, 0);
    let out = stdout(&o);
    let line = out
        .lines()
        .find(|l| l.starts_with("kolo\tsyllabatim\t"))
        .unwrap();
    assert!(
        line.contains("admissible") && line.contains("laid as "),
        "{line}"
    );
    // The cards named spell the word.
    let cards = line.split("laid as ").nth(1).unwrap();
    let spelled: String = cards
        .split(" + ")
        .map(|c| c.split('=').next_back().unwrap().trim())
        .collect();
    assert_eq!(spelled, "kolo", "{line}");
}

#[test]
fn judge_shows_only_the_verdict_and_logs() {
    let log = tempfile::NamedTempFile::new().unwrap();
    let out = default_output();
    let o = heslar_in(
        &repo(),
        &[
            "judge",
            "-l",
            "scrabble-klasik",
            "--output",
            out.to_str().unwrap(),
            "--log",
            log.path().to_str().unwrap(),
        ],
        Some("hrad auto\nhrad autem\n\n"),
    );
    assert_exit(&o, 0);
    let screen = stdout(&o);
    assert!(
        screen.contains("PŘÍPUSTNÉ") && screen.contains("NEPŘÍPUSTNÉ"),
        "{screen}"
    );
    assert!(screen.contains("Scrabble KLASIK"), "{screen}");
    for w in ["hrad", "auto", "autem"] {
        assert!(!screen.contains(w), "the screen names {w}: {screen}");
    }
    let logged = std::fs::read_to_string(log.path()).unwrap();
    let lines: Vec<&str> = logged.lines().collect();
    assert_eq!(lines.len(), 2);
    // time, lexicon, version, words, verdict
    let f: Vec<&str> = lines[0].split('\t').collect();
    assert_eq!(
        f[1..],
        ["scrabble-klasik", f[2], "hrad auto", "PŘÍPUSTNÉ"],
        "{logged}"
    );
    assert_eq!(f[2].len(), 12, "{logged}");
    assert!(lines[1].ends_with("\thrad autem\tNEPŘÍPUSTNÉ"), "{logged}");
    assert!(
        lines[0].starts_with("20") && lines[0].contains('T'),
        "timestamp: {logged}"
    );
}

// The judge on a real terminal: tests/integration/judge_screen.rs (a pty, the screen read by a
// terminal emulator).

/// Brute force: can `word` be laid with the rack's letters (each `?` any one letter)?
fn fits(word: &str, rack: &str, all: bool) -> bool {
    let mut letters: Vec<char> = rack.chars().filter(|&c| c != '?').collect();
    let mut blanks = rack.chars().filter(|&c| c == '?').count();
    for c in word.chars() {
        if let Some(i) = letters.iter().position(|&x| x == c) {
            letters.swap_remove(i);
        } else if blanks > 0 {
            blanks -= 1;
        } else {
            return false;
        }
    }
    !all || (letters.is_empty() && blanks == 0)
}

#[test]
fn search_agrees_with_brute_force() {
    use heslar::alphabet::Alphabet;
    use heslar::search::{
        anagrams, find, parse_rack, pattern_to_regex, scan, AnagramOptions, Filters, Query, TileSet,
    };
    let out = default_output();
    let lex = heslar::lexicon::Snapshot::open(&out)
        .unwrap()
        .lexicon("scrabble-plus")
        .unwrap();
    let alphabet = Alphabet::load(&out.join("alphabets"), "scrabble").unwrap();
    let tiles = TileSet::from_alphabet(&alphabet);
    // A deterministic sample of the lexicon as a small set, so that brute force is quick.
    let all = stdout(&heslar_default(
        &["export", "scrabble-plus", "--bytes"],
        None,
    ));
    let sample: Vec<&str> = all
        .lines()
        .enumerate()
        .filter(|(i, _)| i % 97 == 0)
        .map(|(_, w)| w)
        .collect();
    let set = fst::Set::from_iter(sample.iter().copied()).unwrap();
    let letters: Vec<char> = "aábcčdďeéěfghiíjklmnňoópqrřsštťuúůvwxyýzž"
        .chars()
        .collect();
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for round in 0..40 {
        let n = 3 + (next() % 6) as usize;
        let mut rack: String = (0..n)
            .map(|_| letters[(next() % letters.len() as u64) as usize])
            .collect();
        for _ in 0..(round % 3) {
            rack.push('?');
        }
        let parsed = parse_rack(&rack, Some(&alphabet), None).unwrap();
        for all_tiles in [false, true] {
            let got: BTreeSet<String> = anagrams(
                &set,
                &parsed,
                &tiles,
                AnagramOptions {
                    all_tiles,
                    min_tiles: 1,
                },
            )
            .into_iter()
            .collect();
            let want: BTreeSet<String> = sample
                .iter()
                .filter(|w| fits(w, &rack, all_tiles))
                .map(|w| w.to_string())
                .collect();
            assert_eq!(got, want, "rack {rack:?} all={all_tiles}");
        }
        // A pattern from a random sample word: first letter, `?`s, `*`.
        let w: Vec<char> = sample[(next() % sample.len() as u64) as usize]
            .chars()
            .collect();
        let pattern = format!("{}{}*", w[0], "?".repeat(w.len().min(3) - 1));
        let re = pattern_to_regex(&pattern, Some(&tiles)).unwrap();
        let got: BTreeSet<String> = scan(&set, &re, |_| true).into_iter().collect();
        let want: BTreeSet<String> = sample
            .iter()
            .filter(|s| s.starts_with(w[0]) && s.chars().count() >= w.len().min(3))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(got, want, "pattern {pattern}");
        // The automaton finds what the scan finds, with and without filters.
        let q = Query::pattern(&pattern, Some(&tiles)).unwrap();
        let found: BTreeSet<String> = find(&set, &q, &Filters::default()).into_iter().collect();
        assert_eq!(found, want, "pattern {pattern} as an automaton");
        let f = Filters {
            min_tiles: Some(1 + round % 5),
            max_tiles: Some(4 + round % 7),
            prefix: Some(w[..1 + round % 2].iter().collect()),
            suffix: (round % 3 == 0).then(|| w[w.len() - 1].to_string()),
        };
        let filtered: BTreeSet<String> = want
            .iter()
            .filter(|s| f.keep(s, Some(&tiles)))
            .cloned()
            .collect();
        let got: BTreeSet<String> = find(&set, &q, &f).into_iter().collect();
        assert_eq!(got, filtered, "pattern {pattern} {f:?}");
    }
    // Regular expressions: the automaton against the regex crate on every word of the sample.
    for re in [
        "^nej.*ší$",
        "ší$",
        "ou",
        "^(?:pře|při)[^aeiou]",
        "^.{3}$",
        "(?i)^K[aeiouy]",
        "^[^a]*$",
        "^ne|ší$",
        "",
    ] {
        let scanned: BTreeSet<String> = scan(&set, &regex::Regex::new(re).unwrap(), |_| true)
            .into_iter()
            .collect();
        let found: BTreeSet<String> =
            find(&set, &Query::regex(re, None).unwrap(), &Filters::default())
                .into_iter()
                .collect();
        assert_eq!(found, scanned, "regex {re}");
        let f = Filters {
            min_tiles: Some(5),
            max_tiles: Some(8),
            prefix: Some("p".into()),
            suffix: None,
        };
        let found: BTreeSet<String> = find(&set, &Query::regex(re, None).unwrap(), &f)
            .into_iter()
            .collect();
        let want: BTreeSet<String> = scanned
            .iter()
            .filter(|w| f.keep(w, None))
            .cloned()
            .collect();
        assert_eq!(found, want, "regex {re} {f:?}");
    }
    // The full lexicon through the command line: 8 tiles with two blanks.
    let o = heslar_default(
        &[
            "search",
            "-l",
            "scrabble-plus",
            "--subanagram",
            "eaolnk??",
            "--count",
        ],
        None,
    );
    assert_exit(&o, 0);
    assert!(stdout(&o).trim().parse::<u64>().unwrap() > 1000);
    drop(lex);
}

#[test]
fn kriskros_search_keeps_ch_one_tile() {
    let o = heslar_default(&["search", "-l", "kriskros", "--subanagram", "chata"], None);
    let words: Vec<String> = stdout(&o).lines().map(str::to_string).collect();
    assert!(words.contains(&"chata".to_string()), "{words:?}");
    // c + h never make CH: without the CH tile there is no chata.
    let o = heslar_default(&["search", "-l", "kriskros", "--anagram", "chaat"], None);
    assert!(stdout(&o).lines().any(|w| w == "chata"));
    let o = heslar_default(
        &["search", "-l", "kriskros", "--subanagram", "c h a t a"],
        None,
    );
    assert!(!stdout(&o).lines().any(|w| w == "chata"), "{}", stdout(&o));
    // A pattern's ? is one tile: ?ata matches chata in Kris Kros.
    let o = heslar_default(&["search", "-l", "kriskros", "--pattern", "?ata"], None);
    assert!(stdout(&o).lines().any(|w| w == "chata"));
}

#[test]
fn kriskros_patterns_never_read_c_and_h_as_ch() {
    let words = |args: &[&str]| -> Vec<String> {
        let mut a = vec!["search", "-l", "kriskros"];
        a.extend_from_slice(args);
        stdout(&heslar_default(&a, None))
            .lines()
            .map(str::to_string)
            .collect()
    };
    // chata is CH, A, T, A: four tiles, and its first is never C.
    for p in [
        "??ata",
        "c?ata",
        "c*",
        "c?a*",
        "?????",
        "[c]*",
        "??[aeiou]*",
    ] {
        let w = words(&["--pattern", p]);
        assert!(!w.iter().any(|w| w == "chata"), "{p}: {w:?}");
    }
    for p in [
        "?ata",
        "????",
        "ch*",
        "[^aeiou]ata",
        "?*ta",
        "?[aeiou]?[aeiou]",
    ] {
        let w = words(&["--pattern", p]);
        assert!(w.iter().any(|w| w == "chata"), "{p}: {w:?}");
    }
    // No word of the list reads c + h as two tiles, in any position.
    let w = words(&["--pattern", "*c[h]*"]);
    assert!(w.is_empty(), "{w:?}");
    // --length counts tiles like ?: the same words, CH one tile (chá has two).
    let by_length = words(&["--length", "2"]);
    assert_eq!(by_length, words(&["--pattern", "??"]));
    assert!(by_length.iter().any(|w| w == "chá"), "{by_length:?}");
    assert!(words(&["--length", "4", "--prefix", "chat"]).contains(&"chata".to_string()));
    assert!(!words(&["--length", "5", "--prefix", "chat"]).contains(&"chata".to_string()));
    assert!(words(&["--max-length", "4", "--regex", "^chat"]).contains(&"chata".to_string()));
    // A --regex reads letters: c followed by h is matched as spelled.
    assert!(words(&["--regex", "^c.ata$"]).contains(&"chata".to_string()));
    // In Scrabble there is no CH tile: ??ata and c?ata are letters.
    let o = heslar_default(
        &["search", "-l", "scrabble-klasik", "--pattern", "c?ata"],
        None,
    );
    assert!(stdout(&o).lines().any(|w| w == "chata"), "{}", stdout(&o));
}

#[test]
fn oversized_queries_are_clear_errors() {
    for (flag, q) in [
        ("--regex", "[ab]*a[ab]{30}"),
        ("--regex", "^.*a.{25}$"),
        ("--pattern", "a[bc"),
        ("--regex", "\\bnej"),
    ] {
        let o = heslar_default(&["search", "-l", "scrabble-plus", flag, q], None);
        assert_exit(&o, 2);
        assert!(stderr(&o).starts_with("heslar: "), "{q}: {}", stderr(&o));
    }
}

#[test]
fn diff_reports_exactly_the_words_of_the_changed_lemma() {
    let tmp = tempfile::tempdir().unwrap();
    let src = tmp.path().join("sources");
    copy_dir(&repo().join("sources"), &src, &[]);
    let dic = src.join("hunspell-cs/cs_CZ.dic");
    let text = std::fs::read_to_string(&dic).unwrap();
    assert!(text.contains("\nkapr/PI\n"));
    std::fs::write(&dic, text.replace("\nkapr/PI\n", "\nkapr/P\n")).unwrap();
    let new = tmp.path().join("new");
    let o = heslar_in(
        &repo(),
        &[
            "build",
            "-q",
            "-l",
            "scrabble-plus",
            "-l",
            "scrabble-klasik",
            "--sources",
            src.to_str().unwrap(),
            "--output",
            new.to_str().unwrap(),
        ],
        None,
    );
    assert_exit(&o, 0);
    let o = heslar_in(
        &repo(),
        &[
            "diff",
            default_output().to_str().unwrap(),
            new.to_str().unwrap(),
        ],
        None,
    );
    assert_exit(&o, 1);
    let out = stdout(&o);
    let changes: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("+\t") || l.starts_with("-\t"))
        .collect();
    // kapr/PI -> kapr/P: the I class made the nominative plural kapři.
    assert_eq!(
        changes,
        ["-\tscrabble-klasik\tkapři", "-\tscrabble-plus\tkapři"],
        "{out}"
    );
    assert!(
        out.contains("cause\tsource hunspell-cs: hunspell-cs/cs_CZ.dic changed"),
        "{out}"
    );
    assert!(
        out.contains("lexicon\tkriskros\tonly in the old build"),
        "{out}"
    );
}

#[test]
fn the_colloquial_past_of_the_pomenout_verbs_is_no_syllabatim_word() {
    // The -pomenout verbs whose standard past is -pomněl (IJP: zapomněl, hovor. zapomenul) take
    // pomenout.A, whose -ul rows are colloquial: Scrabble keeps zapomenula, Syllabatim, which
    // takes standard forms only, does not. The bookish past transgressive zapomenuv, formed on
    // the older standard past, is a row of the paradigm, so it stays in both.
    let o = heslar_default(
        &[
            "check",
            "--explain",
            "-l",
            "syllabatim",
            "zapomenula",
            "zapomněla",
        ],
        None,
    );
    assert_exit(&o, 1);
    let out = stdout(&o);
    let v = verdict_line(&out, "zapomenula", "syllabatim");
    assert!(
        v.contains("not admissible") && v.contains("colloquial"),
        "{v}"
    );
    let v = verdict_line(&out, "zapomněla", "syllabatim");
    assert!(v.contains("\tadmissible"), "{v}");
    let o = heslar_default(
        &["check", "-l", "scrabble-plus", "zapomenula", "zapomenuv"],
        None,
    );
    let out = stdout(&o);
    assert!(
        out.contains("zapomenula\tscrabble-plus\tadmissible"),
        "{out}"
    );
    assert!(
        out.contains("zapomenuv\tscrabble-plus\tadmissible"),
        "{out}"
    );
    let o = heslar_default(&["check", "-l", "syllabatim", "zapomenuv"], None);
    assert!(stdout(&o).contains("zapomenuv\tsyllabatim\tadmissible"));
}
