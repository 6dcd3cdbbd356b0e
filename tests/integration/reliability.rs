//! Reliability: bad input of many kinds gives a clear error naming the file and line, or a
//! counted warning, never a panic; builds are byte-identical; a build killed at any moment never
//! leaves a broken lexicon at its final path; a corrupted lexicon is a clear error.

use crate::util::*;

const AFF: &str = "SET UTF-8\nFORBIDDENWORD q\n\nSFX H Y 2\nSFX H 0 u .\nSFX H 0 y .\n";
const DIC: &str = "3\nhrad/H\ndub/H\nles\n";
const GAME: &str = "name = \"test\"\ntitle = \"t\"\nsources = \"all\"\nmin_length = 2\n";
const TSV: &str = "headword\tpos\tlabels\nalfa\tnoun\t\nbéta\tnoun\t\n";

fn manifest() -> String {
    "[[source]]\nid = \"hun\"\ntitle = \"t\"\nformat = \"hunspell\"\nfile = \"t.dic\"\naff = \"t.aff\"\nlicence = \"x\"\nrole = \"general\"\n\n[[source]]\nid = \"list\"\ntitle = \"t\"\nformat = \"tsv\"\nfile = \"l.tsv\"\nlicence = \"x\"\nrole = \"general\"\n".to_string()
}

/// A base project with one file replaced (bytes).
fn project_with(file: &str, bytes: &[u8]) -> Project {
    let m = manifest();
    let p = Project::new(&[
        ("sources/sources.toml", m.as_str()),
        ("sources/t.aff", AFF),
        ("sources/t.dic", DIC),
        ("sources/l.tsv", TSV),
        ("rules/games/test.toml", GAME),
    ]);
    std::fs::create_dir_all(p.path().join(file).parent().unwrap()).unwrap();
    std::fs::write(p.path().join(file), bytes).unwrap();
    p
}

