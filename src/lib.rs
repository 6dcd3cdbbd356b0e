//! heslar: official word lists for Czech word games, and the answers an arbiter needs.
//!
//! The pipeline (see `README.md` and the module docs):
//!
//! ```text
//! sources/ --ingest--> headwords --admit--> admitted lemmas --inflect--> forms
//!          --select--> one word set per lexicon --build--> output/*.fst + manifest.json
//! ```
//!
//! Each stage is one module with one public entry point; the binary only parses arguments, calls
//! the library and prints.

pub mod admit;
pub mod alphabet;
pub mod build;
pub mod check;
pub mod datadir;
pub mod degree;
pub mod diff;
pub mod error;
pub mod explain;
pub mod fxhash;
pub mod games;
pub mod hunspell;
pub mod inflect;
pub mod judge;
pub mod lexicon;
pub mod lexis;
pub mod lookup;
pub mod morph;
pub mod output;
pub mod paradigm;
pub mod search;
pub mod select;
pub mod serve;
pub mod sources;
pub mod table;
pub mod text;
pub mod vocab;
