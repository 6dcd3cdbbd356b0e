//! Comparatives linked to their positives (src/degree.rs) against a hand-written list
//! (`tests/fixtures/degree/comparatives.tsv`, from grammar handbooks), and their tags in
//! `check --explain`: every form of a comparative entry is `Degree=Cmp`, its `nej-` forms
//! `Degree=Sup`, each naming the positive.

use crate::util::*;

#[test]
fn comparatives_link_to_their_positives() {
    let (plan, si) = repo_plan();
    let degrees = &plan.morphology[si].as_ref().unwrap().degrees;
    let path = repo().join("tests/fixtures/degree/comparatives.tsv");
    let text = std::fs::read_to_string(&path).unwrap();
    let (mut n, mut right) = (0, 0);
    let mut wrong = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        assert!(f.len() >= 3, "comparatives.tsv: short row {line:?}");
        n += 1;
        let gold: Vec<&str> = f[1].split_whitespace().collect();
        let got = degrees.positive_of(f[0]);
        if !degrees.is_comparative(f[0]) {
            wrong.push(format!("{} ({}): no comparative entry", f[0], f[2]));
        } else if got.first().is_some_and(|p| gold.contains(&p.as_str())) {
            right += 1;
        } else {
            wrong.push(format!("{} ({}): gold {}, got {got:?}", f[0], f[2], f[1]));
        }
    }
    let (entries, linked) = degrees.counts();
    println!(
        "comparatives.tsv: {right}/{n} right; the source has {entries} comparative entries, \
         {linked} linked to a positive"
    );
    for w in &wrong {
        println!("  wrong: {w}");
    }
    assert!(n >= 100, "list too short: {n}");
    assert!(wrong.is_empty(), "{} comparatives wrong", wrong.len());
    // The source's comparatives whose positive it lists are nearly all linked; the rest are
    // comparatives of adjectives the source does not list (absorbovatelnější).
    assert!(linked * 100 >= entries * 95, "{linked} of {entries} linked");
}

#[test]
fn explain_names_the_positive_and_the_degree() {
    for (word, want) in [
        ("mladší", "Case=Nom|Degree=Cmp|Gender=Masc|Number=Sing"),
        ("nejmladšího", "comparative"),
        ("nejlepší", "superlative of dobrý"),
        ("lepší", "comparative of dobrý"),
        ("horšímu", "comparative of zlý, špatný"),
        (
            "rychleji",
            "Degree=Cmp of rychlejší (adv, comparative of rychlý)",
        ),
        ("nejlépe", "Degree=Sup of lépe (adv, superlative of dobře)"),
        ("nejnebezpečněji", "Degree=Sup|Polarity=Neg"),
    ] {
        let o = heslar_default(&["check", "--explain", "-l", "scrabble-plus", word], None);
        let text = String::from_utf8_lossy(&o.stdout);
        if want == "comparative" {
            // nej- makes a superlative: no cell stays a comparative.
            assert!(!text.contains("Degree=Cmp"), "{word}: {text}");
            assert!(text.contains("Degree=Sup"), "{word}: {text}");
        } else {
            assert!(text.contains(want), "{word}: want {want:?} in\n{text}");
        }
        assert!(
            !text.contains("Degree=Pos|Degree"),
            "{word}: two degrees in\n{text}"
        );
    }
}

/// The regular comparatives heslar derives (src/inflect.rs, `derived_comparatives`): of a
/// gradable positive no comparative entry grades, where text uses the comparative. Each
/// says in `check --explain` that it is derived, and from what; none where the source grades
/// the positive already or the positive does not grade.
#[test]
fn derived_comparatives_are_explained_and_bounded() {
    let (plan, si) = repo_plan();
    let degrees = &plan.morphology[si].as_ref().unwrap().degrees;
    let derived: Vec<(&str, &str)> = plan.sources[si]
        .headwords
        .iter()
        .filter_map(|h| Some((h.word.as_str(), h.derived()?.base.as_str())))
        .collect();
    // A handful, not a flood: evidence decides, and the source lists the rest.
    assert!(
        (5..200).contains(&derived.len()),
        "{} derived comparatives",
        derived.len()
    );
    for (c, p) in &derived {
        assert_eq!(degrees.positive_of(c), [p.to_string()], "{c}");
        assert_eq!(
            heslar::degree::regular_comparative(p).as_deref(),
            Some(*c),
            "{c} is not the regular comparative of {p}"
        );
    }
    let words: Vec<&str> = derived.iter().map(|(c, _)| *c).collect();
    assert!(words.contains(&"křupavější"), "{words:?}");
    // tmavý has tmavší, zlý horší (degree.tsv), inkluzivní its own flag y: nothing derived.
    for no in ["tmavější", "zlejší", "inkluzivnější"] {
        assert!(!words.contains(&no), "{no} derived");
    }
    // A relational ending yields to text that grades the adjective (náladový), but not to a
    // rare misspelling of a common word: tamnější is tamější, nejrannější nejranější.
    assert!(words.contains(&"náladovější"), "{words:?}");
    for no in ["tamnější", "rannější"] {
        assert!(!words.contains(&no), "{no} derived");
    }
    let o = heslar_default(
        &["check", "--explain", "-l", "scrabble-klasik", "křupavější"],
        None,
    );
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("comparative of křupavý"), "{text}");
    assert!(
        text.contains("an entry heslar derives") && text.contains("attested in wordfreq-cs"),
        "{text}"
    );
    assert!(text.contains("scrabble-klasik\tadmissible"), "{text}");
}
