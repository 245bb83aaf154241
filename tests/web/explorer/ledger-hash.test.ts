import { webDigest } from '@/utils/ledger-hash';
import { ledgerHashCases } from '../../support/ledger-hash-cases';

// What the explorer runs in the browser: Web Crypto (here jsdom's, backed by Node's).
ledgerHashCases('Web Crypto', webDigest);
