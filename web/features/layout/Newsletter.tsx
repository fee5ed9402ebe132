import { useEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from '../../foundation/when-idle.ts';
import type { Handover } from './NewsletterForm.tsx';
import { NEWSLETTER_INPUT_ID, NewsletterView } from './NewsletterView.tsx';

type Form = ComponentType<{ handover: Handover }>;

/** Which of the form's controls had the focus. */
function focusIn(form: HTMLFormElement | null): Handover['focused'] {
  const active = document.activeElement;
  if (!form || !active || !form.contains(active)) return null;
  return active instanceof HTMLInputElement ? 'email' : 'subscribe';
}

/**
 * The footer's email form. Its checks (react-hook-form, NewsletterForm.tsx) are not in the code
 * every public page loads first: this draws the same form at once and loads them when the footer
 * comes near the screen (watched only once the first screen is up, so that they never compete
 * with it) or the form is touched. Whatever was typed, the focus, and a Subscribe pressed before
 * they arrived are handed to the checked form when it replaces this one.
 */
export function Newsletter() {
  const [loaded, setLoaded] = useState<{ Form: Form; handover: Handover } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const loading = useRef(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    observer.current?.disconnect();
    void import('./NewsletterForm.tsx').then(
      ({ NewsletterForm }) => {
        // Read at the moment of the swap, so every keystroke so far is carried over.
        const form = formRef.current;
        const input = form?.elements.namedItem(NEWSLETTER_INPUT_ID);
        const handover: Handover = {
          email: input instanceof HTMLInputElement ? input.value : '',
          focused: focusIn(form),
          submitted: submitted.current,
        };
        setLoaded({ Form: NewsletterForm, handover });
      },
      // Offline with the chunk not cached: the drawn form stays, and the next touch tries again
      // (a Subscribe pressed now is not kept for then).
      () => {
        loading.current = false;
        submitted.current = false;
      },
    );
  };

  useEffect(() => {
    let gone = false;
    whenIdle(() => {
      const form = formRef.current;
      if (gone || loading.current || !form || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) load();
        },
        { rootMargin: '300px' },
      );
      observer.current.observe(form);
    });
    return () => {
      gone = true;
      observer.current?.disconnect();
    };
    // load reads only refs; it is the same whenever the effect runs.
  }, []);

  if (loaded) return <loaded.Form handover={loaded.handover} />;
  return (
    <NewsletterView
      form={{
        ref: formRef,
        onFocus: load,
        onPointerDown: load,
        onSubmit: (event) => {
          event.preventDefault();
          submitted.current = true;
          load();
        },
      }}
      input={{}}
    />
  );
}
