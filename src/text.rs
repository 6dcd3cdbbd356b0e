//! Czech text: query normalisation and Czech alphabetical order.
//!
//! Lexicon keys are NFC and lowercase. An arbiter may type `ŽENĚ`, or a terminal may hand us a
//! decomposed `e` + combining acute; [`normalize_word`] turns both into the key `ženě`.
//!
//! Listings are in Czech alphabetical order (ČSN 97 6030), not byte order: `č ř š ž` are letters
//! of their own that follow `c r s z`, and the digraph `ch` is one letter between `h` and `i`
//! (`hrad < hůl < chata < inkoust`). The other diacritics (`á é ě í ó ú ů ý ď ť ň`) only break ties:
//! `dal < dál < dalba`. [`czech_cmp`] and [`collation_key`] implement this two-level comparison.

use std::cmp::Ordering;

use unicode_normalization::UnicodeNormalization;

/// The most letters of a word: no Czech word comes near it (the longest in the lexicons have
/// about 30), and a longer input is refused as a query and dropped from a build, never admitted.
pub const MAX_WORD_LETTERS: usize = 64;

/// Why a query word could not be normalised.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NormalizeError {
    #[error("empty word")]
    Empty,
    #[error("{word:?} contains white space; give the words of a move as separate arguments")]
    WhiteSpace { word: String },
    #[error("{word:?} contains a control character (U+{code:04X})")]
    Control { word: String, code: u32 },
    #[error("a word of {letters} letters; no word is longer than {MAX_WORD_LETTERS}")]
    TooLong { letters: usize },
}

/// True for Unicode's default-ignorable code points (zero-width space and joiners, soft hyphen,
/// bidirectional marks, variation selectors, the byte-order mark, tags...): characters that
/// show nothing, so a word that contains them looks exactly like one that does not.
pub fn is_default_ignorable(c: char) -> bool {
    matches!(c as u32,
        0x00AD | 0x034F | 0x061C | 0x115F..=0x1160 | 0x17B4..=0x17B5 | 0x180B..=0x180F
        | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
        | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFF8 | 0x1BCA0..=0x1BCA3 | 0x1D173..=0x1D17A
        | 0xE0000..=0xE0FFF)
}

/// The letters of the Czech alphabet (lowercase), what a compatibility form may map to.
fn is_czech_letter(c: char) -> bool {
    c.is_ascii_lowercase() || "áčďéěíňóřšťúůýž".contains(c)
}

/// The compatibility decomposition (NFKC) of a character when it is only Czech letters:
/// fullwidth `ｈ` → `h`, the ligature `ﬁ` → `fi`, `Ｈ` → `H` (lowercased later). Other
/// compatibility forms (superscripts, fractions, circled letters) are left alone: they are no
/// letters of a word, and the lexicon will simply not contain the word.
fn compat_to_czech(c: char) -> Option<String> {
    if c.is_ascii() {
        return None;
    }
    let k: String = std::iter::once(c).nfkc().collect();
    if k.chars().count() == 1 && k.starts_with(c) {
        return None;
    }
    let lower: String = k.chars().flat_map(char::to_lowercase).nfc().collect();
    (!lower.is_empty() && lower.chars().all(is_czech_letter)).then_some(k)
}

/// The input policy, in one place, for every query (check, judge, search, explain): what a user
/// types or pastes is read as the word it looks like.
///
/// 1. default-ignorable characters are removed ([`is_default_ignorable`]: a BOM, zero-width
///    spaces and joiners, soft hyphens, bidirectional marks);
/// 2. compatibility forms that stand for Czech letters become those letters
///    (fullwidth letters, ligatures; other compatibility forms are left alone);
/// 3. the result is composed (NFC) and lowercased.
///
/// Surrounding white space is trimmed by [`normalize_word`], which also refuses what is not one
/// word. [`normalize_pattern`] applies steps 1 to 3 to a search pattern.
pub fn apply_policy(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for c in input.nfc() {
        if is_default_ignorable(c) {
            continue;
        }
        match compat_to_czech(c) {
            Some(k) => out.push_str(&k),
            None => out.push(c),
        }
    }
    // Lowercasing can decompose (e.g. U+0130), so compose after it.
    let lower: String = out.nfc().flat_map(char::to_lowercase).collect();
    lower.nfc().collect()
}

