//! `heslar serve`: the word judge and the lookups over HTTP (axum on tokio), for a kiosk
//! browser at the arbiter's table and for other programs.
//!
//! | path | what |
//! |---|---|
//! | `/` , `/judge` | the judge page: Czech, full screen, one big verdict per move, never a word |
//! | `/lookup` | check, explain (in Czech grammar terms), search; off with `--judge-only` |
//! | `POST /api/judge` | `{"words": "hrad auto"}` → `{"verdict": "PŘÍPUSTNÉ", "admissible": true}`, logged |
//! | `GET /api/info` | the judge's lexicon and version, the lexicons served, the settings |
//! | `GET /api/check?words=…&lexicon=…` | as `heslar check --json` |
//! | `GET /api/explain?word=…&lexicon=…` | why, with the readings in Czech |
//! | `GET /api/search?lexicon=…&anagram=…` | also `subanagram`, `pattern`, `regex`, lengths, `limit` |
//!
//! Everything is in the binary (the pages are `include_str!`); no path of a request reaches the
//! file system (the routes are fixed). Limits: a request body of at most [`Limits::max_body`], a
//! URI of at most [`MAX_URI`], at most [`Limits::max_words`] words returned by a search (the
//! count is exact and the answer says it was cut), a search or explanation answered within
//! [`Limits::query_time`] or refused with a message, at most as many of them at once as there
//! are cores. Queries read the memory-mapped lexicons, shared by every request.

mod czech;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use axum::extract::{DefaultBodyLimit, Query, Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::check::Checker;
use crate::judge::Judge;
use crate::lexicon::with_snapshot;
use crate::lookup::{Filters, Query as SearchQuery, SearchLexicon};

pub use czech::{cell as czech_cell, reading as czech_reading};

/// The longest request URI (a query string included).
pub const MAX_URI: usize = 4096;
/// The time the first explanation may wait for the build's inputs to load.
const EXPLAIN_LOAD_TIME: Duration = Duration::from_secs(120);
/// The most words one check or judgement takes.
pub const MAX_MOVE_WORDS: usize = 64;

const JUDGE_HTML: &str = include_str!("judge.html");
const LOOKUP_HTML: &str = include_str!("lookup.html");
const STYLE_CSS: &str = include_str!("style.css");
const JUDGE_JS: &str = include_str!("judge.js");
const LOOKUP_JS: &str = include_str!("lookup.js");

/// Bounds on what one request may cost.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Bytes of a request body.
    pub max_body: usize,
    /// Words a search returns (the count is still exact).
    pub max_words: usize,
    /// Time a search or an explanation may take before the answer is an error.
    pub query_time: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_body: 16 * 1024,
            max_words: 1000,
            query_time: Duration::from_secs(5),
        }
    }
}

/// What `heslar serve` serves, and where.
pub struct Options {
    /// The data directory (a build).
    pub dir: PathBuf,
    /// The lexicon the judge page judges by.
    pub judge_lexicon: String,
    /// The lexicons of the lookups (empty: every lexicon of the build).
    pub lexicons: Vec<String>,
    pub bind: SocketAddr,
    /// No lookup page and no lookup API: the judge alone (a tournament).
    pub judge_only: bool,
    /// Seconds a verdict stays on the judge page.
    pub seconds: u64,
    /// The judgement log (else each judgement is a line on stderr).
    pub log: Option<PathBuf>,
    pub limits: Limits,
}

/// Where the explanations come from: the build's inputs, loaded once (a few seconds).
struct Explainer {
    plan: crate::build::Plan,
    admission: crate::admit::Admission,
}

struct App {
    checker: Checker,
    search: Vec<SearchLexicon>,
    judge: Mutex<Judge>,
    log_to_stderr: bool,
    judge_only: bool,
    seconds: u64,
    limits: Limits,
    heavy: Arc<tokio::sync::Semaphore>,
    explainer: OnceLock<Result<Explainer, String>>,
    dir: PathBuf,
}

/// An error answer: `{"error": "…"}` with its status.
struct ApiError(StatusCode, String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({ "error": self.1 }))).into_response()
    }
}

fn bad(msg: impl Into<String>) -> ApiError {
    ApiError(StatusCode::BAD_REQUEST, msg.into())
}

