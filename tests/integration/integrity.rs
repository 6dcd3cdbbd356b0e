//! Integrity (issue 14): a build is applied whole or not at all, and no query answers from a
//! lexicon it has not verified. Each test reproduces an attack of the issue and counts its trials;
//! `cargo test --release --test integration integrity -- --nocapture` prints the counts.
//!
//! The build attacks use a small generated project (two lexicons, `alfa` and `beta`, from one
//! Hunspell source of 20,000 words): a build takes a few tenths of a second, so that kills land
//! anywhere in it, and the real dictionary is not needed.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::util::*;

const AFF: &str = "SET UTF-8\n\nSFX H Y 2\nSFX H 0 u .\nSFX H 0 y .\n";

/// A project whose source has `n` generated words and the marker word `marker` (which tells
/// builds of different projects apart), building the lexicons `alfa` and `beta`.
fn project(n: usize, seed: u64, marker: &str) -> Project {
    let mut rng = Rng(seed);
    let letters: Vec<char> = "abcdeěfghijklmnoprstuvyzž".chars().collect();
    let mut dic = vec![
        format!("{}", n + 2),
        "hrad/H".to_string(),
        format!("{marker}/H"),
    ];
    for _ in 0..n {
        let len = 4 + rng.below(6) as usize;
        let w: String = (0..len)
            .map(|_| letters[rng.below(letters.len() as u64) as usize])
            .collect();
        dic.push(format!("{w}/H"));
    }
    let dic = dic.join("\n") + "\n";
    let sources = "[[source]]\nid = \"hun\"\ntitle = \"t\"\nformat = \"hunspell\"\nfile = \"t.dic\"\naff = \"t.aff\"\nlicence = \"x\"\nrole = \"general\"\n";
    Project::new(&[
        ("sources/sources.toml", sources),
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

/// `heslar build` of a project into `out`, as a child process not yet waited for.
fn spawn_build(
    p: &Project,
    out: &Path,
    extra: &[&str],
    env: &[(&str, &str)],
) -> std::process::Child {
    let mut c = Command::new(env!("CARGO_BIN_EXE_heslar"));
    c.env("XDG_DATA_HOME", crate::util::test_data_home());
    c.args(["build", "-q", "--output", out.to_str().unwrap()])
        .args(extra)
        .current_dir(p.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (k, v) in env {
        c.env(k, v);
    }
    c.spawn().unwrap()
}

fn build(p: &Project, out: &Path) {
    let o = spawn_build(p, out, &[], &[]).wait_with_output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

fn signal(child: &std::process::Child, sig: i32) {
    // SAFETY: kill(2) on the id of a child we have not waited for yet.
    unsafe {
        libc::kill(child.id() as i32, sig);
    }
}

/// The build `out` holds is complete and verified: every lexicon opens against the manifest,
/// and all come from one project. Returns that project's marker word.
fn consistent_build(out: &Path, markers: &[&str]) -> Result<String, String> {
    heslar::lexicon::with_snapshot(out, |s| {
        let mut found = Vec::new();
        for name in s.manifest.names() {
            let lex = s.lexicon(name)?;
            found.push(
                markers
                    .iter()
                    .find(|m| lex.contains(m))
                    .map(|m| m.to_string()),
            );
        }
        Ok(found)
    })
    .map_err(|e| e.to_string())
    .and_then(|found| {
        let first = found.first().cloned().flatten();
        match first {
            Some(m) if found.len() == 2 && found.iter().all(|f| f.as_deref() == Some(&m)) => Ok(m),
            _ => Err(format!("a mixed build: {found:?}")),
        }
    })
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn run_in(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_heslar"));
    c.env("XDG_DATA_HOME", crate::util::test_data_home());
    c.args(args)
        .current_dir(dir)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = c.spawn().unwrap();
    if let Some(input) = stdin {
        use std::io::Write;
        let mut i = child.stdin.take().unwrap();
        let _ = i.write_all(input);
    }
    child.wait_with_output().unwrap()
}

fn no_panic(o: &Output) {
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(!e.contains("panicked") && o.status.code().is_some(), "{e}");
}

#[test]
fn concurrent_builds_are_serialised_and_never_mixed() {
    let (a, b) = (project(20_000, 1, "zzzaaa"), project(20_000, 2, "zzzbbb"));
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let mut rng = Rng(0xC0FFEE);
    let trials = 20;
    let mut waited = 0;
    for trial in 0..trials {
        let first = spawn_build(&a, &out, &[], &[]);
        std::thread::sleep(Duration::from_millis(rng.below(150)));
        signal(&first, libc::SIGSTOP);
        let second = spawn_build(&b, &out, &[], &[]);
        std::thread::sleep(Duration::from_millis(50 + rng.below(150)));
        // While the first is stopped, the second waits for the lock: no file is shared.
        let mid = consistent_build(&out, &["zzzaaa", "zzzbbb"]);
        assert!(mid.is_ok() || trial == 0, "trial {trial}: {mid:?}");
        signal(&first, libc::SIGCONT);
        let o1 = first.wait_with_output().unwrap();
        let o2 = second.wait_with_output().unwrap();
        assert!(o1.status.success() && o2.status.success(), "trial {trial}");
        if String::from_utf8_lossy(&o2.stderr).contains("waiting for it to finish") {
            waited += 1;
        }
        // Whichever took the lock last is in place, whole.
        consistent_build(&out, &["zzzaaa", "zzzbbb"])
            .unwrap_or_else(|e| panic!("trial {trial}: {e}"));
    }
    eprintln!("integrity: {trials} SIGSTOP-forced interleavings of two builds, {waited} waited for the lock, 0 mixed builds");
}

#[test]
fn killed_builds_leave_the_previous_build_whole() {
    let (a, b) = (project(20_000, 3, "zzzaaa"), project(20_000, 4, "zzzbbb"));
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    build(&a, &out);
    let t0 = Instant::now();
    build(&b, &out);
    let full = t0.elapsed().as_millis() as u64;
    let mut rng = Rng(0xDEAD_BEEF);
    let mut expected = "zzzbbb".to_string();
    let (mut killed, mut finished) = (0, 0);
    let kills = 60;
    for trial in 0..kills {
        let (p, marker) = if trial % 2 == 0 {
            (&a, "zzzaaa")
        } else {
            (&b, "zzzbbb")
        };
        let mut child = spawn_build(p, &out, &[], &[]);
        std::thread::sleep(Duration::from_millis(rng.below(full + 20)));
        let _ = child.kill(); // SIGKILL
        let status = child.wait().unwrap();
        if status.success() {
            finished += 1;
            expected = marker.to_string();
        } else {
            killed += 1;
        }
        let now = consistent_build(&out, &["zzzaaa", "zzzbbb"])
            .unwrap_or_else(|e| panic!("trial {trial}: {e}"));
        // Either the previous build, or (killed after the swap) the new one; never a mix.
        assert!(now == expected || now == marker, "trial {trial}");
        expected = now;
    }
    // Exactly between the renames: a crash at each step of the commit.
    let points = ["staged", "verified", "named", "swapped"];
    for (i, point) in points.iter().cycle().take(12).enumerate() {
        let (p, marker) = if i % 2 == 0 {
            (&a, "zzzaaa")
        } else {
            (&b, "zzzbbb")
        };
        let o = spawn_build(p, &out, &[], &[("HESLAR_CRASH_AT", point)])
            .wait_with_output()
            .unwrap();
        assert!(!o.status.success());
        let now = consistent_build(&out, &["zzzaaa", "zzzbbb"]).unwrap();
        let want = if *point == "swapped" {
            marker
        } else {
            expected.as_str()
        };
        assert_eq!(now, want, "crash at {point}");
        expected = now;
        // Queries answer from it.
        let c = run_in(
            tmp.path(),
            &["check", "-o", "out", "-l", "alfa", "hrad"],
            None,
        );
        assert_eq!(
            c.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&c.stderr)
        );
    }
    // The next build removes what the killed ones left.
    build(&a, &out);
    let names = names_in(&out);
    let gens = names.iter().filter(|n| n.starts_with("gen-")).count();
    assert!(gens <= 2, "{names:?}");
    assert!(
        !names.iter().any(|n| n.starts_with(".staging-")
            || n.contains(".tmp-")
            || n.starts_with(".current-")),
        "{names:?}"
    );
    eprintln!("integrity: {kills} SIGKILLs at random points ({killed} killed, {finished} finished first) + 12 crashes between renames (staged, verified, named, swapped): 0 mixed or broken builds, leftovers removed");
}

#[test]
fn a_build_out_of_space_leaves_the_previous_build() {
    let (a, b) = (project(20_000, 5, "zzzaaa"), project(20_000, 6, "zzzbbb"));
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    build(&a, &out);
    let mut trials = 0;
    // `ulimit -f` (in 512-byte blocks): with SIGXFSZ ignored a write fails with EFBIG (the
    // build reports it), otherwise the signal kills the build; both at several sizes.
    for blocks in [1, 8, 64, 200, 400] {
        for ignore in [true, false] {
            let script = format!(
                "{} ulimit -f {blocks}; exec \"$0\" build -q --output \"$1\"",
                if ignore { "trap '' XFSZ;" } else { "" }
            );
            let o = Command::new("sh")
                .args([
                    "-c",
                    &script,
                    env!("CARGO_BIN_EXE_heslar"),
                    out.to_str().unwrap(),
                ])
                .current_dir(b.path())
                .output()
                .unwrap();
            trials += 1;
            if o.status.success() {
                continue; // the limit was large enough
            }
            assert!(!String::from_utf8_lossy(&o.stderr).contains("panicked"));
            assert_eq!(
                consistent_build(&out, &["zzzaaa", "zzzbbb"]).unwrap(),
                "zzzaaa",
                "ulimit -f {blocks}"
            );
        }
    }
    build(&b, &out);
    assert_eq!(
        consistent_build(&out, &["zzzaaa", "zzzbbb"]).unwrap(),
        "zzzbbb"
    );
    // A full disk: a small tmpfs, mounted in a private mount namespace (nothing stays mounted),
    // that holds one build but not a second beside it.
    let size = walk_size(&heslar::output::resolve(&out).unwrap()) * 3 / 2 / 1024 + 64;
    let script = r#"d=$(mktemp -d) || exit 90
mount -t tmpfs -o size="$1" tmpfs "$d" 2>/dev/null || exit 77
(cd "$2" && "$0" build -q --output "$d/out") || exit 91
(cd "$3" && "$0" build -q --output "$d/out" 2>"$d/../err-$$"); echo "second=$?"
grep -c 'No space left' "$d/../err-$$"; rm -f "$d/../err-$$"
"$0" check -o "$d/out" -l alfa zzzaaa >/dev/null; echo "check=$?"
ls -a "$d/out" | grep -c staging; true"#;
    let o = Command::new("unshare")
        .args(["-m", "sh", "-c", script, env!("CARGO_BIN_EXE_heslar")])
        .arg(format!("{size}k"))
        .args([a.path(), b.path()])
        .output();
    match o {
        // 77: no tmpfs could be mounted; no output: no mount namespace could be made.
        Ok(o) if o.status.code() != Some(77) && !o.stdout.is_empty() => {
            let text = String::from_utf8_lossy(&o.stdout).into_owned();
            assert_eq!(
                text.lines().collect::<Vec<_>>(),
                ["second=2", "1", "check=0", "0"],
                "{text}{}",
                String::from_utf8_lossy(&o.stderr)
            );
            eprintln!("integrity: {trials} builds out of file space (ulimit -f, EFBIG and SIGXFSZ) and 1 on a full {size} KiB tmpfs (ENOSPC): previous build intact every time, staging removed");
        }
        _ => eprintln!("integrity: {trials} builds out of file space (ulimit -f, EFBIG and SIGXFSZ): previous build intact every time; SKIPPED the full tmpfs (cannot mount one here: needs root)"),
    }
}

/// The bytes of the files under a directory.
fn walk_size(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| {
            let m = e.metadata().unwrap();
            if m.is_dir() {
                walk_size(&e.path())
            } else {
                m.len()
            }
        })
        .sum()
}

#[test]
fn checks_while_builds_swap_never_fail() {
    let (a, b) = (project(2_000, 7, "zzzaaa"), project(2_000, 8, "zzzbbb"));
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    build(&a, &out);
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (checks, failures, builds) = std::thread::scope(|s| {
        let builder = s.spawn(|| {
            let mut n = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                build(if n % 2 == 0 { &b } else { &a }, &out);
                n += 1;
            }
            n
        });
        let mut failures = Vec::new();
        let mut checks = 0;
        let start = Instant::now();
        while checks < 300 || start.elapsed() < Duration::from_secs(5) {
            let o = run_in(
                tmp.path(),
                &["check", "-o", "out", "-l", "alfa", "hrad", "hradu"],
                None,
            );
            checks += 1;
            if o.status.code() != Some(0) {
                failures.push(String::from_utf8_lossy(&o.stderr).into_owned());
            }
            if checks >= 2000 {
                break;
            }
        }
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        (checks, failures, builder.join().unwrap())
    });
    assert!(builds >= 5, "{builds} builds");
    assert!(
        failures.is_empty(),
        "{} of {checks} failed: {:?}",
        failures.len(),
        &failures[..1]
    );
    eprintln!("integrity: {checks} checks while {builds} builds swapped in: 0 failures");
}

/// CRC32C (Castagnoli), as the fst crate's checksum: to forge a structurally broken file with
/// a valid checksum.
fn crc32c(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0x82F6_3B78
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn tampered_lexicons_are_errors_never_answers() {
    let a = project(2_000, 9, "zzzaaa");
    let out = a.path().join("output");
    build(&a, &out);
    let dir = heslar::output::resolve(&out).unwrap();
    let path = dir.join("alfa.fst");
    let good = std::fs::read(&path).unwrap();
    let other = std::fs::read(dir.join("beta.fst")).unwrap();
    let mut rng = Rng(0x5EED);
    let trials = 300;
    let mut errors = 0;
    for trial in 0..trials {
        let mut bad = good.clone();
        match trial % 5 {
            0 => {
                let i = rng.below(bad.len() as u64) as usize;
                bad[i] ^= 1 + rng.below(255) as u8;
            }
            1 => bad.truncate(rng.below(bad.len() as u64) as usize),
            2 => bad.extend_from_slice(b"xyz"),
            // Another lexicon with its size made equal (same size, other contents).
            3 => {
                bad = other.clone();
                bad.resize(good.len(), 0);
            }
            _ => {
                // Several flipped bytes and a recomputed fst checksum.
                for _ in 0..1 + rng.below(4) {
                    let i = rng.below(bad.len() as u64 - 4) as usize;
                    bad[i] ^= 1 + rng.below(255) as u8;
                }
                let n = bad.len();
                let c = crc32c(&bad[..n - 4]);
                bad[n - 4..].copy_from_slice(&c.to_le_bytes());
            }
        }
        if bad == good {
            continue;
        }
        std::fs::write(&path, &bad).unwrap();
        let cmd: &[&str] = match trial % 3 {
            0 => &["check", "-l", "alfa", "hrad"],
            1 => &["search", "-l", "alfa", "--pattern", "h*"],
            _ => &["export", "alfa"],
        };
        let o = run_in(a.path(), cmd, None);
        no_panic(&o);
        assert_eq!(
            o.status.code(),
            Some(2),
            "trial {trial}: {cmd:?} answered from a tampered lexicon"
        );
        errors += 1;
    }
    std::fs::write(&path, &good).unwrap();
    let o = run_in(a.path(), &["check", "-l", "alfa", "hrad"], None);
    assert_eq!(o.status.code(), Some(0));
    // Two lexicons swapped, with the sizes in the manifest swapped too: still refused.
    let mpath = dir.join("manifest.json");
    let manifest = std::fs::read_to_string(&mpath).unwrap();
    let mut m: serde_json::Value = serde_json::from_str(&manifest).unwrap();
    let (ba, bb) = (
        m["lexicons"][0]["bytes"].clone(),
        m["lexicons"][1]["bytes"].clone(),
    );
    m["lexicons"][0]["bytes"] = bb;
    m["lexicons"][1]["bytes"] = ba;
    std::fs::write(&mpath, serde_json::to_vec(&m).unwrap()).unwrap();
    std::fs::write(&path, &other).unwrap();
    std::fs::write(dir.join("beta.fst"), &good).unwrap();
    let o = run_in(a.path(), &["check", "hrad"], None);
    no_panic(&o);
    assert_eq!(o.status.code(), Some(2));
    eprintln!("integrity: {errors} tampered lexicons (flipped bytes, truncated, extended, another lexicon of the same size, flips with a recomputed fst checksum) over check, search and export: {errors} errors, 0 panics, 0 answers; swapped lexicons refused");
}

#[test]
fn structurally_corrupt_lexicons_with_a_forged_manifest_never_panic() {
    // The worst case: the fst checksum recomputed AND the manifest's size and SHA-256 forged to
    // match, so only the structural walk stands between the file and the fst crate.
    let a = project(2_000, 10, "zzzaaa");
    let out = a.path().join("output");
    build(&a, &out);
    let dir = heslar::output::resolve(&out).unwrap();
    let path = dir.join("alfa.fst");
    let mpath = dir.join("manifest.json");
    let good = std::fs::read(&path).unwrap();
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&mpath).unwrap()).unwrap();
    let probes = ["hrad", "hradu", "zzzaaa", "zzzaaay", "a", "xyzzy"];
    let re_h = regex::Regex::new("^h").unwrap();
    let mut rng = Rng(0xF00D);
    let trials = 400;
    let (mut refused, mut answered, mut panics, mut wrong) = (0, 0, 0, 0);
    for _ in 0..trials {
        let mut bad = good.clone();
        for _ in 0..1 + rng.below(3) {
            let i = rng.below(bad.len() as u64 - 4) as usize;
            bad[i] ^= 1 + rng.below(255) as u8;
        }
        let n = bad.len();
        let c = crc32c(&bad[..n - 4]);
        bad[n - 4..].copy_from_slice(&c.to_le_bytes());
        std::fs::write(&path, &bad).unwrap();
        let mut m = manifest.clone();
        m["lexicons"][0]["sha256"] = heslar::lexicon::sha256_hex(&bad).into();
        std::fs::write(&mpath, serde_json::to_vec(&m).unwrap()).unwrap();
        let _ = std::fs::remove_file(dir.join(".verified"));
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let checker = heslar::check::Checker::open(&out, &["alfa".to_string()])?;
            let verdicts: Vec<bool> = probes
                .iter()
                .map(|w| checker.check_word(w).admissible[0])
                .collect();
            let scanned = heslar::search::scan(&checker.lexicons[0].set, &re_h, |_| true);
            Ok::<_, heslar::lexicon::LexiconError>((verdicts, scanned))
        }));
        match result {
            Err(_) => panics += 1,
            Ok(Err(_)) => refused += 1,
            Ok(Ok((verdicts, scanned))) => {
                answered += 1;
                // Accepted: a well-formed set of the manifest's size. Its answers must be
                // those of its own keys (a different but valid set, as the forged manifest
                // says), never garbage of a broken structure.
                let set = fst::Set::new(bad.clone()).unwrap();
                let mut keys = Vec::new();
                let mut st = set.stream();
                use fst::Streamer;
                while let Some(k) = st.next() {
                    keys.push(String::from_utf8(k.to_vec()).unwrap());
                }
                for (w, v) in probes.iter().zip(&verdicts) {
                    if keys.binary_search(&w.to_string()).is_ok() != *v {
                        wrong += 1;
                    }
                }
                let want: Vec<&String> = keys.iter().filter(|k| k.starts_with('h')).collect();
                if scanned.iter().collect::<Vec<_>>() != want {
                    wrong += 1;
                }
            }
        }
    }
    std::fs::write(&path, &good).unwrap();
    std::fs::write(&mpath, serde_json::to_vec_pretty(&manifest).unwrap()).unwrap();
    assert_eq!(panics, 0);
    assert_eq!(wrong, 0);
    eprintln!("integrity: {trials} structurally corrupt lexicons with recomputed fst checksum and forged manifest: {refused} refused, {answered} well-formed sets answered by their own keys, 0 panics, 0 wrong answers");
}

