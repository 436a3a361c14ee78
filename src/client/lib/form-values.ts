import { z } from "zod";

/*
 * Text boxes and selects give strings; the contract's schemas (src/contracts, which the server validates
 * with) take numbers, instants and absent fields. These read a form's strings into the contract field's
 * input and let that field's schema check it, so a form shows the server's own messages.
 */

/** A field left blank is a field not given. */
export const blankAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: string | undefined) => (value ? value : undefined), schema);

/** A number box's text as a number (blank: not given); text that is no number fails the schema's number check. */
export const numberFromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: string | undefined) => (value?.trim() ? Number(value) : undefined), schema);

/** A `datetime-local` value (the reader's local time) as an ISO instant; blank: not given. */
export const instantFromLocalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: string | undefined) => (value ? localToIso(value) : undefined), schema);

/** A `datetime-local` value (the reader's local time) as an ISO instant; "" stays "". */
export const localToIso = (value: string) => (value ? new Date(value).toISOString() : "");
