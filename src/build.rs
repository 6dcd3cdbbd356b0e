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
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::admit::{admit, Admission, Categories, Decision, Labels, SourceCounts};
use crate::degree::Degrees;
use crate::error::{read_text, FileErrors, LineError};
use crate::lexicon::{self, sha256_hex, InputFile, LexiconInfo, Manifest};
use crate::morph::{self, Analysis, Aspect, Aspects, EntryTags, RuleTags, Selection, Tag, Tagger};
use crate::paradigm::{Assignment, Irregular, Paradigms};
use crate::sources::{self, Entry, Headword, LoadedSource, Role};
use crate::text::{has_capital, is_all_letters, letter_count};

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
    /// Minimum length in letters.
    pub min_length: usize,
    /// Which analyses the lexicon takes (RULES.md §3); absent: every form (PLUS).
    #[serde(default)]
    pub select: Selection,
    /// What `min_length` counts: letters (default), tiles of `alphabet`, or cards of `deck`.
    #[serde(default)]
    pub length_unit: LengthUnit,
    /// `rules/alphabets/<name>.tsv`: every word must be spelled with these tiles (Kris Kros:
    /// CH is one tile; the joker stands only for letters of the game).
    #[serde(default)]
    pub alphabet: Option<String>,
    /// `rules/alphabets/<name>.tsv` read as a card deck: every word must be laid with its
    /// cards (Syllabatim), with at least `min_length` cards.
    #[serde(default)]
    pub deck: Option<String>,
    /// Categories this game forbids beyond RULES.md §2: `place-adjective` (Kris Kros).
    #[serde(default)]
    pub forbid: Vec<GameForbid>,
    /// Notes the manifest carries for this lexicon (e.g. which sources stand in for the ones
    /// the game's rules name).
    #[serde(default)]
    pub notes: Vec<String>,
}

/// What a game's minimum length counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LengthUnit {
    #[default]
    Letters,
    Tiles,
    Cards,
}

/// Game-specific forbidden categories.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameForbid {
    /// Adjectives derived from place names (Kris Kros, seed 001): ostravský.
    PlaceAdjective,
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
    /// Let `sources.toml` name files outside the sources directory (absolute paths, `..`,
    /// symlinks leading out): off unless asked for (`heslar build --allow-outside`).
    pub allow_outside: bool,
}

impl BuildOptions {
    /// The layout of a checkout: `sources/`, `rules/` and `output/` under `root`, every
    /// lexicon, no progress bars (the examples and tests that load the default plan).
    pub fn in_dir(root: impl AsRef<Path>) -> BuildOptions {
        let root = root.as_ref();
        BuildOptions {
            sources_dir: root.join("sources"),
            rules_dir: root.join("rules"),
            output_dir: root.join("output"),
            only: vec![],
            progress: false,
            allow_outside: false,
        }
    }
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
    /// The morphology of each source (`rules/morphology/<source id>/`), where there is one.
    pub morphology: Vec<Option<SourceMorphology>>,
    /// heslar's paradigm tables (`rules/morphology/paradigms.tsv`, `prefixes.tsv`).
    pub paradigms: Option<Paradigms>,
    /// Full tables of irregular words (`rules/morphology/irregular/*.tsv`).
    pub irregular: Irregular,
    /// Adjectives derived from place names (only when a game forbids them).
    pub place_adjectives: crate::games::PlaceAdjectives,
    /// Alphabets and decks the games name, by name.
    pub alphabets: BTreeMap<String, crate::alphabet::Alphabet>,
    pub decks: BTreeMap<String, crate::alphabet::Deck>,
}

/// The tag tables and verbal aspects of one Hunspell source.
pub struct SourceMorphology {
    pub tagger: Tagger,
    pub aspects: Aspects,
    /// Comparative entries and the positives they grade (`degree.tsv` and src/degree.rs).
    pub degrees: Degrees,
    /// `rules/morphology/<id>/assign.tsv`: which paradigms of `rules/morphology/paradigms.tsv`
    /// each entry inflects by. Entries it does not assign inflect by the source's affix rules.
    pub assignment: Option<Assignment>,
    /// Which derivations of the source's flags are words (src/lexis.rs), where
    /// `rules/morphology/derivations.tsv` exists.
    pub lexis: Option<crate::lexis::Lexis>,
}

