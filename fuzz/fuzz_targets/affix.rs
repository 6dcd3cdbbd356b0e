//! The Hunspell reader never panics: any bytes as an affix file, the same bytes as a dictionary
//! against it, and the expansion of what parses.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let path = Path::new("fuzz.aff");
    let Ok(text) = heslar::error::decode_text(path, data.to_vec()) else { return };
    let Ok(aff) = heslar::hunspell::parse_aff(path, &text) else { return };
    let Ok(dic) = heslar::hunspell::parse_dic(Path::new("fuzz.dic"), &text, &aff) else { return };
    for e in dic.entries.iter().take(50) {
        aff.expand(e, &mut |_, _| {});
    }
});
