//! The tournament word judge: one verdict for the whole move, never which word failed.
//!
//! The convention of tournament word judges (Zyzzyva's Word Judge): the players type the words
//! formed by the move; the screen shows only ADMISSIBLE or NOT ADMISSIBLE (in Czech: PŘÍPUSTNÉ /
//! NEPŘÍPUSTNÉ) in large letters, then returns to input. An optional log records every
//! judgement, for the arbiter to review after the game: one line per move,
//!
//! ```text
//! 2026-11-23T21:47:05+01:00<TAB>scrabble-klasik<TAB>3f1c2a9b0d1e<TAB>hrad auto<TAB>PŘÍPUSTNÉ
//! ```
//!
//! the local time with its UTC offset, the lexicon's name and version (the first 12 hex digits of
//! its SHA-256, as the screen shows it), the words (escaped) and the verdict. The screens (the
//! terminal's `heslar judge`, the web judge of `heslar serve`) share this session type.

use std::io::Write;
use std::path::Path;

use crate::check::Checker;

/// The verdict on one move, as the judge screen shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Admissible,
    NotAdmissible,
}

impl Verdict {
    /// The Czech words on the screen.
    pub fn czech(self) -> &'static str {
        match self {
            Verdict::Admissible => "PŘÍPUSTNÉ",
            Verdict::NotAdmissible => "NEPŘÍPUSTNÉ",
        }
    }
}

/// A judging session over one lexicon.
pub struct Judge {
    checker: Checker,
    log: Option<std::fs::File>,
    /// The last failure to write the log, for the screen to report after the verdict.
    log_error: Option<std::io::Error>,
    /// The log line of the last judgement (kept when there is no log file too).
    last_entry: String,
}

impl Judge {
    /// A judge for one lexicon; `log`: a file to append every judgement to. A log that cannot
    /// be opened (read-only, a directory) does not stop the judge: the error is kept for
    /// [`Judge::take_log_error`], and the judge works without a log.
    pub fn new(checker: Checker, log: Option<&Path>) -> std::io::Result<Judge> {
        let opened = log.map(|p| {
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)
        });
        let (log, log_error) = match opened {
            Some(Ok(f)) => (Some(f), None),
            Some(Err(e)) => (None, Some(e)),
            None => (None, None),
        };
        Ok(Judge {
            checker,
            log,
            log_error,
            last_entry: String::new(),
        })
    }

    /// The line naming the lexicon and its version (its SHA-256 prefix), for the screen.
    pub fn banner(&self) -> String {
        let l = &self.checker.lexicons[0].info;
        format!(
            "{} — {} slov, verze {}",
            l.title,
            czech_thousands(l.words),
            crate::check::version(l)
        )
    }

    /// The lexicon judged against.
    pub fn lexicon(&self) -> &crate::lexicon::LexiconInfo {
        &self.checker.lexicons[0].info
    }

    /// Judges the words of one move (separated by spaces, commas or new lines). `None` when the
    /// input holds no word. The log gets the time, the lexicon, the words and the verdict, the
    /// words escaped ([`crate::text::escape_for_display`]: an escape sequence typed at the
    /// screen cannot forge a line of the log). A failure to write the log never hides the
    /// verdict: it is kept for [`Judge::take_log_error`] and the verdict returned all the same.
    pub fn judge(&mut self, input: &str) -> std::io::Result<Option<Verdict>> {
        let words = split_move(input);
        if words.is_empty() {
            return Ok(None);
        }
        let v = self.checker.check_move(&words);
        let verdict = if v.all_admissible() {
            Verdict::Admissible
        } else {
            Verdict::NotAdmissible
        };
        {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs())
                .unwrap_or(0);
            let info = &self.checker.lexicons[0].info;
            let names: Vec<String> = v
                .words
                .iter()
                .map(|w| {
                    crate::text::escape_for_display(w.word.as_deref().unwrap_or(w.input.as_str()))
                })
                .collect();
            self.last_entry = format!(
                "{}\t{}\t{}\t{}\t{}\n",
                format_local(now),
                info.name,
                crate::check::version(info),
                names.join(" "),
                verdict.czech()
            );
        }
        if let Some(log) = &mut self.log {
            // One write of the whole line, so that a full disk cuts no line in two.
            if let Err(e) = log
                .write_all(self.last_entry.as_bytes())
                .and_then(|()| log.flush())
            {
                self.log_error = Some(e);
            }
        }
        Ok(Some(verdict))
    }
}

impl Judge {
    /// The log line of the last judgement (with its `\n`), written to the log or not.
    pub fn last_entry(&self) -> &str {
        &self.last_entry
    }

    /// The last failure to write the log, once (the screen reports it after the verdict).
    pub fn take_log_error(&mut self) -> Option<std::io::Error> {
        self.log_error.take()
    }
}

/// The words of a move as typed: separated by white space, commas or semicolons.
pub fn split_move(input: &str) -> Vec<&str> {
    input
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
        .collect()
}

/// `1 387 496`: thousands separated by a no-break space, as Czech writes them.
pub fn czech_thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{a0}');
        }
        out.push(c);
    }
    out
}

/// `YYYY-MM-DDTHH:MM:SS+HH:MM`: Unix seconds in the local time zone (the `TZ` environment
/// variable, else the system's), with its UTC offset; UTC (`Z`) where the local time cannot
/// be had.
pub fn format_local(secs: u64) -> String {
    #[cfg(any(target_os = "linux", target_os = "macos", target_os = "freebsd"))]
    {
        let t = secs as libc::time_t;
        // SAFETY: an all-zero tm is a valid value; localtime_r (which reads TZ) only writes
        // into the tm we own.
        let mut tm: libc::tm = unsafe { std::mem::zeroed() };
        let ok = unsafe { !libc::localtime_r(&t, &mut tm).is_null() };
        if ok {
            let off = tm.tm_gmtoff;
            let (sign, off) = if off < 0 { ('-', -off) } else { ('+', off) };
            return format!(
                "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}{sign}{:02}:{:02}",
                tm.tm_year as i64 + 1900,
                tm.tm_mon + 1,
                tm.tm_mday,
                tm.tm_hour,
                tm.tm_min,
                tm.tm_sec,
                off / 3600,
                off % 3600 / 60
            );
        }
    }
    format_utc(secs)
}

/// `YYYY-MM-DDTHH:MM:SSZ` from Unix seconds (civil-from-days, no time zone database needed).
pub fn format_utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands() {
        assert_eq!(czech_thousands(1_387_496), "1\u{a0}387\u{a0}496");
        assert_eq!(czech_thousands(999), "999");
        assert_eq!(czech_thousands(1000), "1\u{a0}000");
    }

    #[test]
    fn utc_format() {
        assert_eq!(format_utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(format_utc(1_795_305_600), "2026-11-22T00:00:00Z");
        assert_eq!(format_utc(951_782_400 + 3_661), "2000-02-29T01:01:01Z");
    }
}
