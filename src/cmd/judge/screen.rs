//! The judge screen on a terminal (crossterm): a session the players cannot break by accident.
//!
//! - The alternate screen, its scrollback purged: no earlier move or verdict can be scrolled to,
//!   and the shell's screen comes back unchanged when the judge ends.
//! - Words are separated by spaces or Enter; the move is judged by Tab, or by Enter on an empty
//!   line (Enter twice): a player typing one word per line learns nothing word by word.
//! - An empty move does nothing; Ctrl-C, Ctrl-D, Ctrl-Z do nothing (raw mode: no signals).
//! - The verdict fills the screen: large letters, ✓ or ✗, a frame of its own shape, green or
//!   red (no colour under `NO_COLOR`), never the words. Keys typed during its first moments are
//!   discarded; after `--seconds`, or a key, the screen returns to an empty input, discarding
//!   whatever was typed meanwhile.
//! - Leaving needs Ctrl-Q twice, or Ctrl-Q and the `--password`.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::style::SetForegroundColor;
use crossterm::style::{Attribute, Color, Print, ResetColor, SetAttribute, SetBackgroundColor};
use crossterm::terminal::{self, ClearType};
use crossterm::{cursor, queue};

use heslar::judge::{Judge, Verdict};

use super::font;

/// The one-line instruction at the foot of the input screen (80 columns; wrapped between its
/// parts on a narrower terminal).
pub const INSTRUCTION: &str =
    "Slova: mezera, Enter · posoudit: Tab nebo 2× Enter · smazat: Esc · konec: Ctrl-Q";

/// Keys typed during the verdict's first moments are never read as a wish to go back.
const GUARD: Duration = Duration::from_millis(800);
/// The longest move the screen takes (characters).
const MAX_INPUT: usize = 400;
/// The leave prompt returns to input by itself after this long.
const LEAVE_TIMEOUT: Duration = Duration::from_secs(20);

pub struct Options {
    pub seconds: u64,
    pub password: Option<String>,
    pub color: bool,
}

/// True when both ends are a terminal: the screen can run.
pub fn usable() -> bool {
    std::io::stdin().is_terminal() && std::io::stdout().is_terminal()
}

enum State {
    Input,
    Verdict { verdict: Verdict, shown: Instant },
    Leave { typed: String, since: Instant },
}

/// Raw mode and the alternate screen for the session; restored on drop (a panic too).
struct Terminal;

impl Terminal {
    fn enter(out: &mut impl Write) -> std::io::Result<Terminal> {
        terminal::enable_raw_mode()?;
        let t = Terminal;
        queue!(
            out,
            terminal::EnterAlternateScreen,
            terminal::Clear(ClearType::All),
            terminal::Clear(ClearType::Purge),
            event::EnableBracketedPaste,
            cursor::Hide
        )?;
        out.flush()?;
        Ok(t)
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let mut out = std::io::stdout();
        let _ = queue!(
            out,
            ResetColor,
            cursor::Show,
            event::DisableBracketedPaste,
            terminal::Clear(ClearType::All),
            terminal::Clear(ClearType::Purge),
            terminal::LeaveAlternateScreen
        );
        let _ = out.flush();
        let _ = terminal::disable_raw_mode();
    }
}

/// Reads and drops every event already waiting.
fn drain() -> std::io::Result<()> {
    while event::poll(Duration::ZERO)? {
        event::read()?;
    }
    Ok(())
}

fn is_press(k: &KeyEvent) -> bool {
    matches!(k.kind, KeyEventKind::Press | KeyEventKind::Repeat)
}

fn ctrl(k: &KeyEvent, c: char) -> bool {
    k.modifiers.contains(KeyModifiers::CONTROL) && k.code == KeyCode::Char(c)
}

/// Appends typed text to the move: separators (white space, commas) become one space.
fn type_text(buf: &mut String, text: &str) {
    for c in text.chars() {
        if buf.chars().count() >= MAX_INPUT {
            return;
        }
        if c.is_whitespace() || c == ',' || c == ';' {
            if !buf.is_empty() && !buf.ends_with([' ', '\n']) {
                buf.push(' ');
            }
        } else if !c.is_control() {
            buf.push(c);
        }
    }
}

