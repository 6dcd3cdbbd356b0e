//! The verdict in letters five cells high (the judge screen's own block font), readable from
//! across a table, with the symbol that tells the verdicts apart by shape: ✓ or ✗.
//!
//! Only the letters of the two verdicts are drawn (P Ř Í U S T N É E); the accents stand on a
//! row of their own above the letters, so a verdict is [`HEIGHT`] rows high.

/// Rows of a drawn verdict: the accent row and five rows of letters.
pub const HEIGHT: usize = 6;

const CARON: &str = " ▀▄▀ ";
const ACUTE: &str = "  ▄▀ ";

/// A letter's five rows (equal widths) and its accent.
fn glyph(c: char) -> Option<([&'static str; 5], Option<&'static str>)> {
    let g = match c {
        'P' => (["████ ", "█   █", "████ ", "█    ", "█    "], None),
        'Ř' => (["████ ", "█   █", "████ ", "█  █ ", "█   █"], Some(CARON)),
        'Í' => (["███", " █ ", " █ ", " █ ", "███"], Some(" ▄▀")),
        'U' => (["█   █", "█   █", "█   █", "█   █", " ███ "], None),
        'S' => ([" ████", "█    ", " ███ ", "    █", "████ "], None),
        'T' => (["█████", "  █  ", "  █  ", "  █  ", "  █  "], None),
        'N' => (["█   █", "██  █", "█ █ █", "█  ██", "█   █"], None),
        'E' => (["█████", "█    ", "████ ", "█    ", "█████"], None),
        'É' => (["█████", "█    ", "████ ", "█    ", "█████"], Some(ACUTE)),
        '✓' => (
            ["      █", "     █ ", "█   █  ", " █ █   ", "  █    "],
            None,
        ),
        '✗' => (["█   █", " █ █ ", "  █  ", " █ █ ", "█   █"], None),
        _ => return None,
    };
    Some(g)
}

/// `text` in the block font: [`HEIGHT`] rows of equal width, letters one cell apart, the
/// symbol three. `None` when a character has no glyph.
pub fn render(text: &str) -> Option<Vec<String>> {
    let mut rows = vec![String::new(); HEIGHT];
    for (i, c) in text.chars().enumerate() {
        let (g, accent) = glyph(c)?;
        let width = g[0].chars().count();
        if i > 0 {
            let gap = if matches!(c, '✓' | '✗') || i == 1 {
                3
            } else {
                1
            };
            for r in rows.iter_mut() {
                r.push_str(&" ".repeat(gap));
            }
        }
        let accent = accent.unwrap_or("");
        rows[0].push_str(accent);
        rows[0].push_str(&" ".repeat(width - accent.chars().count()));
        for (r, line) in rows[1..].iter_mut().zip(g) {
            r.push_str(line);
        }
    }
    Some(rows)
}

/// Display width of a rendered row (every character of the font is one cell wide).
pub fn width(rows: &[String]) -> usize {
    rows.first().map_or(0, |r| r.chars().count())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_fit_eighty_columns() {
        let yes = render("✓PŘÍPUSTNÉ").unwrap();
        let no = render("✗NEPŘÍPUSTNÉ").unwrap();
        assert_eq!(yes.len(), HEIGHT);
        assert!(yes.iter().all(|r| r.chars().count() == width(&yes)));
        assert!(no.iter().all(|r| r.chars().count() == width(&no)));
        assert!(width(&no) <= 76, "{}", width(&no));
        assert!(render("X").is_none());
    }
}
