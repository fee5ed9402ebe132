import type { FamilyAnswer } from '../../common/constants.ts';
import { ERROR_CODES } from '../../common/error-codes.ts';
import { hashToken, wellFormedToken } from '../alerts/link-tokens.ts';
import type { Db } from '../db/client.ts';
import { lockRequestOfStatusToken, setFamilyAnswer } from '../data/blood-requests.ts';
import { runCommand, SYSTEM_ACTOR } from './command.ts';
import { DomainError, requestClosed } from './errors.ts';

/**
 * The family's answer to "was the blood given?" (docs/decisions/063), from the status page the
 * person who asked holds (/r/{token}; the token is who they are, recorded as `via: statusLink`).
 * Asked once the day the blood was needed has come and while the request is open; a new answer
 * replaces the old. It is kept on the request for the volunteers and changes no donor's history:
 * only a volunteer records a donation.
 */
export function answerForFamily(db: Db, token: string, answer: FamilyAnswer, now: Date) {
  return runCommand(db, SYSTEM_ACTOR, async (tx, record) => {
    if (!wellFormedToken(token)) throw new DomainError('notFound', 'Not found');
    const request = await lockRequestOfStatusToken(tx, hashToken(token));
    if (!request) throw new DomainError('notFound', 'Not found');
    if (request.status !== 'incomplete') throw requestClosed(request.status);
    if (request.neededAt > now)
      throw new DomainError(
        'conflict',
        'The family answers once the day the blood was needed has come',
        'answer',
        ERROR_CODES.FAMILY_ANSWER_TOO_EARLY,
      );
    if (answer === request.familyAnswer && request.familyAnsweredAt)
      return { familyAnswer: answer, answeredAt: request.familyAnsweredAt.toISOString() };
    await setFamilyAnswer(tx, request.id, answer, now);
    await record({
      action: 'familyAnswered',
      target: 'bloodRequest',
      targetId: request.id,
      changes: { via: 'statusLink', familyAnswer: { from: request.familyAnswer, to: answer } },
    });
    return { familyAnswer: answer, answeredAt: now.toISOString() };
  });
}
