//! Issue 17, item 2: `heslar serve` as a real HTTP server on loopback, asked by a plain HTTP/1.1
//! client over TCP: the pages, the judge API (the verdict only, logged), the lookups, the
//! limits (body, URI, result count), `--judge-only`, and no path reaching the file system.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::util::*;

pub struct Server {
    pub addr: SocketAddr,
    child: Child,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Server {
    /// `heslar serve ARGS --bind 127.0.0.1:0` on the default build; waits for its address.
    pub fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_heslar"))
            .arg("serve")
            .args(args)
            .args(["--bind", "127.0.0.1:0", "--output"])
            .arg(default_output())
            .current_dir(repo())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
        let addr = loop {
            let line = lines
                .next()
                .expect("heslar serve said where it listens")
                .unwrap();
            if let Some(rest) = line.strip_prefix("heslar serve: listening on http://") {
                break rest.trim_end_matches('/').parse().unwrap();
            }
        };
        // The rest of stderr (the judgement lines without --log) is drained.
        std::thread::spawn(move || for _ in lines {});
        Server { addr, child }
    }

    /// One request, `Connection: close`: (status, body).
    pub fn request(&self, method: &str, path: &str, body: &[u8]) -> (u16, String) {
        let mut s = TcpStream::connect(self.addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            self.addr,
            body.len()
        );
        s.write_all(head.as_bytes()).unwrap();
        let _ = s.write_all(body);
        let mut raw = Vec::new();
        let _ = s.read_to_end(&mut raw);
        let text = String::from_utf8_lossy(&raw).into_owned();
        let status = text
            .split(' ')
            .nth(1)
            .and_then(|c| c.parse().ok())
            .unwrap_or_else(|| panic!("no HTTP answer: {text:?}"));
        let body = text.split_once("\r\n\r\n").map(|x| x.1).unwrap_or("");
        (status, body.to_string())
    }

    pub fn get(&self, path: &str) -> (u16, String) {
        self.request("GET", path, b"")
    }

    pub fn json(&self, path: &str) -> (u16, serde_json::Value) {
        let (status, body) = self.get(path);
        (
            status,
            serde_json::from_str(&body).unwrap_or_else(|e| panic!("{path}: {e}: {body}")),
        )
    }

    pub fn judge(&self, words: &str) -> (u16, String) {
        let body = serde_json::to_vec(&serde_json::json!({ "words": words })).unwrap();
        self.request("POST", "/api/judge", &body)
    }
}

/// `words=ženě hrad` made safe for a query string.
pub fn q(s: &str) -> String {
    s.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-_.*?".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[test]
fn the_judge_api_gives_the_verdict_only_and_logs_it() {
    let log = tempfile::NamedTempFile::new().unwrap();
    let srv = Server::start(&["-l", "klasik", "--log", log.path().to_str().unwrap()]);
    let (status, page) = srv.get("/judge");
    assert_eq!(status, 200);
    assert!(
        page.contains("POSOUDIT") && page.contains("lang=\"cs\""),
        "{page}"
    );
    assert!(
        !page.contains("http://") && !page.contains("https://"),
        "external assets"
    );
    for asset in ["/assets/style.css", "/assets/judge.js", "/assets/lookup.js"] {
        assert_eq!(srv.get(asset).0, 200, "{asset}");
    }
    let (status, body) = srv.judge("hrad auto");
    assert_eq!(status, 200);
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["verdict"], "PŘÍPUSTNÉ");
    assert_eq!(v["admissible"], true);
    let (status, body) = srv.judge("hrad\nxyzzy");
    assert_eq!(status, 200);
    assert!(body.contains("NEPŘÍPUSTNÉ"), "{body}");
    assert!(!body.contains("xyzzy") && !body.contains("hrad"), "{body}");
    // An empty move is no ruling.
    let (status, body) = srv.judge("  \n ");
    assert_eq!(status, 400, "{body}");
    assert!(!body.contains("PŘÍPUSTNÉ"));
    let (status, _) = srv.request("POST", "/api/judge", b"{not json");
    assert_eq!(status, 400);
    let (status, info) = srv.json("/api/info");
    assert_eq!(status, 200);
    assert_eq!(info["judge"]["name"], "scrabble-klasik");
    assert_eq!(info["judge"]["version"].as_str().unwrap().len(), 12);
    let logged = std::fs::read_to_string(log.path()).unwrap();
    let lines: Vec<Vec<&str>> = logged.lines().map(|l| l.split('\t').collect()).collect();
    assert_eq!(lines.len(), 2, "{logged}");
    assert_eq!(
        lines[0][1..],
        [
            "scrabble-klasik",
            info["judge"]["version"].as_str().unwrap(),
            "hrad auto",
            "PŘÍPUSTNÉ"
        ]
    );
    assert_eq!(lines[1][3..], ["hrad xyzzy", "NEPŘÍPUSTNÉ"]);
}

