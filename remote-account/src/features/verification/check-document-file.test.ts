import { describe, expect, it } from 'vitest';
import { checkDocumentFile, MAX_DOCUMENT_BYTES } from './check-document-file.ts';

describe('document file check (spec §5: JPEG, PNG or JPG, max 2 MB)', () => {
  it.each([
    ['id.jpg', 'image/jpeg'],
    ['id.JPEG', 'image/jpeg'],
    ['id.png', 'image/png'],
    ['scan', 'image/png'],
    ['photo.jpg', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkDocumentFile({ name, type, size: 1000 })).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['id.pdf', 'application/pdf'],
    ['id.heic', 'image/heic'],
    ['id.txt', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(checkDocumentFile({ name, type, size: 1000 })).toBe('documents.invalidType');
  });

  it('refuses more than 2 MB', () => {
    expect(checkDocumentFile({ name: 'id.png', type: 'image/png', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(checkDocumentFile({ name: 'id.png', type: 'image/png', size: MAX_DOCUMENT_BYTES + 1 })).toBe('documents.tooLarge');
  });

  it('refuses an empty file with the server’s “file is empty” message, not “choose a file”', () => {
    expect(checkDocumentFile({ name: 'id.png', type: 'image/png', size: 0 })).toBe('documents.emptyFile');
    expect(checkDocumentFile({ name: 'scan', type: '', size: 0 })).toBe('documents.invalidType');
    expect(checkDocumentFile({ name: 'photo.jpg', type: '', size: 0 })).toBe('documents.emptyFile');
  });
});
