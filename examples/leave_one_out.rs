//! Leave-one-out measurement of the headword guesser (src/guess.rs, issue 15).
//!
//! `cargo run --release --example leave_one_out -- [N] [SEED]` (defaults 5000, 15);
//! `cargo run --release --example leave_one_out -- export N FILE` writes N of the entries as a
//! headword list (`headword pos gender aspect`, the benchmark's input: scripts/bench.sh).
//!
//! The measurement
//! takes N random admitted entries of the reference source (nouns, adjectives and verbs in the
//! proportion the source has them), gives the guesser only the headword, its part of speech and
//! its gender (nouns; read off its known forms, `guess::gender_of`) or aspect (verbs), with the
//! entry itself left out of the counts, and compares the forms of the guessed class with the
//! forms of the entry's own class (the inflection its Hunspell flags make: every form of the
//! lemma's part of speech, the possessives of animate nouns, ne- on verbs; not the derivations
//! a headword list gets only where it lists them). Derived transgressives and verbal nouns
//! follow from the forms and the aspect, so equal forms mean equal derivations.
//!
//! Prints, per part of speech, the share of identical form sets without a hint, with the
//! optional genitive / 3rd person singular column, and with the model word; the share of
//! generated forms the reference lacks (precision) and of reference forms not generated
//! (recall); and the endings with the most misses.

use std::collections::{BTreeMap, BTreeSet};

use heslar::admit::{admit, Decision};
use heslar::build::{BuildOptions, Plan};
use heslar::guess::{Choice, Guesser, Kind, Request};
use heslar::paradigm::Paradigms;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn forms(g: &Guesser, p: &Paradigms, word: &str, class: u32) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    g.generate(p, word, class, &mut |w, _, _, _| {
        out.insert(w.to_string());
    });
    out
}

/// The form of `word` by `class` in a cell (the genitive or 3rd singular a dictionary prints).
fn form_in(g: &Guesser, p: &Paradigms, word: &str, class: u32, cell: &str) -> Option<String> {
    let mut found = None;
    g.generate(p, word, class, &mut |w, tag, pre, _| {
        if found.is_none()
            && pre.is_none()
            && tag
                .cells
                .iter()
                .any(|c| cell.split('|').all(|kv| c.split('|').any(|x| x == kv)))
        {
            found = Some(w.to_string());
        }
    });
    found
}

#[derive(Default)]
struct Tally {
    n: u64,
    same: u64,
    none: u64,
    generated: u64,
    extra: u64,
    reference: u64,
    missing: u64,
    misses_by_ending: BTreeMap<String, u64>,
}

impl Tally {
    fn add(&mut self, word: &str, reference: &BTreeSet<String>, got: Option<&BTreeSet<String>>) {
        self.n += 1;
        self.reference += reference.len() as u64;
        let Some(got) = got else {
            self.none += 1;
            self.missing += reference.len() as u64;
            *self.misses_by_ending.entry(ending(word)).or_default() += 1;
            return;
        };
        self.generated += got.len() as u64;
        self.extra += got.difference(reference).count() as u64;
        self.missing += reference.difference(got).count() as u64;
        if got == reference {
            self.same += 1;
        } else {
            *self.misses_by_ending.entry(ending(word)).or_default() += 1;
        }
    }

    fn line(&self, what: &str) -> String {
        let (lo, hi) = wilson(self.same, self.n);
        format!(
            "{what:<34} {:>5} {:>7.2} % [{:.2}–{:.2}]  extra {:.3} %  missing {:.3} %  no class {}",
            self.n,
            pct(self.same, self.n),
            lo * 100.0,
            hi * 100.0,
            pct(self.extra, self.generated),
            pct(self.missing, self.reference),
            self.none
        )
    }
}

fn ending(w: &str) -> String {
    let c: Vec<char> = w.chars().collect();
    c[c.len().saturating_sub(3)..].iter().collect()
}

fn pct(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        a as f64 * 100.0 / b as f64
    }
}

