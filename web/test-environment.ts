/**
 * The web tests' DOM (happy-dom) where it differs from the browsers the app runs in; loaded before
 * every web test file (vitest.config.ts).
 *
 * `select.size` is missing (browsers answer 0 for a drop-down). react-hook-form reads it to tell
 * whether a select was changed before the form took hold of it: with `undefined` every select
 * looks changed, and a form would start with its selects empty instead of their default values.
 */
if (typeof HTMLSelectElement !== 'undefined' && !('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Math.max(0, Number.parseInt(this.getAttribute('size') ?? '', 10) || 0);
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute('size', String(value));
    },
  });
}
