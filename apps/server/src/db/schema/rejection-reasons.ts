import { formTypes } from '@panel/contract/api/forms';
import { bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Reasons staff pick from when rejecting an entry of a form, in the order they were added. */
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    form: text('form', { enum: formTypes }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('rejection_reasons_form_text_idx').on(table.form, table.text)],
);
