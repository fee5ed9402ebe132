import type { BloodGroup, DonorLanguage } from '../../common/constants.ts';
import { ERROR_CODES } from '../../common/error-codes.ts';
import type { AlertShareText } from '../../common/schemas/alerts.ts';
import { alertText } from '../alerts/messages.ts';
import type { Db } from '../db/client.ts';
import { lockRequestForText, lockSmsAlertOf, markTextsGiven } from '../data/alerts.ts';
import { runCommand, scopeOf, type Actor } from './command.ts';
import { issueLinkIn } from './donor-link.ts';
import { DomainError, requestClosed } from './errors.ts';

/**
 * "Get the text" (docs/decisions/066): with SMS_PROVIDER=log nothing reaches a donor by itself,
 * and an alert held by quiet hours was not in the answer that queued it. Once the hours end, an
 * admin of the request's unit asks for it: in one transaction the donor's link is issued at that
 * moment (the older one stops working, as any new link), the text is built with it, the alert is
 * marked given to that admin, and both are audited with the actor. Given once: asking again is
 * refused, so the live link is in one admin's hands only.
 */
export function giveAlertText(
  db: Db,
  actor: Actor,
  requestId: string,
  donorId: string,
  options: { linkKey: Buffer; baseUrl: string; now: Date },
): Promise<AlertShareText> {
  const refuse = (code: keyof typeof ERROR_CODES, message: string) =>
    new DomainError('conflict', message, undefined, ERROR_CODES[code]);
  return runCommand(db, actor, async (tx, record) => {
    const request = await lockRequestForText(tx, requestId, scopeOf(actor));
    if (!request) throw new DomainError('notFound', 'No blood request with that id');
    const alert = await lockSmsAlertOf(tx, requestId, donorId);
    if (!alert || alert.archivedAt)
      throw new DomainError(
        'notFound',
        'No SMS alert to this donor for this request',
        undefined,
        ERROR_CODES.ALERT_NOT_FOUND,
      );
    if (request.status !== 'incomplete') throw requestClosed(request.status);
    if (alert.textGivenAt)
      throw refuse('ALERT_TEXT_GIVEN', "This alert's text was already given to a volunteer");
    if (alert.answer) throw refuse('ALERT_TEXT_NOT_NEEDED', 'The donor has answered this alert');
    if (alert.dueAt > options.now)
      throw refuse(
        'ALERT_TEXT_HELD',
        `Quiet hours hold this alert until ${alert.dueAt.toISOString()}`,
      );
    const { token } = await issueLinkIn(tx, record, options.linkKey, donorId, actor.id);
    await markTextsGiven(tx, [alert.id], actor.id, options.now);
    await record({
      action: 'alertTextGiven',
      target: 'bloodRequest',
      targetId: requestId,
      changes: { donorId },
    });
    const { text } = alertText({
      language: alert.language as DonorLanguage,
      bloodGroup: request.bloodGroup as BloodGroup,
      place: request.place,
      neededAt: request.neededAt,
      url: `${options.baseUrl}/d/${token}`,
    });
    return { donorId, number1: alert.phone1, text };
  });
}
