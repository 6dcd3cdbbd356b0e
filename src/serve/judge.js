// The judge page: one move in, one verdict out, never a word on the verdict screen.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const entry = $("entry"), move = $("move"), button = $("judge"), status = $("status");
  const verdict = $("verdict");
  let seconds = 5, showing = false, shownAt = 0, timer = null, tick = null;
  const GUARD_MS = 800;

  const words = (text) => text.split(/[\s,;]+/).filter((w) => w.length > 0);

  fetch("/api/info").then((r) => r.json()).then((info) => {
    seconds = info.seconds;
    const l = info.judge;
    $("lexicon").textContent = l.title + " · verze " + l.version;
    document.title = "Rozhodčí – " + l.title;
  }).catch(() => { $("lexicon").textContent = "Server nedostupný"; });

  function back() {
    if (!showing) return;
    showing = false;
    clearTimeout(timer); clearInterval(tick);
    verdict.hidden = true;
    verdict.className = "";
    entry.hidden = false;
    move.value = "";
    move.disabled = false; button.disabled = false;
    move.focus();
  }

  function show(kind, symbol, text, sentence) {
    showing = true; shownAt = Date.now();
    entry.hidden = true;
    verdict.className = kind;
    $("symbol").textContent = symbol;
    $("verdict-text").textContent = text;
    $("sentence").textContent = sentence;
    let left = seconds;
    const say = () => { $("back").textContent = "Zpět za " + left + " s, nebo se dotkněte obrazovky."; };
    say();
    tick = setInterval(() => { left = Math.max(0, left - 1); say(); }, 1000);
    verdict.hidden = false;
    timer = setTimeout(back, seconds * 1000);
  }

  async function judge() {
    if (showing) return;
    const text = move.value;
    if (words(text).length === 0) { move.value = ""; return; }
    // The words leave the page before the verdict comes: nothing on screen or in the page
    // tells which word failed.
    move.value = "";
    move.disabled = true; button.disabled = true;
    status.textContent = "";
    try {
      const r = await fetch("/api/judge", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ words: text }),
      });
      const v = await r.json();
      if (!r.ok) throw new Error(v.error || r.status);
      if (v.admissible) show("yes", "✓", "PŘÍPUSTNÉ", "Tah je platný.");
      else show("no", "✗", "NEPŘÍPUSTNÉ", "Tah není platný.");
      if (v.logged === false) status.textContent = "Pozor: tah se nezapsal do záznamu.";
    } catch (e) {
      // No ruling without an answer: say so, and let the players try again.
      move.disabled = false; button.disabled = false;
      status.textContent = "Chyba spojení se serverem – tah NEBYL posouzen. Zkuste to znovu.";
      move.focus();
    }
  }

  button.addEventListener("click", judge);
  move.addEventListener("keydown", (e) => {
    if (e.key === "Tab") { e.preventDefault(); judge(); return; }
    if (e.key === "Enter") {
      const v = move.value;
      if (words(v).length === 0) { e.preventDefault(); return; }
      if (/\n[ \t]*$/.test(v)) { e.preventDefault(); judge(); }
    }
  });
  // During a verdict every key is swallowed; after its first moments a key or a touch goes back.
  document.addEventListener("keydown", (e) => {
    if (!showing) return;
    e.preventDefault();
    if (Date.now() - shownAt >= GUARD_MS) back();
  }, true);
  verdict.addEventListener("pointerdown", () => {
    if (Date.now() - shownAt >= GUARD_MS) back();
  });
  $("fullscreen").addEventListener("click", () => {
    const d = document.documentElement;
    if (d.requestFullscreen) d.requestFullscreen().catch(() => {});
    move.focus();
  });
  move.focus();
})();
