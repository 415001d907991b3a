import { spawnSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A local stand-in of a push service (Mozilla's autopush, Google's FCM) over HTTPS, with the
 * browser's side of a subscription: its P-256 key pair and auth secret. It keeps what the shop
 * sent and decrypts each payload as the browser would (RFC 8291, aes128gcm), so a test reads the
 * notification the phone would show — the real `web-push` library on the other end, no mock.
 */
export interface PushedMessage {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  /** The VAPID JWT's claims, checked against the key the header names (RFC 8292). */
  vapid: { key: string; claims: Record<string, unknown> };
}

export interface PushStandIn {
  url: string;
  caFile: string;
  messages: PushedMessage[];
  /** What the next requests to a path answer (201 by default): 410 = the subscription is gone. */
  answer(pathName: string, status: number): void;
  /** A browser's subscription to this stand-in, as `PushSubscription.toJSON()` gives it. */
  subscription(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the browser's keys. */
export function decryptAes128gcm(
  body: Buffer,
  browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer },
) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const browserPublic = browser.ecdh.getPublicKey();
  const shared = browser.ecdh.computeSecret(serverPublic);
  const prkKey = hmac(browser.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('aes128gcm: no last-record delimiter');
  return padded.subarray(0, end);
}

/** The `vapid t=<jwt>, k=<key>` header, its ES256 signature checked with the key it names. */
function checkVapid(header: string | undefined): PushedMessage['vapid'] {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  return {
    key,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl. */
function selfSigned(dir: string) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
  return { key, cert };
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ikawa-push-'));
  const { key, cert } = selfSigned(dir);
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, number>();
  const messages: PushedMessage[] = [];

  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const pathName = req.url ?? '/';
      const status = answers.get(pathName) ?? 201;
      const browser = browsers.get(pathName);
      if (status === 201 && browser) {
        try {
          const payload = JSON.parse(
            decryptAes128gcm(Buffer.concat(chunks), browser).toString('utf8'),
          ) as Record<string, unknown>;
          messages.push({
            path: pathName,
            headers: req.headers,
            payload,
            vapid: checkVapid(req.headers.authorization),
          });
        } catch (error) {
          res.writeHead(400).end(String(error));
          return;
        }
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    caFile: cert,
    messages,
    answer: (pathName, status) => answers.set(pathName, status),
    subscription(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(`/push/${name}`, { ecdh, auth });
      return {
        endpoint: `${url}/push/${name}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
