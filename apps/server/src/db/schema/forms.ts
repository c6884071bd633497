import { formTypes, questionTypes } from '@panel/contract/api/forms';
import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Questions staff manage for each form; the wizard shows them in `position` order. */
export const formQuestions = pgTable(
  'form_questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    formType: text('form_type', { enum: formTypes }).notNull(),
    text: text('text').notNull(),
    description: text('description'),
    required: boolean('required').notNull().default(false),
    type: text('type', { enum: questionTypes }).notNull().default('text'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_questions_form_position_idx').on(table.formType, table.position)],
);

/**
 * Whether each form takes sign-ups. Open means `is_open` and `closes_at` null or in the
 * future; the worker switches `is_open` off once `closes_at` passes.
 */
export const formSettings = pgTable('form_settings', {
  formType: text('form_type', { enum: formTypes }).primaryKey(),
  isOpen: boolean('is_open').notNull().default(true),
  closesAt: timestamp('closes_at', { withTimezone: true }),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
