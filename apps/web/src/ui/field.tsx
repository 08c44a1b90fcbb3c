import { cloneElement, type ReactElement, useId } from 'react';

interface FieldProps {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | null | undefined;
  /** One input, select or textarea; it gets the id, the description and the error attributes. */
  readonly children: ReactElement<Record<string, unknown>>;
}

/**
 * A labelled form control (style H.39): the hint and the error are tied to the control with
 * `aria-describedby` and `aria-errormessage`, and the control is `aria-invalid` while in error.
 */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control = cloneElement(children, {
    id,
    'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null),
    'aria-invalid': error ? true : undefined,
    'aria-errormessage': error ? errorId : undefined,
  });
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The hint and the error both describe the control: screen readers read the error with it, and
 * `aria-errormessage` needs its target to be read that way (axe `aria-valid-attr-value`).
 */
function describedBy(...ids: readonly (string | null)[]): string | undefined {
  const present = ids.filter((id): id is string => id !== null);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** A message about the whole form (an error without a field, or a success note). */
export function FormMessage({ error, success }: { readonly error?: string | null; readonly success?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="field-error" tabIndex={-1} data-form-error>
        {error}
      </p>
    );
  }
  return success ? <p role="status">{success}</p> : null;
}

/**
 * A checkbox beside its label (`label.choice`), with a hint and an error tied to it as `Field`
 * ties them to other controls.
 */
export function CheckboxField({
  label,
  hint,
  error,
  name,
  checked,
  onChange,
}: {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | null | undefined;
  readonly name: string;
  readonly checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy(hint ? hintId : null, error ? errorId : null)}
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? errorId : undefined}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
