//! The arbiters' corrections (`rules/corrections.tsv`, issue 16): applied in the select stage,
//! named by explain, counted in the report, visible in diff; a correction that changes nothing
//! is a warning, a bad line an error naming the file and line.

use crate::util::*;

const GAME_A: &str = "name = \"a\"\ntitle = \"t\"\nsources = \"all\"\nmin_length = 2\n";
const GAME_B: &str = "name = \"b\"\ntitle = \"t\"\nsources = \"all\"\nmin_length = 2\n";
const MANIFEST: &str = "[[source]]\nid = \"tsv\"\ntitle = \"t\"\nformat = \"tsv\"\nfile = \"t.tsv\"\nlicence = \"x\"\nrole = \"general\"\n";

fn project(corrections: &str) -> Project {
    Project::new(&[
        ("sources/sources.toml", MANIFEST),
        ("sources/t.tsv", "headword\npes\nkvak\navar\nhrad\n"),
        ("rules/games/a.toml", GAME_A),
        ("rules/games/b.toml", GAME_B),
        ("rules/corrections.tsv", corrections),
    ])
}

fn words(p: &Project, lexicon: &str) -> Vec<String> {
    let o = p.run(&["export", lexicon, "--bytes"], None);
    assert_exit(&o, 0);
    stdout(&o).lines().map(str::to_string).collect()
}

const HEADER: &str = "target\taction\tlexicons\treason\treference\tdate\n";

#[test]
fn corrections_add_remove_and_are_explained() {
    let p = project(HEADER);
    assert_exit(&p.run(&["build", "-q", "--output", "before"], None), 0);
    let text = format!(
        "{HEADER}kvak\tremove\t*\tan interjection\tČAS 2026/1\t2026-11-24\n\
         kvartet\tadd\ta\ta noun the sources lack\tSSJČ I, 1054\t2026-11-24\n\
         lemma:avar\tremove\tb\tan ethnonym\tSSČ\t2026-11-24\n\
         hrad\tadd\t*\talready in\tnone\t2026-11-24\n"
    );
    std::fs::write(p.path().join("rules/corrections.tsv"), text).unwrap();
    let o = p.run(&["build", "-q"], None);
    assert_exit(&o, 0);
    assert_eq!(words(&p, "a"), ["avar", "hrad", "kvartet", "pes"]);
    assert_eq!(words(&p, "b"), ["hrad", "pes"]);
    // Explain names the line that decided.
    let e = stdout(&p.run(&["check", "--explain", "kvak", "kvartet", "avar"], None));
    assert!(
        e.contains("kvak\ta\tnot admissible: kvak: removed by ")
            && e.contains("corrections.tsv line 2: an interjection (ČAS 2026/1, 2026-11-24)"),
        "{e}"
    );
    assert!(e.contains("kvartet\ta\tadmissible: added by "), "{e}");
    assert!(e.contains("kvartet\tb\tnot admissible"), "{e}");
    assert!(
        e.contains("avar\tb\tnot admissible: avar: removed by ")
            && e.contains("line 4: an ethnonym"),
        "{e}"
    );
    assert!(e.contains("avar\ta\tadmissible"), "{e}");
    // The report counts what each line changed; a line that changes nothing is a warning.
    let report: serde_json::Value = serde_json::from_str(&p.read("output/report.json")).unwrap();
    let c = &report["corrections"];
    assert_eq!(c[0]["changed"], 2, "kvak out of a and b: {c}");
    assert_eq!(c[1]["changed"], 1, "kvartet into a: {c}");
    assert_eq!(c[2]["changed"], 1, "avar out of b: {c}");
    assert_eq!(c[3]["changed"], 0, "{c}");
    let warnings = report["warnings"].to_string();
    assert!(
        warnings.contains("line 5: add hrad changes nothing"),
        "{warnings}"
    );
    // diff names the cause.
    let d = stdout(&p.run(&["diff", "before", "output"], None));
    assert!(d.contains("corrections.tsv"), "{d}");
    assert!(
        d.contains("+\ta\tkvartet") && d.contains("-\ta\tkvak"),
        "{d}"
    );
}

