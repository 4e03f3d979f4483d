import '@mantine/tiptap/styles.css';
import { FileButton, Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhotoPlus } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { type UploadFolder, uploadFile } from '@/shared/api';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';

interface Props {
  /** HTML the editor starts with; later changes of the prop are ignored (remount with a key). */
  initial: string;
  onChange: (html: string) => void;
  error?: string;
  /** Where pictures put into the text are uploaded; without it the editor has no picture button (agreements). */
  imageFolder?: UploadFolder;
  'data-testid'?: string;
}

/**
 * Mantine's tiptap editor (admin screens only: agreements, blog, info pages) limited to what the server's sanitiser keeps
 * (domain::agreement, domain::blog::article_html): paragraphs, h2–h4, bold, italic, underline, strike, links, lists,
 * quotes, rules; with `imageFolder`, pictures uploaded through the upload call (articles keep `/api/files/` pictures only).
 */
export function RichTextField({ initial, onChange, error, imageFolder, 'data-testid': testId }: Props) {
  const [uploadError, setUploadError] = useState<string>();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, code: false, codeBlock: false, link: false }),
      Link,
      ...(imageFolder ? [Image.configure({ inline: false, allowBase64: false })] : []),
    ],
    content: initial,
    // Mantine's toolbar shows the active marks from the editor's state (tiptap 3 no longer re-renders by default).
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  return (
    <Input.Wrapper error={error ?? uploadError}>
      <RichTextEditor editor={editor} data-testid={testId}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          {imageFolder && editor && <ImageControl editor={editor} folder={imageFolder} onError={setUploadError} />}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/** The toolbar's picture button: uploads the chosen file and puts it at the cursor. */
function ImageControl({ editor, folder, onError }: { editor: Editor; folder: UploadFolder; onError: (message?: string) => void }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const insert = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    onError(undefined);
    try {
      const uploaded = await uploadFile(file, folder);
      editor.chain().focus().setImage({ src: uploaded.full_url, alt: '' }).run();
    } catch (problem) {
      onError(fieldErrors(problem).file ?? apiErrorMessage(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <RichTextEditor.ControlsGroup>
      <FileButton onChange={insert} accept="image/png,image/jpeg,image/gif,image/webp">
        {(props) => (
          <RichTextEditor.Control {...props} aria-label={t('editor.image')} title={t('editor.image')} disabled={busy} data-testid="editor-image">
            <IconPhotoPlus size={16} stroke={1.5} />
          </RichTextEditor.Control>
        )}
      </FileButton>
    </RichTextEditor.ControlsGroup>
  );
}
