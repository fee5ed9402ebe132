import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  certificateIssued,
  certificateParams,
  certificateRevoked,
  donorCertificates,
  publicCertificate,
} from '../../../common/schemas/certificates.ts';
import { donorIdParam } from '../../../common/schemas/donors.ts';
import {
  certificateByCode,
  certificatesOfDonor,
  donorForProudPicture,
} from '../../data/certificates.ts';
import { readCommunityName } from '../../data/settings.ts';
import { donorOfToken } from '../../domain/donor-link.ts';
import { donorLinkParams } from '../../../common/schemas/donor-link.ts';
import { milestoneReached } from '../../../common/milestones.ts';
import { firstNameOf, proudPicturePng } from '../../shared/proud-picture.ts';
import { actorOf } from '../../domain/command.ts';
import { issueCertificate, revokeCertificate } from '../../domain/certificates.ts';
import { notFound } from '../../http-errors.ts';
import { requestScope } from '../../plugins/access.ts';
import { admin, anyone } from '../../policy.ts';
import { certificateFontsPresent, certificatePdf } from '../../shared/certificate-pdf.ts';

/** PDFs drawn per client address a minute: drawing one takes the server tens of milliseconds. */
const CERTIFICATE_PDF_LIMIT = 20;

/**
 * Donation certificates (docs/decisions/060): admins issue and revoke them; anyone checks one by
 * its code (the QR code's target), which answers the name, milestone, community and date only.
 * The donor's own issue is a donor-link route.
 */
export async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    '/api/donors/:id/certificate',
    {
      schema: { params: donorIdParam, response: { 201: certificateIssued } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'certificates', target: 'donor' },
        operation: {
          id: 'issueCertificate',
          tag: 'donors',
          summary: "Issue a certificate of the donor's donations (the milestone reached)",
          conflict: true,
        },
      },
    },
    async (request, reply) => {
      const { code } = await issueCertificate(db, actorOf(request), request.params.id, new Date());
      return reply.status(201).send({ code, url: `${app.alerts.baseUrl}/c/${code}` });
    },
  );

  app.get(
    '/api/donors/:id/certificates',
    {
      schema: { params: donorIdParam, response: { 200: donorCertificates } },
      config: {
        access: admin,
        scoped: true,
        operation: {
          id: 'listDonorCertificates',
          tag: 'donors',
          summary: "A donor's certificates, revoked ones too, newest first",
        },
      },
    },
    async (request) => {
      const rows = await certificatesOfDonor(db, request.params.id, requestScope(request));
      if (!rows) throw notFound('No donor with that id');
      return {
        certificates: rows.map((row) => ({
          code: row.code,
          url: `${app.alerts.baseUrl}/c/${row.code}`,
          milestone: row.milestone,
          issuedAt: row.issuedAt.toISOString(),
          revokedAt: row.revokedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/api/certificates/:code',
    {
      schema: { params: certificateParams, response: { 200: publicCertificate } },
      config: {
        access: anyone,
        operation: {
          id: 'checkCertificate',
          tag: 'donors',
          summary: 'Check a certificate by its code: name, milestone, community and date only',
        },
      },
    },
    async (request, reply) => {
      const row = await certificateByCode(db, request.params.code);
      if (!row) throw notFound();
      reply.header('cache-control', 'no-store');
      return {
        code: row.code,
        name: row.donorName,
        milestone: row.milestone,
        community: { bn: row.communityBn, en: row.communityEn },
        issuedAt: row.issuedAt.toISOString(),
        revoked: row.revokedAt !== null,
      };
    },
  );

  app.get(
    '/api/certificates/:code/pdf',
    {
      schema: { params: certificateParams },
      config: {
        access: anyone,
        rateLimit: { max: CERTIFICATE_PDF_LIMIT, timeWindow: '1 minute' },
        operation: {
          id: 'certificatePdf',
          tag: 'donors',
          summary:
            'The certificate as a PDF in Bengali and English (name, milestone, community, date, QR code of its page)',
        },
        rawAnswer: 'the PDF file itself',
      },
    },
    async (request, reply) => {
      const row = await certificateByCode(db, request.params.code);
      if (!row) throw notFound();
      // The system's Noto fonts (fonts-noto-core) shape Bengali rightly under pdfkit (decisions/064).
      if (!certificateFontsPresent())
        throw new Error('Certificate PDF: install the fonts-noto-core package (Noto Sans Bengali)');
      const pdf = await certificatePdf({
        code: row.code,
        name: row.donorName,
        milestone: row.milestone,
        community: { bn: row.communityBn, en: row.communityEn },
        issuedAt: row.issuedAt,
        revoked: row.revokedAt !== null,
        url: `${app.alerts.baseUrl}/c/${row.code}`,
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="certificate-${row.code}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    '/api/donor-link/:token/proud-picture',
    {
      schema: { params: donorLinkParams },
      config: {
        access: anyone,
        rateLimit: { max: CERTIFICATE_PDF_LIMIT, timeWindow: '1 minute' },
        operation: {
          id: 'proudPicture',
          tag: 'donor link',
          summary:
            "The donor's picture to share: first name, milestone reached and community only (PNG)",
        },
        rawAnswer: 'the PNG picture itself',
      },
    },
    async (request, reply) => {
      const donorId = await donorOfToken(db, request.params.token);
      const donor = donorId ? await donorForProudPicture(db, donorId) : undefined;
      // No picture before the first donation: there is no milestone to be proud of yet.
      if (!donor || donor.donationCount < 1) throw notFound();
      const community = await readCommunityName(db);
      const png = await proudPicturePng({
        firstName: firstNameOf(donor.name),
        milestone: milestoneReached(donor.donationCount),
        community: community.bn,
      });
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-disposition', 'inline; filename="roktosetu-donor.png"')
        .type('image/png')
        .send(png);
    },
  );

  app.post(
    '/api/certificates/:code/revoke',
    {
      schema: { params: certificateParams, response: { 200: certificateRevoked } },
      config: {
        access: admin,
        scoped: true,
        audit: { command: 'certificates', target: 'donor' },
        operation: {
          id: 'revokeCertificate',
          tag: 'donors',
          summary: 'Revoke a certificate (its public check then says so)',
        },
      },
    },
    async (request) => revokeCertificate(db, actorOf(request), request.params.code, new Date()),
  );
}