/// Opens the lexicons and serves until the process ends. `ready` gets the address bound (the
/// port chosen when `bind` asks for port 0) before the first request is taken.
pub fn run(opts: Options, ready: impl FnOnce(SocketAddr)) -> anyhow::Result<()> {
    let judge_checker = Checker::open(&opts.dir, std::slice::from_ref(&opts.judge_lexicon))?;
    let mut judge = Judge::new(judge_checker, opts.log.as_deref())?;
    if let Some(e) = judge.take_log_error() {
        anyhow::bail!(
            "the log {} cannot be opened: {e}",
            opts.log
                .as_deref()
                .unwrap_or(std::path::Path::new(""))
                .display()
        );
    }
    let checker = Checker::open(&opts.dir, &opts.lexicons)?;
    let search = with_snapshot(&opts.dir, |s| {
        checker
            .names()
            .iter()
            .map(|n| SearchLexicon::open(s, n))
            .collect::<Result<Vec<_>, _>>()
    })?;
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let app = Arc::new(App {
        checker,
        search,
        judge: Mutex::new(judge),
        log_to_stderr: opts.log.is_none(),
        judge_only: opts.judge_only,
        seconds: opts.seconds,
        limits: opts.limits.clone(),
        heavy: Arc::new(tokio::sync::Semaphore::new(cores)),
        explainer: OnceLock::new(),
        dir: opts.dir.clone(),
    });
    if !opts.judge_only {
        // The explanations' inputs load in the background: the first "why" need not wait.
        let a = app.clone();
        std::thread::spawn(move || {
            explainer(&a);
        });
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(cores)
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(opts.bind).await?;
        ready(listener.local_addr()?);
        axum::serve(listener, router(app)).await?;
        Ok(())
    })
}

fn router(app: Arc<App>) -> Router {
    let max_body = app.limits.max_body;
    Router::new()
        .route("/", get(|| async { Redirect::to("/judge") }))
        .route("/judge", get(|| async { page(JUDGE_HTML) }))
        .route("/lookup", get(lookup_page))
        .route(
            "/assets/style.css",
            get(|| async { asset("text/css", STYLE_CSS) }),
        )
        .route(
            "/assets/judge.js",
            get(|| async { asset("text/javascript", JUDGE_JS) }),
        )
        .route(
            "/assets/lookup.js",
            get(|| async { asset("text/javascript", LOOKUP_JS) }),
        )
        .route("/api/info", get(info))
        .route("/api/judge", post(judge_move))
        .route("/api/check", get(check))
        .route("/api/explain", get(explain))
        .route("/api/search", get(search))
        .fallback(|| async { ApiError(StatusCode::NOT_FOUND, "no such page".into()) })
        .layer(DefaultBodyLimit::max(max_body))
        .layer(middleware::from_fn(limit_uri))
        .with_state(app)
}

/// A request with a URI longer than [`MAX_URI`] is refused before any work.
async fn limit_uri(req: Request, next: Next) -> Response {
    if req.uri().to_string().len() > MAX_URI {
        return ApiError(
            StatusCode::URI_TOO_LONG,
            format!("the request is longer than {MAX_URI} bytes"),
        )
        .into_response();
    }
    next.run(req).await
}

fn page(html: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'self'; style-src 'self'; script-src 'self'",
            ),
        ],
        html,
    )
        .into_response()
}

fn asset(kind: &'static str, body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, kind)], body).into_response()
}

async fn lookup_page(State(app): State<Arc<App>>) -> Response {
    if app.judge_only {
        return disabled().into_response();
    }
    page(LOOKUP_HTML)
}

fn disabled() -> ApiError {
    ApiError(
        StatusCode::NOT_FOUND,
        "the lookups are off: this server judges only (--judge-only)".into(),
    )
}

async fn info(State(app): State<Arc<App>>) -> Json<Value> {
    let judge = app.judge.lock().unwrap_or_else(|e| e.into_inner());
    let lexicons: Vec<Value> = if app.judge_only {
        vec![]
    } else {
        app.checker
            .lexicons
            .iter()
            .map(|l| crate::check::lexicon_json(&l.info))
            .collect()
    };
    Json(json!({
        "judge": crate::check::lexicon_json(judge.lexicon()),
        "lexicons": lexicons,
        "judge_only": app.judge_only,
        "seconds": app.seconds,
        "max_words": app.limits.max_words,
    }))
}

