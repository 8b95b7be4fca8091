import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { stringify, type Stringifier } from 'csv-stringify';

/**
 * A CSV file written as records arrive, with backpressure: `write` returns a
 * promise only when the stringifier's buffer is full, so a million rows
 * never sit in memory. Cells that a spreadsheet would run as a formula
 * (text from a model or a tool starting with = + - @) are escaped.
 */
export class CsvSink {
  readonly #stringifier: Stringifier;
  readonly #done: Promise<void>;
  #failed: Error | null = null;

  private constructor(path: string, columns: readonly string[]) {
    this.#stringifier = stringify({ header: true, columns: [...columns], escape_formulas: true, cast: { boolean: (v) => (v ? 'true' : 'false') } });
    const file = createWriteStream(path);
    this.#stringifier.pipe(file);
    this.#stringifier.on('error', (e) => (this.#failed = e));
    file.on('error', (e) => (this.#failed = e));
    // Held until close(): a write error (a full disk) is reported there and by write(), never left unhandled.
    this.#done = finished(file).catch((e: unknown) => {
      this.#failed ??= e instanceof Error ? e : new Error(String(e));
    });
  }

  static open(path: string, columns: readonly string[]): CsvSink {
    return new CsvSink(path, columns);
  }

  write(record: readonly unknown[]): Promise<void> | undefined {
    if (this.#failed) throw this.#failed;
    if (this.#stringifier.write(record)) return undefined;
    // Wait for room, or for the file to fail (a broken pipe never drains).
    return Promise.race([
      once(this.#stringifier, 'drain').then(() => undefined),
      this.#done.then(() => {
        if (this.#failed) throw this.#failed;
      }),
    ]);
  }

  async close(): Promise<void> {
    this.#stringifier.end();
    await this.#done;
    if (this.#failed) throw this.#failed;
  }
}