#[test]
fn lookups_over_http() {
    let srv = Server::start(&["-l", "klasik"]);
    let (status, page) = srv.get("/lookup");
    assert_eq!(status, 200);
    assert!(page.contains("Hledat"), "{page}");
    // check: as `heslar check --json`.
    let (status, v) = srv.json(&format!(
        "/api/check?lexicon=plus,klasik&words={}",
        q("ženě hrad")
    ));
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["words"][0]["admissible"]["scrabble-plus"], true);
    assert_eq!(v["words"][0]["admissible"]["scrabble-klasik"], false);
    assert_eq!(v["move"]["scrabble-plus"], true);
    assert_eq!(v["admissible"], false);
    assert_eq!(v["lexicons"].as_array().unwrap().len(), 2);
    let (status, v) = srv.json("/api/check?words=");
    assert_eq!(status, 400, "{v}");
    let (status, v) = srv.json("/api/check?words=hrad&lexicon=nic");
    assert_eq!(status, 404, "{v}");
    // search: a two-blank subanagram, and a pattern that matches millions, cut with a message.
    let (status, v) = srv.json(&format!(
        "/api/search?lexicon=plus&subanagram={}",
        q("eaolnk??")
    ));
    assert_eq!(status, 200, "{v}");
    assert!(v["total"].as_u64().unwrap() > 100, "{v}");
    let (status, v) = srv.json("/api/search?lexicon=plus&pattern=*");
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["cut"], true);
    assert_eq!(v["words"].as_array().unwrap().len(), 1000);
    assert!(v["total"].as_u64().unwrap() > 2_000_000, "{}", v["total"]);
    assert!(
        v["message"].as_str().unwrap().contains("the first 1000"),
        "{v}"
    );
    let (status, v) = srv.json("/api/search?lexicon=plus&pattern=*&limit=5");
    assert_eq!((status, v["words"].as_array().unwrap().len()), (200, 5));
    let (status, v) = srv.json(&format!("/api/search?lexicon=kk&anagram={}", q("chaat")));
    assert_eq!(status, 200, "{v}");
    assert!(
        v["words"].as_array().unwrap().iter().any(|w| w == "chata"),
        "{v}"
    );
    let (status, v) = srv.json("/api/search?lexicon=plus&regex=%28");
    assert_eq!(status, 400, "{v}");
    assert!(v["error"].as_str().unwrap().starts_with("regex"), "{v}");
    let (status, _) = srv.json("/api/search?lexicon=plus");
    assert_eq!(status, 400);
    // explain, in Czech terms.
    let (status, v) = srv.json(&format!("/api/explain?lexicon=plus&word={}", q("ženě")));
    assert_eq!(status, 200, "{v}");
    let why = v["lexicons"][0]["why"].as_str().unwrap();
    assert!(why.contains("3. pád č. j.; 6. pád č. j. od žena"), "{why}");
    assert_eq!(v["lexicons"][0]["admissible"], true);
    let (status, v) = srv.json(&format!("/api/explain?lexicon=klasik&word={}", q("ženě")));
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["lexicons"][0]["admissible"], false);
    let why = v["lexicons"][0]["why"].as_str().unwrap();
    assert!(
        why.starts_with("tato pravidla nepřipouštějí tvar 3. pád č. j."),
        "{why}"
    );
    assert!(
        v["lexicons"][0]["detail"].as_str().unwrap().contains("Nom"),
        "{v}"
    );
    // A form the source's flags make but that is no word names its class and headword.
    let (status, v) = srv.json(&format!(
        "/api/explain?lexicon=plus&word={}",
        q("zmíněnost")
    ));
    assert_eq!(status, 200, "{v}");
    let why = v["lexicons"][0]["why"].as_str().unwrap();
    assert!(why.contains("slovem není (ost od zmíněný)"), "{why}");
    // Many clients at once, each answered right.
    let threads: Vec<_> = (0..8)
        .map(|i| {
            let addr = srv.addr;
            std::thread::spawn(move || {
                let s = Server::client(addr);
                for _ in 0..25 {
                    let (w, yes) = if i % 2 == 0 {
                        ("hrad", true)
                    } else {
                        ("xyzzy", false)
                    };
                    let (status, v) = s.json(&format!("/api/check?lexicon=klasik&words={w}"));
                    assert_eq!(status, 200);
                    assert_eq!(v["admissible"], yes);
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}

impl Server {
    /// A client of a running server (not its owner).
    fn client(addr: SocketAddr) -> ClientOnly {
        ClientOnly(addr)
    }
}

struct ClientOnly(SocketAddr);

impl ClientOnly {
    fn json(&self, path: &str) -> (u16, serde_json::Value) {
        let mut s = TcpStream::connect(self.0).unwrap();
        write!(
            s,
            "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut raw = String::new();
        s.read_to_string(&mut raw).unwrap();
        let status = raw.split(' ').nth(1).unwrap().parse().unwrap();
        let body = raw.split_once("\r\n\r\n").unwrap().1;
        (status, serde_json::from_str(body).unwrap())
    }
}

#[test]
fn limits_and_no_file_system_paths() {
    let srv = Server::start(&["-l", "klasik"]);
    // A body over 16 KiB.
    let big = format!("{{\"words\": \"{}\"}}", "a ".repeat(20_000));
    let (status, _) = srv.request("POST", "/api/judge", big.as_bytes());
    assert_eq!(status, 413);
    // A move of too many words.
    let (status, body) = srv.judge(&"hrad ".repeat(100));
    assert_eq!(status, 400, "{body}");
    // A URI over 4 KiB.
    let (status, _) = srv.get(&format!("/api/check?words={}", "a".repeat(5000)));
    assert_eq!(status, 414);
    // Paths never reach the file system.
    for path in [
        "/assets/../Cargo.toml",
        "/assets/..%2f..%2fCargo.toml",
        "/../../../../etc/passwd",
        "/assets/style.css/../../src/main.rs",
        "/output/manifest.json",
        "/manifest.json",
    ] {
        let (status, body) = srv.get(path);
        assert_eq!(status, 404, "{path}: {body}");
        assert!(
            !body.contains("[package]") && !body.contains("root:"),
            "{path}"
        );
    }
    // The default address is loopback only.
    let o = heslar_in(&repo(), &["serve", "--help"], None);
    assert!(
        stdout(&o).contains("[default: 127.0.0.1:8080]"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn judge_only_serves_the_judge_alone() {
    let srv = Server::start(&["-l", "plus", "--judge-only"]);
    assert_eq!(srv.get("/judge").0, 200);
    assert_eq!(srv.get("/").0, 303);
    for path in [
        "/lookup",
        "/api/check?words=hrad",
        "/api/explain?word=hrad",
        "/api/search?lexicon=plus&pattern=h*",
    ] {
        let (status, body) = srv.get(path);
        assert_eq!(status, 404, "{path}: {body}");
        assert!(body.contains("--judge-only"), "{path}: {body}");
    }
    let (_, info) = srv.json("/api/info");
    assert_eq!(info["judge_only"], true);
    assert_eq!(info["lexicons"].as_array().unwrap().len(), 0);
    assert!(srv.judge("ženě").1.contains("\"PŘÍPUSTNÉ\""));
}
