import { readFileSync } from 'node:fs';

/**
 * A key and self-signed certificate for serving a built site over HTTPS on this machine (HTTP/2
 * needs TLS in browsers). It is the tests' stand-in certificate: nothing checks its name, and the
 * browsers that use it are told to accept it.
 */
export function localTls(): { key: Buffer; cert: Buffer } {
  const dir = new URL('../../tests/engines/support/', import.meta.url);
  return {
    key: readFileSync(new URL('provider-test.key', dir)),
    cert: readFileSync(new URL('provider-test.crt', dir)),
  };
}
