//! A load test of `heslar serve` on loopback (issue 17; a bench, never a timed test):
//! N clients, each on its own keep-alive HTTP/1.1 connection, send one request after another
//! for a bounded time; the figures are requests per second and the p50 / p99 latency.
//!
//! ```sh
//! heslar serve -l plus --bind 127.0.0.1:8080 &
//! cargo run --release --example loadtest -- 127.0.0.1:8080 '/api/check?lexicon=plus&words=hrad' 8 10
//! ```
//!
//! Arguments: address, path (a GET), clients, seconds. Prints one line:
//! `requests=… errors=… rps=… p50_ms=… p99_ms=…`. A request answered with a status other than
//! 200 counts as an error.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// One GET on a kept-alive connection: the status, the body read in full (Content-Length).
fn get(
    stream: &mut TcpStream,
    reader: &mut BufReader<TcpStream>,
    host: &str,
    path: &str,
) -> std::io::Result<u16> {
    write!(stream, "GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n")?;
    let mut line = String::new();
    reader.read_line(&mut line)?;
    let status = line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| std::io::Error::other(format!("no status line: {line:?}")))?;
    let mut length = 0usize;
    loop {
        line.clear();
        reader.read_line(&mut line)?;
        let l = line.trim_end();
        if l.is_empty() {
            break;
        }
        if let Some((k, v)) = l.split_once(':') {
            if k.eq_ignore_ascii_case("content-length") {
                length = v.trim().parse().unwrap_or(0);
            }
        }
    }
    let mut body = vec![0u8; length];
    reader.read_exact(&mut body)?;
    Ok(status)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 5 {
        eprintln!("usage: loadtest ADDR PATH CLIENTS SECONDS");
        std::process::exit(2);
    }
    let addr = args[1].clone();
    let path = args[2].clone();
    let clients: usize = args[3].parse().expect("CLIENTS is a number");
    let seconds: u64 = args[4].parse().expect("SECONDS is a number");
    let end = Instant::now() + Duration::from_secs(seconds);
    let start = Instant::now();
    let workers: Vec<_> = (0..clients)
        .map(|_| {
            let (addr, path) = (addr.clone(), path.clone());
            std::thread::spawn(move || {
                let mut latencies = Vec::new();
                let mut errors = 0u64;
                let mut stream = TcpStream::connect(&addr).expect("the server is listening");
                stream.set_nodelay(true).unwrap();
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                while Instant::now() < end {
                    let t = Instant::now();
                    match get(&mut stream, &mut reader, &addr, &path) {
                        Ok(200) => latencies.push(t.elapsed()),
                        Ok(_) => errors += 1,
                        Err(_) => {
                            errors += 1;
                            stream = TcpStream::connect(&addr).expect("reconnect");
                            reader = BufReader::new(stream.try_clone().unwrap());
                        }
                    }
                }
                (latencies, errors)
            })
        })
        .collect();
    let mut all = Vec::new();
    let mut errors = 0;
    for w in workers {
        let (l, e) = w.join().unwrap();
        all.extend(l);
        errors += e;
    }
    let wall = start.elapsed().as_secs_f64();
    all.sort();
    let pct = |p: f64| {
        all.get(((all.len() as f64 * p) as usize).min(all.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "requests={} errors={errors} rps={:.0} p50_ms={:.2} p99_ms={:.2}",
        all.len(),
        all.len() as f64 / wall,
        pct(0.50),
        pct(0.99)
    );
}
