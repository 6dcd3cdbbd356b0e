//! Prints what heslar's morphology decides for words of the default source, for review:
//!
//! - `cargo run --release --example morphology -- aspect udělat vykupovat`: the aspect of each
//!   infinitive, with the rule alone and the perfective partner of a secondary imperfective;
//! - `cargo run --release --example morphology -- degree [mladší lepší]`: the positive each
//!   comparative entry grades (no words: every comparative entry of the source, as TSV);
//! - `cargo run --release --example morphology -- stardict`: how the headwords of the
//!   Slovník cizích slov were read (part of speech, gender and the rule that decided), counted,
//!   with examples (the figures of `sources/slovnik-cizich-slov/README.md`); with
//!   `HEADWORDS_OUT=FILE`, every headword one per line into FILE;
//! - `cargo run --release --example morphology -- forms [SOURCE] > forms.tsv`: every form the
//!   build makes of the admitted entries of the default source (or of SOURCE), as TSV
//!   `form lemma pos how` (`how`: the paradigm row, `lemma`, the guess of a headword list, or
//!   how else it was made), for audits of paradigm rows (`scripts/row-evidence.py`).

use heslar::build::{BuildOptions, Plan};

fn main() -> anyhow::Result<()> {
    let plan = Plan::load(BuildOptions::in_dir(".")).map_err(|e| anyhow::anyhow!("{e}"))?;
    let si = plan
        .sources
        .iter()
        .position(|s| s.spec.id == "hunspell-cs")
        .ok_or_else(|| anyhow::anyhow!("no hunspell-cs source"))?;
    let Some(m) = plan.morphology[si].as_ref() else {
        anyhow::bail!("hunspell-cs has no morphology");
    };
    let mut args = std::env::args().skip(1);
    let what = args.next().unwrap_or_default();
    if what == "stardict" {
        let spec = plan
            .manifest
            .sources
            .iter()
            .find(|s| s.format == heslar::sources::Format::Stardict)
            .ok_or_else(|| anyhow::anyhow!("no stardict source"))?;
        let d = heslar::stardict::read(&plan.manifest.dir.join(&spec.file))
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        let (h, _, readings) = heslar::stardict::headwords(&d, 0);
        if let Ok(path) = std::env::var("HEADWORDS_OUT") {
            // Every headword, one per line (for the share of them a built lexicon holds).
            let text: String = h.iter().map(|h| format!("{}\n", h.word)).collect();
            std::fs::write(&path, text)?;
        }
        let mut by: std::collections::BTreeMap<String, (u32, Vec<String>)> = Default::default();
        for (h, r) in h.iter().zip(&readings) {
            let key = format!(
                "{}\t{}\t{}",
                r.pos.map_or("-", |p| p.name()),
                r.gender.unwrap_or("-"),
                r.why
            );
            let e = by.entry(key).or_default();
            e.0 += 1;
            if e.1.len()
                < std::env::var("EXAMPLES")
                    .ok()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(6)
            {
                e.1.push(h.word.clone());
            }
        }
        println!(
            "{} entries, {} headwords (variants split, cross-references left out)",
            d.entries.len(),
            h.len()
        );
        for (k, (n, ex)) in by {
            println!("{n}\t{k}\t{}", ex.join(", "));
        }
        let labelled = readings.iter().filter(|r| !r.labels.is_empty()).count();
        println!("{labelled} headwords with a usage label");
        return Ok(());
    }
    if what == "places" {
        // `places`: every adjective the Kris Kros rule counts as derived from a place name, with
        // the place (src/games.rs).
        let mut words: Vec<_> = plan.place_adjectives.words.iter().collect();
        words.sort_by(|a, b| a.0.cmp(b.0));
        for (w, origin) in words {
            let from = match origin {
                heslar::games::PlaceOrigin::Derived { place, .. } => place.clone(),
                heslar::games::PlaceOrigin::Listed { line, .. } => format!("listed line {line}"),
            };
            println!("{w}\t{from}");
        }
        return Ok(());
    }
    if what == "forms" {
        use std::io::Write;
        // `forms [SOURCE]`: the default source, or the one named.
        let si = match args.next() {
            Some(id) => plan
                .sources
                .iter()
                .position(|s| s.spec.id == id)
                .ok_or_else(|| anyhow::anyhow!("no source {id}"))?,
            None => si,
        };
        let admission = heslar::admit::admit(&plan.sources, &plan.categories, &plan.labels);
        let inflector = heslar::build::inflector(&plan, si);
        let s = &plan.sources[si];
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        for (hi, d) in admission.decisions[si].iter().enumerate() {
            if !matches!(d, heslar::admit::Decision::Admitted { .. }) {
                continue;
            }
            let mut err = Ok(());
            inflector.forms(&s.headwords[hi], d, &mut |e| {
                if let heslar::inflect::Event::Form(f) = e {
                    let how = match f.how {
                        heslar::inflect::How::Paradigm(h) => match plan.paradigms.as_ref() {
                            Some(p) => p.describe(h),
                            None => "paradigm".to_string(),
                        },
                        heslar::inflect::How::Derived { kind, .. } => format!("{kind:?}"),
                        heslar::inflect::How::Inflected { how, choice, .. } => {
                            let basis = match &choice.basis {
                                heslar::guess::Basis::Guessed {
                                    ending,
                                    count,
                                    total,
                                    ..
                                } => format!("guessed -{ending} {count}/{total}"),
                                heslar::guess::Basis::Reference => "reference".to_string(),
                                heslar::guess::Basis::Spelling { lemma } => {
                                    format!("z-spelling:{lemma}")
                                }
                                heslar::guess::Basis::Like { lemma } => format!("like:{lemma}"),
                                heslar::guess::Basis::Model { name, .. } => name.clone(),
                            };
                            match plan.paradigms.as_ref() {
                                Some(p) => format!("{}; {basis}", p.describe(how)),
                                None => basis,
                            }
                        }
                        other => format!("{other:?}").chars().take(24).collect(),
                    };
                    if err.is_ok() {
                        err = writeln!(out, "{}\t{}\t{}\t{how}", f.word, f.lemma, f.tag.pos);
                    }
                }
            });
            err?;
        }
        return Ok(());
    }
    let words: Vec<String> = args.collect();
    match what.as_str() {
        "aspect" => {
            for w in words {
                println!(
                    "{w}\t{:?}\trule {:?}\t{}\tunprefixed partner {}",
                    m.aspects.of(&w),
                    m.aspects.inferred(&w),
                    m.aspects
                        .secondary_partner(&w)
                        .map_or_else(String::new, |p| format!("secondary of {p}")),
                    m.aspects.partner("", &w).unwrap_or_default()
                );
            }
        }
        "degree" => {
            let words = if words.is_empty() {
                m.degrees.comparatives()
            } else {
                words
            };
            for w in words {
                println!(
                    "{w}\t{}",
                    if m.degrees.is_comparative(&w) {
                        m.degrees.positive_of(&w).join(" ")
                    } else {
                        "(no comparative entry)".to_string()
                    }
                );
            }
        }
        _ => anyhow::bail!("usage: morphology aspect VERB... | morphology degree [WORD...]"),
    }
    Ok(())
}
