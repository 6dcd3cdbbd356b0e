//! Each game's own rules on small scratch projects: Kris Kros's CH tile, joker, place
//! adjectives, contracted forms and multi-word parts; Syllabatim's cards.

use crate::util::*;

const AFF: &str =
    "SET UTF-8\n\nSFX Y Y 2\nSFX Y ý á ý\nSFX Y ý ého ý\n\nSFX H Y 2\nSFX H 0 y .\nSFX H 0 u .\n";

fn manifest() -> String {
    "[[source]]\nid = \"hun\"\ntitle = \"t\"\nformat = \"hunspell\"\nfile = \"t.dic\"\naff = \"t.aff\"\nlicence = \"x\"\nrole = \"general\"\nannotations = \"flagless.tsv\"\n\n[[source]]\nid = \"tsv\"\ntitle = \"t\"\nformat = \"tsv\"\nfile = \"t.tsv\"\nlicence = \"x\"\nrole = \"general\"\n".to_string()
}

const MORPH_RULES: &str = "flag\tstrip\tadd\tentry\tpos\tfeatures\tvariant\tnote\nY\t.*\tá\t.*\tadj\tCase=Nom|Gender=Fem\t\t\nY\t.*\t.*\t.*\tadj\tCase=Gen\t\t\nH\t.*\ty\t.*\tnoun\tCase=Nom|Number=Plur\t\t\nH\t.*\t.*\t.*\tnoun\tCase=Gen|Number=Sing\t\t\n";
const MORPH_ENTRIES: &str = "entry\tpos\tfeatures\tvariant\tnote\n.*/.*Y.*\tadj\tCase=Nom\t\t\n.*/.*\tnoun\tCase=Nom|Number=Sing\t\t\n";

const KRISKROS: &str = "name = \"kk\"\ntitle = \"t\"\nsources = \"all\"\nmin_length = 2\nlength_unit = \"tiles\"\nalphabet = \"kk\"\nforbid = [\"place-adjective\"]\n\n[select]\ncases = [\"Nom\"]\nexclude_verb_forms = [\"Conv\"]\nexclude_variants = [\"clitic\", \"multiword-part\"]\nexclude_pos = [\"contracted\"]\nunclassified = false\n";
const KLASIK: &str = "name = \"klasik\"\ntitle = \"t\"\nsources = \"all\"\nmin_length = 2\n\n[select]\ncases = [\"Nom\"]\nunclassified = false\n";
const ALPHABET: &str = "tile\tcount\tvalue\tvowel\na\t6\t1\t1\ná\t2\t2\t1\nc\t2\t3\t0\nh\t2\t3\t0\nch\t2\t4\t0\nt\t4\t1\t0\ns\t4\t1\t0\nk\t4\t1\t0\ný\t2\t4\t1\nv\t2\t1\t0\nr\t2\t1\t0\no\t2\t1\t1\nb\t2\t1\t0\nl\t2\t1\t0\ny\t2\t1\t1\nm\t2\t1\t0\nu\t2\t1\t1\né\t2\t1\t1\ne\t2\t1\t1\nd\t2\t1\t0\nř\t2\t1\t0\n?\t2\t0\t0\n";

fn kriskros_project() -> Project {
    let dic = "7\nOstrava/H\nostravský/Y\nchata/H\nwatt/H\nbyls\nsmát\ndobrý/Y\n";
    Project::new(&[
        ("sources/sources.toml", &manifest()),
        ("sources/t.aff", AFF),
        ("sources/t.dic", dic),
        ("sources/flagless.tsv", "headword\tpos\tlemma\tfeatures\tnote\nbyls\tcontracted\tbýt\t\t\nsmát\tverb\tsmát\tVerbForm=Inf\t\n"),
        ("sources/t.tsv", "headword\tpos\nsmát se\tverb\nch\tnoun\n"),
        ("rules/games/kk.toml", KRISKROS),
        ("rules/games/klasik.toml", KLASIK),
        ("rules/alphabets/kk.tsv", ALPHABET),
        ("rules/morphology/hun/rules.tsv", MORPH_RULES),
        ("rules/morphology/hun/entries.tsv", MORPH_ENTRIES),
    ])
}

fn words(p: &Project, lexicon: &str) -> Vec<String> {
    let o = p.run(&["export", lexicon, "--bytes"], None);
    assert_exit(&o, 0);
    stdout(&o).lines().map(str::to_string).collect()
}

