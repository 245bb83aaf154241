import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Accounts: the admin, reviewers and registered organisations (DECISIONS D4). */
export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    userType: integer('user_type'),
    status: text('status').notNull(),
    orgName: text('org_name').notNull().default(''),
    orgType: text('org_type').notNull().default(''),
    property: text('property'),
    scale: text('scale'),
    principalName: text('principal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    orgCode: text('org_code').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    avatar: text('avatar').notNull().default(''),
    reviewReason: text('review_reason'),
    reviewerId: integer('reviewer_id'),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_status_idx').on(t.status, t.createdAt),
  ],
);

/** Certificate attachments linked to a registration. */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('attachments_user_idx').on(t.userId)],
);

/** Sessions (D5): only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Failed password logins, for the 5-in-15-minutes lockout (D5). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.accountKey, t.createdAt)],
);

/** SMS and e-mail codes (D5): stored hashed, 5 minutes, 5 tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('verification_codes_target_idx').on(t.channel, t.target, t.createdAt)],
);

/** Uploaded pictures (D5): generated names under DATA_DIR/uploads. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull().default(''),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('uploads_file_name_key').on(t.fileName)],
);

/** Leads: home applications, contact/consultation/proposal forms and portal service requests (D6, D7). */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    kind: text('kind').notNull(),
    source: text('source').notNull().default(''),
    application: text('application').notNull().default(''),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    content: text('content').notNull().default(''),
    email: text('email').notNull().default(''),
    ip: text('ip').notNull().default(''),
    status: text('status').notNull().default('new'),
    note: text('note').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    serviceKind: text('service_kind'),
    contactTime: text('contact_time').notNull().default(''),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status, t.createdAt),
    index('leads_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Mail outbox (D6): every mail is a row first; the worker marks it sent exactly once. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    recipients: text('recipients').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull().default(''),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error').notNull().default(''),
    messageId: text('message_id').notNull().default(''),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** The five dictionaries (SPEC §3): 1 industry, 2 unit type, 3 school level, 4 nature, 5 scale. */
export const dictionaries = pgTable(
  'dictionaries',
  {
    id: id(),
    type: integer('type').notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('dictionaries_type_code_key').on(t.type, t.code)],
);

/** Talent-portal articles, one category per nav entry (D7). */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    category: integer('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull(),
    source: text('source').notNull().default(''),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [uniqueIndex('articles_slug_key').on(t.slug), index('articles_category_idx').on(t.category, t.publishedAt)],
);

/** Append-only ledger of platform events; block heights are assigned by the sealer in id order. */
export const ledgerEvents = pgTable(
  'ledger_events',
  {
    id: id(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull().default(''),
    createdAt: at('created_at').notNull(),
    blockHeight: integer('block_height'),
  },
  (t) => [index('ledger_events_created_idx').on(t.createdAt), index('ledger_events_block_idx').on(t.blockHeight)],
);

/** The single row the ledger sealer locks: current height, its start time and its size. */
export const ledgerHead = pgTable('ledger_head', {
  id: integer('id').primaryKey(),
  height: integer('height').notNull(),
  blockStartedAt: at('block_started_at'),
  blockSize: integer('block_size').notNull(),
});

/**
 * Talent filings of an organisation (issue 9): one row per person and kind (common, high, graduates).
 * Explicit columns for every kind's fields (the other kinds' columns stay empty): simple to list, filter and check;
 * attachments as jsonb arrays of { filePath, name }. Status: draft → pending → approved | rejected (→ edited again).
 */
export const talentFilings = pgTable(
  'talent_filings',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('draft'),
    name: text('name').notNull(),
    gender: text('gender').notNull().default(''),
    idCard: text('id_card').notNull().default(''),
    birthDate: text('birth_date').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    education: text('education').notNull().default(''),
    major: text('major').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    position: text('position').notNull().default(''),
    entryDate: text('entry_date').notNull().default(''),
    talentCategory: text('talent_category').notNull().default(''),
    achievements: text('achievements').notNull().default(''),
    school: text('school').notNull().default(''),
    graduationYear: text('graduation_year').notNull().default(''),
    degree: text('degree').notNull().default(''),
    diplomaNumber: text('diploma_number').notNull().default(''),
    resumeFiles: jsonb('resume_files').$type<StoredFile[]>().notNull().default([]),
    certificateFiles: jsonb('certificate_files').$type<StoredFile[]>().notNull().default([]),
    supportingFiles: jsonb('supporting_files').$type<StoredFile[]>().notNull().default([]),
    reviewReason: text('review_reason'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('talent_filings_user_idx').on(t.userId, t.kind, t.updatedAt),
    index('talent_filings_status_idx').on(t.status, t.kind, t.submittedAt),
  ],
);

/** An attachment kept with a filing or an application: the upload's public path and its original name. */
export interface StoredFile {
  filePath: string;
  name: string;
}

/** Reward applications for an approved talent (issue 9); amounts in fen so that no float touches money. */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => talentFilings.id, { onDelete: 'cascade' }),
    rewardType: text('reward_type').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    applyReason: text('apply_reason').notNull(),
    attachments: jsonb('attachments').$type<StoredFile[]>().notNull().default([]),
    status: text('status').notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('reward_applications_user_idx').on(t.userId, t.createdAt),
    index('reward_applications_status_idx').on(t.status, t.createdAt),
    index('reward_applications_talent_idx').on(t.talentId),
  ],
);
