//! The cells `check --explain` gives a form (`tests/fixtures/tags/cells.tsv`, written from
//! grammar handbooks): the paradigm rows' tags, the irregular tables', the derived forms' and
//! the degrees of comparison. KLASIK selects by these cells, and an arbiter reads them.

use heslar::admit::admit;
use heslar::explain::explain;

use crate::util::*;

#[test]
fn forms_carry_the_cells_of_the_grammar() {
    let (plan, _) = repo_plan();
    let admission = admit(&plan.sources, &plan.categories, &plan.labels);
    let text = std::fs::read_to_string(repo().join("tests/fixtures/tags/cells.tsv")).unwrap();
    let rows: Vec<Vec<&str>> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
        .map(|l| l.split('\t').collect())
        .collect();
    let mut words: Vec<String> = rows.iter().map(|r| r[0].to_string()).collect();
    words.sort();
    words.dedup();
    let explanations = explain(&plan, &admission, &words).unwrap();
    let mut wrong = Vec::new();
    for r in &rows {
        assert_eq!(r.len(), 3, "cells.tsv: row {r:?}");
        let (word, lemma, cell) = (r[0], r[1], r[2]);
        let e = explanations.iter().find(|e| e.word == word).unwrap();
        // A `!` cell: features no cell of the lemma's readings may have all of (`!Case=Dat`).
        let (negated, cell) = match cell.strip_prefix('!') {
            Some(c) => (true, c),
            None => (false, cell),
        };
        let cells: Vec<&String> = e
            .readings
            .iter()
            .filter(|x| x.lemma == lemma)
            .flat_map(|x| &x.cells)
            .collect();
        let has = if negated {
            // Any cell with all the features of the spec.
            cells
                .iter()
                .any(|c| cell.split('|').all(|kv| c.split('|').any(|x| x == kv)))
        } else {
            cells.iter().any(|c| *c == cell)
        };
        if cells.is_empty() {
            wrong.push(format!("{word}: no reading of {lemma}"));
        } else if has == negated {
            wrong.push(format!(
                "{word} ({lemma}): {}{cell}; cells {cells:?}",
                if negated {
                    "must not have "
                } else {
                    "must have "
                }
            ));
        }
    }
    for w in &wrong {
        println!("  wrong: {w}");
    }
    assert!(
        wrong.is_empty(),
        "{} of {} rows wrong",
        wrong.len(),
        rows.len()
    );
}
