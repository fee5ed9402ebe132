import { z } from 'zod';

/**
 * Donation certificates (docs/decisions/060).
 *
 *   POST /api/donors/:id/certificate            (admins)        → 201 CertificateIssued
 *   POST /api/donor-link/:token/certificate     (the donor)     → 201 CertificateIssued
 *   GET  /api/certificates/:code                (anyone)        → PublicCertificate
 *   GET  /api/certificates/:code/pdf            (anyone)        → the certificate as a PDF
 *   GET  /api/donors/:id/certificates           (admins)        → DonorCertificates
 *   POST /api/certificates/:code/revoke         (admins)        → CertificateRevoked
 *
 * The public check answers the name, the milestone, the community and the date only: never a
 * phone, a blood group or a place.
 */
export const certificateIssued = z.object({
  code: z.string(),
  url: z
    .string()
    .meta({ format: 'uri', description: 'The printable certificate page (…/c/{code}).' }),
});
export type CertificateIssued = z.infer<typeof certificateIssued>;

export const certificateParams = z.object({
  code: z
    .string()
    .max(40)
    .meta({ description: 'The code printed on the certificate and in its QR code.' }),
});

export const publicCertificate = z.object({
  code: z.string(),
  name: z.string(),
  /** The milestone reached when it was issued: 1, 3, 10, 25 or 50 donations. */
  milestone: z.number().int(),
  community: z.object({ bn: z.string(), en: z.string() }),
  issuedAt: z.string().meta({ format: 'date-time' }),
  /** Revoked by an admin: the certificate no longer stands. */
  revoked: z.boolean(),
});
export type PublicCertificate = z.infer<typeof publicCertificate>;

export const certificateRevoked = z.object({ revoked: z.literal(true) });

/** A donor's certificates as their admins see them: revoked ones too, newest first. */
export const donorCertificates = z.object({
  certificates: z.array(
    z.object({
      code: z.string(),
      url: z.string().meta({ format: 'uri', description: 'The certificate page (…/c/{code}).' }),
      milestone: z.number().int(),
      issuedAt: z.string().meta({ format: 'date-time' }),
      revokedAt: z.string().nullable().meta({ format: 'date-time' }),
    }),
  ),
});
export type DonorCertificates = z.infer<typeof donorCertificates>;
