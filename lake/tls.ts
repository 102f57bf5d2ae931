/**
 * The local Lake's TLS certificate. Browsers carry HTTP/2 only over TLS, and the Studio needs HTTP/2
 * (see lake.ts), so the Lake serves browsers over HTTPS with a certificate made on this machine:
 *
 *   <dir>/ca.pem, ca-key.pem   a certificate authority of this machine's own, made once, which may only
 *                              vouch for localhost names and loopback addresses (X.509 name constraints:
 *                              trusting it cannot let anyone impersonate another site), and only for
 *                              TLS servers (extended key usage serverAuth: no e-mail or code signing
 *                              certificate it signs is valid). An authority made before it had that
 *                              limit is replaced, with a new certificate for the Lake.
 *   <dir>/cert.pem, key.pem    the Lake's certificate, signed by it, for localhost, *.localhost (the
 *                              project's host name is <project>.localhost) and 127.0.0.1
 *
 * A browser either trusts ca.pem (docs/content-and-studio.md says how) or is told once per host name to accept the
 * certificate; Node processes trust it with NODE_EXTRA_CA_CERTS=<dir>/ca.pem. Made with @peculiar/x509
 * over Node's WebCrypto, and kept outside the working copy so `npm run lake:reset` never changes it.
 * Both keys are owner-only, checked at every start (private-files.ts).
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {AsnConvert} from '@peculiar/asn1-schema'
import {GeneralName, GeneralSubtree, GeneralSubtrees, id_ce_nameConstraints, NameConstraints} from '@peculiar/asn1-x509'
import * as x509 from '@peculiar/x509'
import {keepPrivate, writePrivateFile} from './private-files'

// Node's WebCrypto (globalThis.crypto).
x509.cryptoProvider.set(crypto)

export interface LakeCertificate {
  key: string
  cert: string
  /** The file browsers and Node may be told to trust. */
  caFile: string
}

const DAY = 24 * 60 * 60 * 1000
const ALGORITHM = {name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256'} as const

/** Only these names: localhost and every *.localhost, and loopback addresses. */
function loopbackOnly() {
  const constraints = new NameConstraints({
    permittedSubtrees: new GeneralSubtrees([
      new GeneralSubtree({base: new GeneralName({dNSName: 'localhost'})}),
      new GeneralSubtree({base: new GeneralName({iPAddress: '127.0.0.0/8'})}),
    ]),
  })
  return new x509.Extension(id_ce_nameConstraints, true, AsnConvert.serialize(constraints))
}

const pemKey = async (key: CryptoKey) =>
  x509.PemConverter.encode(await crypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY')

/** Whether the authority in `file` may sign TLS server certificates only (made by this version). */
function serverAuthOnly(file: string): boolean {
  try {
    const usage = new x509.X509Certificate(readFileSync(file, 'utf8')).getExtension(x509.ExtendedKeyUsageExtension)
    return usage?.usages.length === 1 && usage.usages[0] === x509.ExtendedKeyUsage.serverAuth
  } catch {
    return false
  }
}

async function readKey(pem: string) {
  return crypto.subtle.importKey('pkcs8', x509.PemConverter.decodeFirst(pem), ALGORITHM, true, ['sign'])
}

const serial = () =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(16)))
    .toString('hex')
    .replace(/^[89a-f]/, '1')

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
  // An authority without the serverAuth limit goes, and the certificate it signed with it.
  if (existsSync(files.ca) && !serverAuthOnly(files.ca)) {
    for (const file of Object.values(files)) rmSync(file, {force: true})
    console.warn(
      `Local Content Lake: its certificate authority is new (${files.ca}), now limited to TLS servers. ` +
        'If you trusted the old one, trust this file instead; otherwise your browser asks once more to accept the certificate.',
    )
  }
  for (const key of [files.caKey, files.key]) keepPrivate(key)
  const current =
    existsSync(files.cert) && existsSync(files.names) && readFileSync(files.names, 'utf8') === JSON.stringify(names)
  if (!current) {
    mkdirSync(dir, {recursive: true})
    if (!existsSync(files.ca) || !existsSync(files.caKey)) {
      const keys = (await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair
      const ca = await x509.X509CertificateGenerator.createSelfSigned({
        serialNumber: serial(),
        name: 'CN=Local Content Lake (this machine only)',
        notBefore: new Date(Date.now() - DAY),
        notAfter: new Date(Date.now() + 3650 * DAY),
        signingAlgorithm: ALGORITHM,
        keys,
        extensions: [
          new x509.BasicConstraintsExtension(true, 0, true),
          new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
          new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
          loopbackOnly(),
          await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
        ],
      })
      writeFileSync(files.ca, ca.toString('pem'))
      writePrivateFile(files.caKey, await pemKey(keys.privateKey))
    }
    const ca = new x509.X509Certificate(readFileSync(files.ca, 'utf8'))
    const keys = (await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair
    const leaf = await x509.X509CertificateGenerator.create({
      serialNumber: serial(),
      subject: 'CN=localhost',
      issuer: ca.subject,
      notBefore: new Date(Date.now() - DAY),
      // Browsers refuse server certificates valid for more than 398 days.
      notAfter: new Date(Date.now() + 390 * DAY),
      signingAlgorithm: ALGORITHM,
      publicKey: keys.publicKey,
      signingKey: await readKey(readFileSync(files.caKey, 'utf8')),
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
        new x509.SubjectAlternativeNameExtension([
          ...names.map((value) => ({type: 'dns' as const, value})),
          {type: 'ip' as const, value: '127.0.0.1'},
        ]),
        await x509.AuthorityKeyIdentifierExtension.create(ca),
      ],
    })
    writeFileSync(files.cert, leaf.toString('pem'))
    writePrivateFile(files.key, await pemKey(keys.privateKey))
    writeFileSync(files.names, JSON.stringify(names))
  }
  return {key: readFileSync(files.key, 'utf8'), cert: readFileSync(files.cert, 'utf8'), caFile: files.ca}
}
