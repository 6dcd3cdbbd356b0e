//! Query normalisation never panics, is idempotent, and its fast path agrees with it.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|s: &str| {
    if let Ok(n) = heslar::text::normalize_word(s) {
        assert_eq!(heslar::text::normalize_word(&n).as_deref(), Ok(n.as_str()));
    }
    assert_eq!(heslar::text::normalize_cow(s).map(|c| c.into_owned()), heslar::text::normalize_word(s));
    let _ = heslar::text::collation_key(s);
});
