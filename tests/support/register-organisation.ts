import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { E2eStack } from './e2e-stack';
import { certificatePng } from './fixtures';

export interface OrganisationApplicant {
  name: string;
  account: string;
  password: string;
  email: string;
  phone: string;
}

/**
 * An organisation registers through the API as the registration page does (licence upload, the mailed code, the
 * form): the reviewer's work to do in a browser journey that is not about registering.
 */
export async function registerOrganisationByApi(stack: E2eStack, org: OrganisationApplicant): Promise<void> {
  const form = new FormData();
  form.append('img', 'licence.png');
  form.append(
    'file',
    new Blob([readFileSync(certificatePng(stack.app.dataDir))], { type: 'image/png' }),
    'licence.png',
  );
  const uploaded = (await (
    await fetch(`${stack.url}/shangchain/bsnApi/common/upload`, { method: 'POST', body: form })
  ).json()) as { code: number; data: { filePath: string } };
  expect(uploaded.code).toBe(0);
  const firstOf = async (type: number) =>
    (await stack.api<{ code: string }[]>(`/portal/dict?type=${type}`)).data![0]!.code;
  const sent = stack.catcher.messages.length;
  expect((await stack.api('/portal/email/send', { body: { email: org.email } })).code).toBe(0);
  const code = await stack.catcher.codeFor(org.email, sent);
  const registered = await stack.api('/portal/user/register', {
    body: {
      userType: 1,
      orgName: org.name,
      orgType: await firstOf(1),
      property: await firstOf(4),
      scale: await firstOf(5),
      principalName: '周运营',
      address: '浙江省杭州市滨江区星桥路 8 号',
      orgCode: '91330100MA2OPS001X',
      username: org.account,
      password: org.password,
      phone: org.phone,
      msgCode: code,
      email: org.email,
      attachList: [{ filePath: uploaded.data.filePath }],
    },
  });
  expect(registered).toMatchObject({ code: 0 });
}
