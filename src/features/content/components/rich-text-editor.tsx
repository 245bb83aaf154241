import { Fragment, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { Button, Divider, Form, Input, Modal, Tooltip } from 'antd';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  DisconnectOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES } from '@/contracts/register';
import { isAllowedPicture } from '@/components/picture-upload/picture-rules';
import { ARTICLE_FIELD, uploadFile } from '@/components/upload-list/upload-file';
import { notify } from '@/lib/notify';
import './rich-text-editor.css';

/** What the server's allow-list keeps (server/src/lib/html.ts): links only to these schemes. */
const LINK_PATTERN = /^(https?:\/\/|mailto:|tel:)\S+$/i;

export interface RichTextEditorProps {
  /** The HTML to start from; later changes of this prop are not pushed into the editor (remount it instead). */
  value: string;
  /** The article's HTML after each change; '' when the editor holds nothing. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** id of the element labelling the editor (the form's label). */
  labelledBy: string;
  invalid?: boolean;
}

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  icon?: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.6}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        autoInsertSpace={false}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        className="rich-editor__tool"
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** Which marks and blocks the selection is in, for the pressed state of the toolbar. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      inTable: current.isActive('table'),
      left: current.isActive({ textAlign: 'left' }),
      center: current.isActive({ textAlign: 'center' }),
      right: current.isActive({ textAlign: 'right' }),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

/** The toolbar's toggles in their groups: each pressed while the selection is in its mark, list or alignment. */
const PRESSED_TOOLS: {
  key: string;
  icon: ReactNode;
  pressed: keyof ReturnType<typeof useToolbarState>;
  apply: (chain: ChainedCommands) => ChainedCommands;
}[][] = [
  [
    { key: 'bold', icon: <BoldOutlined />, pressed: 'bold', apply: (chain) => chain.toggleBold() },
    { key: 'italic', icon: <ItalicOutlined />, pressed: 'italic', apply: (chain) => chain.toggleItalic() },
    { key: 'underline', icon: <UnderlineOutlined />, pressed: 'underline', apply: (chain) => chain.toggleUnderline() },
    { key: 'strike', icon: <StrikethroughOutlined />, pressed: 'strike', apply: (chain) => chain.toggleStrike() },
  ],
  [
    {
      key: 'bulletList',
      icon: <UnorderedListOutlined />,
      pressed: 'bulletList',
      apply: (chain) => chain.toggleBulletList(),
    },
    {
      key: 'orderedList',
      icon: <OrderedListOutlined />,
      pressed: 'orderedList',
      apply: (chain) => chain.toggleOrderedList(),
    },
  ],
  [
    { key: 'alignLeft', icon: <AlignLeftOutlined />, pressed: 'left', apply: (chain) => chain.setTextAlign('left') },
    {
      key: 'alignCenter',
      icon: <AlignCenterOutlined />,
      pressed: 'center',
      apply: (chain) => chain.setTextAlign('center'),
    },
    {
      key: 'alignRight',
      icon: <AlignRightOutlined />,
      pressed: 'right',
      apply: (chain) => chain.setTextAlign('right'),
    },
  ],
];

