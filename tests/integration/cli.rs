//! The command line against one build of the default sources: exit codes, normalisation, batch
//! mode, export order, report and manifest.

use crate::util::*;

#[test]
fn check_admissible_word_exits_0() {
    let o = heslar_default(&["check", "--lexicon", "scrabble-plus", "ženě"], None);
    assert_exit(&o, 0);
    assert!(
        stdout(&o).contains("ženě\tscrabble-plus\tadmissible"),
        "{}",
        stdout(&o)
    );
    assert!(stdout(&o).contains("move\tscrabble-plus\tadmissible"));
}

#[test]
fn check_unknown_word_exits_1() {
    let o = heslar_default(&["check", "--lexicon", "scrabble-plus", "xyzzy"], None);
    assert_exit(&o, 1);
    assert!(stdout(&o).contains("move\tscrabble-plus\tNOT admissible"));
}

#[test]
fn one_bad_word_fails_the_move() {
    let o = heslar_default(
        &["check", "-l", "scrabble-plus", "hrad", "xyzzy", "ženě"],
        None,
    );
    assert_exit(&o, 1);
    let out = stdout(&o);
    assert!(out.contains("hrad\tscrabble-plus\tadmissible"));
    assert!(out.contains("xyzzy\tscrabble-plus\tnot admissible"));
}

#[test]
fn input_is_normalised() {
    // Upper case, and a decomposed e + combining caron / z + caron.
    for w in ["ŽENĚ", "Ženě", "z\u{30C}ene\u{30C}"] {
        let o = heslar_default(&["check", "-l", "scrabble-plus", w], None);
        assert_exit(&o, 0);
        assert!(stdout(&o).starts_with("ženě\t"), "{w}: {}", stdout(&o));
    }
}

#[test]
fn errors_exit_2() {
    let o = heslar_default(&["check", "-l", "no-such-lexicon", "hrad"], None);
    assert_exit(&o, 2);
    assert!(
        stderr(&o).contains("no lexicon \"no-such-lexicon\""),
        "{}",
        stderr(&o)
    );
    let o = heslar_in(
        &repo(),
        &["check", "--output", "/nonexistent/dir", "hrad"],
        None,
    );
    assert_exit(&o, 2);
    assert!(
        stderr(&o).contains("/nonexistent/dir/manifest.json"),
        "{}",
        stderr(&o)
    );
    let o = heslar_in(&repo(), &["check", "--no-such-flag"], None);
    assert_exit(&o, 2);
}

#[test]
fn batch_mode_reads_stdin() {
    let o = heslar_default(
        &["check", "-l", "scrabble-plus"],
        Some("ženě\nxyzzy\n\nHRADU\r\nbig beat\n"),
    );
    // A line that is not a word is no ruling: `-`, a message naming the line, exit 2.
    assert_exit(&o, 2);
    assert_eq!(stdout(&o), "ženě\t1\nxyzzy\t0\n\nhradu\t1\nbig beat\t-\n");
    assert!(stderr(&o).contains("line 5: not a word"), "{}", stderr(&o));
    let o = heslar_default(&["check", "-l", "scrabble-plus"], Some("hrad\nhradem\n"));
    assert_exit(&o, 0);
}

#[test]
fn forbidden_categories_are_not_admissible() {
    // RULES.md §2 examples; every one must be rejected by the PLUS lexicon.
    for w in [
        "josef",
        "afrika",
        "hl",
        "km",
        "atd",
        "apod",
        "zne",
        "atý",
        "chceš-li",
        "prrr",
        "hó",
        "s",
        "k",
        "idee",
        "fouk",
    ] {
        let o = heslar_default(&["check", "-l", "scrabble-plus", w], None);
        assert_exit(&o, 1);
    }
    for w in [
        "africký",
        "auto",
        "stromech",
        "nejzelenější",
        "nenesl",
        "otcův",
        "ó",
    ] {
        let o = heslar_default(&["check", "-l", "scrabble-plus", w], None);
        let expect = if w == "ó" { 1 } else { 0 };
        assert_eq!(o.status.code(), Some(expect), "{w}: {}", stdout(&o));
    }
}