enum Expect {
    /// Exit 2 and stderr containing this (file:line).
    Error(&'static str),
    /// Exit 0 and report.json's warnings containing this.
    Warning(&'static str),
    /// Exit 0 and the export containing this word.
    Accepted(&'static str),
}

#[test]
fn bad_inputs_give_clear_errors_or_counted_warnings() {
    let long_word: String = "a".repeat(100_000);
    let long_tsv = format!("headword\tpos\tlabels\n{long_word}\tnoun\t\n");
    let cases: Vec<(&str, &str, Vec<u8>, Expect)> = vec![
        ("invalid UTF-8", "sources/l.tsv", b"headword\tpos\tlabels\nb\xE9ta\tnoun\t\n".to_vec(), Expect::Error("l.tsv:2: invalid UTF-8")),
        ("BOM", "sources/l.tsv", b"\xEF\xBB\xBFheadword\tpos\tlabels\nalfa\tnoun\t\n".to_vec(), Expect::Accepted("alfa")),
        ("CRLF", "sources/l.tsv", b"headword\tpos\tlabels\r\nalfa\tnoun\t\r\n".to_vec(), Expect::Accepted("alfa")),
        ("NFD text", "sources/l.tsv", "headword\tpos\tlabels\nbe\u{301}ta\tnoun\t\n".as_bytes().to_vec(), Expect::Accepted("béta")),
        ("missing column", "sources/l.tsv", b"headword\tpos\tlabels\nalfa\tnoun\n".to_vec(), Expect::Error("l.tsv:2: 2 fields, the header has 3 columns")),
        ("extra column", "sources/l.tsv", b"headword\tpos\tlabels\nalfa\tnoun\t\tx\n".to_vec(), Expect::Error("l.tsv:2: 4 fields")),
        ("unknown part of speech", "sources/l.tsv", b"headword\tpos\tlabels\nalfa\tpodst\t\n".to_vec(), Expect::Error("l.tsv:2: unknown part of speech")),
        ("unknown label", "sources/l.tsv", b"headword\tpos\tlabels\nalfa\tnoun\tfuj.\n".to_vec(), Expect::Warning("label \"fuj.\"")),
        ("unknown column", "sources/l.tsv", b"headword\tgendr\nalfa\tf\n".to_vec(), Expect::Error("l.tsv:1: unknown column \"gendr\"")),
        ("empty TSV", "sources/l.tsv", b"".to_vec(), Expect::Error("l.tsv: the file is empty")),
        ("control character", "sources/l.tsv", b"headword\tpos\tlabels\nal\x07fa\tnoun\t\n".to_vec(), Expect::Error("l.tsv:2: control character U+0007")),
        ("very long line", "sources/l.tsv", long_tsv.into_bytes(), Expect::Accepted("hrad")),
        ("duplicate entry", "sources/t.dic", b"3\nhrad/H\nhrad/H\nles\n".to_vec(), Expect::Accepted("hradu")),
        ("unknown flag", "sources/t.dic", b"2\nhrad/HZ\nles\n".to_vec(), Expect::Warning("flag 'Z' is defined in no affix class")),
        ("dic count not a number", "sources/t.dic", b"hrad/H\nles\n".to_vec(), Expect::Error("t.dic:1: the first line must be the number")),
        ("dic count wrong", "sources/t.dic", b"7\nhrad/H\nles\n".to_vec(), Expect::Warning("the first line announces 7 entries, the file has 2")),
        ("empty dic", "sources/t.dic", b"".to_vec(), Expect::Error("t.dic: the file is empty")),
        ("malformed affix line", "sources/t.aff", b"SET UTF-8\nSFX H Y 2\nSFX H 0\nSFX H 0 y .\n".to_vec(), Expect::Error("t.aff:3: SFX rule has 3 fields")),
        ("malformed condition", "sources/t.aff", b"SET UTF-8\nSFX H Y 1\nSFX H 0 u [ab\n".to_vec(), Expect::Error("t.aff:3: condition \"[ab\" has an unclosed `[`")),
        ("affix rule count", "sources/t.aff", b"SET UTF-8\nSFX H Y 3\nSFX H 0 u .\n".to_vec(), Expect::Error("t.aff:2: SFX H announces 3 rules, 1 follow")),
        ("unknown affix directive", "sources/t.aff", b"SET UTF-8\nFROB x\nSFX H Y 1\nSFX H 0 u .\n".to_vec(), Expect::Warning("unknown directive \"FROB\"")),
        ("unknown rules key", "rules/games/test.toml", b"name = \"test\"\ntitle = \"t\"\nsources = \"all\"\nmin_length = 2\ncolour = \"red\"\n".to_vec(), Expect::Error("test.toml:5: unknown field `colour`")),
        ("unknown source key", "sources/sources.toml", b"[[source]]\nid = \"a\"\ntitle = \"t\"\nformat = \"tsv\"\nfile = \"l.tsv\"\nlicence = \"x\"\nrole = \"general\"\nweight = 3\n".to_vec(), Expect::Error("sources.toml:8: unknown field `weight`")),
        ("unknown source format", "sources/sources.toml", b"[[source]]\nid = \"a\"\ntitle = \"t\"\nformat = \"xml\"\nfile = \"l.tsv\"\nlicence = \"x\"\nrole = \"general\"\n".to_vec(), Expect::Error("sources.toml:4: unknown variant `xml`")),
        ("missing source file", "sources/sources.toml", b"[[source]]\nid = \"a\"\ntitle = \"t\"\nformat = \"tsv\"\nfile = \"nope.tsv\"\nlicence = \"x\"\nrole = \"general\"\n".to_vec(), Expect::Error("sources.toml:2: source \"a\": file nope.tsv does not exist")),
        ("bad category list", "rules/categories/interjections.txt", b"ahoj\nbig beat\n".to_vec(), Expect::Error("interjections.txt:2: \"big beat\" is more than one word")),
        ("bad labels file", "rules/labels.toml", b"[labels]\n\"zast.\" = \"forbiden\"\n".to_vec(), Expect::Error("labels.toml:2")),
        ("bad alphabet", "rules/alphabets/a.tsv", b"tile\tcount\tvalue\tvowel\na\tfive\t1\t1\n".to_vec(), Expect::Accepted("hrad")),
    ];
    let mut failures = Vec::new();
    for (name, file, bytes, expect) in &cases {
        let p = project_with(file, bytes);
        let o = p.run(&["build", "-q"], None);
        let err = stderr(&o);
        if err.contains("panicked") {
            failures.push(format!("{name}: panic: {err}"));
            continue;
        }
        match expect {
            Expect::Error(msg) => {
                if o.status.code() != Some(2) || !err.contains(msg) {
                    failures.push(format!(
                        "{name}: want exit 2 and {msg:?}, got {:?}: {err}",
                        o.status.code()
                    ));
                }
            }
            Expect::Warning(msg) => {
                let report: serde_json::Value =
                    std::fs::read_to_string(p.path().join("output/report.json"))
                        .ok()
                        .and_then(|t| serde_json::from_str(&t).ok())
                        .unwrap_or_default();
                let warned = report["warnings"].as_array().is_some_and(|w| {
                    w.iter()
                        .any(|x| x.as_str().is_some_and(|s| s.contains(msg)))
                });
                if o.status.code() != Some(0) || !warned {
                    failures.push(format!(
                        "{name}: want a counted warning {msg:?}, got {:?}: {err}",
                        o.status.code()
                    ));
                }
            }
            Expect::Accepted(w) => {
                let e = p.run(&["export", "test"], None);
                if o.status.code() != Some(0) || !stdout(&e).lines().any(|l| l == *w) {
                    failures.push(format!(
                        "{name}: want {w} in the lexicon, got {:?}: {err}",
                        o.status.code()
                    ));
                }
            }
        }
    }
    assert!(cases.len() >= 20);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn builds_are_byte_identical() {
    let tmp = tempfile::tempdir().unwrap();
    let a = tmp.path().join("a");
    let o = heslar_in(
        &repo(),
        &[
            "build",
            "-q",
            "-l",
            "scrabble-klasik",
            "-l",
            "kriskros",
            "--output",
            a.to_str().unwrap(),
        ],
        None,
    );
    assert_exit(&o, 0);
    let b = default_output();
    for name in ["scrabble-klasik.fst", "kriskros.fst", "rejected.tsv"] {
        assert_eq!(
            std::fs::read(a.join(name)).unwrap(),
            std::fs::read(b.join(name)).unwrap(),
            "{name}"
        );
    }
    let again = tmp.path().join("b");
    let o = heslar_in(
        &repo(),
        &[
            "build",
            "-q",
            "-l",
            "scrabble-klasik",
            "-l",
            "kriskros",
            "--output",
            again.to_str().unwrap(),
        ],
        None,
    );
    assert_exit(&o, 0);
    for e in std::fs::read_dir(&a).unwrap() {
        let p = e.unwrap().path();
        if p.is_file() {
            let name = p.file_name().unwrap();
            assert_eq!(
                std::fs::read(&p).unwrap(),
                std::fs::read(again.join(name)).unwrap(),
                "{name:?}"
            );
        }
    }
}

#[test]
fn killed_builds_never_leave_a_broken_lexicon() {
    use std::process::{Command, Stdio};
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let args = [
        "build",
        "-q",
        "-l",
        "scrabble-plus",
        "--output",
        out.to_str().unwrap(),
    ];
    assert_exit(&heslar_in(&repo(), &args, None), 0);
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for trial in 0..20 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let delay = std::time::Duration::from_millis(50 + seed % 3500);
        let mut child = Command::new(env!("CARGO_BIN_EXE_heslar"))
            .env("XDG_DATA_HOME", crate::util::test_data_home())
            .args(args)
            .current_dir(repo())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(delay);
        let _ = child.kill(); // SIGKILL
        let _ = child.wait();
        // Whatever is at the final path is a complete, valid lexicon.
        let bytes = std::fs::read(out.join("scrabble-plus.fst")).unwrap();
        let set = fst::Set::new(bytes).unwrap_or_else(|e| panic!("trial {trial}: {e}"));
        set.as_fst()
            .verify()
            .unwrap_or_else(|e| panic!("trial {trial}: {e}"));
        assert!(set.contains("ženě"), "trial {trial}");
        let manifest = std::fs::read_to_string(out.join("manifest.json")).unwrap();
        assert!(
            serde_json::from_str::<serde_json::Value>(&manifest).is_ok(),
            "trial {trial}"
        );
    }
    // The next build cleans what killed ones left and succeeds.
    assert_exit(&heslar_in(&repo(), &args, None), 0);
    let leftovers: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .collect();
    assert!(leftovers.is_empty());
}

#[test]
fn corrupted_or_truncated_lexicons_are_clear_errors() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    assert_exit(
        &heslar_in(
            &repo(),
            &[
                "build",
                "-q",
                "-l",
                "scrabble-klasik",
                "--output",
                out.to_str().unwrap(),
            ],
            None,
        ),
        0,
    );
    let path = out.join("scrabble-klasik.fst");
    let good = std::fs::read(&path).unwrap();
    // A flipped byte in the middle (same size).
    let mut bad = good.clone();
    let mid = bad.len() / 2;
    bad[mid] ^= 0x5a;
    std::fs::write(&path, &bad).unwrap();
    let o = heslar_in(
        &repo(),
        &[
            "check",
            "-l",
            "scrabble-klasik",
            "--output",
            out.to_str().unwrap(),
            "hrad",
        ],
        None,
    );
    assert_exit(&o, 2);
    assert!(stderr(&o).contains("rebuild it"), "{}", stderr(&o));
    // Truncated.
    std::fs::write(&path, &good[..good.len() / 3]).unwrap();
    let o = heslar_in(
        &repo(),
        &[
            "check",
            "-l",
            "scrabble-klasik",
            "--output",
            out.to_str().unwrap(),
            "hrad",
        ],
        None,
    );
    assert_exit(&o, 2);
    assert!(stderr(&o).contains("rebuild it"), "{}", stderr(&o));
    // A broken manifest.
    std::fs::write(out.join("manifest.json"), "{ not json").unwrap();
    let o = heslar_in(
        &repo(),
        &["check", "--output", out.to_str().unwrap(), "hrad"],
        None,
    );
    assert_exit(&o, 2);
    assert!(
        stderr(&o).contains("manifest.json: not a heslar manifest"),
        "{}",
        stderr(&o)
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// The parsers never panic, whatever the bytes (a bounded stand-in for cargo fuzz, which
    /// needs a nightly toolchain this project's machines do not have).
    #[test]
    fn parsers_never_panic(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..400)) {
        let path = std::path::Path::new("fuzz");
        if let Ok(text) = heslar::error::decode_text(path, bytes.clone()) {
            if let Ok(aff) = heslar::hunspell::parse_aff(path, &text) {
                if let Ok(dic) = heslar::hunspell::parse_dic(path, &text, &aff) {
                    for e in dic.entries.iter().take(20) {
                        aff.expand(e, &mut |_, _| {});
                    }
                }
            }
            // As it comes, and after a header, so that rows are read too.
            for t in [text.clone(), format!("c\ta\n{text}")] {
                let _ = heslar::table::parse(path, &t, &["a", "b?", "c"], |r| {
                    let _ = (r.get(0), r.opt(1), r.get(2), r.fields().count());
                });
            }
            let _ = heslar::sources::parse_tsv(path, &text, 0);
            let _ = heslar::sources::parse_annotations(path, &text);
            let _ = heslar::text::normalize_word(&text);
            let _ = heslar::alphabet::Alphabet::parse(path, "x", &text);
            let _ = heslar::alphabet::Deck::parse(path, &text);
        }
    }

    /// Affix files made of plausible directives never panic either.
    #[test]
    fn affix_like_input_never_panics(lines in proptest::collection::vec("(SFX|PFX) [A-Za-z] [YN0-9a-zě]{0,3}( [0-9a-z\\[\\]^.]{0,6}){0,3}", 0..12), words in proptest::collection::vec("[a-zě]{1,8}(/[A-Za-z]{0,3})?", 0..8)) {
        let aff_text = lines.join("\n");
        let path = std::path::Path::new("fuzz.aff");
        if let Ok(aff) = heslar::hunspell::parse_aff(path, &aff_text) {
            let dic_text = format!("{}\n{}\n", words.len(), words.join("\n"));
            if let Ok(dic) = heslar::hunspell::parse_dic(std::path::Path::new("fuzz.dic"), &dic_text, &aff) {
                for e in &dic.entries {
                    aff.expand(e, &mut |_, _| {});
                }
            }
        }
    }
}
