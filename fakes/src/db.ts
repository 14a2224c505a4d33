import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Every row carries its tenant key (`<brand>/<stage>`), so one database holds
 * every tenant and a query that forgets the tenant is easy to spot in review.
 * Balances are not columns anywhere: they are sums over `postings`.
 */
const schema = `
CREATE TABLE IF NOT EXISTS tenants (
  tenant TEXT PRIMARY KEY,
  seeded_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS customers (
  tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  customer_type TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (tenant, customer_id)
);
CREATE TABLE IF NOT EXISTS users (
  tenant TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  username TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  flow TEXT NOT NULL,
  terms_pending INTEGER NOT NULL DEFAULT 0,
  phone TEXT NOT NULL,
  -- the Customer object of customerInfoGet and the access info, as JSON
  customer_json TEXT NOT NULL,
  access_json TEXT NOT NULL,
  -- customers this user may act for (business related accounts, admins)
  acting_json TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (tenant, user_id),
  UNIQUE (tenant, username)
);
CREATE TABLE IF NOT EXISTS devices (
  tenant TEXT NOT NULL,
  device_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  device_json TEXT NOT NULL,
  secret TEXT NOT NULL,
  push_token TEXT NOT NULL,
  PRIMARY KEY (tenant, device_id)
);
CREATE TABLE IF NOT EXISTS accounts (
  tenant TEXT NOT NULL,
  account_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  -- 'customer' accounts are listed to customers; 'equity' accounts fund the seed
  kind TEXT NOT NULL,
  type INTEGER NOT NULL,
  sub_type TEXT,
  status_id INTEGER NOT NULL,
  currency TEXT NOT NULL,
  balance_min_minor INTEGER NOT NULL DEFAULT 0,
  extra_json TEXT NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant, account_id)
);
CREATE TABLE IF NOT EXISTS journal (
  tenant TEXT NOT NULL,
  entry_id INTEGER PRIMARY KEY AUTOINCREMENT,
  op_key TEXT,
  kind TEXT NOT NULL,
  memo TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (tenant, op_key)
);
CREATE TABLE IF NOT EXISTS postings (
  tenant TEXT NOT NULL,
  entry_id INTEGER NOT NULL REFERENCES journal(entry_id),
  account_id INTEGER NOT NULL,
  currency TEXT NOT NULL,
  amount_minor INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS postings_account ON postings (tenant, account_id);
-- spec 2 §7 history: what a customer's history lists, one row per customer account an operation touches (see transactions.ts).
-- A completed row points at its journal entry; a processing one waits for an approval; a rejected one moved nothing.
CREATE TABLE IF NOT EXISTS transactions (
  tenant TEXT NOT NULL,
  transaction_id INTEGER NOT NULL,
  account_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  type_id INTEGER NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  fee_minor INTEGER NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('completed', 'processing', 'rejected')),
  description TEXT NOT NULL,
  counterparty TEXT NOT NULL DEFAULT '',
  entry_id INTEGER,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, transaction_id, account_id)
);
CREATE INDEX IF NOT EXISTS transactions_account ON transactions (tenant, account_id, created_at);
CREATE TABLE IF NOT EXISTS sessions (
  tenant TEXT NOT NULL,
  session_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  refresh_jti TEXT NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant, session_id)
);
CREATE TABLE IF NOT EXISTS login_codes (
  tenant TEXT NOT NULL,
  code TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  flow TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  -- push and verifyDevice: 'pending' | 'accepted' | 'rejected'
  confirmation TEXT,
  push_key TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, code)
);
-- small per-user settings of the security screens (whitelist, blacklist, ...), as JSON by key
CREATE TABLE IF NOT EXISTS user_state (
  tenant TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  json TEXT NOT NULL,
  PRIMARY KEY (tenant, user_id, key)
);
-- spec 1 §3, §4: a customer's profile, documents (metadata only) and verification state, as one JSON document
CREATE TABLE IF NOT EXISTS customer_profiles (
  tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  json TEXT NOT NULL,
  PRIMARY KEY (tenant, customer_id)
);
-- the answers of money-moving calls by Idempotency-Key (fakes/src/idempotency.ts); the request
-- itself is kept only as a hash
CREATE TABLE IF NOT EXISTS idempotency_keys (
  tenant TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  idem_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  -- set for a binary answer, whose body is then base64; otherwise the body is JSON
  content_type TEXT,
  body TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, user_id, idem_key)
);
-- transfers (spec 2 §4): one row per submitted transfer (own, P2P, card load): its plan, approval mode and state.
-- A pending row waits for an approval (no money moved); completed points at the journal entry through transactions.
CREATE TABLE IF NOT EXISTS transfer_ops (
  tenant TEXT NOT NULL,
  transaction_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  plan_json TEXT NOT NULL,
  approve_type TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'completed', 'rejected', 'failed')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, transaction_id)
);
-- business transaction requests (spec 2 §3 "Transaction request", §7 "Business approvals"): a transfer of a user with
-- right 3 held pending (transfer_ops) until an authorised user approves or declines it; approval_id: an approval
-- waiting for the approver's code (handlers/transaction-requests-store.ts)
CREATE TABLE IF NOT EXISTS transaction_requests (
  tenant TEXT NOT NULL,
  transaction_id INTEGER NOT NULL,
  batch_id INTEGER,
  customer_id INTEGER NOT NULL,
  created_by INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'declined', 'failed')),
  approval_id INTEGER,
  decided_by INTEGER,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, transaction_id)
);

-- cards (spec 2 §7): a card's PIN, apart from accounts.extra_json so it never travels with the account list
CREATE TABLE IF NOT EXISTS card_pins (
  tenant TEXT NOT NULL,
  account_id INTEGER NOT NULL,
  pin TEXT NOT NULL,
  PRIMARY KEY (tenant, account_id)
);

-- home: crypto wallets (one per customer and currency)
CREATE TABLE IF NOT EXISTS crypto_wallets (
  tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  currency TEXT NOT NULL,
  address TEXT NOT NULL,
  PRIMARY KEY (tenant, customer_id, currency)
);

-- home (spec 2 §4 announcements): what a customer has read or answered (the announcements and instructions are fixed texts)
CREATE TABLE IF NOT EXISTS announcement_state (
  tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  announcement_id INTEGER NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  choice TEXT,
  PRIMARY KEY (tenant, customer_id, announcement_id)
);
CREATE TABLE IF NOT EXISTS instruction_views (
  tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  instruction_id INTEGER NOT NULL,
  PRIMARY KEY (tenant, customer_id, instruction_id)
);
-- cards (spec 2 §3 external card): external cards; only the BIN and the last 4 digits are kept, never the full number
CREATE TABLE IF NOT EXISTS external_cards (
  tenant TEXT NOT NULL,
  card_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  bin TEXT NOT NULL,
  last4 TEXT NOT NULL,
  brand TEXT NOT NULL,
  expiry_month INTEGER NOT NULL,
  expiry_year INTEGER NOT NULL,
  holder TEXT NOT NULL,
  confirmed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant, card_id)
);

/* the mass batches paid (handlers/mass-transfers.ts writes them, handlers/batch-history.ts lists them) */
CREATE TABLE IF NOT EXISTS mass_batches (
  tenant TEXT NOT NULL,
  batch_id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  batch_name TEXT NOT NULL,
  account_id INTEGER NOT NULL,
  content_hash TEXT NOT NULL,
  transaction_ids TEXT NOT NULL,
  answer_json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (tenant, user_id, content_hash)
);

/* the global pay batches (spec 2 §3 "Global pay batch", §4 "Global pay batch lifecycle"; global-pay-store.ts).
   content_hash finds an identical upload (code 92); it is not unique: a confirmed re-upload makes another batch */
CREATE TABLE IF NOT EXISTS global_batches (
  tenant TEXT NOT NULL,
  batch_id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  account_id INTEGER NOT NULL,
  batch_name TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'submitted', 'rejected')),
  fee_share TEXT NOT NULL CHECK (fee_share IN ('sender', 'beneficiary')),
  forbidden_methods TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  submitted_at INTEGER
);
CREATE INDEX IF NOT EXISTS global_batches_hash ON global_batches (tenant, user_id, content_hash);
/* one payment of a global batch; the recipient reaches it by its secret (/receive/<secret>) */
CREATE TABLE IF NOT EXISTS global_payments (
  tenant TEXT NOT NULL,
  payment_id INTEGER PRIMARY KEY AUTOINCREMENT,
  batch_id INTEGER NOT NULL,
  -- random and url-safe, given at submit (a draft has none); unique in its tenant
  secret TEXT,
  amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  beneficiary_type TEXT NOT NULL,
  beneficiary_name TEXT NOT NULL,
  beneficiary_email TEXT NOT NULL,
  beneficiary_country_code TEXT NOT NULL,
  fee_share TEXT NOT NULL CHECK (fee_share IN ('sender', 'beneficiary')),
  removed INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('draft', 'sent', 'processing', 'paid', 'refused', 'expired')),
  payout_json TEXT,
  operation_id INTEGER,
  transaction_id INTEGER,
  -- the sender's history transaction of this payment (written at submit)
  sender_transaction_id INTEGER,
  created_at INTEGER NOT NULL,
  submitted_at INTEGER,
  expire_days INTEGER NOT NULL DEFAULT 30,
  UNIQUE (tenant, secret)
);
CREATE INDEX IF NOT EXISTS global_payments_batch ON global_payments (tenant, batch_id);
/* invoices (spec 2 §3 "Invoice"; handlers/invoices.ts): payee asks payer; a funding invoice has no payee customer */
CREATE TABLE IF NOT EXISTS invoices (
  tenant TEXT NOT NULL,
  invoice_id INTEGER PRIMARY KEY AUTOINCREMENT,
  payee_customer_id INTEGER,
  payer_customer_id INTEGER NOT NULL,
  payee_email TEXT NOT NULL,
  payer_email TEXT NOT NULL,
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'rejected')),
  note_body TEXT NOT NULL,
  due_date TEXT NOT NULL,
  is_funding INTEGER NOT NULL DEFAULT 0,
  reject_note TEXT,
  payer_account_id INTEGER,
  payee_account_id INTEGER,
  transaction_id INTEGER,
  sent_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
/* merchant saved buttons, PBN settings and logos (spec 3 §3, §7 "Merchant"; handlers/merchant-buttons.ts) */
CREATE TABLE IF NOT EXISTS merchant_buttons (
  tenant TEXT NOT NULL,
  button_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  description TEXT NOT NULL,
  return_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  status_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, button_id)
);
CREATE TABLE IF NOT EXISTS merchant_pbn_settings (
  tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  status_id INTEGER NOT NULL,
  secret_key TEXT NOT NULL,
  PRIMARY KEY (tenant, customer_id)
);
CREATE TABLE IF NOT EXISTS merchant_logos (
  tenant TEXT NOT NULL,
  logo_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  is_default INTEGER NOT NULL,
  mime_type TEXT NOT NULL,
  data BLOB NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, logo_id)
);
/* pre-approved (subscription) payments (spec 2 §3 "Pre-approved subscription"; handlers/preapproved.ts) */
CREATE TABLE IF NOT EXISTS preapproved_payments (
  tenant TEXT NOT NULL,
  subscription_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  beneficiary_email TEXT NOT NULL,
  beneficiary_name TEXT NOT NULL,
  to_account TEXT NOT NULL,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  type TEXT NOT NULL,
  next_date TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'cancelled')),
  PRIMARY KEY (tenant, subscription_id)
);
/* merchant webhooks, their delivery log, IPN settings and messages (spec 3 §3, §7 "Merchant"; handlers/merchant-hooks.ts) */
CREATE TABLE IF NOT EXISTS merchant_webhooks (
  tenant TEXT NOT NULL,
  webhook_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (tenant, webhook_id)
);
CREATE TABLE IF NOT EXISTS merchant_webhook_requests (
  tenant TEXT NOT NULL,
  request_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  webhook_id INTEGER,
  event TEXT NOT NULL,
  url TEXT NOT NULL,
  request_body TEXT NOT NULL,
  status INTEGER,
  delivered INTEGER NOT NULL,
  error TEXT,
  response_body TEXT,
  duration_ms INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (tenant, request_id)
);
CREATE TABLE IF NOT EXISTS merchant_ipn_settings (
  tenant TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  notify_url TEXT NOT NULL DEFAULT '',
  notify_status_id INTEGER NOT NULL DEFAULT 1,
  status_id INTEGER NOT NULL DEFAULT 1,
  secret TEXT NOT NULL,
  PRIMARY KEY (tenant, customer_id)
);
CREATE TABLE IF NOT EXISTS merchant_ipn_messages (
  tenant TEXT NOT NULL,
  ipn_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  event TEXT NOT NULL,
  payment_id INTEGER NOT NULL,
  button_id INTEGER,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  payer_name TEXT,
  status TEXT NOT NULL CHECK (status IN ('sent', 'failed', 'confirmed')),
  notify_url TEXT NOT NULL,
  request_body TEXT NOT NULL,
  http_status INTEGER,
  error TEXT,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  PRIMARY KEY (tenant, ipn_id)
);
/* identity verification requests and reputation records (handlers/merchant-security.ts) */
CREATE TABLE IF NOT EXISTS merchant_verifications (
  tenant TEXT NOT NULL,
  verification_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'rejected', 'closed')),
  account_id INTEGER NOT NULL,
  fee TEXT NOT NULL,
  currency TEXT NOT NULL,
  transaction_id INTEGER,
  created_at INTEGER NOT NULL,
  finished_at INTEGER,
  PRIMARY KEY (tenant, verification_id)
);
CREATE TABLE IF NOT EXISTS merchant_reputation (
  tenant TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  rating TEXT NOT NULL CHECK (rating IN ('positive', 'neutral', 'negative')),
  completed_payments INTEGER NOT NULL,
  disputes INTEGER NOT NULL,
  last_activity TEXT NOT NULL,
  PRIMARY KEY (tenant, record_id)
);
/* spec 3 §7 "Contracts service" (handlers/revenue-split*.ts): the companies whose revenue a contract splits, the
   contracts (as JSON), and the result the next identification push gets (POST /__fake/split-pay-identification) */
CREATE TABLE IF NOT EXISTS revenue_split_companies (
  tenant TEXT NOT NULL,
  company_id INTEGER NOT NULL,
  customer_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  logo TEXT,
  PRIMARY KEY (tenant, company_id)
);
CREATE TABLE IF NOT EXISTS revenue_split_contracts (
  tenant TEXT NOT NULL,
  contract_id INTEGER NOT NULL,
  contract_json TEXT NOT NULL,
  PRIMARY KEY (tenant, contract_id)
);
CREATE TABLE IF NOT EXISTS revenue_split_controls (
  tenant TEXT PRIMARY KEY,
  next_identification TEXT NOT NULL
);
/* spec 3 §7 "Support" (handlers/helpdesk*.ts): a help-desk contact's tickets with their threads (as JSON), the
   uploaded files, and the rate limit control (POST /__fake/helpdesk-rate-limit) */
CREATE TABLE IF NOT EXISTS helpdesk_contacts (
  tenant TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  state_json TEXT NOT NULL,
  PRIMARY KEY (tenant, user_id)
);
CREATE TABLE IF NOT EXISTS helpdesk_uploads (
  tenant TEXT NOT NULL,
  upload_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  data BLOB NOT NULL,
  PRIMARY KEY (tenant, upload_id)
);
CREATE TABLE IF NOT EXISTS helpdesk_controls (
  tenant TEXT PRIMARY KEY,
  limited INTEGER NOT NULL,
  retry_after INTEGER NOT NULL
);
`;

/** Tables in the order a tenant's rows are deleted (children first). */
export const tenantTables = [
  'helpdesk_contacts',
  'helpdesk_uploads',
  'helpdesk_controls',
  'revenue_split_controls',
  'revenue_split_contracts',
  'revenue_split_companies',
  'idempotency_keys',
  'merchant_verifications',
  'merchant_reputation',
  'merchant_buttons',
  'merchant_pbn_settings',
  'merchant_logos',
  'merchant_webhooks',
  'merchant_webhook_requests',
  'merchant_ipn_settings',
  'merchant_ipn_messages',
  'invoices',
  'preapproved_payments',
  'global_payments',
  'global_batches',
  'mass_batches',
  'transaction_requests',
  'transfer_ops',
  'card_pins',
  'crypto_wallets',
  'announcement_state',
  'instruction_views',
  'external_cards',
  'transactions',
  'postings',
  'journal',
  'accounts',
  'devices',
  'sessions',
  'login_codes',
  'user_state',
  'customer_profiles',
  'users',
  'customers',
  'tenants',
] as const;

export function openDb(path: string): Db {
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(schema);
  return db;
}
