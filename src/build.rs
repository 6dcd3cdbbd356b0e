//! `heslar build`: sources → admitted lemmas → forms → one FST per lexicon + manifest + report.
//!
//! The plan is made and validated before any work ([`Plan::load`]): the source manifest, every
//! source, the category lists, the label policies and the game rules files. Then:
//!
//! 1. admission decides every headword ([`crate::admit`]);
//! 2. inflection expands each admitted Hunspell entry with its own affix rules (`hrad/HR` → hrad,
//!    hradu, hradem, hradě, ...), minus the words the source marks FORBIDDENWORD;
//! 3. selection applies each game's rules (`rules/games/*.toml`: sources, forms, minimum length,
//!    taxative precedence);
//! 4. output writes `output/<lexicon>.fst`, `output/report.json`, `output/rejected.tsv` and
//!    `output/manifest.json`, each atomically.

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::admit::{admit, Admission, Categories, Decision, Labels, SourceCounts};
use crate::error::{read_text, FileErrors, LineError};
use crate::lexicon::{self, sha256_hex, InputFile, LexiconInfo, Manifest};
use crate::sources::{self, Entry, LoadedSource, Role};
use crate::text::{has_capital, is_all_letters, letter_count};

/// Which forms of an admitted word a lexicon takes (RULES.md §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Forms {
    /// Every form: all cases, all verb forms including transgressives.
    Plus,
}

/// Which sources a lexicon is built from.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum SourceSelection {
    /// `"all"`.
    All(String),
    /// A list of source ids.
    Ids(Vec<String>),
}

/// `rules/games/<name>.toml`: one lexicon's rules.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct GameRules {
    pub name: String,
    pub title: String,
    pub sources: SourceSelection,
    pub forms: Forms,
    /// Minimum length in letters.
    pub min_length: usize,
}

/// A game rules file with its path and hash.
#[derive(Debug, Clone)]
pub struct Game {
    pub rules: GameRules,
    pub path: PathBuf,
    pub sha256: String,
}

/// Where a build reads from and writes to.
#[derive(Debug, Clone)]
pub struct BuildOptions {
    pub sources_dir: PathBuf,
    pub rules_dir: PathBuf,
    pub output_dir: PathBuf,
    /// Build only these lexicons (all when empty).
    pub only: Vec<String>,
    /// Show progress bars on stderr (hidden anyway when stderr is not a terminal).
    pub progress: bool,
}

/// Everything a build needs, read and validated.
pub struct Plan {
    pub options: BuildOptions,
    pub manifest: sources::Manifest,
    pub sources: Vec<LoadedSource>,
    pub categories: Categories,
    pub labels: Labels,
    pub games: Vec<Game>,
    pub rules_files: Vec<InputFile>,
}

impl Plan {
    /// Reads and validates every input. All errors of all files are collected.
    pub fn load(options: BuildOptions) -> Result<Plan, FileErrors> {
        let mut errors = FileErrors::new();
        let manifest = sources::Manifest::load(&options.sources_dir)?;
        let sources = sources::load_all(&manifest);
        let categories = Categories::load(&options.rules_dir);
        let labels = Labels::load(&options.rules_dir);
        let games = load_games(&options.rules_dir, &manifest, &options.only);
        let rules_files = hash_tree(&options.rules_dir);
        let sources = keep(sources, &mut errors);
        let categories = keep(categories, &mut errors);
        let labels = keep(labels, &mut errors);
        let games = keep(games, &mut errors);
        let rules_files = keep(rules_files, &mut errors);
        match (sources, categories, labels, games, rules_files) {
            (Some(sources), Some(categories), Some(labels), Some(games), Some(rules_files))
                if errors.is_empty() =>
            {
                Ok(Plan {
                    options,
                    manifest,
                    sources,
                    categories,
                    labels,
                    games,
                    rules_files,
                })
            }
            _ => Err(errors),
        }
    }
}

fn keep<T>(r: Result<T, FileErrors>, errors: &mut FileErrors) -> Option<T> {
    match r {
        Ok(v) => Some(v),
        Err(e) => {
            errors.errors.extend(e.errors);
            None
        }
    }
}