/// Loads `rules/morphology/<id>/{rules,entries,aspect}.tsv` for a Hunspell source.
fn load_morphology(
    rules_dir: &Path,
    s: &LoadedSource,
    manifest: &sources::Manifest,
    paradigms: Option<&Paradigms>,
    evidence: &std::sync::Arc<crate::lexis::Evidence>,
) -> Result<Option<SourceMorphology>, FileErrors> {
    let (Some(aff), Some(aff_rel)) = (&s.aff, &s.spec.aff) else {
        return Ok(None);
    };
    let dir = rules_dir.join("morphology").join(&s.spec.id);
    if !dir.is_dir() {
        return Ok(None);
    }
    let aff_path = manifest.dir.join(aff_rel);
    let rules = RuleTags::load(&dir.join("rules.tsv"), aff, &aff_path);
    let entries = EntryTags::load(&dir.join("entries.tsv"));
    let aspect_path = dir.join("aspect.tsv");
    let exceptions = if aspect_path.exists() {
        Aspects::load_exceptions(&aspect_path)
    } else {
        Ok(Default::default())
    };
    let mut errors = FileErrors::new();
    let rules = keep(rules, &mut errors);
    let entries = keep(entries, &mut errors);
    let exceptions = keep(exceptions, &mut errors);
    let assign_path = dir.join("assign.tsv");
    let assignment = match paradigms {
        Some(p) if assign_path.exists() => keep(Assignment::load(&assign_path, p), &mut errors),
        _ => None,
    };
    let (Some(rules), Some(entries), Some(exceptions)) = (rules, entries, exceptions) else {
        return Err(errors);
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    let (mut infinitives, mut forms) = (HashSet::new(), HashSet::new());
    let (mut comparatives, mut positives) = (Vec::new(), HashSet::new());
    for h in &s.headwords {
        if let Entry::Hunspell { entry, .. } = &h.entry {
            // One assignment lookup per entry decides verb, infinitive and comparative.
            let target = assignment
                .as_ref()
                .and_then(|a| a.find(&crate::paradigm::flag_pattern(&entry.flags), &entry.word));
            // Without an assignment, an entry with verb flags counts as an infinitive.
            let infinitive = match &assignment {
                Some(_) => target.is_some_and(|t| {
                    t.lemma.pos == "verb"
                        && t.lemma.cells.iter().any(|c| c.contains("VerbForm=Inf"))
                }),
                None => has_verb_flags(entry),
            };
            if infinitive {
                infinitives.insert(entry.word.clone());
            } else if has_verb_flags(entry) || target.is_some_and(|t| t.lemma.pos == "verb") {
                forms.insert(entry.word.clone());
            }
            match target.map(|t| &t.lemma) {
                Some(l) if is_comparative_tag(l) => comparatives.push(entry.word.as_str()),
                Some(l) if l.pos == "adj" => {
                    positives.insert(entry.word.clone());
                }
                _ => {}
            }
        }
    }
    let degree_path = dir.join("degree.tsv");
    let listed = if degree_path.exists() {
        Degrees::load_list(&degree_path)?
    } else {
        Default::default()
    };
    let degrees = Degrees::new(comparatives, &positives, &listed);
    // Lexis knows every verb entry: infinitives and verb forms listed as entries (mrknul).
    let verb_entries: HashSet<String> = infinitives.union(&forms).cloned().collect();
    let aspects = Aspects::new(infinitives, exceptions)
        .with_forms(forms)
        .with_adjectives(&positives);
    let table = rules_dir.join("morphology").join("derivations.tsv");
    let lexis = if table.exists() {
        Some(crate::lexis::Lexis::new(
            &table,
            evidence.clone(),
            verb_entries,
            positives,
        )?)
    } else {
        None
    };
    Ok(Some(SourceMorphology {
        tagger: Tagger { rules, entries },
        aspects,
        degrees,
        assignment,
        lexis,
    }))
}

/// A comparative's lemma tag (`mladší/YE`: `Case=Nom|Degree=Cmp|...`; `lépe/E`: `Degree=Cmp`).
fn is_comparative_tag(t: &Tag) -> bool {
    t.cells
        .iter()
        .any(|c| c.split('|').any(|kv| kv == "Degree=Cmp"))
}

/// A verb entry, whose forms feed the derivations of src/morph.rs: an entry with verb flags,
/// an infinitive (nést/ATN, dělat/JTN, moci/AN) or a present base (píšu/BN, budu/BN), or an
/// entry whose assigned lemma is a verb form though it has none of them (dojít/IN, psát/I,
/// vstát/IN, napsat/IN: the I class holds their imperatives; napsal/ON, krknul/N: their
/// l-participles are entries of their own).
pub fn is_verb_entry(assignment: Option<&Assignment>, e: &crate::hunspell::DicEntry) -> bool {
    has_verb_flags(e)
        || assignment
            .and_then(|a| a.find(&crate::paradigm::flag_pattern(&e.flags), &e.word))
            .is_some_and(|t| t.lemma.pos == "verb")
}

/// The Hunspell verb flags: infinitive classes A and J, present bases B.
fn has_verb_flags(e: &crate::hunspell::DicEntry) -> bool {
    e.flags.iter().any(|f| matches!(f, 'A' | 'J' | 'B'))
}

impl Plan {
    /// Reads and validates every input. All errors of all files are collected.
    pub fn load(options: BuildOptions) -> Result<Plan, FileErrors> {
        let mut errors = FileErrors::new();
        let manifest = sources::Manifest::load_with(&options.sources_dir, options.allow_outside)?;
        let sources = sources::load_all(&manifest);
        let categories = Categories::load(&options.rules_dir);
        let labels = Labels::load(&options.rules_dir);
        let games = load_games(&options.rules_dir, &manifest, &options.only);
        let sources = keep(sources, &mut errors);
        let categories = keep(categories, &mut errors);
        let labels = keep(labels, &mut errors);
        let games = keep(games, &mut errors);
        let mdir = options.rules_dir.join("morphology");
        let paradigms = if mdir.join("paradigms.tsv").exists() {
            keep(
                Paradigms::load(&mdir.join("paradigms.tsv"), &mdir.join("prefixes.tsv")),
                &mut errors,
            )
        } else {
            None
        };
        let irregular =
            keep(Irregular::load(&mdir.join("irregular")), &mut errors).unwrap_or_default();
        let evidence = std::sync::Arc::new(
            keep(crate::lexis::Evidence::load_all(&manifest), &mut errors).unwrap_or_default(),
        );
        let morphology: Vec<Option<SourceMorphology>> = match &sources {
            Some(sources) => sources
                .iter()
                .map(|s| {
                    keep(
                        load_morphology(
                            &options.rules_dir,
                            s,
                            &manifest,
                            paradigms.as_ref(),
                            &evidence,
                        ),
                        &mut errors,
                    )
                    .flatten()
                })
                .collect(),
            None => vec![],
        };
        let mut alphabets = BTreeMap::new();
        let mut decks = BTreeMap::new();
        let mut place_adjectives = crate::games::PlaceAdjectives::default();
        if let Some(games) = &games {
            let dir = options.rules_dir.join("alphabets");
            for g in games {
                if let Some(a) = &g.rules.alphabet {
                    if let Some(a) = keep(crate::alphabet::Alphabet::load(&dir, a), &mut errors) {
                        alphabets.insert(a.name.clone(), a);
                    }
                }
                if let Some(d) = &g.rules.deck {
                    if let Some(deck) = keep(crate::alphabet::Deck::load(&dir, d), &mut errors) {
                        decks.insert(d.clone(), deck);
                    }
                }
            }
            if let (true, Some(sources)) = (
                games
                    .iter()
                    .any(|g| g.rules.forbid.contains(&GameForbid::PlaceAdjective)),
                &sources,
            ) {
                let list = options
                    .rules_dir
                    .join("categories")
                    .join("place-adjectives.txt");
                if let Some(p) = keep(
                    crate::games::PlaceAdjectives::build(sources, &list),
                    &mut errors,
                ) {
                    place_adjectives = p;
                }
            }
        }
        // Hashed last, so that the files the parsers read are hashed as they were read.
        let rules_files = keep(hash_tree(&options.rules_dir), &mut errors);
        match (sources, categories, labels, games, rules_files) {
            (Some(sources), Some(categories), Some(labels), Some(games), Some(rules_files))
                if errors.is_empty() =>
            {
                Ok(Plan {
                    place_adjectives,
                    alphabets,
                    decks,
                    options,
                    manifest,
                    sources,
                    categories,
                    labels,
                    games,
                    rules_files,
                    morphology,
                    paradigms,
                    irregular,
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
        // Names become file names in output/ and rules/alphabets/: identifiers only, and not
        // the names of heslar's own files (a game `lemmas` would overwrite the lemma index).
        let named = [
            ("name", Some(&rules.name)),
            ("alphabet", rules.alphabet.as_ref()),
            ("deck", rules.deck.as_ref()),
        ];
        for (key, value) in named {
            if let Some(problem) = value.and_then(|v| lexicon::name_problem(v)) {
                let line = text
                    .lines()
                    .position(|l| l.trim_start().starts_with(key))
                    .map_or(0, |i| i + 1);
                errors.push(LineError::new(&path, line, format!("{key}: {problem}")));
            }
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
            let e = e?;
            let p = e.path();
            // A symlinked directory is not followed (no loops, nothing outside rules/); a
            // symlinked or special file is hashed by read_regular, which refuses FIFOs.
            if e.file_type()?.is_dir() {
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
            let sha256 = match crate::error::hash_as_read(&p) {
                Some(h) => h,
                None => sha256_hex(
                    &crate::error::read_regular(&p, crate::error::MAX_INPUT_BYTES)
                        .map_err(|e| LineError::new(&p, 0, format!("cannot read: {e}")))?,
                ),
            };
            let rel = p.strip_prefix(dir).unwrap_or(&p);
            Ok(InputFile {
                path: rel.to_string_lossy().replace('\\', "/"),
                sha256,
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
    /// Per source: admitted entries no table classifies (they never reach a lexicon that
    /// requires classified forms, such as KLASIK), and derived forms.
    pub morphology: BTreeMap<String, MorphologyCounts>,
}

/// Counts of the morphology stage for one source.
#[derive(Debug, Clone, Default, Serialize)]
pub struct MorphologyCounts {
    /// Flagged entries inflected by heslar's paradigm tables.
    pub by_paradigms: u64,
    /// Flagged entries inflected by the source's affix rules (no assignment row covers them).
    pub by_affix_rules: u64,
    pub unclassified_entries: u64,
    pub unclassified_examples: Vec<String>,
    /// Transgressives derived by src/morph.rs (present of imperfective, past of perfective verbs).
    pub transgressives: u64,
    /// Verbal noun forms derived from passive participles (dělán → dělání, děláním, ...).
    pub verbal_nouns: u64,
    /// Comparative entries (mladší/YE, lépe/E) of the source.
    pub comparatives: u64,
    /// Comparative entries linked to the positive they grade (mladší: mladý).
    pub comparatives_linked: u64,
    /// Comparative entries no positive was found for (the source does not list it).
    pub comparatives_unlinked_examples: Vec<String>,
    /// Forms of the source's derivational flags that are no words (src/lexis.rs), per class.
    pub dropped_derivations: BTreeMap<String, DroppedClass>,
}

/// The forms [`crate::lexis`] dropped of one class.
#[derive(Debug, Clone, Default, Serialize)]
pub struct DroppedClass {
    /// Entries with a dropped form of the class.
    pub entries: u64,
    /// Forms dropped (a form made twice counts twice).
    pub forms: u64,
    /// The first dropped form of the first 20 entries.
    pub examples: Vec<String>,
}

/// Forms of one source, each with the bitmask of the games whose selection admits it and the
/// id of the headword that makes it ([`lemma_id`]).
struct SourceForms {
    role: Role,
    lengths: Vec<usize>,
    words: Vec<(String, u8, u32)>,
}

/// A form [`crate::lexis`] dropped: the form, its class, the headword's [`lemma_id`].
type DroppedForm = (String, crate::lexis::Class, u32);

/// The id of a headword in the lemma index: source index × 2^24 + headword index.
fn lemma_id(source: usize, headword: usize) -> u32 {
    ((source as u32) << 24) | (headword as u32 & 0x00ff_ffff)
}

/// Runs the whole build.
pub fn run(plan: &Plan) -> anyhow::Result<BuildReport> {
    // The lock on the output directory and a fresh staging directory (src/output.rs): the
    // build is applied whole by `tx.commit` at the end, or not at all.
    let mut tx = crate::output::Transaction::begin(&plan.options.output_dir)?;

    let admission = admit(&plan.sources, &plan.categories, &plan.labels);
    let counts = admission.counts(&plan.sources);

    if plan.games.len() > 8 {
        anyhow::bail!("at most 8 lexicons can be built at once; use --lexicon");
    }
    let selections: Vec<&Selection> = plan.games.iter().map(|g| &g.rules.select).collect();
    // Games that forbid place adjectives: their bits are cleared on every form of such an entry.
    let place_mask: u8 = plan
        .games
        .iter()
        .enumerate()
        .filter(|(_, g)| g.rules.forbid.contains(&GameForbid::PlaceAdjective))
        .fold(0, |m, (i, _)| m | (1 << i));
    let forbid = EntryForbid {
        place_adjectives: &plan.place_adjectives,
        place_mask,
    };
    let mut per_source = Vec::new();
    let mut all_dropped: Vec<DroppedForm> = Vec::new();
    let mut morphology = BTreeMap::new();
    for (i, s) in plan.sources.iter().enumerate() {
        let (words, dropped_forms, mut counts) = inflect_source(
            s,
            &admission.decisions[i],
            Tables {
                morphology: plan.morphology.get(i).and_then(Option::as_ref),
                paradigms: plan.paradigms.as_ref(),
                irregular: &plan.irregular,
            },
            &selections,
            &forbid,
            plan.options.progress,
        );
        if let Some(m) = plan.morphology.get(i).and_then(Option::as_ref) {
            let (n, linked) = m.degrees.counts();
            counts.comparatives = n as u64;
            counts.comparatives_linked = linked as u64;
            counts.comparatives_unlinked_examples =
                m.degrees.unlinked().iter().take(20).cloned().collect();
        }
        morphology.insert(s.spec.id.clone(), counts);
        per_source.push(SourceForms {
            role: s.spec.role,
            lengths: s.spec.lengths.clone(),
            words,
        });
        all_dropped.extend(dropped_forms);
    }

    let mut dropped: Vec<BTreeMap<String, u64>> = vec![BTreeMap::new(); plan.games.len()];
    let merged = merge(plan, per_source, &mut dropped);
    let mut lexicons = Vec::new();
    let mut dropped_forms = BTreeMap::new();
    // The games' FSTs are built on every core (each is one pass over the merged list).
    let built: Vec<anyhow::Result<BuiltLexicon>> = std::thread::scope(|scope| {
        let merged = &merged;
        let handles: Vec<_> = plan
            .games
            .iter()
            .enumerate()
            .map(|(gi, game)| {
                let mut dropped = std::mem::take(&mut dropped[gi]);
                scope.spawn(move || {
                    let bit = 1u8 << gi;
                    let mut builder = fst::SetBuilder::memory();
                    let mut by_len = BTreeMap::new();
                    let mut count = 0u64;
                    for (w, m, _) in merged {
                        if m & bit == 0 {
                            continue;
                        }
                        if let Some(r) = word_reason(plan, game, w) {
                            *dropped.entry(r.to_string()).or_default() += 1;
                            continue;
                        }
                        builder.insert(w)?;
                        *by_len.entry(letter_count(w)).or_insert(0u64) += 1;
                        count += 1;
                    }
                    Ok((builder.into_inner()?, by_len, count, dropped))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("lexicon thread panicked"))
            .collect()
    });
    for (game, result) in plan.games.iter().zip(built) {
        let (bytes, by_len, count, dropped) = result?;
        let file = format!("{}.fst", game.rules.name);
        tx.write(&file, &bytes)?;
        let shared_rules = rules_hash(&plan.rules_files, Some(&game.path));
        lexicons.push(LexiconInfo {
            name: game.rules.name.clone(),
            title: game.rules.title.clone(),
            file,
            words: count,
            bytes: bytes.len() as u64,
            sha256: sha256_hex(&bytes),
            rules_sha256: sha256_hex(format!("{}{}", game.sha256, shared_rules).as_bytes()),
            words_by_length: by_len,
            notes: game.rules.notes.clone(),
            alphabet: game.rules.alphabet.clone(),
            deck: game.rules.deck.clone(),
            min_length: game.rules.min_length,
        });
        // The tiles or cards travel with the lexicon: queries read output/ only.
        for name in game.rules.alphabet.iter().chain(game.rules.deck.iter()) {
            let src = plan
                .options
                .rules_dir
                .join("alphabets")
                .join(format!("{name}.tsv"));
            let rel = format!("alphabets/{name}.tsv");
            if !tx.has_written(&rel) {
                tx.write(&rel, &crate::output::read_as_planned(&src)?)?;
            }
        }
        dropped_forms.insert(game.rules.name.clone(), dropped);
    }

    write_lemma_index(plan, &merged, &mut tx)?;

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
        morphology,
    };
    write_rejected(plan, &admission, &mut tx)?;
    write_dropped(plan, all_dropped, &mut tx)?;
    tx.write("report.json", &serde_json::to_vec_pretty(&report)?)?;
    // A partial build (`--lexicon`) carries the other lexicons of the current build over.
    if !plan.options.only.is_empty() {
        crate::output::carry_over(&mut tx, &mut lexicons)?;
    }
    let lexicon_files: Vec<&str> = lexicons.iter().map(|l| l.file.as_str()).collect();
    let files = tx.files_except(&lexicon_files);

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
        files,
        inputs: Some(lexicon::BuildInputs::of(&plan.options)),
    };
    tx.commit(&manifest)?;
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
            // The hash of the bytes the build parsed (src/error.rs records every read).
            let path = plan.manifest.dir.join(f);
            let sha256 = match crate::error::hash_as_read(&path) {
                Some(h) => h,
                None => sha256_hex(&crate::error::read_regular(
                    &path,
                    crate::error::MAX_INPUT_BYTES,
                )?),
            };
            files.push(InputFile {
                path: f.to_string_lossy().replace('\\', "/"),
                sha256,
            });
        }
        out.insert(spec.id.clone(), files);
    }
    Ok(out)
}

/// Entries some games forbid as a whole (Kris Kros: place adjectives).
struct EntryForbid<'a> {
    place_adjectives: &'a crate::games::PlaceAdjectives,
    place_mask: u8,
}

impl EntryForbid<'_> {
    /// The games (bits) that forbid an entry word.
    fn mask(&self, word: &str) -> u8 {
        if self.place_mask != 0 && self.place_adjectives.get(word).is_some() {
            self.place_mask
        } else {
            0
        }
    }
}

/// The bitmask of the selections that admit an analysis.
fn mask_of(a: &Analysis, selections: &[&Selection]) -> u8 {
    selections
        .iter()
        .enumerate()
        .filter(|(_, s)| s.admits(a))
        .fold(0u8, |m, (i, _)| m | (1 << i))
}

/// All forms of the admitted headwords of one source (unsorted, with duplicates), each with the
/// mask of the selections that admit it.
fn inflect_source(
    s: &LoadedSource,
    decisions: &[Decision],
    tables: Tables,
    selections: &[&Selection],
    forbid: &EntryForbid,
    progress: bool,
) -> (Vec<(String, u8, u32)>, Vec<DroppedForm>, MorphologyCounts) {
    let mut counts = MorphologyCounts::default();
    let Some(aff) = &s.aff else {
        // TSV sources: the admitted words themselves, as uninflected words of their part of
        // speech (inflection from paradigm hints is not built yet).
        let mut out = Vec::new();
        for (hi, (h, d)) in s.headwords.iter().zip(decisions).enumerate() {
            let id = lemma_id(h.origin.source, hi);
            if let Decision::Admitted { words } = d {
                let pos = h.pos().first().map_or("x", |p| p.name());
                let a = Analysis::from_tag(&Tag::new(pos, "", ""));
                let m = mask_of(&a, selections) & !forbid.mask(&words[0]);
                out.push((words[0].clone(), m, id));
                // The particle of a reflexive verb entry (smát se): a part of a multi-word entry.
                let particle = Analysis::from_tag(&Tag::new("part", "", "multiword-part"));
                let pm = mask_of(&particle, selections);
                out.extend(words[1..].iter().map(|w| (w.clone(), pm, id)));
            }
        }
        return (out, Vec::new(), counts);
    };
    let forbidden: Forbidden = match aff.forbidden_word {
        Some(q) => s
            .headwords
            .iter()
            .filter(|h| matches!(&h.entry, Entry::Hunspell { entry, .. } if entry.has(q)))
            .map(|h| h.word.as_str())
            .collect(),
        None => Forbidden::new(),
    };
    let admitted: Vec<(usize, &Headword)> = s
        .headwords
        .iter()
        .zip(decisions)
        .enumerate()
        .filter(|(_, (h, d))| {
            matches!(d, Decision::Admitted { .. }) && matches!(h.entry, Entry::Hunspell { .. })
        })
        .map(|(i, (h, _))| (i, h))
        .collect();
    for (_, h) in &admitted {
        if let Entry::Hunspell {
            entry, readings, ..
        } = &h.entry
        {
            if entry.flags.is_empty() && readings.is_empty() {
                counts.unclassified_entries += 1;
                if counts.unclassified_examples.len() < 20 {
                    counts.unclassified_examples.push(entry.word.clone());
                }
            }
        }
    }
    let bar = progress_bar(
        progress,
        admitted.len() as u64,
        &format!("inflecting {}", s.spec.id),
    );
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8);
    let chunk = admitted.len().div_ceil(threads).max(1);
    let mut words: Vec<(String, u8, u32)> = Vec::new();
    let mut dropped: Vec<DroppedForm> = Vec::new();
    std::thread::scope(|scope| {
        let handles: Vec<_> = admitted
            .chunks(chunk)
            .map(|part| {
                let bar = bar.clone();
                let forbidden = &forbidden;
                scope.spawn(move || {
                    let mut out = Vec::with_capacity(part.len() * 16);
                    let mut lost: Vec<DroppedForm> = Vec::new();
                    let mut derived = DerivedCounts::default();
                    let mut by_paradigms = 0u64;
                    let mut cache = TagCache::default();
                    let mut forms = Vec::new();
                    for (i, &(hi, h)) in part.iter().enumerate() {
                        let (mut d, by_paradigm) = inflect_entry(
                            aff, h, tables, selections, forbidden, &mut cache, &mut forms,
                        );
                        let id = lemma_id(h.origin.source, hi);
                        lost.extend(d.dropped_forms.drain(..).map(|(w, c)| (w, c, id)));
                        derived.add(d);
                        by_paradigms += by_paradigm as u64;
                        // A comparative of a forbidden entry is forbidden too (pražštější).
                        let fm = forbid.mask(&h.word)
                            | tables.morphology.map_or(0, |m| {
                                m.degrees
                                    .positive_of(&h.word)
                                    .iter()
                                    .fold(0, |a, p| a | forbid.mask(p))
                            });
                        out.extend(forms.drain(..).map(|(w, m)| (w, m & !fm, id)));
                        if i % 4096 == 4095 {
                            bar.inc(4096);
                        }
                    }
                    (out, lost, derived, by_paradigms)
                })
            })
            .collect();
        for h in handles {
            let (out, lost, derived, n) = h.join().expect("inflection thread panicked");
            words.extend(out);
            dropped.extend(lost);
            counts.transgressives += derived.transgressives;
            counts.verbal_nouns += derived.verbal_nouns;
            counts.by_paradigms += n;
            for (class, d) in crate::lexis::Class::ALL.iter().zip(derived.dropped_classes) {
                let c = counts
                    .dropped_derivations
                    .entry(class.id().to_string())
                    .or_default();
                c.entries += d.entries;
                c.forms += d.forms;
                for e in d.examples {
                    if c.examples.len() < 20 {
                        c.examples.push(e);
                    }
                }
            }
        }
    });
    bar.finish_and_clear();
    counts.by_affix_rules = admitted
        .iter()
        .filter(
            |(_, h)| matches!(&h.entry, Entry::Hunspell { entry, .. } if !entry.flags.is_empty()),
        )
        .count() as u64
        - counts.by_paradigms;
    (words, dropped, counts)
}

/// The morphology tables one source inflects by.
#[derive(Clone, Copy)]
struct Tables<'a> {
    morphology: Option<&'a SourceMorphology>,
    paradigms: Option<&'a Paradigms>,
    irregular: &'a Irregular,
}

/// The words of a source's FORBIDDENWORD entries (a handful: a plain list is fastest).
struct Forbidden<'a>(Vec<&'a str>);

impl<'a> FromIterator<&'a str> for Forbidden<'a> {
    fn from_iter<I: IntoIterator<Item = &'a str>>(it: I) -> Self {
        Forbidden(it.into_iter().collect())
    }
}

impl Forbidden<'_> {
    fn new() -> Self {
        Forbidden(Vec::new())
    }

    #[inline]
    fn contains(&self, w: &str) -> bool {
        self.0.iter().any(|f| f.len() == w.len() && *f == w)
    }
}

/// What the build needs of a tag, computed once per tag (keyed by its address in the tables,
/// which live as long as the build): the games' mask, and what derivations the form feeds
/// ([`morph::feeds`]).
type TagCache = crate::fxhash::FxHashMap<usize, (u8, u8)>;

/// The forms of one admitted Hunspell entry with their masks; returns the numbers of derived
/// words and whether the paradigm tables made the forms.
fn inflect_entry(
    aff: &crate::hunspell::Aff,
    h: &Headword,
    tables: Tables,
    selections: &[&Selection],
    forbidden: &Forbidden,
    cache: &mut TagCache,
    out: &mut Vec<(String, u8)>,
) -> (DerivedCounts, bool) {
    let Entry::Hunspell {
        entry, readings, ..
    } = &h.entry
    else {
        return (DerivedCounts::default(), false);
    };
    let Tables {
        morphology,
        paradigms,
        irregular,
    } = tables;
    let Some(m) = morphology else {
        let a = Analysis::from_tag(&Tag::unclassified());
        let mask = mask_of(&a, selections);
        aff.expand(entry, &mut |form, _| {
            if !forbidden.contains(form) {
                out.push((form.to_string(), mask));
            }
        });
        return (DerivedCounts::default(), false);
    };
    // The full table of an irregular word whose lemma the entry is (být, pes, ruka).
    let mut table_derived = Vec::new();
    for t in irregular.of(&entry.word) {
        for (form, tag, _) in &t.rows {
            if !forbidden.contains(form) {
                out.push((form.clone(), mask_of(&Analysis::from_tag(tag), selections)));
                // The tables list their transgressives; their verbal nouns are derived.
                let feeds = morph::feeds(tag) & morph::FEEDS_VERBAL_NOUN;
                if feeds != 0 {
                    morph::derive(form, feeds, Aspect::Both, &t.lemma, &mut table_derived);
                }
            }
        }
    }
    let table_nouns = table_derived.len() as u64;
    for d in table_derived {
        let a = Analysis::from_tag(&Tag::new(d.pos, d.cells, ""));
        out.push((d.word, mask_of(&a, selections)));
    }
    // Its forms get their cells from the table alone (ruky: Gen Sg of ruka, no nominative); the
    // entry's other forms keep the cells of its paradigms (koleně, nepřítel, dals).
    let table_pos = replaced_by_table(entry, m, irregular);
    let overridden: HashSet<&str> = if table_pos.is_some() {
        irregular
            .of(&entry.word)
            .flat_map(|t| t.rows.iter().map(|r| r.0.as_str()))
            .collect()
    } else {
        HashSet::new()
    };
    if entry.flags.is_empty() {
        // A flagless entry: its readings from the annotation file, or unclassified.
        let mask = if readings.is_empty() {
            mask_of(&Analysis::from_tag(&Tag::unclassified()), selections)
        } else {
            readings.iter().fold(0u8, |acc, r| {
                let variant = if r.pos == crate::sources::Pos::Contracted {
                    "clitic"
                } else {
                    ""
                };
                acc | mask_of(
                    &Analysis::from_tag(&Tag::new(r.pos.name(), &r.features, variant)),
                    selections,
                )
            })
        };
        if !forbidden.contains(entry.word.as_str()) {
            out.push((entry.word.clone(), mask));
        }
        return (DerivedCounts::default(), false);
    }
    let verb = is_verb_entry(m.assignment.as_ref(), entry);
    let aspect = if verb {
        Some(m.aspects.of_entry(&entry.word))
    } else {
        None
    };
    let mut derived: Vec<morph::Derived> = Vec::new();
    let unclassified_mask = mask_of(&Analysis::from_tag(&Tag::unclassified()), selections);
    let lexis = derivations(aff, entry, m, paradigms);
    let mut dropped: [(u64, Option<String>); crate::lexis::Class::ALL.len()] = Default::default();
    let mut dropped_forms = Vec::new();
    let by_paradigm = for_each_form(aff, entry, m, paradigms, &mut |form, tag, pre, _| {
        // A form the table lists, made here with the table's part of speech: the table's.
        if forbidden.contains(form)
            || (overridden.contains(form) && tag.is_none_or(|t| Some(t.pos.as_str()) == table_pos))
        {
            return;
        }
        let Some(tag) = tag else {
            out.push((form.to_string(), unclassified_mask));
            return;
        };
        if let Some((class, _)) = lexis.dropped(tag, pre) {
            let i = (class as u8).trailing_zeros() as usize;
            dropped_forms.push((form.to_string(), class));
            if dropped[i].0 == 0 {
                dropped[i].1 = Some(form.to_string());
            }
            dropped[i].0 += 1;
            return;
        }
        let (mask, feeds) = *cache.entry(tag as *const Tag as usize).or_insert_with(|| {
            (
                mask_of(&Analysis::from_tag(tag), selections),
                morph::feeds(tag),
            )
        });
        out.push((form.to_string(), mask));
        if let (Some(aspect), true) = (aspect, feeds != 0) {
            morph::derive(form, feeds, aspect, &entry.word, &mut derived);
        }
    });
    let mut n = DerivedCounts {
        transgressives: 0,
        verbal_nouns: table_nouns,
        dropped,
        dropped_classes: Default::default(),
        dropped_forms,
    };
    let superseded = morph::superseded_transgressives(&derived);
    for d in derived {
        if superseded.contains(&d.word) {
            continue;
        }
        match d.kind {
            morph::DerivedKind::Transgressive => n.transgressives += 1,
            morph::DerivedKind::VerbalNoun => n.verbal_nouns += 1,
        }
        let a = Analysis::from_tag(&Tag::new(d.pos, d.cells, ""));
        out.push((d.word, mask_of(&a, selections)));
    }
    (n, by_paradigm)
}

/// Derived words of one entry, by kind, and the forms [`crate::lexis`] dropped, per class
/// (index: the class's bit), with the first one.
#[derive(Debug, Clone, Default)]
struct DerivedCounts {
    transgressives: u64,
    verbal_nouns: u64,
    dropped: [(u64, Option<String>); crate::lexis::Class::ALL.len()],
    /// The sum over entries (threads).
    dropped_classes: [DroppedClass; crate::lexis::Class::ALL.len()],
    /// The forms of this entry that were dropped, with their class.
    dropped_forms: Vec<(String, crate::lexis::Class)>,
}

impl DerivedCounts {
    fn add(&mut self, d: DerivedCounts) {
        self.transgressives += d.transgressives;
        self.verbal_nouns += d.verbal_nouns;
        for (sum, (n, first)) in self.dropped_classes.iter_mut().zip(d.dropped) {
            if n > 0 {
                sum.entries += 1;
                sum.forms += n;
                if sum.examples.len() < 20 {
                    sum.examples.extend(first);
                }
            }
        }
    }
}

/// The part of speech whose forms an irregular table decides for a flagged entry: a table of
/// its word with the part of speech of the entry's lemma (`ruka/ZQ` and the noun table of ruka;
/// `rodič/UV` and the noun table of rodič; not `stát/HRIN`, the noun, and the verb table of
/// stát, which only adds the verb's forms). The forms the table lists that the entry's
/// paradigms make with that part of speech take the table's cells only (ruky: Gen Sg of ruka,
/// no nominative; rodiči: no nominative plural); the entry's other forms keep their own cells
/// (rodičův, the possessive adjective).
pub fn replaced_by_table<'a>(
    entry: &crate::hunspell::DicEntry,
    m: &'a SourceMorphology,
    irregular: &Irregular,
) -> Option<&'a str> {
    // Most entries are no table's lemma: no assignment lookup for them (the build's hot path).
    if entry.flags.is_empty() || irregular.of(&entry.word).next().is_none() {
        return None;
    }
    let t = m
        .assignment
        .as_ref()
        .and_then(|a| a.find(&crate::paradigm::flag_pattern(&entry.flags), &entry.word))?;
    irregular
        .of(&entry.word)
        .any(|x| x.pos == t.lemma.pos)
        .then_some(t.lemma.pos.as_str())
}