pub fn run(judge: &mut Judge, opts: Options) -> std::io::Result<()> {
    let mut out = std::io::stdout();
    let _terminal = Terminal::enter(&mut out)?;
    let mut state = State::Input;
    let mut buf = String::new();
    let mut status: Option<String> = None;
    draw(&mut out, judge, &state, &buf, status.as_deref(), &opts)?;
    loop {
        let now = Instant::now();
        let wait = match &state {
            State::Input => Duration::from_secs(1),
            State::Verdict { shown, .. } => {
                (*shown + Duration::from_secs(opts.seconds)).saturating_duration_since(now)
            }
            State::Leave { since, .. } => (*since + LEAVE_TIMEOUT).saturating_duration_since(now),
        };
        if !event::poll(wait)? {
            // Time is up: a verdict or a leave prompt gives way to an empty input.
            if !matches!(state, State::Input) {
                drain()?;
                state = State::Input;
                buf.clear();
                draw(&mut out, judge, &state, &buf, status.as_deref(), &opts)?;
            }
            continue;
        }
        let ev = event::read()?;
        if let Event::Resize(..) = ev {
            draw(&mut out, judge, &state, &buf, status.as_deref(), &opts)?;
            continue;
        }
        match &mut state {
            State::Verdict { shown, .. } => {
                // Every key typed during a verdict is discarded; one typed after its first
                // moments goes back to input (and is discarded too).
                let key =
                    matches!(&ev, Event::Key(k) if is_press(k)) || ev.as_paste_event().is_some();
                if key && shown.elapsed() >= GUARD {
                    std::thread::sleep(Duration::from_millis(150));
                    drain()?;
                    state = State::Input;
                    buf.clear();
                    draw(&mut out, judge, &state, &buf, status.as_deref(), &opts)?;
                }
            }
            State::Leave { typed, .. } => {
                let Event::Key(k) = ev else { continue };
                if !is_press(&k) {
                    continue;
                }
                match &opts.password {
                    None => {
                        if ctrl(&k, 'q') {
                            return Ok(());
                        }
                        state = State::Input;
                    }
                    Some(p) => match k.code {
                        KeyCode::Enter if typed == p => return Ok(()),
                        KeyCode::Enter => {
                            status = Some("Špatné heslo.".into());
                            state = State::Input;
                        }
                        KeyCode::Esc => state = State::Input,
                        KeyCode::Backspace => {
                            typed.pop();
                        }
                        KeyCode::Char(c)
                            if !k.modifiers.contains(KeyModifiers::CONTROL)
                                && typed.chars().count() < 200 =>
                        {
                            typed.push(c)
                        }
                        _ => {}
                    },
                }
                draw(&mut out, judge, &state, &buf, status.as_deref(), &opts)?;
            }
            State::Input => {
                let judge_now = match ev {
                    Event::Paste(text) => {
                        type_text(&mut buf, &text);
                        false
                    }
                    Event::Key(k) if is_press(&k) => {
                        if ctrl(&k, 'q') {
                            state = State::Leave {
                                typed: String::new(),
                                since: Instant::now(),
                            };
                            false
                        } else if ctrl(&k, 'l') {
                            false
                        } else if k
                            .modifiers
                            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
                        {
                            // Ctrl-C, Ctrl-D, Ctrl-Z and the rest: nothing.
                            false
                        } else {
                            match k.code {
                                KeyCode::Tab | KeyCode::BackTab => true,
                                KeyCode::Enter => {
                                    let words = !heslar::judge::split_move(&buf).is_empty();
                                    if words && buf.ends_with('\n') {
                                        true
                                    } else {
                                        if words {
                                            buf.truncate(buf.trim_end_matches(' ').len());
                                            buf.push('\n');
                                        }
                                        false
                                    }
                                }
                                KeyCode::Backspace => {
                                    buf.pop();
                                    false
                                }
                                KeyCode::Esc => {
                                    buf.clear();
                                    false
                                }
                                KeyCode::Char(c) => {
                                    type_text(&mut buf, c.encode_utf8(&mut [0; 4]));
                                    false
                                }
                                _ => false,
                            }
                        }
                    }
                    _ => false,
                };
                if judge_now && !heslar::judge::split_move(&buf).is_empty() {
                    if let Some(v) = judge.judge(&buf)? {
                        status = judge
                            .take_log_error()
                            .map(|e| format!("Pozor: poslední tah se nezapsal do záznamu ({e})."));
                        buf.clear();
                        state = State::Verdict {
                            verdict: v,
                            shown: Instant::now(),
                        };
                    }
                } else if judge_now {
                    // An empty move: nothing happens.
                }
                draw(&mut out, judge, &state, &buf, status.as_deref(), &opts)?;
            }
        }
    }
}

