import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useQueries } from '@tanstack/react-query';
import { LOGIN_PATH } from '@/contracts/app-paths';
import { ApiCode } from '@/contracts/codes';
import type { DictEntry } from '@/contracts/register';
import { notify } from '@/lib/notify';
import { passwordRefusal } from '@/lib/password-refusal';
import { useClickGuard } from '@/lib/use-click-guard';
import { dictionaryQuery } from '@/lib/dictionary';
import { registerAccount } from '@/features/auth/api';
import { RegisterStep1 } from '@/features/auth/components/register-step1';
import { RegisterStep2 } from '@/features/auth/components/register-step2';
import {
  emptyStep1,
  emptyStep2,
  step1Schemas,
  step2Schema,
  toRegisterPayload,
  type RegisterStep1Output,
  type RegisterStep1Values,
  type RegisterStep2Output,
  type RegisterStep2Values,
  type RegisterType,
} from '@/features/auth/register-form';

export const REGISTER_SUCCESS_MESSAGE = '您的注册信息已提交成功，请等待管理单位审核！';

/** Dictionaries each type needs (SPEC §3: 1 industry, 4 nature, 5 scale; 2 unit type; 3 school level). */
const DICTS_OF_TYPE: Record<RegisterType, number[]> = { 1: [1, 4, 5], 2: [2], 3: [3] };

/** Validates step 1 with the schema of the chosen type. */
const step1Resolver: Resolver<RegisterStep1Values, unknown, RegisterStep1Output> = (values, context, options) =>
  (
    zodResolver(step1Schemas[values.typeradio]) as unknown as Resolver<
      RegisterStep1Values,
      unknown,
      RegisterStep1Output
    >
  )(values, context, options);

/** The dictionaries of a registration type, each asked once per session; applied only on code 0 (SPEC §7). */
function useDictionaries(type: RegisterType): Record<number, DictEntry[]> {
  const types = DICTS_OF_TYPE[type];
  const answers = useQueries({ queries: types.map(dictionaryQuery) });
  return Object.fromEntries(types.map((dictType, index) => [dictType, answers[index]?.data ?? []]));
}

interface RegisterFormsProps {
  step: 1 | 2;
  onStepChange: (step: 1 | 2) => void;
}

/**
 * The two registration forms (the page's step chooses which one shows; both keep their values while the other
 * shows). Lazy: the form library, the schemas and the dictionaries arrive after the card has painted.
 */
export default function RegisterForms({ step, onStepChange }: RegisterFormsProps) {
  const navigate = useNavigate();
  const [organisation, setOrganisation] = useState<RegisterStep1Output | null>(null);
  const guard = useClickGuard();

  const step1 = useForm<RegisterStep1Values, unknown, RegisterStep1Output>({
    defaultValues: emptyStep1(1),
    resolver: step1Resolver,
    mode: 'onTouched',
  });
  const step2 = useForm<RegisterStep2Values, unknown, RegisterStep2Output>({
    defaultValues: emptyStep2(),
    resolver: zodResolver(step2Schema),
    mode: 'onTouched',
  });
  const type = useWatch({ control: step1.control, name: 'typeradio' });
  const dicts = useDictionaries(type);

  const goToStep2 = (values: RegisterStep1Output) => {
    setOrganisation(values);
    onStepChange(2);
  };

  const submit = (account: RegisterStep2Output) => {
    if (!organisation) {
      onStepChange(1);
      return;
    }
    void guard.run(async () => {
      try {
        const body = await registerAccount(toRegisterPayload(organisation, account));
        if (body.code === ApiCode.OK) {
          notify.success(REGISTER_SUCCESS_MESSAGE);
          navigate(LOGIN_PATH);
        }
      } catch (error) {
        // The request layer has shown the server's message (e.g. 10007 already registered, 10008 wrong code);
        // a common password is also marked on its field.
        const refusal = passwordRefusal(error);
        if (refusal) step2.setError('newpwd', { type: 'server', message: refusal }, { shouldFocus: true });
      }
    });
  };

  return step === 1 ? (
    <RegisterStep1 form={step1} dicts={dicts} onNext={goToStep2} />
  ) : (
    <RegisterStep2 form={step2} submitting={guard.disabled} onSubmit={submit} />
  );
}
