import type { z } from 'zod';
import { addFieldError, LocalDiscordError, type FieldError, type FormErrors } from './faults';

/**
 * A Discord form error a schema's refinement raises: `ctx.addIssue({ code: 'custom',
 * params: discordIssue(code, message) })` keeps Discord's own code in the tree.
 */
export function discordIssue(code: string, message: string) {
  return { discord: { code, message } };
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** A choice as Discord lists them: `('roles', 'users')`, `(0, 2, 4)`. */
const choice = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/**
 * One zod issue as Discord's form error. The codes and messages are the ones Discord answers
 * (developers/reference.mdx "Error Messages", and answers seen from the API), e.g.
 * `BASE_TYPE_MAX_LENGTH: Must be 2000 or fewer in length.`.
 */
function fieldErrorOf(issue: z.core.$ZodIssue): FieldError {
  switch (issue.code) {
    case 'custom': {
      const discord = (issue.params as { discord?: FieldError } | undefined)?.discord;
      return discord ?? { code: 'BASE_TYPE_INVALID', message: issue.message };
    }
    case 'invalid_type':
      if (issue.input === undefined || (issue.input === null && issue.expected !== 'null')) {
        return { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
      }
      if (issue.expected === 'object') {
        return {
          code: 'MODEL_TYPE_CONVERT',
          message: 'Only dictionaries may be used in a ModelType',
        };
      }
      if (issue.expected === 'array') {
        return { code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' };
      }
      if (issue.expected === 'boolean') {
        return { code: 'BASE_TYPE_BOOLEAN', message: 'Must be either true or false.' };
      }
      if (issue.expected === 'number' || issue.expected === 'int') {
        return { code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(issue.input)}" is not int.` };
      }
      return { code: 'BASE_TYPE_STRING', message: 'Could not interpret value as string.' };
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? { code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${issue.maximum} or fewer in length.` }
        : {
            code: 'NUMBER_TYPE_MAX',
            message: `int value should be less than or equal to ${issue.maximum}.`,
          };
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? { code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${issue.minimum} or more in length.` }
        : {
            code: 'NUMBER_TYPE_MIN',
            message: `int value should be greater than or equal to ${issue.minimum}.`,
          };
    case 'invalid_value':
      return {
        code: 'BASE_TYPE_CHOICES',
        message: `Value must be one of (${issue.values.map(choice).join(', ')}).`,
      };
    case 'invalid_format':
      // The one format the local Discord's schemas check is the snowflake (and bit set) digits.
      return {
        code: 'NUMBER_TYPE_COERCE',
        message: `Value "${shown(issue.input)}" is not snowflake.`,
      };
    default:
      return { code: 'BASE_TYPE_INVALID', message: issue.message };
  }
}

/** Every zod issue in Discord's 50035 answer: the errors tree, field by field. */
export function invalidFormBody(issues: readonly z.core.$ZodIssue[]): LocalDiscordError {
  const errors: FormErrors = {};
  for (const issue of issues) addFieldError(errors, issue.path, fieldErrorOf(issue));
  return new LocalDiscordError(400, 50035, 'Invalid Form Body', errors);
}
