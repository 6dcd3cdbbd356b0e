//! Several Prameny (issue 16): the second general dictionary (the Slovník cizích slov, read
//! from StarDict) and the rules of several sources, on real overlapping entries of the default
//! build.

use crate::util::{assert_exit, heslar_default, stderr, stdout, Project};

fn verdicts(lexicon: &str, words: &[&str]) -> Vec<(String, String)> {
    let mut args = vec!["check", "-l", lexicon];
    args.extend_from_slice(words);
    let o = heslar_default(&args, None);
    stdout(&o)
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f.len() == 3 && f[0] != "move").then(|| (f[0].to_string(), f[2].to_string()))
        })
        .collect()
}

/// Loanwords the Hunspell dictionary lacks (the list) are KLASIK words by the second
/// source, inflected by a guessed paradigm that explain names.
#[test]
fn loanwords_of_the_dictionary_of_foreign_words_are_admitted() {
    let words = [
        "korepetitor",
        "troglodyt",
        "architráv",
        "apochromát",
        "mastix",
        "tetragon",
        "piroga",
        "hexaedr",
        "kvadrupól",
        "korepetitoři",
        "pirogy",
    ];
    for (w, v) in verdicts("scrabble-klasik", &words) {
        assert_eq!(v, "admissible", "{w}");
    }
    // Oblique cases are PLUS words only.
    for (w, v) in verdicts(
        "scrabble-klasik",
        &["korepetitora", "architrávu", "pirogou"],
    ) {
        assert_eq!(v, "not admissible", "{w}");
    }
    for (w, v) in verdicts("scrabble-plus", &["korepetitora", "architrávu", "pirogou"]) {
        assert_eq!(v, "admissible", "{w}");
    }
    // The dictionary gives no gender: -áž nouns decline as garáž, masáž (feminine), not by
    // the last letter as bridž.
    for (w, v) in verdicts(
        "scrabble-plus",
        &["remorkáží", "asambláží", "remorkážů", "asamblážem"],
    ) {
        let want = if w.ends_with('í') {
            "admissible"
        } else {
            "not admissible"
        };
        assert_eq!(v, want, "{w}");
    }
    // A guessed masculine inanimate or neuter loanword takes -u in the locative (v insertu, v
    // mikadu); -ě stays with the loanwords the Hunspell data lists with it (v koncertě).
    for (w, v) in verdicts(
        "scrabble-plus",
        &[
            "insertu",
            "hausarestu",
            "mikadu",
            "koncertě",
            "insertě",
            "hausarestě",
            "mikadě",
        ],
    ) {
        let want = if w.ends_with('u') || w == "koncertě" {
            "admissible"
        } else {
            "not admissible"
        };
        assert_eq!(v, want, "{w}");
    }
    let e = stdout(&heslar_default(
        &["check", "--explain", "korepetitora"],
        None,
    ));
    assert!(
        e.contains("of korepetitor (noun), slovnik-cizich-slov line "),
        "{e}"
    );
    assert!(e.contains("guessed: "), "{e}");
}

/// A word both sources list: explain names both; a label of one source does not forbid a word
/// the other lists without one (strdí: "kniž. a zast." in the dictionary of foreign words, no
/// label in Hunspell); a label every listing source gives forbids it (edifikace, "zastar.").
#[test]
fn overlapping_sources_and_labels() {
    let e = stdout(&heslar_default(
        &["check", "--explain", "strdí", "akord"],
        None,
    ));
    for w in ["strdí", "akord"] {
        assert!(
            e.lines()
                .any(|l| l.starts_with(&format!("{w}\treading")) && l.contains("hunspell-cs line")),
            "{w}: {e}"
        );
        assert!(
            e.lines().any(|l| l.starts_with(&format!("{w}\treading"))
                && l.contains("slovnik-cizich-slov line")),
            "{w}: {e}"
        );
    }
    // What each source says: the labels of the one, none of the other.
    assert!(
        e.lines().any(|l| l.starts_with("strdí\treading")
            && l.contains("labelled zast. kniž.")
            && l.contains("slovnik-cizich-slov line")),
        "{e}"
    );
    assert!(
        e.lines().any(|l| l.starts_with("strdí\treading")
            && !l.contains("labelled")
            && l.contains("hunspell-cs line")),
        "{e}"
    );
    assert_eq!(verdicts("scrabble-plus", &["strdí"])[0].1, "admissible");
    let o = heslar_default(&["check", "--explain", "edifikace"], None);
    let e = stdout(&o);
    assert!(
        e.contains("style-label") && e.contains("\"zastar.\" in every source that lists it"),
        "{e}"
    );
    assert_eq!(
        verdicts("scrabble-plus", &["edifikace"])[0].1,
        "not admissible"
    );
}

