import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILJS_PARAMS_LIMIT, checkEmailRequest, emailStandin } from '../../scripts/serve/email-standin.ts';
import { printable, type OutboxEntry } from '../../scripts/serve/outbox.ts';
import { startServer } from '../../scripts/serve/netlify-server.ts';

describe('checkEmailRequest (the checks of the real service)', () => {
  const ok = { lib_version: '4.4.1', user_id: 'k', service_id: 's', template_id: 't', template_params: {} };
  it.each([
    [ok, null],
    [[], 'The JSON payload is invalid'],
    [{ ...ok, lib_version: undefined }, 'The lib_version parameter is required'],
    [{ ...ok, user_id: '' }, /Public Key is required/],
    [{ ...ok, service_id: undefined }, /service ID is required/],
    [{ ...ok, template_id: undefined }, /template ID is required/],
    [{ ...ok, template_params: 'x' }, /have to be the object/],
  ])('%j', (body, expected) => {
    const result = checkEmailRequest(body);
    if (expected instanceof RegExp) expect(result).toMatch(expected);
    else expect(result).toBe(expected);
  });
});

describe('printable (what the local server prints from a request)', () => {
  it.each([
    ['Ana Ivanova', 'Ana Ivanova'],
    ['Ивана Петрова, ü, 😀', 'Ивана Петрова, ü, 😀'],
    ['Ana\n[outbox] forged line', 'Ana\\n[outbox] forged line'],
    ['a\r\nb\tc', 'a\\r\\nb\\tc'],
    ['\u001b[2J\u001b[H', '\\x1b[2J\\x1b[H'],
    ['\u0000\u0007\u001f', '\\x00\\x07\\x1f'],
    ['del\u007f', 'del\\x7f'],
    ['c1\u0085\u009b', 'c1\\x85\\x9b'],
    ['line\u2028para\u2029', 'line\\u2028para\\u2029'],
    ['\u202eevil', '\\u202eevil'],
    ['a\\nb', 'a\\\\nb'],
  ])('%j prints as %j', (text, expected) => {
    expect(printable(text)).toBe(expected);
  });

  it('never lets a control character through', () => {
    const all = Array.from({ length: 0xa0 }, (_, code) => String.fromCharCode(code)).join('');
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    expect(printable(all)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});

// The whole server (stand-in + Netlify Forms path) over a one-page site of its own.
describe('server: stand-in and Netlify Forms POST', () => {
  let base = '';
  let outbox = '';
  let close: () => void = () => {};
  beforeAll(async () => {
    outbox = join(await mkdtemp(join(tmpdir(), 'outbox-')), 'submissions.jsonl');
    const root = await mkdtemp(join(tmpdir(), 'site-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title>');
    const server = await startServer(
      {
        root,
        configPath: resolve('netlify.toml'),
        apiHandlers: [emailStandin(outbox)],
        formsOutbox: outbox,
      },
      0,
    );
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  const lines = async () =>
    (await readFile(outbox, 'utf8').catch(() => ''))
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as OutboxEntry);

  it('accepts a valid EmailJS request with 200 "OK" and stores it', async () => {
    const body = {
      lib_version: '4.4.1',
      user_id: 'local_public_key',
      service_id: 'local_service',
      template_id: 'template_demo',
      template_params: { from_name: 'Ana' },
    };
    const res = await fetch(`${base}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect([res.status, await res.text()]).toEqual([200, 'OK']);
    expect((await lines()).at(-1)).toMatchObject({
      channel: 'emailjs',
      form: 'template_demo',
      fields: { from_name: 'Ana' },
      request: { user_id: 'local_public_key' },
    });
  });

  it('answers 413 when the template parameters are over the 50 KB EmailJS takes, though the body is under 64 KiB', async () => {
    const send = (message: string) =>
      fetch(`${base}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          lib_version: '4.4.1',
          user_id: 'local_public_key',
          service_id: 'local_service',
          template_id: 'template_contact',
          template_params: { from_name: 'Ana', message },
        }),
      });
    const before = (await lines()).length;
    const tooLarge = await send('x'.repeat(EMAILJS_PARAMS_LIMIT));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toMatch(/50\s?Kb/i);
    // Counted as the service does, in UTF-8 bytes of the serialised parameters: Cyrillic counts double.
    expect((await send('я'.repeat(EMAILJS_PARAMS_LIMIT / 2))).status).toBe(413);
    expect((await lines()).length).toBe(before);
    const fits = await send('x'.repeat(EMAILJS_PARAMS_LIMIT - 100));
    expect([fits.status, await fits.text()]).toEqual([200, 'OK']);
  });

  it('answers 400 with the service kind of text for a bad request', async () => {
    const res = await fetch(`${base}/api/v1.0/email/send`, { method: 'POST', body: '{"lib_version":"4.4.1"}' });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/Public Key is required/);
  });

  it('stores a no-JavaScript form POST and answers 303 to /thank-you; drops a honeypot quietly', async () => {
    const before = (await lines()).length;
    const post = (body: string) =>
      fetch(`${base}/thank-you`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    const res = await post('form-name=contact&from_name=Ana+B&from_email=a%40b.bg');
    expect([res.status, res.headers.get('location')]).toEqual([303, '/thank-you']);
    const spam = await post('form-name=contact&from_name=Bot&company_fax=1');
    expect([spam.status, spam.headers.get('location')]).toEqual([303, '/thank-you']);
    const after = await lines();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({
      channel: 'netlify-forms',
      form: 'contact',
      fields: { from_name: ['Ana B'], from_email: ['a@b.bg'] },
    });
  });
});
