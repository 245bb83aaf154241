import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TalentFormValues, TalentKind } from '@/contracts/talent';
import { choiceProps, FormField, type FormFieldProps } from '@/components/form-field';
import { shanghaiDate } from '@/utils/shanghai-date';

/** What every section of the filing form is given. */
export interface SectionProps {
  control: Control<TalentFormValues>;
  kind: TalentKind;
}

/** The control ids of a kind's form: one form per kind can be open in the kept-alive shell. */
export const fieldId = (kind: TalentKind, name: string) => `talent-${kind}-${name}`;

/** A field of the filing form: its id by kind, its label from talent.fields, half a row unless `column` says. */
export function TalentField<N extends FieldPath<TalentFormValues>>({
  control,
  kind,
  name,
  required = true,
  column = 'half',
  ...rest
}: SectionProps & { name: N } & Omit<
    FormFieldProps<TalentFormValues, N>,
    'control' | 'name' | 'id' | 'label' | 'required'
  > & { required?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormField
      control={control}
      name={name}
      id={fieldId(kind, name)}
      label={t(`talent.fields.${name}`)}
      required={required}
      column={column}
      {...rest}
    />
  );
}

type TextName = 'name' | 'mobile' | 'email' | 'major' | 'jobTitle' | 'position' | 'school' | 'diplomaNumber';

export function TextField({ max, ...props }: SectionProps & { name: TextName; max: number; required?: boolean }) {
  return (
    <TalentField
      {...props}
      render={(field, error) => <Input {...field} maxLength={max} aria-invalid={!!error} autoComplete="off" />}
    />
  );
}

/** A past date (birth, entry), kept as 'YYYY-MM-DD'. */
export function DateField(props: SectionProps & { name: 'birthDate' | 'entryDate' }) {
  const { t } = useTranslation();
  const today = shanghaiDate();
  return (
    <TalentField
      {...props}
      render={(field, error) => (
        <DatePicker
          id={field.id}
          ref={field.ref}
          value={field.value ? dayjs(field.value) : null}
          onChange={(value) => field.onChange(value ? value.format('YYYY-MM-DD') : '')}
          onBlur={field.onBlur}
          format="YYYY-MM-DD"
          placeholder={t('talent.placeholders.date')}
          disabledDate={(current) => current.format('YYYY-MM-DD') > today}
          status={error ? 'error' : undefined}
        />
      )}
    />
  );
}

export function ChoiceField({
  options,
  ...props
}: SectionProps & {
  name: 'education' | 'talentCategory' | 'degree' | 'graduationYear';
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <TalentField
      {...props}
      render={(field, error) => (
        <Select
          {...choiceProps(field, error)}
          options={options}
          placeholder={t('talent.placeholders.select')}
          showSearch={props.name === 'graduationYear' ? { optionFilterProp: 'label' } : false}
        />
      )}
    />
  );
}
