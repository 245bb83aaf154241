import { emptyTalentForm, type TalentDetail } from '@/contracts/talent';
import type { RewardApplication } from '@/contracts/reward';
import { talentStore } from '@/mocks/handlers/talent';

const SUBMITTED_AT = '2026-11-21T02:00:00.000Z';

/** A common-talent filing of enterprise01, submitted and pending, put in the mock store; `fields` override. */
export function addFiling(fields: Partial<TalentDetail> & { name: string }): TalentDetail {
  const store = talentStore();
  const filing = {
    ...emptyTalentForm('common'),
    gender: 'male',
    idCard: '440304198501018875',
    birthDate: '1985-01-01',
    mobile: '13912345678',
    education: 'master',
    position: '工程师',
    id: store.nextId++,
    owner: 'enterprise01',
    orgName: '杭州云杉智造科技有限公司',
    status: 'pending' as const,
    reviewReason: null,
    reviewerName: null,
    submittedAt: SUBMITTED_AT,
    reviewedAt: null,
    createdAt: SUBMITTED_AT,
    updatedAt: SUBMITTED_AT,
    submitTxHash: null,
    txHash: null,
    ...fields,
  };
  store.filings.push(filing);
  return filing;
}

/** A pending living-allowance application of enterprise01 (24,000.50 元) for `talentName`, in the mock store. */
export function addReward(talentName: string): RewardApplication {
  const store = talentStore();
  const reward = {
    id: store.nextId++,
    owner: 'enterprise01',
    talentId: 1,
    talentName,
    talentKind: 'high' as const,
    idCard: '440304********8875',
    rewardType: 'living' as const,
    amountFen: 2_400_050,
    amount: '24,000.50',
    applyReason: '2024 年 7 月全职引进园区，符合生活补贴政策第三条。',
    attachments: [],
    status: 'pending' as const,
    orgName: '杭州云杉智造科技有限公司',
    reviewReason: null,
    reviewerName: null,
    createdAt: SUBMITTED_AT,
    reviewedAt: null,
    submitTxHash: null,
    txHash: null,
  };
  store.rewards.push(reward);
  return reward;
}
