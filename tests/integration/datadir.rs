//! Issue 17, item 4: lexicons found from anywhere. Queries run in a directory without a build
//! find the lexicons through `HESLAR_DIR`, the last build (a state file under the platform data
//! directory, here a fresh `XDG_DATA_HOME`) or the platform data directory; `check --explain`
//! needs no flags (the manifest records the inputs); errors name the paths tried and suggest
//! `heslar build`; a partial build keeps the other lexicons; short names work.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use crate::util::*;

const AFF: &str = "SET UTF-8\n\nSFX H Y 2\nSFX H 0 u .\nSFX H 0 y .\n";
const SOURCES: &str = "[[source]]\nid = \"hun\"\ntitle = \"t\"\nformat = \"hunspell\"\nfile = \"t.dic\"\naff = \"t.aff\"\nlicence = \"x\"\nrole = \"general\"\n";

fn project(words: &str) -> Project {
    let dic = format!("{}\n{words}", words.lines().count());
    Project::new(&[
        ("sources/sources.toml", SOURCES),
        ("sources/t.aff", AFF),
        ("sources/t.dic", &dic),
        (
            "rules/games/alfa.toml",
            "name = \"alfa\"\ntitle = \"A\"\nsources = \"all\"\nmin_length = 2\n",
        ),
        (
            "rules/games/beta.toml",
            "name = \"beta\"\ntitle = \"B\"\nsources = \"all\"\nmin_length = 5\n",
        ),
    ])
}

/// Runs heslar in `cwd` with a private platform data directory `data` and no `HESLAR_DIR`
/// unless given.
fn run(cwd: &Path, data: &Path, heslar_dir: Option<&Path>, args: &[&str]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_heslar"));
    c.args(args)
        .current_dir(cwd)
        .env("XDG_DATA_HOME", data)
        .env("HOME", data)
        .env_remove("HESLAR_DIR")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(d) = heslar_dir {
        c.env("HESLAR_DIR", d);
    }
    c.output().unwrap()
}

#[test]
fn lexicons_are_found_from_anywhere() {
    let p = project("hrad/H\nkolo\n");
    let tmp = tempfile::tempdir().unwrap();
    let (data, elsewhere) = (tmp.path().join("data"), tmp.path().join("elsewhere"));
    std::fs::create_dir_all(&elsewhere).unwrap();
    // Nothing built yet: every place tried is named, and `heslar build` suggested, once.
    let o = run(&elsewhere, &data, None, &["check", "hrad"]);
    assert_exit(&o, 2);
    let e = stderr(&o);
    assert!(e.contains("no lexicons found"), "{e}");
    assert!(e.contains("HESLAR_DIR (not set)"), "{e}");
    assert!(
        e.contains(&format!("{}", elsewhere.join("output").display())),
        "{e}"
    );
    assert!(
        e.contains(&format!("{}", data.join("heslar/last-build").display())),
        "{e}"
    );
    assert!(
        e.contains(&format!("{}", data.join("heslar/output").display())),
        "{e}"
    );
    assert!(e.contains("heslar build"), "{e}");
    // A named directory without a build: the path, the hint, the OS error said once.
    let o = run(
        &elsewhere,
        &data,
        Some(&tmp.path().join("none")),
        &["check", "hrad"],
    );
    assert_exit(&o, 2);
    let e = stderr(&o);
    assert!(e.contains("none/manifest.json"), "{e}");
    assert!(
        e.contains("from HESLAR_DIR") && e.contains("heslar build"),
        "{e}"
    );
    assert_eq!(e.matches("No such file or directory").count(), 1, "{e}");

    // A build somewhere: recorded as the last one, found from elsewhere.
    let built = tmp.path().join("built");
    let o = run(
        p.path(),
        &data,
        None,
        &["build", "-q", "-o", built.to_str().unwrap()],
    );
    assert_exit(&o, 0);
    assert_eq!(
        std::fs::read_to_string(data.join("heslar/last-build")).unwrap(),
        format!("{}\n", built.display())
    );
    let o = run(&elsewhere, &data, None, &["check", "-l", "alfa", "hradu"]);
    assert_exit(&o, 0);
    let o = run(
        &elsewhere,
        &data,
        None,
        &["search", "-l", "alfa", "--pattern", "k*"],
    );
    assert_eq!(stdout(&o), "kolo\n");
    // --explain reads the sources and rules the manifest recorded: no flags.
    let o = run(
        &elsewhere,
        &data,
        None,
        &["check", "--explain", "-l", "alfa", "hradu"],
    );
    assert_exit(&o, 0);
    assert!(
        stdout(&o).contains("hradu\talfa\tadmissible"),
        "{}",
        stdout(&o)
    );
    // HESLAR_DIR comes before the last build; --output before both.
    let other = project("pes\n");
    let second = tmp.path().join("second");
    let o = run(other.path(), &data, Some(&second), &["build", "-q"]);
    assert_exit(&o, 0);
    assert!(second.join("manifest.json").exists());
    let o = run(
        &elsewhere,
        &data,
        Some(&built),
        &["check", "-l", "alfa", "hrad"],
    );
    assert_exit(&o, 0);
    let o = run(&elsewhere, &data, None, &["check", "-l", "alfa", "pes"]);
    assert_exit(&o, 0); // the last build is now `second`
    let o = run(
        &elsewhere,
        &data,
        Some(&second),
        &["check", "-o", built.to_str().unwrap(), "-l", "alfa", "pes"],
    );
    assert_exit(&o, 1);
    // output/ of the current directory comes before the last build.
    let o = run(p.path(), &data, None, &["build", "-q", "-l", "alfa"]);
    assert_exit(&o, 0);
    let o = run(other.path(), &data, None, &["build", "-q"]);
    assert_exit(&o, 0); // the last build: other's output/, without hrad
    let o = run(&elsewhere, &data, None, &["check", "-l", "alfa", "hrad"]);
    assert_exit(&o, 1);
    let o = run(p.path(), &data, None, &["check", "-l", "alfa", "hrad"]);
    assert_exit(&o, 0);
    // The platform data directory, last: found when nothing else is.
    std::fs::remove_file(data.join("heslar/last-build")).unwrap();
    let platform = data.join("heslar/output");
    let o = run(
        other.path(),
        &data,
        None,
        &["build", "-q", "-o", platform.to_str().unwrap()],
    );
    assert_exit(&o, 0);
    std::fs::remove_file(data.join("heslar/last-build")).unwrap();
    let o = run(&elsewhere, &data, None, &["check", "-l", "alfa", "pes"]);
    assert_exit(&o, 0);
}