/// Which derivations of one flagged entry are words ([`crate::lexis`]), decided once per
/// entry for the build and `check --explain` alike.
#[derive(Debug, Clone, Default)]
pub struct Derivations {
    pub lexis: crate::lexis::EntryLexis,
    adjective: bool,
    comparative: bool,
}

impl Derivations {
    /// The class and reason that drop a form with this tag and prefix features, if any.
    pub fn dropped(&self, tag: &Tag, prefix: Option<&str>) -> Option<(crate::lexis::Class, &str)> {
        // A possessive of a noun does not negate (*nelezcovou*).
        if tag.variant == "possessive"
            && prefix.is_some_and(|p| p.split('|').any(|kv| kv == "Polarity=Neg"))
        {
            return Some((
                crate::lexis::Class::NegativePossessive,
                "a possessive adjective of a noun takes no ne-",
            ));
        }
        self.lexis.dropped(
            self.adjective,
            self.comparative,
            &crate::lexis::Form::of(tag, prefix),
        )
    }
}

/// Judges the derivations of a flagged entry by its source's [`crate::lexis::Lexis`].
pub fn derivations(
    aff: &crate::hunspell::Aff,
    entry: &crate::hunspell::DicEntry,
    m: &SourceMorphology,
    paradigms: Option<&Paradigms>,
) -> Derivations {
    let Some(lexis) = &m.lexis else {
        return Derivations::default();
    };
    if entry.flags.is_empty() {
        return Derivations::default();
    }
    let lemma_pos = m
        .assignment
        .as_ref()
        .and_then(|a| a.find(&crate::paradigm::flag_pattern(&entry.flags), &entry.word))
        .map_or("", |t| t.lemma.pos.as_str());
    let comparative = m.degrees.is_comparative(&entry.word);
    let positives = comparative.then(|| m.degrees.positive_of(&entry.word));
    let imperfective = |v: &str| m.aspects.of_entry(v) == Aspect::Imperfective;
    let lexis = lexis.judge(&entry.word, lemma_pos, positives, &imperfective, &mut |f| {
        for_each_form(aff, entry, m, paradigms, &mut |w, tag, pre, _| {
            if let Some(t) = tag {
                f(w, &crate::lexis::Form::of(t, pre))
            }
        });
    });
    Derivations {
        lexis,
        adjective: lemma_pos == "adj",
        comparative,
    }
}

