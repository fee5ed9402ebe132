import { forwardRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { listsText } from '../i18n/lists.ts';

interface FileChooserProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'className'
> {
  /** The input's id: the field's own <label htmlFor> names it, the button adds "choose a file". */
  id: string;
}

/**
 * A file input in the page's language. The browser draws its own button in its own language
 * ("Choose file", "No file chosen"); this keeps the input (focusable, screen readers and tests
 * reach it) but hides it visually, and a label styled as a button opens it. The chosen file's
 * name (or "none chosen") is shown beside it.
 */
export const FileChooser = forwardRef<HTMLInputElement, FileChooserProps>(function FileChooser(
  { id, onChange, ...input },
  ref,
) {
  const [name, setName] = useState<string | null>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setName(event.currentTarget.files?.[0]?.name ?? null);
    onChange?.(event);
  };
  return (
    <div className="file-chooser">
      <input
        {...input}
        ref={ref}
        id={id}
        type="file"
        className="visually-hidden"
        onChange={change}
      />
      <label htmlFor={id} className="btn btn-outline file-chooser-button">
        {listsText.chooseFile}
      </label>
      <span className="file-chooser-name" aria-hidden="true">
        {name ?? listsText.noFileChosen}
      </span>
    </div>
  );
});