#[test]
fn bad_corrections_are_errors_with_file_and_line() {
    let p = project(&format!(
        "{HEADER}kvak\tdelete\t*\tx\ty\t2026-11-24\nkvak\tremove\tc\tx\ty\t2026-11-24\nlemma:pes\tadd\t*\tx\ty\t2026-11-24\nkvak\tremove\t*\t\ty\t2026-11-24\nkvak\tremove\t*\tx\ty\t24.11.2026\n"
    ));
    let o = p.run(&["build", "-q"], None);
    assert_exit(&o, 2);
    let e = stderr(&o);
    for (line, what) in [
        (2, "action \"delete\": expected add or remove"),
        (3, "unknown lexicon \"c\"; the lexicons are a, b"),
        (4, "a lemma cannot be added here"),
        (5, "the reason is missing"),
        (6, "date \"24.11.2026\": expected YYYY-MM-DD"),
    ] {
        assert!(
            e.contains(&format!("corrections.tsv:{line}: {what}")),
            "{line}: {e}"
        );
    }
}

/// Lists to publish (issue 16): export by length with a header, one file per length, and the
/// report of the changes from last year's plain word list, in Czech.
#[test]
fn lists_to_publish() {
    let p = project(HEADER);
    assert_exit(&p.run(&["build", "-q"], None), 0);
    let o = p.run(&["export", "a", "--length", "3", "--header"], None);
    assert_exit(&o, 0);
    let text = stdout(&o);
    assert!(text.starts_with("# t (a)\n# version: heslar "), "{text}");
    assert!(text.contains("# words: 1\n"), "{text}");
    assert_eq!(
        text.lines()
            .filter(|l| !l.starts_with('#'))
            .collect::<Vec<_>>(),
        ["pes"]
    );
    let o = p.run(&["export", "a", "--min-length", "4"], None);
    assert_eq!(stdout(&o), "avar\nhrad\nkvak\n");
    assert_exit(&p.run(&["export", "a", "--split", "lists"], None), 0);
    assert!(p.read("lists/a-03.txt").ends_with("# words: 1\npes\n"));
    assert!(p
        .read("lists/a-04.txt")
        .ends_with("# words: 3\navar\nhrad\nkvak\n"));
    // Last year's list: one word gone (kůň), one new this year (kvak, avar, hrad were there).
    std::fs::write(
        p.path().join("last-year.txt"),
        "# Scrabble 2025\navar\nhrad\nkůň\npes\n",
    )
    .unwrap();
    let diff_as = |format: &str| {
        p.run(
            &[
                "diff",
                "last-year.txt",
                "output",
                "-l",
                "a",
                "--format",
                format,
            ],
            None,
        )
    };
    let o = diff_as("text");
    assert_exit(&o, 1);
    let r = stdout(&o);
    assert!(
        r.contains("dříve 4 slova, nyní 4 slova; nových 1, vypuštěných 1"),
        "{r}"
    );
    assert!(
        r.contains("Nová slova\n    4 písmena (1 slovo): kvak"),
        "{r}"
    );
    assert!(
        r.contains("Vypuštěná slova\n    3 písmena (1 slovo): kůň"),
        "{r}"
    );
    let o = diff_as("tsv");
    assert_eq!(
        stdout(&o),
        "změna\tlexikon\tdélka\tslovo\n+\ta\t4\tkvak\n-\ta\t3\tkůň\n"
    );
    // A list needs one lexicon; a bad line is an error naming the file and line.
    let o = p.run(&["diff", "last-year.txt", "output"], None);
    assert_exit(&o, 2);
    assert!(
        stderr(&o).contains("name it with --lexicon"),
        "{}",
        stderr(&o)
    );
    std::fs::write(p.path().join("bad.txt"), "pes\nbig beat\n").unwrap();
    let o = p.run(&["diff", "bad.txt", "output", "-l", "a"], None);
    assert_exit(&o, 2);
    assert!(
        stderr(&o).contains("bad.txt:2: \"big beat\" is not one word"),
        "{}",
        stderr(&o)
    );
}