#[test]
fn export_is_in_czech_order_and_complete() {
    let o = heslar_default(&["export", "scrabble-plus"], None);
    assert_exit(&o, 0);
    let out = stdout(&o);
    let words: Vec<&str> = out.lines().collect();
    let manifest: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(default_output().join("manifest.json")).unwrap(),
    )
    .unwrap();
    let lex = manifest["lexicons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == "scrabble-plus")
        .unwrap();
    assert_eq!(words.len() as u64, lex["words"].as_u64().unwrap());
    for pair in words.windows(2) {
        assert_eq!(
            heslar::text::czech_cmp(pair[0], pair[1]),
            std::cmp::Ordering::Less,
            "{pair:?}"
        );
    }
    let pos = |w: &str| words.iter().position(|&x| x == w).unwrap();
    // CH is a letter after H: hůl < chata < inkoust; č after c; ž last.
    assert!(pos("hůl") < pos("chata") && pos("chata") < pos("inkoust"));
    assert!(pos("cukr") < pos("čaj"));
    // Ž is the last letter of the alphabet; only words starting with other letters (øre, µ...)
    // sort after it.
    let last_czech = words
        .iter()
        .rev()
        .find(|w| w.starts_with(|c: char| "abcčdďefghijklmnňopqrřsštťuvwxyzžáéěíóúůý".contains(c)))
        .unwrap();
    assert!(last_czech.starts_with('ž'), "{last_czech}");
}

