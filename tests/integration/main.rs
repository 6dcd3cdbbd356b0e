//! heslar's integration tests: one binary, one module per area.

mod aspect;
mod browser;
mod challenges;
mod cli;
mod corrections;
mod crosscheck;
mod datadir;
mod degree;
mod explain_build;
mod fixtures;
mod games;
mod headwords;
mod hunspell_fixtures;
mod integrity;
mod invariants;
mod judge_screen;
mod paradigms;
mod prameny;
mod queries;
mod reliability;
mod serve;
mod tags;
mod util;