#[test]
fn the_manifest_is_validated_before_use() {
    let a = project(200, 11, "zzzaaa");
    let out = a.path().join("output");
    build(&a, &out);
    let dir = heslar::output::resolve(&out).unwrap();
    let mpath = dir.join("manifest.json");
    let good: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&mpath).unwrap()).unwrap();
    type Edit = fn(&mut serde_json::Value);
    let cases: Vec<(&str, Edit)> = vec![
        ("short sha256", |m| m["lexicons"][0]["sha256"] = "ab".into()),
        ("huge word count", |m| {
            m["lexicons"][0]["words"] = 300_000_000_000u64.into()
        }),
        ("no lexicon", |m| m["lexicons"] = serde_json::json!([])),
        ("file outside", |m| {
            m["lexicons"][0]["file"] = "../../etc/passwd".into()
        }),
        ("reserved name", |m| {
            m["lexicons"][0]["name"] = "lemmas".into();
            m["lexicons"][0]["file"] = "lemmas.fst".into();
        }),
        ("alphabet path", |m| {
            m["lexicons"][0]["alphabet"] = "../../x".into()
        }),
        ("lemma index path", |m| {
            m["files"][0]["path"] = "/etc/passwd".into()
        }),
        ("control characters", |m| {
            m["lexicons"][0]["title"] = "\u{1b}[2J".into()
        }),
    ];
    let commands: [&[&str]; 5] = [
        &["check", "hrad"],
        &["judge", "-l", "alfa"],
        &["export", "alfa"],
        &["search", "-l", "alfa", "--pattern", "h*"],
        &["diff", "output", "output"],
    ];
    let mut n = 0;
    for (what, edit) in &cases {
        let mut m = good.clone();
        edit(&mut m);
        std::fs::write(&mpath, serde_json::to_vec(&m).unwrap()).unwrap();
        for cmd in commands {
            let o = run_in(a.path(), cmd, Some(b"hrad\n"));
            no_panic(&o);
            assert_eq!(o.status.code(), Some(2), "{what}: {cmd:?}");
            n += 1;
        }
    }
    std::fs::write(&mpath, serde_json::to_vec_pretty(&good).unwrap()).unwrap();
    // A corrupted lemma index: diff reports it, never panics.
    let lemmas = dir.join("lemmas.fst");
    let mut bytes = std::fs::read(&lemmas).unwrap();
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0xff;
    std::fs::write(&lemmas, &bytes).unwrap();
    let o = run_in(a.path(), &["diff", "output", "output"], None);
    no_panic(&o);
    assert_eq!(o.status.code(), Some(2));
    eprintln!("integrity: {n} queries on {} kinds of bad manifest, and diff on a corrupted lemma index: all errors, 0 panics", cases.len());
}