#[test]
fn a_partial_build_keeps_the_other_lexicons() {
    let p = project("hrad/H\nkolo\nrybník\n");
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let o = run(
        p.path(),
        tmp.path(),
        None,
        &["build", "-q", "-o", out.to_str().unwrap()],
    );
    assert_exit(&o, 0);
    // alfa's rules change, beta's do not: `build -l alfa` rebuilds alfa and keeps beta.
    std::fs::write(
        p.path().join("rules/games/alfa.toml"),
        "name = \"alfa\"\ntitle = \"A2\"\nsources = \"all\"\nmin_length = 5\n",
    )
    .unwrap();
    let o = run(
        p.path(),
        tmp.path(),
        None,
        &["build", "-q", "-l", "alfa", "-o", out.to_str().unwrap()],
    );
    assert_exit(&o, 0);
    let m: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("manifest.json")).unwrap()).unwrap();
    let names: Vec<&str> = m["lexicons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["alfa", "beta"]);
    assert_eq!(m["lexicons"][0]["title"], "A2");
    let o = run(
        p.path(),
        tmp.path(),
        None,
        &["check", "-o", out.to_str().unwrap(), "kolo"],
    );
    // kolo: 4 letters, now too short for alfa; beta kept (min 5: not kolo, but rybník).
    assert_exit(&o, 1);
    assert!(
        stdout(&o).contains("move\talfa\tNOT admissible"),
        "{}",
        stdout(&o)
    );
    assert!(
        stdout(&o).contains("move\tbeta\tNOT admissible"),
        "{}",
        stdout(&o)
    );
    let o = run(
        p.path(),
        tmp.path(),
        None,
        &["check", "-o", out.to_str().unwrap(), "-l", "beta", "rybník"],
    );
    assert_exit(&o, 0);
}

#[test]
fn short_names_and_help() {
    let o = heslar_default(&["check", "-l", "plus", "ženě"], None);
    assert_exit(&o, 0);
    assert!(
        stdout(&o).contains("ženě\tscrabble-plus\tadmissible"),
        "{}",
        stdout(&o)
    );
    let o = heslar_default(&["check", "-l", "klasik", "-l", "kk", "hrad"], None);
    assert_exit(&o, 0);
    assert!(
        stdout(&o).contains("move\tkriskros\tadmissible"),
        "{}",
        stdout(&o)
    );
    let o = heslar_default(
        &["search", "-l", "kk", "--anagram", "chaat", "--count"],
        None,
    );
    assert_exit(&o, 0);
    let o = heslar_in(&repo(), &["--help"], None);
    assert_exit(&o, 0);
    let help = stdout(&o);
    for (short, full, line) in heslar::games::SHORT_NAMES {
        assert!(
            help.contains(short) && help.contains(full) && help.contains(line),
            "{short}: {help}"
        );
    }
    assert!(
        help.contains("HESLAR_DIR") && help.contains("last-build"),
        "{help}"
    );
}
