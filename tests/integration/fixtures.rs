//! Small scratch projects: one admission rule or input error at a time, end to end through
//! `heslar build`, checked in `output/rejected.tsv`, the report and the lexicon.

use crate::util::*;

const AFF: &str = "SET UTF-8\nFORBIDDENWORD q\n\nPFX N Y 1\nPFX N 0 ne .\n\nSFX H Y 3\nSFX H 0 u .\nSFX H 0 em .\nSFX H 0 y .\n";

const GAME: &str = "name = \"test\"\ntitle = \"Test\"\nsources = \"all\"\nmin_length = 2\n";

fn manifest(extra: &str) -> String {
    format!(
        "[[source]]\nid = \"hun\"\ntitle = \"t\"\nformat = \"hunspell\"\nfile = \"t.dic\"\naff = \"t.aff\"\nlicence = \"x\"\nrole = \"general\"\n{extra}"
    )
}

fn tsv_source(id: &str, file: &str, role: &str, lengths: &str) -> String {
    format!(
        "\n[[source]]\nid = \"{id}\"\ntitle = \"t\"\nformat = \"tsv\"\nfile = \"{file}\"\nlicence = \"x\"\nrole = \"{role}\"\n{lengths}"
    )
}

/// (word, rule) pairs of output/rejected.tsv.
fn rejected(p: &Project) -> Vec<(String, String)> {
    p.read("output/rejected.tsv")
        .lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].to_string(), f[3].to_string())
        })
        .collect()
}

fn words(p: &Project) -> Vec<String> {
    let o = p.run(&["export", "test", "--bytes"], None);
    assert_exit(&o, 0);
    stdout(&o).lines().map(str::to_string).collect()
}

fn build(p: &Project) {
    let o = p.run(&["build", "--quiet"], None);
    assert_exit(&o, 0);
}

#[test]
fn every_admission_rule_on_a_small_hunspell_source() {
    let dic =
        "12\nhrad/HN\nJosef\neBanka\natd.\nchceš-li\nk\nkm\nprr\nroz\nidee/q\nhrad/HN\npozor/H\n";
    let p = Project::new(&[
        ("sources/sources.toml", &manifest("")),
        ("sources/t.aff", AFF),
        ("sources/t.dic", dic),
        ("rules/games/test.toml", GAME),
        ("rules/categories/symbols.txt", "km\n"),
        (
            "rules/categories/interjections.txt",
            "prr\npozor # also a noun\n",
        ),
        ("rules/categories/affixes.txt", "roz\n"),
    ]);
    build(&p);
    let got = rejected(&p);
    let want: Vec<(String, String)> = [
        ("Josef", "capital"),
        ("eBanka", "capital"),
        ("atd.", "abbreviation"),
        ("chceš-li", "non-letter"),
        ("k", "one-letter"),
        ("km", "symbol"),
        ("prr", "interjection"),
        ("roz", "affix"),
        ("idee", "forbidden-word"),
        ("hrad", "duplicate"),
    ]
    .iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    assert_eq!(got, want);
    // hrad/HN inflects, with the ne- prefix crossed with the suffixes; pozor/H inflects, so the
    // interjection list does not reject it.
    assert_eq!(
        words(&p),
        [
            "hrad", "hradem", "hradu", "hrady", "nehrad", "nehradem", "nehradu", "nehrady",
            "pozor", "pozorem", "pozoru", "pozory"
        ]
    );
    let report: serde_json::Value = serde_json::from_str(&p.read("output/report.json")).unwrap();
    let s = &report["sources"][0];
    assert_eq!(
        (
            s["read"].as_u64(),
            s["admitted"].as_u64(),
            s["rejected"].as_u64()
        ),
        (Some(12), Some(2), Some(10))
    );
}

#[test]
fn labels_forbid_only_when_every_source_forbids() {
    let a = "headword\tpos\tlabels\nkdys\tadv\tzast.\nmžik\tnoun\tzast.\nbully\tnoun\tdř. ps.\nčud\tnoun\tnepouž.\nbig beat\tnoun\t\nsmát se\tverb\t\n";
    let b = "headword\tlabels\nmžik\thovor.\n";
    let p = Project::new(&[
        ("sources/sources.toml", &manifest(&(tsv_source("a", "a.tsv", "general", "") + &tsv_source("b", "b.tsv", "general", "")))),
        ("sources/t.aff", AFF),
        ("sources/t.dic", "1\nhrad\n"),
        ("sources/a.tsv", a),
        ("sources/b.tsv", b),
        ("rules/games/test.toml", GAME),
        ("rules/labels.toml", "[labels]\n\"zast.\" = \"forbidden\"\n\"hovor.\" = \"allowed\"\n\"dř. ps.\" = \"old-spelling\"\n\"nepouž.\" = \"unused-form\"\n"),
    ]);
    build(&p);
    let got = rejected(&p);
    assert!(
        got.contains(&("kdys".into(), "style-label".into())),
        "{got:?}"
    );
    assert!(got.contains(&("bully".into(), "old-spelling".into())));
    assert!(got.contains(&("čud".into(), "unused-form".into())));
    assert!(got.contains(&("big beat".into(), "multiword".into())));
    assert!(!got.iter().any(|(w, _)| w == "mžik"), "{got:?}");
    let w = words(&p);
    assert!(w.contains(&"mžik".to_string()));
    assert!(w.contains(&"smát".to_string()) && w.contains(&"se".to_string()));
    assert!(!w.contains(&"big".to_string()) && !w.contains(&"beat".to_string()));
}