/// `text` in lines of at most `width` cells, broken between its ` · `-separated parts.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for part in text.split(" · ") {
        match lines.last_mut() {
            Some(l) if l.chars().count() + 3 + part.chars().count() <= width => {
                l.push_str(" · ");
                l.push_str(part);
            }
            _ => lines.push(part.to_string()),
        }
    }
    lines
}

/// `text` cut to `width` cells and centred on a line of `width`.
fn centred(text: &str, width: usize) -> (u16, String) {
    let cut: String = text.chars().take(width).collect();
    let n = cut.chars().count();
    (((width - n) / 2) as u16, cut)
}

fn draw(
    out: &mut impl Write,
    judge: &Judge,
    state: &State,
    buf: &str,
    status: Option<&str>,
    opts: &Options,
) -> std::io::Result<()> {
    let (w, h) = terminal::size().unwrap_or((80, 24));
    let (wu, hu) = (w as usize, h as usize);
    queue!(
        out,
        ResetColor,
        SetAttribute(Attribute::Reset),
        terminal::Clear(ClearType::All),
        terminal::Clear(ClearType::Purge)
    )?;
    match state {
        State::Input | State::Leave { .. } => {
            let (x, banner) = centred(&judge.banner(), wu);
            queue!(
                out,
                cursor::MoveTo(x, 1),
                SetAttribute(Attribute::Bold),
                Print(banner),
                SetAttribute(Attribute::Reset)
            )?;
            let (x, title) = centred("Slova tahu:", wu);
            queue!(out, cursor::MoveTo(x, 4), Print(title))?;
            let lines: Vec<&str> = buf.split('\n').collect();
            let first = 6usize;
            let room = hu.saturating_sub(first + 3).max(1);
            let shown = &lines[lines.len().saturating_sub(room)..];
            for (i, line) in shown.iter().enumerate() {
                let caret = if i + 1 == shown.len() { "▏" } else { "" };
                let (x, text) = centred(&format!("{line}{caret}"), wu);
                queue!(out, cursor::MoveTo(x, (first + i) as u16), Print(text))?;
            }
            if let State::Leave { typed, .. } = state {
                let prompt = match &opts.password {
                    None => "Ukončit rozhodčího? Ctrl-Q = ano, jiná klávesa = zpět".to_string(),
                    Some(_) => format!(
                        "Heslo pro ukončení (Enter = potvrdit, Esc = zpět): {}",
                        "*".repeat(typed.chars().count())
                    ),
                };
                let (x, text) = centred(&prompt, wu);
                queue!(
                    out,
                    cursor::MoveTo(x, h.saturating_sub(4)),
                    SetAttribute(Attribute::Reverse),
                    Print(text),
                    SetAttribute(Attribute::Reset)
                )?;
            } else if let Some(s) = status {
                let (x, text) = centred(s, wu);
                if opts.color {
                    queue!(out, SetForegroundColor(Color::Red))?;
                }
                queue!(
                    out,
                    cursor::MoveTo(x, h.saturating_sub(4)),
                    Print(text),
                    ResetColor
                )?;
            }
            // The instruction on the last lines, wrapped between its parts when narrow.
            let lines = wrap(INSTRUCTION, wu);
            for (i, line) in lines.iter().enumerate() {
                let (x, text) = centred(line, wu);
                let y = h.saturating_sub((lines.len() - i) as u16);
                queue!(out, cursor::MoveTo(x, y), Print(text))?;
            }
        }
        State::Verdict { verdict, .. } => draw_verdict(out, *verdict, wu, hu, opts)?,
    }
    out.flush()
}