/// Normalises a word typed by a user: the input policy ([`apply_policy`]: ignorable characters
/// removed, compatibility forms of Czech letters mapped, NFC, lowercase), surrounding white
/// space trimmed.
///
/// `"ŽENĚ"`, `"z\u{30C}ene\u{30C}"`, `"\u{FEFF}ženě"` and `"že\u{AD}ně"` all give `"ženě"`.
/// Characters other than letters are kept (the lexicon will simply not contain the word), but
/// white space inside the word, control characters and more than [`MAX_WORD_LETTERS`] letters
/// are errors, because they mean the input was not one word.
pub fn normalize_word(input: &str) -> Result<String, NormalizeError> {
    if input.chars().count() > MAX_WORD_LETTERS * 4 + 64 {
        // Do not even normalise a pasted page.
        return Err(NormalizeError::TooLong {
            letters: input.chars().count(),
        });
    }
    let cleaned: String = input
        .chars()
        .filter(|&c| !is_default_ignorable(c))
        .collect();
    let trimmed = cleaned.trim();
    if trimmed.is_empty() {
        return Err(NormalizeError::Empty);
    }
    if let Some(c) = trimmed.chars().find(|c| c.is_control()) {
        return Err(NormalizeError::Control {
            word: trimmed.to_string(),
            code: c as u32,
        });
    }
    if trimmed.chars().any(char::is_whitespace) {
        return Err(NormalizeError::WhiteSpace {
            word: trimmed.to_string(),
        });
    }
    let word = apply_policy(trimmed);
    let letters = word.chars().count();
    if letters > MAX_WORD_LETTERS {
        return Err(NormalizeError::TooLong { letters });
    }
    Ok(word)
}

/// A search pattern or filter under the input policy ([`apply_policy`]): `hrad[U]` becomes
/// `hrad[u]`, a decomposed `z\u{30C}` becomes `ž`, a fullwidth `ｈ` becomes `h`. The pattern's
/// own characters (`?`, `*`, `[`, `]`, `^`) are unchanged.
pub fn normalize_pattern(pattern: &str) -> String {
    apply_policy(pattern.trim())
}

/// [`normalize_word`] without allocating when the input is already a key (lowercase ASCII or
/// Czech letters and ASCII punctuation, nothing the policy changes): the batch checker's fast
/// path.
pub fn normalize_cow(input: &str) -> Result<std::borrow::Cow<'_, str>, NormalizeError> {
    let t = input.trim();
    let plain = !t.is_empty()
        && t.len() <= MAX_WORD_LETTERS
        && t.chars().all(|c| {
            (c.is_ascii_graphic() && !c.is_ascii_uppercase()) || "áčďéěíňóřšťúůýž".contains(c)
        });
    if plain {
        Ok(std::borrow::Cow::Borrowed(t))
    } else {
        normalize_word(input).map(std::borrow::Cow::Owned)
    }
}