#[test]
fn taxative_lengths_decide_short_words_alone() {
    // A 2/3-letter list: words of 2-3 letters come only from it (ČAS 000 §2.9).
    let short = "headword\nón\nty\n";
    let p = Project::new(&[
        (
            "sources/sources.toml",
            &manifest(&tsv_source(
                "short",
                "short.tsv",
                "taxative",
                "lengths = [2, 3]",
            )),
        ),
        ("sources/t.aff", AFF),
        ("sources/t.dic", "3\nty\nhrad/H\npes\n"),
        ("sources/short.tsv", short),
        ("rules/games/test.toml", GAME),
    ]);
    build(&p);
    assert_eq!(words(&p), ["hrad", "hradem", "hradu", "hrady", "ty", "ón"]);
    let report: serde_json::Value = serde_json::from_str(&p.read("output/report.json")).unwrap();
    assert_eq!(
        report["dropped_forms"]["test"]["length decided by a taxative list only"],
        2
    );
}

#[test]
fn bad_inputs_name_file_and_line_and_exit_2() {
    let p = Project::new(&[
        (
            "sources/sources.toml",
            &manifest(&tsv_source("a", "a.tsv", "general", "")),
        ),
        ("sources/t.aff", AFF),
        ("sources/t.dic", "1\nhrad\n"),
        (
            "sources/a.tsv",
            "headword\tpos\nalfa\tpodst\nbéta\tnoun\textra\n",
        ),
        ("rules/games/test.toml", GAME),
    ]);
    let o = p.run(&["build", "--quiet"], None);
    assert_exit(&o, 2);
    let e = stderr(&o);
    assert!(
        e.contains("a.tsv:2: unknown part of speech \"podst\""),
        "{e}"
    );
    assert!(e.contains("a.tsv:3: 3 fields"), "{e}");
    assert!(!p.path().join("output/test.fst").exists());

    let p = Project::new(&[
        ("sources/sources.toml", &manifest("")),
        ("sources/t.aff", AFF),
        ("sources/t.dic", "1\nhrad\n"),
        (
            "rules/games/test.toml",
            "name = \"test\"\ntitle = \"t\"\nsources = \"all\"\nmin_lenght = 2\n",
        ),
    ]);
    let o = p.run(&["build", "--quiet"], None);
    assert_exit(&o, 2);
    assert!(
        stderr(&o).contains("test.toml:4: unknown field `min_lenght`"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn invalid_utf8_in_a_source_names_the_line() {
    let p = Project::new(&[
        (
            "sources/sources.toml",
            &manifest(&tsv_source("a", "a.tsv", "general", "")),
        ),
        ("sources/t.aff", AFF),
        ("sources/t.dic", "1\nhrad\n"),
        ("rules/games/test.toml", GAME),
    ]);
    std::fs::write(p.path().join("sources/a.tsv"), b"headword\nalfa\nb\xE9ta\n").unwrap();
    let o = p.run(&["build", "--quiet"], None);
    assert_exit(&o, 2);
    assert!(
        stderr(&o).contains("a.tsv:3: invalid UTF-8"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_rules_change_changes_the_lexicon_without_code() {
    let files = [
        ("sources/sources.toml", manifest("")),
        ("sources/t.aff", AFF.to_string()),
        ("sources/t.dic", "2\nhrad/H\nhm\n".to_string()),
        ("rules/games/test.toml", GAME.to_string()),
    ];
    let refs: Vec<(&str, &str)> = files.iter().map(|(a, b)| (*a, b.as_str())).collect();
    let p = Project::new(&refs);
    build(&p);
    assert!(words(&p).contains(&"hm".to_string()));
    let before = p.read("output/manifest.json");
    std::fs::create_dir_all(p.path().join("rules/categories")).unwrap();
    std::fs::write(p.path().join("rules/categories/interjections.txt"), "hm\n").unwrap();
    build(&p);
    assert!(!words(&p).contains(&"hm".to_string()));
    let after = p.read("output/manifest.json");
    let rules_hash =
        |m: &str| serde_json::from_str::<serde_json::Value>(m).unwrap()["rules_sha256"].clone();
    assert_ne!(rules_hash(&before), rules_hash(&after));
}
