/** Spec §5 "Uploads": JPEG, PNG or JPG, at most 2 MB (the server also judges the content). */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png';

const TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png']);
const EXTENSIONS = /\.(jpe?g|png)$/i;

/**
 * Why a chosen file cannot be sent, as a `common` message key, or null when it may go. The
 * browser's MIME type decides when it gives one; otherwise the file name's extension does.
 */
export function checkDocumentFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const allowed = file.type ? TYPES.has(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
  if (!allowed) return 'documents.invalidType';
  if (file.size > MAX_DOCUMENT_BYTES) return 'documents.tooLarge';
  // Same key the server answers for an empty upload: a file was chosen, so "choose a file" would mislead.
  if (file.size === 0) return 'documents.emptyFile';
  return null;
}
