//! The one reader of the tab-separated tables in `sources/` and `rules/` (and of the build's own
//! `lemmas.tsv`), on the `csv` crate.
//!
//! A table is UTF-8 text read through [`crate::error::read_text`] (so the bytes' hash goes into
//! the manifest and the size limit applies), one record a line:
//!
//! ```text
//! # rules/morphology/irregular/nouns.tsv (a tab shown as →): a comment line
//! lemma→pos→form→features→variant
//! člověk→noun→člověk→Case=Nom|Number=Sing→
//! člověk→noun→člověka→Case=Gen|Number=Sing ; Case=Acc|Number=Sing→
//! ```
//!
//! The rules, the same for every table:
//!
//! - Fields are separated by one tab. There is no quoting: `"` is an ordinary character.
//! - A line that starts with `#` is a comment; a line of nothing but spaces and tabs is skipped.
//!   `#` anywhere else is data. Line ends are `\n` or `\r\n`; a byte-order mark is dropped.
//! - The first other line is the **header**, and every table must have one. Its names are checked
//!   against the columns the reader expects: every name must be one of them (an unknown column is
//!   an error that lists the known ones), none twice, and every required column must be there.
//!   Columns may come in any order; the reader addresses them by the position in *its* list.
//!   A file whose first line is data, not a header, is an error (it never silently loses a row).
//! - A column whose expected name ends in `?` (`"note?"`) is optional: a table may leave it out
//!   of its header, and then every row reads it as the empty string.
//! - Every record has exactly as many fields as the header has names (a trailing empty field is
//!   still written, as a trailing tab). A short or long record is an error naming its line.
//! - Fields are given as written: not trimmed (a reader that tolerates spaces trims them itself,
//!   so that it can warn about them), and an empty field is `""` ([`Row::opt`] gives `None`).
//! - Every error names the file and the 1-based line; all bad rows of a file are reported
//!   together ([`FileErrors`]), those of the table and those the caller finds in its fields.
//!
//! Records are read into one reused [`csv::ByteRecord`] (the text is UTF-8 already, so only the
//! fields a caller reads are checked again), and a 600,000-line list costs no allocation per row.

use std::path::Path;

use crate::error::{read_text, FileErrors, LineError};

/// One data row of a table, as [`parse`] hands it to its caller.
pub struct Row<'a> {
    path: &'a Path,
    line: usize,
    record: &'a csv::ByteRecord,
    /// For each expected column, its field in the record (`None`: an optional column the header
    /// leaves out).
    index: &'a [Option<usize>],
    errors: &'a mut FileErrors,
}

impl<'a> Row<'a> {
    /// The 1-based line of the row in its file.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The file the row is in.
    pub fn path(&self) -> &'a Path {
        self.path
    }

    /// The field of the expected column `column` (its position in the list given to [`parse`]),
    /// as written; `""` for an optional column the table leaves out.
    pub fn get(&self, column: usize) -> &'a str {
        match self.index.get(column).copied().flatten() {
            Some(i) => field(self.record, i),
            None => "",
        }
    }

    /// The field of `column`, trimmed, or `None` when it is empty or white space.
    pub fn opt(&self, column: usize) -> Option<&'a str> {
        Some(self.get(column).trim()).filter(|s| !s.is_empty())
    }

    /// Every field of the row, in the file's order.
    pub fn fields(&self) -> impl Iterator<Item = &'a str> {
        let record = self.record;
        (0..record.len()).map(move |i| field(record, i))
    }

    /// Records an error on this row's line; the reading goes on.
    pub fn error(&mut self, message: impl Into<String>) {
        self.errors
            .push(LineError::new(self.path, self.line, message.into()));
    }
}

impl std::ops::Index<usize> for Row<'_> {
    type Output = str;
    fn index(&self, column: usize) -> &str {
        self.get(column)
    }
}

