//! Cross-check against the real Hunspell (Debian `hunspell`, `hunspell-tools`): our reader must
//! agree with the C implementation on the default dictionary.
//!
//! - coverage: `scrabble-plus` holds at least 99.5 % of the lowercase forms that `unmunch` gives
//!   for the admitted entries (unmunch does not expand twofold suffixes such as `ův/Y`, so it
//!   gives a subset of the real expansion);
//! - soundness: `hunspell -l` (the spell checker itself, which does handle twofold suffixes)
//!   rejects at most 0.5 % of the lexicon's words.
//!
//! Both need the Debian tools: on a machine without them the test skips and says so (SKIPPED on
//! stderr); `.ci/run` installs them and sets `HESLAR_REQUIRE_EXTERNAL=1`, so CI always runs it.
//! Reproduce the figures: `cargo test --release --test integration crosscheck -- --nocapture`.

use std::collections::HashSet;
use std::io::Write;
use std::process::{Command, Stdio};

use fst::Streamer;

use crate::util::*;

fn tool_available(name: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {name}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn external_tools() -> bool {
    if tool_available("hunspell") && tool_available("unmunch") {
        return true;
    }
    // On a machine with only the Rust toolchain the cross-check skips, saying so; CI (.ci/run)
    // installs the tools and sets HESLAR_REQUIRE_EXTERNAL=1, so there it must run.
    if std::env::var_os("HESLAR_REQUIRE_EXTERNAL").is_some() {
        panic!("the cross-check needs `hunspell` and `unmunch` (apt-get install hunspell hunspell-tools), and HESLAR_REQUIRE_EXTERNAL is set");
    }
    eprintln!("SKIPPED: the Hunspell cross-check needs `hunspell` and `unmunch` (apt-get install hunspell hunspell-tools)");
    false
}

fn lexicon_words(name: &str) -> Vec<String> {
    let out = default_output();
    let lex = heslar::lexicon::Snapshot::open(&out)
        .unwrap()
        .lexicon(name)
        .unwrap();
    let mut s = lex.set.stream();
    let mut words = Vec::new();
    while let Some(k) = s.next() {
        words.push(String::from_utf8(k.to_vec()).unwrap());
    }
    words
}

/// The admitted entries of the default Hunspell source as `.dic` text, the words its
/// FORBIDDENWORD entries forbid, and as `.dic` text the admitted entries a `^word` row of
/// rules/morphology/hunspell-cs/assign.tsv reassigns (its flag pattern, its whole word).
fn admitted_dic() -> (String, HashSet<String>, String) {
    use heslar::admit::{admit, Decision};
    use heslar::sources::Entry;
    let (plan, i) = repo_plan();
    let a = admit(&plan.sources, &plan.categories, &plan.labels);
    let src = &plan.sources[i];
    let q = src.aff.as_ref().unwrap().forbidden_word;
    let assignment = plan.morphology[i]
        .as_ref()
        .and_then(|m| m.assignment.as_ref())
        .expect("hunspell-cs has an assignment");
    let mut lines = Vec::new();
    let mut reassigned = Vec::new();
    let mut forbidden = HashSet::new();
    for (h, d) in src.headwords.iter().zip(&a.decisions[i]) {
        let Entry::Hunspell { entry, .. } = &h.entry else {
            continue;
        };
        if q.is_some_and(|q| entry.has(q)) {
            forbidden.insert(entry.word.clone());
        }
        if matches!(d, Decision::Admitted { .. }) {
            let flags: String = entry.flags.iter().collect();
            let line = if flags.is_empty() {
                entry.word.clone()
            } else {
                format!("{}/{}", entry.word, flags)
            };
            let pattern = heslar::paradigm::flag_pattern(&entry.flags);
            if assignment.whole_word(&pattern, &entry.word).is_some() {
                reassigned.push(line.clone());
            }
            lines.push(line);
        }
    }
    assert!(
        !reassigned.is_empty(),
        "no entry has a ^word row of assign.tsv"
    );
    (dic_text(&lines), forbidden, dic_text(&reassigned))
}

/// `.dic` text: the entry count, then one entry a line.
fn dic_text<S: AsRef<str>>(lines: &[S]) -> String {
    let mut text = format!("{}\n", lines.len());
    for l in lines {
        text.push_str(l.as_ref());
        text.push('\n');
    }
    text
}

/// How many times unmunch makes each word of the `.dic` text `dic` (once per entry that makes it).
fn unmunch_counts(
    dic: &str,
    aff: &std::path::Path,
    tmp: &std::path::Path,
    name: &str,
) -> std::collections::HashMap<String, usize> {
    let dic_path = tmp.join(name);
    std::fs::write(&dic_path, dic).unwrap();
    let o = Command::new("unmunch")
        .arg(&dic_path)
        .arg(aff)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "unmunch failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let mut counts = std::collections::HashMap::new();
    for w in String::from_utf8_lossy(&o.stdout).lines() {
        *counts.entry(w.trim().to_string()).or_insert(0) += 1;
    }
    counts
}

/// The scrabble-plus words of a build from the same sources with the rules but no morphology.
fn bare_build(tmp: &std::path::Path) -> Vec<String> {
    let rules = tmp.join("rules-bare");
    copy_dir(&repo().join("rules"), &rules, &["morphology"]);
    let out = tmp.join("output-bare");
    let o = heslar_in(
        &repo(),
        &[
            "build",
            "-q",
            "--lexicon",
            "scrabble-plus",
            "--rules",
            rules.to_str().unwrap(),
            "--output",
            out.to_str().unwrap(),
        ],
        None,
    );
    assert_exit(&o, 0);
    let o = heslar_in(
        &repo(),
        &[
            "export",
            "scrabble-plus",
            "--bytes",
            "--output",
            out.to_str().unwrap(),
        ],
        None,
    );
    assert_exit(&o, 0);
    stdout(&o).lines().map(str::to_string).collect()
}

/// The words `hunspell -l` rejects among `words`.
fn hunspell_rejects(
    dict: &std::path::Path,
    words: &[&str],
    tmp: &std::path::Path,
) -> HashSet<String> {
    let input = tmp.join("missing.txt");
    std::fs::write(&input, words.join("\n") + "\n").unwrap();
    let o = Command::new("hunspell")
        .arg("-d")
        .arg(dict)
        .args(["-l", "-i", "UTF-8"])
        .stdin(std::fs::File::open(&input).unwrap())
        .output()
        .unwrap();
    assert!(o.status.success());
    String::from_utf8_lossy(&o.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

/// Whether `w` is one of `stems` followed by one of `endings` (the forms a deliberate rule drops).
fn stem_with(w: &str, stems: &[&str], endings: &[&str]) -> bool {
    stems
        .iter()
        .any(|s| w.strip_prefix(s).is_some_and(|e| endings.contains(&e)))
}

#[test]
fn crosscheck_with_hunspell() {
    if !external_tools() {
        return;
    }
    let words = lexicon_words("scrabble-plus");
    let ours: HashSet<&str> = words.iter().map(String::as_str).collect();
    let tmp = tempfile::tempdir().unwrap();
    let aff = repo().join("sources/hunspell-cs/cs_CZ.aff");

    // Coverage of unmunch's expansion of the admitted entries.
    let (dic, forbidden, reassigned_dic) = admitted_dic();
    let made = unmunch_counts(&dic, &aff, tmp.path(), "admitted.dic");
    // The forms the Hunspell rules make only for entries a `^word` row of assign.tsv reassigns
    // to other paradigms (each row a reviewed decision: fajáns declines as věž, stání as stavení):
    // those the paradigms do not make are the row's deliberate removals.
    let made_reassigned = unmunch_counts(&reassigned_dic, &aff, tmp.path(), "reassigned.dic");
    let only_reassigned = |w: &str| {
        made_reassigned
            .get(w)
            .is_some_and(|n| made.get(w) == Some(n))
    };
    // unmunch leaves twofold suffixes unexpanded (`aparthotelův/Y|`), which heslar's reader and
    // so the bare build below expand (aparthotelova): expand those of the reassigned entries.
    let twofold: Vec<&str> = made_reassigned
        .keys()
        .filter(|k| k.contains('/') && only_reassigned(k))
        .map(|k| k.trim_end_matches('|'))
        .collect();
    let twofold_dic = dic_text(&twofold);
    let made_twofold = unmunch_counts(&twofold_dic, &aff, tmp.path(), "twofold.dic");
    let reassigned = |w: &str| only_reassigned(w) || made_twofold.contains_key(w);
    let expected: HashSet<&str> = made
        .keys()
        .map(String::as_str)
        // unmunch prints unexpanded twofold suffixes as `mužův/Y|`: not words.
        .filter(|w| !w.contains('/'))
        .filter(|w| heslar::text::is_all_letters(w) && !heslar::text::has_capital(w))
        .filter(|w| w.chars().count() >= 2 && !forbidden.contains(*w))
        .collect();
    // The forms src/lexis.rs judged no words are listed in output/dropped.tsv: not missing.
    let dropped_text =
        std::fs::read_to_string(default_output().join(heslar::build::DROPPED_TSV)).unwrap();
    let dropped: HashSet<&str> = dropped_text
        .lines()
        .skip(1)
        .filter_map(|l| l.split('\t').next())
        .collect();
    let judged = expected.iter().filter(|w| dropped.contains(*w)).count();
    eprintln!("unmunch forms that src/lexis.rs judged no words (output/dropped.tsv): {judged}");
    let mut missing: Vec<&str> = expected
        .iter()
        .copied()
        .filter(|w| !ours.contains(w) && !dropped.contains(w))
        .collect();
    missing.sort_unstable();
    let coverage = 1.0 - missing.len() as f64 / expected.len() as f64;
    // unmunch generates some forms that the spell checker itself rejects (it does not check a
    // rule's strip against the word): ask hunspell which of the missing forms are real words.
    let dict = repo().join("sources/hunspell-cs/cs_CZ");
    let rejected_by_hunspell = hunspell_rejects(&dict, &missing, tmp.path());
    // Forms the assignment deliberately does not make (rules/morphology/hunspell-cs/assign.tsv):
    // every form the Hunspell rules make only for entries a `^word` row reassigns (`reassigned`:
    // leskot/PI is inanimate, no leskota; fajáns declines as věž, no fajánsů); the noun věda
    // takes no ne-; the flag F's misspelled numeral prefix čtyrya-
    // (čtyryadvacet for čtyřiadvacet) is left out of rules/morphology/prefixes.tsv; břímě and
    // rámě stand alone (the M rules make *bříměm*, *rámi*; břemeno and rameno give the right
    // obliques). Forms the paradigm tables make
    // right where the Hunspell rules make them wrong, each checked against our right form: the
    // vocative of a consonant + r (svetr.H: *metre* → metře), the imperatives of péct.A,
    // vléct.A and tlouct.A (*protecte* → protečte, *vlec* → vleč, *tluc* → tluč), and the
    // imperatives the Hunspell rules make both ways where the grammar has one: after one
    // consonant no -i (*krmi* → krm, *bouli* → bul, *souži* → suž, *loudi* → luď, *buleme* →
    // bulme), after a cluster -i (*bratř* → bratři, *bratřme* → bratřeme, *jezď* → jezdi,
    // *jezďte* → jezděte).
    // The verbs whose 3rd person plural is -í only (šustí, not *šustějí): the stems of the
    // endings assign.tsv gives paradigm trpět.J. And třeň, which keeps its e (třeně, not *třně;
    // paradigm větroň.S). The -prosit verbs the source flags T alternate like prosit (poprošen,
    // not *poprosen); the nouns výše and dále take no nej- (below); the -atět inchoatives make
    // no *plešať (below).
    let assign =
        std::fs::read_to_string(repo().join("rules/morphology/hunspell-cs/assign.tsv")).unwrap();
    // The endings (or `^words`) of the assign.tsv rows of `flags` (any when empty) that give
    // `paradigm`, with `strip` taken off their end; each list must not be empty.
    let rows = |flags: &str, paradigm: &str, strip: &str| -> Vec<&str> {
        let found: Vec<&str> = assign
            .lines()
            .filter_map(|l| {
                let f: Vec<&str> = l.split('\t').collect();
                (f.len() > 2
                    && (flags.is_empty() || f[0] == flags)
                    && f[2].split(' ').any(|p| p == paradigm))
                .then(|| f[1].trim_start_matches('^').strip_suffix(strip))
                .flatten()
            })
            .collect();
        assert!(
            !found.is_empty(),
            "assign.tsv gives no entry paradigm {paradigm}"
        );
        found
    };
    let i_plural = rows("", "trpět.J", "ět");
    // The -ismus entries spelled with the older s (positivismus) decline by ismus.S: no
    // -izmus form mixing the spellings (*positivizmus).
    let s_spelled = rows("", "ismus.S", "ismus");
    // The -tel nouns of the flags DP that assign.tsv declines as učitel.
    let soft_tel = rows("DP", "učitel.U", "");
    // The endings of the verbs whose imperative is sázet.J's -ej only (vracet.A: obracej).
    let ej_only = rows("", "vracet.A", "et");
    // Entries that are a noun and a verb, whose ne- goes on the verb forms only (assign.tsv
    // rows with `ne@…`: růst/HIN makes nerůst, not *nerůstu; osel/ONPIV neosel, not *neosla),
    // and jen/HN (*nejenu; nejen is a conjunction of its own).
    let verb_only_ne: Vec<String> = {
        let patterns: Vec<&str> = assign
            .lines()
            .filter_map(|l| {
                let f: Vec<&str> = l.split('\t').collect();
                (f.len() > 3 && f[3].starts_with("ne@")).then_some(f[0])
            })
            .collect();
        let dic = std::fs::read(repo().join("sources/hunspell-cs/cs_CZ.dic")).unwrap();
        String::from_utf8_lossy(&dic)
            .lines()
            .filter_map(|l| l.split_once('/'))
            .filter(|(w, f)| {
                let mut f: Vec<char> = f.trim().chars().collect();
                f.sort_unstable();
                (patterns.contains(&f.iter().collect::<String>().as_str()) || *w == "jen")
                    && w.chars().next().is_some_and(char::is_lowercase)
            })
            // The stem without the last two letters (osel: os-la), the whole of a short word.
            .map(|(w, _)| {
                let n = w.chars().count();
                w.chars().take(if n > 3 { n - 2 } else { n }).collect()
            })
            .collect()
    };
    assert!(!verb_only_ne.is_empty(), "no ne@ rows in assign.tsv");
    // Ours, or a form of an entry src/lexis.rs judged no word (dojitřit).
    let known = |w: &str| ours.contains(w) || dropped.contains(w);
    let corrected = |w: &str, wrong: &str, right: &str| {
        w.strip_suffix(wrong).is_some_and(|stem| {
            // The stem's last ou may shorten (boulit: bul, soužit: suž, loudit: luď).
            let short = stem
                .rfind("ou")
                .map(|i| format!("{}u{}", &stem[..i], &stem[i + 2..]));
            std::iter::once(stem.to_string())
                .chain(short)
                .any(|s| known(&format!("{s}{right}")))
        })
    };
    // (wrong ending, right ending, the infinitive's ending): the verb must be ours.
    // The -ěme, -ěte of hrbit.A (krmit, hrbit and their prefixed verbs: krm, krmte; no
    // *vykrměte*, thirteenth stop).
    const IMPERATIVES: &[(&str, &str, &str)] = &[
        ("ěme", "me", "it"),
        ("ěte", "te", "it"),
        ("i", "", "it"),
        ("di", "ď", "dit"),
        ("eme", "me", "it"),
        ("ete", "te", "it"),
        ("ď", "di", "dit"),
        ("ďme", "děme", "dit"),
        ("ďte", "děte", "dit"),
        ("ř", "ři", "řit"),
        ("řme", "řeme", "řit"),
        ("řte", "řete", "řit"),
        // loudit.A and the -ounit verbs (nineteenth stop): luďme, čalouň, čalouňme; no
        // *blouděme*, *čalouni*, *očalouněme*.
        ("děme", "ďme", "dit"),
        ("děte", "ďte", "dit"),
        ("ni", "ň", "nit"),
        ("něme", "ňme", "nit"),
        ("něte", "ňte", "nit"),
        // bortit, zbortit, čertit take drtit.A (borť, zborťte; `ACN ortit`, `AN rtit`;
        // thirty-first stop), where mrvit.A made *zborti*, *čertěte*.
        ("ti", "ť", "tit"),
        ("těme", "ťme", "tit"),
        ("těte", "ťte", "tit"),
    ];
    let deliberate = |w: &str| {
        reassigned(w)
            || w.starts_with("nevěd")
            // ocel/ZI: the flag I's mobile e (orel: orli) makes *ocli; ocel declines oceli
            // (assign.tsv: oj.Z only).
            || ["ocli", "elektroocli"].contains(&w)
            // The agent nouns in -tel the source flags P (hard, as občan) decline as učitel
            // (assign.tsv): no *vydržovatelu, *sestavitelové.
            || soft_tel.iter().any(|n| w.starts_with(n))
            || w.starts_with("čtyrya")
            // The verbs assign.tsv gives paradigm vracet.A (vracet, poroučet, koulet): the
            // imperative is -ej only (obracej, not *obrac*).
            || ["", "me", "te"].iter().any(|e| {
                w.strip_suffix(e).is_some_and(|stem| {
                    ej_only.iter().any(|x| stem.ends_with(x)) && known(&format!("{stem}ej{e}"))
                })
            })
            // The passive of the prefixed verbs of sedět is -sezen (assign.tsv `ANT sedět`:
            // sedět.T), not the flag T's *odseděn*.
            || w.find("seděn").is_some_and(|i| {
                known(&format!("{}sezen{}", &w[..i], &w[i + "seděn".len()..]))
            })
            // The bookish infinitive of síct and its prefixed verbs is síci (assign.tsv `IN ct`:
            // síct.I), not the Hunspell rule's *sícti*.
            || (w.ends_with("sícti") && known(&format!("{}ci", &w[..w.len() - "cti".len()])))
            // The -um nouns the source flags Z decline as neuters only (assign.tsv `MQZ ium`,
            // `QZ ^antipsychotikum`): no *futurumí*, *antipsychotikumemi*.
            || ["e", "emi", "i", "í", "ích", "ím"].iter().any(|e| {
                w.strip_suffix(e)
                    .is_some_and(|stem| stem.ends_with("um") && known(stem))
            })
            // The -hýbat verbs of ohnout, shnout… conjugate -á only (ohýbá, *ohýbe); hýbat,
            // rozhýbat and zahýbat keep both (assign.tsv). So does předsouvat, the one -souvat
            // verb the source flags A (*předsouvěte).
            // kovat and snovat (and their prefixed verbs, the source's AJNT -ovat verbs)
            // conjugate -uje only (IJP: kuji, kuj): no *kovám*, *kovej* (assign.tsv); so does
            // klovat, which the source flags J as dělat (kluje; *klová*, *neklovajíce*).
            || ["ám", "áš", "á", "áme", "áte", "ají", "ej", "ejme", "ejte", "aje", "ajíc", "ajíce"]
                .iter()
                .any(|e| {
                    w.strip_suffix(e).is_some_and(|stem| {
                        (stem.ends_with("kov") || stem.ends_with("snov") || stem.ends_with("klov"))
                            && known(&format!("{}uje", &stem[..stem.len() - "ov".len()]))
                    })
                })
            || ["u", "eš", "e", "eme", "ete", "ou"].iter().any(|e| {
                w.strip_suffix(e)
                    .is_some_and(|stem| stem.ends_with("hýb") && known(&format!("{stem}á")))
            })
            || (w.strip_prefix("ne").unwrap_or(w).starts_with("předsouv")
                && known("předsouvá"))
            // The -ea nouns (idea.Z: orchidea, trachea) make -eji, -ejí where the Hunspell rules
            // make *-ee*, *-ei*, *-eí*, the forms the source marks FORBIDDENWORD for idea.
            || ["e", "i", "í"].iter().any(|e| {
                w.strip_suffix(e)
                    .is_some_and(|stem| stem.ends_with('e') && known(&format!("{stem}ji")))
            })
            // trůnit keeps its ů in the imperative (IJP trůň), where the Hunspell rules shorten it.
            || (w.strip_prefix("ne").unwrap_or(w).starts_with("truň") && known("trůň"))
            // An -ávat verb the source flags A (dmýchávat/ATN) conjugates as dělat (assign.tsv
            // `ANT ávat`: dmýchávám, dmýchávej), not by the flag A's rvát rules (*dmýchávu*, *dmýchávěte*).
            || ["u", "eš", "e", "eme", "ete", "ou", "i", "ěme", "ěte", "a", "ouc", "ouce"]
                .iter()
                .any(|e| {
                    w.strip_suffix(e).is_some_and(|stem| {
                        stem.ends_with("áv") && known(&format!("{stem}ám"))
                    })
                })
            // bezradnější/EKRY: a comparative makes no -ost noun (*bezradnějšost).
            || w.contains("ějšost")
            || w.strip_prefix("ne").is_some_and(|rest| {
                known(rest) && verb_only_ne.iter().any(|s| rest.starts_with(s.as_str()))
            })
            // výše/EZ, dále/EZ: nej- makes the superlative of the adverb (nejvýše), not of the
            // noun's forms (*nejvýším, *nejdálemi).
            || (["nejvýš", "nejdál"].iter().any(|p| w.starts_with(p)) && known(&w["nej".len()..]))
            // The -prosit verbs the source flags T alternate like prosit (poprošen, not *poprosen).
            || (w.contains("prosen") && known(&w.replacen("prosen", "prošen", 1)))
            // The inchoatives in -atět (plešatět, octovatět: paradigm bohatět.A) make their
            // imperative from -ějí: plešatěj, not *plešať.
            || [("ať", "atěj"), ("aťme", "atějme"), ("aťte", "atějte")]
                .iter()
                .any(|(wrong, right)| {
                    corrected(w, wrong, right)
                        && w.strip_suffix(wrong)
                            .is_some_and(|stem| known(&format!("{stem}atět")))
                })
            // The -iště nouns the source flags ZQ (autocvičiště, říjiště) are neuters (assign.tsv
            // `QZ iště hřiště.M`): autocvičišť, not the feminine *autocvičiští*, *autocvičištěmi*.
            || ["iští", "ištěmi"].iter().any(|e| {
                w.strip_suffix(e)
                    .is_some_and(|stem| known(&format!("{stem}iště")) && known(&format!("{stem}išť")))
            })
            // zem and its compounds (černozem/Z) take -ěmi in the instrumental plural (zeměmi,
            // IJP); the flag Z's -emi (*zememi*, *jemnozememi*) is gone (fifteenth stop, sieve 8).
            || w.strip_suffix("zememi").is_some_and(|stem| known(&format!("{stem}zeměmi")))
            // aguti declines as an adjective (agutiho) or not at all: no *agutii*, *agutie*
            // (sixteenth and seventeenth stops, rules/corrections.tsv).
            || w == "agutii"
            || w == "agutie"
            // tát (to thaw) takes no object: none of the short passives its entry tát/BTN makes,
            // which text seems to attest only through homographs (Táni; seventeenth stop,
            // rules/corrections.tsv).
            || stem_with(w, &["tán", "netán"], &["", "a", "i", "o", "u", "y"])
            // vesel/ON is veselý's short form, no l-participle (entries.tsv, nineteenth stop): no
            // clitic forms *vesels*, *veselas*.
            || ["vesels", "veselas", "veselos"].contains(&w.strip_prefix("ne").unwrap_or(w))
            // jezdit and its prefixed verbs alternate zd → žď in the passive (IJP ježděn;
            // paradigm jezdit.T, twentieth stop), where the flag T's cenit.T made *rozjezděn*.
            || (w.contains("jezděn") && known(&w.replacen("jezděn", "ježděn", 1)))
            // The verbs of povědět alternate d → z in the passive as sedět's do (IJP povězen;
            // assign.tsv `ANT ědět`: sedět.T, twenty-first stop), not the flag T's *dopověděn*.
            || (w.contains("pověděn") && known(&w.replacen("pověděn", "povězen", 1)))
            // vrnět and its prefixed verbs make their 3rd person plural in -í only (vrní), so
            // no -ějí and no imperative of it (assign.tsv `AJN vrnět`: brnět.A only,
            // twenty-first stop), where the flag J's lpět.J made *zavrněj*.
            || ["", "ne"].iter().any(|n| {
                ["", "do", "za"].iter().any(|p| {
                    stem_with(w, &[&format!("{n}{p}vrně")], &["j", "jme", "jte", "jí"])
                })
            })
            // řinčet, drnčet make their imperative without a vowel (řinč, řinčte; assign.tsv
            // `nčet`: bečet.A; twenty-third stop), where bubřet.A made *řinči*, *řinčete*.
            || ((w.contains("řinč") || w.contains("drnč"))
                && ["nči", "nčeme", "nčete"].iter().any(|e| w.ends_with(e)))
            // After the diphthong ej one consonant follows, so konejšit makes konejš, konejšme
            // (`ANT jšit`: prosit.A; twenty-sixth stop), where mlžit.A made *konejši*, *ukonejšeme*.
            || stem_with(
                w.strip_prefix("ne").unwrap_or(w),
                &["konejš", "ukonejš"],
                &["i", "eme", "ete"],
            )
            // The animate -y nouns that decline as adjectives (husky, pony: huskyho, ponym) make no
            // plural in -ych, no Czech ending (assign.tsv `Y y`: pony.Y; twenty-sixth stop),
            // where kivi.Y, the -i nouns' paradigm (kivi, okapi), made *huskych*, *ponych*.
            || stem_with(w, &["dandy", "grizzly", "husky", "pony", "tory"], &["ch"])
            // sluj and stěžej decline as píseň (slujemi, stěžeje; `K j`: oj.Z; twenty-sixth stop),
            // where kost.K made *stěžejmi*, *slujech*.
            || stem_with(w, &["sluj", "stěžej"], &["ech", "em", "mi"])
            // pěstit takes -i after its st, as čistit (pěsti, pěstěte; `ANT ěstit`: mrvit.A), where
            // drtit.A, right for pustit (pusť), made *pěsť* (twenty-sixth stop).
            || stem_with(w.strip_prefix("ne").unwrap_or(w), &["pěsť"], &["", "me", "te"])
            // ď, ť, ň before e are written dě, tě, ně (src/paradigm.rs, push_spelled; twenty-fourth
            // stop): hihněj, where dělat.J's at → ej made *hihňej*.
            || ["ďe", "ťe", "ňe"].iter().any(|s| w.contains(s))
            // kalich and kulich make their locative plural in -ších only (břich.L without its
            // -ách row; twenty-second stop).
            || ["kalichách", "kulichách"].contains(&w)
            // geše.Y's rinpočhe (not of IJP's kuli type) keeps no -ch (twenty-second stop): no
            // adjectival *rinpočhech*.
            || w == "rinpočhech"
            // funerálie is a plurale tantum: no singular funerálii (eighteenth stop,
            // rules/corrections.tsv).
            || w == "funerálii"
            // překládaný makes no adverb (eighteenth stop, rules/corrections.tsv).
            || w == "překládaněji"
            || w == "nejpřekládaněji"
            // jiný does not grade: no superlative of the colloquial jinší (rules/corrections.tsv).
            || w.starts_with("nejjinší")
            // poodjet takes no object: none of the short passives its entry poodjet/ION makes
            // (sixteenth stop, rules/corrections.tsv).
            || stem_with(w, &["poodjet", "nepoodjet"], &["a", "o", "u", "y"])
            // plít and its prefixed verbs make the passive plet, pleta (as mlít: mlet; paradigm
            // plít.T, sixteenth stop), where the flag T's clít.T made *naplen*, *doplena*.
            || stem_with(w, &["naplen", "doplen"], &["", "a", "i", "o", "u", "y"])
            // choulit and schoulit keep their ou in the imperative (choul, schoulme; paradigm
            // choulit.A, sixteenth stop), where boulit.A shortened it (*chulme*).
            || stem_with(w, &["chul", "nechul", "schul", "neschul"], &["", "me", "te"])
            // The -eo neuters (rodeo, stereo, video: paradigm rodeo.M) decline videa, videí,
            // videím, videích, videi (IJP): no *videy, *videům.
            || ["ey", "eům"].iter().any(|e| {
                w.strip_suffix(e)
                    .is_some_and(|stem| known(&format!("{stem}eo")) && known(&format!("{stem}eí")))
            })
            // The English -ck nouns alternate the whole ck (paradigm.rs): comebacích, not
            // *comebaccích.
            || (w.contains("ccích") && known(&w.replacen("ccích", "cích", 1)))
            || s_spelled
                .iter()
                .any(|stem| w.strip_prefix(stem).is_some_and(|e| e.starts_with("izm")))
            || (w.starts_with("břím") && w != "břímě")
            || (w.starts_with("rám") && ["ěm", "i", "í", "ích", "ím"].contains(&&w["rám".len()..]))
            || (w.ends_with("re") && corrected(w, "re", "ře"))
            || ["ec", "ecme", "ecte", "uc", "ucme", "ucte"]
                .iter()
                .any(|e| corrected(w, e, &e.replacen('c', "č", 1)))
            || (["ěj", "ějme", "ějte", "ějí"].iter().any(|e| {
                w.strip_suffix(e)
                    .is_some_and(|stem| i_plural.iter().any(|v| stem.ends_with(v)))
                    && corrected(w, e, "í")
            }))
            || [("třn", "třen"), ("třň", "třeň")]
                .iter()
                .any(|(wrong, right)| {
                    w.strip_prefix(wrong)
                        .is_some_and(|e| known(&format!("{right}{e}")))
                })
            || IMPERATIVES.iter().any(|(wrong, right, infinitive)| {
                corrected(w, wrong, right)
                    && w.strip_suffix(wrong)
                        .is_some_and(|stem| known(&format!("{stem}{infinitive}")))
            })
    };
    let real_missing: Vec<&str> = missing
        .iter()
        .copied()
        .filter(|w| !rejected_by_hunspell.contains(*w) && !deliberate(w))
        .collect();
    eprintln!(
        "unmunch: {} lowercase forms of admitted entries; scrabble-plus holds {:.4} % ({} missing, of which hunspell -l itself rejects {}; the {} others, e.g. {:?})",
        expected.len(),
        coverage * 100.0,
        missing.len(),
        rejected_by_hunspell.len(),
        real_missing.len(),
        &real_missing[..real_missing.len().min(10)]
    );
    assert!(coverage >= 0.995, "coverage {coverage}");
    // Every form that the real hunspell accepts is ours: a miss is a bug of our reader.
    assert!(
        real_missing.is_empty(),
        "forms hunspell accepts and we miss: {real_missing:?}"
    );

    // Soundness of the reader: hunspell -l on every word of a PLUS build without our morphology
    // (whose derived transgressives hunspell does not know), in two parallel halves. That build
    // must be a subset of the real one, but for what src/lexis.rs judged no words: morphology
    // otherwise only adds forms to PLUS.
    let bare = bare_build(tmp.path());
    let words: Vec<String> = bare.into_iter().collect();
    let not_in_plus: Vec<&String> = words
        .iter()
        .filter(|w| !ours.contains(w.as_str()) && !dropped.contains(w.as_str()) && !deliberate(w))
        .take(10)
        .collect();
    assert!(
        not_in_plus.is_empty(),
        "words of the Hunspell-only build missing from scrabble-plus: {not_in_plus:?}"
    );
    let half = words.len() / 2;
    let children: Vec<_> = [&words[..half], &words[half..]]
        .iter()
        .enumerate()
        .map(|(i, part)| {
            let input = tmp.path().join(format!("words{i}.txt"));
            let mut f = std::io::BufWriter::new(std::fs::File::create(&input).unwrap());
            for w in part.iter() {
                writeln!(f, "{w}").unwrap();
            }
            f.flush().unwrap();
            Command::new("hunspell")
                .arg("-d")
                .arg(&dict)
                .arg("-l")
                .arg("-i")
                .arg("UTF-8")
                .stdin(std::fs::File::open(&input).unwrap())
                .stdout(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let mut rejected = Vec::new();
    for c in children {
        let o = c.wait_with_output().unwrap();
        assert!(o.status.success());
        rejected.extend(
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .map(str::to_string),
        );
    }
    let rate = rejected.len() as f64 / words.len() as f64;
    eprintln!(
        "hunspell -l: rejects {} of {} words ({:.4} %), e.g. {:?}",
        rejected.len(),
        words.len(),
        rate * 100.0,
        &rejected[..rejected.len().min(10)]
    );
    assert!(rate <= 0.005, "hunspell rejects {rate}");
}
