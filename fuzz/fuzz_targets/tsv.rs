//! The table reader (src/table.rs), the canonical TSV headword reader, the annotation reader and
//! the tile/card readers never panic on any bytes.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let path = Path::new("fuzz.tsv");
    let Ok(text) = heslar::error::decode_text(path, data.to_vec()) else { return };
    // As it comes, and after a header, so that rows are read too.
    for t in [text.clone(), format!("c\ta\n{text}")] {
        let _ = heslar::table::parse(path, &t, &["a", "b?", "c"], |r| {
            let _ = (r.get(0), r.opt(1), r.get(2), r.fields().count());
        });
    }
    let _ = heslar::sources::parse_tsv(path, &text, 0);
    let _ = heslar::sources::parse_annotations(path, &text);
    let _ = heslar::alphabet::Alphabet::parse(path, "fuzz", &text);
    if let Ok(deck) = heslar::alphabet::Deck::parse(path, &text) {
        let _ = deck.lay("kolotoč", 2);
    }
});
