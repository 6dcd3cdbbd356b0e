//! Test harness: the real binary, fresh temp dirs, and one shared build of the default sources.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

/// The build plan of the repository's sources and rules, and the index of its default
/// Hunspell source (`hunspell-cs`).
pub fn repo_plan() -> (heslar::build::Plan, usize) {
    let plan = heslar::build::Plan::load(heslar::build::BuildOptions {
        output_dir: default_output(),
        ..heslar::build::BuildOptions::in_dir(repo())
    })
    .unwrap();
    let si = plan
        .sources
        .iter()
        .position(|s| s.spec.id == "hunspell-cs")
        .unwrap();
    (plan, si)
}

/// The repository root (sources/, rules/).
pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `heslar ARGS` in `dir`, with `stdin` as standard input.
pub fn heslar_in(dir: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_heslar"));
    // Builds record themselves as the last build under the platform data directory: the tests'
    // builds do so in a directory of their own, never the developer's.
    c.env("XDG_DATA_HOME", test_data_home());
    c.args(args).current_dir(dir).stdin(if stdin.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    });
    c.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = c.spawn().expect("heslar runs");
    if let Some(input) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
    }
    child.wait_with_output().expect("heslar finishes")
}

/// The platform data directory of the test run's heslar processes (see [`heslar_in`]).
pub fn test_data_home() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| tempfile::tempdir().unwrap()).path()
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("UTF-8 stdout")
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[track_caller]
pub fn assert_exit(o: &Output, code: i32) {
    assert_eq!(
        o.status.code(),
        Some(code),
        "exit code\nstdout:\n{}\nstderr:\n{}",
        stdout(o),
        stderr(o)
    );
}

/// The output directory of one build of the repository's own sources and rules, made once per
/// test run (the build takes seconds in release mode).
pub fn default_build() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = tempfile::tempdir().unwrap();
        let out = d.path().join("output");
        let o = heslar_in(
            &repo(),
            &["build", "--quiet", "--output", out.to_str().unwrap()],
            None,
        );
        assert_exit(&o, 0);
        d
    })
    .path()
}

pub fn default_output() -> PathBuf {
    default_build().join("output")
}

/// Runs `heslar ARGS --output <default build>` from the repository.
pub fn heslar_default(args: &[&str], stdin: Option<&str>) -> Output {
    let out = default_output();
    let mut a: Vec<&str> = args.to_vec();
    a.push("--output");
    a.push(out.to_str().unwrap());
    heslar_in(&repo(), &a, stdin)
}

/// A scratch project: sources/ and rules/ written from (relative path, contents) pairs.
pub struct Project {
    pub dir: tempfile::TempDir,
}

impl Project {
    pub fn new(files: &[(&str, &str)]) -> Project {
        let dir = tempfile::tempdir().unwrap();
        for (rel, text) in files {
            let p = dir.path().join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        Project { dir }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn run(&self, args: &[&str], stdin: Option<&str>) -> Output {
        heslar_in(self.dir.path(), args, stdin)
    }

    pub fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.dir.path().join(rel)).unwrap()
    }
}

/// Copies a directory tree, leaving out directories named in `skip`.
pub fn copy_dir(from: &Path, to: &Path, skip: &[&str]) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap();
        let t = to.join(name);
        if p.is_dir() {
            if !skip.iter().any(|s| name == *s) {
                copy_dir(&p, &t, skip);
            }
        } else {
            std::fs::copy(&p, &t).unwrap();
        }
    }
}

/// A deterministic xorshift generator: the trials are the same on every run.
pub struct Rng(pub u64);

impl Rng {
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}