#[test]
fn a_partial_build_keeps_the_other_lexicons() {
    let a = project(500, 12, "zzzaaa");
    let out = a.path().join("output");
    build(&a, &out);
    let o = spawn_build(&a, &out, &["-l", "beta"], &[])
        .wait_with_output()
        .unwrap();
    assert!(o.status.success());
    let m = heslar::lexicon::Manifest::load(&out).unwrap();
    assert_eq!(m.names(), ["alfa", "beta"]);
    assert_eq!(consistent_build(&out, &["zzzaaa"]).unwrap(), "zzzaaa");
    // The lemma index still knows the words of the lexicon carried over (hrad: alfa only).
    let snap = heslar::lexicon::Snapshot::open(&out).unwrap();
    assert!(snap.lemma_map().unwrap().get("hrad").is_some());
    // The lexicon files stay where people look for them.
    assert!(out.join("alfa.fst").is_file() && out.join("manifest.json").is_file());
    // A current build that cannot be read verified is never dropped silently.
    let gen = heslar::output::resolve(&out).unwrap();
    let bytes = std::fs::read(gen.join("alfa.fst")).unwrap();
    std::fs::write(gen.join("alfa.fst"), &bytes[..bytes.len() / 2]).unwrap();
    let o = spawn_build(&a, &out, &["-l", "beta"], &[])
        .wait_with_output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("build every lexicon"));
    assert_eq!(heslar::output::resolve(&out).unwrap(), gen);
}

