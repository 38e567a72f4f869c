// One way to submit a form: the form's own rules, then the shared zod request schema (the API validates
// with the same one, so the messages are the API's), then the call; a 400/409 that names fields puts the
// server's words on those fields. Forms with a banner get the first problem or the server's sentence there.
import { describeError, formErrorMessage, serverFieldErrors } from '@menu/shared';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';

export interface FormSubmitOptions<S extends z.ZodType, F> {
  schema: S;
  /** The form's field names: messages go only onto these, and with a banner each attempt clears the others
   * (default: the names of the values the form holds). */
  fields?: readonly string[];
  /** Run the form's own rules first (antd `validateFields`); default true. Off: read every value as held. */
  validate?: boolean;
  /** What the schema reads, from what the form holds (default: the values as they are). */
  toInput?: (values: F) => unknown;
  /** Adjusts the field messages before they show (e.g. one 'both times' message onto the empty time). */
  adjust?: (byField: Map<string, string>, values: F) => void;
  /** Checks the schema cannot make (a duplicate among loaded records): the field and its message, or null. */
  check?: (data: z.output<S>, values: F) => { field: string; message: string } | null;
  submit: (data: z.output<S>, values: F) => Promise<unknown>;
  /** Forms with a banner: the first problem, the server's sentence after a failed call, null when clear. */
  onBanner?: (message: string | null) => void;
  /** The field a 409 that names none is about (a taken table number): its sentence goes there. */
  conflictField?: string;
  /** Scroll to the first field at fault (long forms). */
  scroll?: boolean;
}

/** The first message of each field. */
export function issuesByField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Map<string, string> {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !byField.has(field)) byField.set(field, issue.message);
  }
  return byField;
}

/** The server names fields as the wire does ('Name' or 'name'); the forms use camelCase. */
const formName = (field: string) => field.charAt(0).toLowerCase() + field.slice(1);

/** Submits `form` as described; resolves true when the call succeeded. */
export function useFormSubmit<S extends z.ZodType, F extends object>(
  form: FormInstance<F>,
  options: FormSubmitOptions<S, F>,
) {
  const [submitting, setSubmitting] = useState(false);

  function show(values: F, banner: string | null, byField: Map<string, string | string[]>) {
    const fields = options.fields ?? Object.keys(values);
    options.onBanner?.(banner);
    const names = options.onBanner ? fields : fields.filter((name) => byField.has(name));
    form.setFields(
      names.map((name) => ({ name: name as never, errors: ([] as string[]).concat(byField.get(name) ?? []) })),
    );
    const first = fields.find((name) => byField.has(name));
    if (options.scroll && first) form.scrollToField(first as never, { block: 'center' });
  }

  async function submit(): Promise<boolean> {
    let values: F;
    if (options.validate === false) values = form.getFieldsValue(true) as F;
    else {
      try {
        values = await form.validateFields();
      } catch (error) {
        const first = (error as { errorFields?: Array<{ name: (string | number)[] }> }).errorFields?.[0];
        if (first && options.scroll) form.scrollToField(first.name as never, { block: 'center' });
        return false;
      }
    }
    const parsed = options.schema.safeParse(options.toInput ? options.toInput(values) : values);
    if (!parsed.success) {
      const issues = (parsed.error as z.ZodError).issues;
      const byField = issuesByField(issues);
      options.adjust?.(byField, values);
      show(values, issues[0]?.message ?? null, byField);
      return false;
    }
    const refused = options.check?.(parsed.data, values);
    if (refused) {
      show(values, refused.message, new Map([[refused.field, refused.message]]));
      return false;
    }
    if (options.onBanner) show(values, null, new Map());
    setSubmitting(true);
    try {
      await options.submit(parsed.data, values);
      return true;
    } catch (error) {
      const byField = new Map(
        Object.entries(serverFieldErrors(error)).map(([field, messages]) => [formName(field), messages] as const),
      );
      const e = describeError(error);
      if (options.conflictField && e.kind === 'conflict' && e.text && byField.size === 0)
        byField.set(options.conflictField, [e.text]);
      show(values, formErrorMessage(error), byField);
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting };
}