/// What [`for_each_form`] calls: form, deciding tag, prefix features, how it was made.
pub type FormSink<'a> = dyn FnMut(&str, Option<&Tag>, Option<&str>, Via) + 'a;

/// How a form of a Hunspell entry was made.
#[derive(Debug, Clone, Copy)]
pub enum Via {
    /// By heslar's paradigm tables (`rules/morphology/paradigms.tsv`).
    Paradigm(crate::paradigm::How),
    /// By the source's affix rules, for an entry that no assignment row covers.
    Rules(crate::hunspell::Derivation),
}

/// Calls `f(form, tag, prefix features, via)` for every form of a flagged Hunspell entry: by
/// the paradigms its source's assignment gives it, else by the source's affix rules tagged by
/// the source's tag tables. `tag` is the deciding tag without the prefix's features (`None`:
/// nothing tags the form). Returns whether the paradigm tables made the forms.
pub fn for_each_form(
    aff: &crate::hunspell::Aff,
    entry: &crate::hunspell::DicEntry,
    m: &SourceMorphology,
    paradigms: Option<&Paradigms>,
    f: &mut FormSink,
) -> bool {
    if let (Some(p), Some(a)) = (paradigms, &m.assignment) {
        if let Some(t) = a.find(&crate::paradigm::flag_pattern(&entry.flags), &entry.word) {
            p.generate(&entry.word, t, &mut |w, tag, pre, how| {
                f(
                    w,
                    Some(tag),
                    pre.map(|x| x.features.as_str()),
                    Via::Paradigm(how),
                )
            });
            return true;
        }
    }
    let key = morph::entry_key(entry);
    aff.expand(entry, &mut |w, d| {
        let pre = d
            .prefix
            .and_then(|p| m.tagger.rules.tag(p, &key))
            .and_then(|t| t.cells.first())
            .map(String::as_str);
        f(w, m.tagger.base_tag(&key, d), pre, Via::Rules(d))
    });
    false
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

/// Every form of every source in one list, sorted in byte order and deduplicated, with the bits
/// of the games that take it from at least one source; counts the forms dropped per game and
/// reason (source-level reasons: cells and categories, sources chosen, taxative lengths).
fn merge(
    plan: &Plan,
    per_source: Vec<SourceForms>,
    dropped: &mut [BTreeMap<String, u64>],
) -> Vec<(String, u8, u32)> {
    let games = &plan.games;
    let chosen = |g: &Game, i: usize| match &g.rules.sources {
        SourceSelection::All(_) => true,
        SourceSelection::Ids(ids) => ids.contains(&plan.sources[i].spec.id),
    };
    // Per game: the lengths that a chosen taxative source alone decides (RULES.md §2, ČAS 000
    // §2.9: a word of at most three letters is looked up only in the 2/3-letter list).
    let taxative_lengths: Vec<HashSet<usize>> = games
        .iter()
        .map(|g| {
            per_source
                .iter()
                .enumerate()
                .filter(|&(i, s)| chosen(g, i) && s.role == Role::Taxative)
                .flat_map(|(_, s)| s.lengths.iter().copied())
                .collect()
        })
        .collect();
    let mut all: Vec<(String, u8, u32)> =
        Vec::with_capacity(per_source.iter().map(|s| s.words.len()).sum());
    let any_taxative = taxative_lengths.iter().any(|t| !t.is_empty());
    for (i, s) in per_source.into_iter().enumerate() {
        for (w, mut mask, lemma) in s.words {
            // Letters are counted only when a taxative list decides some lengths.
            let n = if any_taxative { letter_count(&w) } else { 0 };
            for (g, game) in games.iter().enumerate() {
                let bit = 1u8 << g;
                let reason = if !chosen(game, i) {
                    Some("source not taken by the game")
                } else if mask & bit == 0 {
                    Some("form not selected by the game's cells or categories")
                } else if any_taxative
                    && taxative_lengths[g].contains(&n)
                    && !(s.role == Role::Taxative && s.lengths.contains(&n))
                {
                    Some("length decided by a taxative list only")
                } else {
                    None
                };
                if let Some(r) = reason {
                    mask &= !bit;
                    *dropped[g].entry(r.to_string()).or_default() += 1;
                }
            }
            if mask != 0 {
                all.push((w, mask, lemma));
            }
        }
    }
    sort_parallel(&mut all);
    // Duplicates: the games' bits are united; the lemma index keeps the first headword.
    let mut merged: Vec<(String, u8, u32)> = Vec::with_capacity(all.len());
    for (w, m, l) in all {
        match merged.last_mut() {
            Some((last, lm, ll)) if *last == w => {
                *lm |= m;
                *ll = (*ll).min(l);
            }
            _ => merged.push((w, m, l)),
        }
    }
    merged
}

/// `output/lemmas.fst` (every word of every lexicon → the id of the headword that makes it) and
/// `output/lemmas.tsv` (`id headword source line`): what `diff` groups changes by.
fn write_lemma_index(
    plan: &Plan,
    merged: &[(String, u8, u32)],
    tx: &mut crate::output::Transaction,
) -> anyhow::Result<()> {
    let mut map = fst::MapBuilder::memory();
    let mut used = std::collections::BTreeSet::new();
    for (w, _, l) in merged {
        // No lexicon takes a longer word (word_reason), so neither does the index.
        if letter_count(w) > crate::text::MAX_WORD_LETTERS {
            continue;
        }
        map.insert(w, u64::from(*l))?;
        used.insert(*l);
    }
    tx.write(lexicon::LEMMAS_FST, &map.into_inner()?)?;
    tx.write_with(lexicon::LEMMAS_TSV, |f| {
        writeln!(f, "id\theadword\tsource\tline")?;
        for id in used {
            let (si, hi) = ((id >> 24) as usize, (id & 0x00ff_ffff) as usize);
            if let Some(h) = plan.sources.get(si).and_then(|s| s.headwords.get(hi)) {
                writeln!(
                    f,
                    "{id}\t{}\t{}\t{}",
                    h.word, plan.sources[si].spec.id, h.origin.line
                )?;
            }
        }
        Ok(())
    })?;
    Ok(())
}

/// One lexicon's FST bytes, words per length, word count and dropped words per reason.
type BuiltLexicon = (Vec<u8>, BTreeMap<usize, u64>, u64, BTreeMap<String, u64>);

/// Sorts by word on two threads (two halves, then one merge): the sort of ~4 M forms is a fifth
/// of a build.
fn sort_parallel(v: &mut Vec<(String, u8, u32)>) {
    let mid = v.len() / 2;
    let (a, b) = v.split_at_mut(mid);
    std::thread::scope(|s| {
        s.spawn(|| a.sort_unstable_by(|x, y| x.0.cmp(&y.0)));
        b.sort_unstable_by(|x, y| x.0.cmp(&y.0));
    });
    let right = v.split_off(mid);
    let left = std::mem::take(v);
    v.reserve(left.len() + right.len());
    let (mut l, mut r) = (left.into_iter().peekable(), right.into_iter().peekable());
    loop {
        let take_left = match (l.peek(), r.peek()) {
            (Some(x), Some(y)) => x.0 <= y.0,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => break,
        };
        let next = if take_left { l.next() } else { r.next() };
        v.extend(next);
    }
}

/// Why a word (not a form) is not in a game's lexicon: spelling, tiles, cards, length.
pub fn word_reason(plan: &Plan, game: &Game, w: &str) -> Option<&'static str> {
    let n = letter_count(w);
    let alphabet = game
        .rules
        .alphabet
        .as_ref()
        .and_then(|a| plan.alphabets.get(a));
    let deck = game.rules.deck.as_ref().and_then(|d| plan.decks.get(d));
    if n > crate::text::MAX_WORD_LETTERS {
        Some("longer than the longest word heslar admits")
    } else if !is_all_letters(w) {
        Some("non-letter form")
    } else if has_capital(w) {
        Some("form with a capital")
    } else if alphabet.is_some_and(|a| !a.can_spell(w)) {
        Some("a letter the game has no tile for")
    } else if game.rules.length_unit == LengthUnit::Tiles
        && alphabet.and_then(|a| a.tile_length(w)).unwrap_or(n) < game.rules.min_length
    {
        Some("fewer tiles than the minimum length")
    } else if game.rules.length_unit == LengthUnit::Cards
        && deck.is_some_and(|d| !d.can_lay(w, game.rules.min_length))
    {
        Some("cannot be laid with the minimum number of cards of the deck")
    } else if game.rules.length_unit == LengthUnit::Letters && n < game.rules.min_length {
        Some("shorter than the minimum length")
    } else {
        None
    }
}

