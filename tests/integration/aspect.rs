//! Verbal aspect inference (src/morph/aspect.rs `Aspects`) against a hand-written gold list of 600
//! verbs (`tests/fixtures/aspect/verbs.tsv`, from grammar handbooks). Aspect decides which
//! transgressives PLUS gets (present of imperfective verbs, past of perfective verbs).
//!
//! The test prints the accuracy of the rule alone and of the rule with the exception list
//! (`rules/morphology/hunspell-cs/aspect.tsv`), per class, and fails below the thresholds.

use std::collections::BTreeMap;

use heslar::morph::Aspect;

use crate::util::*;

fn parse(a: &str) -> Aspect {
    match a {
        "impf" => Aspect::Imperfective,
        "pf" => Aspect::Perfective,
        "both" => Aspect::Both,
        x => panic!("aspect {x:?} in verbs.tsv"),
    }
}

/// Accuracy per class of `file`: (verbs, right by the rule alone, right with the exceptions).
fn score(file: &str) -> (usize, usize, usize) {
    let (plan, si) = repo_plan();
    let aspects = &plan.morphology[si].as_ref().unwrap().aspects;
    let text = std::fs::read_to_string(repo().join("tests/fixtures/aspect").join(file)).unwrap();
    // class -> (rows, right by the rule alone, right with the exceptions)
    let mut by_class: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    let mut wrong = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        assert!(f.len() >= 3, "verbs.tsv: short row {line:?}");
        let gold = parse(f[1]);
        let c = by_class.entry(f[2].to_string()).or_default();
        c.0 += 1;
        if aspects.inferred(f[0]) == gold {
            c.1 += 1;
        }
        let got = aspects.of(f[0]);
        if got == gold {
            c.2 += 1;
        } else {
            let partner = aspects
                .secondary_partner(f[0])
                .map_or_else(String::new, |p| format!(", secondary of {p}"));
            wrong.push(format!(
                "{} {} (gold {}, got {got:?}{partner})",
                f[2], f[0], f[1]
            ));
        }
    }
    let (mut n, mut rule, mut all) = (0, 0, 0);
    for (class, (rows, r, a)) in &by_class {
        println!("{class:14} {rows:4} rows  rule {r:4}  with exceptions {a:4}");
        n += rows;
        rule += r;
        all += a;
    }
    let pct = |x: usize| 100.0 * x as f64 / n as f64;
    println!(
        "{file}: {n} verbs, rule alone {rule} ({:.1} %), with exceptions {all} ({:.1} %)",
        pct(rule),
        pct(all)
    );
    for w in &wrong {
        println!("  wrong: {w}");
    }
    (n, rule, all)
}

/// The list the rule and the exceptions were written against.
#[test]
fn aspect_inference_against_the_gold_list() {
    let (n, rule, all) = score("verbs.tsv");
    let pct = |x: usize| 100.0 * x as f64 / n as f64;
    assert!(n >= 500, "gold list too short: {n}");
    assert!(pct(rule) >= 85.0, "aspect rule alone below 85 %");
    assert!(pct(all) >= 95.0, "aspect with exceptions below 95 %");
}

/// Verbs in neither verbs.tsv nor the exception list, written afterwards: how the rule and
/// the exceptions do on verbs they were not tuned on.
#[test]
fn aspect_inference_on_held_out_verbs() {
    let (n, _, all) = score("held-out.tsv");
    let pct = |x: usize| 100.0 * x as f64 / n as f64;
    assert!(n >= 250, "held-out list too short: {n}");
    assert!(pct(all) >= 85.0, "aspect on held-out verbs below 85 %");
}
