/* knownfix static paste box: the matching, in a Web Worker.
 * The KB's patterns run here as JavaScript RegExps, which backtrack: a pattern that RE2 and
 * Hyperscan accept as linear can still take exponential time in a browser. So nothing here
 * runs on the page's thread: site.js posts a job, waits at most its time budget, and
 * terminates this worker when the budget is spent (the page stays responsive, and says so).
 * Lines are cut to a head and a tail of MAX_LINE characters each before any RegExp sees them.
 * Jobs: {op: "match", sigs: [...], text, limit} -> {results, lines};
 *       {op: "causes", entries: {id: entry}, ids: [...], lines} -> {causes: {id: [...]}} */
"use strict";
var ANSI = /\u001b\[[0-9;?]*[ -\/]*[@-~]/g;
var EXC_LINE = /^\s*(?:During handling[^\n]{0,200}|The above exception[^\n]{0,200})?([A-Za-z_][\w.]{0,200}(?:Error|Exception|Warning|Exit|Interrupt|Fault|Iteration))(?::\s?(.*))?$/;
var FRAME_LINE = /^\s*File "/;
var MAX_LINE = 4000, MAX_LINES = 5000;

function cut(line) {
  return line.length > 2 * MAX_LINE ? line.slice(0, MAX_LINE) + " \u2026 " + line.slice(-MAX_LINE) : line;
}

function prepare(text) {
  var lines = text.replace(ANSI, "").replace(/\s+$/, "").split(/\r\n|\r|\n/);
  if (lines.length > MAX_LINES) lines = lines.slice(0, MAX_LINES / 2).concat(lines.slice(-MAX_LINES / 2));
  return lines.map(cut);
}

function compile(items) {
  var out = [];
  items.forEach(function (s) {
    try { out.push({ spec: s, rx: new RegExp(s.source, s.flags) }); } catch (e) { /* not JS-compatible: skipped */ }
  });
  return out;
}

function match(sigs, text, limit) {
  var lines = prepare(text);
  var finalIdx = -1, finalType = null;
  lines.forEach(function (line, i) {
    var m = EXC_LINE.exec(line);
    if (m) { finalIdx = i; finalType = m[1]; }
  });
  var best = {};
  compile(sigs).forEach(function (s) {
    for (var i = lines.length - 1; i >= 0; i--) {
      s.rx.lastIndex = 0;
      if (!s.rx.test(lines[i])) continue;
      var score = 1;
      if (i === finalIdx) score += 2;
      var exc = s.spec.exception, short = exc.split(".").pop();
      var m = EXC_LINE.exec(lines[i]);
      if (m && (m[1] === exc || m[1].split(".").pop() === short)) score += 1;
      else if (i === finalIdx && finalType && finalType.split(".").pop() !== short) score -= 1;
      score += Math.min(s.spec.source.length, 120) / 240;
      var cur = best[s.spec.entry];
      if (!cur || score > cur.score) best[s.spec.entry] = { id: s.spec.entry, signature: s.spec.id, score: score, line: i + 1 };
      break;
    }
  });
  var results = Object.keys(best).map(function (k) { return best[k]; });
  results.sort(function (a, b) { return b.score - a.score || (a.id < b.id ? -1 : 1); });
  return { results: results.slice(0, limit), lines: lines };
}

function causes(entries, ids, lines) {
  var whole = lines.join("\n");
  var frames = lines.filter(function (l) { return FRAME_LINE.test(l); }).join("\n");
  var out = {};
  ids.forEach(function (id) {
    var entry = entries[id];
    if (!entry) return;
    out[id] = entry.causes.map(function (c, order) {
      var hits = 0;
      c.hints.forEach(function (h) {
        var rx;
        try { rx = new RegExp(h.source, h.flags); } catch (e) { return; }
        if (rx.test(h.kind === "frame" ? frames : whole)) hits += 1;
      });
      return { id: c.id, title: c.title, hits: hits, order: order, fix: c.fix || null };
    }).sort(function (a, b) { return b.hits - a.hits || a.order - b.order; });
  });
  return { causes: out };
}

self.onmessage = function (ev) {
  var job = ev.data;
  if (job.op === "match") self.postMessage(match(job.sigs, job.text, job.limit));
  else if (job.op === "causes") self.postMessage(causes(job.entries, job.ids, job.lines));
};
