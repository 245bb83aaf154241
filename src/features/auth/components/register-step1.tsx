import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import type { DictEntry } from '@/contracts/register';
import {
  ATTACH_FIELD,
  REGISTER_TYPE_OPTIONS,
  emptyStep1,
  isStep1Filled,
  type RegisterStep1Output,
  type RegisterStep1Values,
  type RegisterType,
} from '../register-form';
import { AuthButton, AuthField, AuthRadioButtons, AuthSelect } from './auth-controls';
import { CertificateUpload } from './certificate-upload';

type Step1Form = UseFormReturn<RegisterStep1Values, unknown, RegisterStep1Output>;
type TextField =
  | 'enterprisename'
  | 'legalperson'
  | 'address'
  | 'license'
  | 'unitname'
  | 'contactperson'
  | 'unitaddress'
  | 'license2'
  | 'schoolname'
  | 'schooladdress';
type SelectField = 'industry' | 'nature' | 'scale' | 'unittype' | 'schoollevel';

interface FieldSpec {
  name: TextField | SelectField;
  label: string;
  /** Placeholder of a text field (selects say '请选择', so the text never doubles the error message). */
  placeholder: string;
  /** Dictionary type for a select (SPEC §3: 1 industry, 2 unit type, 3 school level, 4 nature, 5 scale). */
  dict?: number;
  wide?: boolean;
  maxLength?: number;
}

/** SPEC §3 type-specific fields, in display order. */
const FIELDS: Record<RegisterType, FieldSpec[]> = {
  1: [
    { name: 'enterprisename', label: '企业名称', placeholder: '请输入企业名称', wide: true },
    { name: 'industry', label: '所属行业', placeholder: '请选择所属行业', dict: 1 },
    { name: 'nature', label: '企业性质', placeholder: '请选择企业性质', dict: 4 },
    { name: 'scale', label: '企业规模', placeholder: '请选择企业规模', dict: 5 },
    { name: 'legalperson', label: '法人姓名', placeholder: '请输入法人姓名' },
    { name: 'address', label: '企业地址', placeholder: '请输入企业地址', wide: true },
    { name: 'license', label: '营业执照', placeholder: '请输入营业执照号或统一社会信用代码', wide: true },
  ],
  2: [
    { name: 'unitname', label: '单位名称', placeholder: '请输入单位名称', wide: true },
    { name: 'unittype', label: '单位类型', placeholder: '请选择单位类型', dict: 2 },
    { name: 'contactperson', label: '负责人姓名', placeholder: '请输入负责人姓名' },
    { name: 'unitaddress', label: '单位地址', placeholder: '请输入单位地址', wide: true },
    { name: 'license2', label: '机构代码证', placeholder: '请输入组织机构代码证或事业单位法人证书编号', wide: true },
  ],
  3: [
    { name: 'schoolname', label: '学校名称', placeholder: '请输入学校名称', wide: true },
    { name: 'schoollevel', label: '办学层次', placeholder: '请选择办学层次', dict: 3 },
    { name: 'contactperson', label: '负责人姓名', placeholder: '请输入负责人姓名' },
    { name: 'schooladdress', label: '学校地址', placeholder: '请输入学校地址', wide: true },
    { name: 'license2', label: '机构代码证', placeholder: '请输入组织机构代码证或事业单位法人证书编号', wide: true },
  ],
};

const CERTIFICATE_HINT: Record<RegisterType, string> = {
  1: '请上传营业执照照片',
  2: '请上传组织机构代码证或事业单位法人证书照片',
  3: '请上传组织机构代码证或事业单位法人证书照片',
};

interface RegisterStep1Props {
  form: Step1Form;
  dicts: Record<number, DictEntry[]>;
  onNext: (values: RegisterStep1Output) => void;
}

/** Step 1 (SPEC §2 register): type radio, the type's organisation fields and one certificate picture. */
export function RegisterStep1({ form, dicts, onNext }: RegisterStep1Props) {
  const { control, reset, handleSubmit } = form;
  const type = useWatch({ control, name: 'typeradio' });
  const attachField = ATTACH_FIELD[type];

  // SPEC §2: a new type clears every field, the uploads and the validation; only the type is kept.
  const changeType = (next: RegisterType) => reset(emptyStep1(next));

  return (
    <form className="auth-form" onSubmit={handleSubmit(onNext)} noValidate aria-label="填写机构信息">
      <AuthField
        control={control}
        name="typeradio"
        label="注册类型"
        required
        render={() => (
          <AuthRadioButtons
            name="typeradio"
            label="注册类型"
            options={REGISTER_TYPE_OPTIONS}
            value={type}
            onChange={changeType}
          />
        )}
      />
      <div className="register-grid">
        {FIELDS[type].map(({ dict, ...spec }) => (
          <AuthField
            key={`${type}-${spec.name}`}
            control={control}
            name={spec.name}
            label={spec.label}
            id={`register-${spec.name}`}
            required
            className={spec.wide ? 'register-grid__wide' : undefined}
            placeholder={spec.placeholder}
            render={
              dict
                ? (field) => (
                    <AuthSelect
                      {...field}
                      value={(field.value as string | undefined) ?? ''}
                      options={(dicts[dict] ?? []).map((entry) => ({ value: entry.code, label: entry.value }))}
                    />
                  )
                : undefined
            }
          />
        ))}
      </div>
      <AuthField
        key={attachField}
        control={control}
        name={attachField}
        label="证件图片"
        id={`register-${attachField}`}
        required
        extra={`${CERTIFICATE_HINT[type]}，支持 JPG/JPEG/GIF/PNG/BMP 格式，大小不超过 5MB，限 1 张`}
        render={(field, error) => (
          <CertificateUpload
            id={field.id}
            value={field.value}
            onChange={field.onChange}
            invalid={Boolean(error)}
            aria-describedby={field['aria-describedby']}
            limit={1}
            buttonText="上传证件"
          />
        )}
      />
      <NextButton control={control} />
    </form>
  );
}

/** Lit once the type's required fields and its image are present; watching here keeps typing from re-rendering the form. */
function NextButton({ control }: { control: Control<RegisterStep1Values, unknown, RegisterStep1Output> }) {
  const values = useWatch({ control }) as Partial<RegisterStep1Values>;
  const filled = isStep1Filled(values);
  return (
    <AuthButton
      primary
      htmlType="submit"
      block
      className={`auth-submit${filled ? ' auth-submit--active' : ''}`}
      data-active={filled}
    >
      下一步
    </AuthButton>
  );
}
