//! The build's plan: every input read and validated before any work ([`Plan::load`]): the
//! source manifest, every source, the category lists, the label policies, the game rules, the
//! morphology tables. All errors of all files are collected and reported together.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::admit::{Categories, Labels};
use crate::error::{keep, FileErrors, LineError};
use crate::inflect::{load_morphology, SourceMorphology};
use crate::lexicon::{sha256_hex, InputFile};
use crate::paradigm::{Irregular, Paradigms};
use crate::select::{load_games, Game};
use crate::sources::{self, LoadedSource};

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
    /// The classes headword lists inflect by (src/guess.rs), learned from the reference source
    /// (the first Hunspell source with an assignment table), and that source's index.
    pub guesser: Option<(crate::guess::Guesser, usize)>,
    /// The arbiters' corrections (`rules/corrections.tsv`).
    pub corrections: crate::corrections::Corrections,
    /// Adjectives derived from place names (only when a game forbids them).
    pub place_adjectives: crate::games::PlaceAdjectives,
    /// Alphabets and decks the games name, by name.
    pub alphabets: BTreeMap<String, crate::alphabet::Alphabet>,
    pub decks: BTreeMap<String, crate::alphabet::Deck>,
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
        let mut sources = keep(sources, &mut errors);
        // Reviewed inflection hints of headword lists (src/guess.rs): `indecl` or a model word.
        let model_names = keep(
            crate::guess::model_names(&options.rules_dir.join("morphology").join("models.tsv")),
            &mut errors,
        )
        .unwrap_or_default();
        // The headwords of the reference source (the Hunspell data), which a reviewed
        // `like:LEMMA` hint may name.
        let reference: std::collections::HashSet<String> = sources
            .iter()
            .flatten()
            .filter(|s| s.spec.format == sources::Format::Hunspell)
            .flat_map(|s| s.headwords.iter().map(|h| h.word.clone()))
            .collect();
        for s in sources.iter_mut().flatten() {
            let hints = options
                .rules_dir
                .join("morphology")
                .join(&s.spec.id)
                .join("hints.tsv");
            if s.spec.format != sources::Format::Hunspell && hints.exists() {
                keep(
                    crate::guess::apply_reviewed_hints(s, &hints, &model_names, &|w| {
                        reference.contains(w)
                    }),
                    &mut errors,
                );
            }
        }
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
        let mut evidence =
            keep(crate::lexis::Evidence::load_all(&manifest), &mut errors).unwrap_or_default();
        // The attested words a review reads as misspellings or as other words' forms: no
        // evidence of use (src/lexis.rs, `Evidence::load_misreadings`).
        let misread = options.rules_dir.join("no-evidence.tsv");
        if misread.exists() && !evidence.is_empty() {
            keep(evidence.load_misreadings(&misread), &mut errors);
        }
        let evidence = std::sync::Arc::new(evidence);
        let mut morphology: Vec<Option<SourceMorphology>> = match &mut sources {
            Some(sources) => sources
                .iter_mut()
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
        // The guesser of headword lists learns from the first source with an assignment table.
        let models = mdir.join("models.tsv");
        let mut guesser = None;
        if let (Some(sources), Some(p), true) = (&sources, &paradigms, models.exists()) {
            let reference = morphology
                .iter()
                .position(|m| m.as_ref().is_some_and(|m| m.assignment.is_some()));
            if let Some(r) = reference {
                let m = morphology[r].as_ref().expect("found above");
                let a = m.assignment.as_ref().expect("found above");
                if let Some(g) = keep(
                    crate::guess::Guesser::learn(&sources[r], a, &m.aspects, p, &models),
                    &mut errors,
                ) {
                    for s in sources
                        .iter()
                        .filter(|s| s.spec.format == sources::Format::Tsv)
                    {
                        keep(
                            g.check_hints(s, &manifest.dir.join(&s.spec.file)),
                            &mut errors,
                        );
                    }
                    guesser = Some((g, r));
                }
            }
        }
        let mut alphabets = BTreeMap::new();
        let mut decks = BTreeMap::new();
        // The adjectives of place names: Kris Kros forbids them, and a source's derivation
        // model keeps those of its entries only where text uses them (src/lexis.rs).
        let mut place_adjectives = crate::games::PlaceAdjectives::default();
        if let Some(sources) = &sources {
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
            let places: std::collections::HashMap<String, String> = place_adjectives
                .words
                .iter()
                .filter_map(|(w, o)| match o {
                    crate::games::PlaceOrigin::Derived { place, .. } => {
                        Some((w.clone(), place.clone()))
                    }
                    crate::games::PlaceOrigin::Listed { .. } => None,
                })
                .collect();
            for m in morphology.iter_mut().flatten() {
                if let Some(l) = m.lexis.as_mut() {
                    l.set_place_adjectives(places.clone());
                }
            }
        }
        // The verbal nouns the reviewed lists name go where a verb derives them again too.
        if let Some(c) = &categories {
            for m in morphology.iter_mut().flatten() {
                if let Some(l) = m.lexis.as_mut() {
                    l.set_listed_nouns(
                        c.listed(crate::admit::RuleId::SourceError)
                            .map(|(w, cite)| (w.clone(), format!("listed in {cite}"))),
                    );
                }
            }
        }
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
        }
        // The corrections name lexicons of rules/games/, all of them (a partial build too).
        let known: Vec<String> = match load_games(&options.rules_dir, &manifest, &[]) {
            Ok(all) => all.into_iter().map(|g| g.rules.name).collect(),
            Err(_) => Vec::new(),
        };
        let corrections = keep(
            crate::corrections::Corrections::load(&options.rules_dir, &known),
            &mut errors,
        )
        .unwrap_or_default();
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
                    guesser,
                    corrections,
                })
            }
            _ => Err(errors),
        }
    }
}

/// SHA-256 of every file under a directory, in path order.
pub(crate) fn hash_tree(dir: &Path) -> Result<Vec<InputFile>, FileErrors> {
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
