//! `check --explain` answers by the build's own generator and selection: for random words of
//! every lexicon and for altered non-words, its verdict per lexicon equals FST membership.

use heslar::admit::admit;

use crate::util::*;

/// Every `n`-th word on average of a lexicon, at random.
fn sample(set: &fst::Set<Vec<u8>>, n: usize, rng: &mut Rng) -> Vec<String> {
    use fst::Streamer;
    let step = (set.len() / n).max(1) as u64;
    let mut out = Vec::new();
    let mut s = set.stream();
    while let Some(k) = s.next() {
        if rng.next().is_multiple_of(step) {
            out.push(String::from_utf8(k.to_vec()).unwrap());
        }
    }
    out
}

/// Words a letter away from real ones: most are no words, some are other words.
fn altered(words: &[String], rng: &mut Rng) -> Vec<String> {
    const LETTERS: &[char] = &['a', 'e', 'i', 'o', 'u', 'á', 'ě', 'ý', 'n', 's', 't', 'k'];
    words
        .iter()
        .map(|w| {
            let mut c: Vec<char> = w.chars().collect();
            let at = rng.next() as usize % c.len();
            match rng.next() % 3 {
                0 => c[at] = LETTERS[rng.next() as usize % LETTERS.len()],
                1 => c.insert(at, LETTERS[rng.next() as usize % LETTERS.len()]),
                _ if c.len() > 2 => {
                    c.remove(at);
                }
                _ => c.push('s'),
            }
            c.into_iter().collect()
        })
        .collect()
}

#[test]
fn explain_verdicts_equal_the_built_lexicons() {
    let out = default_output();
    let (plan, _) = repo_plan();
    let admission = admit(&plan.sources, &plan.categories, &plan.labels);
    let sets: Vec<(String, fst::Set<Vec<u8>>)> = plan
        .games
        .iter()
        .map(|g| {
            let bytes = std::fs::read(out.join(format!("{}.fst", g.rules.name))).unwrap();
            (g.rules.name.clone(), fst::Set::new(bytes).unwrap())
        })
        .collect();
    let seed = std::env::var("HESLAR_TEST_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_2026_u64);
    let mut rng = Rng(seed);
    let mut words = Vec::new();
    for (_, set) in &sets {
        words.extend(sample(set, 500, &mut rng));
    }
    let changed = altered(&words, &mut rng);
    words.extend(changed);
    words.sort();
    words.dedup();
    assert!(words.len() > 2500, "{} words", words.len());
    let explanations = heslar::explain::explain(&plan, &admission, &words).unwrap();
    let (mut checked, mut admitted) = (0usize, 0usize);
    let mut wrong = Vec::new();
    for e in &explanations {
        for l in &e.lexicons {
            let set = &sets.iter().find(|(n, _)| *n == l.lexicon).unwrap().1;
            let built = set.contains(&e.word);
            checked += 1;
            admitted += usize::from(built);
            if built != l.admissible {
                wrong.push(format!(
                    "{} in {}: lexicon {built}, explain {} ({:?})",
                    e.word, l.lexicon, l.admissible, l.reason
                ));
            }
        }
    }
    eprintln!(
        "{} words, {checked} verdicts ({admitted} admissible): {} differ (seed {seed:#x})",
        words.len(),
        wrong.len()
    );
    assert!(
        wrong.is_empty(),
        "explain differs from the build:\n{}",
        wrong[..wrong.len().min(30)].join("\n")
    );
}
