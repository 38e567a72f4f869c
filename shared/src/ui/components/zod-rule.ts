// antd Form rules from the shared zod request schemas, so a form shows exactly the messages the API uses.
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { tr } from '../../strings';

/** One antd rule that runs `schema` on the field's value and shows its first message. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = await schema.safeParseAsync(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? tr.common.invalidValue);
    },
  };
}

/**
 * Rules for each field of an object schema whose fields are checked independently (no cross-field
 * refinements): `const rules = zodFieldRules(RestaurantRequest); <Form.Item rules={rules('name')}>`.
 */
export function zodFieldRules<S extends z.ZodObject>(schema: S) {
  return (field: keyof S['shape'] & string): FormRule[] => [zodRule(schema.shape[field] as z.ZodType)];
}