#[test]
fn nothing_is_read_or_written_outside_the_project() {
    let tmp = tempfile::tempdir().unwrap();
    let outside = tmp.path().join("outside");
    std::fs::create_dir_all(&outside).unwrap();
    std::fs::write(
        outside.join("payload.tsv"),
        "tile\tcount\tvalue\tvowel\na\t1\t1\t1\n",
    )
    .unwrap();
    std::fs::write(outside.join("victim"), "precious").unwrap();
    let mut failures = Vec::new();
    let mut n = 0;
    let mut expect_error = |p: &Project, what: &str, needle: &str| {
        let o = run_in(p.path(), &["build", "-q"], None);
        no_panic(&o);
        let e = String::from_utf8_lossy(&o.stderr).into_owned();
        n += 1;
        if o.status.code() != Some(2) || !e.contains(needle) || e.contains("root:") {
            failures.push(format!("{what}: {:?} {e}", o.status.code()));
        }
    };
    // A game's alphabet that climbs out of rules/.
    let p = project(50, 13, "zzzaaa");
    let rel = pathdiff(&outside.join("payload"), &p.path().join("rules/alphabets"));
    std::fs::write(
        p.path().join("rules/games/alfa.toml"),
        format!("name = \"alfa\"\ntitle = \"A\"\nsources = \"all\"\nmin_length = 2\nalphabet = \"{rel}\"\n"),
    )
    .unwrap();
    expect_error(&p, "alphabet ../", "alphabet");
    // A game named like the lemma index, or not an identifier.
    for name in ["lemmas", "manifest", "current", "Alfa", "a/b"] {
        let p = project(50, 13, "zzzaaa");
        std::fs::remove_file(p.path().join("rules/games/alfa.toml")).unwrap();
        let file = format!("{}.toml", name.replace('/', "_"));
        std::fs::write(
            p.path().join("rules/games").join(file),
            format!("name = \"{name}\"\ntitle = \"A\"\nsources = \"all\"\nmin_length = 2\n"),
        )
        .unwrap();
        expect_error(&p, name, "name");
    }
    // sources.toml naming /etc/passwd, or ../
    for file in ["/etc/passwd", "../../../../../../etc/passwd"] {
        let p = project(50, 13, "zzzaaa");
        std::fs::write(
            p.path().join("sources/sources.toml"),
            format!("[[source]]\nid = \"x\"\ntitle = \"t\"\nformat = \"tsv\"\nfile = \"{file}\"\nlicence = \"x\"\nrole = \"general\"\n"),
        )
        .unwrap();
        expect_error(&p, file, "absolute path or one with `..`");
    }
    // A source id that would name a directory outside rules/morphology/.
    let p = project(50, 13, "zzzaaa");
    let toml = std::fs::read_to_string(p.path().join("sources/sources.toml")).unwrap();
    std::fs::write(
        p.path().join("sources/sources.toml"),
        toml.replace("id = \"hun\"", "id = \"../../../outside\""),
    )
    .unwrap();
    expect_error(&p, "source id ../", "is not an identifier");
    // A symlinked source leading out.
    let p = project(50, 13, "zzzaaa");
    std::fs::remove_file(p.path().join("sources/t.dic")).unwrap();
    std::os::unix::fs::symlink(outside.join("victim"), p.path().join("sources/t.dic")).unwrap();
    expect_error(&p, "symlink out", "symlink");
    // FIFOs under rules/ and as a source: an error at once, not a hang.
    for (at, needle) in [
        (
            "rules/categories/fifo.txt",
            "fifo.txt: cannot read: not a regular file",
        ),
        ("sources/t.aff", "t.aff"),
    ] {
        let p = project(50, 13, "zzzaaa");
        let f = p.path().join(at);
        std::fs::create_dir_all(f.parent().unwrap()).unwrap();
        let _ = std::fs::remove_file(&f);
        let c = std::ffi::CString::new(f.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo with a valid C string.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
        let t = Instant::now();
        expect_error(&p, at, needle);
        assert!(t.elapsed() < Duration::from_secs(20));
    }
    // Planted symlinks in output/ at every name a build writes: nothing outside changes.
    let p = project(50, 13, "zzzaaa");
    let out = p.path().join("output");
    std::fs::create_dir_all(&out).unwrap();
    for name in [
        "alfa.fst",
        "beta.fst",
        "manifest.json",
        "lemmas.fst",
        "lemmas.tsv",
        "report.json",
        "rejected.tsv",
        ".alfa.fst.tmp-1",
        ".manifest.json.tmp-1",
        ".lock",
        ".staging-0",
    ] {
        std::os::unix::fs::symlink(outside.join("victim"), out.join(name)).unwrap();
    }
    let o = run_in(p.path(), &["build", "-q"], None);
    no_panic(&o);
    n += 1;
    assert_eq!(
        std::fs::read_to_string(outside.join("victim")).unwrap(),
        "precious"
    );
    // A planted .lock link is refused (O_NOFOLLOW); without it the build goes through.
    std::fs::remove_file(out.join(".lock")).unwrap();
    let o = run_in(p.path(), &["build", "-q"], None);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(outside.join("victim")).unwrap(),
        "precious"
    );
    assert_eq!(names_in(&outside), ["payload.tsv", "victim"]);
    // `current` pointing outside is refused by queries.
    std::fs::remove_file(out.join("current")).unwrap();
    std::os::unix::fs::symlink(&outside, out.join("current")).unwrap();
    // (Its own data home: the shared one of the test process records the last build of
    // whichever test built last, which a query would fall back to.)
    let home = tempfile::tempdir().unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_heslar"))
        .env("XDG_DATA_HOME", home.path())
        .args(["check", "hrad"])
        .current_dir(p.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("integrity: {n} escape attempts (alphabet ../, reserved and non-identifier names, /etc/passwd and ../ in sources.toml, a source id ../, a symlink out, FIFOs, planted symlinks in output/): all refused, nothing outside written");
}

/// `to` relative to `from` (both absolute, in one temp dir).
fn pathdiff(to: &Path, from: &Path) -> String {
    let to: Vec<_> = to.components().collect();
    let from: Vec<_> = from.components().collect();
    let common = to.iter().zip(&from).take_while(|(a, b)| a == b).count();
    let mut p = PathBuf::new();
    for _ in common..from.len() {
        p.push("..");
    }
    for c in &to[common..] {
        p.push(c);
    }
    p.to_string_lossy().into_owned()
}

#[test]
fn bombs_are_refused_in_bounded_time() {
    // An affix cross product: 400 cross prefixes x 400 cross suffixes on one entry (13 KB).
    let mut aff = String::from("SET UTF-8\nPFX P Y 400\n");
    for i in 0..400 {
        aff.push_str(&format!("PFX P 0 {} .\n", prefix_of(i)));
    }
    aff.push_str("SFX S Y 400\n");
    for i in 0..400 {
        aff.push_str(&format!("SFX S 0 {} .\n", prefix_of(i + 7)));
    }
    let p = project(10, 14, "zzzaaa");
    std::fs::write(p.path().join("sources/t.aff"), &aff).unwrap();
    std::fs::write(p.path().join("sources/t.dic"), "1\nhrad/PS\n").unwrap();
    let t = Instant::now();
    let o = Command::new("sh")
        .args([
            "-c",
            "ulimit -v 2000000; exec \"$0\" build -q",
            env!("CARGO_BIN_EXE_heslar"),
        ])
        .current_dir(p.path())
        .output()
        .unwrap();
    no_panic(&o);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("t.dic:2: hrad: its flags can make up to"));
    assert!(t.elapsed() < Duration::from_secs(10));
    // An affix class of 65,536 rules: refused, not wrapped.
    let mut aff = String::from("SET UTF-8\nSFX S Y 65536\n");
    for i in 0..65536 {
        aff.push_str(&format!("SFX S 0 {} .\n", prefix_of(i)));
    }
    std::fs::write(p.path().join("sources/t.aff"), &aff).unwrap();
    std::fs::write(p.path().join("sources/t.dic"), "1\nhrad\n").unwrap();
    let o = run_in(p.path(), &["build", "-q"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("a class may have at most 65535"));
    // Racks: 24 and 38 tiles refused at once; 20 tiles with 4 blanks stop at the work limit.
    let a = project(20_000, 15, "zzzaaa");
    build(&a, &a.path().join("output"));
    let plus = default_output(); // built once, before the clock starts
    for rack in [
        "abcdefghijklmnoprstuvyzž",
        "abcdefghijklmnoprstuvyzžabcdefghijklmn",
        "abcdefghijklmnop????",
    ] {
        let t = Instant::now();
        let o = run_in(
            &repo(),
            &[
                "search",
                "-o",
                plus.to_str().unwrap(),
                "-l",
                "scrabble-plus",
                "--subanagram",
                rack,
                "--count",
            ],
            None,
        );
        no_panic(&o);
        assert!(
            t.elapsed() < Duration::from_secs(10),
            "{rack}: {:?}",
            t.elapsed()
        );
        assert_eq!(o.status.code(), Some(2), "{rack}");
    }
    // `yes hrad | heslar check | head` ends at once, in bounded memory.
    let t = Instant::now();
    let o = Command::new("sh")
        .args([
            "-c",
            "yes hrad | \"$0\" check -o \"$1\" -l alfa | head -3",
            env!("CARGO_BIN_EXE_heslar"),
            a.path().join("output").to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .take(3)
            .collect::<Vec<_>>(),
        ["hrad\t1"; 3]
    );
    assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
    // A 30 MB one-word line: answered "not a word" quickly, never admitted.
    let mut long = vec![b'a'; 30 << 20];
    long.extend_from_slice(b"\nhrad\n");
    let t = Instant::now();
    let o = run_in(
        &a.path().join("output"),
        &["check", "-o", ".", "-l", "alfa"],
        Some(&long),
    );
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{:?}", &text[..text.len().min(200)]);
    assert!(
        lines[0].ends_with("…\t-") && lines[0].len() < 200,
        "{}",
        lines[0]
    );
    assert_eq!(lines[1], "hrad\t1");
    assert!(t.elapsed() < Duration::from_secs(5));
    eprintln!("integrity: bombs refused in bounded time: an affix cross product of 160,000 forms per entry (under ulimit -v 2 GB), a 65,536-rule class, racks of 24 and 38 tiles and of 20 with 4 blanks, `yes hrad | check | head`, a 30 MB line");
}

fn prefix_of(i: usize) -> String {
    let letters: Vec<char> = "abcdefghijklmnoprstuvz".chars().collect();
    let mut s = String::new();
    let mut n = i;
    loop {
        s.push(letters[n % letters.len()]);
        n /= letters.len();
        if n == 0 {
            break;
        }
    }
    s
}

#[test]
fn answers_never_echo_what_could_forge_them() {
    let a = project(200, 16, "zzzaaa");
    let out = a.path().join("output");
    build(&a, &out);
    // Batch: a tab or an escape sequence in the input never makes a column.
    let o = run_in(
        a.path(),
        &["check", "-l", "alfa"],
        Some(b"xyzzy\t1\nhr\x1b[2Jad\nhrad\n"),
    );
    let text = String::from_utf8(o.stdout.clone()).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines, ["xyzzy\\u{9}1\t-", "hr\\u{1b}[2Jad\t-", "hrad\t1"]);
    assert_eq!(o.status.code(), Some(2));
    // A closed stdout is an error, not a yes.
    let mut child = Command::new(env!("CARGO_BIN_EXE_heslar"))
        .args(["check", "-l", "alfa"])
        .current_dir(a.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    {
        use std::io::Write;
        let mut i = child.stdin.take().unwrap();
        let _ = i.write_all(&b"hrad\n".repeat(100_000));
    }
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("broken pipe"));
    // Judge: escape sequences never reach the log raw; the log has one line per move.
    let log = a.path().join("judge.log");
    let mut input = "hrad\nx\x1b[2K\r2026-01-01T00:00:00Z\talfa\tx\tPŘÍPUSTNÉ\nhr\u{e1}d "
        .as_bytes()
        .to_vec();
    input.extend_from_slice(b"\xe1\n"); // a Latin-2 byte
    let o = run_in(
        a.path(),
        &["judge", "-l", "alfa", "--log", log.to_str().unwrap()],
        Some(&input),
    );
    no_panic(&o);
    let shown = String::from_utf8_lossy(&o.stdout).into_owned();
    assert_eq!(shown.matches("NEPŘÍPUSTNÉ").count(), 2, "{shown}");
    let logged = std::fs::read(&log).unwrap();
    assert!(!logged.contains(&0x1b) && !logged.contains(&b'\r'));
    let logged = String::from_utf8(logged).unwrap();
    assert_eq!(logged.lines().count(), 3, "{logged}");
    assert!(
        logged.lines().all(|l| l.split('\t').count() == 5),
        "{logged}"
    );
    // A log that cannot be written never hides the verdict.
    let o = run_in(
        a.path(),
        &["judge", "-l", "alfa", "--log", "/dev/full"],
        Some(b"hrad\n"),
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("PŘÍPUSTNÉ"));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not in the log"));
    // A read-only log neither.
    let ro = a.path().join("ro.log");
    std::fs::write(&ro, "").unwrap();
    std::fs::set_permissions(&ro, std::os::unix::fs::PermissionsExt::from_mode(0o444)).unwrap();
    let o = run_in(
        a.path(),
        &["judge", "-l", "alfa", "--log", ro.to_str().unwrap()],
        Some(b"hrad\n"),
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("PŘÍPUSTNÉ"));
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        // (root writes read-only files anyway)
        assert!(String::from_utf8_lossy(&o.stderr).contains("WITHOUT a log"));
    }
    // A log that cannot be opened at all (a directory): the judge still judges.
    let o = run_in(
        a.path(),
        &["judge", "-l", "alfa", "--log", "."],
        Some(b"hrad\n"),
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("PŘÍPUSTNÉ"));
    assert!(String::from_utf8_lossy(&o.stderr).contains("WITHOUT a log"));
    eprintln!("integrity: batch tab/escape injections escaped, closed pipe exit 2, judge log injections escaped (3 lines, 5 fields each), a full or read-only log reported and the verdict shown");
}

