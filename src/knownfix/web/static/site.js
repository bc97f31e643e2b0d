/* knownfix pages: progressive enhancement only (every page works without it on the server).
 * - paste box: on the server it calls POST /api/v1/lookup; on the static site it fetches the
 *   signature shards the paste needs (/data/sig/) and matches them (RE2 patterns converted to
 *   JS RegExp) in a Web Worker with a time budget (paste-worker.js);
 * - search on the static site: /data/search-index.json, same algorithm as the server;
 * - sortable tables: click a column heading.
 * No inline scripts, no innerHTML with data: text goes in through textContent (CSP-safe). */
(function () {
  "use strict";

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function fetchJSON(url, options) {
    return fetch(url, options).then(function (r) {
      return r.json().then(function (body) {
        if (!r.ok) throw new Error((body && (body.detail || body.title)) || ("HTTP " + r.status));
        return body;
      });
    });
  }

  /* ---------- static matcher: shards fetched here, matching in a Web Worker (paste-worker.js) ---------- */
  var WORKER_BUDGET_MS = 3000;

  /* Run one job in a fresh worker; past the budget the worker is terminated (its RegExps may backtrack). */
  function inWorker(url, job, budgetMs, timeoutMessage) {
    return new Promise(function (resolve, reject) {
      var w;
      try { w = new Worker(url); } catch (e) { reject(e); return; }
      var timer = setTimeout(function () { w.terminate(); reject(new Error(timeoutMessage)); }, budgetMs);
      w.onmessage = function (ev) { clearTimeout(timer); w.terminate(); resolve(ev.data); };
      w.onerror = function (ev) { clearTimeout(timer); w.terminate(); reject(new Error(ev.message || "paste box error")); };
      w.postMessage(job);
    });
  }

  /* Signatures come in shards (knownfix.web.shards): the manifest, then only the shards
   * whose key words occur in the paste (the hashed bucket of each word the manifest's
   * Bloom filter may hold), plus the "always" shard. */
  var manifestPromise = null, shardCache = {};
  function fnv1a(s) {
    var h = 0x811c9dc5;
    for (var i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
    return h >>> 0;
  }
  function bucketHash(s) {  /* FNV-1a, then MurmurHash3's finaliser (knownfix.web.shards.bucket_hash) */
    var h = fnv1a(s);
    h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
    return h >>> 0;
  }
  function loadManifest(url) {
    if (!manifestPromise) {
      manifestPromise = fetchJSON(url).then(function (m) {
        var raw = atob(m.bloom.bits), bits = new Uint8Array(raw.length);
        for (var i = 0; i < raw.length; i++) bits[i] = raw.charCodeAt(i);
        m.bits = bits;
        m.base = url.replace(/[^\/]*$/, "");
        return m;
      });
    }
    return manifestPromise;
  }
  function bloomHas(m, w) {
    for (var i = 0; i < m.bloom.k; i++) {
      var b = bucketHash(i + ":" + w) % m.bloom.m;
      if (!((m.bits[b >> 3] >> (b & 7)) & 1)) return false;
    }
    return true;
  }
  function pasteWords(text, minLen) {
    var seen = {}, out = [], re = /[a-z0-9_]+/g, m, lower = text.toLowerCase();
    while ((m = re.exec(lower)) !== null) {
      if (m[0].length >= minLen && !seen[m[0]]) { seen[m[0]] = 1; out.push(m[0]); }
    }
    return out;
  }
  function shard(m, name) {
    if (!shardCache[name]) shardCache[name] = fetchJSON(m.base + name + ".json");
    return shardCache[name];
  }
  function loadSignatures(url, text) {
    return loadManifest(url).then(function (m) {
      var need = {}, files = {};
      m.files.forEach(function (f) { files[f] = 1; });
      m.always.forEach(function (f) { need[f] = 1; });
      pasteWords(text, m.min_word).forEach(function (w) {
        if (bloomHas(m, w)) { var b = String(bucketHash(w) % m.buckets); if (files[b]) need[b] = 1; }
      });
      return Promise.all(Object.keys(need).map(function (f) { return shard(m, f); })).then(function (parts) {
        var db = { sigs: [], entries: {}, manifest: m };
        parts.forEach(function (p) { db.sigs = db.sigs.concat(p.signatures); });
        return db;
      });
    });
  }
  /* The titles and cause hints of the entries that matched (one entry shard each, at most). */
  function loadEntries(db, ids) {
    var m = db.manifest, names = {};
    ids.forEach(function (id) { names["e" + (bucketHash(id) % m.entry_buckets)] = 1; });
    return Promise.all(Object.keys(names).map(function (n) { return shard(m, n); })).then(function (parts) {
      parts.forEach(function (p) { Object.keys(p.entries).forEach(function (k) { db.entries[k] = p.entries[k]; }); });
      return db;
    });
  }

  /* ---------- rendering results (shared by both modes) ---------- */
  function contextBlock(lines, n) {
    var pre = el("pre", "context"), code = el("code");
    var lo = Math.max(1, n - 3), hi = Math.min(lines.length, n + 3);
    for (var i = lo; i <= hi; i++) {
      var span = el("span", "line" + (i === n ? " hit" : ""));
      span.appendChild(el("span", "ln", i));
      var body = lines[i - 1].slice(0, 500);
      span.appendChild(i === n ? el("mark", null, body) : document.createTextNode(body));
      code.appendChild(span);
    }
    pre.appendChild(code);
    return pre;
  }

  function renderResults(box, items, lines, lang) {
    var d = box.dataset;
    box.textContent = "";
    box.appendChild(el("h2", null, d.lResults));
    if (!items.length) { box.appendChild(el("p", "notice", d.lNoMatch)); return; }
    var ol = el("ol", "results");
    items.forEach(function (r) {
      var li = el("li", "result");
      var h3 = el("h3"), a = el("a", null, r.title);
      a.href = d.entryPrefix + r.id + d.entrySuffix;
      h3.appendChild(a);
      li.appendChild(h3);
      var meta = el("p", "meta");
      meta.appendChild(el("code", null, r.id));
      if (r.score !== null) meta.appendChild(document.createTextNode(" · " + d.lScore + " " + r.score.toFixed(2)));
      meta.appendChild(document.createTextNode(" · "));
      meta.appendChild(el("code", null, r.signature));
      li.appendChild(meta);
      if (r.line) {
        li.appendChild(el("p", "matched-label", d.lMatchedLine.replace("{n}", r.line)));
        li.appendChild(contextBlock(lines, r.line));
      }
      if (r.cause) {
        var p = el("p", "cause");
        p.appendChild(el("strong", null, d.lLikelyCause + (lang === "zh" ? "：" : ":")));
        p.appendChild(document.createTextNode(" "));
        var ca = el("a", null, r.cause.title);
        ca.href = a.href + "#cause-" + r.cause.id;
        p.appendChild(ca);
        if (r.cause.note) p.appendChild(document.createTextNode(" " + r.cause.note));
        li.appendChild(p);
      } else if (r.allCauses && r.allCauses.length) {
        li.appendChild(el("p", "cause", d.lCauses + (lang === "zh" ? "：" : ": ") + r.allCauses.join(lang === "zh" ? "，" : ", ")));
      }
      if (r.fix) {  // the answer first: the fix for the likely cause, with its code
        var fp = el("p", "answer-fix");
        fp.appendChild(el("strong", null, d.lFix + (lang === "zh" ? "：" : ":")));
        fp.appendChild(document.createTextNode(" "));
        var fa = el("a", null, r.fix.title);
        fa.href = a.href + "#workaround-" + r.fix.id;
        fp.appendChild(fa);
        li.appendChild(fp);
        if (r.fix.code) {
          var fpre = el("pre", "fix-code");
          fpre.appendChild(el("code", null, r.fix.code));
          li.appendChild(fpre);
        }
        if (r.fix.lab) li.appendChild(el("p", "fix-lab", r.fix.lab));
      }
      if (r.skip && r.skip.length) {
        li.appendChild(el("p", "answer-skip", d.lSkip + (lang === "zh" ? "：" : ":")));
        var sul = el("ul", "skip");
        r.skip.forEach(function (x) { sul.appendChild(el("li", null, x)); });
        li.appendChild(sul);
      }
      if (r.explanation && r.explanation.length) {
        var det = el("details"), ul = el("ul");
        det.appendChild(el("summary", null, d.lWhy));
        r.explanation.forEach(function (x) { ul.appendChild(el("li", null, x)); });
        det.appendChild(ul);
        li.appendChild(det);
      }
      ol.appendChild(li);
    });
    box.appendChild(ol);
  }

  function initPaste() {
    var form = document.getElementById("paste-form"), box = document.getElementById("paste-results");
    if (!form || !box) return;
    var lang = form.dataset.lang;
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var text = document.getElementById("paste-text").value;
      if (!text.trim()) { box.textContent = ""; box.appendChild(el("p", "notice", box.dataset.lEmpty)); return; }
      box.textContent = "";
      box.appendChild(el("p", "notice", box.dataset.lSearching));
      var lines = text.replace(/\s+$/, "").split(/\r?\n/);
      var done;
      if (form.dataset.mode === "api") {
        done = fetchJSON(form.dataset.api, {
          method: "POST", headers: { "Content-Type": "application/json", "Accept": "application/json" },
          body: JSON.stringify({ text: text, limit: 5, lang: lang })
        }).then(function (body) {
          return body.matches.map(function (m) {
            var lc = m.likely_causes, c = lc.length && (lc.length === 1 || lc[0].score > lc[1].score) ? lc[0] : null;
            var ans = m.answer || {}, clear = ans.cause && ans.cause.clear;
            return {
              id: m.id, title: m.title, score: m.score, signature: m.matched_signature, line: m.matched_line,
              explanation: m.explanation,
              fix: clear && ans.fix ? { id: ans.fix.id, title: ans.fix.title, code: ans.fix.code, lab: ans.fix.lab } : null,
              skip: clear ? (ans.skip || []).map(function (x) { return x.title + (x.lab ? " \u2014 " + x.lab : ""); }) : [],
              cause: c ? { id: c.id, title: c.title, note: c.reasons && c.reasons.length ? "\u2014 " + c.reasons.join("; ") : "" } : null,
              allCauses: lc.map(function (x) { return x.title; })
            };
          });
        });
      } else {
        var worker = form.dataset.worker, tooLong = box.dataset.lTimeout || "The paste box stopped: matching took too long.";
        done = loadSignatures(form.dataset.signatures, text).then(function (db) {
          return inWorker(worker, { op: "match", sigs: db.sigs, text: text, limit: 5 }, WORKER_BUDGET_MS, tooLong).then(function (res) {
            lines = res.lines;
            var ids = res.results.map(function (r) { return r.id; });
            return loadEntries(db, ids).then(function () {
              var entries = {};
              ids.forEach(function (id) { if (db.entries[id]) entries[id] = db.entries[id]; });
              return inWorker(worker, { op: "causes", entries: entries, ids: ids, lines: res.lines }, WORKER_BUDGET_MS, tooLong);
            }).then(function (out) {
              return res.results.filter(function (r) { return db.entries[r.id]; }).map(function (r) {
                var entry = db.entries[r.id], causes = out.causes[r.id] || [], top = causes[0];
                var fix = top && top.hits && top.fix ? top.fix : null;
                return {
                  id: r.id, title: entry.title[lang] || entry.title.en, score: null, signature: r.signature, line: r.line,
                  cause: top && top.hits ? { id: top.id, title: top.title[lang] || top.title.en, note: "" } : null,
                  fix: fix ? { id: fix.id, title: fix.title[lang] || fix.title.en, code: fix.code } : null,
                  allCauses: causes.map(function (c) { return c.title[lang] || c.title.en; })
                };
              });
            });
          });
        });
      }
      done.then(function (items) { renderResults(box, items, lines, lang); }, function (err) {
        box.textContent = "";
        box.appendChild(el("p", "notice error", String(err.message || err)));
      });
    });
  }

  /* ---------- static search (same algorithm as knownfix.artifact.search.search_docs) ---------- */
  function searchDocs(docs, query) {
    var terms = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 20);
    if (!terms.length) return [];
    var out = [];
    docs.forEach(function (doc) {
      var score = 0;
      for (var t = 0; t < terms.length; t++) {
        var w = 0;
        for (var i = 0; i < doc.f.length; i++) { if (doc.f[i].indexOf(terms[t]) >= 0) { w = 3 - i; break; } }
        if (!w) return;
        score += w;
      }
      out.push([score, doc]);
    });
    out.sort(function (a, b) { return b[0] - a[0] || (a[1].id < b[1].id ? -1 : 1); });
    return out.slice(0, 50);
  }

  function initSearch() {
    var form = document.getElementById("search-form"), box = document.getElementById("search-results");
    if (!form || !box || form.dataset.mode !== "static") return;
    var q = new URLSearchParams(window.location.search).get("q") || "";
    if (!q.trim()) return;
    document.getElementById("search-q").value = q;
    var d = box.dataset;
    fetchJSON(form.dataset.index).then(function (idx) {
      var hits = searchDocs(idx.entries, q);
      box.textContent = "";
      box.appendChild(el("p", "count", d.lResults.replace("{n}", hits.length).replace("{q}", q)));
      if (!hits.length) { box.appendChild(el("p", "notice", d.lNone)); return; }
      var ol = el("ol", "search-results");
      hits.forEach(function (h) {
        var li = el("li"), a = el("a", null, h[1].title[d.lang] || h[1].title.en);
        a.href = d.entryPrefix + h[1].id + d.entrySuffix;
        li.appendChild(a);
        li.appendChild(document.createTextNode(" "));
        li.appendChild(el("code", null, h[1].id));
        ol.appendChild(li);
      });
      box.appendChild(ol);
    });
  }

  /* ---------- sortable tables ---------- */
  function initSort() {
    Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), function (table) {
      Array.prototype.forEach.call(table.querySelectorAll("th[data-key] a.sort"), function (link) {
        link.addEventListener("click", function (ev) {
          ev.preventDefault();
          var th = link.parentNode, key = th.dataset.key;
          var desc = th.getAttribute("aria-sort") === "ascending";
          Array.prototype.forEach.call(table.querySelectorAll("th[data-key]"), function (h) { h.removeAttribute("aria-sort"); });
          th.setAttribute("aria-sort", desc ? "descending" : "ascending");
          var numeric = key === "lab" || key === "evidence" || key === "freshness";
          var tbody = table.tBodies[0], rows = Array.prototype.slice.call(tbody.rows);
          rows.sort(function (a, b) {
            var x = a.dataset[key], y = b.dataset[key];
            if (x === "" && y !== "") return 1;
            if (y === "" && x !== "") return -1;
            var c = numeric ? Number(x) - Number(y) : (x < y ? -1 : x > y ? 1 : 0);
            if (c === 0) c = a.dataset.id < b.dataset.id ? -1 : 1;
            return desc ? -c : c;
          });
          rows.forEach(function (r) { tbody.appendChild(r); });
        });
      });
    });
  }

  function init() { initPaste(); initSearch(); initSort(); }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