/// What the dictionary of foreign words lists outside the admissible categories stays out:
/// word parts, abbreviations (initialisms too), multi-word phrases, proper nouns.
#[test]
fn forbidden_categories_of_the_second_source() {
    let rejected =
        std::fs::read_to_string(crate::util::default_output().join("rejected.tsv")).unwrap();
    for (w, rule) in [
        ("agri-", "affix"),
        ("a priori", "multiword"),
        ("AIDS", "capital"),
    ] {
        assert!(
            rejected
                .lines()
                .any(|l| l.starts_with(&format!("{w}\tslovnik-cizich-slov\t"))
                    && l.contains(&format!("\t{rule}\t"))),
            "{w} {rule}"
        );
    }
    let e = stdout(&heslar_default(&["check", "--explain", "fce", "isp"], None));
    assert!(
        e.contains("fce (slovnik-cizich-slov line") && e.contains("abbreviation"),
        "{e}"
    );
    assert!(
        e.contains("isp (slovnik-cizich-slov line") && e.contains("abbreviation"),
        "{e}"
    );
    for (w, v) in verdicts("scrabble-plus", &["fce", "isp", "www"]) {
        assert_eq!(v, "not admissible", "{w}");
    }
    let report: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(crate::util::default_output().join("report.json")).unwrap(),
    )
    .unwrap();
    let s = report["sources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["id"] == "slovnik-cizich-slov")
        .expect("the second source is in the report");
    // 21,762 headwords read; about 2,000 of them are reviewed source errors (the lemma reviews
    // of 2026-11-29: unadopted English and Latin words, old spellings, misspellings).
    assert!(s["admitted"].as_u64().unwrap() > 17_500, "{s}");
    for rule in [
        "affix",
        "multiword",
        "capital",
        "abbreviation",
        "source-error",
    ] {
        assert!(
            s["rejected_by_rule"][rule].as_u64().unwrap_or(0) > 0,
            "{rule}: {s}"
        );
    }
    assert_exit(&heslar_default(&["check", "akord"], None), 0);
}

/// Writes a StarDict dictionary `d.ifo`, `d.idx`, `d.dict.dz` of `entries` into `dir`.
fn stardict(dir: &std::path::Path, entries: &[(&str, &str)]) {
    heslar::stardict::write(dir, "d", entries).unwrap();
}

