// HTTPS=self-signed, the embedded setup's way for staff tablets on the restaurant's Wi-Fi: a machine authority
// and a server certificate naming the machine's addresses are made once in DATA_DIR/tls (keys 0600), reused by
// later starts, and the server answers over TLS to a client that trusts the authority (as a tablet does once
// it installed /menu-ca.crt).
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import { loadConfig } from '../src/config';
import { ensureSelfSignedTls } from '../src/tls';
import { createTestApp } from './helpers/test-app';

const names = { dns: ['localhost', 'kasa', 'kasa.local'], ips: ['127.0.0.1', '::1', '192.168.1.10'] };

describe('HTTPS=self-signed', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-menu-tls-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the setting', () => {
    expect(loadConfig({}).https).toBe('off');
    expect(loadConfig({ HTTPS: 'self-signed' }).https).toBe('self-signed');
    expect(() => loadConfig({ HTTPS: 'yes-please' })).toThrow(/HTTPS: must be 'self-signed'/);
  });

  it('makes an authority and a server certificate naming the machine once, keys readable only by the owner', async () => {
    const first = await ensureSelfSignedTls(dir, names);
    const cert = new X509Certificate(first.cert);
    const ca = new X509Certificate(first.ca);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(ca.ca).toBe(true);
    expect(cert.ca).toBe(false);
    expect(cert.subjectAltName).toContain('DNS:kasa.local');
    expect(cert.subjectAltName).toContain('IP Address:192.168.1.10');
    for (const key of ['ca.key', 'server.key']) expect(fs.statSync(path.join(dir, 'tls', key)).mode & 0o077).toBe(0);
    // The next start reuses them; a new LAN address gets a new server certificate from the same authority.
    expect(await ensureSelfSignedTls(dir, names)).toEqual(first);
    const moved = await ensureSelfSignedTls(dir, { ...names, ips: [...names.ips, '10.0.0.7'] });
    expect(moved.ca).toBe(first.ca);
    expect(moved.cert).not.toBe(first.cert);
    expect(new X509Certificate(moved.cert).verify(ca.publicKey)).toBe(true);
  });

  it('answers over TLS to a client that trusts the authority, and offers the authority to download', async () => {
    const tls = await ensureSelfSignedTls(dir, names);
    const t = await createTestApp({ overrides: { tls } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const get = (url: string) =>
        new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
          https
            .get({ host: '127.0.0.1', port, path: url, ca: tls.ca, servername: 'localhost' }, (res) => {
              let body = '';
              res.on('data', (d) => (body += d));
              res.on('end', () =>
                resolve({ status: res.statusCode!, body, type: String(res.headers['content-type']) }),
              );
            })
            .on('error', reject);
        });
      expect((await get('/api/health')).status).toBe(200);
      const ca = await get('/menu-ca.crt');
      expect([ca.status, ca.type, ca.body]).toEqual([200, 'application/x-x509-ca-cert', tls.ca]);
    } finally {
      await t.close();
    }
  });
});
