//! Issue 17, item 1: the terminal judge through a real pseudo-terminal (portable-pty), its
//! screen read by a terminal emulator (vt100). Each attack of the issue is replayed: empty
//! moves, a double Enter whose second press is buffered, keys typed during a verdict, one word
//! per line, Ctrl-C / Ctrl-D / Ctrl-Z, leaving without the deliberate combination or password.

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{native_pty_system, Child, CommandBuilder, PtySize};

use crate::util::*;

const ROWS: u16 = 30;
const COLS: u16 = 100;

struct Screen {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    _master: Box<dyn portable_pty::MasterPty + Send>,
}

impl Screen {
    fn start(args: &[&str], env: &[(&str, &str)]) -> Screen {
        let pty = native_pty_system();
        let pair = pty
            .openpty(PtySize {
                rows: ROWS,
                cols: COLS,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_heslar"));
        cmd.args(args);
        cmd.arg("--output");
        cmd.arg(default_output());
        cmd.cwd(repo());
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pair.slave.spawn_command(cmd).unwrap();
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().unwrap();
        let writer = pair.master.take_writer().unwrap();
        let parser = Arc::new(Mutex::new(vt100::Parser::new(ROWS, COLS, 1000)));
        let p = parser.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                p.lock().unwrap().process(&buf[..n]);
            }
        });
        Screen {
            parser,
            writer,
            child,
            _master: pair.master,
        }
    }

    fn send(&mut self, bytes: &str) {
        self.writer.write_all(bytes.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// Types like a person: one key at a time.
    fn type_keys(&mut self, keys: &str) {
        for c in keys.chars() {
            self.send(c.encode_utf8(&mut [0; 4]));
            std::thread::sleep(Duration::from_millis(15));
        }
    }

    fn contents(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    #[track_caller]
    fn wait_for(&self, what: &str, pred: impl Fn(&vt100::Screen) -> bool) -> String {
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(15) {
            {
                let p = self.parser.lock().unwrap();
                if pred(p.screen()) {
                    return p.screen().contents();
                }
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("waited for {what}; the screen:\n{}", self.contents());
    }

    #[track_caller]
    fn wait_text(&self, text: &str) -> String {
        self.wait_for(text, |s| s.contents().contains(text))
    }

    fn alive(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(10) {
            if let Some(s) = self.child.try_wait().unwrap() {
                return s;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("the judge did not end; the screen:\n{}", self.contents());
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

const INPUT: &str = "Slova tahu:";
const YES: &str = "Tah je platný.";
const NO: &str = "Tah není platný.";

fn is_input(s: &vt100::Screen) -> bool {
    let c = s.contents();
    c.contains(INPUT) && !c.contains(YES) && !c.contains(NO)
}

#[test]
fn terminal_judge_resists_the_attacks() {
    let log = tempfile::NamedTempFile::new().unwrap();
    let mut s = Screen::start(
        &[
            "judge",
            "-l",
            "klasik",
            "--seconds",
            "2",
            "--log",
            log.path().to_str().unwrap(),
        ],
        &[("TZ", "CET-1")],
    );
    let first = s.wait_text("konec: Ctrl-Q");
    assert!(first.contains("Scrabble KLASIK"), "{first}");
    assert!(first.contains("verze "), "{first}");
    assert!(s.parser.lock().unwrap().screen().alternate_screen());

    // Empty moves do nothing; neither do Ctrl-C, Ctrl-D, Ctrl-Z, Ctrl-\.
    s.type_keys("\r\r\t   \r\x03\x04\x1a\x1c");
    std::thread::sleep(Duration::from_millis(400));
    assert!(s.alive(), "{}", s.contents());
    assert!(
        is_input(s.parser.lock().unwrap().screen()),
        "{}",
        s.contents()
    );

    // One word per line: Enter separates, nothing is judged word by word.
    s.type_keys("hrad\rxyzzy\r");
    std::thread::sleep(Duration::from_millis(400));
    let screen = s.contents();
    assert!(is_input(s.parser.lock().unwrap().screen()), "{screen}");
    assert!(
        screen.contains("hrad") && screen.contains("xyzzy"),
        "{screen}"
    );
    // Enter on the empty line judges the move: one verdict, no word on the screen.
    s.send("\r");
    let verdict = s.wait_text(NO);
    assert!(
        !verdict.contains("xyzzy") && !verdict.contains("hrad"),
        "{verdict}"
    );
    assert!(verdict.contains('█') && verdict.contains('✗'), "{verdict}");
    {
        // Red, across the screen.
        let p = s.parser.lock().unwrap();
        let cell = p.screen().cell(0, 0).unwrap();
        assert_eq!(cell.bgcolor(), vt100::Color::Idx(1), "dark red background");
    }
    // Typed during the verdict: discarded, never prepended to the next move.
    s.type_keys("xyzzy\r\r");
    s.wait_for("input after the timeout", is_input);
    let screen = s.contents();
    assert!(!screen.contains("xyzzy"), "{screen}");
    s.type_keys("hrad auto\t");
    let verdict = s.wait_text(YES);
    assert!(verdict.contains('✓') && verdict.contains('╔'), "{verdict}");
    {
        let p = s.parser.lock().unwrap();
        assert_eq!(
            p.screen().cell(0, 0).unwrap().bgcolor(),
            vt100::Color::Idx(2)
        );
    }
    s.wait_for("input after the timeout", is_input);

    // A double Enter and a third one buffered during the verdict: one verdict, the judge stays.
    s.send("hrad\r\r\r");
    s.wait_text(YES);
    s.wait_for("input after the timeout", is_input);
    assert!(s.alive());

    // A key after the verdict's first moments goes back at once, and is not typed.
    s.type_keys("hrad\t");
    s.wait_text(YES);
    std::thread::sleep(Duration::from_millis(1000));
    let t = Instant::now();
    s.send("q");
    s.wait_for("input after a key", is_input);
    assert!(
        t.elapsed() < Duration::from_millis(900),
        "{:?}",
        t.elapsed()
    );
    std::thread::sleep(Duration::from_millis(200));
    assert!(!s.contents().contains("q▏"), "{}", s.contents());

    // Leaving needs Ctrl-Q twice: Ctrl-Q and another key goes back.
    s.send("\x11");
    s.wait_text("Ukončit rozhodčího?");
    s.send("a");
    s.wait_for("input after a refused leave", |sc| {
        is_input(sc) && !sc.contents().contains("Ukončit")
    });
    assert!(s.alive());
    s.send("\x11");
    s.wait_text("Ukončit rozhodčího?");
    s.send("\x11");
    let status = s.wait_exit();
    assert!(status.success(), "{status:?}");
    std::thread::sleep(Duration::from_millis(200));
    {
        // The shell's screen is back, without a word of the session.
        let p = s.parser.lock().unwrap();
        assert!(!p.screen().alternate_screen());
        let main = p.screen().contents();
        assert!(
            !main.contains("hrad") && !main.contains("NEPŘÍPUSTNÉ"),
            "{main}"
        );
    }

    // The log: local time with its offset, lexicon and version, the move, the verdict.
    let version = {
        let m = heslar::lexicon::Manifest::load(&default_output()).unwrap();
        let info = m.lexicon("scrabble-klasik").unwrap().clone();
        heslar::check::version(&info).to_string()
    };
    let logged = std::fs::read_to_string(log.path()).unwrap();
    let lines: Vec<Vec<&str>> = logged.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(lines.len(), 4, "{logged}");
    for l in &lines {
        assert_eq!(l.len(), 5, "{logged}");
        assert!(l[0].len() == 25 && l[0].ends_with("+01:00"), "{logged}");
        assert_eq!(l[1], "scrabble-klasik");
        assert_eq!(l[2], version);
    }
    assert_eq!(lines[0][3..], ["hrad xyzzy", "NEPŘÍPUSTNÉ"]);
    assert_eq!(lines[1][3..], ["hrad auto", "PŘÍPUSTNÉ"]);
    assert_eq!(lines[2][3..], ["hrad", "PŘÍPUSTNÉ"]);
}

#[test]
fn terminal_judge_password_and_no_colour() {
    let mut s = Screen::start(
        &[
            "judge",
            "-l",
            "scrabble-klasik",
            "--seconds",
            "2",
            "--password",
            "tajne",
        ],
        &[("NO_COLOR", "1")],
    );
    s.wait_text("konec: Ctrl-Q");
    s.type_keys("xyzzy\t");
    let verdict = s.wait_text(NO);
    // Without colour the verdicts still differ in shape: ✗ and a frame of ✗, no colour at all.
    assert!(verdict.contains('✗') && !verdict.contains('╔'), "{verdict}");
    {
        let p = s.parser.lock().unwrap();
        for r in 0..ROWS {
            for c in 0..COLS {
                let cell = p.screen().cell(r, c).unwrap();
                assert_eq!(cell.bgcolor(), vt100::Color::Default, "{r},{c}");
                assert_eq!(cell.fgcolor(), vt100::Color::Default, "{r},{c}");
            }
        }
    }
    s.wait_for("input after the timeout", is_input);
    // Ctrl-Q twice is not enough with a password; a wrong password is refused.
    s.send("\x11");
    s.wait_text("Heslo pro ukončení");
    s.send("\x11");
    s.type_keys("spatne\r");
    s.wait_text("Špatné heslo.");
    assert!(s.alive());
    s.send("\x11");
    s.wait_text("Heslo pro ukončení");
    s.type_keys("tajne");
    let typed = s.contents();
    assert!(
        !typed.contains("tajne") && typed.contains("*****"),
        "{typed}"
    );
    s.send("\r");
    assert!(s.wait_exit().success());
}
