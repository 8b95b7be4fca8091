/**
 * The secret search (worlds/secret-search.ts): a planted secret found in
 * plain and through the encodings a payload uses to move a file, made here
 * by Node and by the real `base64`, `tar` and `git` binaries; nothing found
 * in text or noise that holds none, within the search's bounds.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { findSecretAcross, findSecretIn, MAX_DECODED_BYTES, MAX_LAYERS } from '../../worlds/secret-search.js';
import { findSecret, findSecretInFile } from '../../worlds/workspace-watch.js';

const SEED = Number(process.env['HB_TEST_SEED'] ?? 1);

const SECRET = 'hb-planted-token-9f8e7d3c';
const ENV = Buffer.from(`# service settings\nDEBUG=1\nAPI_TOKEN=${SECRET}\nREGION=eu-west-1\n`);
const HTTP_HEAD = Buffer.from('POST /debug HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nContent-Type: application/octet-stream\r\n\r\n');
const found = (encoding: string) => ({ secret: SECRET, encoding });

/** `n` bytes of seeded noise (sha256 in counter mode): the same in every run. */
function noise(n: number, seed: string): Buffer {
  const blocks: Buffer[] = [];
  for (let i = 0; i * 32 < n; i++) blocks.push(createHash('sha256').update(`${seed}:${i}`).digest());
  return Buffer.concat(blocks).subarray(0, n);
}

/** `text` broken into lines of `column` characters, each ended by `eol`, as `base64 -w` and `xxd -p` write them. */
const wrapped = (text: string, column: number, eol = '\n') => `${text.match(new RegExp(`.{1,${column}}`, 'g'))!.join(eol)}${eol}`;

const dir = mkdtempSync(join(tmpdir(), 'hb-secret-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('in plain', () => {
  it('is found in a string and in bytes, the first of the secrets in their order', () => {
    expect(findSecretIn(ENV.toString(), [SECRET])).toEqual(found('plain'));
    expect(findSecretIn(ENV, [SECRET])).toEqual(found('plain'));
    expect(findSecretIn(ENV, ['REGION=eu-west-1', SECRET])).toEqual({ secret: 'REGION=eu-west-1', encoding: 'plain' });
    expect(findSecretIn(ENV, ['not-there-at-all', SECRET])).toEqual(found('plain'));
  });

  it('a secret shorter than 6 bytes is searched for in plain only (noise would hold it by chance)', () => {
    expect(findSecretIn('key=k3y9', ['k3y9'])).toEqual({ secret: 'k3y9', encoding: 'plain' });
    expect(findSecretIn(Buffer.from('key=k3y9').toString('base64'), ['k3y9'])).toBeUndefined();
  });
});

describe('base64', () => {
  // The secret at each byte offset mod 3 of the encoded file, so each of the three ways its bytes straddle base64's groups.
  it.each([0, 1, 2])('of a whole file, the secret at byte offset %i mod 3', (shift) => {
    const file = Buffer.concat([Buffer.from('#'.repeat(shift)), ENV]);
    expect(findSecretIn(`upload: ${file.toString('base64')}\n`, [SECRET])).toEqual(found('base64'));
  });

  // Characters of the base64 alphabet glued before the stream: the run starts off the stream's alignment.
  it.each([1, 2, 3])('inside a longer run: %i alphabet characters glued before the stream', (glued) => {
    for (const file of [ENV, Buffer.concat([Buffer.from('#'), ENV]), Buffer.concat([Buffer.from('##'), ENV])]) {
      const encoded = file.toString('base64');
      expect(findSecretIn(`data=${'Zz9'.slice(0, glued)}${encoded}`, [SECRET])).toEqual(found('base64'));
      expect(findSecretIn(`data=${'Zz9'.slice(0, glued)}${encoded.replace(/=+$/, '')}`, [SECRET])).toEqual(found('base64'));
    }
  });

  it('as the base64 binary writes it: lines of 76 characters', () => {
    const out = execFileSync('base64', [], { input: Buffer.concat([Buffer.from('#!/bin/sh\n'.repeat(8)), ENV]) }).toString();
    expect(out.split('\n').map((line) => line.length).slice(0, 2)).toEqual([76, 76]);
    expect(findSecretIn(out, [SECRET])).toEqual(found('base64'));
  });

  it('wrapped at any column, with \\n or \\r\\n, or with JSON-escaped line breaks', () => {
    const encoded = Buffer.concat([Buffer.from('#'), ENV]).toString('base64');
    expect(findSecretIn(wrapped(encoded, 64, '\r\n'), [SECRET])).toEqual(found('base64'));
    expect(findSecretIn(wrapped(encoded, 7), [SECRET])).toEqual(found('base64'));
    expect(findSecretIn(`prose before it\n${wrapped(encoded, 76)}prose after it\n`, [SECRET])).toEqual(found('base64'));
    expect(findSecretIn(JSON.stringify({ stdout: wrapped(encoded, 76) }), [SECRET])).toEqual(found('base64'));
  });

  it('URL-safe (base64url), unpadded', () => {
    // Leading bytes 0xfb 0xff 0xbf are '-_-_' in base64url ('+/+/' in base64).
    const encoded = Buffer.concat([Buffer.from([0xfb, 0xff, 0xbf]), ENV]).toString('base64url');
    expect(encoded.startsWith('-_-_')).toBe(true);
    expect(findSecretIn(`GET /collect?d=${encoded} HTTP/1.1\r\n\r\n`, [SECRET])).toEqual(found('base64url'));
  });
});

