import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Handover } from './NewsletterForm.tsx';
import { NEWSLETTER_INPUT_ID, NewsletterView } from './NewsletterView.tsx';

type Form = ComponentType<{ handover: Handover }>;

/**
 * The footer's email form. Its checks (react-hook-form, NewsletterForm.tsx) are not in the code
 * every public page loads first: this draws the same form at once and loads them when the footer
 * comes near the screen or the form is touched. Whatever was typed, the focus, and a Subscribe
 * pressed before they arrived are handed to the checked form when it replaces this one.
 */
export function Newsletter() {
  const [loaded, setLoaded] = useState<{ Form: Form; handover: Handover } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./NewsletterForm.tsx').then(
      ({ NewsletterForm }) => {
        // Read at the moment of the swap, so every keystroke so far is carried over.
        const input = formRef.current?.elements.namedItem(NEWSLETTER_INPUT_ID);
        const handover: Handover = {
          email: input instanceof HTMLInputElement ? input.value : '',
          focused: input !== null && input === document.activeElement,
          submitted: submitted.current,
        };
        setLoaded({ Form: NewsletterForm, handover });
      },
      // Offline with the chunk not cached: the drawn form stays, and the next touch tries again.
      () => {
        loading.current = false;
      },
    );
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(form);
    return () => observer.disconnect();
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
