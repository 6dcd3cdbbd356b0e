//! Our own reader of Hunspell dictionaries (not a binding to the C library): the affix file
//! ([`aff`]), the word list ([`dic`]) and the generation of every form of an entry ([`expand`]).
//!
//! `hrad/HR` with the suffix classes H and R of cs_CZ gives hrad, hradu, hradem, hrady, hradů,
//! hradům, hradech, hradě; `nést/ATN` adds `ne-` to every form (cross product): nenesl.
//! The real `hunspell` is the reference: `tests/integration/crosscheck.rs` compares.

pub mod aff;
pub mod dic;
pub mod expand;

pub use aff::{parse_aff, Aff, AffixClass, AffixKind, AffixRule, Condition, Flag};
pub use dic::{parse_dic, DerivedEntry, Dic, DicEntry};
pub use expand::{Derivation, RuleRef};