/// Text from the input made safe to print in a column: tabs, control characters, invisible
/// and bidirectional formatting characters become `\u{…}` escapes, so that an answer line
/// can never gain a column, a line or a terminal escape sequence from what was typed
/// (`xyzzy<TAB>1` is shown as `xyzzy\u{9}1`).
pub fn escape_for_display(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let format =
            matches!(c as u32, 0x0600..=0x0605 | 0x06DD | 0x070F | 0x110BD | 0xFFF9..=0xFFFB);
        if c.is_control()
            || c == '\\'
            || is_default_ignorable(c)
            || format
            || c.is_whitespace() && c != ' '
        {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// True when every character of the word is a letter (no hyphen, dot, apostrophe, digit...).
pub fn is_all_letters(word: &str) -> bool {
    !word.is_empty() && word.chars().all(char::is_alphabetic)
}

/// True when the word has an uppercase or titlecase letter anywhere (Afrika, eBanka, kWh,
/// the titlecase digraph ǅ).
pub fn has_capital(word: &str) -> bool {
    word.chars().any(changes_case)
}

/// True when lowercasing changes the character: uppercase and titlecase letters (`Ž`, `ǅ`).
/// (`char::is_uppercase` is false for titlecase letters, which lowercase all the same.)
fn changes_case(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_uppercase();
    }
    let mut l = c.to_lowercase();
    !(l.next() == Some(c) && l.next().is_none())
}

/// The number of letters of a word as a player counts them: one per character, so `chata` has
/// five (in Scrabble CH is two tiles; tile-aware lengths live with the game alphabets).
pub fn letter_count(word: &str) -> usize {
    word.chars().count()
}

/// Primary weights of the Czech alphabet, in order. `ch` is handled separately (between h and i).
const PRIMARY: &[(char, u16)] = &[
    ('a', 10),
    ('b', 20),
    ('c', 30),
    ('č', 40),
    ('d', 50),
    ('e', 60),
    ('f', 70),
    ('g', 80),
    ('h', 90),
    // ch = 95
    ('i', 100),
    ('j', 110),
    ('k', 120),
    ('l', 130),
    ('m', 140),
    ('n', 150),
    ('o', 160),
    ('p', 170),
    ('q', 180),
    ('r', 190),
    ('ř', 200),
    ('s', 210),
    ('š', 220),
    ('t', 230),
    ('u', 240),
    ('v', 250),
    ('w', 260),
    ('x', 270),
    ('y', 280),
    ('z', 290),
    ('ž', 300),
];

const CH: u16 = 95;

/// (primary, secondary) weight of one lowercase character other than the `ch` digraph.
fn weights(c: char) -> (u16, u16) {
    let p = primary(c);
    if p != NOT_IN_ALPHABET {
        return (p, 0);
    }
    // Secondary letters: the base letter's primary weight, a secondary weight for the accent.
    let (base, sec) = match c {
        'á' => ('a', 1),
        'ä' => ('a', 2),
        'ď' => ('d', 1),
        'é' => ('e', 1),
        'ě' => ('e', 2),
        'ë' => ('e', 3),
        'í' => ('i', 1),
        'ĺ' => ('l', 1),
        'ľ' => ('l', 2),
        'ň' => ('n', 1),
        'ó' => ('o', 1),
        'ö' => ('o', 2),
        'ô' => ('o', 3),
        'ŕ' => ('r', 1),
        'ť' => ('t', 1),
        'ú' => ('u', 1),
        'ů' => ('u', 2),
        'ü' => ('u', 3),
        'ý' => ('y', 1),
        _ => {
            // Anything else sorts after the alphabet, by code point.
            return (1000 + (c as u32).min(60000) as u16 / 2, 0);
        }
    };
    (primary(base), sec)
}

const NOT_IN_ALPHABET: u16 = u16::MAX;

/// The primary weight of a letter of the Czech alphabet, or [`NOT_IN_ALPHABET`].
fn primary(c: char) -> u16 {
    PRIMARY
        .iter()
        .find(|&&(l, _)| l == c)
        .map(|&(_, w)| w)
        .unwrap_or(NOT_IN_ALPHABET)
}

/// Splits a lowercase word into collation units with their weights (`ch` is one unit).
fn units(word: &str) -> impl Iterator<Item = (u16, u16)> + '_ {
    let mut chars = word.chars().peekable();
    std::iter::from_fn(move || {
        let c = chars.next()?;
        if c == 'c' && chars.peek() == Some(&'h') {
            chars.next();
            return Some((CH, 0));
        }
        Some(weights(c))
    })
}

/// Compares two lowercase words in Czech alphabetical order: first by letters ignoring the
/// secondary accents, then by the accents from the left, then by code points (a total order).
pub fn czech_cmp(a: &str, b: &str) -> Ordering {
    let primary = units(a).map(|u| u.0).cmp(units(b).map(|u| u.0));
    if primary != Ordering::Equal {
        return primary;
    }
    let secondary = units(a).map(|u| u.1).cmp(units(b).map(|u| u.1));
    if secondary != Ordering::Equal {
        return secondary;
    }
    a.cmp(b)
}

/// A byte key whose byte order is [`czech_cmp`] order, for sorting many words fast.
pub fn collation_key(word: &str) -> Vec<u8> {
    let mut key = Vec::with_capacity(word.len() * 3 + 2);
    for (p, _) in units(word) {
        key.extend_from_slice(&p.to_be_bytes());
    }
    key.extend_from_slice(&[0, 0]);
    for (_, s) in units(word) {
        key.extend_from_slice(&(s + 1).to_be_bytes());
    }
    key.extend_from_slice(&[0, 0]);
    key.extend_from_slice(word.as_bytes());
    key
}

