//! The build's output: one FST per lexicon, the lemma index, the rejected headwords and the
//! dropped derivations, staged in an [`crate::output::Transaction`] and applied whole.

use std::collections::BTreeMap;
use std::path::Path;

use crate::admit::{Admission, Decision};
use crate::lexicon::{self, sha256_hex, InputFile};
use crate::select::{Mask, Select};
use crate::text::letter_count;

use super::plan::Plan;
use super::BuildError;

/// A form [`crate::lexis`] dropped: the form, its class, the headword's [`super::lemma_id`].
pub type DroppedForm = (String, crate::lexis::Class, u32);

/// One lexicon's FST bytes, words per length, word count and dropped words per reason.
pub type BuiltLexicon = (Vec<u8>, BTreeMap<usize, u64>, u64, BTreeMap<String, u64>);

/// The FST of every game, one thread each (each is one pass over the merged list), leaving
/// out the words [`Select::word_reason`] refuses and counting them into `refused`.
pub fn lexicons(
    select: &Select,
    merged: &[(String, Mask, u32)],
    refused: Vec<BTreeMap<String, u64>>,
) -> Vec<Result<BuiltLexicon, fst::Error>> {
    std::thread::scope(|scope| {
        let handles: Vec<_> = refused
            .into_iter()
            .enumerate()
            .map(|(gi, mut dropped)| {
                scope.spawn(move || {
                    let bit: Mask = 1 << gi;
                    let mut builder = fst::SetBuilder::memory();
                    let mut by_len = BTreeMap::new();
                    let mut count = 0u64;
                    for (w, m, _) in merged {
                        if m & bit == 0 {
                            continue;
                        }
                        if let Some(r) = select.word_reason(gi, w) {
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
    })
}

/// Hash over the rules files (paths + hashes). With `game`, the other games' files are left out,
/// so that editing one game's file changes only that lexicon's rules hash.
pub fn rules_hash(files: &[InputFile], game: Option<&Path>) -> String {
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

pub fn source_files(plan: &Plan) -> Result<BTreeMap<String, Vec<InputFile>>, BuildError> {
    let mut out = BTreeMap::new();
    for (id, inputs) in plan.manifest.inputs() {
        let mut files = Vec::new();
        for f in inputs {
            // The hash of the bytes the build parsed (src/error.rs records every read).
            let path = plan.manifest.dir.join(&f);
            let sha256 = match crate::error::hash_as_read(&path) {
                Some(h) => h,
                None => sha256_hex(
                    &crate::error::read_regular(&path, crate::error::MAX_INPUT_BYTES).map_err(
                        |error| BuildError::Read {
                            path: path.clone(),
                            error,
                        },
                    )?,
                ),
            };
            files.push(InputFile {
                path: f.to_string_lossy().replace('\\', "/"),
                sha256,
            });
        }
        out.insert(id, files);
    }
    Ok(out)
}

/// `output/lemmas.fst` (every word of every lexicon → the id of the headword that makes it) and
/// `output/lemmas.tsv` (`id headword source line`): what `diff` groups changes by.
pub fn write_lemma_index(
    plan: &Plan,
    merged: &[(String, Mask, u32)],
    tx: &mut crate::output::Transaction,
) -> Result<(), BuildError> {
    let fst_error = |error| BuildError::Fst {
        file: lexicon::LEMMAS_FST.to_string(),
        error,
    };
    let mut map = fst::MapBuilder::memory();
    let mut used = std::collections::BTreeSet::new();
    for (w, _, l) in merged {
        // No lexicon takes a longer word (word_reason), so neither does the index.
        if letter_count(w) > crate::text::MAX_WORD_LETTERS {
            continue;
        }
        map.insert(w, u64::from(*l)).map_err(fst_error)?;
        used.insert(*l);
    }
    tx.write(lexicon::LEMMAS_FST, &map.into_inner().map_err(fst_error)?)?;
    tx.write_with(lexicon::LEMMAS_TSV, |f| {
        writeln!(f, "id\theadword\tsource\tline")?;
        for id in used {
            let (si, hi) = ((id >> 24) as usize, (id & 0x00ff_ffff) as usize);
            if si == super::CORRECTION_SOURCE {
                if let Some(c) = plan.corrections.list.iter().find(|c| c.line == hi) {
                    writeln!(f, "{id}\t{}\tcorrections\t{}", c.target, c.line)?;
                }
                continue;
            }
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

/// The file of the forms [`crate::lexis`] dropped.
pub const DROPPED_TSV: &str = "dropped.tsv";

/// `output/dropped.tsv`: every form a source's flags make that src/lexis.rs judged no word,
/// `form class headword source line`, sorted (a form dropped twice from one entry is listed
/// once). Nothing is lost silently: a reviewer reads what each rule took out.
pub fn write_dropped(
    plan: &Plan,
    mut dropped: Vec<DroppedForm>,
    tx: &mut crate::output::Transaction,
) -> Result<(), BuildError> {
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
pub fn write_rejected(
    plan: &Plan,
    admission: &Admission,
    tx: &mut crate::output::Transaction,
) -> Result<(), BuildError> {
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
