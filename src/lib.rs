//! heslar: official word lists for Czech word games, and the answers an arbiter needs.
//!
//! The pipeline (see `README.md` and the module docs):
//!
//! ```text
//! sources/ --ingest--> headwords --admit--> admitted lemmas --inflect--> forms
//!          --select--> one word set per lexicon --build--> output/*.fst + manifest.json
//! ```
//!
//! Each stage is one module with one public entry point, and imports no later stage:
//!
//! | stage | module | entry point |
//! |---|---|---|
//! | ingest | [`sources`] (over [`hunspell`], [`table`]) | [`sources::load_all`] |
//! | admit | [`admit`] | [`admit::admit`] |
//! | inflect | [`inflect`] (over [`paradigm`], [`morph`], [`degree`], [`lexis`]) | [`inflect::Inflector::forms`] |
//! | select | [`select`] (over [`games`], [`alphabet`], [`vocab`]) | [`select::Select`] |
//! | output | [`build`] (the driver, over [`output`]) | [`build::run`] |
//!
//! Queries read the verified output ([`lexicon`], [`datadir`]): [`check`], [`explain`] (which
//! calls the build's own [`inflect`] and [`select`]), [`search`], [`lookup`], [`diff`],
//! [`judge`], [`serve`]. The binary only parses arguments, calls the library and prints.

pub mod admit;
pub mod alphabet;
pub mod build;
pub mod check;
pub mod corrections;
pub mod datadir;
pub mod degree;
pub mod diff;
pub mod error;
pub mod explain;
pub mod fxhash;
pub mod games;
pub mod guess;
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
pub mod stardict;
pub mod table;
pub mod text;
pub mod vocab;
