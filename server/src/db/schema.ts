import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /** The last successful sign-in. */
    lastLoginAt: at('last_login_at'),
    /** Two-factor sign-in (TOTP, RFC 6238; docs/security.md): the base32 secret once enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, not yet confirmed with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    /** The last 30-second step a code was accepted for: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
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
    /** D13: the last request it authenticated, written with the sliding expiry (at most once a minute). */
    lastSeenAt: at('last_seen_at'),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Password attempts, for the lockout (D5, D10): a row is written before the password is verified ('pending'), then
 * marked 'failed' or 'ok'; a success adds a 'reset' row, after which that IP starts a fresh count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull().default(''),
    state: text('state').notNull().default('failed'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('login_failures_key_idx').on(t.accountKey, t.createdAt),
    index('login_failures_key_ip_idx').on(t.accountKey, t.ip, t.id),
  ],
);

/** Ten single-use recovery codes per two-factor enrolment, stored as SHA-256 (docs/security.md). */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId)],
);

/** Sign-in rules the admin sets (one row, id 1): whether every staff account must use two-factor sign-in. */
export const authPolicy = pgTable('auth_policy', {
  id: integer('id').primaryKey(),
  staffTotpRequired: boolean('staff_totp_required').notNull().default(false),
  updatedAt: at('updated_at'),
  updatedBy: integer('updated_by'),
});

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

/**
 * Uploaded files (D5, D10): generated names under DATA_DIR/uploads. Private to their owner: the account that
 * uploaded it, or for an anonymous registration picture the SHA-256 of the claim ticket returned with it. Attached
 * (attached_at) once a registration, filing or application holds it; never attached, it is deleted after 24 h.
 * Public (served to anyone) only while it is the cover or an attachment of a published article.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull().default(''),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    ip: text('ip').notNull().default(''),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerTicket: text('owner_ticket'),
    attachedAt: at('attached_at'),
    public: boolean('public').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('uploads_file_name_key').on(t.fileName),
    index('uploads_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
    index('uploads_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Shared rate-limit counters (D11): one row per limited route and client address (or quota and address), counted by
 * an atomic upsert, so that a limit holds across every instance on one database. A window starts with its first
 * hit and ends at `expires_at`; the next hit after that starts a new window in the same row. Expired rows are
 * deleted by the hourly housekeeping.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

/** Secrets the instances share (the key that signs file links), created once by the first instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull(),
});

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

/**
 * Talent-portal articles, one category per nav entry (D7). Written by the managing unit as drafts and
 * published; only published, undeleted ones reach the public calls. `content` is sanitised HTML.
 */
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
    /** Null while a draft. */
    publishedAt: at('published_at'),
    status: text('status').notNull().default('draft'),
    coverPath: text('cover_path').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredFile[]>().notNull().default([]),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Deleted articles are kept (hidden everywhere) so that the audit log's targets still exist. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('articles_slug_key').on(t.slug),
    index('articles_category_idx').on(t.category, t.publishedAt),
    index('articles_status_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * Append-only ledger of platform events (D9); block heights are assigned by the sealer in id order. `payload` is the
 * canonical JSON of what the event records (with a random salt, so its hash reveals nothing), written with the
 * event; `payload_hash` its SHA-256; `tx_hash` is set when the event is sealed into a block. Never served: public
 * answers carry hashes, kinds and times only.
 */
export const ledgerEvents = pgTable(
  'ledger_events',
  {
    id: id(),
    kind: text('kind').notNull(),
    ref: text('ref').notNull().default(''),
    /**
     * 16 random bytes (base64url) hashed into `tx_hash` in place of `ref`, so that a public transaction hash does not
     * reveal which row it records. Null for events sealed before references existed: their `tx_hash` covers `ref`.
     */
    opaqueRef: text('opaque_ref'),
    createdAt: at('created_at').notNull(),
    blockHeight: integer('block_height'),
    payload: text('payload'),
    payloadHash: text('payload_hash'),
    txHash: text('tx_hash'),
  },
  (t) => [
    index('ledger_events_created_idx').on(t.createdAt),
    index('ledger_events_block_idx').on(t.blockHeight),
    index('ledger_events_ref_idx').on(t.ref),
    index('ledger_events_tx_hash_idx').on(t.txHash),
    // What the sealer reads, oldest first: a backlog of any size is read a chunk at a time, never sorted whole.
    index('ledger_events_pending_idx')
      .on(t.id)
      .where(sql`${t.blockHeight} is null`),
  ],
);

/** The single row the ledger sealer locks: current height, its start time and its size. */
export const ledgerHead = pgTable('ledger_head', {
  id: integer('id').primaryKey(),
  height: integer('height').notNull(),
  blockStartedAt: at('block_started_at'),
  blockSize: integer('block_size').notNull(),
});

/**
 * Talent filings of an organisation: one row per person and kind (common, high, graduates).
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
    // The lists show the latest change first: every filing (admin, review) and one status (review queues).
    index('talent_filings_updated_idx').on(t.updatedAt),
    index('talent_filings_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

/** An attachment kept with a filing or an application: the upload's public path and its original name. */
export interface StoredFile {
  filePath: string;
  name: string;
}

/** Reward applications for an approved talent; amounts in fen so that no float touches money. */
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
    // Every application, newest first (review list without a status).
    index('reward_applications_created_idx').on(t.createdAt),
  ],
);

