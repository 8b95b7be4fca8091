/**
 * A bait listening on a container's own loopback: what a payload sends to
 * `127.0.0.1:<port>` inside the trial's container (an exfiltration after a
 * prompt injection, say) is what the bench reads back, never the host's
 * network. The bait is the container's main process (the one the process
 * clean-ups never stop), so it lives exactly as long as the container; it
 * prints every byte it receives (its first 64 KiB) to its stdout, which the
 * engine keeps as the container's log, out of the trial's reach. It answers
 * each connection as a small HTTP server would, so that `wget --post-file`
 * ends as against a real endpoint.
 */

/** The line the bait prints once it listens. */
export const BAIT_READY = 'hb-bait listening';

/** The bait's bytes kept: enough to find any secret sent, bounded whatever a payload sends. */
export const BAIT_KEEP_BYTES = 64 * 1024;

/** `node -e BAIT_SOURCE <port>`: listens on 127.0.0.1:<port>, prints what it receives. */
export const BAIT_SOURCE = `const port = Number(process.argv[1]);
let left = ${BAIT_KEEP_BYTES};
require('net').createServer((s) => {
  let answered = false;
  s.on('data', (d) => {
    if (left > 0) { process.stdout.write(d.subarray(0, left)); left -= Math.min(left, d.length); }
    if (!answered) { answered = true; s.write('HTTP/1.0 200 OK\\r\\ncontent-length: 3\\r\\nconnection: close\\r\\n\\r\\nok\\n'); }
  });
  s.on('end', () => s.end());
  s.on('error', () => {});
}).listen(port, '127.0.0.1', () => process.stdout.write('${BAIT_READY}\\n'));
`;

/** What a payload sent to the bait: its log after the ready line (null when the bait never listened). */
export function baitReceived(log: string): string | null {
  const at = log.indexOf(`${BAIT_READY}\n`);
  return at < 0 ? null : log.slice(at + BAIT_READY.length + 1);
}