/// Sorts words in Czech alphabetical order.
pub fn sort_czech(words: &mut [String]) {
    words.sort_by_cached_key(|w| collation_key(w));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalises_case_and_composition() {
        assert_eq!(normalize_word("ŽENĚ").unwrap(), "ženě");
        assert_eq!(normalize_word("z\u{30C}ene\u{30C}").unwrap(), "ženě");
        assert_eq!(normalize_word("  Chata\n").unwrap(), "chata");
        assert_eq!(normalize_word("ÚŮ").unwrap(), "úů");
    }

    #[test]
    fn invisible_and_compatibility_forms_read_as_the_word_they_look_like() {
        for input in [
            "\u{FEFF}hrad",
            "hr\u{200B}ad",
            "hr\u{AD}ad",
            "h\u{200D}rad\u{2060}",
            "ｈｒａｄ",
            "ＨＲＡＤ",
            "\u{202E}hrad",
        ] {
            assert_eq!(normalize_word(input).unwrap(), "hrad", "{input:?}");
        }
        assert_eq!(normalize_word("ﬁk").unwrap(), "fik");
        assert_eq!(normalize_word("ﬂétna").unwrap(), "flétna");
        // A superscript is no letter: kept, so the word is simply not found.
        assert_eq!(normalize_word("hrad²").unwrap(), "hrad²");
        assert!(matches!(
            normalize_word(&"a".repeat(65)),
            Err(NormalizeError::TooLong { .. })
        ));
        assert!(matches!(
            normalize_word(&"a".repeat(30_000_000)),
            Err(NormalizeError::TooLong { .. })
        ));
        assert_eq!(normalize_pattern("hrad[U]"), "hrad[u]");
        assert_eq!(normalize_pattern("z\u{30C}?"), "ž?");
    }

    #[test]
    fn escapes_what_could_forge_a_column_or_a_line() {
        assert_eq!(escape_for_display("xyzzy\t1"), "xyzzy\\u{9}1");
        assert_eq!(escape_for_display("a\x1b[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(escape_for_display("a\nb\r"), "a\\u{a}b\\u{d}");
        assert_eq!(escape_for_display("ženě"), "ženě");
    }

    #[test]
    fn titlecase_letters_are_capitals() {
        // Found by the normalize fuzz target: U+01C5 is titlecase, not uppercase.
        // The digraph is a compatibility form of the Czech letters d + ž (the input policy).
        assert_eq!(normalize_cow("ǅ").unwrap(), "dž");
        assert!(has_capital("ǅem"));
        assert!(!has_capital("ǆem"));
    }

    #[test]
    fn rejects_empty_space_and_control() {
        assert_eq!(normalize_word("  "), Err(NormalizeError::Empty));
        assert!(matches!(
            normalize_word("big beat"),
            Err(NormalizeError::WhiteSpace { .. })
        ));
        assert!(matches!(
            normalize_word("a\u{7}b"),
            Err(NormalizeError::Control { .. })
        ));
    }

    #[test]
    fn ch_is_a_letter_after_h() {
        let mut w: Vec<String> = ["inkoust", "chata", "hrad", "hůl", "cihla", "čap"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        sort_czech(&mut w);
        assert_eq!(w, ["cihla", "čap", "hrad", "hůl", "chata", "inkoust"]);
    }

    #[test]
    fn accents_only_break_ties() {
        let mut w: Vec<String> = ["dalba", "dál", "dal", "ďas", "dům", "duch"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        sort_czech(&mut w);
        assert_eq!(w, ["dal", "dál", "dalba", "ďas", "duch", "dům"]);
    }

    #[test]
    fn haceks_are_primary() {
        assert_eq!(czech_cmp("rys", "řas"), Ordering::Less);
        assert_eq!(czech_cmp("řas", "sad"), Ordering::Less);
        assert_eq!(czech_cmp("zub", "žal"), Ordering::Less);
        assert_eq!(czech_cmp("šál", "sál"), Ordering::Greater);
    }

    proptest::proptest! {
        #[test]
        fn key_order_is_cmp_order(a in "[a-zčřšžáéěíóúůýďťňch]{0,6}", b in "[a-zčřšžáéěíóúůýďťňch]{0,6}") {
            proptest::prop_assert_eq!(collation_key(&a).cmp(&collation_key(&b)), czech_cmp(&a, &b));
        }

        #[test]
        fn fast_path_agrees(s in "\\PC{1,12}") {
            proptest::prop_assert_eq!(normalize_cow(&s).map(|c| c.into_owned()), normalize_word(&s));
        }

        #[test]
        fn normalising_is_idempotent(s in "\\PC{1,12}") {
            if let Ok(n) = normalize_word(&s) {
                proptest::prop_assert_eq!(normalize_word(&n).unwrap(), n);
            }
        }
    }
}
