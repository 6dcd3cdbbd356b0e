// The lookup page: check, explain (in Czech grammar terms), search. Everything from the API is
// written with textContent, never as HTML.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const el = (tag, text, cls) => {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  };
  let lexicons = [];

  async function api(path, params) {
    const q = new URLSearchParams(params);
    const r = await fetch(path + "?" + q.toString());
    const v = await r.json().catch(() => ({ error: "HTTP " + r.status }));
    if (!r.ok) throw new Error(v.error || ("HTTP " + r.status));
    return v;
  }

  fetch("/api/info").then((r) => r.json()).then((info) => {
    lexicons = info.lexicons;
    for (const l of lexicons) {
      const label = l.title + " (" + l.name + ")";
      const a = el("option", label); a.value = l.name; $("check-lexicon").append(a);
      const b = el("option", label); b.value = l.name; $("search-lexicon").append(b);
    }
  });

  $("check-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    const out = $("check-result");
    out.replaceChildren(el("p", "Ověřuji…", "muted"));
    const params = { words: $("check-words").value };
    if ($("check-lexicon").value) params.lexicon = $("check-lexicon").value;
    try {
      const v = await api("/api/check", params);
      const table = el("table");
      const head = el("tr");
      head.append(el("th", "slovo"));
      for (const l of v.lexicons) head.append(el("th", l.title));
      table.append(head);
      for (const w of v.words) {
        const row = el("tr");
        row.append(el("td", w.word, "word"));
        for (const l of v.lexicons) {
          const ok = w.admissible[l.name];
          row.append(el("td", ok ? "✓ přípustné" : "✗ nepřípustné", ok ? "yes" : "no"));
        }
        table.append(row);
      }
      out.replaceChildren(table);
      for (const w of v.words.slice(0, 5)) out.append(await explain(w.word, params.lexicon));
    } catch (err) {
      out.replaceChildren(el("p", "Chyba: " + err.message, "error"));
    }
  });

  async function explain(word, lexicon) {
    const box = el("div", undefined, "explain");
    box.append(el("h3", "Proč: " + word));
    try {
      const params = { word };
      if (lexicon) params.lexicon = lexicon;
      const v = await api("/api/explain", params);
      const ul = el("ul");
      for (const l of v.lexicons) {
        const li = el("li");
        li.append(el("strong", l.title + ": "));
        li.append(el("span", (l.admissible ? "přípustné – " : "nepřípustné – ") + (l.why || "")));
        if (l.laid_as) li.append(el("span", " (karty: " + l.laid_as.join(" + ") + ")"));
        if (l.detail) li.append(el("div", l.detail, "detail"));
        ul.append(li);
      }
      box.append(ul);
      if (v.readings.length) {
        box.append(el("p", "Tvary:", "muted"));
        const r = el("ul");
        for (const x of v.readings) r.append(el("li", x.czech + " · " + x.source + ", ř. " + x.line));
        box.append(r);
      }
      for (const x of v.rejections) box.append(el("p", "Vyřazeno: " + x.headword + " (" + x.rule + ") " + x.detail, "muted"));
      if (v.near.length) box.append(el("p", "Podobná hesla: " + v.near.join(", "), "muted"));
    } catch (err) {
      box.append(el("p", "Vysvětlení není k dispozici: " + err.message, "muted"));
    }
    return box;
  }

  $("search-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    const out = $("search-result");
    out.replaceChildren(el("p", "Hledám…", "muted"));
    const params = { lexicon: $("search-lexicon").value };
    params[$("search-kind").value] = $("search-query").value;
    if ($("search-length").value) params.length = $("search-length").value;
    try {
      const v = await api("/api/search", params);
      const parts = [el("p", "Nalezeno slov: " + v.total, "count")];
      if (v.cut) parts.push(el("p", "Zobrazeno prvních " + v.words.length + " – zužte hledání (délka, delší vzor, méně žolíků).", "warn"));
      const list = el("ul", undefined, "words");
      for (const w of v.words) list.append(el("li", w));
      parts.push(list);
      out.replaceChildren(...parts);
    } catch (err) {
      out.replaceChildren(el("p", "Chyba: " + err.message, "error"));
    }
  });
})();
