import type { ReactNode } from 'react';
import { Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEGREES, EDUCATIONS, FILING_LIMITS, GENDERS, TALENT_DICT_TYPES } from '@/contracts/talent';
import { DocumentUpload } from '@/components/document-upload/document-upload';
import { filesProps } from '@/components/form-field';
import { PictureUpload } from '@/components/picture-upload/picture-upload';
import { useDictionary } from '@/lib/dictionary';
import { shanghaiDate } from '@/utils/shanghai-date';
import { ChoiceField, DateField, TalentField, TextField, type SectionProps } from './talent-fields';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <div className="talent-form__section">{title}</div>
      <Row gutter={24}>{children}</Row>
    </>
  );
}

/** Name, ID number (which fills in birth date and gender), gender, birth date, mobile, e-mail. */
export function BasicSection({ onIdCard, ...props }: SectionProps & { onIdCard: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Section title={t('talent.sections.basic')}>
      <TextField {...props} name="name" max={FILING_LIMITS.name} />
      <TalentField
        {...props}
        name="idCard"
        extra={t('talent.hints.idCard')}
        render={(field, error) => (
          <Input
            {...field}
            maxLength={18}
            autoComplete="off"
            aria-invalid={!!error}
            onChange={(event) => {
              const value = event.target.value.toUpperCase();
              field.onChange(value);
              onIdCard(value);
            }}
          />
        )}
      />
      <TalentField
        {...props}
        name="gender"
        render={(field) => (
          <Radio.Group
            id={field.id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={GENDERS.map((value) => ({ value, label: t(`talent.gender.${value}`) }))}
          />
        )}
      />
      <DateField {...props} name="birthDate" />
      <TextField {...props} name="mobile" max={11} />
      <TextField {...props} name="email" max={FILING_LIMITS.email} />
    </Section>
  );
}

export function WorkSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('talent.sections.work')}>
      <ChoiceField
        {...props}
        name="education"
        options={EDUCATIONS.map((value) => ({ value, label: t(`talent.education.${value}`) }))}
      />
      <TextField {...props} name="major" max={FILING_LIMITS.text} />
      <TextField {...props} name="jobTitle" max={FILING_LIMITS.text} required={false} />
      <TextField {...props} name="position" max={FILING_LIMITS.text} />
      <DateField {...props} name="entryDate" />
    </Section>
  );
}

/** High-level talents: the category (dictionary 6) and achievements. */
export function HighSection(props: SectionProps) {
  const { t } = useTranslation();
  const categories = useDictionary(TALENT_DICT_TYPES.talentCategory);
  return (
    <Section title={t('talent.sections.high')}>
      <ChoiceField
        {...props}
        name="talentCategory"
        options={categories.entries.map((entry) => ({ value: entry.code, label: entry.value }))}
      />
      <TalentField
        {...props}
        name="achievements"
        column="wide"
        render={(field, error) => (
          <Input.TextArea
            {...field}
            rows={4}
            showCount
            maxLength={FILING_LIMITS.achievements}
            placeholder={t('talent.placeholders.achievements')}
            aria-invalid={!!error}
          />
        )}
      />
    </Section>
  );
}

/** Graduates: school, graduation year (1950 to this year), degree, diploma number. */
export function GraduatesSection(props: SectionProps) {
  const { t } = useTranslation();
  const thisYear = Number(shanghaiDate().slice(0, 4));
  const years = Array.from({ length: thisYear - 1950 + 1 }, (_, index) => String(thisYear - index));
  return (
    <Section title={t('talent.sections.graduates')}>
      <TextField {...props} name="school" max={FILING_LIMITS.text} />
      <ChoiceField {...props} name="graduationYear" options={years.map((value) => ({ value, label: value }))} />
      <ChoiceField
        {...props}
        name="degree"
        options={DEGREES.map((value) => ({ value, label: t(`talent.degree.${value}`) }))}
      />
      <TextField {...props} name="diplomaNumber" max={30} />
    </Section>
  );
}

/** Résumé and (high-level) supporting documents, certificate pictures. */
export function AttachmentsSection(props: SectionProps) {
  const { t } = useTranslation();
  const documents = (name: 'resumeFiles' | 'supportingFiles', limit: number, hint: string, button: string) => (
    <TalentField
      {...props}
      name={name}
      extra={t(hint)}
      render={(field, error) => <DocumentUpload {...filesProps(field, error)} limit={limit} buttonText={t(button)} />}
    />
  );
  return (
    <Section title={t('talent.sections.attachments')}>
      {documents('resumeFiles', FILING_LIMITS.resumeFiles, 'talent.hints.resume', 'talent.actions.uploadResume')}
      {props.kind === 'high' &&
        documents(
          'supportingFiles',
          FILING_LIMITS.supportingFiles,
          'talent.hints.supporting',
          'talent.actions.uploadSupporting',
        )}
      <TalentField
        {...props}
        name="certificateFiles"
        extra={t('talent.hints.certificate')}
        column="wide"
        render={(field, error) => (
          <PictureUpload
            {...filesProps(field, error)}
            limit={FILING_LIMITS.certificateFiles}
            buttonText={t('talent.actions.uploadCertificate')}
          />
        )}
      />
    </Section>
  );
}
