/**
 * The local Lake's TLS certificate. Browsers carry HTTP/2 only over TLS, and the Studio needs HTTP/2
 * (see lake.ts), so the Lake serves browsers over HTTPS with a certificate made on this machine:
 *
 *   <dir>/ca.pem, ca-key.pem   a certificate authority of this machine's own, made once
 *   <dir>/cert.pem, key.pem    the Lake's certificate, signed by it, for localhost, *.localhost
 *                              (the project's host name is <project>.localhost) and 127.0.0.1
 *
 * A browser either trusts ca.pem (the README says how) or is told once per host name to accept the
 * certificate; Node processes trust it with NODE_EXTRA_CA_CERTS=<dir>/ca.pem. Made by `selfsigned`
 * (Node's WebCrypto), kept outside the working copy so `npm run lake:reset` never changes it.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {generate} from 'selfsigned'

export interface LakeCertificate {
  key: string
  cert: string
  /** The file browsers and Node may be told to trust. */
  caFile: string
}

const YEAR = 365 * 24 * 60 * 60 * 1000

/** Loads the certificate in `dir`, or makes it (and the authority, if there is none) for `projectId`. */
export async function lakeCertificate(dir: string, projectId: string): Promise<LakeCertificate> {
  const files = {
    ca: path.join(dir, 'ca.pem'),
    caKey: path.join(dir, 'ca-key.pem'),
    cert: path.join(dir, 'cert.pem'),
    key: path.join(dir, 'key.pem'),
    names: path.join(dir, 'names.json'),
  }
  const names = ['localhost', '*.localhost', `${projectId}.localhost`]
  const current =
    existsSync(files.cert) && existsSync(files.names) && readFileSync(files.names, 'utf8') === JSON.stringify(names)
  if (!current) {
    mkdirSync(dir, {recursive: true})
    if (!existsSync(files.ca) || !existsSync(files.caKey)) {
      const ca = await generate([{name: 'commonName', value: 'Local Content Lake (this machine only)'}], {
        keyType: 'ec',
        algorithm: 'sha256',
        notAfterDate: new Date(Date.now() + 10 * YEAR),
        extensions: [
          {name: 'basicConstraints', cA: true, critical: true},
          {name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true},
        ],
      })
      writeFileSync(files.ca, ca.cert)
      writeFileSync(files.caKey, ca.private, {mode: 0o600})
    }
    const leaf = await generate([{name: 'commonName', value: 'localhost'}], {
      keyType: 'ec',
      algorithm: 'sha256',
      // Browsers refuse server certificates valid for more than 398 days.
      notAfterDate: new Date(Date.now() + 390 * 24 * 60 * 60 * 1000),
      ca: {key: readFileSync(files.caKey, 'utf8'), cert: readFileSync(files.ca, 'utf8')},
      extensions: [
        {name: 'basicConstraints', cA: false},
        {name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true},
        {name: 'extKeyUsage', serverAuth: true},
        {
          name: 'subjectAltName',
          altNames: [...names.map((value) => ({type: 2 as const, value})), {type: 7 as const, ip: '127.0.0.1'}],
        },
      ],
    })
    writeFileSync(files.cert, leaf.cert)
    writeFileSync(files.key, leaf.private, {mode: 0o600})
    writeFileSync(files.names, JSON.stringify(names))
  }
  return {key: readFileSync(files.key, 'utf8'), cert: readFileSync(files.cert, 'utf8'), caFile: files.ca}
}