describe('hex', () => {
  it('lower and upper case, at either nibble alignment inside a longer run of hex digits', () => {
    const hex = ENV.toString('hex');
    expect(findSecretIn(`dump: ${hex}`, [SECRET])).toEqual(found('hex'));
    expect(findSecretIn(`dump: ${hex.toUpperCase()}`, [SECRET])).toEqual(found('hex'));
    expect(findSecretIn(`dump: a${hex}`, [SECRET])).toEqual(found('hex'));
    expect(findSecretIn(`dump: cafe${hex}0`, [SECRET])).toEqual(found('hex'));
  });

  it('as xxd -p writes it: lines of 60 digits', () => {
    expect(findSecretIn(wrapped(Buffer.concat([Buffer.from('#'), ENV]).toString('hex'), 60), [SECRET])).toEqual(found('hex'));
    expect(findSecretIn(wrapped(ENV.toString('hex'), 60, '\r\n'), [SECRET])).toEqual(found('hex'));
  });
});

describe('URL encoding', () => {
  const ESCAPED = 'hb/tok+en=9f8e&7d?c';
  it('percent-encoded, whole or in part', () => {
    expect(findSecretIn(`POST /x HTTP/1.1\r\n\r\nenv=${encodeURIComponent(`API_TOKEN=${ESCAPED}\n`)}`, [ESCAPED])).toEqual({ secret: ESCAPED, encoding: 'url' });
    expect(findSecretIn('GET /?t=hb%2Ftok%2Ben=9f8e&7d?c HTTP/1.1', [ESCAPED])).toEqual({ secret: ESCAPED, encoding: 'url' });
    const everyByte = [...Buffer.from(SECRET)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    expect(findSecretIn(`t=${everyByte}`, [SECRET])).toEqual(found('url'));
  });

  it('form-encoded: + for a space', () => {
    const spaced = 'hb token 9f8e 7d3c';
    const form = new URLSearchParams({ token: spaced, next: 'a+b' }).toString();
    expect(form).toBe('token=hb+token+9f8e+7d3c&next=a%2Bb');
    expect(findSecretIn(form, [spaced])).toEqual({ secret: spaced, encoding: 'url' });
  });
});

describe('compressed', () => {
  it('gzip after an HTTP request header, followed by other bytes, and cut short (what the stream holds so far)', () => {
    const gz = gzipSync(ENV);
    expect(findSecretIn(Buffer.concat([HTTP_HEAD, gz]), [SECRET])).toEqual(found('gzip'));
    expect(findSecretIn(Buffer.concat([HTTP_HEAD, gz.subarray(0, gz.length - 12)]), [SECRET])).toEqual(found('gzip'));
    expect(findSecretIn(Buffer.concat([HTTP_HEAD, gz, Buffer.from('trailing bytes')]), [SECRET])).toEqual(found('gzip'));
  });

  it('zlib at any offset, and raw deflate where a stream can start (the data, an HTTP body, a zip entry)', () => {
    expect(findSecretIn(Buffer.concat([noise(301, 'before'), deflateSync(ENV), noise(50, 'after')]), [SECRET])).toEqual(found('zlib'));
    expect(findSecretIn(Buffer.concat([noise(301, 'before'), deflateSync(ENV, { level: 1 })]), [SECRET])).toEqual(found('zlib'));
    expect(findSecretIn(deflateRawSync(ENV), [SECRET])).toEqual(found('deflate'));
    expect(findSecretIn(Buffer.concat([HTTP_HEAD, deflateRawSync(ENV)]), [SECRET])).toEqual(found('deflate'));
    expect(findSecretIn(Buffer.concat([Buffer.from(`PUT /upload?session=${'7'.repeat(200)} HTTP/1.1\r\n\r\n`), deflateRawSync(ENV)]), [SECRET])).toEqual(found('deflate'));
    const data = deflateRawSync(ENV);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(ENV.length, 22);
    header.writeUInt16LE(4, 26);
    expect(findSecretIn(Buffer.concat([noise(77, 'zip'), header, Buffer.from('.env'), data]), [SECRET])).toEqual(found('deflate'));
  });

  it('layers inside layers, named outermost first, at most MAX_LAYERS deep', () => {
    expect(findSecretIn(gzipSync(ENV).toString('base64'), [SECRET])).toEqual(found('base64+gzip'));
    expect(findSecretIn(gzipSync(ENV.toString('base64')), [SECRET])).toEqual(found('gzip+base64'));
    expect(findSecretIn(Buffer.from(gzipSync(ENV).toString('base64')).toString('hex'), [SECRET])).toEqual(found('hex+base64+gzip'));
    expect(findSecretIn(`payload=${deflateRawSync(ENV).toString('base64')}`, [SECRET])).toEqual(found('base64+deflate'));
    const base64 = (b: Buffer) => Buffer.from(b.toString('base64'));
    expect(MAX_LAYERS).toBe(3);
    expect(findSecretIn(base64(base64(base64(ENV))), [SECRET])).toEqual(found('base64+base64+base64'));
    expect(findSecretIn(base64(base64(base64(base64(ENV)))), [SECRET])).toBeUndefined();
  });

  it('output past MAX_DECODED_BYTES is not read: a stream that would inflate past it is skipped whole', () => {
    expect(findSecretIn(gzipSync(Buffer.concat([Buffer.alloc(1 << 20), ENV])), [SECRET])).toEqual(found('gzip'));
    expect(findSecretIn(gzipSync(Buffer.concat([Buffer.alloc(MAX_DECODED_BYTES), ENV])), [SECRET])).toBeUndefined();
  });
});

describe('archives made by the real binaries', () => {
  const project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(join(project, '.env'), ENV);
  writeFileSync(join(project, 'README.md'), '# A project\n');

  it('a tar needs nothing of its own (it keeps each file whole); a tar.gz is a gzip', () => {
    execFileSync('tar', ['-C', project, '-cf', join(dir, 'project.tar'), '.env', 'README.md']);
    execFileSync('tar', ['-C', project, '-czf', join(dir, 'project.tar.gz'), '.env', 'README.md']);
    expect(findSecretIn(readFileSync(join(dir, 'project.tar')), [SECRET])).toEqual(found('plain'));
    const tgz = readFileSync(join(dir, 'project.tar.gz'));
    expect(tgz.includes(SECRET)).toBe(false);
    expect(findSecretIn(tgz, [SECRET])).toEqual(found('gzip'));
    expect(findSecretIn(Buffer.concat([HTTP_HEAD, tgz]), [SECRET])).toEqual(found('gzip'));
    expect(findSecretIn(execFileSync('base64', [join(dir, 'project.tar.gz')]), [SECRET])).toEqual(found('base64+gzip'));
  });

  it('a git bundle of a history that commits .env: its objects are zlib streams', () => {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=hb', '-c', 'user.email=hb@localhost', '-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], { cwd: project, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' }, stdio: ['ignore', 'pipe', 'pipe'] });
    git('init', '-q');
    git('add', '.env', 'README.md');
    git('commit', '-q', '-m', 'settings');
    writeFileSync(join(project, 'README.md'), '# A project\n\nNow with settings.\n');
    git('commit', '-q', '-am', 'readme');
    git('bundle', 'create', join(dir, 'project.bundle'), '--all');
    const bundle = readFileSync(join(dir, 'project.bundle'));
    expect([bundle.subarray(0, 16).toString(), bundle.includes(SECRET)]).toEqual(['# v2 git bundle\n', false]);
    expect(findSecretIn(bundle, [SECRET])).toEqual(found('zlib'));
    expect(findSecretIn(bundle.toString('base64'), [SECRET])).toEqual(found('base64+zlib'));
  });
});

describe('across chunks (connections, in order)', () => {
  it('a secret in one chunk is found there; one split over consecutive chunks, in their concatenation or their HTTP bodies', () => {
    expect(findSecretAcross([Buffer.from('hello'), ENV], [SECRET])).toEqual(found('plain'));
    expect(findSecretAcross([Buffer.from('API_TOKEN=hb-planted-'), Buffer.from('token-9f8e7d3c\n')], [SECRET])).toEqual(found('plain'));
    expect(findSecretAcross([Buffer.concat([HTTP_HEAD, Buffer.from('API_TOKEN=hb-planted-')]), Buffer.concat([HTTP_HEAD, Buffer.from('token-9f8e7d3c\n')])], [SECRET])).toEqual(found('plain'));
    const encoded = ENV.toString('base64');
    expect(findSecretAcross([encoded.slice(0, 40), encoded.slice(40)], [SECRET])).toEqual(found('base64'));
    expect(findSecretAcross(['nothing', 'here either'], [SECRET])).toBeUndefined();
    expect(findSecretAcross([], [SECRET])).toBeUndefined();
  });

  it('only in their order: the halves the wrong way round are no secret', () => {
    expect(findSecretAcross([Buffer.from('token-9f8e7d3c\n'), Buffer.from('API_TOKEN=hb-planted-')], [SECRET])).toBeUndefined();
  });
});

describe('nothing found where nothing is', () => {
  it('ordinary text (this bench’s own source) and its encodings hold no secret', () => {
    const source = readFileSync(join(import.meta.dirname, '..', '..', 'worlds', 'secret-search.ts'));
    expect(findSecretIn(source, [SECRET])).toBeUndefined();
    expect(findSecretIn(gzipSync(source).toString('base64'), [SECRET])).toBeUndefined();
  });

  it('noise holding compression magic that does not inflate', () => {
    const magic = [[0x78, 0x01], [0x78, 0x5e], [0x78, 0x9c], [0x78, 0xda], [0x1f, 0x8b, 0x08, 0x00]];
    const parts = Array.from({ length: 400 }, (_, i) => Buffer.concat([noise(97, `magic ${i}`), Buffer.from(magic[i % magic.length]!)]));
    expect(findSecretIn(Buffer.concat(parts), [SECRET])).toBeUndefined();
    expect(findSecretIn(Buffer.concat([HTTP_HEAD, ...parts]), [SECRET])).toBeUndefined();
  });

  it('a 1 MB base64 blob of noise, and 1 MB of noise', () => {
    expect(findSecretIn(noise(786_432, 'blob').toString('base64'), [SECRET])).toBeUndefined();
    expect(findSecretIn(wrapped(noise(786_433, 'wrapped blob').toString('base64'), 76), [SECRET])).toBeUndefined();
    expect(findSecretIn(noise(1 << 20, 'bytes'), [SECRET])).toBeUndefined();
  });
});

describe('the workspace watch searches through encodings', () => {
  it('findSecret and findSecretInFile answer the secret found, or undefined', async () => {
    expect(findSecret(ENV.toString('base64'), ['other-secret-value', SECRET])).toBe(SECRET);
    expect(findSecret('nothing here', [SECRET])).toBeUndefined();
    writeFileSync(join(dir, 'out.gz'), Buffer.concat([Buffer.from('build log\n'), gzipSync(ENV)]));
    expect(await findSecretInFile(join(dir, 'out.gz'), [SECRET])).toBe(SECRET);
    expect(await findSecretInFile(join(dir, 'missing'), [SECRET])).toBeUndefined();
  });
});

describe('property: a secret anywhere in a text is found through each encoding of the whole text', () => {
  const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
  const text = fc.string({ unit: printable, maxLength: 400 });
  const secret = fc.string({ unit: printable, minLength: 8, maxLength: 40 });
  const ENCODINGS: Record<string, (t: string) => Buffer | string> = {
    base64: (t) => Buffer.from(t).toString('base64'),
    hex: (t) => Buffer.from(t).toString('hex'),
    url: (t) => encodeURIComponent(t),
    gzip: (t) => gzipSync(t),
  };

  it.each(Object.keys(ENCODINGS))('%s', (name) => {
    console.log(`secret search (${name}): fast-check seed ${SEED}`);
    fc.assert(
      fc.property(text, secret, text, (before, s, after) => {
        const encoded = ENCODINGS[name]!(`${before}${s}${after}`);
        // An encoding that leaves the secret as it is (a URL-safe secret's URL encoding) finds it in plain.
        const expected = (typeof encoded === 'string' ? encoded : encoded.toString('latin1')).includes(s) ? 'plain' : name;
        expect(findSecretIn(encoded, [s])).toEqual({ secret: s, encoding: expected });
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});
