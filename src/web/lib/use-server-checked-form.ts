import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { serverFieldErrors } from './form-server-errors.js';
import { notify } from './notify.js';

interface ServerCheckedFormOptions<F extends string, V extends Record<F, string>, P> {
  initial: V;
  /** The fields in the form's order: the first one the server refuses takes the focus. */
  order: readonly F[];
  save: UseMutationResult<P, Error, V>;
  /** What the server stored (numbers as their digits, say): the form shows it after a save. */
  stored: (page: P) => V;
  texts: {
    /** The toast once saved. */
    saved: string;
    /** Above the button when the server refused fields. */
    checkFields: string;
    /** Above the button when the save failed with no words of the server's. */
    failed: string;
  };
}

/**
 * A form of text fields in state whose save the server checks field by field: its messages show at the
 * fields (`errors`, read with `fieldId(name)`), the first refused field takes the focus, a line above the
 * button says what happened (`formError`); what was typed stays on any failure.
 */
export function useServerCheckedForm<F extends string, V extends Record<F, string>, P>({
  initial,
  order,
  save,
  stored,
  texts,
}: ServerCheckedFormOptions<F, V, P>) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (name: F) => `${id}-${name}`;
  const change = (name: F, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    save.mutate(values, {
      onSuccess: (page) => {
        setErrors({});
        setValues(stored(page));
        notify({ type: 'success', title: texts.saved });
      },
      onError: (failure) => {
        const refused = serverFieldErrors(failure, order);
        if (!refused.fields) return setFormError(refused.message ?? texts.failed);
        setErrors(refused.fields);
        setFormError(texts.checkFields);
        // the first field the server refused takes the focus, its message read with it
        if (refused.first) form.querySelector<HTMLElement>(`#${CSS.escape(fieldId(refused.first))}`)?.focus();
      },
    });
  };

  return { values, change, errors, formError, fieldId, submit, saving: save.isPending };
}