/// The verdict across the screen: big letters with the symbol, a frame whose shape differs
/// (a double line for yes, a row of ✗ for no), a sentence, the way back.
fn draw_verdict(
    out: &mut impl Write,
    verdict: Verdict,
    w: usize,
    h: usize,
    opts: &Options,
) -> std::io::Result<()> {
    let (symbol, sentence, bg) = match verdict {
        Verdict::Admissible => ('✓', "✓ Tah je platný.", Color::DarkGreen),
        Verdict::NotAdmissible => ('✗', "✗ Tah není platný.", Color::DarkRed),
    };
    if opts.color {
        queue!(
            out,
            SetBackgroundColor(bg),
            SetForegroundColor(Color::White)
        )?;
        // Paint the whole screen.
        let blank = " ".repeat(w);
        for y in 0..h {
            queue!(out, cursor::MoveTo(0, y as u16), Print(&blank))?;
        }
    }
    queue!(out, SetAttribute(Attribute::Bold))?;
    let big = font::render(&format!("{symbol}{}", verdict.czech()))
        .filter(|rows| font::width(rows) + 4 <= w && font::HEIGHT + 8 <= h);
    let body: Vec<String> = match big {
        Some(rows) => rows,
        None => vec![format!("{symbol} {}", verdict.czech())],
    };
    let inner = body.iter().map(|r| r.chars().count()).max().unwrap_or(0) + 4;
    let inner = inner.min(w);
    let (top, bottom, side) = match verdict {
        Verdict::Admissible => (
            format!("╔{}╗", "═".repeat(inner.saturating_sub(2))),
            format!("╚{}╝", "═".repeat(inner.saturating_sub(2))),
            '║',
        ),
        Verdict::NotAdmissible => {
            let row: String = "✗ ".repeat(inner / 2 + 1).chars().take(inner).collect();
            (row.clone(), row, '✗')
        }
    };
    let total = body.len() + 4;
    let y0 = h.saturating_sub(total) / 2;
    let x0 = ((w - inner) / 2) as u16;
    queue!(out, cursor::MoveTo(x0, y0 as u16), Print(&top))?;
    queue!(out, cursor::MoveTo(x0, (y0 + 1) as u16), Print(side))?;
    queue!(
        out,
        cursor::MoveTo(x0 + inner as u16 - 1, (y0 + 1) as u16),
        Print(side)
    )?;
    for (i, row) in body.iter().enumerate() {
        let y = (y0 + 2 + i) as u16;
        let pad = (inner - 2 - row.chars().count()) / 2;
        queue!(
            out,
            cursor::MoveTo(x0, y),
            Print(side),
            cursor::MoveTo(x0 + 1 + pad as u16, y),
            Print(row),
            cursor::MoveTo(x0 + inner as u16 - 1, y),
            Print(side)
        )?;
    }
    let y = (y0 + 2 + body.len()) as u16;
    queue!(
        out,
        cursor::MoveTo(x0, y),
        Print(side),
        cursor::MoveTo(x0 + inner as u16 - 1, y),
        Print(side),
        cursor::MoveTo(x0, y + 1),
        Print(&bottom),
        SetAttribute(Attribute::NormalIntensity)
    )?;
    let (x, text) = centred(sentence, w);
    queue!(out, cursor::MoveTo(x, y + 3), Print(text))?;
    let (x, text) = centred(
        &format!(
            "Zpět k zadávání za {} s, nebo stiskněte klávesu.",
            opts.seconds
        ),
        w,
    );
    queue!(
        out,
        cursor::MoveTo(x, (h - 1) as u16),
        Print(text),
        ResetColor
    )?;
    Ok(())
}