#[test]
fn export_stops_quietly_on_a_closed_pipe() {
    use std::process::{Command, Stdio};
    let out = default_output();
    let mut child = Command::new(env!("CARGO_BIN_EXE_heslar"))
        .args(["export", "scrabble-plus", "--output", out.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    assert_exit(&o, 0);
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
}

#[test]
fn report_counts_add_up_per_source() {
    let report: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(default_output().join("report.json")).unwrap(),
    )
    .unwrap();
    let sources = report["sources"].as_array().unwrap();
    assert!(sources.len() >= 4);
    for s in sources {
        let read = s["read"].as_u64().unwrap() + s["derived"].as_u64().unwrap();
        let admitted = s["admitted"].as_u64().unwrap();
        let rejected = s["rejected"].as_u64().unwrap();
        let by_rule: u64 = s["rejected_by_rule"]
            .as_object()
            .unwrap()
            .values()
            .map(|v| v.as_u64().unwrap())
            .sum();
        assert_eq!(read, admitted + rejected, "{s}");
        assert_eq!(rejected, by_rule, "{s}");
    }
    let hun = sources.iter().find(|s| s["id"] == "hunspell-cs").unwrap();
    assert_eq!(hun["read"].as_u64(), Some(261_167));
    // Every capitalised entry is rejected; about 105.7k of them.
    assert!(hun["rejected_by_rule"]["capital"].as_u64().unwrap() > 100_000);
    // rejected.tsv has one line per rejected headword (plus the header).
    let rejected = std::fs::read_to_string(default_output().join("rejected.tsv")).unwrap();
    let total: u64 = sources
        .iter()
        .map(|s| s["rejected"].as_u64().unwrap())
        .sum();
    assert_eq!(rejected.lines().count() as u64, total + 1);
}

#[test]
fn manifest_names_inputs_and_outputs() {
    let m: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(default_output().join("manifest.json")).unwrap(),
    )
    .unwrap();
    assert!(m["tool"].as_str().unwrap().starts_with("heslar "));
    assert_eq!(
        m["sources"]["hunspell-cs"][0]["path"],
        "hunspell-cs/cs_CZ.dic"
    );
    assert_eq!(
        m["sources"]["hunspell-cs"][0]["sha256"]
            .as_str()
            .unwrap()
            .len(),
        64
    );
    assert_eq!(m["rules_sha256"].as_str().unwrap().len(), 64);
    let lex = m["lexicons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == "scrabble-plus")
        .unwrap();
    let bytes = std::fs::read(default_output().join(lex["file"].as_str().unwrap())).unwrap();
    assert_eq!(lex["bytes"].as_u64().unwrap(), bytes.len() as u64);
    assert_eq!(lex["sha256"], heslar::lexicon::sha256_hex(&bytes));
    assert!(lex["words"].as_u64().unwrap() > 2_000_000);
}

/// Issue 17, item 5: an argument that is not one word is an input error (exit 2) and no verdict.
#[test]
fn malformed_arguments_are_input_errors_not_rulings() {
    for (args, says) in [
        (
            vec!["check", "-l", "scrabble-plus", ""],
            "argument 1 is not a word: empty word",
        ),
        (vec!["check", "-l", "scrabble-plus", "   "], "empty word"),
        (
            vec!["check", "-l", "scrabble-plus", "hrad ženě"],
            "give the words of a move as separate arguments (heslar check hrad ženě)",
        ),
        (
            vec!["check", "-l", "scrabble-plus", "hrad", "-"],
            "cannot be combined",
        ),
    ] {
        let o = heslar_default(&args, None);
        assert_exit(&o, 2);
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
        assert!(
            !stdout(&o).contains("admissible"),
            "{args:?}: {}",
            stdout(&o)
        );
    }
    // An input error is found before the lexicons are read: no build needed to be told.
    let o = heslar_in(&repo(), &["check", "-o", "/nonexistent", ""], None);
    assert_exit(&o, 2);
    assert!(stderr(&o).contains("empty word"), "{}", stderr(&o));
}

#[test]
fn dash_reads_the_words_from_stdin() {
    let o = heslar_default(&["check", "-l", "scrabble-plus", "-"], Some("ženě\nhrad\n"));
    assert_exit(&o, 0);
    assert_eq!(stdout(&o), "ženě\t1\nhrad\t1\n");
    let o = heslar_default(
        &["check", "-l", "scrabble-plus", "-"],
        Some("ženě\nxyzzy\n"),
    );
    assert_exit(&o, 1);
}

#[test]
fn json_without_explain() {
    let o = heslar_default(
        &[
            "check",
            "--json",
            "-l",
            "scrabble-plus",
            "-l",
            "scrabble-klasik",
            "ŽENĚ",
            "hrad",
        ],
        None,
    );
    // ženě is a dative: PLUS only.
    assert_exit(&o, 1);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["words"][0]["input"], "ŽENĚ");
    assert_eq!(v["words"][0]["word"], "ženě");
    assert_eq!(v["words"][0]["admissible"]["scrabble-plus"], true);
    assert_eq!(v["words"][0]["admissible"]["scrabble-klasik"], false);
    assert_eq!(v["move"]["scrabble-plus"], true);
    assert_eq!(v["move"]["scrabble-klasik"], false);
    assert_eq!(v["admissible"], false);
    assert_eq!(v["lexicons"][0]["name"], "scrabble-plus");
    assert_eq!(v["lexicons"][0]["version"].as_str().unwrap().len(), 12);
    // Batch: one object per line, `null` for an empty line, the error for a non-word.
    let o = heslar_default(
        &["check", "--json", "-l", "scrabble-plus"],
        Some("ženě\n\nbig beat\n"),
    );
    assert_exit(&o, 2);
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["admissible"]["scrabble-plus"], true);
    assert!(lines[1].is_null());
    assert!(lines[2]["error"].as_str().unwrap().contains("white space"));
}

#[test]
fn batch_with_several_lexicons_labels_its_columns() {
    let o = heslar_default(
        &["check", "-l", "scrabble-klasik", "-l", "scrabble-plus"],
        Some("ženě\nžena\n"),
    );
    assert_exit(&o, 1);
    assert_eq!(
        stdout(&o),
        "#word\tscrabble-klasik\tscrabble-plus\nženě\t0\t1\nžena\t1\t1\n"
    );
}
