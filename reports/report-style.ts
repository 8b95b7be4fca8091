/** The report page's stylesheet, inlined into report.html. */
export const REPORT_CSS = `
:root { --caught: #2e7d32; --safe: #90a4ae; --escaped: #c62828; --escaped-some: #ef8f00; --ink: #1d2327; --muted: #5f6b73; --line: #d9dee2; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); margin: 0; background: #f6f7f8; }
header, section { background: #fff; margin: 12px 16px; padding: 12px 16px; border: 1px solid var(--line); border-radius: 6px; }
h1 { font-size: 20px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 0 0 8px; }
h3 { font-size: 14px; margin: 12px 0 6px; }
.meta { color: var(--muted); margin: 2px 0; }
.verdict-ok { color: var(--caught); font-weight: 600; }
.verdict-fail { color: var(--escaped); font-weight: 600; }
.verdict-incomplete { color: #8a5a00; font-weight: 600; }
.cards { display: flex; flex-wrap: wrap; gap: 8px; }
.card { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; min-width: 150px; }
.card .v { font-size: 18px; font-weight: 600; }
.card .l { color: var(--muted); font-size: 12px; }
.legend span { display: inline-block; margin-right: 12px; }
.legend i { display: inline-block; width: 12px; height: 12px; border-radius: 2px; margin-right: 4px; vertical-align: -1px; }
.grid-wrap { overflow-x: auto; }
table { border-collapse: collapse; }
table.grid th { font-weight: 500; font-size: 12px; padding: 2px 4px; white-space: nowrap; }
table.grid thead th { writing-mode: vertical-rl; transform: rotate(180deg); text-align: left; height: 190px; vertical-align: bottom; }
table.grid tbody th { text-align: right; }
table.grid td { padding: 1px; }
button.cell { min-width: 58px; height: 26px; padding: 0 4px; white-space: nowrap; border: 0; border-radius: 3px; color: #fff; font-size: 11px; cursor: pointer; }
button.cell.problem { outline: 3px solid #000; outline-offset: -3px; }
button.cell.selected { box-shadow: 0 0 0 3px #1565c0; }
.st-not_run { background: repeating-linear-gradient(45deg, #b0bec5, #b0bec5 4px, #cfd8dc 4px, #cfd8dc 8px); color: #263238; }
.st-defect { background: #6a1b9a; } .st-not_provoked { background: #cfd8dc; color: #263238; } .st-attempt_failed { background: #8d6e63; } .st-unreachable { background: #a1887f; } .st-error { background: #263238; }
.st-caught { background: var(--caught); } .st-safe { background: var(--safe); } .st-escaped { background: var(--escaped); } .st-escaped_some { background: var(--escaped-some); }
.sc { color: #fff; padding: 1px 5px; border-radius: 3px; white-space: nowrap; } .sc.st-not_provoked { color: #263238; }
.chart-box { position: relative; height: 320px; }
table.data { font-size: 12px; margin: 4px 0 8px; }
table.data th, table.data td { border-bottom: 1px solid var(--line); padding: 3px 6px; text-align: left; vertical-align: top; }
table.data td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.trial { cursor: pointer; }
tr.trial:hover, tr.trial.selected { background: #e3f2fd; }
tr.trial:focus { outline: 2px solid #1565c0; outline-offset: -2px; }
.pre { white-space: pre-wrap; word-break: break-word; font-family: ui-monospace, monospace; font-size: 12px; }
details.stderr summary { cursor: pointer; } details.stderr pre { max-height: 24em; overflow: auto; background: #f6f7f8; border: 1px solid var(--line); padding: 6px; margin: 4px 0; }
.problems li { color: var(--escaped); }
.hidden { display: none; }
.cols { display: flex; flex-wrap: wrap; gap: 8px 32px; align-items: flex-start; }
.muted { color: var(--muted); }
select { font: inherit; }
`;