#[derive(Deserialize)]
struct JudgeRequest {
    words: String,
}

/// One move judged: the verdict only, never which word failed; the judgement is logged.
async fn judge_move(
    State(app): State<Arc<App>>,
    body: Result<Json<JudgeRequest>, axum::extract::rejection::JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    // A body over the limit is 413, malformed JSON 400 (the rejection's own status).
    let Json(req) = body.map_err(|e| {
        ApiError(
            e.status(),
            format!("expected {{\"words\": \"…\"}}: {}", e.body_text()),
        )
    })?;
    let n = crate::judge::split_move(&req.words).len();
    if n == 0 {
        return Err(bad("no words: an empty move is not judged"));
    }
    if n > MAX_MOVE_WORDS {
        return Err(bad(format!("a move of more than {MAX_MOVE_WORDS} words")));
    }
    let mut judge = app.judge.lock().unwrap_or_else(|e| e.into_inner());
    let verdict = judge
        .judge(&req.words)
        .map_err(|e| ApiError(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?
        .ok_or_else(|| bad("no words"))?;
    let log_error = judge.take_log_error();
    if app.log_to_stderr {
        eprint!("judge\t{}", judge.last_entry());
    }
    if let Some(e) = &log_error {
        eprintln!("heslar serve: the judgement is not in the log: {e}");
    }
    Ok(Json(json!({
        "verdict": verdict.czech(),
        "admissible": verdict == crate::judge::Verdict::Admissible,
        "logged": log_error.is_none(),
    })))
}

/// The lexicons a lookup names (`lexicon=plus,klasik`; none: all served), as indexes.
fn chosen(app: &App, lexicon: &Option<String>) -> Result<Vec<usize>, ApiError> {
    let Some(list) = lexicon.as_deref().filter(|s| !s.is_empty()) else {
        return Ok((0..app.checker.lexicons.len()).collect());
    };
    list.split(',')
        .map(|name| {
            let full = crate::games::full_name(name).unwrap_or(name);
            app.checker
                .lexicons
                .iter()
                .position(|l| l.info.name == name || l.info.name == full)
                .ok_or_else(|| {
                    ApiError(
                        StatusCode::NOT_FOUND,
                        format!(
                            "no lexicon {name:?}; served: {}",
                            app.checker.names().join(", ")
                        ),
                    )
                })
        })
        .collect()
}

#[derive(Deserialize)]
struct CheckParams {
    words: Option<String>,
    lexicon: Option<String>,
}

/// `heslar check --json` over HTTP: the words (space-separated) of one move.
async fn check(
    State(app): State<Arc<App>>,
    Query(p): Query<CheckParams>,
) -> Result<Json<Value>, ApiError> {
    if app.judge_only {
        return Err(disabled());
    }
    let which = chosen(&app, &p.lexicon)?;
    let words = crate::judge::split_move(p.words.as_deref().unwrap_or(""));
    if words.is_empty() {
        return Err(bad("no words (words=hrad+ženě)"));
    }
    if words.len() > MAX_MOVE_WORDS {
        return Err(bad(format!("more than {MAX_MOVE_WORDS} words")));
    }
    for w in &words {
        crate::text::normalize_word(w).map_err(|e| bad(format!("not a word: {e}")))?;
    }
    let verdict = app.checker.check_move(&words);
    let mut v = verdict.to_json(&app.checker);
    // Only the lexicons asked for.
    if which.len() < app.checker.lexicons.len() {
        let names: Vec<&str> = which
            .iter()
            .map(|&i| app.checker.lexicons[i].info.name.as_str())
            .collect();
        let keep = |m: &mut Value| {
            if let Some(o) = m.as_object_mut() {
                o.retain(|k, _| names.contains(&k.as_str()));
            }
        };
        keep(&mut v["move"]);
        if let Some(ws) = v["words"].as_array_mut() {
            for w in ws {
                keep(&mut w["admissible"]);
            }
        }
        if let Some(ls) = v["lexicons"].as_array_mut() {
            ls.retain(|l| names.contains(&l["name"].as_str().unwrap_or("")));
        }
        v["admissible"] = Value::Bool(which.iter().all(|&i| verdict.admissible[i]));
    }
    Ok(Json(v))
}

/// Runs heavy work (a search, an explanation) on the blocking pool: at most one per core at
/// once, answered within the query time or refused.
async fn heavy<T: Send + 'static>(
    app: &Arc<App>,
    limit: Duration,
    work: impl FnOnce(&App) -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    let busy = || {
        ApiError(
            StatusCode::SERVICE_UNAVAILABLE,
            format!(
                "the query takes longer than {} s; narrow it (a longer pattern, fewer blanks, a length)",
                limit.as_secs_f32()
            ),
        )
    };
    let permit = tokio::time::timeout(limit, app.heavy.clone().acquire_owned())
        .await
        .map_err(|_| busy())?
        .map_err(|_| busy())?;
    let a = app.clone();
    let task = tokio::task::spawn_blocking(move || {
        let r = work(&a);
        drop(permit);
        r
    });
    match tokio::time::timeout(limit, task).await {
        Ok(Ok(r)) => r,
        Ok(Err(e)) => Err(ApiError(StatusCode::INTERNAL_SERVER_ERROR, e.to_string())),
        Err(_) => Err(busy()),
    }
}

#[derive(Deserialize)]
struct SearchParams {
    lexicon: Option<String>,
    anagram: Option<String>,
    subanagram: Option<String>,
    pattern: Option<String>,
    regex: Option<String>,
    length: Option<usize>,
    min_length: Option<usize>,
    max_length: Option<usize>,
    prefix: Option<String>,
    suffix: Option<String>,
    limit: Option<usize>,
}

async fn search(
    State(app): State<Arc<App>>,
    Query(p): Query<SearchParams>,
) -> Result<Json<Value>, ApiError> {
    if app.judge_only {
        return Err(disabled());
    }
    let which = chosen(&app, &p.lexicon)?;
    let [i] = which[..] else {
        return Err(bad("name one lexicon (lexicon=plus)"));
    };
    let nonempty = |s: &Option<String>| s.clone().filter(|s| !s.is_empty());
    let query = match (
        nonempty(&p.anagram),
        nonempty(&p.subanagram),
        nonempty(&p.pattern),
        nonempty(&p.regex),
    ) {
        (Some(r), None, None, None) => SearchQuery::Anagram(r),
        (None, Some(r), None, None) => SearchQuery::Subanagram(r),
        (None, None, Some(r), None) => SearchQuery::Pattern(r),
        (None, None, None, Some(r)) => SearchQuery::Regex(r),
        _ => return Err(bad("give one of anagram, subanagram, pattern, regex")),
    };
    let filters = Filters {
        length: p.length,
        min_length: p.min_length,
        max_length: p.max_length,
        prefix: nonempty(&p.prefix),
        suffix: nonempty(&p.suffix),
    };
    let limit = p
        .limit
        .unwrap_or(app.limits.max_words)
        .min(app.limits.max_words);
    heavy(&app, app.limits.query_time, move |app| {
        let lex = &app.search[i];
        let found = lex.search(&query, &filters, Some(limit)).map_err(bad)?;
        let message = found.cut.then(|| {
            format!(
                "{} words found; the first {} are shown (narrow the search to see the rest)",
                found.total,
                found.words.len()
            )
        });
        Ok(json!({
            "lexicon": lex.lexicon.info.name,
            "total": found.total,
            "cut": found.cut,
            "message": message,
            "words": found.words,
        }))
    })
    .await
    .map(Json)
}

#[derive(Deserialize)]
struct ExplainParams {
    word: Option<String>,
    lexicon: Option<String>,
}

/// Loads the build's inputs for explanations once (the sources and rules its manifest
/// records).
fn explainer(app: &App) -> &Result<Explainer, String> {
    app.explainer.get_or_init(|| {
        let inputs = app.checker.manifest.inputs.clone();
        let Some(inputs) = inputs else {
            return Err("the build does not record its sources and rules (built by an older heslar): rebuild it to have explanations".into());
        };
        let plan = crate::build::Plan::load(crate::build::BuildOptions {
            sources_dir: inputs.sources_dir,
            rules_dir: inputs.rules_dir,
            output_dir: app.dir.clone(),
            only: app.checker.names().iter().map(|s| s.to_string()).collect(),
            progress: false,
            allow_outside: inputs.allow_outside,
        })
        .map_err(|e| format!("the build's inputs cannot be read: {e}"))?;
        let admission = crate::admit::admit(&plan.sources, &plan.categories, &plan.labels);
        Ok(Explainer { plan, admission })
    })
}

async fn explain(
    State(app): State<Arc<App>>,
    Query(p): Query<ExplainParams>,
) -> Result<Json<Value>, ApiError> {
    if app.judge_only {
        return Err(disabled());
    }
    let which = chosen(&app, &p.lexicon)?;
    let word = crate::text::normalize_word(p.word.as_deref().unwrap_or(""))
        .map_err(|e| bad(format!("not a word: {e}")))?;
    // The first explanation may wait for the inputs to load (seconds, once).
    let limit = if app.explainer.get().is_some() {
        app.limits.query_time
    } else {
        app.limits.query_time.max(EXPLAIN_LOAD_TIME)
    };
    heavy(&app, limit, move |app| {
        let ex = explainer(app)
            .as_ref()
            .map_err(|e| ApiError(StatusCode::SERVICE_UNAVAILABLE, e.clone()))?;
        let e = crate::explain::explain(&ex.plan, &ex.admission, std::slice::from_ref(&word))
            .map_err(|e| ApiError(StatusCode::SERVICE_UNAVAILABLE, e.to_string()))?
            .pop()
            .ok_or_else(|| bad("nothing to explain"))?;
        let readings: Vec<Value> = e
            .readings
            .iter()
            .map(|r| {
                json!({
                    "czech": czech::reading(r),
                    "cells": r.cells,
                    "lemma": r.lemma,
                    "pos": r.pos,
                    "source": r.source,
                    "line": r.line,
                    "how": r.how,
                })
            })
            .collect();
        let lexicons: Vec<Value> = which
            .iter()
            .map(|&i| {
                let info = &app.checker.lexicons[i].info;
                // The lexicon's own verdict decides; the explanation says why.
                let admissible = app.checker.lexicons[i].contains(&word);
                let l = e.lexicons.iter().find(|l| l.lexicon == info.name);
                let czech_all = || {
                    e.readings
                        .iter()
                        .map(czech::reading)
                        .collect::<Vec<_>>()
                        .join("; ")
                };
                let why = match (admissible, l) {
                    (true, Some(l)) if !l.admitted_by.is_empty() => l
                        .admitted_by
                        .iter()
                        .map(|&r| czech::reading(&e.readings[r]))
                        .collect::<Vec<_>>()
                        .join("; "),
                    (true, _) => "v seznamu".to_string(),
                    (false, _) if !e.readings.is_empty() => {
                        format!("tato pravidla nepřipouštějí tvar {}", czech_all())
                    }
                    (false, _) if !e.rejections.is_empty() => format!(
                        "heslo vyřazeno ({})",
                        e.rejections
                            .iter()
                            .map(|r| r.rule.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    // A form the source's flags make but that is no word (src/lexis.rs):
                    // name the class and the headword.
                    (false, _) if !e.dropped.is_empty() => format!(
                        "tvar z příznaků zdroje, který slovem není ({})",
                        e.dropped
                            .iter()
                            .map(|d| format!("{} od {}", d.class, d.lemma))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    (false, _) => "žádný zdroj slovo nezná".to_string(),
                };
                // The rule that keeps it out, as the build states it (English).
                let detail = if admissible {
                    None
                } else {
                    l.and_then(|l| l.reason.clone())
                };
                json!({
                    "name": info.name,
                    "title": info.title,
                    "admissible": admissible,
                    "why": why,
                    "detail": detail,
                    "laid_as": l.and_then(|l| l.laid_as.clone()),
                })
            })
            .collect();
        Ok(json!({
            "word": e.word,
            "lexicons": lexicons,
            "readings": readings,
            "rejections": e.rejections,
            "dropped": e.dropped,
            "near": e.near,
        }))
    })
    .await
    .map(Json)
}
