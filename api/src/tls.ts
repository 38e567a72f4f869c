// HTTPS for the embedded single-machine setup (HTTPS=self-signed): the restaurant's own box serves the portal
// to staff tablets on its Wi-Fi, and the refresh cookie is `Secure`, so plain HTTP on a LAN address cannot
// sign in. On the first start a small certificate authority of this machine and a server certificate signed by
// it (naming localhost, the machine's name and its current LAN addresses) are made with the npm package
// `selfsigned` and kept in DATA_DIR/tls (keys mode 0600); a tablet trusts the authority once (the README says
// how; the server offers it at /menu-ca.crt) and every later start reuses them. A new LAN address (another
// router) gets a new server certificate from the same authority, so tablets keep trusting it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

export interface TlsFiles {
  key: string;
  cert: string;
  /** The authority's certificate (PEM), for tablets to trust. */
  ca: string;
}

/** The addresses a tablet may use to reach this machine: loopback, its names, its IPv4 and IPv6 LAN addresses. */
export function machineNames(): { dns: string[]; ips: string[] } {
  const ips = new Set(['127.0.0.1', '::1']);
  for (const list of Object.values(os.networkInterfaces())) {
    for (const address of list ?? [])
      if (!address.internal && !address.address.startsWith('fe80')) ips.add(address.address);
  }
  const host = os.hostname().toLowerCase();
  return { dns: [...new Set(['localhost', host, `${host}.local`])], ips: [...ips] };
}

const write = (file: string, text: string) => fs.writeFileSync(file, text, { mode: 0o600 });
const YEAR = 365 * 24 * 60 * 60 * 1000;

/** The certificate files in `dataDir/tls`, made (or the server certificate renewed) when missing, stale or not naming every address. */
export async function ensureSelfSignedTls(
  dataDir: string,
  names = machineNames(),
  now = new Date(),
): Promise<TlsFiles> {
  const dir = path.join(dataDir, 'tls');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = (name: string) => path.join(dir, name);
  if (!fs.existsSync(file('ca.key')) || !fs.existsSync(file('ca.crt'))) {
    const ca = await generate([{ name: 'commonName', value: `QR Menü yerel sertifika yetkilisi (${os.hostname()})` }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notBeforeDate: now,
      notAfterDate: new Date(now.getTime() + 10 * YEAR),
      extensions: [
        { name: 'basicConstraints', cA: true, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      ],
    });
    write(file('ca.key'), ca.private);
    write(file('ca.crt'), ca.cert);
    fs.rmSync(file('server.crt'), { force: true });
  }
  const ca = { key: fs.readFileSync(file('ca.key'), 'utf8'), cert: fs.readFileSync(file('ca.crt'), 'utf8') };
  if (!serverCertificateFits(file('server.crt'), names, now)) {
    // Browsers accept a server certificate of at most 398 days.
    const server = await generate([{ name: 'commonName', value: names.dns[1] ?? 'localhost' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notBeforeDate: now,
      notAfterDate: new Date(now.getTime() + 390 * 24 * 60 * 60 * 1000),
      ca,
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            ...names.dns.map((value) => ({ type: 2 as const, value })),
            ...names.ips.map((ip) => ({ type: 7 as const, ip })),
          ],
        },
      ],
    });
    write(file('server.key'), server.private);
    write(file('server.crt'), server.cert);
  }
  return {
    key: fs.readFileSync(file('server.key'), 'utf8'),
    cert: fs.readFileSync(file('server.crt'), 'utf8'),
    ca: ca.cert,
  };
}

function serverCertificateFits(certFile: string, names: { dns: string[]; ips: string[] }, now: Date): boolean {
  if (!fs.existsSync(certFile) || !fs.existsSync(certFile.replace(/\.crt$/, '.key'))) return false;
  try {
    const cert = new X509Certificate(fs.readFileSync(certFile));
    // Renewed a month before it ends.
    if (new Date(cert.validTo).getTime() - now.getTime() < 30 * 24 * 60 * 60 * 1000) return false;
    const alt = cert.subjectAltName ?? '';
    // IPv4 addresses are compared (IPv6 ones are written expanded there; they come and go with them).
    return (
      names.dns.every((n) => alt.includes(`DNS:${n}`)) &&
      names.ips.filter((ip) => ip.includes('.')).every((ip) => alt.includes(`IP Address:${ip}`))
    );
  } catch {
    return false;
  }
}
