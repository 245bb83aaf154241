import { nodeDigest } from '../../server/src/lib/crypto';
import { ledgerHashCases } from '../support/ledger-hash-cases';

// What the sealer and the verifier run: node:crypto, on the vectors the SPA's Web Crypto test checks.
ledgerHashCases('node:crypto', nodeDigest);