/// The file of the forms [`crate::lexis`] dropped.
pub const DROPPED_TSV: &str = "dropped.tsv";

/// `output/dropped.tsv`: every form a source's flags make that src/lexis.rs judged no word,
/// `form class headword source line`, sorted (a form dropped twice from one entry is listed
/// once). Nothing is lost silently: a reviewer reads what each rule took out.
fn write_dropped(
    plan: &Plan,
    mut dropped: Vec<DroppedForm>,
    tx: &mut crate::output::Transaction,
) -> anyhow::Result<()> {
    dropped.sort_unstable_by(|a, b| (&a.0, a.2, a.1).cmp(&(&b.0, b.2, b.1)));
    dropped.dedup();
    tx.write_with(DROPPED_TSV, |f| {
        writeln!(f, "form\tclass\theadword\tsource\tline")?;
        for (w, class, id) in &dropped {
            let (si, hi) = ((id >> 24) as usize, (id & 0x00ff_ffff) as usize);
            if let Some(h) = plan.sources.get(si).and_then(|s| s.headwords.get(hi)) {
                writeln!(
                    f,
                    "{w}\t{}\t{}\t{}\t{}",
                    class.id(),
                    h.word,
                    plan.sources[si].spec.id,
                    h.origin.line
                )?;
            }
        }
        Ok(())
    })?;
    Ok(())
}

/// `output/rejected.tsv`: every rejected headword with its rule, for explanations and review.
fn write_rejected(
    plan: &Plan,
    admission: &Admission,
    tx: &mut crate::output::Transaction,
) -> anyhow::Result<()> {
    tx.write_with("rejected.tsv", |w| {
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