/**
 * The uploads an article uses (cover, attachments, pictures in its HTML). D10: an upload is public exactly
 * while some published, undeleted article uses it (uploads.public is recomputed from these rows on every change).
 */
export const articleFiles = pgTable(
  'article_files',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.uploadId] }), index('article_files_upload_idx').on(t.uploadId)],
);

/**
 * Set-password links (account creation by the admin, reset by the admin). Only the SHA-256 of the token
 * is stored; a link is used once (used_at set by one conditional UPDATE) and expires after 24 hours.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'activate' (a new account) or 'reset' (a new link for an existing one). */
    purpose: text('purpose').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdBy: integer('created_by'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('account_tokens_hash_key').on(t.tokenHash), index('account_tokens_user_idx').on(t.userId)],
);

/**
 * Audit log (D8): who did what, from where, when. Append-only: the code has no update or delete path and
 * a trigger refuses UPDATE, DELETE and TRUNCATE (migration ops_console_custom). No foreign keys on purpose: a row
 * keeps the actor's id and name as they were.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull(),
    /** Null for an anonymous actor (a failed sign-in). */
    actorId: integer('actor_id'),
    /** The account name; for a failed sign-in, the name that was tried. */
    actorName: text('actor_name').notNull().default(''),
    actorRole: text('actor_role').notNull().default(''),
    ip: text('ip').notNull().default(''),
    action: text('action').notNull(),
    /** 'user:12', 'article:5', 'lead:7' … */
    target: text('target').notNull().default(''),
    targetName: text('target_name').notNull().default(''),
    summary: text('summary').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/**
 * Sealed blocks of the ledger (D9): hash = SHA-256(height ‖ prevHash ‖ merkleRoot ‖ sealedAt), see
 * src/utils/ledger-hash.ts. `started_at` (the first event's time) serves the block rule only and is not hashed.
 */
export const ledgerBlocks = pgTable(
  'ledger_blocks',
  {
    height: integer('height').primaryKey(),
    prevHash: text('prev_hash').notNull(),
    merkleRoot: text('merkle_root').notNull(),
    txCount: integer('tx_count').notNull(),
    startedAt: at('started_at').notNull(),
    sealedAt: at('sealed_at').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('ledger_blocks_hash_key').on(t.hash)],
);

/**
 * The RFC 6962 tree over every sealed transaction (D12, server/src/modules/chain/tree.ts): the hash (hex) of each
 * complete subtree, node (level, idx) covering leaves [idx·2^level, (idx+1)·2^level); level 0 holds the leaf hashes
 * in sealing order. Written with the leaves, never changed.
 */
export const ledgerTree = pgTable(
  'ledger_tree',
  {
    level: smallint('level').notNull(),
    idx: integer('idx').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.idx] }),
    // An inclusion proof starts from a transaction hash: its leaf is found by the leaf hash.
    index('ledger_tree_leaf_idx')
      .on(t.hash)
      .where(sql`${t.level} = 0`),
  ],
);

/** The log's signed checkpoints (D12, C2SP tlog-checkpoint signed notes), one per tree size, never changed. */
export const ledgerCheckpoints = pgTable('ledger_checkpoints', {
  size: integer('size').primaryKey(),
  /** The root hash, hex. */
  root: text('root').notNull(),
  /** The signed note as the log signed it (cosignatures are served from ledger_cosignatures). */
  note: text('note').notNull(),
  signedAt: at('signed_at').notNull(),
});

/** Witnesses' cosignature lines (C2SP tlog-cosignature/v1) of checkpoints, from keys in LEDGER_WITNESSES. */
export const ledgerCosignatures = pgTable(
  'ledger_cosignatures',
  {
    id: id(),
    size: integer('size').notNull(),
    keyName: text('key_name').notNull(),
    line: text('line').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('ledger_cosignatures_size_idx').on(t.size, t.id)],
);

/** The traceability product's sample batch: demo content, each step a ledger transaction. */
export const traceBatches = pgTable('trace_batches', {
  code: text('code').primaryKey(),
  product: text('product').notNull(),
  brand: text('brand').notNull(),
  producer: text('producer').notNull(),
  origin: text('origin').notNull(),
  spec: text('spec').notNull(),
  quantity: text('quantity').notNull(),
  createdAt: at('created_at').notNull(),
});

export const traceSteps = pgTable(
  'trace_steps',
  {
    id: id(),
    batchCode: text('batch_code')
      .notNull()
      .references(() => traceBatches.code),
    seq: integer('seq').notNull(),
    stage: text('stage').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    place: text('place').notNull(),
    actor: text('actor').notNull(),
    occurredAt: at('occurred_at').notNull(),
  },
  (t) => [uniqueIndex('trace_steps_batch_seq_key').on(t.batchCode, t.seq)],
);

/**
 * D13: the site facts the admin edits in the console (hotline, addresses, filing numbers …), one row holding the
 * whole object as saved. No row: the SPA shows the defaults it was built with.
 */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull(),
  updatedBy: integer('updated_by'),
});

/**
 * What an organisation is told about decisions on what it submitted (D15): written in the decision's transaction,
 * read only by the account it belongs to. `link` is an in-app path (the filing, the request, the account page).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
