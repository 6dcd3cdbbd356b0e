//! The Hunspell reader on fixture files: one case per file set in `tests/fixtures/hunspell/`
//! (see its README), one `#[test]` per case.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use heslar::hunspell::{parse_aff, parse_dic};

fn dir() -> PathBuf {
    crate::util::repo().join("tests/fixtures/hunspell")
}

fn lines(p: &Path) -> Vec<String> {
    std::fs::read_to_string(p)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// The forms of a case: the expansion of every entry minus FORBIDDENWORD entries' words, and
/// the number of warnings.
fn expand(case: &str) -> Result<(BTreeSet<String>, usize), String> {
    let aff_path = dir().join(format!("{case}.aff"));
    let dic_path = dir().join(format!("{case}.dic"));
    let aff_text = std::fs::read_to_string(&aff_path).unwrap();
    let aff = parse_aff(Path::new(&format!("{case}.aff")), &aff_text).map_err(|e| e.to_string())?;
    let dic_text = std::fs::read_to_string(&dic_path).unwrap_or_default();
    let dic =
        parse_dic(Path::new(&format!("{case}.dic")), &dic_text, &aff).map_err(|e| e.to_string())?;
    let forbidden: BTreeSet<&str> = dic
        .entries
        .iter()
        .filter(|e| aff.forbidden_word.is_some_and(|q| e.has(q)))
        .map(|e| e.word.as_str())
        .collect();
    let mut out = BTreeSet::new();
    for e in dic
        .entries
        .iter()
        .filter(|e| !forbidden.contains(e.word.as_str()))
    {
        aff.expand(e, &mut |w, _| {
            if !forbidden.contains(w) {
                out.insert(w.to_string());
            }
        });
    }
    Ok((out, aff.warnings.len() + dic.warnings.len()))
}

/// When hunspell is installed, it must accept every expected form and reject every `.not` word.
fn confirm_with_hunspell(case: &str, forms: &[String], not: &[String]) {
    let Ok(o) = Command::new("sh")
        .args(["-c", "command -v hunspell"])
        .output()
    else {
        return;
    };
    if !o.status.success() {
        return;
    }
    let run = |words: &[String]| -> Vec<String> {
        let input = words.join("\n") + "\n";
        let mut c = Command::new("hunspell")
            .arg("-d")
            .arg(dir().join(case))
            .args(["-l", "-i", "UTF-8"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        c.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let o = c.wait_with_output().unwrap();
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .map(str::to_string)
            .collect()
    };
    assert!(
        run(forms).is_empty(),
        "{case}: hunspell rejects expected forms"
    );
    if !not.is_empty() {
        assert_eq!(
            run(not).len(),
            not.len(),
            "{case}: hunspell accepts a .not word"
        );
    }
}

fn forms_case(case: &str, warnings: usize) {
    let want = lines(&dir().join(format!("{case}.forms")));
    let not = lines(&dir().join(format!("{case}.not")));
    let (got, w) = expand(case).unwrap();
    let got: Vec<String> = got.into_iter().collect();
    let mut want_sorted = want.clone();
    want_sorted.sort();
    assert_eq!(got, want_sorted, "{case}");
    for n in &not {
        assert!(!got.contains(n), "{case}: {n} must not be generated");
    }
    assert_eq!(w, warnings, "{case}: warnings");
    confirm_with_hunspell(case, &want, &not);
}

fn error_case(case: &str) {
    let want = std::fs::read_to_string(dir().join(format!("{case}.err"))).unwrap();
    let e = expand(case).expect_err(case);
    assert!(e.contains(want.trim()), "{case}: {e}");
}

macro_rules! cases {
    ($kind:ident: $($name:ident => $case:literal $(, $w:literal)?;)*) => {
        $(#[test] fn $name() { cases!(@run $kind $case $(, $w)?); })*
    };
    (@run forms $case:literal) => { forms_case($case, 0) };
    (@run forms $case:literal, $w:literal) => { forms_case($case, $w) };
    (@run error $case:literal) => { error_case($case) };
}

cases! { forms:
    suffix_strip => "suffix-strip";
    negated_set => "negated-set";
    cross_product => "cross-product";
    no_cross_product => "no-cross-product";
    twofold_suffix => "twofold-suffix";
    continuation_prefix => "continuation-prefix";
    strip_too_long => "strip-too-long";
    unknown_flag => "unknown-flag", 2;
    forbidden_word => "forbidden-word";
}

cases! { error:
    err_rule_count => "err-rule-count";
    err_condition => "err-condition";
    err_flag_long => "err-flag-long";
    err_dic_count => "err-dic-count";
}

/// Every file set in the directory has a test above (a new fixture cannot be forgotten).
#[test]
fn every_fixture_has_a_test() {
    let src = std::fs::read_to_string(file!()).unwrap_or_else(|_| {
        std::fs::read_to_string(crate::util::repo().join("tests/integration/hunspell_fixtures.rs"))
            .unwrap()
    });
    for e in std::fs::read_dir(dir()).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "aff") {
            let case = p.file_stem().unwrap().to_string_lossy().into_owned();
            assert!(
                src.contains(&format!("\"{case}\"")),
                "fixture {case} has no test"
            );
        }
    }
}