/// The Wilson 95 % interval of a proportion.
fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let (k, n, z) = (k as f64, n as f64, 1.96f64);
    let p = k / n;
    let d = 1.0 + z * z / n;
    let c = p + z * z / (2.0 * n);
    let r = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    ((c - r) / d, (c + r) / d)
}

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1).peekable();
    let export = args.peek().is_some_and(|a| a == "export");
    if export {
        args.next();
    }
    let n: usize = args.next().map_or(Ok(5000), |a| a.parse())?;
    let (seed, export_to): (u64, Option<String>) = if export {
        (
            15,
            Some(
                args.next()
                    .ok_or_else(|| anyhow::anyhow!("export N FILE"))?,
            ),
        )
    } else {
        (args.next().map_or(Ok(15), |a| a.parse())?, None)
    };
    let min_support: Option<u32> = std::env::var("HESLAR_MIN_SUPPORT")
        .ok()
        .and_then(|v| v.parse().ok());
    let plan = Plan::load(BuildOptions::in_dir(".")).map_err(|e| anyhow::anyhow!("{e}"))?;
    let Some((g, r)) = plan.guesser.as_ref() else {
        anyhow::bail!("no reference source with an assignment table");
    };
    let mut g_owned;
    let g = match min_support {
        Some(m) => {
            // The guesser is cheap to learn again with another threshold.
            let m0 = plan.morphology[*r].as_ref().expect("reference morphology");
            g_owned = Guesser::learn(
                &plan.sources[*r],
                m0.assignment.as_ref().expect("assignment"),
                &m0.aspects,
                plan.paradigms.as_ref().expect("paradigms"),
                &plan.options.rules_dir.join("morphology/models.tsv"),
            )
            .map_err(|e| anyhow::anyhow!("{e}"))?;
            g_owned.min_support = m;
            &g_owned
        }
        None => g,
    };
    let p = plan.paradigms.as_ref().expect("paradigms");
    let m = plan.morphology[*r].as_ref().expect("reference morphology");
    let admission = admit(&plan.sources, &plan.categories, &plan.labels);
    let source = &plan.sources[*r];
    let pool: Vec<(u32, u32)> = g
        .entries
        .iter()
        .copied()
        .filter(|(h, _)| {
            matches!(
                admission.decisions[*r][*h as usize],
                Decision::Admitted { .. }
            )
        })
        .collect();
    if let Some(file) = export_to {
        let mut out = String::from("headword\tpos\tgender\taspect\n");
        for &(hi, class) in pool.iter().take(n) {
            let word = &source.headwords[hi as usize].word;
            let c = &g.classes[class as usize];
            let (pos, gender, aspect) = match c.kind {
                Kind::Noun => ("noun", c.gender.unwrap_or(""), ""),
                Kind::Adj => ("adj", "", ""),
                Kind::Verb => (
                    "verb",
                    "",
                    heslar::guess::aspect_name(m.aspects.of_entry(word)),
                ),
            };
            out.push_str(&format!("{word}\t{pos}\t{gender}\t{aspect}\n"));
        }
        std::fs::write(&file, out)?;
        println!("{} headwords written to {file}", n.min(pool.len()));
        return Ok(());
    }
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut picked = BTreeSet::new();
    while picked.len() < n.min(pool.len()) {
        picked.insert((rng.next() % pool.len() as u64) as usize);
    }
    let mut tallies: BTreeMap<(&str, &str), Tally> = BTreeMap::new();
    let mut no_model = 0;
    for &i in &picked {
        let (hi, class) = pool[i];
        let word = source.headwords[hi as usize].word.as_str();
        let c = &g.classes[class as usize];
        let kind = c.kind;
        let kname = match kind {
            Kind::Noun => "nouns",
            Kind::Adj => "adjectives",
            Kind::Verb => "verbs",
        };
        let sub: Option<String> = match kind {
            Kind::Noun => c.gender.map(str::to_string),
            Kind::Verb => Some(heslar::guess::aspect_name(m.aspects.of_entry(word)).to_string()),
            Kind::Adj => None,
        };
        let pos = match kind {
            Kind::Noun => "noun",
            Kind::Adj => "adj",
            Kind::Verb => "verb",
        };
        let reference = forms(g, p, word, class);
        let run = |req: &Request| -> Option<BTreeSet<String>> {
            g.choose(p, word, req, Some(class))
                .ok()
                .map(|ch: Choice| forms(g, p, word, ch.class))
        };
        let base = Request {
            pos: Some(pos),
            sub: sub.as_deref(),
            ..Default::default()
        };
        let got = run(&base);
        if std::env::var("LOO_DEBUG").is_ok_and(|v| v == kname) && got.as_ref() != Some(&reference)
        {
            let ch = g.choose(p, word, &base, Some(class)).ok();
            let gc = ch.as_ref().map(|c| c.class);
            let show = |c: u32| {
                let cl = &g.classes[c as usize];
                let ids: Vec<&str> = cl
                    .target
                    .paradigms
                    .iter()
                    .map(|&i| p.list[i].id.as_str())
                    .collect();
                format!("{} [{}]", cl.example, ids.join(" "))
            };
            match &got {
                Some(got) => println!(
                    "DEBUG {word} ({sub:?}): ref {} guess {} | missing {:?} | extra {:?} | {}",
                    show(class),
                    gc.map(show).unwrap_or_default(),
                    reference.difference(got).take(6).collect::<Vec<_>>(),
                    got.difference(&reference).take(6).collect::<Vec<_>>(),
                    ch.map(|c| g.describe(&c)).unwrap_or_default()
                ),
                None => println!("DEBUG {word}: no class"),
            }
        }
        tallies
            .entry((kname, "1 no hint"))
            .or_default()
            .add(word, &reference, got.as_ref());
        // With the column a printed dictionary gives.
        let (cell, col) = match kind {
            Kind::Noun => (Some("Case=Gen|Number=Sing"), "2 + genitive column"),
            Kind::Verb => (Some("Number=Sing|Person=3|Mood=Ind"), "2 + present column"),
            Kind::Adj => (None, "2 (no column)"),
        };
        let printed = cell.and_then(|cell| form_in(g, p, word, class, cell));
        let mut with_col = base;
        match kind {
            Kind::Noun => with_col.genitive = printed.as_deref(),
            Kind::Verb => with_col.present = printed.as_deref(),
            Kind::Adj => {}
        }
        let got = run(&with_col);
        tallies
            .entry((kname, col))
            .or_default()
            .add(word, &reference, got.as_ref());
        if kind == Kind::Verb {
            // And whether it is transitive (a dictionary's "(koho, co)").
            with_col.transitive =
                Some(form_in(g, p, word, class, "VerbForm=Part|Voice=Pass").is_some());
            let got = run(&with_col);
            tallies
                .entry((kname, "2b + present, transitive"))
                .or_default()
                .add(word, &reference, got.as_ref());
            let only_t = Request {
                transitive: with_col.transitive,
                ..base
            };
            let got = run(&only_t);
            tallies
                .entry((kname, "2a + transitive column"))
                .or_default()
                .add(word, &reference, got.as_ref());
        }
        // With the model word whose conditions the entry's own class meets.
        let model = g.models.iter().find(|md| {
            md.kind == kind
                && (md.sub.is_none() || md.sub == sub)
                && g.meets(p, word, class, &md.conditions)
        });
        let Some(model) = model else {
            no_model += 1;
            continue;
        };
        // Verbs: with whether they are transitive too (the model word cannot tell).
        let hinted = Request {
            hint: Some(model.name.as_str()),
            transitive: with_col.transitive,
            ..base
        };
        let got = run(&hinted);
        tallies
            .entry((
                kname,
                if kind == Kind::Verb {
                    "3 + model word, transitive"
                } else {
                    "3 + model word"
                },
            ))
            .or_default()
            .add(word, &reference, got.as_ref());
    }
    println!(
        "leave-one-out on {} admitted entries of {} (seed {seed}, min support {}); {} of the pool of {}",
        picked.len(),
        source.spec.id,
        g.min_support,
        picked.len(),
        pool.len()
    );
    println!("identical form sets, 95 % Wilson interval; extra = generated forms the reference lacks; missing = reference forms not generated");
    for ((k, what), t) in &tallies {
        println!("{}", t.line(&format!("{k} {what}")));
    }
    println!("entries no model word describes (left out of the model-word rows): {no_model}");
    for ((k, what), t) in &tallies {
        if !what.starts_with('1') {
            continue;
        }
        let mut worst: Vec<(&String, &u64)> = t.misses_by_ending.iter().collect();
        worst.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let list: Vec<String> = worst
            .iter()
            .take(12)
            .map(|(e, c)| format!("-{e} {c}"))
            .collect();
        println!("worst endings, {k} without a hint: {}", list.join(", "));
    }
    Ok(())
}
