import type { TalentKind, TalentPayload } from '#contracts/talent';
import { BASE, loginSeededAccounts, PNG_1X1, registerOrganisation, upload, type TestApp } from './app';

/** Valid GB 11643 numbers (check codes computed, not copied from a real person). */
export const IDS = {
  /** 1990-03-07, male */
  male1990: '330106199003071236',
  /** 1992-08-15, female */
  female1992: '330106199208154561',
  /** 1995-12-31, female */
  female1995: '110101199512310028',
  /** 1985-01-01, male */
  male1985: '440304198501018875',
  /** 1998-06-16, male */
  male1998: '320102199806160550',
} as const;

/** A second person for filings, matching IDS.female1995. */
export const HAN_XUE = { name: '韩雪', idCard: IDS.female1995, birthDate: '1995-12-31', gender: 'female' } as const;

/** The smallest file that starts like a PDF. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** POST /common/upload with kind=document before the file (PDF allowed), as `token` (anonymous: refused). */
export async function uploadDocument(
  t: TestApp,
  token: string | undefined,
  bytes: Buffer = PDF_BYTES,
  name = 'resume.pdf',
  kind: string | null = 'document',
) {
  const boundary = `----xqdoc${Date.now().toString(16)}`;
  const field = kind === null ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`;
  const head = Buffer.from(
    `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const payload = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.inject({
    method: 'POST',
    url: `${BASE}/common/upload`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

/** A complete, valid filing of a kind, with attachments uploaded by the organisation signed in as `token`. */
export async function validFiling(
  t: TestApp,
  token: string,
  kind: TalentKind,
  overrides: Partial<TalentPayload> = {},
): Promise<TalentPayload> {
  const picture = await upload(t, PNG_1X1, 'certificate.png', token);
  const document = (await uploadDocument(t, token)).json().data.filePath as string;
  return {
    kind,
    name: '陈思远',
    gender: 'male',
    idCard: IDS.male1990,
    birthDate: '1990-03-07',
    mobile: '13912345678',
    email: 'chensy@example.com',
    education: 'master',
    major: '计算机科学与技术',
    jobTitle: '高级工程师',
    position: '研发总监',
    entryDate: '2021-07-01',
    resumeFiles: [{ filePath: document, name: 'resume.pdf' }],
    certificateFiles: [{ filePath: picture, name: 'certificate.png' }],
    ...(kind === 'high'
      ? {
          talentCategory: 'C',
          achievements: '主持省级重点研发计划项目 1 项，授权发明专利 6 项。',
          supportingFiles: [{ filePath: document, name: 'award.pdf' }],
        }
      : {}),
    ...(kind === 'graduates'
      ? { school: '浙江大学', graduationYear: '2016', degree: 'master', diplomaNumber: '103351201605000123' }
      : {}),
    ...overrides,
  };
}

/** Submits a valid filing and returns its id. */
export async function submitFiling(t: TestApp, token: string, payload: TalentPayload): Promise<number> {
  const body = (await t.post('/portal/talent/submit', payload, token)).json();
  if (body.code !== 0) throw new Error(`submit failed: ${JSON.stringify(body)}`);
  return body.data.id as number;
}

/** Registers another organisation and has the reviewer approve it; returns its login token. */
export async function approvedOrganisation(
  t: TestApp,
  reviewerToken: string,
  input: { username: string; email: string; phone: string; orgName?: string },
): Promise<string> {
  const id = await registerOrganisation(t, input);
  const decided = (await t.post('/portal/review/decide', { id, decision: 'approve' }, reviewerToken)).json();
  if (decided.code !== 0) throw new Error(`approve failed: ${JSON.stringify(decided)}`);
  return t.login(input.username, 'Pass#2026');
}

/** The seeded accounts' tokens and that of `other`, a second organisation the reviewer has approved. */
export async function loginTwoOrganisations(
  t: TestApp,
  other: { username: string; email: string; phone: string; orgName?: string },
): Promise<{ admin: string; reviewer: string; enterprise: string; other: string }> {
  const seeded = await loginSeededAccounts(t);
  return { ...seeded, other: await approvedOrganisation(t, seeded.reviewer, other) };
}
