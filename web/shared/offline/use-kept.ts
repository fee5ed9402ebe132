import { useEffect, useState } from 'react';
import { OUTBOX_SETTLED, type OutboxKind } from './outbox.tsx';

/**
 * Whether the form's last submission is waiting in the outbox, for its "saved, will be sent"
 * message: set by the form when it keeps one, cleared when the outbox settles an item of its kind
 * (the toast then says what happened).
 */
export function useKeptForLater(kind: OutboxKind) {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const onSettled = (event: Event) => {
      if ((event as CustomEvent<OutboxKind>).detail === kind) setKept(false);
    };
    window.addEventListener(OUTBOX_SETTLED, onSettled);
    return () => window.removeEventListener(OUTBOX_SETTLED, onSettled);
  }, [kind]);
  return [kept, setKept] as const;
}