/// Reads the table `path` expecting `columns` (names; `name?` for an optional column) and calls
/// `each` for every data row. The errors of the table and those `each` records
/// ([`Row::error`]) are returned together.
pub fn read(
    path: &Path,
    columns: &[&str],
    each: impl FnMut(&mut Row<'_>),
) -> Result<(), FileErrors> {
    let text = read_text(path)?;
    parse(path, &text, columns, each)
}

/// [`read`] for a text already in memory (`path` names it in errors).
pub fn parse(
    path: &Path,
    text: &str,
    columns: &[&str],
    mut each: impl FnMut(&mut Row<'_>),
) -> Result<(), FileErrors> {
    let mut errors = FileErrors::new();
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(b'\t')
        .quoting(false)
        .comment(Some(b'#'))
        .has_headers(false)
        .flexible(true)
        .terminator(csv::Terminator::Any(b'\n'))
        .buffer_capacity(1 << 16)
        .from_reader(text.as_bytes());
    let bytes = text.as_bytes();
    let mut record = csv::ByteRecord::new();
    // The header's names as written, and for each expected column its field.
    let mut header: Option<(Vec<String>, Vec<Option<usize>>)> = None;
    loop {
        match reader.read_byte_record(&mut record) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => {
                // Reading bytes from memory without quoting does not fail; if it does, it is
                // the file's error, not a panic.
                let line = e.position().map_or(0, |p| p.line() as usize);
                errors.push(LineError::new(path, line, format!("cannot read: {e}")));
                break;
            }
        }
        // The record's own position counts the comment lines before it; where the reader
        // stands after it (past its line end, if it has one) does not.
        let end = reader.position();
        let ended = end.byte() > 0 && bytes.get(end.byte() as usize - 1) == Some(&b'\n');
        let line = end.line() as usize - usize::from(ended);
        if record.iter().all(|f| f.iter().all(u8::is_ascii_whitespace)) {
            continue;
        }
        let Some((names, index)) = &header else {
            match check_header(path, line, &record, columns) {
                Ok(index) => {
                    let names = (0..record.len())
                        .map(|i| field(&record, i).trim().to_string())
                        .collect();
                    header = Some((names, index));
                }
                Err(e) => {
                    errors.errors.extend(e.errors);
                    return Err(errors);
                }
            }
            continue;
        };
        if record.len() != names.len() {
            errors.push(LineError::new(
                path,
                line,
                format!(
                    "{} fields, the header has {} columns ({})",
                    record.len(),
                    names.len(),
                    names.join(", ")
                ),
            ));
            continue;
        }
        let mut row = Row {
            path,
            line,
            record: &record,
            index,
            errors: &mut errors,
        };
        each(&mut row);
    }
    if header.is_none() {
        errors.push(LineError::new(
            path,
            0,
            format!(
                "the file is empty: expected a header line `{}`",
                header_text(columns)
            ),
        ));
    }
    errors.into_result(())
}

/// Field `i` of a record of the (valid UTF-8) text, without the `\r` of a CRLF line end.
fn field(record: &csv::ByteRecord, i: usize) -> &str {
    let mut f = record.get(i).unwrap_or_default();
    if i + 1 == record.len() {
        f = f.strip_suffix(b"\r").unwrap_or(f);
    }
    // Fields of UTF-8 text split at ASCII bytes are UTF-8: no error here.
    std::str::from_utf8(f).unwrap_or_default()
}

fn index_of(columns: &[&str], name: &str) -> Option<usize> {
    columns.iter().position(|c| c.trim_end_matches('?') == name)
}

/// The columns as a header line would give them, optional ones in brackets.
fn header_text(columns: &[&str]) -> String {
    columns
        .iter()
        .map(|c| match c.strip_suffix('?') {
            Some(c) => format!("[{c}]"),
            None => c.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\t")
}

/// Checks a header record against the expected columns; returns, for each expected column, its
/// field in the records.
fn check_header(
    path: &Path,
    line: usize,
    record: &csv::ByteRecord,
    columns: &[&str],
) -> Result<Vec<Option<usize>>, FileErrors> {
    let mut errors = FileErrors::new();
    let mut index = vec![None; columns.len()];
    let known = || {
        columns
            .iter()
            .map(|c| c.trim_end_matches('?'))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let n = record.len();
    for i in 0..n {
        let name = field(record, i).trim();
        match index_of(columns, name) {
            Some(c) if index[c].is_some() => errors.push(LineError::new(
                path,
                line,
                format!("column {name:?} appears twice in the header"),
            )),
            Some(c) => index[c] = Some(i),
            None if i + 1 == n && name.is_empty() => errors.push(LineError::new(
                path,
                line,
                format!("the header ends in a tab; expected the columns {}", known()),
            )),
            None => errors.push(LineError::new(
                path,
                line,
                format!(
                    "unknown column {name:?}; known columns: {} (a table's first line must be \
                     its header `{}`)",
                    known(),
                    header_text(columns)
                ),
            )),
        }
    }
    let missing: Vec<&str> = columns
        .iter()
        .zip(&index)
        .filter(|(c, i)| i.is_none() && !c.ends_with('?'))
        .map(|(c, _)| *c)
        .collect();
    if !missing.is_empty() {
        errors.push(LineError::new(
            path,
            line,
            format!(
                "the header has no column {}; expected the header `{}`",
                missing.join(", "),
                header_text(columns)
            ),
        ));
    }
    errors.into_result(index)
}

#[cfg(test)]
mod tests {
    use super::*;

    const COLUMNS: &[&str] = &["lemma", "pos", "note?"];

    /// Reads `text` as `t.tsv`: the rows as (line, fields by expected column).
    fn rows(text: &str) -> Result<Vec<(usize, Vec<String>)>, String> {
        let mut out = Vec::new();
        parse(Path::new("t.tsv"), text, COLUMNS, |r| {
            out.push((r.line(), (0..3).map(|c| r[c].to_string()).collect()));
        })
        .map_err(|e| e.to_string())?;
        Ok(out)
    }

    fn v(f: &[&str]) -> Vec<String> {
        f.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn comments_blank_lines_and_line_numbers() {
        let t = "# a comment\nlemma\tpos\tnote\n\n# another\npes\tnoun\t\"quoted\"\n  \n\
                 hrad\tnoun\t# not a comment\n";
        assert_eq!(
            rows(t).unwrap(),
            vec![
                (5, v(&["pes", "noun", "\"quoted\""])),
                (7, v(&["hrad", "noun", "# not a comment"])),
            ]
        );
    }

    #[test]
    fn columns_in_any_order_optional_left_out() {
        let t = "pos\tlemma\nnoun\tpes\n";
        assert_eq!(rows(t).unwrap(), vec![(2, v(&["pes", "noun", ""]))]);
    }

    #[test]
    fn last_line_without_a_line_end() {
        let t = "lemma\tpos\n# c\npes\tnoun";
        assert_eq!(rows(t).unwrap(), vec![(3, v(&["pes", "noun", ""]))]);
    }

    #[test]
    fn crlf_and_bom() {
        let t = "\u{FEFF}lemma\tpos\tnote\r\npes\tnoun\tx\r\nhrad\tnoun\t\r\n";
        assert_eq!(
            rows(t).unwrap(),
            vec![(2, v(&["pes", "noun", "x"])), (3, v(&["hrad", "noun", ""]))]
        );
    }

    #[test]
    fn empty_file_is_an_error() {
        let e = rows("# only a comment\n\n").unwrap_err();
        assert!(e.starts_with("t.tsv: the file is empty"), "{e}");
        assert!(rows("").is_err());
    }

    #[test]
    fn missing_header_is_an_error_not_a_lost_row() {
        // The first line is data: without the check it would be taken for a header and lost.
        let e = rows("pes\tnoun\t\nhrad\tnoun\t\n").unwrap_err();
        assert!(e.contains("t.tsv:1: unknown column \"pes\""), "{e}");
        assert!(
            e.contains("t.tsv:1: the header has no column lemma, pos"),
            "{e}"
        );
        assert!(e.contains("`lemma\tpos\t[note]`"), "{e}");
    }

    #[test]
    fn missing_required_column() {
        let e = rows("# c\nlemma\tnote\npes\tx\n").unwrap_err();
        assert_eq!(
            e,
            "t.tsv:2: the header has no column pos; expected the header `lemma\tpos\t[note]`"
        );
    }

    #[test]
    fn unknown_and_repeated_columns() {
        let e = rows("lemma\tpos\tnotes\tpos\n").unwrap_err();
        assert!(
            e.contains("t.tsv:1: unknown column \"notes\"; known columns: lemma, pos, note"),
            "{e}"
        );
        assert!(e.contains("t.tsv:1: column \"pos\" appears twice"), "{e}");
    }

    #[test]
    fn wrong_field_counts_name_every_line() {
        let t = "lemma\tpos\tnote\npes\tnoun\nhrad\tnoun\t\nmuž\tnoun\tx\ty\n";
        let mut seen = vec![];
        let e = parse(Path::new("t.tsv"), t, COLUMNS, |r| seen.push(r.line())).unwrap_err();
        assert_eq!(seen, vec![3]);
        let s = e.to_string();
        assert_eq!(
            s,
            "t.tsv:2: 2 fields, the header has 3 columns (lemma, pos, note)\n\
             t.tsv:4: 4 fields, the header has 3 columns (lemma, pos, note)"
        );
    }

    #[test]
    fn caller_errors_are_collected_with_the_table_errors() {
        let t = "lemma\tpos\npes\tnoun\nhrad\tx\n\tnoun\textra\n";
        let e = parse(Path::new("t.tsv"), t, COLUMNS, |r| {
            if r.get(1) != "noun" {
                let m = format!("unknown part of speech {:?}", &r[1]);
                r.error(m);
            }
        })
        .unwrap_err();
        assert_eq!(e.len(), 2);
        assert_eq!(e.errors[0].line, 3);
        assert_eq!(e.errors[1].line, 4);
    }

    #[test]
    fn opt_and_fields() {
        let t = "lemma\tpos\tnote\npes\t \tx\n";
        parse(Path::new("t.tsv"), t, COLUMNS, |r| {
            assert_eq!(r.opt(1), None);
            assert_eq!(r.opt(2), Some("x"));
            assert_eq!(r.fields().collect::<Vec<_>>(), vec!["pes", " ", "x"]);
        })
        .unwrap();
    }

    #[test]
    fn read_names_a_missing_file() {
        let e = read(Path::new("/nonexistent/t.tsv"), COLUMNS, |_| {}).unwrap_err();
        assert!(e.to_string().starts_with("/nonexistent/t.tsv: cannot read"));
    }
}
