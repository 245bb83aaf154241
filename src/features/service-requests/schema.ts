import { z } from 'zod';
import { SERVICE_KINDS, type ServiceKind } from '@/contracts/service';

const kinds = SERVICE_KINDS.map((kind) => kind.value) as [ServiceKind, ...ServiceKind[]];

/** The send form: the contract's rules (serviceCreateSchema) with messages in the shell's language. */
export function serviceRequestFormSchema(messages: {
  kindRequired: string;
  descriptionRequired: string;
  descriptionMax: string;
  contactTimeMax: string;
}) {
  return z.object({
    kind: z.enum(kinds, { error: messages.kindRequired }),
    description: z
      .string({ error: messages.descriptionRequired })
      .trim()
      .min(1, messages.descriptionRequired)
      .max(2000, messages.descriptionMax),
    contactTime: z.string().trim().max(50, messages.contactTimeMax),
  });
}
export type ServiceRequestForm = z.input<ReturnType<typeof serviceRequestFormSchema>>;
