// Generated from reports/client/report-page.ts by `npm run build:report-page`: edit that file, not this one.
"use strict";
(() => {
  function byId(id) {
    return document.getElementById(id);
  }
  const DATA = JSON.parse(byId("report-data").textContent ?? "");
  const A = DATA.aggregate;
  const COLORS = { caught: "#2e7d32", safe: "#90a4ae", escaped: "#c62828", some: "#ef8f00" };
  const STATES = DATA.states;
  function cellLabel(c) {
    return c.state === "escaped_some" || c.state === "escaped" ? STATES[c.state].mark + " " + c.escaped_trials + "/" + c.trials : STATES[c.state].word;
  }
  function whisker(r) {
    return r.n > 0 ? [r.low, r.high] : null;
  }
  const SERIES = [
    "#1f5fbf",
    "#d9480f",
    "#2b8a3e",
    "#c2255c",
    "#7048e8",
    "#e8a200",
    "#0b7285",
    "#5c3d2e",
    "#f06595",
    "#495057",
    "#74c0fc",
    "#ff8787",
    "#8ce99a",
    "#b197fc",
    "#ffd43b",
    "#63e6be",
    "#a9744f",
    "#000000",
    "#9c36b5",
    "#868e96"
  ];
  function seriesColour(i) {
    return SERIES[i % SERIES.length];
  }
  function seriesDash(i) {
    return [[], [6, 3], [2, 2]][Math.floor(i / 10) % 3];
  }
  function metricUnit(m) {
    if (/_ms$/.test(m)) return m === "clock_ms" ? "ms on the trial clock" : "ms of wall time";
    if (/_usd$/.test(m)) return "USD";
    if (/^tokens/.test(m)) return "tokens";
    return "count per trial";
  }
  function axis(text, extra) {
    return Object.assign({ title: { display: true, text } }, extra || {});
  }
  function plural(n, word) {
    return n + " " + word + (n === 1 ? "" : "s");
  }
  function el(tag, className, children) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (children !== void 0 && children !== null) {
      const list = Array.isArray(children) ? children : [children];
      list.forEach(function(c) {
        if (c === null || c === void 0) return;
        node.appendChild(typeof c === "object" ? c : document.createTextNode(String(c)));
      });
    }
    return node;
  }
  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }
  function pct(x) {
    return x === null || x === void 0 ? "\u2013" : (100 * x).toFixed(1) + "%";
  }
  function num(x) {
    if (x === null || x === void 0) return "\u2013";
    if (Math.abs(x) >= 100 || Number.isInteger(x)) return String(Math.round(x * 100) / 100);
    return x.toPrecision(3);
  }
  function rateText(r) {
    return r.n === 0 ? "no trials" : pct(r.rate) + " [" + pct(r.low) + ", " + pct(r.high) + "] (" + r.k + "/" + r.n + ")";
  }
  function table(className, head2, rows) {
    const t = el("table", className);
    const thead = el("thead");
    const tr = el("tr");
    head2.forEach(function(h) {
      tr.appendChild(el("th", null, h));
    });
    thead.appendChild(tr);
    t.appendChild(thead);
    const tbody = el("tbody");
    rows.forEach(function(r) {
      const row = el("tr");
      r.forEach(function(c) {
        const isNum = typeof c === "number";
        row.appendChild(el("td", isNum ? "num" : null, isNum ? num(c) : c));
      });
      tbody.appendChild(row);
    });
    t.appendChild(tbody);
    return t;
  }
  function own(obj, key) {
    return obj !== void 0 && Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : void 0;
  }
  const baseline = A.profiles.filter(function(p) {
    return p.name === A.baseline;
  })[0];
  const states = {};
  Object.keys(STATES).forEach(function(k) {
    states[k] = 0;
  });
  A.cells.forEach(function(c) {
    states[c.state]++;
  });
  const prevents = A.controls.filter(function(c) {
    return c.verdict === "prevents";
  }).length;
  const cards = byId("cards");
  [
    [A.problem_count > 0 ? plural(A.problem_count, "problem") : A.not_run_cells > 0 ? "incomplete: " + A.not_run_cells + " not run" : "all expectations hold", "matrix verdict"],
    [String(A.cells.length), "cells (scenario \xD7 profile \xD7 proposer)"],
    [String(A.rows), "trial rows replayed"],
    [baseline ? pct(baseline.defect.rate) : "\u2013", "defect rate under " + (A.baseline || "no baseline")],
    [baseline ? pct(baseline.accept.rate) : "\u2013", "accept rate under " + (A.baseline || "no baseline")],
    [prevents + " / " + A.controls.length, "controls shown to prevent a defect"],
    [states.escaped + " " + STATES.escaped.word + ", " + states.escaped_some + " " + STATES.escaped_some.word, "cells with escapes"],
    [states.defect + " " + STATES.defect.word + ", " + states.not_provoked + " " + STATES.not_provoked.word, "cells with another defect / nothing attempted"],
    [states.not_run + " " + STATES.not_run.word + ", " + states.error + " " + STATES.error.word, "cells not judged"]
  ].forEach(function(c) {
    cards.appendChild(el("div", "card", [el("div", "v", c[0]), el("div", "l", c[1])]));
  });
  const profiles = Object.keys(A.header.profiles);
  A.cells.forEach(function(c) {
    if (profiles.indexOf(c.profile) < 0) profiles.push(c.profile);
  });
  const rowKeys = [];
  const rowOf = {};
  A.cells.forEach(function(c, i) {
    const key = c.scenario + "\0" + c.proposer;
    if (!Object.prototype.hasOwnProperty.call(rowOf, key)) {
      rowOf[key] = {};
      rowKeys.push({ key, scenario: c.scenario, proposer: c.proposer });
    }
    rowOf[key][c.profile] = i;
  });
  const multiProposer = A.header.proposers.length > 1;
  const grid = el("table", "grid");
  const head = el("tr", null, el("th", null, multiProposer ? "scenario / proposer" : "scenario"));
  profiles.forEach(function(p) {
    head.appendChild(el("th", null, p));
  });
  const gridHead = el("thead");
  gridHead.appendChild(head);
  grid.appendChild(gridHead);
  const gridBody = el("tbody");
  rowKeys.forEach(function(r) {
    const tr = el("tr", null, el("th", null, multiProposer ? r.scenario + " / " + r.proposer : r.scenario));
    profiles.forEach(function(p) {
      const td = el("td");
      const index = own(rowOf[r.key], p);
      if (index !== void 0) {
        const c = A.cells[index];
        const b = el("button", "cell st-" + c.state + (c.problems.length ? " problem" : ""), (c.problems.length ? "! " : "") + cellLabel(c));
        b.type = "button";
        b.setAttribute("data-cell", String(index));
        b.title = c.scenario + " \xD7 " + c.profile + " \xD7 " + c.proposer + ": " + STATES[c.state].word + (c.problems.length ? "\n" + c.problems.join("\n") : "");
        b.addEventListener("click", function() {
          showCell(index, true);
        });
        td.appendChild(b);
      }
      tr.appendChild(td);
    });
    gridBody.appendChild(tr);
  });
  grid.appendChild(gridBody);
  byId("grid").appendChild(grid);
  let selectedButton = null;
  function cellHash(c) {
    return "#cell=" + [c.scenario, c.profile, c.proposer].map(encodeURIComponent).join("/");
  }
  function setHash(hash) {
    if (location.hash !== hash) history.pushState(null, "", hash);
  }
  function openFromHash() {
    const m = /^#cell=([^/]*)\/([^/]*)\/([^/]*)(?:\/trial=(\d+))?$/.exec(location.hash);
    if (!m) return;
    const parts = [m[1], m[2], m[3]].map(decodeURIComponent);
    let index = -1;
    A.cells.forEach(function(c, i) {
      if (c.scenario === parts[0] && c.profile === parts[1] && c.proposer === parts[2]) index = i;
    });
    if (index < 0) return;
    showCell(index, false);
    const trial = m[4];
    if (trial !== void 0) {
      const rows = document.querySelectorAll("#trial-rows tr.trial");
      (DATA.samples[index] || []).forEach(function(t, j) {
        if (String(t.trial) === trial) showTimeline(index, j, rows[j], false);
      });
    }
  }
  function showCell(index, fromUser) {
    const c = A.cells[index];
    const box = byId("drill");
    box.classList.remove("hidden");
    if (selectedButton) selectedButton.classList.remove("selected");
    selectedButton = document.querySelector('button.cell[data-cell="' + index + '"]');
    if (selectedButton) selectedButton.classList.add("selected");
    byId("drill-title").textContent = c.scenario + " \xD7 " + c.profile + " \xD7 " + c.proposer + ": " + STATES[c.state].word;
    const detail = byId("cell-detail");
    clear(detail);
    const scenario = own(DATA.scenarios, c.scenario);
    if (scenario && scenario.description) detail.appendChild(el("p", "muted", scenario.description));
    if (c.note !== null) detail.appendChild(el("p", "muted", (STATES[c.state].judged ? "note" : STATES[c.state].word) + ": " + c.note));
    if (c.problems.length) {
      const ul = el("ul", "problems");
      c.problems.forEach(function(p) {
        ul.appendChild(el("li", null, p));
      });
      detail.appendChild(ul);
    }
    const rows = [
      ["accepted", rateText(c.accept)],
      ["defect", rateText(c.defect)],
      ["safe stop", rateText(c.safe_stop)],
      ["false reject", rateText(c.false_reject)],
      ["trials with runtime retries", rateText(c.retried)]
    ];
    Object.keys(c.escapes).forEach(function(f) {
      rows.push(["escaped: " + f, rateText(c.escapes[f])]);
    });
    c.provocation.forEach(function(p) {
      rows.push(["provoked: " + p.failure + " (caught " + p.caught + ", escaped " + p.escaped + ", not provoked " + p.not_provoked + ")", "escaped " + rateText(p.escape_rate) + " of provoked"]);
    });
    Object.keys(c.defect_kinds).forEach(function(k) {
      const rate = c.defect_kinds[k];
      if (rate.k > 0) rows.push(["defect: " + k, rateText(rate)]);
    });
    rows.push(["must catch", c.must_catch.join(", ") || "\u2013"], ["must escape", c.must_escape.join(", ") || "\u2013"], ["expectations from", c.expectations]);
    const cols = el("div", "cols");
    cols.appendChild(el("div", null, [el("h3", null, "rates"), table("data", ["measure", "value (Wilson 95%)"], rows)]));
    cols.appendChild(
      el("div", null, [
        el("h3", null, "pass@k and pass^k over repeated trials"),
        table(
          "data",
          ["k", "pass@k accepted", "pass^k accepted", "pass^k defect-free"],
          c.pass_k.accepted.map(function(p, i) {
            const d = c.pass_k.defect_free[i];
            return [p.k, pct(p.pass_at_k), pct(p.pass_hat_k), d ? pct(d.pass_hat_k) : "\u2013"];
          })
        )
      ])
    );
    cols.appendChild(
      el("div", null, [
        el("h3", null, "cost per trial"),
        table(
          "data",
          ["metric", "mean", "median", "p95", "per accepted result"],
          Object.keys(c.cost).map(function(m) {
            const stat = c.cost[m];
            const perAccepted = c.cost_per_accepted[m];
            return [m, stat.mean, stat.median, stat.p95, perAccepted === null ? "none accepted" : perAccepted];
          })
        )
      ])
    );
    detail.appendChild(cols);
    const samples = DATA.samples[index] || [];
    byId("trials-note").textContent = samples.length + " of " + c.trials + " trials kept in this page (the first by trial number, and the first with a defect or escape); every trial is in trials.csv." + (DATA.sample_note ? " " + DATA.sample_note : "");
    const tb = byId("trial-rows");
    clear(tb);
    samples.forEach(function(t, j) {
      const tr = el("tr", "trial");
      tr.setAttribute("data-trial", String(t.trial));
      const cells = [
        t.trial,
        t.seed,
        t.verdict,
        t.status,
        t.detail,
        t.defects.map(function(d) {
          return d.kind + ": " + d.note;
        }).join("; "),
        t.escaped.join(", "),
        t.cost.calls,
        t.cost.retries,
        t.cost.wall_ms,
        t.events ? t.events.length + (t.events_dropped ? "+" + t.events_dropped : "") : "not kept"
      ];
      cells.forEach(function(v) {
        tr.appendChild(el("td", typeof v === "number" ? "num" : null, typeof v === "number" ? num(v) : v));
      });
      tr.tabIndex = 0;
      tr.setAttribute("role", "button");
      tr.setAttribute("aria-label", "trial " + t.trial + ": " + t.verdict + ", open its timeline");
      tr.addEventListener("click", function() {
        showTimeline(index, j, tr, true);
      });
      tr.addEventListener("keydown", function(ev) {
        if (ev.key === "Enter" || ev.key === " ") {
          ev.preventDefault();
          showTimeline(index, j, tr, true);
        } else if (ev.key === "ArrowDown" && tr.nextElementSibling) {
          ev.preventDefault();
          tr.nextElementSibling.focus();
        } else if (ev.key === "ArrowUp" && tr.previousElementSibling) {
          ev.preventDefault();
          tr.previousElementSibling.focus();
        }
      });
      tb.appendChild(tr);
    });
    byId("timeline-box").classList.add("hidden");
    if (fromUser) setHash(cellHash(c));
    box.scrollIntoView({ block: "start" });
  }
  let selectedTrial = null;
  function showTimeline(cellIndex, j, tr, fromUser) {
    const t = DATA.samples[cellIndex][j];
    if (fromUser) setHash(cellHash(A.cells[cellIndex]) + "/trial=" + t.trial);
    if (selectedTrial) selectedTrial.classList.remove("selected");
    selectedTrial = tr;
    tr.classList.add("selected");
    const box = byId("timeline-box");
    box.classList.remove("hidden");
    byId("timeline-title").textContent = "trial " + t.trial + " (seed " + t.seed + "): " + t.verdict + ", " + t.status;
    showStderr(A.cells[cellIndex], t);
    const body = byId("timeline-rows");
    clear(body);
    if (!t.events) {
      body.appendChild(el("tr", null, el("td", "muted", "No timeline kept for this trial (the store keeps events for the first trials of each cell).")));
      return;
    }
    const events = t.events;
    const first = events[0];
    const t0 = first !== void 0 && typeof first.t === "number" ? first.t : 0;
    events.forEach(function(e) {
      const rest = [];
      Object.keys(e).forEach(function(k) {
        if (k === "seq" || k === "t" || k === "type") return;
        const v = e[k];
        rest.push(k + "=" + (typeof v === "string" ? v : JSON.stringify(v)));
      });
      const tr2 = el("tr", "event");
      tr2.appendChild(el("td", "num", e.seq === void 0 ? "" : String(e.seq)));
      tr2.appendChild(el("td", "num", typeof e.t === "number" ? (e.t - t0).toFixed(1) : ""));
      tr2.appendChild(el("td", null, String(e.type)));
      const detail = el("td", "pre", rest.join("\n"));
      const m = typeof e.ref === "string" ? /^artifact:\/\/sha256\/([0-9a-f]{64})$/.exec(e.ref) : null;
      if (m) {
        const a = document.createElement("a");
        a.href = "artifacts/" + m[1].slice(0, 2) + "/" + m[1];
        a.textContent = " open the stored output";
        detail.appendChild(a);
      }
      tr2.appendChild(detail);
      body.appendChild(tr2);
    });
    if (t.events_dropped) body.appendChild(el("tr", null, el("td", "muted", t.events_dropped + " later events not embedded")));
  }
  function showStderr(c, t) {
    const box = byId("stderr-box");
    const dropped = byId("stderr-dropped");
    const folder = A.source.replace(/[\\/]?[^\\/]*$/, "") || ".";
    const command = "harness-bench show " + folder + " --stderr --trial " + [c.scenario, c.profile, c.proposer, t.trial].join("/");
    const s = t.harness_stderr;
    box.open = false;
    box.classList.toggle("hidden", !s);
    dropped.classList.toggle("hidden", !t.harness_stderr_dropped);
    dropped.textContent = t.harness_stderr_dropped ? "Its harness's stderr is not in this page (its size budget): " + command + " prints it." : "";
    const bytes = s ? new TextEncoder().encode(s.tail).length : 0;
    byId("stderr-title").textContent = !s ? "" : "its harness's stderr: " + (s.cut_bytes > 0 ? "the last " + plural(bytes, "byte") + " (" + plural(s.cut_bytes, "byte") + " before them not shown)" : plural(bytes, "byte"));
    byId("stderr-text").textContent = s ? s.tail : "";
    byId("stderr-note").textContent = s && s.cut_bytes > 0 ? "results.jsonl keeps its last 16 KiB: " + command + " prints them." : "";
  }
  const whiskers = {
    id: "whiskers",
    afterDatasetsDraw: function(chart) {
      const ctx = chart.ctx;
      const y = chart.scales["y"];
      chart.data.datasets.forEach(function(ds, i) {
        const intervals = ds.whiskers;
        if (!intervals || !chart.isDatasetVisible(i)) return;
        chart.getDatasetMeta(i).data.forEach(function(bar, j) {
          const w = intervals[j];
          if (!w) return;
          const top = y.getPixelForValue(w[1]);
          const bottom = y.getPixelForValue(w[0]);
          const half = Math.max(3, Math.min(8, (bar.width || 12) / 4));
          ctx.save();
          ctx.strokeStyle = "#263238";
          ctx.lineWidth = 1.5;
          ctx.beginPath();
          ctx.moveTo(bar.x, top);
          ctx.lineTo(bar.x, bottom);
          ctx.moveTo(bar.x - half, top);
          ctx.lineTo(bar.x + half, top);
          ctx.moveTo(bar.x - half, bottom);
          ctx.lineTo(bar.x + half, bottom);
          ctx.stroke();
          ctx.restore();
        });
      });
    }
  };
  const base = { animation: false, responsive: true, maintainAspectRatio: false };
  const pctAxis = {
    min: 0,
    max: 1,
    ticks: {
      callback: function(v) {
        return Math.round(Number(v) * 100) + "%";
      }
    }
  };
  const controls = A.controls.filter(function(c) {
    return c.profile !== null;
  });
  function rateValue(r) {
    return r.n > 0 ? r.rate : null;
  }
  function controlLabel(c) {
    return c.escape.without.n + c.escape.with.n + c.defect.without.n === 0 ? c.control + " (no trials)" : c.control;
  }
  function canvas(id) {
    return byId(id);
  }
  function controlDataset(label, color, pick) {
    return {
      label,
      backgroundColor: color,
      data: controls.map(function(c) {
        return rateValue(pick(c));
      }),
      whiskers: controls.map(function(c) {
        return whisker(pick(c));
      })
    };
  }
  const controlDatasets = [
    controlDataset("its probed failures escape, control removed", COLORS.escaped, function(c) {
      return c.escape.without;
    }),
    controlDataset("same probes, control on (" + (A.baseline || "baseline") + ")", COLORS.caught, function(c) {
      return c.escape.with;
    }),
    controlDataset("any defect, control removed (all scenarios)", COLORS.some, function(c) {
      return c.defect.without;
    })
  ];
  new Chart(canvas("chart-controls"), {
    type: "bar",
    data: { labels: controls.map(controlLabel), datasets: controlDatasets },
    options: Object.assign({}, base, { scales: { x: axis("removed control"), y: axis("share of trials (%)", pctAxis) } }),
    plugins: [whiskers]
  });
  byId("control-table").appendChild(
    table(
      "data",
      ["control", "verdict", "probed escapes, removed", "probed escapes, on", "any defect, removed", "any defect, on", "prevented"],
      A.controls.map(function(c) {
        return [c.control, c.verdict, rateText(c.escape.without), rateText(c.escape.with), rateText(c.defect.without), rateText(c.defect.with), c.prevented.join(", ") || "\u2013"];
      })
    )
  );
  const P = A.profiles;
  function names() {
    return P.map(function(p) {
      return p.name;
    });
  }
  new Chart(canvas("chart-outcomes"), {
    type: "bar",
    data: {
      labels: names(),
      datasets: [
        { label: "accepted", backgroundColor: COLORS.caught, data: P.map(function(p) {
          return p.accept.rate || 0;
        }) },
        { label: "safe stop", backgroundColor: COLORS.safe, data: P.map(function(p) {
          return p.safe_stop.rate || 0;
        }) },
        { label: "false reject", backgroundColor: COLORS.some, data: P.map(function(p) {
          return p.false_reject.rate || 0;
        }) },
        { label: "defect", backgroundColor: COLORS.escaped, data: P.map(function(p) {
          return p.defect.rate || 0;
        }) }
      ]
    },
    options: Object.assign({}, base, { scales: { x: axis("profile", { stacked: true }), y: axis("share of trials (%)", Object.assign({ stacked: true }, pctAxis)) } })
  });
  const metricSelect = byId("cost-metric");
  Object.keys(P.length ? P[0].cost : {}).forEach(function(m) {
    const o = el("option", null, m);
    o.value = m;
    metricSelect.appendChild(o);
  });
  metricSelect.value = "calls";
  const costChart = new Chart(canvas("chart-cost"), {
    type: "bar",
    data: {
      labels: names(),
      datasets: [
        { label: "mean", backgroundColor: "#1565c0", data: [] },
        { label: "median", backgroundColor: "#64b5f6", data: [] },
        { label: "p95", backgroundColor: "#0d47a1", data: [] }
      ]
    },
    options: Object.assign({}, base, { scales: { x: axis("profile"), y: axis("", { beginAtZero: true }) } })
  });
  const perAcceptedChart = new Chart(canvas("chart-cost-accepted"), {
    type: "bar",
    data: { labels: names(), datasets: [{ label: "per accepted result (failed and errored trials counted)", backgroundColor: "#6a1b9a", data: [] }] },
    options: Object.assign({}, base, { scales: { x: axis("profile"), y: axis("", { beginAtZero: true }) } })
  });
  function statValue(x) {
    return x === null || x === void 0 ? null : x;
  }
  function yTitle(chart, text) {
    chart.options.scales.y.title.text = text;
  }
  function updateCost() {
    const m = metricSelect.value;
    const unit = metricUnit(m);
    costChart.data.labels = P.map(function(p) {
      return p.cost[m].mean === null || p.cost[m].mean === void 0 ? p.name + " (no data)" : p.name;
    });
    costChart.data.datasets[0].data = P.map(function(p) {
      return statValue(p.cost[m].mean);
    });
    costChart.data.datasets[1].data = P.map(function(p) {
      return statValue(p.cost[m].median);
    });
    costChart.data.datasets[2].data = P.map(function(p) {
      return statValue(p.cost[m].p95);
    });
    yTitle(costChart, m + " (" + unit + ")");
    perAcceptedChart.data.labels = P.map(function(p) {
      return p.cost_per_accepted[m] === null ? p.name + " (no accepted trial)" : p.name;
    });
    perAcceptedChart.data.datasets[0].data = P.map(function(p) {
      return statValue(p.cost_per_accepted[m]);
    });
    yTitle(perAcceptedChart, m + " per accepted result (" + unit.replace(" per trial", "") + ")");
    costChart.update();
    perAcceptedChart.update();
  }
  metricSelect.addEventListener("change", updateCost);
  updateCost();
  const ks = [];
  for (let k = 1; k <= A.k_max; k++) ks.push(k);
  new Chart(canvas("chart-passk"), {
    type: "line",
    data: {
      labels: ks.map(String),
      datasets: P.map(function(p, i) {
        const values = ks.map(function(k) {
          const x = p.pass_k.defect_free[k - 1];
          return x ? x.pass_hat_k : null;
        });
        const empty = values.every(function(v) {
          return v === null;
        });
        return {
          label: empty ? p.name + " (no data)" : p.name,
          borderColor: seriesColour(i),
          backgroundColor: seriesColour(i),
          borderDash: seriesDash(i),
          pointStyle: ["circle", "rect", "triangle", "rectRot", "crossRot"][i % 5],
          data: values
        };
      })
    },
    options: Object.assign({}, base, { scales: { y: axis("pass^k of defect-free trials (%)", pctAxis), x: axis("k repeated trials") } })
  });
  byId("passk-table").appendChild(
    table(
      "data",
      ["profile", "cells"].concat(
        ks.map(function(k) {
          return "pass@" + k + " / pass^" + k;
        })
      ),
      P.map(function(p) {
        return [p.name, p.cells].concat(
          ks.map(function(k) {
            const x = p.pass_k.accepted[k - 1];
            return x ? pct(x.pass_at_k) + " / " + pct(x.pass_hat_k) : "\u2013";
          })
        );
      })
    )
  );
  window.addEventListener("popstate", openFromHash);
  window.addEventListener("hashchange", openFromHash);
  openFromHash();
  document.body.setAttribute("data-ready", "true");
})();
