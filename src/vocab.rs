//! The grammatical vocabulary heslar's tables and rules are written in: parts of speech,
//! Universal Dependencies features with their values, and variants.
//!
//! Every tag a table gives (`rules/morphology/`, the source's annotation file) and every value a
//! game's `[select]` names is checked against these lists when it is loaded, so that a typo
//! (`cases = ["nom"]`, `Case=Nominative`) is a file:line error that lists the valid values
//! instead of a lexicon that silently loses every declinable form.

/// Parts of speech. `=` (a prefix rule: the base's part of speech) and `x` (an entry no table
/// tags: its forms stay unclassified) appear only in the tag tables.
pub const POS: &[&str] = &[
    "noun",
    "adj",
    "pron",
    "num",
    "verb",
    "adv",
    "adp",
    "conj",
    "part",
    "intj",
    "abbr",
    "sym",
    "affix",
    "fragment",
    "unused",
    "contracted",
    "form",
    "unclassified",
];

/// Parts of speech only the tag tables use (see [`POS`]).
pub const TABLE_POS: &[&str] = &["=", "x"];

/// Variants of a form (empty: the standard form).
pub const VARIANTS: &[&str] = &[
    "colloquial",
    "bookish",
    "clitic",
    "dual",
    "derivation",
    "possessive",
    "multiword-part",
];

/// Features and their values (Universal Dependencies, as heslar uses them). A value may join
/// several with a comma (`Gender=Masc,Neut`).
pub const FEATURES: &[(&str, &[&str])] = &[
    ("AdpType", &["Preppron"]),
    ("Animacy", &["Anim", "Inan"]),
    ("Aspect", &["Imp", "Perf"]),
    ("Case", &["Nom", "Gen", "Dat", "Acc", "Voc", "Loc", "Ins"]),
    ("Degree", &["Pos", "Cmp", "Sup"]),
    ("Gender", &["Masc", "Fem", "Neut"]),
    ("Mood", &["Ind", "Imp", "Cnd"]),
    ("NumType", &["Card", "Ord", "Mult", "Sets", "Frac"]),
    ("Number", &["Sing", "Plur", "Dual"]),
    ("Person", &["1", "2", "3"]),
    ("Polarity", &["Pos", "Neg"]),
    ("Poss", &["Yes"]),
    ("PrepCase", &["Pre", "Npr"]),
    (
        "PronType",
        &["Prs", "Dem", "Emp", "Rel", "Int", "Ind", "Neg", "Tot"],
    ),
    ("Reflex", &["Yes"]),
    ("Tense", &["Pres", "Past", "Fut"]),
    ("Variant", &["Short"]),
    ("VerbForm", &["Inf", "Part", "Fin", "Conv", "Vnoun"]),
    ("Voice", &["Act", "Pass"]),
];

/// The values of a feature, if heslar knows the feature.
pub fn values(feature: &str) -> Option<&'static [&'static str]> {
    FEATURES
        .iter()
        .find(|(f, _)| *f == feature)
        .map(|(_, v)| *v)
}

/// The value of feature `name` in a cell (`Case=Nom|Number=Sing`), matched by its whole name.
pub fn feature<'a>(cell: &'a str, name: &str) -> Option<&'a str> {
    cell.split('|').find_map(|kv| match kv.split_once('=') {
        Some((k, v)) if k == name => Some(v),
        _ => None,
    })
}

/// Checks one cell: every `Feature=Value` known, none twice. (The order is free: features are
/// found by name, [`feature`].)
pub fn check_cell(cell: &str) -> Result<(), String> {
    let mut seen: Vec<&str> = Vec::new();
    for kv in cell.split('|').filter(|kv| !kv.is_empty()) {
        let Some((k, v)) = kv.split_once('=') else {
            return Err(format!("{kv:?} is no Feature=Value pair"));
        };
        let Some(valid) = values(k) else {
            return Err(format!(
                "unknown feature {k:?}; known: {}",
                FEATURES
                    .iter()
                    .map(|(f, _)| *f)
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        };
        for one in v.split(',') {
            if !valid.contains(&one) {
                return Err(format!(
                    "unknown value {one:?} of {k}; valid: {}",
                    valid.join(", ")
                ));
            }
        }
        if seen.contains(&k) {
            return Err(format!("feature {k:?} twice in {cell:?}"));
        }
        seen.push(k);
    }
    Ok(())
}

/// Checks a part of speech of a table (also `=` and `x`).
pub fn check_pos(pos: &str) -> Result<(), String> {
    if POS.contains(&pos) || TABLE_POS.contains(&pos) {
        Ok(())
    } else {
        Err(format!(
            "unknown part of speech {pos:?}; valid: {}",
            POS.join(", ")
        ))
    }
}

/// Checks a variant (empty: the standard form).
pub fn check_variant(variant: &str) -> Result<(), String> {
    if variant.is_empty() || VARIANTS.contains(&variant) {
        Ok(())
    } else {
        Err(format!(
            "unknown variant {variant:?}; valid: {} (or empty)",
            VARIANTS.join(", ")
        ))
    }
}

/// Checks alternative cells (` ; ` between them).
pub fn check_features(features: &str) -> Result<(), String> {
    features.split(" ; ").try_for_each(|c| check_cell(c.trim()))
}

/// Checks a whole tag: part of speech, every cell (` ; ` between alternatives), variant.
pub fn check_tag(pos: &str, features: &str, variant: &str) -> Result<(), String> {
    check_pos(pos)?;
    check_features(features)?;
    check_variant(variant)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_checked_by_whole_feature_names() {
        assert!(check_cell("Case=Nom|Number=Sing").is_ok());
        assert!(check_cell("Gender=Masc,Neut|Number=Plur").is_ok());
        assert!(check_cell("").is_ok());
        let e = check_cell("Case=nom").unwrap_err();
        assert!(e.contains("Nom, Gen"), "{e}");
        assert!(check_cell("Number=Sing|Case=Nom").is_ok());
        assert!(check_cell("Case=Nom|Case=Gen").is_err());
        assert!(check_cell("Cases=Nom").is_err());
        assert_eq!(feature("VerbForm=Part|Voice=Pass", "Voice"), Some("Pass"));
        // No substring match: `Form` is no feature of this cell.
        assert_eq!(feature("VerbForm=Part", "Form"), None);
    }

    #[test]
    fn tags_name_the_valid_values() {
        assert!(check_tag("noun", "Case=Nom ; Case=Acc", "").is_ok());
        assert!(check_tag("nuon", "", "").unwrap_err().contains("noun, adj"));
        assert!(check_tag("noun", "", "slang")
            .unwrap_err()
            .contains("colloquial"));
    }
}