/// A broken dictionary file stops the build with an error naming the file, and the build
/// before it stays whole: nothing half-written in output/.
#[test]
fn a_broken_dictionary_leaves_the_last_build_whole() {
    let p = Project::new(&[
        (
            "sources/sources.toml",
            "[[source]]\nid = \"d\"\ntitle = \"t\"\nformat = \"stardict\"\nfile = \"d.ifo\"\nlicence = \"x\"\nrole = \"general\"\n",
        ),
        ("rules/games/a.toml", "name = \"a\"\ntitle = \"t\"\nsources = \"all\"\nmin_length = 2\n"),
    ]);
    let src = p.path().join("sources");
    stardict(
        &src,
        &[
            ("hrad", "<b>stavba</b>"),
            ("kvartet", "<b>skladba pro čtyři nástroje</b>"),
            ("aero-", "<b>první část složených slov</b>"),
        ],
    );
    assert_exit(&p.run(&["build", "-q"], None), 0);
    let words = stdout(&p.run(&["export", "a"], None));
    assert_eq!(words, "hrad\nkvartet\n");
    let before = p.read("output/manifest.json");
    let listing = |p: &Project| {
        let mut v: Vec<String> = std::fs::read_dir(p.path().join("output"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    };
    let files = listing(&p);
    let dz = src.join("d.dict.dz");
    let full = std::fs::read(&dz).unwrap();
    std::fs::write(&dz, &full[..full.len() - 8]).unwrap();
    let o = p.run(&["build", "-q"], None);
    assert_exit(&o, 2);
    assert!(
        stderr(&o).contains("d.dict.dz: not a complete gzip/dictzip file"),
        "{}",
        stderr(&o)
    );
    assert_eq!(p.read("output/manifest.json"), before);
    assert_eq!(listing(&p), files, "no staging directory is left behind");
    assert_eq!(stdout(&p.run(&["export", "a"], None)), "hrad\nkvartet\n");
}

/// The reviewed hints of a headword list (`rules/morphology/<source>/hints.tsv`) name headwords
/// of that source; a line that names none, gives an unknown hint or a `like:` lemma the reference
/// source does not list, is an error naming the file and line, and no build is written.
#[test]
fn reviewed_hints_name_headwords_of_their_source() {
    let hints = |rows: &str| {
        Project::new(&[
            (
                "sources/sources.toml",
                "[[source]]\nid = \"d\"\ntitle = \"t\"\nformat = \"stardict\"\nfile = \"d.ifo\"\nlicence = \"x\"\nrole = \"general\"\n",
            ),
            ("rules/games/a.toml", "name = \"a\"\ntitle = \"t\"\nsources = \"all\"\nmin_length = 2\n"),
            (
                "rules/morphology/d/hints.tsv",
                &format!("# reviewed\nword\tparadigm\tnote\n{rows}"),
            ),
        ])
    };
    let p = hints("kvartet\tindecl\tdoes not decline\n");
    stardict(&p.path().join("sources"), &[("kvartet", "<b>skladba</b>")]);
    assert_exit(&p.run(&["build", "-q"], None), 0);
    for (rows, message) in [
        ("xqzz\tindecl\tx\n", "hints.tsv:3: xqzz is no headword of d"),
        (
            "kvartet\tlike:hrad\tx\n",
            "hints.tsv:3: kvartet: like:hrad: \"hrad\" is no headword of the reference source",
        ),
        (
            "kvartet\tvzor\tx\n",
            "hints.tsv:3: kvartet: unknown reviewed hint",
        ),
        (
            "kvartet\tindecl\t\n",
            "hints.tsv:3: kvartet: a note is required",
        ),
    ] {
        let p = hints(rows);
        stardict(&p.path().join("sources"), &[("kvartet", "<b>skladba</b>")]);
        let o = p.run(&["build", "-q"], None);
        assert_exit(&o, 2);
        assert!(stderr(&o).contains(message), "{rows}: {}", stderr(&o));
        assert!(!p.path().join("output/manifest.json").exists());
    }
    // A model word of models.tsv is a reviewed hint too; one it does not name is an error
    // that lists the model words.
    let models = "model\tpos\tsub\tlemma\tcell\tform\tnote\n\
                  hrad\tnoun\tmi\t[bcdfghjklmnprstvz]\tCase=Gen|Number=Sing\tu\thradu\n";
    for (hint, ok) in [("hrad", true), ("pán", false)] {
        let p = hints(&format!("kvartet\t{hint}\treviewed\n"));
        std::fs::create_dir_all(p.path().join("rules/morphology")).unwrap();
        std::fs::write(p.path().join("rules/morphology/models.tsv"), models).unwrap();
        stardict(&p.path().join("sources"), &[("kvartet", "<b>skladba</b>")]);
        let o = p.run(&["build", "-q"], None);
        if ok {
            assert_exit(&o, 0);
        } else {
            assert_exit(&o, 2);
            assert!(
                stderr(&o).contains("unknown reviewed hint \"pán\"; valid: indecl, intransitive, like:LEMMA or a model word of models.tsv (hrad)"),
                "{}",
                stderr(&o)
            );
        }
    }
}