#[test]
fn kriskros_rules() {
    let p = kriskros_project();
    let o = p.run(&["build", "-q"], None);
    assert_exit(&o, 0);
    let kk = words(&p, "kk");
    let klasik = words(&p, "klasik");
    // Place adjective derived from the capitalised entry Ostrava: out of Kris Kros only.
    assert!(
        !kk.contains(&"ostravský".into()) && !kk.contains(&"ostravská".into()),
        "{kk:?}"
    );
    assert!(klasik.contains(&"ostravský".into()) && klasik.contains(&"ostravská".into()));
    assert!(kk.contains(&"dobrý".into()) && kk.contains(&"dobrá".into()));
    // Oblique forms are out of both KLASIK lists.
    assert!(!kk.contains(&"dobrého".into()) && !klasik.contains(&"chatu".into()));
    // W has no tile and the joker cannot stand for it.
    assert!(!kk.contains(&"watt".into()) && klasik.contains(&"watt".into()));
    // CH is one tile: "ch" alone is one tile, shorter than the minimum of two.
    assert!(
        kk.contains(&"chata".into()) && !kk.contains(&"ch".into()) && klasik.contains(&"ch".into())
    );
    // Contracted -s forms, and the particle of a reflexive verb entry.
    assert!(!kk.contains(&"byls".into()) && klasik.contains(&"byls".into()));
    assert!(
        kk.contains(&"smát".into()) && !kk.contains(&"se".into()) && klasik.contains(&"se".into())
    );
}

#[test]
fn place_adjective_list_removes_false_matches() {
    let p = kriskros_project();
    std::fs::write(
        p.path().join("rules/categories/place-adjectives.txt"),
        "!ostravský # test\n",
    )
    .ok();
    std::fs::create_dir_all(p.path().join("rules/categories")).unwrap();
    std::fs::write(
        p.path().join("rules/categories/place-adjectives.txt"),
        "!ostravský # test\n",
    )
    .unwrap();
    assert_exit(&p.run(&["build", "-q"], None), 0);
    assert!(words(&p, "kk").contains(&"ostravský".into()));
}

