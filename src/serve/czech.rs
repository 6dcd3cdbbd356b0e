//! Explanations in the terms of Czech school grammar, for the lookup page: the Universal
//! Dependencies cells of a reading (`Case=Dat|Number=Sing`) become `3. pád č. j.`, a verb's
//! `VerbForm=Fin|Mood=Ind|Tense=Pres|Person=1|Number=Sing` becomes `1. os. č. j. přít. času`.

/// One cell in Czech: `Case=Dat|Number=Sing|Gender=Fem` → `3. pád č. j. rodu ž.`. Features
/// without a Czech term are left out; an empty cell (an uninflected word) is `neohebné`.
pub fn cell(ud: &str) -> String {
    if ud.is_empty() {
        return "neohebné".into();
    }
    let get = |k: &str| {
        ud.split('|')
            .find_map(|f| f.strip_prefix(k).and_then(|v| v.strip_prefix('=')))
    };
    let mut parts: Vec<String> = Vec::new();
    match get("VerbForm") {
        Some("Inf") => parts.push("infinitiv".into()),
        Some("Conv") => parts.push(match get("Tense") {
            Some("Past") => "přechodník minulý".into(),
            _ => "přechodník přítomný".into(),
        }),
        Some("Part") => parts.push(match get("Voice") {
            Some("Pass") => "příčestí trpné".into(),
            _ => "příčestí minulé".into(),
        }),
        Some("Vnoun") => parts.push("podstatné jméno slovesné".into()),
        _ => {}
    }
    if let Some(p) = get("Person") {
        parts.push(format!("{p}. os."));
    }
    if let Some(c) = get("Case") {
        let n = match c {
            "Nom" => "1",
            "Gen" => "2",
            "Dat" => "3",
            "Acc" => "4",
            "Voc" => "5",
            "Loc" => "6",
            "Ins" => "7",
            _ => "",
        };
        if !n.is_empty() {
            parts.push(format!("{n}. pád"));
        }
    }
    match get("Number") {
        Some("Sing") => parts.push("č. j.".into()),
        Some("Plur") => parts.push("č. mn.".into()),
        Some("Dual") => parts.push("č. dvojné".into()),
        _ => {}
    }
    match (get("Gender"), get("Animacy")) {
        (Some("Masc"), Some("Anim")) => parts.push("rodu m. živ.".into()),
        (Some("Masc"), Some("Inan")) => parts.push("rodu m. neživ.".into()),
        (Some("Masc"), _) => parts.push("rodu m.".into()),
        (Some("Fem"), _) => parts.push("rodu ž.".into()),
        (Some("Neut"), _) => parts.push("rodu stř.".into()),
        _ => {}
    }
    if get("VerbForm") == Some("Fin") {
        match get("Mood") {
            Some("Imp") => parts.push("rozkazovacího způsobu".into()),
            Some("Cnd") => parts.push("podmiňovacího způsobu".into()),
            _ => match get("Tense") {
                Some("Pres") => parts.push("přít. času".into()),
                Some("Fut") => parts.push("bud. času".into()),
                Some("Past") => parts.push("min. času".into()),
                _ => {}
            },
        }
    }
    match get("Degree") {
        Some("Cmp") => parts.push("2. stupeň".into()),
        Some("Sup") => parts.push("3. stupeň".into()),
        _ => {}
    }
    if get("Poss") == Some("Yes") {
        parts.push("přivlastňovací".into());
    }
    if get("Variant") == Some("Short") {
        parts.push("jmenný tvar".into());
    }
    if get("Polarity") == Some("Neg") {
        parts.push("zápor".into());
    }
    if parts.is_empty() {
        ud.replace('|', ", ")
    } else {
        parts.join(" ")
    }
}

/// A part of speech (the sources' `noun`, `verb`...) in Czech.
pub fn pos(p: &str) -> &str {
    match p {
        "noun" => "podstatné jméno",
        "adj" => "přídavné jméno",
        "pron" => "zájmeno",
        "num" => "číslovka",
        "verb" => "sloveso",
        "adv" => "příslovce",
        "prep" => "předložka",
        "conj" => "spojka",
        "part" => "částice",
        "interj" => "citoslovce",
        other => other,
    }
}

/// A reading in Czech: `3. pád č. j.; 6. pád č. j. od žena (podstatné jméno)`.
pub fn reading(r: &crate::explain::Reading) -> String {
    let cells: Vec<String> = r.cells.iter().map(|c| cell(c)).collect();
    format!("{} od {} ({})", cells.join("; "), r.lemma, pos(&r.pos))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_in_czech() {
        assert_eq!(cell("Case=Dat|Number=Sing"), "3. pád č. j.");
        assert_eq!(
            cell("Case=Nom|Gender=Masc|Animacy=Anim|Number=Plur"),
            "1. pád č. mn. rodu m. živ."
        );
        assert_eq!(
            cell("VerbForm=Fin|Mood=Ind|Tense=Pres|Person=1|Number=Sing"),
            "1. os. č. j. přít. času"
        );
        assert_eq!(
            cell("VerbForm=Conv|Tense=Past|Number=Sing"),
            "přechodník minulý č. j."
        );
        assert_eq!(cell(""), "neohebné");
    }
}
