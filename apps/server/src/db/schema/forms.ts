import {
  formTypes,
  questionTypes,
  triageFailActions,
  type QuestionOption,
} from '@panel/contract/api/forms';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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
    /** Choice questions' options; `correct` ones grade the answer. */
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    weight: smallint('weight').notNull().default(1),
    eliminatory: boolean('eliminatory').notNull().default(false),
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
  /**
   * Triage and votes (docs/decisions/2026-12-05-application-triage.md): the pass mark (null:
   * none), what a failure does, its reason, automatic approval, and how many staff decide.
   */
  passMark: smallint('pass_mark'),
  onFail: text('on_fail', { enum: triageFailActions }).notNull().default('reject'),
  failReason: text('fail_reason'),
  autoApprove: boolean('auto_approve').notNull().default(false),
  approvalsRequired: smallint('approvals_required').notNull().default(1),
  rejectionsRequired: smallint('rejections_required').notNull().default(1),
  triageUpdatedAt: timestamp('triage_updated_at', { withTimezone: true }),
  /**
   * The appeal form's limits (docs/decisions/2026-12-05-appeals.md): days after a rejected
   * appeal before the next one about the same subject, and appeals per subject.
   */
  appealCooldownDays: smallint('appeal_cooldown_days').notNull().default(30),
  appealLimit: smallint('appeal_limit').notNull().default(3),
  appealLimitsUpdatedAt: timestamp('appeal_limits_updated_at', { withTimezone: true }),
});
