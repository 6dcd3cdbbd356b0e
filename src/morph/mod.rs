//! Morphology: the grammatical cells of every generated form, verbal aspect, and the
//! derivations Hunspell lacks. Three jobs, one file each:
//!
//! - [`tags`]: the source's affix rules say nothing about grammar (`hrad/H` + `SFX H 0 u .`
//!   gives `hradu`, not that it is a genitive, dative or locative singular);
//!   `rules/morphology/<source>/rules.tsv` tags every rule of the affix file with Universal
//!   Dependencies cells (the first row whose flag, strip, add and entry match), and
//!   `entries.tsv` tags the entry word itself (`hrad/HR` is `Case=Nom|Number=Sing`). A twofold
//!   suffix takes the cells of its second rule; a prefix adds its features (`ne-`:
//!   `Polarity=Neg`, `nej-`: `Degree=Sup`). Flagless entries take theirs from the source's
//!   annotation file (`psa`: `Case=Gen|...` of `pes`), or stay *unclassified*.
//! - [`aspect`]: verbal aspect is inferred ([`Aspects`]): a verb made of a prefix and another
//!   verb of the source is perfective (u+dělat), unless it has a secondary imperfective suffix
//!   (vydělávat); `rules/morphology/<source>/aspect.tsv` lists the exceptions.
//! - [`derive`]: present transgressives of imperfective verbs from the 3rd person plural (nesou
//!   → nesa, nesouc, nesouce), past transgressives of perfective verbs from the masculine
//!   l-participle (udělal → udělav, udělavši, udělavše), and verbal nouns from the masculine
//!   passive participle (dělán → dělání, vzat → vzetí) in all their cases ([`derive()`]).
//!
//! Which lexicons take a form is decided by src/select.rs, from the tags made here.

pub mod aspect;
pub mod derive;
pub mod tags;

pub use aspect::{Aspect, Aspects, VerbForms, PREFIXES};
pub use derive::{
    derive, feeds, past_transgressives, present_transgressives, superseded_transgressives,
    verbal_noun, Derived, DerivedKind, FEEDS_PAST_CONV, FEEDS_PRESENT_CONV, FEEDS_VERBAL_NOUN,
};
pub use tags::{add_features, entry_key, EntryTags, RuleTags, Tag, Tagger};