#[test]
fn one_input_policy_for_every_query() {
    let a = project(200, 17, "zzzaaa");
    let out = a.path().join("output");
    build(&a, &out);
    let looks_like_hrad = [
        "\u{feff}hrad",
        "hr\u{200b}ad",
        "hr\u{ad}ad",
        "h\u{200d}rad",
        "ｈｒａｄ",
        "HRAD",
        "\u{2060}hrad",
    ];
    for w in looks_like_hrad {
        let o = run_in(a.path(), &["check", "-l", "alfa", w], None);
        assert_eq!(o.status.code(), Some(0), "check {w:?}");
        let o = run_in(
            a.path(),
            &["check", "-l", "alfa"],
            Some(format!("{w}\n").as_bytes()),
        );
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            "hrad\t1\n",
            "batch {w:?}"
        );
        let o = run_in(
            a.path(),
            &["judge", "-l", "alfa"],
            Some(format!("{w}\n").as_bytes()),
        );
        assert!(
            !String::from_utf8_lossy(&o.stdout).contains("NEPŘÍPUSTNÉ"),
            "judge {w:?}"
        );
        let o = run_in(a.path(), &["search", "-l", "alfa", "--pattern", w], None);
        assert_eq!(String::from_utf8_lossy(&o.stdout), "hrad\n", "search {w:?}");
    }
    let o = run_in(
        a.path(),
        &["search", "-l", "alfa", "--pattern", "hrad[U]"],
        None,
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), "hradu\n");
    let o = run_in(
        a.path(),
        &["search", "-l", "alfa", "--pattern", "HRAD?"],
        None,
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), "hradu\nhrady\n");
    let o = heslar_default(
        &[
            "search",
            "-l",
            "scrabble-plus",
            "--pattern",
            "z\u{30C}ene\u{30C}",
        ],
        None,
    );
    assert_eq!(stdout(&o), "ženě\n");
    let o = run_in(
        a.path(),
        &[
            "search",
            "-l",
            "alfa",
            "--pattern",
            "h*",
            "--prefix",
            "zz top",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn explain_reports_every_changed_input() {
    let a = project(200, 18, "zzzaaa");
    let out = a.path().join("output");
    build(&a, &out);
    // An input deleted since the build, and a source changed.
    std::fs::write(
        a.path().join("rules/games/gamma.toml"),
        "name = \"gamma\"\ntitle = \"G\"\nsources = \"all\"\nmin_length = 2\n",
    )
    .unwrap();
    std::fs::remove_file(a.path().join("rules/games/beta.toml")).unwrap();
    let dic = std::fs::read_to_string(a.path().join("sources/t.dic")).unwrap();
    std::fs::write(
        a.path().join("sources/t.dic"),
        dic.replace("hrad/H", "hrad"),
    )
    .unwrap();
    let o = run_in(
        a.path(),
        &["check", "-l", "alfa", "--explain", "--json", "hradu"],
        None,
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let stale: Vec<String> = v["stale_inputs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect();
    for want in [
        "rules/games/gamma.toml (added)",
        "rules/games/beta.toml (deleted)",
        "source hun: t.dic (changed)",
    ] {
        assert!(stale.iter().any(|s| s == want), "{want}: {stale:?}");
    }
    // The lexicon's verdict (hradu admissible) decides, with the reason.
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(v["words"][0]["lexicons"][0]["admissible"], true);
}
