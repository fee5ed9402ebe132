import { ERROR_CODES } from '../../common/error-codes.ts';
import {
  MONEY_REPORTS_PER_REQUEST,
  type MoneyReportBody,
  type MoneyReportDecision,
  type MoneyReportState,
} from '../../common/schemas/money-reports.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  blockedAmong,
  blockNumber,
  decideMoneyReport,
  insertMoneyReport,
  liftBlockedNumber,
  lockMoneyReport,
  reportsOfRequest,
  requestOfStatusToken,
} from '../data/money-reports.ts';
import { runCommand, scopeOf, type Actor } from './command.ts';
import { DomainError } from './errors.ts';

/**
 * "Someone asked me for money" (docs/decisions/059): the family reports a number from their status
 * page; an admin of the request's unit confirms it (the number goes on the block list every unit
 * shares) or dismisses it. A blocked number is refused, in neutral words, by the public forms.
 */

/**
 * Refuses a registration or a request from a blocked number, without saying why (a scammer told
 * "you are blocked" only changes number): the refusal names the field and a neutral code.
 */
export async function refuseBlockedNumbers(
  tx: Tx,
  phones: { field: string; value: string | null | undefined }[],
) {
  const blocked = await blockedAmong(
    tx,
    phones.map((p) => p.value ?? ''),
  );
  const hit = phones.find((p) => p.value && blocked.has(p.value));
  if (hit)
    throw new DomainError(
      'invalid',
      'This number cannot be used here',
      hit.field,
      ERROR_CODES.NUMBER_NOT_ACCEPTED,
    );
}

/** POST /api/request-status/:token/money-report (the family, through their status link). */
export function reportMoney(
  db: Db,
  actor: Actor,
  statusTokenHash: string,
  body: MoneyReportBody,
  now: Date,
) {
  return runCommand(db, actor, async (tx, record) => {
    const request = await requestOfStatusToken(tx, statusTokenHash);
    if (!request) throw new DomainError('notFound', 'No request for this link');
    if ((await reportsOfRequest(tx, request.id)) >= MONEY_REPORTS_PER_REQUEST)
      throw new DomainError(
        'conflict',
        'This request has made as many reports as it may',
        undefined,
        ERROR_CODES.TOO_MANY_REPORTS,
      );
    await insertMoneyReport(tx, {
      bloodRequestId: request.id,
      phone: body.phone,
      note: body.note || null,
      reportedAt: now,
    });
    await record({
      action: 'moneyReported',
      target: 'bloodRequest',
      targetId: request.id,
      changes: { phone: body.phone, ...(body.note ? { note: body.note } : {}) },
    });
  });
}

/** POST /api/money-reports/:id/decision: confirm (block the number) or dismiss. */
export function decideReport(
  db: Db,
  actor: Actor,
  id: string,
  body: MoneyReportDecision,
  now: Date,
) {
  return runCommand(db, actor, async (tx, record) => {
    const report = await lockMoneyReport(tx, id, scopeOf(actor));
    if (!report) throw new DomainError('notFound', 'No money report with that id');
    if (report.state !== 'pending')
      throw new DomainError(
        'conflict',
        'This report was already decided',
        undefined,
        ERROR_CODES.MONEY_REPORT_DECIDED,
      );
    const state: MoneyReportState = body.decision === 'confirm' ? 'confirmed' : 'dismissed';
    await decideMoneyReport(tx, id, state, actor.id, now);
    // A number already on the list (another family's report) stays as it was blocked.
    if (state === 'confirmed')
      await blockNumber(tx, {
        phone: report.phone,
        reportId: id,
        blockedBy: actor.id,
        blockedAt: now,
      });
    if (state === 'confirmed')
      await record({
        action: 'moneyReportConfirmed',
        target: 'bloodRequest',
        targetId: report.requestId,
        changes: { phone: report.phone },
      });
    else
      await record({
        action: 'moneyReportDismissed',
        target: 'bloodRequest',
        targetId: report.requestId,
        changes: { phone: report.phone },
      });
    return { state };
  });
}

/** POST /api/blocked-numbers/:id/lift (super admin): the number may be used again. */
export function liftBlock(db: Db, actor: Actor, id: string, now: Date) {
  return runCommand(db, actor, async (tx, record) => {
    const phone = await liftBlockedNumber(tx, id, actor.id, now);
    if (!phone) return { lifted: false };
    await record({
      action: 'numberUnblocked',
      target: 'settings',
      targetId: null,
      changes: { phone },
    });
    return { lifted: true };
  });
}