#[test]
fn syllabatim_needs_two_cards() {
    let deck = "card\tcount\tvalue\tkind\no\t1\t1\tletter\nk\t1\t1\tletter\nok\t1\t3\tletter\nx\t1\t14\tletter\nsam\t1\t0\tjoker-vowel\nsou\t1\t0\tjoker-consonant\n";
    let game = "name = \"syl\"\ntitle = \"t\"\nsources = \"all\"\nmin_length = 2\nlength_unit = \"cards\"\ndeck = \"syl\"\n";
    let p = Project::new(&[
        ("sources/sources.toml", "[[source]]\nid = \"tsv\"\ntitle = \"t\"\nformat = \"tsv\"\nfile = \"t.tsv\"\nlicence = \"x\"\nrole = \"general\"\n"),
        ("sources/t.tsv", "headword\nok\nkok\nkoko\nxxx\noko\n"),
        ("rules/games/syl.toml", game),
        ("rules/alphabets/syl.tsv", deck),
    ]);
    assert_exit(&p.run(&["build", "-q"], None), 0);
    // ok: O + K (two cards; the OK card alone would be one); kok: K + OK; oko: OK + O;
    // koko: K + OK + SAM; xxx: one X card and one SOU joker are not enough.
    assert_eq!(words(&p, "syl"), ["kok", "koko", "ok", "oko"]);
    // The deck is data: without the jokers and the O card, "ok" is only the OK card alone (one
    // card: not a word), koko and oko lack a second o; kok is K + OK.
    let smaller: String = deck
        .lines()
        .filter(|l| !l.starts_with("o\t") && !l.starts_with("sam") && !l.starts_with("sou"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(p.path().join("rules/alphabets/syl.tsv"), smaller).unwrap();
    assert_exit(&p.run(&["build", "-q"], None), 0);
    assert_eq!(words(&p, "syl"), ["kok"]);
}

#[test]
fn check_without_lexicon_answers_for_every_built_lexicon() {
    let o = heslar_default(&["check", "chata"], None);
    assert_exit(&o, 0);
    let out = stdout(&o);
    for l in ["kriskros", "scrabble-klasik", "scrabble-plus", "syllabatim"] {
        assert!(out.contains(&format!("chata\t{l}\tadmissible")), "{out}");
    }
    // A move with a word only PLUS takes: one verdict per lexicon, exit 1 (not in all).
    let o = heslar_default(&["check", "chatou"], None);
    assert_exit(&o, 1);
    assert!(stdout(&o).contains("move\tscrabble-plus\tadmissible"));
    assert!(stdout(&o).contains("move\tscrabble-klasik\tNOT admissible"));
}

/// Twelve lexicons in one build: each game's bit is its own (no cap at 8), and every lexicon
/// gets exactly the words its own rules select.
#[test]
fn more_than_eight_lexicons_build_at_once() {
    let p = kriskros_project();
    for i in 0..10 {
        // Alternately every form and KLASIK's nominatives, with growing minimum lengths.
        let (name, cells) = (
            format!("g{i:02}"),
            if i % 2 == 0 {
                ""
            } else {
                "cases = [\"Nom\"]\nunclassified = false\n"
            },
        );
        let game = format!(
            "name = \"{name}\"\ntitle = \"t\"\nsources = \"all\"\nmin_length = {}\n\n[select]\n{cells}",
            2 + i / 2
        );
        std::fs::write(p.path().join(format!("rules/games/{name}.toml")), game).unwrap();
    }
    let o = p.run(&["build", "-q"], None);
    assert_exit(&o, 0);
    let klasik = words(&p, "klasik");
    let kk = words(&p, "kk");
    assert!(!klasik.is_empty() && !kk.is_empty());
    for i in 0..10 {
        let min = 2 + i / 2;
        let got = words(&p, &format!("g{i:02}"));
        assert!(!got.is_empty() || min > 5, "g{i:02} is empty");
        assert!(
            got.iter().all(|w| w.chars().count() >= min),
            "g{i:02}: {got:?}"
        );
        if i % 2 == 1 {
            // The KLASIK cells: a subset of klasik's words of the length.
            let want: Vec<&String> = klasik.iter().filter(|w| w.chars().count() >= min).collect();
            assert_eq!(got.iter().collect::<Vec<_>>(), want, "g{i:02}");
        } else {
            assert!(got.len() >= klasik.iter().filter(|w| w.chars().count() >= min).count());
        }
    }
}

/// A value of `[select]` the vocabulary does not know is an error naming the file, the line and
/// the valid values, never a lexicon that silently loses its declinable forms.
#[test]
fn unknown_select_values_are_load_errors() {
    let p = kriskros_project();
    let bad = KLASIK.replace("cases = [\"Nom\"]", "cases = [\"nom\"]");
    std::fs::write(p.path().join("rules/games/klasik.toml"), bad).unwrap();
    let o = p.run(&["build", "-q"], None);
    assert_exit(&o, 2);
    let e = stderr(&o);
    assert!(e.contains("klasik.toml:7"), "{e}");
    assert!(e.contains("\"nom\"") && e.contains("Nom, Gen, Dat"), "{e}");
    let bad = KLASIK.replace(
        "unclassified = false",
        "exclude_verb_forms = [\"Transgressive\"]",
    );
    std::fs::write(p.path().join("rules/games/klasik.toml"), bad).unwrap();
    let o = p.run(&["build", "-q"], None);
    assert_exit(&o, 2);
    assert!(stderr(&o).contains("Conv"), "{}", stderr(&o));
}

/// A tag table with a value the vocabulary does not know is a file:line error listing the
/// valid values (src/vocab.rs), not forms that no game selects.
#[test]
fn unknown_feature_values_in_tables_are_load_errors() {
    let p = kriskros_project();
    let bad = MORPH_RULES.replacen("Case=Nom", "Case=nom", 1);
    assert_ne!(bad, MORPH_RULES);
    std::fs::write(p.path().join("rules/morphology/hun/rules.tsv"), bad).unwrap();
    let o = p.run(&["build", "-q"], None);
    assert_exit(&o, 2);
    let e = stderr(&o);
    assert!(e.contains("rules/morphology/hun/rules.tsv:"), "{e}");
    assert!(e.contains("\"nom\"") && e.contains("Nom, Gen"), "{e}");
}

/// Every input file counts for staleness: an annotation file and an evidence list changed since
/// the build are reported by `check --explain`, as the source's own files are.
#[test]
fn explain_notices_changed_annotations_and_evidence() {
    let p = kriskros_project();
    let with_evidence = manifest()
        + "\n[[evidence]]\nid = \"freq\"\ntitle = \"f\"\nfile = \"freq.tsv\"\nlicence = \"x\"\n";
    std::fs::write(p.path().join("sources/sources.toml"), with_evidence).unwrap();
    std::fs::write(
        p.path().join("sources/freq.tsv"),
        "word\tzipf\nchata\t4.0\n",
    )
    .unwrap();
    assert_exit(&p.run(&["build", "-q"], None), 0);
    let fresh = p.run(
        &["check", "-l", "klasik", "--explain", "--json", "chata"],
        None,
    );
    let v: serde_json::Value = serde_json::from_slice(&fresh.stdout).unwrap();
    assert_eq!(v["stale_inputs"].as_array().unwrap().len(), 0, "{v}");
    let flagless = p.read("sources/flagless.tsv");
    std::fs::write(
        p.path().join("sources/flagless.tsv"),
        flagless + "byl\tverb\tbýt\t\t\n",
    )
    .unwrap();
    std::fs::write(
        p.path().join("sources/freq.tsv"),
        "word\tzipf\nchaty\t4.0\n",
    )
    .unwrap();
    let o = p.run(
        &["check", "-l", "klasik", "--explain", "--json", "chata"],
        None,
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let stale: Vec<&str> = v["stale_inputs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    for want in [
        "source hun: flagless.tsv (changed)",
        "source evidence:freq: freq.tsv (changed)",
    ] {
        assert!(stale.contains(&want), "{want}: {stale:?}");
    }
}