function Toolbar({ editor, onLink, onPicture }: { editor: Editor; onLink: () => void; onPicture: () => void }) {
  const { t } = useTranslation();
  const state = useToolbarState(editor);
  const run = () => editor.chain().focus();
  const k = (key: string) => t(`management.content.editor.${key}`);
  return (
    <div className="rich-editor__toolbar" role="toolbar" aria-label={k('toolbar')}>
      <ToolButton label={k('paragraph')} active={state.paragraph} onClick={() => run().setParagraph().run()}>
        {k('paragraphShort')}
      </ToolButton>
      <ToolButton label={k('heading2')} active={state.h2} onClick={() => run().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label={k('heading3')} active={state.h3} onClick={() => run().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      {PRESSED_TOOLS.map((group, index) => (
        <Fragment key={index}>
          <Divider orientation="vertical" />
          {group.map(({ key, icon, pressed, apply }) => (
            <ToolButton
              key={key}
              label={k(key)}
              icon={icon}
              active={state[pressed]}
              onClick={() => apply(run()).run()}
            />
          ))}
        </Fragment>
      ))}
      <Divider orientation="vertical" />
      <ToolButton label={k('link')} icon={<LinkOutlined />} active={state.link} onClick={onLink} />
      <ToolButton
        label={k('unlink')}
        icon={<DisconnectOutlined />}
        disabled={!state.link}
        onClick={() => run().extendMarkRange('link').unsetLink().run()}
      />
      <ToolButton label={k('picture')} icon={<PictureOutlined />} onClick={onPicture} />
      <ToolButton
        label={k('table')}
        icon={<TableOutlined />}
        disabled={state.inTable}
        onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {state.inTable && (
        <>
          <ToolButton label={k('addRow')} icon={<InsertRowBelowOutlined />} onClick={() => run().addRowAfter().run()} />
          <ToolButton
            label={k('addColumn')}
            icon={<InsertRowRightOutlined />}
            onClick={() => run().addColumnAfter().run()}
          />
          <ToolButton label={k('deleteRow')} icon={<DeleteRowOutlined />} onClick={() => run().deleteRow().run()} />
          <ToolButton
            label={k('deleteColumn')}
            icon={<DeleteColumnOutlined />}
            onClick={() => run().deleteColumn().run()}
          />
          <ToolButton label={k('deleteTable')} icon={<DeleteOutlined />} onClick={() => run().deleteTable().run()} />
        </>
      )}
      <Divider orientation="vertical" />
      <ToolButton
        label={k('undo')}
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => run().undo().run()}
      />
      <ToolButton
        label={k('redo')}
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => run().redo().run()}
      />
    </div>
  );
}

/** The address of a link: asked in a dialog (no backdrop close, SPEC §9), checked against the server's schemes. */
function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  const k = (key: string) => t(`management.content.editor.${key}`);
  const apply = () => {
    const url = href.trim();
    if (!LINK_PATTERN.test(url)) {
      setError(k('linkRule'));
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.extendMarkRange('link').setLink({ href: url }).run();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={k('linkTitle')}
      okText={k('linkOk')}
      cancelText={t('management.common.cancel')}
      okButtonProps={{ autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false }}
      onOk={apply}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) {
          setHref((editor.getAttributes('link').href as string | undefined) ?? 'https://');
          setError(null);
        }
      }}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={<label htmlFor="rich-editor-link">{k('linkAddress')}</label>}
          validateStatus={error ? 'error' : undefined}
          help={error ?? k('linkHelp')}
        >
          <Input
            id="rich-editor-link"
            value={href}
            maxLength={500}
            onChange={(event) => {
              setHref(event.target.value);
              setError(null);
            }}
            onPressEnter={apply}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The article editor (D8: a real rich-text editor, Tiptap): headings, bold/italic/underline/strike, lists,
 * alignment, links, pictures uploaded as article files (kind=article), tables. Writes HTML that the server's
 * allow-list keeps. Loaded lazily, with the edit page only.
 */
export default function RichTextEditor({ value, onChange, onBlur, labelledBy, invalid = false }: RichTextEditorProps) {
  const { t } = useTranslation();
  const pictureInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rich-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  const insertPicture = async (file: File) => {
    if (!isAllowedPicture(file)) return notify.error(UPLOAD_RULES.typeMessage);
    if (file.size > UPLOAD_RULES.maxBytes) return notify.error(UPLOAD_RULES.sizeMessage);
    setUploading(true);
    try {
      // The signed preview link shows the picture now; the server stores its bare /uploads/ path on save.
      const result = await uploadFile({ leadingField: ARTICLE_FIELD }, file);
      editor
        ?.chain()
        .focus()
        .setImage({ src: result.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setUploading(false);
    }
  };

  if (!editor) return null;
  return (
    <div className={`rich-editor${invalid ? ' rich-editor--invalid' : ''}`} aria-busy={uploading}>
      <Toolbar editor={editor} onLink={() => setLinkOpen(true)} onPicture={() => pictureInput.current?.click()} />
      <input
        ref={pictureInput}
        type="file"
        hidden
        accept=".jpg,.jpeg,.gif,.png,.bmp"
        aria-label={t('management.content.editor.pictureFile')}
        data-testid="rich-editor-picture"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertPicture(file);
        }}
      />
      <EditorContent editor={editor} />
      {uploading && <div className="rich-editor__status">{t('management.content.editor.uploading')}</div>}
      <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
    </div>
  );
}
