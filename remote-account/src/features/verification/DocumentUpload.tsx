import { useId, useState } from 'react';
import { Button, LineIcon, readApiError, Spinner, useTranslation, useLanguage, type ApiErrorView } from '@palpite/shared';
import { formatFileSize } from '../../lib/file-size.ts';
import { uploadDocument } from './api/upload-document.ts';
import type { DocumentKind } from './api/get-documents.ts';
import { checkDocumentFile, DOCUMENT_ACCEPT } from './check-document-file.ts';
import { noticeOf, serverMessageText, type ServerMessage } from '../../lib/server-message.ts';
import { uploadErrorMessage } from './upload-message.ts';
import styles from './Verification.module.css';

/** An upload the server took: its document, and the server's notice about it, said in the language on show. */
export interface UploadedDocument {
  documentId: number;
  message: ServerMessage;
}

interface DocumentUploadProps {
  kind: DocumentKind;
  /** The card heading naming the document, so each card's control has a name of its own. */
  headingId: string;
  /** After a rejection the same control sends a new document. */
  again?: boolean;
  /** While the document's status is unknown. */
  disabled?: boolean;
  onUploaded: (uploaded: UploadedDocument) => void;
  /**
   * The server refused because the list here is out of date (409: one of this kind went in from
   * another tab): the card says so and reloads it, which may take this control away.
   */
  onConflict: (refusal: ApiErrorView) => void;
}

/** Choose (or drop) a JPEG/PNG up to 2 MB, check it here, then send it. */
export function DocumentUpload({ kind, headingId, again = false, disabled = false, onUploaded, onConflict }: DocumentUploadProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  // Kept as its key, ours or the server's, and said in the language on show.
  const [error, setError] = useState<ServerMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  function choose(next: File | undefined) {
    setError(null);
    if (!next) return;
    const problem = checkDocumentFile(next);
    setFile(problem ? null : next);
    if (problem) setError({ key: problem });
  }

  async function send() {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const result = await uploadDocument({ kind, file });
      setFile(null);
      onUploaded({ documentId: result.document.id, message: noticeOf(result) });
    } catch (failure) {
      const refusal = readApiError(failure);
      if (refusal.status === 409) onConflict(refusal);
      else setError(uploadErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const errorText = error === null ? null : serverMessageText(t, error);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.upload}>
      {/* The invisible input covers the whole zone, so a click or a dropped file lands on it. */}
      <label
        htmlFor={`${id}-file`}
        className={[styles.dropzone, dragging ? styles.dragging : '', disabled || busy ? styles.disabled : ''].filter(Boolean).join(' ')}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={() => setDragging(false)}
      >
        <UploadIcon />
        <span id={`${id}-title`} className={styles.dropTitle}>
          {again ? t('verification.uploadAgain') : t('verification.upload')}
        </span>
        <span id={`${id}-hint`} className={styles.hint}>
          {t('verification.formats')}
        </span>
        <input
          id={`${id}-file`}
          type="file"
          accept={DOCUMENT_ACCEPT}
          disabled={disabled || busy}
          aria-labelledby={`${id}-title ${headingId}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={styles.file}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // The same file can be chosen again after fixing something.
            event.target.value = '';
          }}
        />
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {errorText}
        </p>
      ) : null}
      {file ? (
        <div className={styles.chosen}>
          <p className={styles.fileLine}>
            <span className={styles.fileName}>{file.name}</span>
            <span className={styles.fileSize}>{formatFileSize(file.size, language)}</span>
          </p>
          {busy ? <div className={styles.progress} role="progressbar" aria-label={t('verification.sending')} /> : null}
          <div className={styles.fileActions}>
            <Button onClick={() => void send()} busy={busy}>
              {busy ? <Spinner /> : null}
              {busy ? t('verification.sending') : t('verification.send')}
            </Button>
            {busy ? null : (
              <Button variant="ghost" onClick={() => setFile(null)}>
                {t('verification.remove')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function UploadIcon() {
  return (
    <LineIcon size={28}>
      <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
      <path d="M4 14.5V18a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3.5" />
    </LineIcon>
  );
}