/// Reads `rules/games/*.toml`, in name order; `only` selects some of them by name.
pub fn load_games(
    rules_dir: &Path,
    manifest: &sources::Manifest,
    only: &[String],
) -> Result<Vec<Game>, FileErrors> {
    let dir = rules_dir.join("games");
    let mut errors = FileErrors::new();
    let mut paths: Vec<PathBuf> = match std::fs::read_dir(&dir) {
        Ok(rd) => rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect(),
        Err(e) => {
            return Err(
                LineError::new(&dir, 0, format!("cannot read the games directory: {e}")).into(),
            )
        }
    };
    paths.sort();
    let mut games = Vec::new();
    for path in paths {
        let text = match read_text(&path) {
            Ok(t) => t,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        let rules: GameRules = match toml::from_str(&text) {
            Ok(r) => r,
            Err(e) => {
                errors
                    .errors
                    .extend(sources::toml_error(&path, &text, e).errors);
                continue;
            }
        };
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        if rules.name != stem {
            errors.push(LineError::new(
                &path,
                1,
                format!(
                    "name {:?} differs from the file name {stem:?}.toml",
                    rules.name
                ),
            ));
        }
        if let SourceSelection::Ids(ids) = &rules.sources {
            for id in ids {
                if !manifest.sources.iter().any(|s| &s.id == id) {
                    errors.push(LineError::new(
                        &path,
                        text.lines()
                            .position(|l| l.contains(id.as_str()))
                            .map_or(0, |i| i + 1),
                        format!(
                            "unknown source {id:?}; sources.toml lists {}",
                            manifest
                                .sources
                                .iter()
                                .map(|s| s.id.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ));
                }
            }
        } else if let SourceSelection::All(s) = &rules.sources {
            if s != "all" {
                errors.push(LineError::new(
                    &path,
                    0,
                    format!("sources = {s:?}: expected \"all\" or a list of source ids"),
                ));
            }
        }
        if rules.min_length == 0 {
            errors.push(LineError::new(&path, 0, "min_length must be at least 1"));
        }
        games.push(Game {
            rules,
            sha256: sha256_hex(text.as_bytes()),
            path,
        });
    }
    for name in only {
        if !games.iter().any(|g| &g.rules.name == name) {
            errors.push(LineError::new(
                &dir,
                0,
                format!(
                    "no lexicon {name:?}; known: {}",
                    games
                        .iter()
                        .map(|g| g.rules.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
    }
    if games.is_empty() {
        errors.push(LineError::new(&dir, 0, "no *.toml game rules file"));
    }
    if !only.is_empty() {
        games.retain(|g| only.contains(&g.rules.name));
    }
    errors.into_result(games)
}

/// SHA-256 of every file under a directory, in path order.
fn hash_tree(dir: &Path) -> Result<Vec<InputFile>, FileErrors> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
        for e in std::fs::read_dir(dir)? {
            let p = e?.path();
            if p.is_dir() {
                walk(&p, out)?;
            } else {
                out.push(p);
            }
        }
        Ok(())
    }
    let mut paths = Vec::new();
    walk(dir, &mut paths).map_err(|e| LineError::new(dir, 0, format!("cannot read: {e}")))?;
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let bytes = std::fs::read(&p).map_err(|e| LineError::new(&p, 0, e.to_string()))?;
            let rel = p.strip_prefix(dir).unwrap_or(&p);
            Ok(InputFile {
                path: rel.to_string_lossy().replace('\\', "/"),
                sha256: sha256_hex(&bytes),
            })
        })
        .collect::<Result<Vec<_>, LineError>>()
        .map_err(FileErrors::from)
}

/// The result of a build, for the caller to print.
#[derive(Debug, Clone, Serialize)]
pub struct BuildReport {
    pub sources: Vec<SourceCounts>,
    pub lexicons: Vec<LexiconInfo>,
    pub warnings: Vec<String>,
    /// Forms dropped per reason (non-letter forms, too short, ...), per lexicon.
    pub dropped_forms: BTreeMap<String, BTreeMap<String, u64>>,
}

/// Forms of one source: `general` words, and for taxative sources the words they decide.
struct SourceForms {
    role: Role,
    lengths: Vec<usize>,
    words: Vec<String>,
}

/// Runs the whole build.
pub fn run(plan: &Plan) -> anyhow::Result<BuildReport> {
    let out = &plan.options.output_dir;
    std::fs::create_dir_all(out).map_err(|e| {
        anyhow::anyhow!("{}: cannot create the output directory: {e}", out.display())
    })?;

    let admission = admit(&plan.sources, &plan.categories, &plan.labels);
    let counts = admission.counts(&plan.sources);

    let mut per_source = Vec::new();
    for (i, s) in plan.sources.iter().enumerate() {
        let words = inflect_source(s, &admission.decisions[i], plan.options.progress);
        per_source.push(SourceForms {
            role: s.spec.role,
            lengths: s.spec.lengths.clone(),
            words,
        });
    }

    let mut lexicons = Vec::new();
    let mut dropped_forms = BTreeMap::new();
    for game in &plan.games {
        let (words, dropped) = select(plan, game, &per_source);
        let bytes = lexicon::fst_bytes(words.iter().map(String::as_str))?;
        let file = format!("{}.fst", game.rules.name);
        lexicon::write_atomic(&out.join(&file), &bytes)?;
        let mut by_len = BTreeMap::new();
        for w in &words {
            *by_len.entry(letter_count(w)).or_insert(0u64) += 1;
        }
        let shared_rules = rules_hash(&plan.rules_files, Some(&game.path));
        lexicons.push(LexiconInfo {
            name: game.rules.name.clone(),
            title: game.rules.title.clone(),
            file,
            words: words.len() as u64,
            bytes: bytes.len() as u64,
            sha256: sha256_hex(&bytes),
            rules_sha256: sha256_hex(format!("{}{}", game.sha256, shared_rules).as_bytes()),
            words_by_length: by_len,
            notes: vec![],
        });
        dropped_forms.insert(game.rules.name.clone(), dropped);
    }

    let warnings: Vec<String> = plan
        .sources
        .iter()
        .flat_map(|s| s.warnings.iter())
        .chain(admission.warnings.iter())
        .map(|w| w.to_string())
        .collect();
    let report = BuildReport {
        sources: counts,
        lexicons: lexicons.clone(),
        warnings,
        dropped_forms,
    };
    write_rejected(plan, &admission, &out.join("rejected.tsv"))?;
    lexicon::write_atomic(
        &out.join("report.json"),
        &serde_json::to_vec_pretty(&report)?,
    )?;

    let manifest = Manifest {
        tool: format!("heslar {}", env!("CARGO_PKG_VERSION")),
        format_version: lexicon::FORMAT_VERSION,
        sources: source_files(plan)?,
        rules: plan.rules_files.clone(),
        rules_sha256: rules_hash(&plan.rules_files, None),
        lexicons,
        report: serde_json::json!({
            "sources": report.sources,
            "warnings": report.warnings.len(),
        }),
    };
    lexicon::write_atomic(
        &out.join(lexicon::MANIFEST),
        &serde_json::to_vec_pretty(&manifest)?,
    )?;
    Ok(report)
}

/// Hash over the rules files (paths + hashes). With `game`, the other games' files are left out,
/// so that editing one game's file changes only that lexicon's rules hash.
fn rules_hash(files: &[InputFile], game: Option<&Path>) -> String {
    let own = game
        .and_then(|g| g.file_name())
        .map(|n| n.to_string_lossy().into_owned());
    let mut h = String::new();
    for f in files {
        let is_game = f.path.starts_with("games/");
        if game.is_some() && is_game {
            continue;
        }
        h.push_str(&f.path);
        h.push(' ');
        h.push_str(&f.sha256);
        h.push('\n');
    }
    if let Some(own) = own {
        h.push_str(&own);
    }
    sha256_hex(h.as_bytes())
}

fn source_files(plan: &Plan) -> anyhow::Result<BTreeMap<String, Vec<InputFile>>> {
    let mut out = BTreeMap::new();
    for spec in &plan.manifest.sources {
        let mut files = Vec::new();
        for f in std::iter::once(&spec.file).chain(spec.aff.iter()) {
            let bytes = std::fs::read(plan.manifest.dir.join(f))?;
            files.push(InputFile {
                path: f.to_string_lossy().replace('\\', "/"),
                sha256: sha256_hex(&bytes),
            });
        }
        out.insert(spec.id.clone(), files);
    }
    Ok(out)
}

/// All forms of the admitted headwords of one source (unsorted, with duplicates).
fn inflect_source(s: &LoadedSource, decisions: &[Decision], progress: bool) -> Vec<String> {
    let Some(aff) = &s.aff else {
        // TSV sources: the admitted words themselves (inflection from paradigm hints comes with
        // the morphology tables).
        return decisions
            .iter()
            .filter_map(|d| match d {
                Decision::Admitted { words } => Some(words.clone()),
                _ => None,
            })
            .flatten()
            .collect();
    };
    let forbidden: HashSet<&str> = match aff.forbidden_word {
        Some(q) => s
            .headwords
            .iter()
            .filter(|h| matches!(&h.entry, Entry::Hunspell { entry, .. } if entry.has(q)))
            .map(|h| h.word.as_str())
            .collect(),
        None => HashSet::new(),
    };
    let admitted: Vec<&crate::hunspell::DicEntry> = s
        .headwords
        .iter()
        .zip(decisions)
        .filter_map(|(h, d)| match (&h.entry, d) {
            (Entry::Hunspell { entry, .. }, Decision::Admitted { .. }) => Some(entry),
            _ => None,
        })
        .collect();
    let bar = progress_bar(
        progress,
        admitted.len() as u64,
        &format!("inflecting {}", s.spec.id),
    );
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8);
    let chunk = admitted.len().div_ceil(threads).max(1);
    let mut words: Vec<String> = Vec::new();
    std::thread::scope(|scope| {
        let handles: Vec<_> = admitted
            .chunks(chunk)
            .map(|part| {
                let bar = bar.clone();
                let forbidden = &forbidden;
                scope.spawn(move || {
                    let mut out = Vec::with_capacity(part.len() * 16);
                    for (i, e) in part.iter().enumerate() {
                        aff.expand(e, &mut |form, _| {
                            if !forbidden.contains(form) {
                                out.push(form.to_string());
                            }
                        });
                        if i % 4096 == 4095 {
                            bar.inc(4096);
                        }
                    }
                    out
                })
            })
            .collect();
        for h in handles {
            words.extend(h.join().expect("inflection thread panicked"));
        }
    });
    bar.finish_and_clear();
    words
}

fn progress_bar(enabled: bool, len: u64, msg: &str) -> indicatif::ProgressBar {
    if !enabled {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(len);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{msg:24} {bar:40} {pos}/{len} ({elapsed})")
            .expect("valid template"),
    );
    bar.set_message(msg.to_string());
    bar
}

/// One game's word set, sorted in byte order and deduplicated, and the counts of dropped forms.
fn select(
    plan: &Plan,
    game: &Game,
    per_source: &[SourceForms],
) -> (Vec<String>, BTreeMap<String, u64>) {
    let chosen = |i: usize| match &game.rules.sources {
        SourceSelection::All(_) => true,
        SourceSelection::Ids(ids) => ids.contains(&plan.sources[i].spec.id),
    };
    // Lengths that a chosen taxative source alone decides (RULES.md §2, ČAS 000 §2.9).
    let taxative_lengths: HashSet<usize> = per_source
        .iter()
        .enumerate()
        .filter(|&(i, s)| chosen(i) && s.role == Role::Taxative)
        .flat_map(|(_, s)| s.lengths.iter().copied())
        .collect();
    let mut dropped: BTreeMap<String, u64> = BTreeMap::new();
    let mut words = Vec::new();
    for (i, s) in per_source.iter().enumerate() {
        if !chosen(i) {
            continue;
        }
        for w in &s.words {
            let n = letter_count(w);
            let reason = if !is_all_letters(w) {
                Some("non-letter form")
            } else if has_capital(w) {
                Some("form with a capital")
            } else if n < game.rules.min_length {
                Some("shorter than the minimum length")
            } else if taxative_lengths.contains(&n)
                && !(s.role == Role::Taxative && s.lengths.contains(&n))
            {
                Some("length decided by a taxative list only")
            } else {
                None
            };
            match reason {
                Some(r) => *dropped.entry(r.to_string()).or_default() += 1,
                None => words.push(w.clone()),
            }
        }
    }
    words.sort_unstable();
    words.dedup();
    (words, dropped)
}

/// `output/rejected.tsv`: every rejected headword with its rule, for explanations and review.
fn write_rejected(plan: &Plan, admission: &Admission, path: &Path) -> anyhow::Result<()> {
    lexicon::write_atomic_with(path, |w| {
        writeln!(w, "word\tsource\tline\trule\tdetail")?;
        for (s, ds) in plan.sources.iter().zip(&admission.decisions) {
            for (h, d) in s.headwords.iter().zip(ds) {
                if let Decision::Rejected { rule, detail } = d {
                    writeln!(
                        w,
                        "{}\t{}\t{}\t{}\t{}",
                        h.word,
                        s.spec.id,
                        h.origin.line,
                        rule.id(),
                        detail.replace(['\t', '\n'], " ")
                    )?;
                }
            }
        }
        Ok(())
    })?;
    Ok(())
}
