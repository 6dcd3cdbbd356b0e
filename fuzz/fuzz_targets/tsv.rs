//! The canonical TSV headword reader, the annotation reader and the tile/card readers never
//! panic on any bytes.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let path = Path::new("fuzz.tsv");
    let Ok(text) = heslar::error::decode_text(path, data.to_vec()) else { return };
    let _ = heslar::sources::parse_tsv(path, &text, 0);
    let _ = heslar::sources::parse_annotations(path, &text);
    let _ = heslar::alphabet::Alphabet::parse(path, "fuzz", &text);
    if let Ok(deck) = heslar::alphabet::Deck::parse(path, &text) {
        let _ = deck.lay("kolotoč", 2);
    }
});
